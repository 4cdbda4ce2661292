"""No word-and-number pair across a clause break (normalize.clause_starts).

The index keeps each two stems in a row as a token ("turn_1"), and the search
prefers the entry that holds the question's word-and-number detail. A pair
read across a comma or a full stop is no detail of the text: Coming of Age's
summary "over 9 turns, one per year" does not speak of turn 1.
"""

from referee.rules import normalize
from referee.rules import search as searching
from referee.rules.search import search


def _tokens(text: str, lang: str) -> set[str]:
    return {token.text for token in normalize.analyze(text, lang, searching.get_index().thesaurus("coming-of-age"))}


def test_no_pair_across_a_comma_in_english_and_spanish():
    # Coming of Age, overview: "... over 9 turns, one per year."
    assert "turn_1" not in _tokens("over 9 turns, one per year", "en")
    assert "turn_1" in _tokens("over 9 turns one per year", "en")  # the same words in one clause: a pair
    turn = normalize.key("turnos", "es")
    assert f"{turn}_2" not in _tokens("durante 9 turnos, dos por año", "es")
    assert f"{turn}_2" in _tokens("durante 9 turnos dos por año", "es")


def test_no_pair_across_a_full_stop_a_colon_or_a_dash():
    for text in ("Play 9 turns. One per year", "Play 9 turns: one per year", "Play 9 turns - one per year",
                 "Play 9 turns (one per year)"):
        assert "turn_1" not in _tokens(text, "en"), text


def test_a_number_with_a_point_or_a_comma_inside_is_not_broken():
    assert normalize.clause_starts("costs 1,000 coins") == frozenset()
    assert normalize.clause_starts("a 3.5 ratio") == frozenset()
    assert normalize.clause_starts("turns, one") == frozenset({1})


def test_a_list_of_numbers_still_reaches_the_word_after_it():
    # "with 2, 3 or 4 players": each count of the list, with its commas, is a count of players
    found = _tokens("with 2, 3 or 4 players", "en")
    assert {"2_player", "3_player", "4_player"} <= found


def test_the_question_breaks_its_clauses_too():
    index = searching.get_index()
    q, _ = searching._prepare("on turn 1, which mood tracks are used?", "en", index)
    assert q.breaks == frozenset({q.stems.index("1") + 1})
    q, _ = searching._prepare("en el turno 1, ¿qué registros de ánimo se usan?", "es", index)
    assert q.breaks == frozenset({q.stems.index("1") + 1})
    q, _ = searching._prepare("which mood tracks are used on turn 1?", "en", index)
    assert q.breaks == frozenset()


def test_the_turn_asked_with_a_comma_after_it_is_still_the_detail():
    # Coming of Age, Key Concepts > Mood Tracks: "You start with only two and unlock a new one after each round"
    result = search("on turn 1, which mood tracks are used?")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "mood-tracks.overview")


def test_two_words_still_pair_across_a_comma():
    # only a word and a number are kept apart: every pair broken cost top-1 over the tuning sets (see _bigrams)
    found = _tokens("draw a card, then discard", "en")
    assert "card_discard" in found
