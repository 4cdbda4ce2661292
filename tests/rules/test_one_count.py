"""`ask` reads a rule written for some player counts as the variant for them
(issue 12; rules/one_count.py). The questions are worded anew, not copied
from the benchmark sets."""

from __future__ import annotations

import pytest

from referee.rules.one_count import restricted_counts
from referee.rules.search import search


@pytest.mark.parametrize(
    ("title", "text", "lang", "counts"),
    [
        ("Step 5: 4 players get 3 childhood cards each", "", "en", {"4"}),
        ("Paso 5: a 4 jugadores, 3 cartas de infancia a cada uno", "", "es", {"4"}),
        ("Unused cards are set aside", "With 2 or 3 players, shuffle the deck.", "en", {"2", "3"}),
        ("Las cartas sobrantes se apartan", "A 2 o 3 jugadores, baraja el mazo.", "es", {"2", "3"}),
        ("Setup for 1-6 players", "", "en", set()),
        ("Se juega de 2 a 4 jugadores", "", "es", set()),
        ("When a player's markers cross", "As soon as one player's two markers cross", "en", set()),
    ],
)
def test_restricted_counts(title, text, lang, counts):
    assert restricted_counts(title, text, lang) == frozenset(counts)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("cuando somos 2 jugadores, ¿la carta de la izquierda se tira tras cada turno o al acabar la ronda?", "es"),
        ("in a 2 player game is the leftmost track card thrown out every turn or every round?", "en"),
    ],
)
def test_named_count_puts_its_rule_first(question, lang):
    result = search(question, game="cv", lang=lang)
    assert result.hits[0].id == "cleanup.two-player"


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("we play with 4 players: when does the leftmost card of the track get thrown out?", "en"),
        ("con 4 jugadores, ¿cuándo se quita la carta de la izquierda de la fila?", "es"),
    ],
)
def test_a_rule_made_for_another_count_is_not_the_answer(question, lang):
    """A question of a 4-player game is answered by the rule of every count
    (the leftmost card goes at the end of the round), not by the 2-player
    rule, whose title names another count (`search._for_other_counts`)."""
    result = search(question, game="cv", lang=lang)
    assert result.hits[0].id == "cleanup.end-round-discard"


# CV rulebook, Game Play > 5. Cleanup: "At the end of a round ... the leftmost card is discarded from the track
# before adding new cards. Note! In the 2-player game this should be done after each player's turn". Asked "when"
# of a game of more players, the 2-player rule's "after each player's turn" states a moment too; it is not the moment
# asked: the rule of another count states no asked form (rank78).
@pytest.mark.parametrize("question", [
    "In a 4-player game, when is the leftmost track card discarded?",
    "In a 3-player CV game, when does the leftmost card of the track get discarded?",
])
def test_the_rule_of_another_count_states_no_asked_moment(question):
    result = search(question, lang="en")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.end-round-discard")


def test_a_first_made_for_another_count_is_compared_from_further_down():
    """The told case (after each turn) lifts the 2-player rule past the
    end-of-round rule by more than EVIDENCE_MARGIN: a first made for another
    count than the one said is compared from OTHER_COUNT_MARGIN."""
    question = "A 3 jugadores descartábamos la carta de la izquierda después de cada turno. ¿En qué momento se descarta?"
    result = search(question, game="cv", lang="es")
    assert result.hits[0].id == "cleanup.end-round-discard"


# CV rulebook, Setup step 5: "For 4 players, deal 3 childhood cards to each player. For 2 or 3 players, first
# prepare the childhood cards as follows: Combine the bicycle card with 5 random cards (for 2 players) or with 8
# random cards (for 3 players)."
def test_the_deal_of_the_count_said_goes_first():
    """The 3-player deal speaks of the bicycle card and the 4-player deal does
    not: holding more of the question's words is no reason for the rule of
    another count to go first (its topics count for nothing)."""
    question = "With 4 players, is the bicycle card shuffled in with some childhood cards first?"
    result = search(question, game="cv", lang="en")
    assert result.hits[0].id == "setup.childhood-4p"
