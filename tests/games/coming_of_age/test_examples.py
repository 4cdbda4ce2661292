"""The recorded Coming of Age sessions replay as documented: the examples in
examples/ (the current format, 3), the earlier recordings (format 1 in
format1/, format 2 in format2/), each with the verdicts and scores they were
recorded with, and the hand-played games (one per mode), which end with the
tally worked out by hand from the rulebook's final scoring."""

from pathlib import Path

import pytest

from support.recorded_game import replays_and_scores

from referee.core.session import load, replay
from referee.games.coming_of_age.referee import RULES
from referee.games.coming_of_age.scoring import score

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "coming-of-age"
FORMAT1 = Path(__file__).resolve().parent / "format1"
FORMAT2 = Path(__file__).resolve().parent / "format2"
FORMAT3 = Path(__file__).resolve().parent / "format3"
# the seeded examples are recorded in format 3; the hand-played ones were re-recorded in format 4 (HAND_FORMAT)
FOLDERS = {"current": (EXAMPLES, 3), "format2": (FORMAT2, 2), "format1": (FORMAT1, 1)}
HAND_FORMAT = {"current": (EXAMPLES, 4), "format2": (FORMAT2, 2), "format3": (FORMAT3, 3)}


def _replay(folder, name):
    session = load(folder / name)
    return session, replay(RULES, session.setup, session.events)


@pytest.mark.parametrize("which", sorted(FOLDERS))
def test_three_player_game_replays_to_the_end(coa, which):
    folder, fmt = FOLDERS[which]
    session, done = _replay(folder, "standard-3p.session.toml")
    assert len(session.setup.players) == 3 and done.error is None and RULES.is_over(done.state)
    assert done.state.format == fmt
    assert score(coa.to_tally(RULES.tally(done.state))).winners


@pytest.mark.parametrize("which", sorted(FOLDERS))
def test_solo_game_against_rob_replays_to_the_end(coa, which):
    folder, fmt = FOLDERS[which]
    session, done = _replay(folder, "solo-vs-rob.session.toml")
    assert session.setup.mode == "solo" and done.error is None and RULES.is_over(done.state) and done.state.format == fmt
    # formats 1 and 2 recorded Rob Bot's moves as 'rob' lines; from format 3 he plays by himself
    assert any(line.startswith("Ana: rob ") for line in session.events) == (fmt < 3)
    assert any(line.endswith(": skip") for line in session.events)
    sheet = score(coa.to_tally(RULES.tally(done.state)))
    assert {p.name for p in sheet.players} == {"Ana", "Rob Bot"}


@pytest.mark.parametrize("folder, name, totals", [
    (FORMAT1, "standard-3p.session.toml", {"Carla": 21, "Ana": 12, "Ben": 8}),
    (FORMAT1, "solo-vs-rob.session.toml", {"Rob Bot": 97, "Ana": 23}),
    (FORMAT2, "standard-3p.session.toml", {"Carla": 32, "Ana": 31, "Ben": 7}),
    (FORMAT2, "solo-vs-rob.session.toml", {"Rob Bot": 71, "Ana": 25}),
])
def test_older_recordings_keep_their_scores(coa, folder, name, totals):
    # recorded in an earlier format: the same totals as when they were recorded
    _, done = _replay(folder, name)
    sheet = score(coa.to_tally(RULES.tally(done.state)))
    assert {p.name: p.total for p in sheet.players} == totals


@pytest.mark.parametrize("which", sorted(FOLDERS))
def test_recorded_illegal_move_is_caught(which):
    # "add 2 Frustration Tokens" for a non-adjacent location: a single track is refused.
    folder, _ = FOLDERS[which]
    session, done = _replay(folder, "standard-3p-illegal-move.session.toml")
    assert done.error is not None and " choose " in done.failed_line and done.failed_line.endswith(" turquoise")
    assert "change-location.non-adjacent" in done.error.rule_ids
    assert done.applied == done.failed_at - 1


# The games played by hand, one per mode, with their final tally checked against the rulebook's Final Scoring
# (p. 11: "loses 3 VEP for each unresolved Frustration"; "one Goal Tile for each Trait Tile they have played",
# 5 VEP each; leftover Willpower, Motivation and unused Memory Tokens "divided by 3 (rounding down)"; solo:
# Rob "reveals and scores all remaining Trait Tiles in his pile" and "gains 1 VEP for every 3 Motivation Tokens").
HAND_PLAYED = {
    # Ana: 72 on the track, no Frustration left, 4 Traits played: Eclectic (Presences 1 and 9 of 1, 5, 9) and
    # Nostalgic (2 purple Memory Tokens, used) met = 10, leftovers 2 Willpower + 1 pink = 3 -> 1: 83.
    # Rob Bot: 99 on the track, Amicable left in his pile (5), 11 Motivation Tokens -> 3: 107.
    "solo-hand-played.session.toml": ("solo", ("Ana",), {
        "Rob Bot": {"vep": 99, "rob_traits": 5, "rob_motivation": 3},
        "Ana": {"vep": 72, "frustration": 0, "goals": 10, "leftovers": 1}}, {"Rob Bot": 107, "Ana": 83}, (None, ["Rob Bot"])),
    # Ben: 52 on the track, 3 Traits played: Saver (20 Willpower and Motivation), Gamer (Presences 4 and 7) and
    # Grateful (3 yellow) = 15, leftovers 16 + 4 -> 6: 73. Ana: 57, 3 Traits: Versatile (3 Presences), Enthusiast
    # (2 and 5) and Experimented (purple 1, green 1) = 15, leftovers 3 + 1 -> 1: 73. Tied: Trait and Goal Tiles 6
    # each, so the Character Tokens decide (Ben 6, Ana 5). Carla: 47 + Eclectic and Cautious 10 + (3 + 1 + 1) // 3
    # = 58. Dana: 47 + Nostalgic 5 + (9 + 1) // 3 = 55 (one Trait played: one Goal).
    "standard-4p.session.toml": ("standard", ("Ana", "Ben", "Carla", "Dana"), {
        "Ben": {"vep": 52, "frustration": 0, "goals": 15, "leftovers": 6},
        "Ana": {"vep": 57, "frustration": 0, "goals": 15, "leftovers": 1},
        "Carla": {"vep": 47, "frustration": 0, "goals": 10, "leftovers": 1},
        "Dana": {"vep": 47, "frustration": 0, "goals": 5, "leftovers": 3}},
        {"Ben": 73, "Ana": 73, "Carla": 58, "Dana": 55}, ("most-friends", ["Ben"])),
    # Ana: 59 on the track, 3 Traits played: Sociable (5 Character Tokens against Ben's 5: a tie counts as met),
    # Gamer (Presences 4 and 7) and Grateful (3 yellow Memory Tokens) = 15, leftovers 14 + 1 + 1 unused Memory Token
    # -> 5: 79 (and the neutral row's level 4 Hoarder mimicked: +5 on the track).
    # Ben: 54, 4 Traits played but only Hedonist (Presences 3 and 6) and Cautious (3 green) met = 10 (Family-Oriented
    # lost: 4 Parent Cards against Ana's 6), leftovers 12 Willpower + 2 Motivation + 1 unused Memory Token -> 5: 69.
    "two-player.session.toml": ("two-player", ("Ana", "Ben"), {
        "Ana": {"vep": 59, "frustration": 0, "goals": 15, "leftovers": 5},
        "Ben": {"vep": 54, "frustration": 0, "goals": 10, "leftovers": 5}}, {"Ana": 79, "Ben": 69}, (None, ["Ana"])),
}


# Played by hand in format 3 (no earlier recording). Ben: 55 on the track, no Frustration, 2 Traits played
# (Hoarder, Strong-Willed) so 2 Goal Tiles of the 3 met: Versatile (4 Presences against 3 and 2), Hedonist
# (Presences 3 and 6 of 3, 6, 8), Nostalgic (purple 4 of 2, yellow 3 of 2) -> 10; leftovers 15 Willpower + 5
# Motivation + 7 unused Memory = 27 -> 9: 74. Ana: 54, no Frustration (pink's overcome with 4 Willpower), 2 Traits
# played (Cheerful, Positive; the mimicked Hoarder is no Trait played), Gamer (Presences 4, 7, 10) and Grateful
# (yellow 3 of 3) met = 10, Sociable not (6 Character Tokens against Carla's 7); leftovers 11 + 5 + 2 = 18 -> 6: 70.
# Carla: 60, turquoise and orange unresolved -> -6, 2 Traits played (Stubborn, Frustrated): Eclectic (Presences 2
# and 9 of 2, 5, 9) and Cautious (green 4 of 3, purple 3 of 2) = 10, Family-Oriented not (2 Parent Cards against
# Ana's 3); leftovers 3 + 3 + 6 = 12 -> 4: 68. No tie: the ranking needs no tie-break.
HAND_PLAYED_FORMAT3 = {
    "hand-played-3p.session.toml": ("standard", ("Ana", "Ben", "Carla"), {
        "Ben": {"vep": 55, "frustration": 0, "goals": 10, "leftovers": 9},
        "Ana": {"vep": 54, "frustration": 0, "goals": 10, "leftovers": 6},
        "Carla": {"vep": 60, "frustration": -6, "goals": 10, "leftovers": 4}},
        {"Ben": 74, "Ana": 70, "Carla": 68}, (None, ["Ben"])),
}
CASES = [(name, which) for name in sorted(HAND_PLAYED) for which in ("current", "format2")]
CASES += [(name, which) for name in sorted(HAND_PLAYED_FORMAT3) for which in ("current", "format3")]


@pytest.mark.parametrize("name, which", CASES)
def test_hand_played_game_replays_and_scores_as_tallied_by_hand(coa, name, which):
    # played in format 2 (kept in format2/) or format 3 (HAND_PLAYED_FORMAT3, kept in format3/), and re-recorded
    # in format 4 by examples/coming-of-age/rerecord.py
    folder, fmt = HAND_FORMAT[which]
    mode, players, categories, totals, (decided_by, winners) = {**HAND_PLAYED, **HAND_PLAYED_FORMAT3}[name]
    session, done = _replay(folder, name)
    assert session.setup.mode == mode and session.setup.players == players
    assert done.error is None and RULES.is_over(done.state) and done.state.format == fmt
    sheet = score(coa.to_tally(RULES.tally(done.state)))
    assert {p.name: p.categories for p in sheet.players} == categories
    assert {p.name: p.total for p in sheet.players} == totals
    assert sheet.winners == winners and sheet.decided_by == decided_by


@pytest.mark.parametrize("name, mode, players", [("two-player.session.toml", "two-player", 2), ("standard-4p.session.toml", "standard", 4)])
def test_hand_played_game_tally_file_scores(tmp_path, name, mode, players):
    # the tally the session writes is one the scorer accepts, as for every game's examples
    replays_and_scores(RULES, EXAMPLES / name, mode, players, tmp_path)
