"""The Trait Bonus and every Trait and Goal requirement evaluated from state."""

import pytest


def test_hand_limit_four_with_discard(coa):
    # "Your hand limit is always 4 Trait Tiles. If you draw a fifth, you must immediately discard one, including possibly the one you just drew."
    state = coa.do(coa.owing(coa.started(), "Ana", 5), "Ana: draw-trait stubborn", "Ana: draw-trait fair", "Ana: draw-trait sad")
    assert "trait-bonus.hand-limit" in coa.refuse(state, "Ana: draw-trait hoarder").rule_ids
    state = coa.do(state, "Ana: draw-trait hoarder hoarder")
    assert state.players["Ana"].hand == ["cheerful", "stubborn", "fair", "sad"]
    # "Discarded Tiles always go to the bottom of the pile": it may be drawn again.
    state = coa.do(state, "Ana: draw-trait hoarder cheerful")
    assert "only one" in str(coa.refuse(coa.owing(state, "Ben"), "Ben: draw-trait hoarder"))


def test_play_trait_needs_requirement_now(coa):
    # "To play a Trait Tile, you must meet the listed requirement." Cheerful: "at least one Motivation Token of the indicated type".
    state = coa.owing(coa.started(), "Ana", 2)
    error = coa.refuse(state, "Ana: play-trait cheerful")
    assert "trait.cheerful-brilliant" in error.rule_ids and "0 of 1" in str(error)
    state = coa.do(state, "Ana: gain 1 motivation turquoise", "Ana: play-trait cheerful")
    ana = state.players["Ana"]
    assert ana.played == ["cheerful"] and ana.vep == 8 and ana.mimics_available == 1


def test_at_most_four_traits_played(coa):
    # "You may only play 4 Trait Tiles during the game"
    state = coa.owing(coa.started(), "Ana")
    state.players["Ana"].played = ["sad", "fair", "calm", "cool"]
    state.players["Ana"].motivation = {"turquoise": 1}
    assert "trait-bonus.max-four" in coa.refuse(state, "Ana: play-trait cheerful").rule_ids


def test_mimic_needs_requirement_friendship_level_and_once(coa):
    # "the Character Token of that player must be in your Friendship Track at a level equal to or higher than the space occupied by that Tile"
    state = coa.owing(coa.started(), "Ana", 3)
    state.players["Ben"].played = ["stubborn", "experienced"]
    state.players["Ana"].played = ["sad"]
    state.players["Ana"].motivation = {"green": 4}
    assert "level 2" in str(coa.refuse(state, "Ana: mimic Ben experienced"))
    state = coa.do(state, "Ana: friend Ben", "Ana: friend Ben left")
    error = coa.refuse(state, "Ana: mimic Ben experienced")
    assert "level 2" in str(error) and "Ana has Ben at level 1" in str(error)
    state = coa.do(state, "Ana: mimic Ben stubborn")
    assert state.players["Ana"].vep == 5 + 1 + 4
    # "You cannot mimic the same trait more than once"; and a token per Trait played.
    assert "no Mimic Trait Token" in str(coa.refuse(state, "Ana: mimic Ben stubborn"))
    state.players["Ana"].played.append("fair")
    assert "trait-bonus.mimic-once" in coa.refuse(state, "Ana: mimic Ben stubborn").rule_ids


def test_mimic_neutral_row(coa):
    # Two-player variant: "your Friendship level with the associated neutral character is equal to or higher than the level corresponding to that Tile's position"
    state = coa.owing(coa.started("two-player"), "Ana", 3)
    state.players["Ana"].played = ["sad"]
    state.players["Ana"].motivation = {"green": 3}
    assert "purple" in str(coa.refuse(state, "Ana: mimic row stubborn"))
    state = coa.do(state, "Ana: friend purple", "Ana: friend purple center", "Ana: mimic row stubborn")
    assert state.players["Ana"].mimics == [["row", "stubborn"]]


def _board(state, positions, frustration=None):
    ana = state.players["Ana"]
    for track, pos in zip(["turquoise", "green", "pink", "orange", "blue"], positions):
        ana.tracks[track].pos = pos
    for track, kind in (frustration or {}).items():
        ana.tracks[track].frustration = kind
    return ana


CASES = [
    # (trait, how to set Ana up, expected)
    ("stubborn", lambda a: a.motivation.update(green=3), True),
    ("stubborn", lambda a: a.motivation.update(green=2, pink=2), False),
    ("experienced", lambda a: a.motivation.update(green=2, pink=2), True),
    ("strong-willed", lambda a: setattr(a, "willpower", 6), True),
    ("strong-willed", lambda a: setattr(a, "willpower", 5), False),
    ("hoarder", lambda a: (setattr(a, "willpower", 5), a.motivation.update(pink=4)), True),
    ("responsible", lambda a: a.interest.update({1: 2, 3: 2}), True),
    ("responsible", lambda a: a.interest.update({1: 3}), False),
]


@pytest.mark.parametrize("trait, prepare, expected", CASES)
def test_token_requirements(coa, trait, prepare, expected):
    # Stubborn "at least 3 Motivation Tokens of the same type"; Experienced "at least 4 ... of any type";
    # Strong-Willed "at least 6 Willpower"; Hoarder "at least 9 Tokens total"; Responsible "at least 4 Interest Tokens placed".
    from referee.games.coming_of_age.requirements import trait_met

    state = coa.started()
    prepare(state.players["Ana"])
    assert trait_met(state, state.players["Ana"], trait)[0] is expected


MOOD = [
    ("balanced", [0, 6, 3, None, None], None, True),     # "same number ... far left and far right (at least one ... each side)"
    ("balanced", [0, 0, 6, None, None], None, False),
    ("competent", [6, 6, 6, 2, None], None, True),        # "at least 3 Counters on passive bonus spaces"
    ("centered", [3, 3, 1, None, None], None, True),      # "at least 2 Counters on the central spaces"
    ("sad", [0, 0, 3, None, None], None, True),           # "at least 2 Counters on the far left"
    ("positive", [2, 3, 4, None, None], None, True),      # "no Counters on the two leftmost spaces"
    ("positive", [1, 3, 4, None, None], None, False),
    ("unbalanced", [2, 4, 5, None, None], None, True),    # "no Counters on the central spaces"
    ("calm", [3, 3, 3, 3, 6], None, True),                # "the Counter on the passive bonus space of the indicated Mood Track"
    ("jovial", [5, 3, None, None, None], None, False),
    ("frustrated", [3, 3, 3, None, None], {"turquoise": "unresolved", "green": "unresolved", "pink": "unresolved"}, True),
    ("resilient", [3, 3, 3, None, None], {"turquoise": "overcome", "green": "unresolved"}, False),
    ("resilient", [3, 3, 3, None, None], {"turquoise": "overcome", "green": "overcome"}, True),
]


@pytest.mark.parametrize("trait, positions, frustration, expected", MOOD)
def test_mood_requirements(coa, trait, positions, frustration, expected):
    from referee.games.coming_of_age.requirements import trait_met

    state = coa.started()
    ana = _board(state, positions, frustration)
    assert trait_met(state, ana, trait)[0] is expected


FRIENDS = [
    ("extroverted", {"a": (0, None), "b": (0, None), "c": (0, None)}, True),   # "at least 3 Character Tokens at level 0"
    ("amicable", {"a": (1, "left"), "b": (2, "left"), "c": (3, "left"), "d": (4, "left")}, True),  # "at least 4 ... levels 1 to 4"
    ("amicable", {"a": (1, "left"), "b": (2, "left"), "c": (5, "left"), "d": (0, None)}, False),
    ("completionist", {"a": (2, "left"), "b": (2, "center"), "c": (2, "right")}, True),  # "3 Character Tokens on the same Friendship level (excluding level 0)"
    ("completionist", {"a": (0, None), "b": (0, None), "c": (0, None)}, False),
    ("sentimental", {"a": (1, "center"), "b": (3, "center")}, True),   # "at least 2 ... central spaces ... between levels 1 and 4"
    ("fair", {"a": (1, "left"), "b": (3, "right")}, True),             # "same number ... right side and left side ... at least one Token on each side"
    ("fair", {"a": (1, "left"), "b": (3, "left")}, False),
]


@pytest.mark.parametrize("trait, friends, expected", FRIENDS)
def test_friendship_requirements(coa, trait, friends, expected):
    from referee.games.coming_of_age.requirements import trait_met
    from referee.games.coming_of_age.state import Friend

    state = coa.started()
    state.players["Ana"].friends = {name: Friend(level, space) for name, (level, space) in friends.items()}
    assert trait_met(state, state.players["Ana"], trait)[0] is expected


def test_memory_requirements(coa):
    # Optimistic / Unmoved / Pessimistic: "at least one unused Memory Token of the indicated type"
    from referee.games.coming_of_age.requirements import trait_met

    state = coa.started()
    ana = state.players["Ana"]
    ana.memory_unused = {"yellow": 1, "purple": 1}
    assert trait_met(state, ana, "optimistic")[0]
    ok, reason = trait_met(state, ana, "pessimistic")
    assert not ok and "board memory" in reason.english()
    state = coa.do(state, "Ana: board memory purple left")
    assert trait_met(state, state.players["Ana"], "pessimistic")[0]


def test_goals_and_hints(coa):
    # Type A: "In case of a tie, the goal is considered fulfilled."; Type C Committed: "a Character Token reach level 7".
    from referee.games.coming_of_age.requirements import goal_met
    from referee.games.coming_of_age.state import Friend

    state = coa.started()
    ana = state.players["Ana"]
    assert goal_met(state, ana, "sociable")[0] is True  # 0 against 0
    state.players["Ben"].friends = {"x": Friend(0, None)}
    assert goal_met(state, ana, "sociable")[0] is False
    ana.friends = {"y": Friend(7, "left")}
    assert goal_met(state, ana, "committed")[0] is True
    assert goal_met(state, ana, "gamer")[0] is None
    state = coa.do(state, "Ana: goal gamer 2 5 8")
    state.players["Ana"].presences = [2, 8]
    assert goal_met(state, state.players["Ana"], "gamer")[0] is True
    state.players["Ana"].motivation = {"turquoise": 1}
    hints = [m.english() for m in coa.RULES.hints(state, "Ana")]
    assert any("Cheerful" in h for h in hints) and any("Gamer" in h for h in hints) and any("Committed" in h for h in hints)


def _friends(*placed):
    from referee.games.coming_of_age.state import Friend

    names = ["purple", "lilac", "grey", "white", "brown"]
    return {names[i]: Friend(level, space) for i, (level, space) in enumerate(placed)}


def _tracks(**positions):
    def apply(p):
        for track, pos in positions.items():
            p.tracks[track].pos = pos
    return apply


def _frustration(kind, count):
    def apply(p):
        for track in ["turquoise", "green", "pink"][:count]:
            if p.tracks[track].pos is None:
                p.tracks[track].pos = 3
            p.tracks[track].frustration = kind
    return apply


def _set(**fields):
    def apply(p):
        for name, value in fields.items():
            setattr(p, name, value)
    return apply


# "Trait and Goal Tiles", Traits: each requirement met (the Trait is played) and missed by one (refused citing it).
# Mood spaces are counted from 0 (far left) to 6 (far right, the passive bonus space); 3 is the central space.
TRAIT_REQUIREMENTS = {
    # "Competent (VEP 5): Have at least 3 Counters on passive bonus spaces of the Mood Tracks."
    "competent": (_tracks(turquoise=6, green=6, pink=6), _tracks(turquoise=6, green=6, pink=5)),
    # "Centered (VEP 3): Have at least 2 Counters on the central spaces of the Mood Tracks."
    "centered": (_tracks(turquoise=3, green=3), _tracks(turquoise=3, green=4)),
    # "Sad (VEP 4): Have at least 2 Counters on the far left of the Mood Tracks."
    "sad": (_tracks(turquoise=0, green=0), _tracks(turquoise=0, green=1)),
    # "Positive (VEP 4): Have no Counters on the two leftmost spaces of the Mood Tracks."
    "positive": (_tracks(turquoise=2, green=3), _tracks(turquoise=2, green=1)),
    # "Unbalanced (VEP 4): Have no Counters on the central spaces of the Mood Tracks."
    "unbalanced": (_tracks(turquoise=2, green=4), _tracks(turquoise=3, green=4)),
    # "Extroverted (VEP 4): Have at least 3 Character Tokens at level 0 on the Friendship Track."
    "extroverted": (_set(friends=_friends((0, None), (0, None), (0, None))), _set(friends=_friends((0, None), (0, None), (1, "left")))),
    # "Amicable (VEP 5): Have at least 4 Character Tokens at levels 1 to 4 (inclusive) on the Friendship Track."
    "amicable": (_set(friends=_friends((1, "left"), (2, "left"), (3, "left"), (4, "left"))),
                 _set(friends=_friends((1, "left"), (2, "left"), (3, "left"), (5, "left")))),
    # "Completionist (VEP 4): Have 3 Character Tokens on the same Friendship level (excluding level 0)."
    "completionist": (_set(friends=_friends((2, "left"), (2, "center"), (2, "right"))), _set(friends=_friends((0, None), (0, None), (0, None)))),
    # "Sentimental (VEP 4): Have at least 2 Character Tokens on central spaces of the Friendship Track, between levels 1 and 4."
    "sentimental": (_set(friends=_friends((1, "center"), (4, "center"))), _set(friends=_friends((1, "center"), (5, "center")))),
    # "Fair (VEP 3): Have the same number of Character Tokens on the right side and left side of the Friendship Track,
    # between levels 1 and 4 (inclusive). You must have at least one Token on each side."
    "fair": (_set(friends=_friends((1, "left"), (3, "right"))), _set(friends=_friends((1, "left"), (3, "left")))),
    # "Frustrated (VEP 5): Have at least 3 unresolved Frustration Tokens on your Mood Tracks."
    "frustrated": (_frustration("unresolved", 3), _frustration("unresolved", 2)),
    # "Resilient (VEP 3): Have at least 2 overcome Frustration Tokens on your Mood Tracks."
    "resilient": (_frustration("overcome", 2), _frustration("overcome", 1)),
    # "Strong-Willed (VEP 3): Have at least 6 Willpower Tokens."
    "strong-willed": (_set(willpower=6), _set(willpower=5)),
    # "Hoarder (VEP 5): Have at least 9 Tokens total, combining Willpower and Motivation Tokens."
    "hoarder": (_set(willpower=5, motivation={"green": 4}), _set(willpower=5, motivation={"green": 3})),
}


@pytest.mark.parametrize("trait", sorted(TRAIT_REQUIREMENTS))
def test_trait_and_goal_tiles_each_trait_requirement(coa, trait):
    met, missed = TRAIT_REQUIREMENTS[trait]
    for setup, legal in ((missed, False), (met, True)):
        state = coa.owing(coa.started(format=2), "Ana", 1)
        ana = state.players["Ana"]
        ana.hand = [trait]
        setup(ana)
        if legal:
            state = coa.do(state, f"Ana: play-trait {trait}")
            assert state.players["Ana"].played == [trait]
        else:
            assert f"trait.{trait}" in coa.refuse(state, f"Ana: play-trait {trait}").rule_ids


def test_mimic_own_tile_refused_citing_the_mimic_rule(coa):
    # p. 9, Trait Bonus: "Play one Mimic Trait Token ... onto a Trait Tile
    # previously played by another player"; not a Friendship matter.
    state = coa.owing(coa.started(), "Ana", 1)
    state.players["Ana"].played = ["sad", "stubborn"]
    state.players["Ana"].motivation = {"green": 4}
    error = coa.refuse(state, "Ana: mimic Ana stubborn")
    assert error.rule_ids == ("trait-bonus.mimic",) and "own Trait Tiles" in str(error)
