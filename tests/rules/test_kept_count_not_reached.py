"""A Spanish verb of remaining with a pronoun and a number right after it keeps
a count ("cada jugador SE QUEDA 1"); with "a"/"en" before the number it
reaches one ("se queda A 0"). Questions written for this test."""

from referee.rules.normalize import read_by_neighbours, words


def test_keeping_one_is_not_reaching_one():
    # Adulthood, Setup step 6: each player discards one Career card and keeps the other
    assert "llega" not in read_by_neighbours(words("cada jugador se queda 1 y descarta la otra"), "es")
    assert "llega" not in read_by_neighbours(words("¿y yo me quedo 2 de las 3?"), "es")


def test_reaching_a_number_still_reads_as_reaching():
    assert "llega" in read_by_neighbours(words("si la calidad se queda a 0"), "es")
    assert "llega" in read_by_neighbours(words("la energía queda en cero"), "es")
