"""English card names of several words written whole in a Spanish question ("el Welcoming Gift") read as the
Spanish term of the glossary ("Regalo de Bienvenida"), as one-word names are (rules/written_names.py)."""

from referee.rules.search import search
from referee.rules.written_names import read_in


def test_a_written_english_name_of_two_words_reads_as_the_spanish_term():
    # LOOP glossary: "Welcoming Gift" is the "Regalo de Bienvenida" of the Spanish rules.
    assert read_in(["el", "welcoming", "gift"], {1, 2}, "es") == ["el", "regalo", "bienvenida"]
    assert read_in(["el", "welcoming", "gift"], set(), "es") == ["el", "welcoming", "gift"]  # (not a written term)
    assert read_in(["the", "welcoming", "gift"], {1, 2}, "en") == ["the", "welcoming", "gift"]


def test_a_comparison_with_a_written_english_name_is_answered():
    # LOOP rulebook p. 15, Credit Card: on APPLY you "immediately take 4 COIN ... and, as a Welcoming Gift, 1
    # MATERIAL at QUALITY 1"; each turn you "must make a payment on each and every CREDIT CARD" (PAYOFF). Before,
    # the Spanish question kept "Welcoming Gift" as written, which no Spanish rule holds: it abstained.
    result = search("¿Es lo mismo el Welcoming Gift que el PAYOFF?", lang="es")
    assert result.answered
    assert result.hits[0].id in {"credit.welcome-gift", "credit.payoff"}
    assert {"credit.welcome-gift", "credit.payoff"} <= {hit.id for hit in result.hits[:3]}
