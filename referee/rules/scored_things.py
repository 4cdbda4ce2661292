"""Whether a thing counts in the final score, asked of a rule that never scores it.

"Do the REPUTATION tokens we have left at the end COUNT FOR ANYTHING?",
"ANY VEP FOR the Memory Cards still face up when the game ends?", "¿CUENTA
ALGO al final el número de desgracias que sufrí?", "¿los FAVOUR azules ...
DAN ALGO AL FINAL?". A player tallying the score asks whether a thing they
hold scores, gives a bonus or costs a penalty. The rule that ranks first is
the rule of the thing named (what REPUTATION does, how the Memory Cards are
refilled, what a misfortune is): it speaks of the thing, so the evidence of
the words lets it through, but it never says the thing scores. The
rulebook prices a thing only where it speaks of it in scoring: in a
scoring or end-of-game entry that lists it (its section, `scored_section`:
"End of the Game", "Fin de la partida y puntuación"), or in a sentence that
names it beside a word of score (`scored_told`: points, VEP, HAPPINESS,
bonus, penalty, puntos, premio). So the first entry answers only when it
speaks of the thing so.

The form: a way of asking whether something scores (`scored_asked`: "count
for anything", "any VEP for", "take points off", "cuenta algo", "dan algo
al final", "suman puntos"). The thing: the question's own words (not
stopwords, not the words of the ask or of score, not words most entries
use: idf at least THING_IDF) that the first entry holds; when it holds none
the evidence chose it for other words, and this reading says nothing.
The entries are read as they are written (section, title, text): no list
of things, so a new rule entry that scores a thing answers for it.

Not a thing asked to count STILL after it moved (`scored_still`: "does it
STILL count at the end?"): the rule of where it goes answers (Adulthood's
old cards go to the Experience stack, whose icons count). Not a leftover
(`scored_leftover_asked`: "never placed", "sin usar") in a game whose
final scoring prices leftovers (`scored_leftover_told` in a scoring entry:
Coming of Age's "unused Willpower Tokens ..."): that rule settles it. "count
toward(s)" and "cuenta para" are no ask: they ask a requirement in play
("does the icon on my Career card count toward its promotion?").
The time asked (`scored_end_asked`: "a penalty AT THE END", "dan algo AL
FINAL"): a sentence of score in the rule of the thing prices it at the end
only when it tells the end too (`scored_end_told`: "count them ... at the
end of the game"); Coming of Age's bounce ("lose 2 VEP if the Token is on
the far right") prices the far left during play, not at the end. Tuning
list: abstention 3242 -> 3243, nothing else moved; with the bare word
"end" for the end told, the bounce's "a Frustration Token at one END" of
a track kept it answered.
A way of asking that leaves the reward open (`scored_open_slot`: "count
for ANY REPUTATION", "¿cuenta para ALGUNA ...?") names it right after: a
sentence of the first entry that names that reward with the thing prices
it (`_reward_named`; round countsfab, TUNE133: false abstention -1).
Who scores a thing nobody holds is asked the same way ("the cards still in
the market at the end, ¿LE DAN ALGO A ALGUIEN?", "does ANYBODY SCORE them?",
"¿PUNTÚAN DE ALGUNA FORMA?"; round abst42, TUNE139: 3 abstentions more,
nothing else moved).
Tuning list (TUNE51): abstention 3201 -> 3215, top-1, top-3 and false
abstention the same; without the STILL exclusion 3 false abstentions more
(blind14, blind45, blind84), without the leftover one 1 more (blind84's
Character Tokens), with "count toward"/"cuenta para" about 50 more.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import may_hold_phrase, question_form_phrases, question_form_set, stem, stopwords, words
from referee.rules.unstated_specifics import entry_sentences, find_phrase, holds, phrases_held

# the least idf of a word of the question taken for the thing asked: "end" (1.48), "game" (1.21), "card" (0.96),
# "token" (1.41) are said of everything; "REPUTATION" (3.01), "Memory" (3.01), "Health" (4.04), "trait" (2.08) name it
# (with it, the 14 abstentions gained on the tuning list and no answered question lost)
THING_IDF = 1.6


@lru_cache(maxsize=8)
def _form_words(lang: str) -> frozenset[str]:
    """The words of the ask and of score, which are not the thing asked."""
    return frozenset(word for field in ("scored_asked", "scored_told", "reward_end_after", "reward_end_of_game")
                     for phrase in question_form_phrases(lang, field) for word in phrase)


_ENTRY_STEMS: dict[tuple[int, int], tuple[frozenset[str], tuple[frozenset[str], ...], bool, tuple[frozenset[str], ...]]] = {}


def _entry_reading(number: int, lang_index: LangIndex) -> tuple[frozenset[str], tuple[frozenset[str], ...], bool,
                                                                tuple[frozenset[str], ...]]:
    """The stems of an entry, the stems of each of its sentences that speak
    of score, whether its section is one of scoring, and the stems of each
    of its sentences (worked out once per entry)."""
    key = (id(lang_index), number)
    if key not in _ENTRY_STEMS:
        lang = lang_index.lang
        told = question_form_phrases(lang, "scored_told")
        sentences = entry_sentences(number, lang_index)
        every = frozenset(stem(word, lang) for sentence in sentences for word in sentence)
        stems = tuple(frozenset(stem(word, lang) for word in sentence) for sentence in sentences)
        scoring = tuple(own for own, sentence in zip(stems, sentences) if holds(sentence, told))
        _ENTRY_STEMS[key] = (every, scoring, _scoring_section(lang_index.docs[number].entry.section, lang), stems)
    return _ENTRY_STEMS[key]


def _scoring_section(section: str, lang: str) -> bool:
    """Whether a section is one of scoring or of the end of the game (`scored_section`)."""
    return holds(words(section), question_form_phrases(lang, "scored_section"))


_AT_END: dict[tuple[int, int], tuple[frozenset[str], ...]] = {}


def _scoring_at_end(number: int, lang_index: LangIndex) -> tuple[frozenset[str], ...]:
    """The stems of each sentence of an entry that speaks of score and of
    the end of the game (`scored_end_told`: "at the end of the game", "al
    final"; worked out once per entry)."""
    key = (id(lang_index), number)
    if key not in _AT_END:
        lang = lang_index.lang
        told = question_form_phrases(lang, "scored_told")
        end = question_form_phrases(lang, "scored_end_told")
        _AT_END[key] = tuple(frozenset(stem(word, lang) for word in sentence)
                             for sentence in entry_sentences(number, lang_index)
                             if holds(sentence, told) and holds(sentence, end))
    return _AT_END[key]


_LEFTOVERS: dict[tuple[int, str], bool] = {}


def _prices_leftovers(game: str, lang_index: LangIndex) -> bool:
    """Whether a scoring entry of `game` prices what is left over
    (`scored_leftover_told` in its section or text: "unused Willpower
    Tokens", "Elementos sobrantes"; worked out once per game). Only the
    section of each entry is read (`_scoring_section`), not the whole
    `_entry_reading` (the stems of every sentence: 4-9 ms of CPU a game at
    the first question of a process that asks whether a leftover scores)."""
    key = (id(lang_index), game)
    if key not in _LEFTOVERS:
        lang = lang_index.lang
        told = question_form_phrases(lang, "scored_leftover_told")
        _LEFTOVERS[key] = any(
            _scoring_section(entry.section, lang)
            and holds(words(f"{entry.section} {entry.text}"), told)
            for number, entry in ((number, lang_index.docs[number].entry) for number in range(lang_index.gap_start))
            if entry.game == game)
    return _LEFTOVERS[key]


def unstated_scoring(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask whether a thing scores ("count for anything",
    "cuenta algo") when the first of `near` speaks of the thing but never
    in scoring; else None."""
    lang = lang_index.lang
    said = words(query)
    if not near or not may_hold_phrase(said, lang, "scored_asked"):
        return None  # (no word a way of asking whether a thing scores starts with: most questions)
    asked = next(phrases_held(said, question_form_phrases(lang, "scored_asked")), None)
    if asked is None:
        return None
    at = find_phrase(said, asked)
    if at > 0 and said[at - 1] in question_form_set(lang, "scored_still"):
        return None  # (a thing asked to count STILL, after it moved: the rule of where it goes answers)
    if holds(said, question_form_phrases(lang, "scored_leftover_asked")) \
            and _prices_leftovers(lang_index.docs[near[0]].entry.game, lang_index):
        return None  # (a leftover thing, where the final scoring prices the leftovers: that rule settles it)
    every, scoring, section, _ = _entry_reading(near[0], lang_index)
    if not question_form_set(lang, "scored_end_asked").isdisjoint(asked):
        # "a penalty AT THE END", "dan algo AL FINAL": a price told during play ("lose 2 VEP if the Token is on the
        # far right", when a counter bounces) is no price at the end; a sentence of score must tell the end too
        scoring = _scoring_at_end(near[0], lang_index)
    ignored = stopwords(lang) | _form_words(lang)
    reward = _reward_named(said, at + len(asked), asked, lang, ignored)
    if reward:  # ("count for any REPUTATION": a sentence that names REPUTATION prices the thing in it)
        scoring = (*scoring, *(sentence for sentence in _entry_reading(near[0], lang_index)[3] if reward in sentence))
    thing = {stemmed for stemmed in (stem(word, lang) for word in said if word not in ignored and not word.isdigit())
             if lang_index.idf.get(stemmed, 0.0) >= THING_IDF and stemmed != reward} & every
    if not thing or section or any(not thing.isdisjoint(sentence) for sentence in scoring):
        return None
    return " ".join(asked)


def _reward_named(said: list[str], end: int, asked: tuple[str, ...], lang: str, ignored: frozenset[str]) -> str | None:
    """The stem of the reward a way of asking leaves open and the question
    names right after it ("does that count for ANY REPUTATION?": the
    phrase ends with a word of `scored_open_slot`), or None. Then the ask
    is what the thing gives, named: a sentence of the first entry that
    names the thing and that reward prices it, as one with a word of score
    does ("ACCEPTing a RECYCLE, does that count for any REPUTATION?" is
    answered by "gain 1 REPUTATION when you ACCEPT a FAVOUR"; round
    countsfab: blind130 false abstention -1, nothing else moved on
    TUNE133)."""
    if not asked or asked[-1] not in question_form_set(lang, "scored_open_slot") or end >= len(said):
        return None
    word = said[end]
    return None if word in ignored or word.isdigit() else stem(word, lang)


def scoring_section(number: int, lang_index: LangIndex) -> bool:
    """Whether the entry `number` is of a scoring or end-of-game section."""
    return _entry_reading(number, lang_index)[2]
