"""A comparison's own words read as such elsewhere: "how many of EACH" counts
the things compared, no kind called "each" (rules/counts.py); "EN CUANTO A
las Fichas" says what is compared ("as for"), no kind counted; and a word of
comparison ("diferencia") a gap happens to say is no more of the question
than the entries of the two things hold together (rules/comparison.py
`without_comparison_words`)."""

from referee.rules.comparison import without_comparison_words
from referee.rules.counts import counted_kind
from referee.rules.search import search


def test_each_is_no_kind_counted_in_either_language():
    assert counted_kind("turns vs rounds - how many of each are there?", "en") == ()
    assert counted_kind("turnos y rondas, ¿cuántos hay de cada?", "es") == ()
    # (a kind after it is still counted)
    assert counted_kind("how many of each colour are there?", "en") == ("color",)
    assert counted_kind("¿cuántas fichas de cada color hay?", "es") == ("color",)


def test_how_many_of_each_of_two_things_compared_is_answered():
    # Coming of Age rulebook: the game lasts a set number of rounds of turns. "De cada" asks of turns and rounds.
    result = search("en Coming of Age, turnos y rondas, ¿cuántos hay de cada?", lang="es")
    assert result.answered
    assert {"play.round-length", "play.turns-and-rounds"} <= {hit.id for hit in result.hits[:3]}


def test_en_cuanto_a_counts_no_kind():
    assert counted_kind("¿qué diferencia hay entre los rasgos y los objetivos en cuanto a las fichas de recuerdo?",
                        "es") == ()
    assert counted_kind("¿cuántas cartas de Salud hay?", "es") == ("salud",)
    # (a "cuántas" after "en cuanto a" still counts)
    assert counted_kind("en cuanto al mercado, ¿cuántas cartas de Salud hay?", "es") == ("salud",)


def test_a_comparison_as_for_a_thing_is_answered_by_its_sides():
    # Coming of Age rulebook, type A and type D goals each have their own tile. "En cuanto a los Recuerdos" says what
    # is compared, no count of Memories the box holds.
    result = search("¿Qué diferencia hay entre los Objetivos de tipo A y los de tipo D en cuanto a los Recuerdos?", lang="es")
    assert result.answered
    assert {"goal.type-a", "goal.type-d"} <= {hit.id for hit in result.hits[:3]}


def test_the_word_of_comparison_is_no_more_in_a_gap():
    assert without_comparison_words(["diferenc", "diferenc_mak", "rain", "~loop:51"], "es") == ["rain", "~loop:51"]
    assert without_comparison_words(["differ", "rain"], "en") == ["rain"]


def test_two_events_compared_are_answered_past_a_gap_that_says_the_word():
    # LOOP rulebook, events: Make It Rain and Buy More Earn More each have their own card. A gap of Buy More Earn
    # More's window says "distintos"; the entries of the two events answer the difference together.
    result = search("¿En qué se diferencian Make It Rain y Buy More Earn More?", lang="es")
    assert result.answered
    assert {"event.make-it-rain", "event.buy-more-earn-more"} <= {hit.id for hit in result.hits[:2]}


def test_the_gap_of_one_side_still_answers_its_own_question():
    # The catalog's gap: whether COIN spent in different turns add up for Buy More Earn More's every 3. Asked as such,
    # without a comparison, the rulebook is still silent.
    result = search("Buy More Earn More: ¿las Monedas gastadas en turnos distintos se suman para cada 3?", lang="es")
    assert not result.answered
    assert result.hits[0].id == "event.buy-more-earn-more"
