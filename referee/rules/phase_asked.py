"""What is done in a phase, asked by its name alone: the phase's opening entry.

"¿Qué se hace en la fase de limpieza de CV?", "Terminé de añadir cartas,
¿qué hago en la limpieza?", "what do we do in the cleanup?". The question
names a numbered phase of the turn ("5. Cleanup") and nothing more of it, so
the search finds some entry of that phase (the end-of-round discard, the
two-player rule) first; the rulebook answers with the phase's first entry,
the one that opens what is done in it (slide the track, then refill).

Only when the question holds a "what is done in" phrase (lexicon
`question_form.phase_done_asked`: "qué se hace en", "qué hago en", "what do
we do in") AND every word after it is the first entry's phase title's, the
game's name or a filler word (`phase_filler`: "la", "fase", "de", "the",
"phase"): "¿qué se hace en la fase de limpieza si aún me quedan dados?"
asks its own case after the phase's name and keeps its first entry. The
phrase is a set look-up of the question's words, so other questions pay
nothing. No rule text in code: the phase is the sections' numbering the
rulesets hold.

The first entry may be in no phase: the entry that lists the phases ("Las
cinco fases del turno: 1. Tirar los dados, ..., 5. Limpieza") holds the
phase's name as well and ranks first. Then the phase is that of the next
entry of the same game among the first `PHASE_RANKS` that is in one, and the
same test of the question's words holds.

On the tuning list (TUNE39): top-1 16,168 -> 16,169, top-3 17,072,
abstention 2,853 and false abstention 425 unchanged (blind90: "Terminé de
añadir cartas, ¿qué hago en la limpieza?" reaches the track slid and
refilled); no other set moved, blind79's "¿qué se hace en la fase de limpieza
si aún me quedan dados?" kept.
"""

from __future__ import annotations

from referee.rules.next_steps import numbered_phase
from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_positions
from referee.rules.siblings import placed_first


PHASE_RANKS = 3  # the entries read for the phase named when the first is in none (the list of the phases)


def phase_tail(folded: list[str], lang: str) -> list[str] | None:
    """The words after the question's "what is done in" phrase ("la fase de limpieza de cv"), or None when it
    holds none."""
    found = listed_positions(folded, lang, "phase_done_asked")
    if not found:
        return None
    return folded[max(found) + 1:]


def phase_opening_first(scored: list[tuple[float, int]], tail: list[str], order_of, game_of, lang: str,
                        may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the opening entry of the first entry's numbered phase
    first, when the question's `tail` names that phase and nothing more (`phase_tail`); None when nothing moves."""
    if not scored or not tail:
        return None
    first = scored[0][1]
    filler = set(question_form(lang).get("phase_filler", ()))
    # (the first entry's phase; or, when the first is no entry of a phase, "Las cinco fases del turno" that
    # lists them all, the phase of the next entry of its game that is: the phase named is asked, not the list)
    for _, number in scored[:PHASE_RANKS]:
        if game_of(number) != game_of(first):
            continue
        order = order_of(number)
        section = next((sec for place, sec, _ in order if place == number), None)
        phase = numbered_phase(section) if section is not None else None
        if phase is not None:
            break
    else:
        return None
    named = set(words(phase[2])) | set(words(game_of(first).replace("-", " ")))
    if not set(tail) & named or not set(tail) <= named | filler:
        return None  # (the question asks its own case after the phase's name)
    opening = next((place for place, sec, _ in order if sec == section), None)
    if opening is None or opening == first or not may_move(opening):
        return None
    return placed_first(scored, opening)
