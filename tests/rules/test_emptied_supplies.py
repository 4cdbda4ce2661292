"""A shared deck, supply or area told run out, when no near rule speaks of running short (issue 12;
rules/emptied_supplies.py).

"The Values DECK IS EMPTY and I want to Meditate", "SE ACABÓ EL MAZO de
Carrera": the rule of the thing asked ranks first and names everything but
the state; the rulebook settles it only where it speaks of running short,
of a limit or of a stand-in. A player's own stock and the game's end are
not such a state. The questions are written for this test, not taken from
the question sets; each is judged against the entries named, as the near
entries, then asked of the whole search.
"""

from __future__ import annotations

import pytest

from referee.rules.emptied_supplies import unstated_emptied
from referee.rules.search import get_index, search


def _emptied(question: str, lang: str, game: str, *entry_ids: str) -> str | None:
    lang_index = get_index().langs[lang]
    numbers = [next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)
               for entry_id in entry_ids]
    return unstated_emptied(question, numbers, lang_index)


SILENT = [
    # Adulthood, Meditate: "discard a Values card ... and draw a new Values card": an empty Values deck is not told
    ("The Values deck is empty and I want to Meditate to swap one. Do I still spend the energy?", "en", "adulthood",
     "board.meditate", "is empty"),
    ("Quiero Meditar para cambiar un Valor, pero el mazo de Valores está vacío. ¿Gasto igual la energía?", "es",
     "adulthood", "board.meditate", "esta vacio"),
    # Adulthood, Interview: "spend 1 time to draw a new Career card": no Career deck running out
    ("Se acabó el mazo de Carrera y puse tiempo en la Entrevista. ¿Lo pierdo?", "es", "adulthood",
     "board.interview", "se acabo"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry", "missing"), SILENT)
def test_a_shared_deck_run_out_asked_of_a_rule_that_never_runs_short_is_unstated(question, lang, game, entry, missing):
    assert _emptied(question, lang, game, entry) == missing


HELD = [
    # CV: "each time one of the 3 life-stage decks RUNS OUT, ... social assistance": the state is the rule's own
    ("The middle age deck just ran out. Who can take a card for free?", "en", "cv", "social.trigger"),
    ("Se agotó el mazo de madurez, ¿quién puede tomar carta gratis?", "es", "cv", "social.trigger"),
    # a player's own stock names no shared place: energy stands in for time
    ("I ran out of time meeples, can I put energy on the spot?", "en", "adulthood", "board.meditate"),
    # the game or the round that ends is no deck run out
    ("¿Se acaba la partida cuando alguien cruza sus marcadores?", "es", "adulthood", "board.meditate"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), HELD)
def test_a_rule_of_running_short_or_no_shared_place_run_out_is_not_read(question, lang, game, entry):
    assert _emptied(question, lang, game, entry) is None


def test_a_stand_in_told_by_a_near_rule_answers():
    """Adulthood's Interview: "... or, if you are Grown Up, to get Promoted INSTEAD": what is done in place of
    the draw is told, so the rule answers the empty deck."""
    assert _emptied("The Career deck ran out. What does Interview do now?", "en", "adulthood", "board.interview") is None


@pytest.mark.parametrize(("question", "missing", "related"), [
    ("The Values deck is empty and I want to Meditate to swap one of my Values. Do I still spend the energy?",
     "is empty", "board.meditate"),
    ("Quiero Meditar para cambiar uno de mis Valores, pero el mazo de Valores está vacío. ¿Gasto igual la energía?",
     "esta vacio", "board.meditate"),
])
def test_the_search_leaves_an_empty_deck_unanswered_with_its_rule_related(question, missing, related):
    result = search(question, limit=3)
    assert not result.answered
    assert missing in " ".join(result.missing)
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize("question", [
    "What does Meditate do in Adulthood?",
    "¿Qué hace la acción Meditar?",
])
def test_the_rule_asked_without_the_empty_deck_still_answers(question):
    result = search(question, limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.meditate")


SCHEDULED = [
    # Adulthood solo: "the market ... is EMPTIED and replaced at the end of each round": what is done every round,
    # not what a card that gives an extra market card does when the market has run dry
    ("Solo: an event lets me take a bonus card from the market, but the market is already empty this round. "
     "Is the bonus card lost?", "en", "adulthood", "solo.market-refresh", "already empty"),
    # Adulthood, step 4: "fill the EMPTY SLOTS with cards from the Adulthood deck": the gaps a refill fills
    ("La reserva de energía está vacía y cojo la carta de más a la izquierda del mercado. ¿Me quedo sin la energía?",
     "es", "adulthood", "turn.refill-market", "esta vacia"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry", "missing"), SCHEDULED)
def test_a_place_emptied_on_schedule_or_its_gaps_refilled_is_no_running_short(question, lang, game, entry, missing):
    assert _emptied(question, lang, game, entry) == missing


@pytest.mark.parametrize(("question", "lang"), [
    ("Solo: the market is already empty in the middle of the round. Do we refill it now?", "en"),
    ("En solitario el mercado ya está vacío a mitad de ronda. ¿Se repone ahora?", "es"),
])
def test_the_rule_of_the_refill_answers_a_place_emptied_when_the_refill_is_asked(question, lang):
    """"Do we refill it?" asks the rule of the refill, which the market emptied and replaced each round is;
    a refill told, not asked ("(it isn't refilled mid-round). Is my card lost?"), is the scheduled emptying."""
    assert _emptied(question, lang, "adulthood", "solo.market-refresh") is None
    told = "Solo: the market is already empty (it isn't refilled mid-round). Is the bonus card lost?"
    assert _emptied(told, "en", "adulthood", "solo.market-refresh") == "already empty"


def test_a_common_pool_run_out_is_a_shared_place():
    """"none left in the POOL": the common pool of tokens is a shared place, as the supply is."""
    assert _emptied("The unhappiness tokens are all handed out, there are none left in the pool. What now?", "en",
                    "adulthood", "actions.negative-tokens") == "none left"
