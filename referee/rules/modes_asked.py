"""Which mode asked: every mode's rules answer, none is a variant left out.

"which mode do the designers actually recommend", "¿qué modo jugamos la
primera vez?", "¿en qué modos aparecen las CREDIT CARD?". A question that
names no variant is asked of the ordinary game, so the search damps the
entries of the game's variants (solo, co-op, competitive:
`search.UNASKED_MODE_FACTOR`) and does not let one of them win by covering
more of it. But a question that asks WHICH mode asks of all of them at
once: the answer is a mode's own entry ("Competitive Mode ... is the
recommended mode of play"), and damped it lost to an entry that holds the
question's other word ("designers": the credits). So when the question asks
which mode, no variant is left out.

The question asks which mode by a word of `question_form.which_mode_asks`
("which", "what"; "qué", "cuál") right before a word of `which_mode_nouns`
("mode", "variant"; "modo", "variante"), or with words of
`which_mode_between` between ("which GAME mode"; not "what IS THE mode":
"¿qué es el modo competitivo?" names the mode it asks of). A set look-up
of the mode words first: questions without one pay nothing more.

TUNE149 (round vartop): top-1 26524 -> 26525 (blind146: the recommended
mode, past Adulthood's credits for "designers"), top-3 28195 -> 28196
(blind53: the modes CREDIT CARD and EVENT are in), abstention and false
abstention unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, words


@lru_cache(maxsize=None)
def _lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """`lang`'s words that ask which, the words of a mode, and the words that may stand between them."""
    form = question_form(lang)
    return tuple(frozenset(words(" ".join(form.get(field, ()))))
                 for field in ("which_mode_asks", "which_mode_nouns", "which_mode_between"))


def asks_which_mode(query: str, lang: str) -> bool:
    """Whether a question asks which of the game's modes (one, or some) is meant."""
    asks, nouns, between = _lexicon(lang)
    folded = words(query)
    if nouns.isdisjoint(folded):
        return False
    for at, word in enumerate(folded):
        if word in nouns:
            before = at - 1
            while before >= 0 and folded[before] in between:
                before -= 1
            if before >= 0 and folded[before] in asks:
                return True
    return False
