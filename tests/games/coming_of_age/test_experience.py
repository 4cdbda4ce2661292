"""Phase 2: the Experience Space, Mood Counter moves, bounces, Frustration
Tokens and Memory Tokens."""


def _at_experience(coa, experience="turquoise+1 green-1"):
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    return coa.do(state, f"Ana: location 1 experience {experience}", "Ben: location 2 experience green+1")


def test_experience_space_is_applied_left_to_right(coa):
    # "apply all the bonuses in the Experience Space ... resolving them strictly from left to right"
    state = coa.do(_at_experience(coa), "Ana: experience")
    ana = state.players["Ana"]
    assert ana.tracks["turquoise"].pos == 4 and ana.tracks["green"].pos == 2
    assert "experience.resolve" in coa.refuse(state, "Ana: experience").rule_ids


def test_unknown_experience_space_must_be_entered(coa):
    # Facts printed only on the board are entered by the players the first time they matter.
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    assert "location 1 experience" in str(coa.refuse(state, "Ana: experience"))
    state = coa.do(state, "Ana: location 1 experience pink+1")
    assert "already known as 'pink+1', not 'green+1'" in str(coa.refuse(state, "Ben: location 1 experience green+1"))


def test_locked_track_icon_is_ignored(coa):
    # "If the Experience Space tells you to move a Mood Counter that isn't available yet (no Counter placed), simply ignore that icon."
    state = coa.do(_at_experience(coa, "pink+1 turquoise+1"), "Ana: experience")
    assert state.players["Ana"].tracks["pink"].pos is None and state.players["Ana"].tracks["turquoise"].pos == 4


def test_bounce_right_gives_motivation_unless_covered(coa):
    # "When you have to move a Mood Counter to the right and it is already in the last space ... you gain the Motivation Token shown.
    # If the Motivation Token icon is covered by a Frustration Token, you don't gain anything."
    state = _at_experience(coa, "turquoise+5")
    state = coa.do(state, "Ana: experience")
    ana = state.players["Ana"]
    assert ana.tracks["turquoise"].pos == 6 and ana.motivation == {"turquoise": 2}
    state = coa.do(state, "Ben: experience")
    state.phase = "experience"
    ana = state.players["Ana"]
    ana.tracks["turquoise"].frustration = "unresolved"
    state = coa.do(coa.owing(state, "Ana"), "Ana: mood turquoise 1")
    assert state.players["Ana"].motivation == {"turquoise": 2}


def test_bounce_left_asks_frustration_or_two_vep(coa):
    # "you must choose either to add a Frustration Token over the Motivation Token icon on the far right of that Track, or lose 2 VEP."
    state = coa.do(_at_experience(coa, "green-4"), "Ana: experience")
    ana = state.players["Ana"]
    assert ana.tracks["green"].pos == 0 and ana.mood_steps
    assert coa.RULES.expected(state).actors["Ana"][0] == "bounce"
    state = coa.do(state, "Ana: bounce frustration")
    ana = state.players["Ana"]
    assert ana.tracks["green"].frustration == "unresolved" and ana.frustration_supply == 4 and ana.vep == 5
    # "Lose 2 VEP if the Token is on the far right (unresolved frustration)."
    state = coa.do(coa.owing(state, "Ana"), "Ana: mood green -1 @parent")
    assert state.players["Ana"].vep == 3


def test_bounce_left_on_overcome_frustration_gains_four(coa):
    # "Gain 4 VEP if the Token is on the far left (overcome frustration). Then return the Token to your personal supply"
    state = _at_experience(coa, "green-3")
    state.players["Ana"].tracks["green"].frustration = "overcome"
    state.players["Ana"].frustration_supply = 4
    state = coa.do(state, "Ana: experience")
    state = coa.do(coa.owing(state, "Ana"), "Ana: mood green -2 @parent")
    ana = state.players["Ana"]
    # "If you must bounce more than once ... resolve each bounce separately": +4, then a new choice.
    assert ana.vep == 9 and ana.tracks["green"].frustration is None and ana.frustration_supply == 5 and ana.mood_steps
    state = coa.do(state, "Ana: bounce vep")
    assert state.players["Ana"].vep == 7


def test_overcome_with_four_willpower(coa):
    # "These frustrations can be overcome with the Overcoming Bonus or by spending 4 Willpower Tokens at any time."
    state = coa.do(coa.started(), "Ana: roll 1", "Ana: choose 1 2 green")
    error = coa.refuse(state, "Ana: overcome green willpower")
    assert "needs 4 Willpower, Ana has 0" in str(error) and "frustration.overcome" in error.rule_ids
    state = coa.do(coa.owing(state, "Ana"), "Ana: gain 5 willpower", "Ana: overcome green willpower")
    assert state.players["Ana"].tracks["green"].frustration == "overcome" and state.players["Ana"].willpower == 1
    assert "no unresolved" in str(coa.refuse(coa.owing(state, "Ana"), "Ana: overcome green bonus"))


def test_one_memory_token_per_turn(coa):
    # "you may flip one unused Memory Token (only one) to move a Mood Counter, either before or after"
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"yellow": 2}
    state = coa.do(state, "Ana: memory yellow green right")
    ana = state.players["Ana"]
    assert ana.tracks["green"].pos == 4 and ana.memory_unused == {"yellow": 1} and ana.memory_used == {"yellow": 1}
    error = coa.refuse(state, "Ana: memory yellow green right")
    assert "experience.memory-token" in error.rule_ids


def test_memory_token_colour_keeps_its_effect(coa):
    # The rulebook's example: "use a yellow Memory Token ... to move the turquoise Counter one step to the right".
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"yellow": 1, "purple": 1}
    assert "right" in str(coa.refuse(state, "Ana: memory yellow green left"))
    state = coa.do(state, "Ana: memory purple green center")
    assert state.players["Ana"].tracks["green"].pos == 3
    assert state.facts.get("memory-token.purple") == "center"


def test_phase_two_waits_for_players_with_memory_tokens(coa):
    # The Memory Token may be used "after resolving all the effects": a player holding one says 'done'.
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"yellow": 1}
    state = coa.settle(coa.do(state, "Ana: experience", "Ben: experience"))
    assert state.phase == "experience"
    state = coa.do(state, "Ana: done")
    assert state.phase == "bus"
