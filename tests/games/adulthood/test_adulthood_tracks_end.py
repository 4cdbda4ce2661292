"""The Scoring Board and End of Game and Scoring (p. 10)."""

import tomli_w

from referee.core.registry import get_game
from referee.core.tally import load_tally
from referee.games import score as score_tally
from referee.games.adulthood.referee import RULES


def test_sad_and_negative_icons_give_tokens_never_move_back(game):
    # Scoring Board: "Players will never move backwards on any track until the end of the game."
    # Card Effects and Actions: "Some cards grant sad or negative tokens ... gain that number of tokens from the pool."
    g = game()
    ana = g.p("Ana")
    ana.happiness, ana.impact = 3, 2
    g.step3("Ana")
    ana.hand.append("breakup")
    ana.money = 2
    g.do("Ana: play breakup type=experience gives=1u1n")
    assert (ana.happiness, ana.impact, ana.unhappiness, ana.negative) == (3, 2, 1, 1)


def test_grown_up_from_either_track(game):
    # Scoring Board: "As soon as a player crosses that location, they'll be Grown Up ...
    # Players only need to pass one Grown-Up symbol to be Grown Up."
    g = game()
    ana = g.p("Ana")
    ana.happiness = 9
    changes = g.do("Ana: place leisure")
    assert ana.grown_up and "Grown-Up marker" in g.english(changes)
    g2 = game()
    g2.p("Ana").impact = 9
    g2.do("Ana: place community")
    assert g2.p("Ana").grown_up


def test_life_event_spaces_owe_events_at_the_end_of_the_turn(game):
    # Scoring Board: "Whenever a player passes one of those locations, they take a Life
    # Event card and resolve it at the end of their turn. They may gain more than one."
    g = game()
    ana = g.p("Ana")
    ana.happiness, ana.impact = 5, 5
    g.do("Ana: place leisure community")          # passes Happiness 6 and Impact 6
    assert g.state.phase == "play"                 # not resolved yet
    g.do("Ana: done")
    assert g.verbs("Ana") == ("event",)
    changes = g.do("Ana: event promotion-party gives=8h icons=social")   # 7 -> 15: passes 14 too
    assert "passes 1 Life Event space" in g.english(changes)
    g.do("Ana: event flu gives=1u")
    g.do("Ana: event road-trip gives=1e icons=luxury lasting")
    # Player Turns, 4d: "Move any Life Events acquired during your last turn to your Experience card stack".
    assert ana.experiences == ["promotion-party", "flu", "road-trip"]
    assert RULES.status(g.state)["life_events_in_effect"] == ["road-trip"]
    assert g.state.active == "Ben"


def test_lasting_life_event_ends_after_the_next_round(game):
    # Card Types, Life Event: "some affect the next round. If they do, they'll be marked with a symbol."
    g = game()
    g.p("Ana").happiness = 5
    g.do("Ana: place leisure")
    g.do("Ana: done")
    g.do("Ana: event storm gives=1u lasting")
    for _ in range(2):
        for name in ("Ben", "Carla", "Ana"):
            if g.state.active == name:
                g.step3(name)
                g.end_turn(name)
    assert g.state.round == 3 and g.state.lasting_until == {}


def _play_to_end(g):
    """Ben's markers cross on his turn; Carla finishes the round."""
    g.step3("Ana")
    g.end_turn("Ana")
    ben = g.p("Ben")
    ben.happiness, ben.impact = 14, 9
    changes = g.do("Ben: place leisure")
    assert "markers cross" in g.english(changes) and g.state.end_triggered
    g.end_turn("Ben")
    assert not g.state.over and g.state.active == "Carla"
    # p. 10: "Play continues until the end of the turn of the player before the first player".
    assert "place" not in g.verbs("Ana")           # Ana has no turn left
    assert g.refused("Ana: place career", "end.equal-turns").rule_ids == ("end.equal-turns",)
    g.do("Carla: place career")                    # Carla, the last seat, still plays her turn
    assert g.state.phase == "play"
    g.end_turn("Carla")


def test_crossing_finishes_the_round_then_values_are_revealed(game):
    # p. 10: "Once any player's Happiness and Impact score markers cross ... the end of
    # the game is triggered. ... Then, turn all Values cards face-up."
    g = game()
    _play_to_end(g)
    assert set(RULES.expected(g.state).actors) == {"Ana", "Ben", "Carla"}
    g.refused("Ana: values 3 2", "end.step4-values")
    g.refused("Ana: values 3 2 1 heart", "end.step3-heart")
    g.do("Ana: values 3 2 1")
    g.do("Ben: values 0 0 5")
    g.do("Carla: values 1 1 1")
    assert g.state.over


def test_tally_scores_like_the_scorer(game, tmp_path):
    # p. 10: the four final steps, in order, by the existing scorer.
    g = game()
    ana = g.p("Ana")
    ana.married = True
    ana.unhappiness = 2
    _play_to_end(g)
    g.do("Ana: values 3 2 1 heart")
    g.do("Ben: values 0 0 5")
    g.do("Carla: values 1 1 1")
    data = RULES.tally(g.state)
    assert data["players"]["Ana"]["heart"] is True and data["players"]["Ana"]["values"] == [3, 2, 1]
    assert data["players"]["Ben"]["happiness"] == 15 and data["players"]["Ben"]["impact"] == 9
    path = tmp_path / "tally.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    sheet = score_tally(load_tally(path, get_game("adulthood")))
    totals = {p.name: p.total for p in sheet.players}
    # Ben: 15 + 9 + values 5; Ana: 0 + 1 (career) - 0 (2 sad tokens, floor at 0) + 6 + 4 heart
    assert totals["Ben"] == 29 and sheet.winners == ["Ben"]
    assert totals["Ana"] == ana.happiness + ana.impact - min(2, ana.happiness) + 6 + 4


def test_life_icon_sets_in_the_tally(game):
    # p. 10, step 2: "Gain 1 happy for each matching Life Icons they have in sets above 2."
    g = game()
    ana = g.p("Ana")
    for n in range(4):
        ana.side.append(f"kid{n}")
        g.state.facts.learn(f"card.adulthood.kid{n}", {"type": "trait", "icons": ["family"]})
    assert RULES.tally(g.state)["players"]["Ana"]["life_icons"] == {"family": 4}


def test_passing_the_end_of_a_track_counts_25(game):
    # End of Game and Scoring, p. 10: "If a player passes the end of a track, they can
    # return to 0 and add 25 to their score."
    g = game()
    g.p("Ana").happiness = 27
    entry = RULES.tally(g.state)["players"]["Ana"]
    assert (entry["happiness"], entry["happiness_laps"]) == (2, 1)


def test_an_unknown_life_event_is_asked_with_an_example(game):
    # Card Types, Life Event: the effects are printed on the card, so the table reports them.
    g = game()
    g.p("Ana").happiness = 5
    g.do("Ana: place leisure")
    g.do("Ana: done")
    error = g.refused("Ana: event storm", "cards.life-event")
    assert "'Ana: event storm gives=2h1u icons=family'" in error.msg.english()


def test_no_market_refill_after_the_last_turn(game):
    # End of Game and Scoring, p. 10: "Play continues until the end of the turn of the player
    # before the first player ... Then, turn all Values cards face-up." Nobody drafts again,
    # so the last turn's step 4 (Player Turns 4c, refill the market) asks for nothing.
    g = game()
    _play_to_end(g)
    assert [d.verbs for d in g.state.pending] == [("values",)] * 3
    assert g.verbs("Carla") == ("values", "market")   # only the old sessions' report, ignored
    changes = g.do("Carla: market dog")
    assert "changes nothing" in g.english(changes) and g.verbs("Carla") == ("values",)


def test_an_old_session_reporting_the_last_refill_replays_with_the_same_score(tmp_path):
    # Sessions recorded before reported that refill (p. 10: the game is over, nothing is
    # refilled): it is accepted right after the last turn and changes nothing.
    from pathlib import Path

    from referee.core import session as sessions
    from support.recorded_game import scored_end

    path = Path(__file__).resolve().parents[3] / "examples" / "adulthood" / "standard-3p.toml"
    session = sessions.load(path)
    first_values = next(i for i, line in enumerate(session.events) if " values " in line)
    old = [*session.events[:first_values], "Carla: market podcast", *session.events[first_values:]]
    now = sessions.replay(RULES, session.setup, session.events)
    before = sessions.replay(RULES, session.setup, old)
    assert now.error is None and before.error is None, before.error
    sheets = [scored_end(RULES, done.state, tmp_path) for done in (now, before)]
    assert [(p.name, p.total) for p in sheets[0].players] == [(p.name, p.total) for p in sheets[1].players]
    assert before.state.market == now.state.market  # the report refilled nothing
    # Once: a second late refill is refused.
    late = [*old[: first_values + 1], "Carla: market podcast"]
    assert sessions.replay(RULES, session.setup, late).error is not None
