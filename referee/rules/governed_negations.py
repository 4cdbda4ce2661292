"""A word of doing without or of a stand-in that a known gap holds governing another thing than in the question.

"tengo dos Fichas de Frustración SIN SUPERAR y una Bonificación de Superación,
¿elijo cuál supero?", "¿puedo subir del nivel 4 al 5 SIN BONIFICACIÓN de
Intimidad?", "can I move it up WITHOUT SPENDING the bonus?". A known gap
often names its case by what the player lacks or pays with instead: "an
Overcoming Bonus SIN FRUSTRACIÓN" (with nothing to overcome), "an Intimacy
Bonus SIN NIVEL 4", "pagar con dinero EN LUGAR DE ENERGÍA". Its "sin" /
"without" / "en lugar de" / "instead" then matches the same
word of a question where it governs something else: a token not yet
overcome, the bonus itself, the money. That word was a word the gap holds
and the rule that answers does not (`search._gap_holds_more`), and the gap
was told: the rulebook does not cover it, when its rule does.

The word weighs in the gap only when what it governs in the question is
governed there by one of these words too: the next WITHOUT_WORDS content
words after it (stopwords aside) in the question and after any such word in
the gap's title, text or aliases share a key (a "sin" of the question may
govern what the gap says after "en lugar de"). When they share none, the word and the
pairs it makes weigh nothing in the gap's lead over the rule that answers
(`search._governed_share`: the share of the gap's score its tokens carry,
by question weight times idf, GAP_LEAD compared with what is left) nor
count as words the gap holds more (`search._gap_holds_more`). A question
where the word governs nothing (it ends the question) is left as it was.
The words are `question_form.governing_negations` (folded words, read by
their keys): "without", "instead"; "sin", "lugar" ("en lugar de": the
stopwords go). A question without one of them pays one set look-up.

Not "vez" ("en vez de"): "a la vez" is a time, and the gaps of playing at
once lost their questions (TUNE133: abstention -4, one false abstention
won). Nor "no" / "not": "no me sirven", "aunque no sea", "don't like" were
answered beside gaps that say "no" of another thing (TUNE133 with them:
false abstention -4, abstention -4, top-3 +2, and blind128 and blind83
below not won).

Measured on TUNE133 (129 sets): top-1 23,521 -> 23,522, top-3 24,959 ->
24,960, abstention 4,070 unchanged (4,088 with the game), false abstention
615 -> 613 (blind128 "Fichas de Frustración SIN SUPERAR y una Bonificación
de Superación, ¿elijo cuál supero?" beside gap.overcoming-without-frustration,
blind83 "¿pasar el turno SIN HACER nada?" beside gap.unplaced-time, whose
"sin" is of the time left unplaced). Of the 212 false abstentions of
TUNE133 with a gap first, 7 matched it through such a word; the others
(gap.intimacy-without-level-four, gap.money-energy-convert: the rule there
does not answer by itself; "without losing" beside a gap "without losing")
are not this reading's.
"""
from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, question_form_set, stopwords, words

WITHOUT_WORDS = 2  # the content words after the word that tell what it governs


@lru_cache(maxsize=4)
def _heads(lang: str) -> frozenset[str]:
    """The keys of the words of doing without or of a stand-in of `lang`."""
    return frozenset(key(word, lang) for word in question_form_set(lang, "governing_negations"))


def _governed(keys: list[str], at: int) -> frozenset[str]:
    """The keys of the WITHOUT_WORDS words after position `at`."""
    return frozenset(keys[at + 1:at + 1 + WITHOUT_WORDS])


@lru_cache(maxsize=512)
def _gap_governed(texts: tuple[str, ...], lang: str) -> dict[str, frozenset[str]]:
    """For each word of doing without that the gap's texts say, every key it
    governs there (at any of its places)."""
    heads, stop = _heads(lang), stopwords(lang)
    found: dict[str, set[str]] = {}
    for text in texts:
        keys = [key(word, lang) for word in words(text) if word not in stop]
        for n, stemmed in enumerate(keys):
            if stemmed in heads:
                found.setdefault(stemmed, set()).update(_governed(keys, n))
    return {head: frozenset(governed) for head, governed in found.items()}


def misgoverned(stems: list[str], lang: str, gap_texts: tuple[str, ...]) -> frozenset[str]:
    """The keys of the question's words of doing without (`stems`, the
    question's content keys) that the gap (`gap_texts`: its title, text and
    aliases) says only governing other words: no more the gap's than the
    rule's. Empty when the question says none of them."""
    heads = _heads(lang)
    if heads.isdisjoint(stems):
        return frozenset()
    said = _gap_governed(gap_texts, lang)
    if heads.isdisjoint(said):
        return frozenset()
    # (what any of its words of doing without governs in the gap: the same case may be said with another of them)
    governed_there = frozenset().union(*said.values())
    off = {stemmed for stemmed in said if stemmed in stems}
    # (a word said twice in the question, once as the gap says it, stays the gap's)
    return frozenset(head for head in off
                     if all(_governed(stems, n) and _governed(stems, n).isdisjoint(governed_there)
                            for n, s in enumerate(stems) if s == head))
