"""How many components of a kind carry a feature: a count of the box, asked with a verb.

"How many Partner cards HAVE the Fame icon?", "¿Cuántas cartas de posesión
VALEN 5 puntos o más?", "how many ACTIVITY cards USE a UTILITY and a FOOD
together?", "¿cuántas Paradas de Autobús DAN una Bonificación de
Amistad?". The question counts the cards (tiles, stops...) of one kind whose
print carries a feature: an icon, a value, a cost, a bonus. That is on the
components, not in the rulebook, unless a near rule counts the kind ("4 of
the 10 Bus Stop Tiles give..."). rules/counts.py judges a count of the box
when the question says "are there" or "in the deck"; asked with a verb of
what a card carries, the words after the "how many" ran on into the verb
and its object ("posesion VAL 5"), and a near rule that merely holds a
number beside one of them (the Collector goal's "5 possessions") answered.

The ask, in one sentence: a word of how many (`question_intents` "?num"),
the kind right after it (its words, joined by words of "of": "cartas DE
Experience"; a deck it is taken from may follow, "de todo el mazo"), then,
perhaps after a clitic of the one who gets it (`featured_clitics`: "te
dan", not "ME dan", a deal), a verb of carrying in the plural
(`featured_verbs`: "have", "give", "are worth", "tienen", "dan", "valen")
and its object. Not an ask of this form (`featured_verb_except`, the word
right after the verb): a verb of must ("have TO", "tienen QUE"), a verb
with its subject after it ("¿cuántos símbolos tienen LOS dados?", "how many
cards have I"), or one that ends its clause ("how many goals SCORE AND for
how much?", "¿cuántos niveles TIENEN?"): those count what the kind is
given or holds, not which of it carries a feature ("AL final", "AT the
end": the verb has no object either). A number right after the verb opens
the object only after a kind of components (`listing_generic`: "cartas de
posesión valen 5 puntos"); after another kind it opens the subject
("¿cuántos puntos dan 4 cartas de salud?" asks what the cards score).

The count is then read as "how many KIND are in", the form rules/counts.py
judges (`featured_count`, as rules/boxed_listing.py's `boxed_deck_count`
gives it for a typed "KIND in DECK how many"): silent unless a near rule
(or, when the first counts nothing, the Components list) has a number by a
word of the kind with a word of the feature beside them
(`counts.BESIDE_REACH`): "4 of the 10 Bus Stop Tiles give a Friendship
bonus" counts the stops that carry it; the Collector goal's "5
possessions" beside no word of worth counts what a player holds.

On the tuning list (TUNE183, start 05b8c6b4) the ask is read in 96
questions, all of them the rulebook's silences (no answerable question
reads so): abstention 5,436 (5,449 with the game given) -> 5,442 (5,456);
top-1, top-3 and false abstention unchanged; the check sets unchanged.
"""

from __future__ import annotations

from referee.rules import counts
from referee.rules.normalize import is_number, key, question_form, question_form_phrases, question_form_set, stopwords
from referee.rules.unstated_specifics import sentence_words

KIND_WORDS = 5  # words of the kind before the verb ("cartas de Partner de Adulthood")
DECK_REACH = 3  # words from the "of" of a deck to the word of deck ("de TODO EL mazo", "of the whole deck")
FEATURE_WORDS = 4  # content words of the feature after the verb ("el icono de Educación": icono, educacion)


def _verb_at(said: list[str], at: int, verbs: tuple[tuple[str, ...], ...]) -> int:
    """The length of the verb of carrying that starts at `at` ("are worth": 2), or 0."""
    return max((len(verb) for verb in verbs if tuple(said[at:at + len(verb)]) == verb), default=0)


def _past_deck(said: list[str], at: int, lang: str) -> int:
    """Where the words after a kind go on when a deck it is taken from follows it ("de todo el MAZO", "in the
    deck"): past the word of deck; `at` when none follows."""
    decks = question_form_set(lang, "deck_words")
    openers = question_form_set(lang, "count_connectors") | question_form_set(lang, "boxed_count_in")
    if at >= len(said) or said[at] not in openers:
        return at
    return next((n + 1 for n in range(at + 1, min(len(said), at + DECK_REACH + 1)) if said[n] in decks), at)


def _asked_kind(said: list[str], start: int, lang: str) -> tuple[list[str], list[str]] | None:
    """The words of the kind counted from `start` (right after "how many") and the content words of the
    feature (the verb's object, up to FEATURE_WORDS) when a verb of carrying and its object follow them;
    None otherwise."""
    stop = stopwords(lang)
    connectors = question_form_set(lang, "count_connectors")
    verbs = question_form_phrases(lang, "featured_verbs")
    kind: list[str] = []
    at = start
    while at < len(said) and len(kind) < KIND_WORDS:
        if kind and _verb_at(said, at, verbs):
            break
        word = said[at]
        if kind and word in connectors:
            past = _past_deck(said, at, lang)
            at = past if past > at else at + 1
            continue
        if word in stop or word.isdigit():
            past = _past_deck(said, at, lang) if kind else at
            if past == at:
                break
            at = past
            continue
        kind.append(word)
        at += 1
    if not kind:
        return None
    if at < len(said) and said[at] in question_form_set(lang, "featured_clitics"):
        at += 1
    length = _verb_at(said, at, verbs)
    if not length:
        return None
    after = said[at + length:at + length + 1]
    if not after or after[0] in question_form_set(lang, "featured_verb_except"):
        return None  # ("have TO", "tienen QUE"; "tienen LOS dados"; "SCORE AND ...", "tienen?")
    if is_number(after[0], lang) and question_form_set(lang, "listing_generic").isdisjoint(kind):
        return None  # ("¿cuántos puntos dan 4 CARTAS de salud?": the subject after the verb; not "cartas ... valen 5")
    stop = stopwords(lang)
    feature = [word for word in said[at + length:] if word not in stop and not is_number(word, lang)]
    return kind, feature[:FEATURE_WORDS]


def featured_count(query: str, lang: str) -> tuple[str, frozenset[str]] | None:
    """The question as "how many KIND are in" and the stems of the feature
    asked, when it asks how many components of a kind carry a feature ("how
    many partner cards have the Fame icon": "how many partner cards are
    in", {fame, icon}), for rules/counts.py to judge as a count of the box
    whose number must stand beside the feature (`counts.unstated`'s
    `beside`); else None."""
    verbs = question_form_phrases(lang, "featured_verbs")
    if not verbs:
        return None
    firsts = {verb[0] for verb in verbs}
    there = question_form(lang).get("boxed_count_there", "")
    for said in sentence_words(query):
        if firsts.isdisjoint(said):
            continue  # (no verb of carrying: most sentences)
        for phrase in counts.counted_phrases(lang):
            for start in range(len(said) - len(phrase) + 1):
                if tuple(said[start:start + len(phrase)]) != phrase:
                    continue
                asked = _asked_kind(said, start + len(phrase), lang)
                if asked:
                    kind, feature = asked
                    return " ".join((*phrase, *kind, there)), frozenset(key(word, lang) for word in feature)
    return None
