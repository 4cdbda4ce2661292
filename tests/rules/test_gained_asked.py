"""`ask` answers "how do I get X?" with the entry whose title gives X (issue 12; rules/gained_asked.py).

A first-time player asks how to come by a thing in everyday words; the
rulebook answers in the entry whose title gives it ("gain 3 COIN", "2 time
for 1 energy", "Obtener un Recuerdo"), not one that only names it (where
its tokens are paid or placed, a card whose name shares an everyday word).
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules import gained_asked
from referee.rules.search import search


def test_the_thing_asked_is_read():
    assert gained_asked.gained_thing("how can i earn some more coins?", "en") == frozenset({"coin"})
    assert gained_asked.gained_thing("¿Y cómo gano más monedas?", "es")  # (a win phrase before a thing earned)
    assert not gained_asked.gained_thing("how do i get rid of this token?", "en")
    assert not gained_asked.gained_thing("¿cómo se gana en solitario?", "es")  # (how to win: rules/win_asked.py)
    assert gained_asked.gained_thing("how do I get promoted and what do I keep?", "en") == frozenset({"promot"})


def test_a_title_gives_what_follows_its_word_of_giving():
    coin = gained_asked.gained_thing("how do i get coins?", "en")
    assert gained_asked.title_gives("WORK: lose 1 HAPPINESS, gain 3 COIN", "en", coin)
    assert not gained_asked.title_gives("Buy More Earn More: 1 COIN back per 3 spent", "en", coin)
    energy = gained_asked.gained_thing("how do i get energy?", "en")
    assert not gained_asked.title_gives("Time icons take meeples; energy icons take tokens", "en", energy)
    memory = gained_asked.gained_thing("¿cómo consigo un Recuerdo?", "es")
    assert not gained_asked.title_gives("Jugar una Carta de Padres cuando no tomas Recuerdo", "es", memory)


def test_earning_coins_is_work():
    # LOOP rulebook, WORK: "lose 1 HAPPINESS and gain 3 COIN from the WORK AREA" (the INTERN's SALARY), not the
    # EVENT card Buy More Earn More, whose name says "more"
    result = search("how can i earn some more coins?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "turn.work")


def test_getting_energy_is_the_wellness_spot():
    # Adulthood rulebook, the Wellness upper action spot: spend 2 time to gain one energy
    result = search("how do i get energy?", game="adulthood")
    assert result.answered and result.hits[0].id == "board.wellness-upper"


def test_getting_a_memory_es():
    # Coming of Age rulebook, Gaining a Memory: who may take it and what happens to the card
    result = search("¿y cómo consigo yo un Recuerdo?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "memory.gain"


def test_earning_coins_es():
    # LOOP rulebook, WORK, as above
    result = search("¿Y cómo gano más monedas?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "turn.work")


def test_when_do_i_get_an_event_is_the_draw():
    # LOOP rulebook, EVENT: "Whenever your HAPPINESS token moves into another zone ... immediately draw an EVENT"
    result = search("when do i get an EVENT card?", game="loop")
    assert result.answered and result.hits[0].id == "events.drawing"


def test_when_do_i_take_an_event_is_the_draw_es():
    # as above; "agarrar" (take, grab) a card from the deck is drawing it
    result = search("¿en LOOP cuándo agarro un Evento?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "events.drawing")


def test_points_are_no_name_of_the_thing():
    assert gained_asked.gained_thing("when do i get points for my possessions?", "en") == frozenset({"possession"})
    assert gained_asked.gained_thing("¿cuándo me dan el marcador de Crecido?", "es") == frozenset({"crec"})
