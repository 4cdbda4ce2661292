"""One of several things told by when it came, with no noun, is which one, never a topic (issue 12).

"Throw away THE OLDEST", "one of THE OLDER ones", "¿EL ANTERIOR se
termina?": the question has named the things already and picks one of them
by its age; the rule of those things answers (rules/picked_by_age.py,
lexicon `question_form.picked_by_age`). Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import words
from referee.rules.picked_by_age import picked
from referee.rules.search import search


# Coming of Age, p. 9, Trait Bonus: "Your hand limit is always 4 Trait Tiles. If you draw a fifth, you must
# immediately discard one, possibly the one you just drew."
# LOOP, Competitive Mode > Events (p. 14): "If 2 or more Continuous Events are triggered, only the last counts";
# a Continuous Event "lasts until the end of the game or until another Continuous Event replaces it".
@pytest.mark.parametrize("question, game, entry", [
    ("In Coming of Age I have 4 Trait Tiles and draw another: must I throw away the oldest?", "coming-of-age",
     "trait-bonus.hand-limit"),
    ("Coming of Age: I drew a fifth Trait Tile. Can I discard one of the older ones instead of the new one?",
     "coming-of-age", "trait-bonus.hand-limit"),
    ("En LOOP se activa otro Evento Continuo: ¿el anterior se termina?", "loop", "events.triggering"),
    # (what happens to the earlier one: it no longer counts, the rule of several triggered, whose note says so)
    ("En LOOP, si se activa un segundo Evento Continuo, ¿qué pasa con el anterior?", "loop", "events.triggering"),
])
def test_a_thing_picked_by_age_is_no_topic(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, lang, marked", [
    ("throw out the oldest, or keep it?", "en", ["oldest"]),
    ("keep the new one and discard one of the older ones", "en", ["new", "older"]),
    ("¿el anterior se acaba?", "es", ["anterior"]),
    ("¿descarto la más antigua?", "es", ["antigua"]),
    # a noun after it: the word describes that thing, and keeps its reading
    ("can we play on the old board?", "en", []),
    ("¿vale la carta antigua?", "es", []),
])
def test_only_a_word_of_age_after_an_article_and_before_no_noun_picks(question, lang, marked):
    folded = words(question)
    places = list(range(len(folded)))
    assert [folded[n] for n, told in zip(places, picked(folded, places, lang) or [False] * len(places)) if told] == marked
