"""Players who mix up two things of one game and ask how they differ or
whether they are the same ("whats the diff between ACCEPT and REJECT",
"¿Es lo mismo X que Y?"): the comparison frame is how they ask, never a
topic, and the entries that define the two things answer (rules/comparison.py)."""

from referee.rules.normalize import question_form
from referee.rules.search import search


def test_diff_is_a_word_of_comparison_in_english():
    assert "diff" in question_form("en")["comparison"]


def test_the_diff_between_two_things_is_answered_by_their_entries():
    # LOOP rulebook, "ACCEPT or REJECT": "ACCEPT-ed FAVOURs always go into the hand of the ACCEPTEE and
    # REJECT-ed FAVOURs always go to the Discard Pile." Typed fast, "diff" for difference.
    result = search("whats the diff between ACCEPT and REJECT, like what happens to the card", game="loop", lang="en")
    assert result.answered
    assert result.hits[0].id in {"favours.where-cards-go", "favours.accept", "favours.reject"}


def test_a_comparison_is_answered_beside_a_near_entry_of_the_other_side():
    # LOOP rulebook, "Tie-break": "Fewer MATERIAL in the LANDFILL wins."; "5.5 LANDFILL Penalty": "Player loses
    # 1 HAPPINESS for every 3 MATERIAL in his own LANDFILL at game end." Two rules, one entry each: the entry of the
    # tie-break answers beside the lower entry of the penalty, which holds what it leaves out.
    result = search("¿Es lo mismo el desempate por LANDFILL que el LANDFILL Penalty en LOOP?", lang="es")
    assert result.answered
    assert result.hits[0].id in {"end.tie-break", "competitive.landfill-penalty"}
    assert {"end.tie-break", "competitive.landfill-penalty"} <= {hit.id for hit in result.hits[:3]}


def test_the_other_side_answers_only_when_it_holds_every_word_left_out():
    from referee.rules.comparison import other_side_answers

    penalty = (("landfill", True, True), ("penalty", True, True))
    tie = (("landfill", True, True), ("penalty", True, False))
    assert other_side_answers(("landfill", "penalty"), [tie, penalty]) == (True, ())
    assert other_side_answers(("landfill", "penalty"), [tie]) == (False, ("landfill", "penalty"))


def test_a_tie_broken_is_the_tie_break_not_a_broken_material():
    # CV rulebook, end of the game: "In case of a tie, the player with fewer CV cards wins." "A tie broken by"
    # is the tie-break (each game's glossary), not LOOP's BROKEN MATERIAL, a topic no CV entry holds.
    result = search("Is a tie broken by CV cards or by points?", lang="en")
    assert result.answered
    assert result.hits[0].id == "end.tiebreak"


def test_a_goal_achieved_is_the_glossary_term_in_either_order():
    # LOOP rulebook, "Achieved GOAL: Place achieved GOAL here."; "To achieve a GOAL, the ACTIVITY kept in your AREA
    # combined must contain all the required PROPERTY of that GOAL." The noun before its participle ("un GOAL
    # logrado") names the glossary's "lograr objetivo" as much as the verb before the noun.
    result = search("¿Es lo mismo un ACTIVITY completado que un GOAL logrado?", lang="es")
    assert result.answered
    assert result.hits[0].id in {"turn.activity-keep", "goal.claim", "goal.achieve"}


def test_a_bare_comparison_puts_a_defining_entry_before_one_naming_both_in_passing():
    # LOOP rulebook p. 11, Favour: "RECYCLE: take 1 MATERIAL (not UTILITY) from another player's LANDFILL";
    # "RESELL: give 1 MATERIAL to any player and take COIN equal to its QUALITY". The Scavenger's career (p. 18),
    # which plays "RECYCLE as a RESELL", names both in passing and scored first.
    result = search("What's the difference between RECYCLE and RESELL?", lang="en")
    assert result.hits[0].id in {"favour.recycle", "favour.resell"}


def test_a_defining_entry_goes_first_only_when_close_to_a_passing_first():
    from referee.rules.comparison import defining_before_passing

    found = [(50.0, 1), (42.0, 2), (30.0, 3)]
    assert max(defining_before_passing(found, {2}, {1}))[1] == 2
    assert max(defining_before_passing(found, {3}, {1}))[1] == 1  # (30 < 0.8 x 50)
    assert max(defining_before_passing(found, {2}, set()))[1] == 1  # (the first names not both in passing)
