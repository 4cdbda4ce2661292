"""One of several things told by when it came, with no noun: which one, never a topic.

"Can I keep the new one and throw away one of THE OLDER ones?", "do I have
to throw out THE OLDEST, or can I pick which ...?", "evento continuo nuevo,
¿EL ANTERIOR se acaba?". The question has already named the things (Trait
Tiles, ACTIVITY, events) and picks one of them by its age or its place in
time; the rule that answers speaks of those things, not of "old" or
"anterior". Read word by word, such a word looked like a noun the game's
rulebook never uses (or another game's term: CV's Old Age), and `ask` said
the rulebook was silent beside the rule that answers.

The reading: a word of `question_form.picked_by_age` ("older", "oldest",
"previous", "anterior", "antigua"...) right after a definite article
(`picked_articles`: "the", "el", "las"...; a word of degree between,
`picked_degree`: "the MOST recent", "la MÁS antigua"), with no content word
after it (the next word is a little word, "se", a word that stands for
the thing, `picked_pro_forms`: "one", "ones", or the question ends): the thing is the one named before, and the word only says which of
them. "The old board" names a board and keeps its reading.

On the tuning sets (TUNE14): 3 false abstentions fewer (blind29 "one of
the old ones", blind60 "el anterior se acaba", blind63 "the older ones"),
nothing else moved. A Spanish word of age before a verb ("¿el anterior
SIGUE contando?") is not read: a verb and a noun look alike there.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, stopwords


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The words of age, the articles before them, the words of degree and the
    words that stand for the thing after them ("one") of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("picked_by_age", ())), frozenset(form.get("picked_articles", ())),
            frozenset(form.get("picked_degree", ())), frozenset(form.get("picked_pro_forms", ())))


def picked(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it picks
    one of the things named by age, with no noun after it ("the OLDEST, or",
    "el ANTERIOR se acaba"). Empty when the question holds no word of age
    (most questions: a set look-up)."""
    ages, articles, degree, pro_forms = _lexicon(lang)
    if ages.isdisjoint(folded):
        return []
    little = stopwords(lang) | pro_forms
    marked = set()
    for position, word in enumerate(folded):
        if word not in ages:
            continue
        before = position - 1
        if before >= 0 and folded[before] in degree:
            before -= 1
        after = position + 1
        if before >= 0 and folded[before] in articles and (after >= len(folded) or folded[after] in little):
            marked.add(position)
    return [place in marked for place in places]
