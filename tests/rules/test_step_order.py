"""The order of two steps asked ("before or after") is unanswered unless a
near rule speaks of order (rules/step_order.py, issue 12).

The probes are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, game", [
    ("Rob Bot: does he roll his dice before or after I place my own die?", "coming-of-age"),
    ("En cooperativo, ¿el MATERIAL se quema antes o después de robar el EVENT del último turno?", "loop"),
])
def test_an_order_no_near_rule_tells_is_unanswered(question, game):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing


def test_a_rule_that_tells_the_order_still_answers():
    # Adulthood: the Career card from the hand is played on the first turn, then the actions are activated
    result = search("do I play the career card from my hand before or after I use my actions on the first turn?",
                    game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.first-turn-career"


@pytest.mark.parametrize("question", [
    "CV: does the bad luck happen before or after I buy cards?",
    "En CV, ¿la mala suerte se resuelve antes o después de comprar cartas?",
])
def test_a_rule_that_numbers_its_steps_tells_their_order(question):
    # CV, Game Play: "The phases are: 1. Roll the Dice, 2. Select Cards, 3. Bad Luck, 4. Add to CV, 5. Cleanup."
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "round.phases")


def test_numbered_steps():
    from referee.rules.step_order import NUMBERED
    assert NUMBERED.search("The phases are: 1. Roll the Dice, 2. Select Cards, 3. Bad Luck.")
    assert not NUMBERED.search("Pay 11. Then take 12. cards")


@pytest.mark.parametrize("question", [
    "LOOP solo: DEPLETION shows up and my face-down EVENT also triggers at the end of my turn. Which one is resolved first?",
    "En LOOP solitario, sale la DEPLETION y a la vez se voltea mi EVENT boca abajo al terminar el turno. ¿Cuál se resuelve primero?",
])
def test_which_of_two_rules_meeting_goes_first_is_unanswered_when_no_rule_orders_them(question):
    # the first rule tells one moment (solo: burn 1 MATERIAL at the end of every turn), the other rule another
    # (face-down EVENT trigger after the turn ends): neither says which of the two is resolved first
    result = search(question, game="loop")
    assert result.answered is False
    assert result.missing


def test_a_rule_that_is_a_lettered_step_tells_its_place_in_the_order():
    # Coming of Age, "The Bus": step A (a bonus) is done by everyone before step B (a Memory Card bought)
    result = search("Coming of Age: at the bus stop, which comes first, the bonus choice or buying the Memory?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "bus.step-a")


def test_titled_steps():
    from referee.rules.step_order import _titled_step
    assert _titled_step("Step A: Bus Stop bonus or a Friendship Bonus with a Presence", "en")
    assert _titled_step("Paso 1: cada ficha de Impacto Negativo te hace retroceder", "es")
    assert not _titled_step("Rob's phase 1: Interest Tokens instead of Dice", "en")
    assert not _titled_step("Step by step scoring", "en")
    assert not _titled_step("Cada icono: un paso a la izquierda en la pista", "es")  # a step along a track


@pytest.mark.parametrize("question, entry", [
    # LOOP rulebook p. 10: "DEPLETION Penalty Player who triggers DEPLETION at turn end loses 1 HAPPINESS immediately"
    ("I triggered DEPLETION. Do I lose the HAPPINESS before or after the round ends?", "end.depletion-penalty"),
    # LOOP rulebook p. 7 (CONSUME): a BROKEN MATERIAL "must be moved to its owner LANDFILL (P.5) immediately"
    ("My MATERIAL hits QUALITY 0: does it go to my LANDFILL before or after my turn ends?", "turn.broken"),
    ("Mi MATERIAL llega a QUALITY 0: ¿va al LANDFILL antes o después de terminar mi turno?", "turn.broken"),
])
def test_a_step_done_immediately_comes_before_the_rest(question, entry):
    # a rule that does the step at once tells its order against what the question names
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question", [
    "Si una carta me da Impact y Happiness a la vez, ¿muevo primero uno y después el otro?",
    "A card moves both my markers at once. Do I move one first and then the other, for the Life Event spaces?",
])
def test_two_moves_at_once_asked_one_first_and_then_the_other(question):
    # Adulthood: a card may give Impact and Happiness together; no rule says which marker moves first (round
    # trackabst: "one first and then the other" was no ask of order, and the set-up of the markers answered)
    result = search(question, game="adulthood")
    assert result.answered is False, result.hits[:1]


@pytest.mark.parametrize("question, game, related", [
    # LOOP, Office Lady: "during your WORK turn you may also BUY 1 MATERIAL": no order against the SALARY
    ("Office Lady: is the Slack Off MATERIAL bought before I collect my SALARY or after?", "loop", "career.office-lady"),
    # CV: "the cost of a red-slash card must be paid each turn, during the Add to CV phase": no order against the
    # new cards placed in that phase
    ("En el Add to CV, ¿pago la barra roja de mis cartas viejas antes de poner las nuevas o después?", "cv",
     "cost.pay-each-turn"),
])
def test_an_order_split_around_its_step_is_unanswered_when_no_near_rule_tells_it(question, game, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing
    assert related in [hit.id for hit in result.hits]


@pytest.mark.parametrize("question", [
    "first turn: do I play my career card before I use my actions or after?",
    "Primer turno: ¿juego la carta de Career de la mano antes de activar mis acciones o después?",
])
def test_an_order_split_around_its_step_is_answered_by_the_rule_that_tells_it(question):
    # Adulthood: the Career card from the hand is played on the first turn, then the actions are activated
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "turn.first-turn-career"


def test_split_order():
    from referee.rules.normalize import words
    from referee.rules.step_order import split_order
    assert split_order(words("do I buy it before I take my salary or after?"), "en") == "before or after"
    assert split_order(words("¿robo la nueva antes de aplicar su bonificación o después?"), "es") == "antes o despues"
    assert split_order(words("before my turn I draw, or I pass"), "en") is None
    assert split_order(words("before the end of the very long and winding final round of the game or after"), "en") is None


@pytest.mark.parametrize("question, game, related", [
    # CV, Add to CV: "the cost of a red-slash card must be paid each turn, during the Add to CV phase": no order
    # against the new cards placed in that phase
    ("Add to CV phase: do I pay the red slash costs of my old cards first and then put down the new ones, or put the "
     "new ones first?", "cv", "cost.pay-each-turn"),
    ("En Añadir al CV, ¿pago primero la barra roja o pongo primero las cartas nuevas?", "cv", "cost.pay-each-turn"),
    # Coming of Age: the Starting Trait Tile is chosen at setup; whether it must be the first played is never said
    ("Does my Starting Trait Tile have to be the first one I play on my board, or can another go first?",
     "coming-of-age", "setup.starting-trait-and-goals"),
])
def test_two_sides_each_said_first_are_an_order_asked(question, game, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing
    assert related in [hit.id for hit in result.hits]


def test_two_sides_each_said_first_are_read():
    from referee.rules.normalize import words
    from referee.rules.step_order import split_order
    assert split_order(words("do I slide the track first or refill first?"), "en") == "first or first"
    assert split_order(words("¿primero deslizo las cartas o primero repongo?"), "es") == "primero o primero"
    assert split_order(words("my first game: is it better to buy or to wait?"), "en") is None
    # two words of later are no two sides of an order: "must I still meet it AFTER, or is it fine if LATER I don't?"
    assert split_order(words("¿debo seguir cumpliéndolo después o da igual si luego no lo cumplo?"), "es") is None
    assert split_order(words("must I still meet it afterwards or is it fine if after that I don't?"), "en") is None


def test_a_requirement_kept_afterwards_is_no_order_asked():
    # Coming of Age: the Trait requirement is checked when the tile is played (trait-bonus.requirement-timing)
    result = search("Al jugar una Ficha de Rasgo, ¿debo seguir cumpliendo el requisito después o da igual si luego "
                    "ya no lo cumplo?", game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "trait-bonus.requirement-timing"


@pytest.mark.parametrize("question, game", [
    # Coming of Age: the Trait bonus plays a tile "onto THE FIRST free slot from the left": which slot, not when
    ("Trait bonus: does my tile go onto the free slot before I take the VEP or after?", "coming-of-age"),
    # LOOP: "LA PRIMERA partida y la Campaña se juegan en Modo Básico" orders no two steps of the setup
    ("Primera partida de LOOP en modo básico: ¿se reparten los objetivos antes o después que la profesión?", "loop"),
])
def test_a_first_that_counts_a_thing_tells_no_order(question, game):
    # rules/ordinal_firsts.py: "first" after a determiner numbers a slot or a game, it is no word of order
    result = search(question, game=game)
    assert result.answered is False


def test_a_first_counted_on_still_tells_an_order():
    # Adulthood solo: "the first card you gain costs nothing, a second costs 1 energy ...": a row of gains in order
    result = search("Solo market: is the free card taken before or after I pay for the second one?", game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "solo.market-costs"


def test_without_ordinals():
    from referee.rules.ordinal_firsts import without_ordinals
    assert without_ordinals(["onto", "the", "first", "free", "slot"], "en") == ["onto", "the", "free", "slot"]
    assert without_ordinals(["draw", "first", "then", "play"], "en") == ["draw", "first", "then", "play"]
    assert without_ordinals(["the", "first", "is", "free", "the", "second", "costs", "1"], "en") \
        == ["the", "first", "is", "free", "the", "second", "costs", "1"]
    assert without_ordinals(["la", "primera", "partida"], "es") == ["la", "partida"]
    assert without_ordinals(["lo", "primero", "es", "robar"], "es") == ["lo", "primero", "es", "robar"]
