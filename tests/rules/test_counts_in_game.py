"""A "how many" that ends on what a game holds asks what exists in it (issue 12, honest silence).

"How many X are in CV?", "¿cuántos X tiene CV?": the phrase right before the
game's name that closes the question (lexicon `question_form.in_game`) says
what the box holds, as "are there" and "in the box" do: the count is the
Components list's, and when no near rule counts that kind the rulebook is
silent (rules/counts.py). A bare "in" is not such a phrase ("how many cards
can I take per turn in CV" asks a limit). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# CV, Components: "20 dice" (components.dice-tokens), ahead of the rule that rolls four of them.
def test_how_many_a_game_holds_is_its_components_count():
    assert search("how many dice are in cv").hits[0].id == "components.dice-tokens"
    assert search("¿cuántos dados tiene CV?").hits[0].id == "components.dice-tokens"


# CV, Cards with 2 Colors: "Some cards have a title in 2 different colors" - how many such cards, the rulebook
# never says.
def test_a_kind_the_rulebook_never_counts_is_a_silence():
    result = search("how many cards with two colors are in CV?")
    assert result.answered is False
    assert result.printed is True


# Adulthood, Adulthood cards: the Community slot cards are described, never counted; "are in the ... deck" asks
# what the deck holds, a count of the box (search._says_in_deck), read by the silence of counts only.
def test_how_many_a_deck_holds_is_silent_when_no_rule_counts_that_kind():
    result = search("so how many Community cards are in the deck of Adulthood?")
    assert result.answered is False
    assert result.printed is True


# A deck after "go in" is set-up, not what the deck holds: the ranking and the silence are as before.
def test_cards_going_into_a_deck_at_set_up_are_no_count_of_the_deck():
    assert search("solo: how many life event cards go in the deck").answered is True
