"""Acting on another player's thing, which the answering rule must say may be done.

"Can I use the Overcoming Bonus on another player's frustration token?",
"¿Puedo usar mi Ficha de Recuerdo para mover el Contador de otro jugador?".
The rule that ranks first speaks of every thing the question names (the
Overcoming Bonus, the Frustration Token), but of the player's own: a
rulebook lets one player act on what another owns only where it says so,
naming the other players ("SHARE: spend 1 QUALITY of ANOTHER PLAYER'S
MATERIAL", "Repair ... yours or ANOTHER PLAYER'S", "BUY ... from ANY
LANDFILL", "public and can be checked by EVERYONE"). A rule that never
speaks of other players does not answer whether one may act on theirs:
then the rulebook is silent.

The question asks leave ("?may") and names a thing as another player's:
in English an owner of `question_form.others_owner` before a possessive
("another player's dice", "other players' cards", "another players dice"),
in Spanish a phrase of it after the thing ("la ficha DE OTRO JUGADOR"); not
when what is owned only tells when (`others_not_owned`: "someone else's
TURN", "el TURNO de otro jugador"), nor when the owner follows a word of
company (`others_with`: "a Friendship Bonus WITH another player's
Presence", "CON la Presencia de otro jugador": what is done with them, not
to their thing), nor when the first entry never names the thing owned (a
rule about something else: "in the middle of someone else's BUS STOP"). It is silent when none of the nearest
entries (the first the one that would answer) holds a word of
`others_rule_alone` ("opponent", "everyone", "los demás"; whom a thing
targets too, "not TARGETING you", "no vaya DIRIGIDO a ti": round inter2), a
word of `others_rule_before_player` one or two words before a word of
player ("any other player", "otro jugador"; "DIFFERENT players may mimic
the same trait", "varios jugadores DISTINTOS": round inter2, top-1 +2 and
false abstention -2 with rules/unknown_names.py's owners), or "any"/"cualquier" right before a word of
the question ("from ANY LANDFILL"). A thing is named as another player's,
too, by a clause after it that says what they did or do with it
(`others_doer`: "una carta QUE OTRO JUGADOR descartó", "the activities
ANOTHER PLAYER IS keeping"). "Each", "every", "cada", "todos" are no
such word: "TODOS LOS JUGADORES retiran sus dados", "EACH PLAYER takes 2"
speak of every player's own things, not of acting on another's (round
abst36: 1 abstention more, no false abstention).

At a family table the other player is named by kin ("can I move MY
BROTHER'S token?", "las fichitas DE SU HERMANO", "hacer el BUY POR SU
HERMANO") and one acts "for him" ("can I roll his dice FOR HIM?"): the kin
are owners like "another player"; "for him"/"for her" count only where they
close the question (`others_for_closing`), since before a comma or a full
stop they are as often a character given a bonus ("a Friendship Bonus for
him, can I move him up?"). Round kids2, tuning sets: 3 abstentions more, no
false abstention (closing at any full stop too: one false abstention more).
One acts for the one asking too: "CAN MY DAUGHTER place my time meeples FOR
ME while I'm out?", "¿PUEDE MI HIJA tirar los dados POR MÍ?" (`others_for_me`
after a subject of `table_people` that opens the question; then the end of
the question or a little word, not "por mi TURNO"): 1 abstention more, nothing
else moved. Round abst42: the word of leave may come after a sentence that
tells why ("I hurt my hand, CAN ANOTHER PLAYER roll my dice FOR ME?"), a
negation may stand after it ("why CAN'T my friend pay it for me?"), and the
subject may be another player named outright (`others_subjects`: "another
player", "someone else", "otro jugador", "alguien"); the thing is then the
asker's own, so a rule of "ANY dice" speaks of no other player's thing
(TUNE139: 2 abstentions more, nothing else moved).

The automated opponent is another player too (`others_owner`: "Rob's
tiles", "las fichas de Rob"): his rules say what he does, never what a
player may do with his things ("can I mimic Rob's tiles?", "¿puedo mandar
su dado...?"). His thing is read so only when the player asks leave for
themselves (`others_bot_leave`: "can I", "puedo"): "Rob's Friendship Track:
can HE have two tokens on level 0?" asks what the bot's own rule says.
TUNE155: abstention 4,687 -> 4,689 (a player's Mimic Trait Token on Rob's
tiles, twice), top-1, top-3 and false abstention unchanged (without the
player's leave, 8 answerable questions of Rob's own track abstained);
CHECK4 unchanged.

Only the first entry is read (silences.OWNER_ENTRIES): with the first
three, a scoring rule that counts every player's cards answered. On the
tuning sets (round 20): 5 abstentions more (3 English, 2 Spanish), no false
abstention, top-1 and top-3 unchanged. Handing a thing over to another
player is judged by the evidence of the words (search, the transfer verbs),
not here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import (POSSESSIVES, key, question_form, question_form_longest_first, question_form_set,
                                     stopwords, words)
from referee.rules.phrase_lists import says_listed

OTHERS_REACH = 2  # words before a word of player within which a rule's word says it is another ("any OTHER player")
# the words before an owner within which a word of company stands ("WITH another player's", "WITH THE other player's":
# an article between; round fabst20, tuning sets: false abstentions 352 -> 349, nothing else moved)
WITH_REACH = 2


@lru_cache(maxsize=8)
def _owner_pattern(lang: str) -> re.Pattern | None:
    """English: an owner of `others_owner` before a possessive ("'s", "s'",
    or a plural with no apostrophe) and the word owned after it ("own" passed
    over: "Rob's OWN trait tiles" owns "trait")."""
    owners = question_form(lang).get("others_owner", ())
    if not owners or lang != "en":
        return None
    told = "|".join(re.escape(owner).replace(r"\ ", r"\s+") for owner in sorted(owners, key=len, reverse=True))
    return re.compile(rf"(?P<owner>\b(?:{told})(?:['’]s\b|s['’]|s\b))\s*(?:own\s+)?(?P<owned>\w+)", re.IGNORECASE)


@lru_cache(maxsize=8)
def _owner_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """Spanish (and any language that says the owner after the thing): the
    folded phrases of `others_owner`, longest first."""
    return question_form_longest_first(lang, "others_owner")


@lru_cache(maxsize=8)
def _for_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of `others_for`: another player after a word of
    for whom or on whom ("for another player"), longest first."""
    return question_form_longest_first(lang, "others_for")


@lru_cache(maxsize=8)
def _closing_pattern(lang: str) -> re.Pattern | None:
    """The phrases of `others_for_closing` ("for him") where they close the
    question (before "?" or the end), or None when the language has none."""
    phrases = question_form(lang).get("others_for_closing", ())
    if not phrases:
        return None
    told = "|".join(re.escape(phrase).replace(r"\ ", r"\s+") for phrase in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"\b(?P<told>{told})\s*(?:\?|$)", re.IGNORECASE)


@lru_cache(maxsize=8)
def _for_me_lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[tuple[str, ...], ...],
                                        tuple[tuple[str, ...], ...]]:
    """The words that open a question asking leave (`others_subject_modals`), the people at the
    table (`table_people`), the phrases of acting for the one asking (`others_for_me`) and the
    other players named as a subject (`others_subjects`: "another player", "otro jugador")."""
    form = question_form(lang)
    return (frozenset(form.get("others_subject_modals", ())), frozenset(form.get("table_people", ())),
            question_form_longest_first(lang, "others_for_me"), question_form_longest_first(lang, "others_subjects"))


def _subject_end(said: list[str], start: int, lang: str) -> int:
    """Where a subject of someone else at the table ends, when one starts at
    `start`: a possessive, perhaps one word, a person of `table_people` ("MY
    DAUGHTER", "MY LITTLE BROTHER"), or another player named outright
    (`others_subjects`: "ANOTHER PLAYER", "SOMEONE ELSE", "OTRO JUGADOR");
    0 when none does."""
    _, people, _, subjects = _for_me_lexicon(lang)
    if said[start:start + 1] and said[start] in POSSESSIVES.get(lang, ()):
        if said[start + 1:start + 2] and said[start + 1] in people:
            return start + 2
        if said[start + 2:start + 3] and said[start + 2] in people:
            return start + 3
        return 0
    return next((start + len(phrase) for phrase in subjects if tuple(said[start:start + len(phrase)]) == phrase), 0)


def _done_for_me(query: str, lang: str) -> str:
    """The phrase of acting for the one asking ("FOR ME") in a question whose
    subject is someone else at the table ("can MY DAUGHTER place my meeples
    FOR ME?", "I hurt my hand, can ANOTHER PLAYER roll my dice FOR ME?"): a
    word of leave, then the subject (`_subject_end`); the phrase then ends
    the question or a little word or one of `others_for_me_then` follows it
    ("for me WHILE I'm out"); "" otherwise. The leave may be asked after a
    sentence that tells why (round abst42: "I HURT MY HAND, can another
    player..."), not only at the question's start."""
    modals, _, phrases, _ = _for_me_lexicon(lang)
    said = words(query)
    if not phrases or len(said) < 3 or modals.isdisjoint(said):
        return ""
    joined = f" {' '.join(said)} "
    # (a payment by another player asked past the question's start, "I'm short one symbol. Can my brother PAY IT FOR
    # ME?", is read by rules/payment_manners.py, as before round abst42 widened this reading)
    paid = any(f" {' '.join(phrase)} " in joined for phrase in question_form_longest_first(lang, "payer_asked"))
    then = stopwords(lang) | frozenset(question_form(lang).get("others_for_me_then", ()))
    negations = frozenset(question_form(lang).get("others_subject_negations", ()))
    for opening, word in enumerate(said):
        if word not in modals:
            continue
        if said[opening + 1:opening + 2] and said[opening + 1] in negations:
            opening += 1  # ("why CAN'T my friend pay it for me?": "can not", the leave grumbled about)
        subject_end = _subject_end(said, opening + 1, lang)
        if not subject_end or (paid and (opening or said[1] not in POSSESSIVES.get(lang, ()))):
            continue
        for start in range(subject_end + 1, len(said)):
            for phrase in phrases:
                end = start + len(phrase)
                if tuple(said[start:end]) == phrase and (end == len(said) or said[end] in then):
                    return " ".join(phrase)  # (not "por mi TURNO": "mí" the one asking, not "mi" before a thing)
    return ""


@lru_cache(maxsize=8)
def _word_sets(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of a thing that is no thing owned (`others_not_owned`) and those of doing a thing
    with another player (`others_with`), as sets (made once, not per question)."""
    form = question_form(lang)
    return frozenset(form.get("others_not_owned", ())), frozenset(form.get("others_with", ()))


@lru_cache(maxsize=16)
def _first_words(phrases: tuple[tuple[str, ...], ...]) -> frozenset[str] | None:
    """The first words of `phrases`, or None when one is empty (it would stand anywhere)."""
    return None if not all(phrases) else frozenset(phrase[0] for phrase in phrases)


def others_thing(query: str, lang: str) -> tuple[str, str]:
    """The words that name a thing as another player's ("another player's",
    "de otro jugador") and the word of the thing owned ("dice", "animo"; ""
    for "for another player", which names no thing), or ("", "") when the
    question names none (or names only their turn). The phrases are tried
    only where one's first word stands (`_first_words`): a question of "can I"
    read every phrase at every word (English: 9 phrases; Spanish: 16)."""
    not_owned, with_words = _word_sets(lang)
    pattern = _owner_pattern(lang)
    if pattern is not None:
        for match in pattern.finditer(query):
            if not with_words.isdisjoint(words(query[: match.start()])[-WITH_REACH:]):
                continue  # ("a Friendship Bonus WITH another player's Presence": done with them, not on their thing;
                # "the Friendship WITH THE other player's Presence": an article between)
            if match.group("owned").lower() not in not_owned:
                return match.group("owner").strip(), match.group("owned").lower()
    closing = _closing_pattern(lang)
    if closing is not None:
        match = closing.search(query)
        if match:
            return " ".join(match.group("told").lower().split()), ""
    for_me = _done_for_me(query, lang)
    if for_me:
        return for_me, ""
    said = words(query)
    phrases = _for_phrases(lang)
    firsts = _first_words(phrases)
    for start in range(len(said)):
        if firsts is not None and said[start] not in firsts:
            continue
        for phrase in phrases:
            if tuple(said[start:start + len(phrase)]) == phrase and (
                    start + len(phrase) == len(said) or said[start + len(phrase)] not in not_owned):
                return " ".join(phrase), ""
    doer = _doer(said, lang)
    if doer[0]:
        return doer
    if pattern is not None:
        return "", ""
    phrases = _owner_phrases(lang)
    firsts = _first_words(phrases)
    for start in range(1, len(said)):
        if firsts is not None and said[start] not in firsts:
            continue
        for phrase in phrases:
            if tuple(said[start:start + len(phrase)]) == phrase:
                if said[start - 1] not in not_owned and with_words.isdisjoint(said[max(0, start - 3):start - 1]):
                    return " ".join(phrase), said[start - 1]
                break
    return "", ""


@lru_cache(maxsize=8)
def _doer_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of `others_doer`, longest first."""
    return question_form_longest_first(lang, "others_doer")


def _doer(said: list[str], lang: str) -> tuple[str, str]:
    """A thing named as another player's by what they did or do with it, in
    a clause right after it (`others_doer`: "una carta de pareja QUE OTRO
    JUGADOR descartó", "the activities ANOTHER PLAYER IS keeping"): the
    phrase and the word of the thing, or ("", "") when none. The word before
    the phrase must be a thing: no little word ("LO que otro jugador",
    "IF another player is"), nor a thing that only tells when (`others_not_owned`)."""
    phrases = _doer_phrases(lang)
    firsts = _first_words(phrases)
    if not phrases or firsts is None:
        return "", ""
    not_owned = _word_sets(lang)[0]
    stop = stopwords(lang)
    for start in range(1, len(said)):
        if said[start] not in firsts:
            continue
        for phrase in phrases:
            if tuple(said[start:start + len(phrase)]) == phrase:
                owned = said[start - 1]
                if owned not in stop and owned not in not_owned and not key(owned, lang).isdigit():
                    return " ".join(phrase), owned
                break
    return "", ""


@lru_cache(maxsize=8)
def _rule_words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    form = question_form(lang)
    return tuple(frozenset(form.get(field, ())) for field in (
        "others_rule_alone", "others_rule_before_player", "others_rule_player", "others_rule_any"))


def speaks_of_others(text: str, asked: frozenset[str], lang: str) -> bool:
    """Whether a rule's text speaks of other players (see the module's
    docstring); `asked` is the question's stems, for "any" + the thing."""
    alone, before, players, anything = _rule_words(lang)
    said = words(text)
    for position, word in enumerate(said):
        if word in alone:
            return True
        if word in players and any(other in before for other in said[max(0, position - OTHERS_REACH):position]):
            return True
        if word in anything and position + 1 < len(said) and key(said[position + 1], lang) in asked:
            return True
    return False


def unstated(query: str, stems: list[str], numbers: list[int], lang_index: LangIndex) -> str:
    """The words that name another player's thing, when the question names
    one and none of the nearest entries (`numbers`) speaks of other
    players; "" otherwise."""
    if not numbers:
        return ""
    lang = lang_index.lang
    told, owned = others_thing(query, lang)
    if not told:
        return ""
    if not question_form_set(lang, "others_bot").isdisjoint(words(told)) \
            and not says_listed(words(query), lang, "others_bot_leave"):
        return ""  # (the bot's thing, asked of what the bot does: "Rob's track: can HE have two tokens there?")
    # (done for the one asking, "can another player roll my dice FOR ME?", the thing is the asker's own: a rule of "ANY
    # dice" speaks of no other player's dice)
    asked = frozenset() if told == _done_for_me(query, lang) else frozenset(stems)
    for number in numbers:
        entry = lang_index.docs[number].entry
        said = f"{entry.title} . {entry.text}"
        if speaks_of_others(said, asked, lang):
            return ""
        if owned and key(owned, lang) not in {key(word, lang) for word in words(said)}:
            return ""  # (a rule not about the thing owned: "someone else's BUS STOP" tells when, not what)
    return told
