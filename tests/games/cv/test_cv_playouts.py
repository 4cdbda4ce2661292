"""Random play-outs: whatever legal moves players choose, the game never
reaches an invalid state and always ends in a score sheet."""

from hypothesis import given, settings
from hypothesis import strategies as st

from cv_playout import playout
from referee.core.tally import tally_from_data
from referee.core.registry import get_game
from referee.games import score
from referee.games.cv import data
from referee.games.cv.referee import RULES


def _invariants(state):
    table = data.table()
    assert len(state.track) <= table["track_length"]
    assert all(0 <= left <= data.deck_size(stage) for stage, left in state.decks.items())
    for person in state.people.values():
        assert len(person.hand) <= data.deck_size("childhood") + 20
        assert set(person.stacks) == set(data.cv_types())
    if state.turn:
        assert sum(p.bicycle_token for p in state.people.values()) == 1
    # every card revealed from the life-stage decks is in exactly one place
    revealed = sum(data.deck_size(stage) - left for stage, left in state.decks.items())
    places = list(state.track) + state.discard + state.box
    # cards taken this turn are beside the CV until Add to CV places them
    places += state.this_turn.bought if state.phase in ("select", "bad-luck") else state.this_turn.to_place
    for person in state.people.values():
        places += person.hand + [card for stack in person.stacks.values() for card in stack]
    from_decks = [card for card in places if (state.facts.get(f"card.cv.{card}") or {}).get("deck", "childhood") != "childhood"]
    assert len(from_decks) == revealed


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.sampled_from([2, 3, 4]))
def test_playout_ends_in_a_score_sheet(seed, count):
    players = ("Ana", "Ben", "Cara", "Dan")[:count]
    game = playout(players, seed, check=_invariants)
    assert game.state.over
    sheet = score(tally_from_data(RULES.tally(game.state), get_game("cv"), "playout"))
    assert [p.name for p in sheet.players] and sheet.winners
