from referee.rules import phase_asked
from referee.rules.search import search


def test_a_phase_named_alone_is_answered_by_its_opening_entry():
    # CV rulebook, Game Play > 5. Cleanup: first slide the cards of the track left and refill it from the right
    result = search("Terminé de añadir cartas, ¿qué hago en la limpieza?")
    assert result.hits[0].id == "cleanup.slide-refill"


def test_a_case_asked_after_the_phase_name_keeps_its_own_entry():
    order = [(1, "Play > 5. Cleanup", "Slide and refill"), (2, "Play > 5. Cleanup", "End of round discard")]
    tail = phase_asked.phase_tail(["que", "se", "hace", "en", "la", "fase", "de", "cleanup"], "es")
    assert phase_asked.phase_opening_first([(1.0, 2)], tail, lambda n: order, lambda n: "cv", "es") == [(1.0, 1), (1.0, 2)]
    tail = phase_asked.phase_tail("que se hace en la fase de cleanup si aun me quedan dados".split(), "es")
    assert phase_asked.phase_opening_first([(1.0, 2)], tail, lambda n: order, lambda n: "cv", "es") is None


def test_the_phase_named_is_asked_past_the_entry_that_lists_the_phases():
    # CV, Game Play: "The phases are: 1. Roll ..., 5. Cleanup" names every phase; the phase asked is Cleanup's,
    # whose opening entry slides the track and refills it
    order = [(0, "Play", "The five phases"), (1, "Play > 5. Cleanup", "Slide and refill"),
             (2, "Play > 5. Cleanup", "End of round discard")]
    tail = phase_asked.phase_tail(["que", "se", "hace", "en", "la", "fase", "de", "cleanup"], "es")
    moved = phase_asked.phase_opening_first([(2.0, 0), (1.0, 2)], tail, lambda n: order, lambda n: "cv", "es")
    assert moved == [(2.0, 1), (2.0, 0), (1.0, 2)]
    for question in ("¿Qué hacemos en la fase de limpieza del CV?", "what do we do in the cleanup phase in cv?"):
        result = search(question)
        assert result.answered
        assert (result.hits[0].game, result.hits[0].id) == ("cv", "cleanup.slide-refill")


def test_the_list_of_the_phases_stays_first_for_a_case_asked_after_the_name():
    order = [(0, "Play", "The five phases"), (1, "Play > 5. Cleanup", "Slide and refill"),
             (2, "Play > 5. Cleanup", "End of round discard")]
    tail = phase_asked.phase_tail("que se hace en la fase de cleanup si aun me quedan dados".split(), "es")
    assert phase_asked.phase_opening_first([(2.0, 0), (1.0, 2)], tail, lambda n: order, lambda n: "cv", "es") is None
