"""A word inside a game's glossary phrase votes for no other game (issue 12).

A question that names no game is guessed from its words; "social" alone is
a word one game's rules use far more than the others', but in "social
assistance" / "asistencia social" it is CV's word for CV's thing
(rules/phrase_bound.py). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.index import get_index
from referee.rules.phrase_bound import bound_games, kept_votes
from referee.rules.search import _implied_votes, _prepare, search


def _votes(text: str, lang: str) -> dict[str, float]:
    q, _ = _prepare(text, lang, get_index())
    return _implied_votes(q.stems, lang, q.surface)


def test_positions_a_phrase_covers_are_bound_to_its_games():
    bound = bound_games({(1, 3): ["cv"]}, 4)
    assert bound == [None, frozenset({"cv"}), frozenset({"cv"}), None]
    assert kept_votes({"cv": 0.5, "adulthood": 1.0}, bound[1]) == {"cv": 0.5}
    assert kept_votes({"adulthood": 1.0}, bound[0]) == {"adulthood": 1.0}


def test_the_words_of_a_phrase_vote_only_for_its_game_in_both_languages():
    for text, lang in (("who is entitled to social assistance after the old age deck runs out?", "en"),
                       ("¿quién tiene derecho a la asistencia social si se acaba un mazo?", "es")):
        votes = _votes(text, lang)
        assert max(votes, key=votes.get) == "cv"
        assert "adulthood" not in votes  # ("social" alone points there)


def test_the_same_word_outside_the_phrase_still_votes():
    # (no glossary phrase holds it here: it votes as it did)
    votes = _votes("do social things cost time?", "en")
    assert votes.get("adulthood", 0.0) > 0.0


def test_a_phrase_question_gets_its_games_entry_first():
    for text in ("my friend and I both have fewest cards, who gets social assistance first?",
                 "Somos dos con menos cartas: ¿en qué orden se reparte la asistencia social?"):
        result = search(text)
        assert result.answered
        assert result.hits[0].game == "cv"
        assert result.hits[0].id.startswith("social.")
