"""What a named card's rule leaves to the component ("the 3 locations
indicated on the Tile") is asked of the card, not listed by the rulebook
(rules/instances.py `_deferred`, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_what_the_rule_says_is_printed_on_the_tile_is_unanswered():
    # Coming of Age: "have at least 2 Presences among the 3 locations indicated on the Tile"
    result = search("what three locations does the Gamer goal tile show?", game="coming-of-age")
    assert result.answered is False
    assert result.printed is True


def test_what_the_rule_itself_states_still_answers():
    result = search("how many Presences does the Hedonist goal tile need?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "goal.type-b"


def test_a_kind_of_two_words_bounds_the_name_after_it():
    # "la Ficha DE Objetivo Nostalgic": the article before "Ficha" bounds the name after "Objetivo";
    # its rule leaves the types of Memory Tokens to the tile ("de los tipos indicados")
    result = search("¿Qué tipos de Fichas de Recuerdo pide la Ficha de Objetivo Nostalgic?", game="coming-of-age")
    assert result.answered is False
    assert result.printed is True
    assert result.missing == ("nostalgic",)


def test_the_detail_a_few_words_from_the_word_of_leaving_is_deferred_too():
    # CV: "Its exact condition is printed on the card": the condition is the card's, four words off
    result = search("what does the 'A healthy mind in a healthy body' goal ask for exactly?", game="cv")
    assert result.answered is False
    assert result.printed is True


def test_a_components_entry_counts_a_component_and_lists_nothing_it_prints():
    # Adulthood: "1 Reference Tent Card" (Components) names the card only to count it
    result = search("what does the reference tent card show in adulthood?", game="adulthood")
    assert result.answered is False
    assert result.printed is True
