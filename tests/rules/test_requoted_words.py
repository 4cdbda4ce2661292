"""A word of a quoted rule quoted again and read two ways (rules/requoted_words.py)."""

import pytest

from referee.rules.search import search


@pytest.mark.parametrize(("question", "word"), [
    ("The rule says 'At the start of your turn, draw 1 (and only 1) FAVOUR if you have fewer than 5 in hand'. "
     "Does 'at the start' mean before I look at the BUY AREA, or just before I choose my action?", "at the start"),
    ("El reglamento dice 'Si el mazo de Favores se ha acabado, baraja la pila de descarte de Favores para formar uno "
     "nuevo'. ¿'se ha acabado' vale también cuando solo queda una carta en el mazo, o tiene que estar vacío del "
     "todo?", "se ha acabado"),
])
def test_a_word_of_the_quoted_rule_read_two_ways_abstains(question, word):
    """The first entry is the rule quoted; the player singles out one of its
    words and offers two readings of it: the rulebook says no more than the
    sentence they read."""
    result = search(question)
    assert not result.answered
    assert result.missing == (word,)


def test_which_word_the_rule_uses_stays_answered():
    """"'may' or 'must'?" offers two quoted words: which one the rule uses is
    read in the rule itself."""
    result = search("GOAL: 'Achieving GOAL is optional, but you must reveal it in the same turn as soon as its "
                    "requirement is met'. so is it 'may' or 'must'?")
    assert result.answered


def test_a_word_asked_without_readings_stays_answered():
    """"What does 'X' mean?" offers no readings: a rule may define the word."""
    result = search("En la tabla de modos pone 'Positional P.2' en los FAVOUR iniciales. "
                    "¿Qué significa 'Positional'?")
    assert result.answered


def test_another_rule_first_stays_answered():
    """When the rule quoted is not the first entry, another rule speaks of the
    case (a broken MATERIAL goes to its owner's LANDFILL) and may settle it."""
    result = search("Pone 'Place your BROKEN MATERIAL in your own LANDFILL'. Si el MATERIAL era de otro jugador y se "
                    "rompe en mi turno, ¿'your own' es el mío o el del dueño?")
    assert result.answered
    assert result.hits[0].id == "turn.broken"


@pytest.mark.parametrize("question", [
    # the rule's own "or" quoted again: Date joins its two uses by "or", and its two halves are there to read
    ("Date reads 'spend 1 time and 1 money to add a Partner card to your hand, or, if you are Grown Up, to get Married "
     "instead'. Strictly, is that 'or' a choice I keep once Grown Up, or is marrying the only use left?"),
    ("La Cita dice 'gasta 1 de tiempo y 1 de dinero para añadir una carta de Pareja a tu mano o, si eres Adulto, para "
     "casarte'. En sentido estricto, ¿esa 'o' me deja elegir siendo Adulto, o solo me queda casarme?"),
])
def test_the_rules_own_or_quoted_again_is_answered_by_the_rule(question):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "board.date"
