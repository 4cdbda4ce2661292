"""A reward asked with a word of its own ("is there a STREAK bonus", "do I get
any HAPPINESS for ...", "¿gano alguna HAPPINESS por ...?") is the reward
reading's ask (rules/unstated_specifics.py, `reward_slot_asked`,
`reward_slot_vague`, issue 12): a rule that never names the kind of bonus,
or gives nothing at the end when the end is asked, does not answer.
Worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_kind_of_bonus_no_rule_names_is_unanswered():
    # LOOP: CONSUME and REPUTATION give HAPPINESS, never for consuming in a row
    result = search("Is there a streak bonus for consuming three turns in a row?", game="loop")
    assert result.answered is False


def test_a_reward_at_the_end_for_leftovers_asked_with_any_is_unanswered():
    # LOOP: the end is triggered at HAPPINESS 12 or by the deck; nothing is given for what is left over
    result = search("When the game ends, do I get any HAPPINESS for the MATERIAL still in my WORK AREA?", game="loop")
    assert result.answered is False
    result = search("Cuando termina la partida, ¿gano alguna HAPPINESS por el COIN que no gasté?", game="loop")
    assert result.answered is False


def test_a_kind_of_bonus_the_rule_names_keeps_the_answer():
    # Adulthood, final scoring step 2: "set bonus" is the rule's own name for matching Life icons
    result = search("Is there a set bonus in Adulthood for matching Life icons?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "end.step2-sets"


def test_what_you_get_goes_to_the_rule_whose_title_gives_once_gaps_are_set_aside():
    # CV: the gaps of social assistance rank first and leave; among the rules, the one whose title takes the card
    result = search("What do you get from social assistance?", game="cv")
    assert result.hits[0].id == "social.take-card"


def test_a_thing_asked_extra_after_hay_is_a_reward_asked():
    # LOOP: accepting gives REPUTATION and REJECT costs it; nothing extra for playing several FAVOUR in one turn
    result = search("¿Hay REPUTATION extra si juego tres FAVOUR en un mismo turno?", game="loop")
    assert result.answered is False
