"""Set-up ("Setup", steps 3-6): the track of 5, life goals, the childhood
deck by player count, the draft and the bicycle."""

import pytest

from referee.core.engine import Setup
from referee.games.cv import data, setup
from referee.games.cv.referee import RULES


def _checklist(players):
    return "\n".join(m.english() for m in setup.checklist(Setup("cv", "standard", players)))


def test_checklist_childhood_deck_by_player_count():
    # "Combine the bicycle card with 5 random cards (for 2 players) or with 8
    # random cards (for 3 players)." / "For 4 players, deal 3 childhood cards to each player."
    assert "the bicycle plus 5 random childhood cards (6)" in _checklist(("A", "B"))
    assert "the bicycle plus 8 random childhood cards (9)" in _checklist(("A", "B", "C"))
    assert "Deal 3 childhood cards to each player (all 12)" in _checklist(("A", "B", "C", "D"))


@pytest.mark.parametrize("players, public", [(("A", "B"), 1), (("A", "B", "C"), 2), (("A", "B", "C", "D"), 3)])
def test_public_goals_are_players_minus_one(table, players, public):
    # "reveal several more (the number of players minus one) and place them face up on the board."
    assert f"reveal {public} public life goal{'s' if public > 1 else ''}" in _checklist(players)
    game = table(players=players)
    assert len(game.state.goals) == public


def test_track_of_five_from_the_early_adulthood_deck(table):
    # "Reveal the first 5 cards from the early adulthood deck and place them face up onto the track"
    game = table()
    assert len(game.state.track) == data.table()["track_length"] == 5
    assert game.state.decks["early"] == 26 - 5
    assert game.state.decks == {"early": 21, "middle": 20, "old": 17}


def test_a_card_seen_first_needs_its_facts_then_only_its_name():
    # The rulebook prints no card text: its facts are reported the first time.
    state = RULES.setup(Setup("cv", "standard", ("A", "B")))
    from referee.core.engine import IllegalMove, parse, play

    def do(line):
        play(RULES, state, parse(RULES, state, line, ("A", "B")), in_place=True)

    with pytest.raises(IllegalMove) as error:
        do("A: reveal used-car")
    assert "reveal used-car possession cost:" in error.value.msg.english()
    do("A: reveal used-car possession cost:money,money,money points:3")
    do("A: reveal used-car")   # a second copy: its facts are known
    with pytest.raises(IllegalMove) as error:
        do("A: reveal used-car possession cost:money,money points:3")
    text = error.value.msg.english()
    assert "cost=money money money" in text and "cost=money money " in text   # both values shown


def test_a_card_of_another_deck_is_refused(table):
    game = table()
    game.know("retirement possession cost:money points:2", deck="old")
    game.state.track.pop()
    game.state.phase = "cleanup"
    game.refused("Felix: reveal retirement", "cleanup.deck-order")


def test_public_goal_twice_refused():
    from referee.core.engine import IllegalMove, parse, play
    from tests_helpers import fresh

    state = fresh(("A", "B", "C"))
    play(RULES, state, parse(RULES, state, "A: goal collector 5", ("A", "B", "C")), in_place=True)
    with pytest.raises(IllegalMove):
        play(RULES, state, parse(RULES, state, "A: goal collector 5", ("A", "B", "C")))


def test_three_childhood_cards_each_and_one_bicycle():
    # "deal 3 childhood cards to each player" - the prepared deck always holds the bicycle.
    from referee.core.engine import IllegalMove, parse, play
    from tests_helpers import fresh

    players = ("A", "B", "C")
    state = fresh(players, goals=True)

    def do(line, legal=True):
        move = parse(RULES, state, line, players)
        if legal:
            play(RULES, state, move, in_place=True)
        else:
            with pytest.raises(IllegalMove) as error:
                play(RULES, state, move)
            return error.value

    assert "3 childhood cards, not 2" in do("A: dealt piano dog", legal=False).msg.english()
    do("A: dealt bicycle piano dog")
    assert "already dealt to A" in do("B: dealt bicycle kite cat", legal=False).msg.english()


def test_the_last_hand_reported_must_hold_the_bicycle():
    # "Combine the bicycle card with 5 random cards (for 2 players) or with 8 random
    # cards (for 3 players). Shuffle this prepared childhood deck and deal 3 cards to
    # each player": every card of it is dealt, so someone holds the bicycle.
    from referee.core.engine import IllegalMove, parse, play
    from tests_helpers import fresh, run

    players = ("A", "B", "C")
    state = fresh(players, goals=True)
    run(state, players, ["A: dealt piano dog kite", "B: dealt cat swing ball"])
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "C: dealt books tree drum", players))
    assert "setup.childhood-3p" in error.value.rule_ids
    run(state, players, ["C: dealt bicycle tree drum"])
    assert state.phase == "draft"


def test_draft_keep_one_pass_two_then_keep_one_pass_one(table):
    # "From the 3 received cards, each player chooses 1, then passes the other 2 to
    # the player on the left. From the 2 received cards, each player chooses 1, then
    # passes the last card to the player on the left."
    from tests_helpers import fresh, run

    players = ("A", "B", "C")
    state = fresh(players, goals=True)
    run(state, players, ["A: dealt bicycle piano dog", "B: dealt kite cat swing", "C: dealt ball books tree"])
    from referee.core.engine import IllegalMove, parse, play

    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "A: keep kite", players))
    assert "setup.childhood-draft" in error.value.rule_ids
    run(state, players, ["A: keep piano", "B: keep kite", "C: keep ball"])
    # A passed bicycle+dog to B; B passed cat+swing to C; C passed books+tree to A
    assert sorted(state.people["B"].dealt) == ["bicycle", "dog"]
    assert sorted(state.people["A"].dealt) == ["books", "tree"]
    run(state, players, ["A: keep books", "B: keep bicycle", "C: keep cat"])
    # the last cards went left without a choice: A's tree to B, B's dog to C, C's swing to A
    assert sorted(state.people["A"].hand) == ["books", "piano", "swing"]
    assert sorted(state.people["B"].hand) == ["bicycle", "kite", "tree"]
    assert sorted(state.people["C"].hand) == ["ball", "cat", "dog"]


def test_bicycle_holder_starts_every_round_with_the_token(table):
    # "The player with the bicycle puts it face up in front of them and starts the game.
    # This player also receives the bicycle token." / "The player who rode a bike as a
    # child (has the bicycle card) starts each round."
    game = table(starter="Julius")
    assert game.state.active == "Julius" and game.p("Julius").bicycle_token
    assert game.state.first_seat == 1 and game.state.phase == "roll"


def test_no_setup_options():
    from referee.core.errors import BadInput

    with pytest.raises(BadInput):
        setup.validate(Setup("cv", "standard", ("A", "B"), {"x": 1}))


@pytest.mark.parametrize("players", [("A", "B"), ("A", "B", "C"), ("A", "B", "C", "D")])
def test_a_wrong_deal_cites_the_step_for_this_player_count(players):
    # Setup, step 5: "For 4 players, deal 3 childhood cards to each player. For 2 or 3
    # players, first prepare the childhood cards as follows: Combine the bicycle card with
    # 5 random cards (for 2 players) or with 8 random cards (for 3 players)." A refusal
    # cites the step for the table's own player count, not the other two.
    from referee.core.engine import IllegalMove, parse, play
    from referee.core.resources import rulesets_dir
    from tests_helpers import fresh, run
    import tomllib

    step = f"setup.childhood-{len(players)}p"
    for lang in ("en", "es"):
        with (rulesets_dir() / "cv" / f"rules.{lang}.toml").open("rb") as handle:
            assert step in {entry["id"] for entry in tomllib.load(handle)["entries"]}
    state = fresh(players, goals=True)
    with pytest.raises(IllegalMove) as error:
        play(RULES, state, parse(RULES, state, "A: dealt piano dog", players))
    assert error.value.rule_ids == (step,)
    others = [f"{name}: dealt {name}1 {name}2 {name}3" for name in players[:-1]]
    run(state, players, others)
    with pytest.raises(IllegalMove) as error:   # the last hand, and nobody has the bicycle
        play(RULES, state, parse(RULES, state, f"{players[-1]}: dealt x1 x2 x3", players))
    assert error.value.rule_ids == (step, "cards.bicycle")
