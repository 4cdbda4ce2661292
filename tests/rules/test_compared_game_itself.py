"""A game named right after "like in" / "como en" is the game compared with (issue 12).

"Like in CV, do I roll all my dice at once?" sets CV's way beside the
question: no player asks "like in CV" of CV itself, so the other games
answer, whatever the question's own words point to (lexicon
`compared_games.itself`, rules/compared_games.py). A comparison with a thing
of the game ("like CV's goals", "como la CREDIT CARD de LOOP") reads as before.
Questions worded anew.
"""

from __future__ import annotations

from referee.rules.compared_games import _sets_game_itself
from referee.rules.index import get_index
from referee.rules.search import _prepare, search


def test_the_words_that_set_the_game_itself_beside_the_question():
    assert _sets_game_itself(["like", "in"], "en")
    assert _sets_game_itself(["como", "en"], "es")
    assert not _sets_game_itself(["like"], "en")  # ("like CV's goals": a thing of the game)
    assert not _sets_game_itself(["como", "la"], "es")


def test_like_in_a_game_compares_with_it_in_both_languages():
    for text, lang, game in (("Like in CV, do we throw every die together? How many dice does each of us have in round one?",
                              "en", "cv"),
                             ("Como en CV, ¿tiramos todos los dados juntos? ¿Cuántos dados tiene cada uno en la primera ronda?",
                              "es", "cv")):
        q, named = _prepare(text, lang, get_index())
        assert game in q.compared_games
        assert game not in named
        result = search(text)
        assert result.hits[0].game != game


def test_the_other_games_rule_answers():
    result = search("Like in CV, do we throw every die together? How many dice does each of us have in round one?")
    assert result.answered
    assert result.hits[0].game == "coming-of-age"


def test_a_game_named_plainly_still_names_it():
    # (no comparison: the game asked about)
    result = search("In CV, do we roll all four dice at once?")
    assert result.hits[0].game == "cv"
    q, named = _prepare("In CV, do we roll all four dice at once?", "en", get_index())
    assert "cv" in named
