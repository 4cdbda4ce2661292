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
