"""`ask` abstains when a question offers one thing in place of another that no rule lets stand in (issue 12).

"Can I use a money token as a time meeple?": the rule that ranks first
speaks of money and of time meeples, and lets ENERGY stand in for time, but
never money (referee/rules/stand_ins.py). A rule sentence that names both
things with a word of standing in, exchanging or choosing answers. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import stand_ins
from referee.rules.index import get_index
from referee.rules.search import search

SILENT = [
    # Adulthood p. 6: "Energy tokens can also be placed as extra time meeples"; money tokens are only paid for
    # Money icons (rules.en.toml actions.paying-icons, turn.energy-as-time): money never stands in for time.
    ("could I put a money token down as a time meeple?", "adulthood", "money"),
    ("¿puedo usar una ficha de dinero como tiempo?", "adulthood", "dinero"),
    # LOOP CREDIT CARD: "place 1 or 2 COIN on top of it" (credit.payoff); REPUTATION only adds QUALITY when you
    # BUY (reputation.buy): nothing pays a CREDIT CARD with REPUTATION.
    ("may I clear my CREDIT CARD using REPUTATION in place of COIN?", "loop", "reputation"),
    ("¿puedo pagar mi Tarjeta de Crédito con Reputación en vez de Monedas?", "loop", "reputacion"),
    # Adulthood final scoring step 1 (end.step1-tokens): each Negative Impact or Unhappiness token moves you back
    # on its own track; no rule turns one kind into the other ("or" there lists them, it offers no choice)
    ("can i turn an unhappiness token into a negative impact token?", "adulthood", "unhappiness"),
    ("¿se puede convertir una ficha de Infelicidad en una de Impacto Negativo?", "adulthood", "infelicidad"),
    # CV (select.three-good-luck): "3 good luck symbols ... buy any card from the track"; good luck never stands
    # for another symbol ("X count as Y": X before the verb of counting)
    ("¿2 fichas de buena suerte cuentan como un símbolo de cualquier tipo?", "cv", "suerte"),
    # Adulthood (icons.status): "The status marker icons are Grown-Up, Promoted and Married": status icons, not Life
    # icons; no rule counts them as Life icons
    ("do Promoted markers count as Life icons?", "adulthood", "promoted"),
]


@pytest.mark.parametrize(("question", "game", "word"), SILENT)
def test_a_thing_no_rule_lets_stand_in_abstains(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert len(result.missing) == 1 and word in result.missing[0].split()


ANSWERED = [
    # Adulthood: "wherever an action needs time, you may commit an energy token in place of a time meeple"
    ("can I use an energy token as a time meeple?", "adulthood", {"turn.energy-as-time", "actions.paying-icons"}),
    ("¿puedo usar energía en vez de tiempo?", "adulthood", {"turn.energy-as-time", "actions.paying-icons"}),
    # Coming of Age p. 8: "spend 4 Willpower Tokens instead of Motivation Tokens to gain a Memory"
    ("4 willpower for a memory instead of motivation, is that allowed?", "coming-of-age", {"memory.willpower"}),
    # LOOP competitive setup: "Choose one of them, or the INTERN on the back, to play" (title: "choose one or the
    # INTERN"): a choice between the two answers
    ("in competitive mode may I take the INTERN instead of a CAREER?", "loop", {"competitive.setup-careers"}),
    # CV (card-type.event-not-cv): "Single-use events never become part of a player's CV": a rule that denies it
    ("do event cards count as CV cards?", "cv", {"card-type.event-not-cv"}),
]


@pytest.mark.parametrize(("question", "game", "entries"), ANSWERED)
def test_a_rule_that_lets_it_stand_in_answers(question, game, entries):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id in entries


def test_what_is_offered_and_what_for():
    index = get_index()
    given, wanted, choice = stand_ins.offered("can i use a money token as a time meeple?", "adulthood", index, "en")
    assert [word for word, _, _ in given] == ["money", "token"] and [word for word, _, _ in wanted] == ["time", "meeple"]
    # a purpose ("FOR a memory") is what is gained, not what is offered
    given, wanted, choice = stand_ins.offered("4 willpower for a memory instead of motivation", "coming-of-age", index, "en")
    assert [word for word, _, _ in given] == ["willpower"] and choice  # ("instead of": a rule's "X or Y" answers)
    given, wanted, choice = stand_ins.offered("¿Se puede convertir una ficha de Impacto Negativo en una de Infelicidad?",
                                      "adulthood", index, "es")
    assert "infelicidad" in [word for word, _, _ in wanted]
    # "¿cómo?" after a verb of counting, across a comma, is a question word, not "as"
    assert stand_ins.offered("Al contar puntos, ¿cómo se suman las cartas de Posesión?", "cv", index, "es") is None
    # a place, not a thing of the game, on one side: no stand-in asked
    assert stand_ins.offered("can i put a new health card under my stack instead of on top", "cv", index, "en") is None


# Acts or moments compared by "instead of" are no thing standing in for another: the rule of that step answers
# (stand_ins._act_or_moment; lexicon `stand_in_moments`, a gerund or an infinitive right after the phrase)
COMPARED_ACTS = [
    # Coming of Age p. 8 (experience.memory-token): when a Memory Token is flipped, during the Experience
    ("may I flip my memory token during the bus phase rather than during the experience?", "coming-of-age",
     "experience.memory-token"),
    # Coming of Age, Solo Mode, Rob's Turn 1 (solo.rob-roll): what Rob does with his dice at the start
    ("en solitario, ¿qué hace Rob al empezar el turno en lugar de colocar sus dados como yo?", "coming-of-age",
     "solo.rob-roll"),
]


@pytest.mark.parametrize(("question", "game", "entry"), COMPARED_ACTS)
def test_acts_or_moments_compared_are_answered_by_the_rule_of_the_step(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_what_is_given_up_instead_is_still_a_thing():
    # LOOP, Competitive Mode (credit.debt-penalty): the penalty is paid in HAPPINESS; nothing lets COIN stand in
    # ("instead of LOSING HAPPINESS" names the thing given up, no act compared)
    result = search("at the end of LOOP may I hand over COIN for the Debt Penalty instead of losing HAPPINESS?", game="loop")
    assert result.answered is False


# A state right after "count as" / "cuenta como" (a participle, an adjective) asks whether it holds, not whether one
# thing stands in for another: the rule of that state answers (stand_ins._state; lexicon `stand_in_state_endings`)
STATES_ASKED = [
    # Adulthood, End of the Game (end.trigger): "triggered once any player's Happiness and Impact markers cross: both
    # markers are in, or past, boxes that share a border"
    ("do my markers count as crossed once they sit in boxes sharing a border?", "adulthood", "end.trigger"),
    ("¿mis dos marcadores cuentan como cruzados si están en casillas que comparten borde?", "adulthood",
     "end.trigger"),
    # Coming of Age, Changing Location (change-location.ends-adjacent): "the two ends of the Main Board count as
    # adjacent to each other"
    ("¿las dos ubicaciones de las puntas del tablero principal cuentan como adyacentes?", "coming-of-age",
     "change-location.ends-adjacent"),
]


@pytest.mark.parametrize(("question", "game", "entry"), STATES_ASKED)
def test_a_state_counted_is_answered_by_the_rule_of_that_state(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_thing_counted_is_still_a_stand_in():
    index = get_index()
    assert stand_ins.offered("do Promoted markers count as crossed?", "adulthood", index, "en") is None
    assert stand_ins.offered("do Promoted markers count as Life icons?", "adulthood", index, "en") is not None


# "X instead of Y" of one kind, with no verb of paying or using, asks which one an act takes: the rule of that act,
# naming Y, answers (stand_ins._which_one; lexicon `stand_in_same_kind`). CV, Bad Luck (badluck.discard-active):
# "For each misfortune, the player chooses one active card ... in their CV and discards it"
WHICH_ONE = [
    ("after a misfortune may I throw away a childhood card from my hand instead of an active card of my CV?", "cv"),
    ("on a misfortune can I discard an event card in my hand instead of one in my CV?", "cv"),
    ("si sufro un infortunio ¿puedo descartar una carta de infancia que tengo en la mano en vez de una activa?", "cv"),
]


@pytest.mark.parametrize(("question", "game"), WHICH_ONE)
def test_which_one_an_act_takes_is_answered_by_the_rule_of_the_act(question, game):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == "badluck.discard-active"


def test_one_of_a_kind_paid_instead_is_still_a_stand_in():
    # Adulthood (actions.paying-icons, turn.energy-as-time): money is paid for Money icons only; nothing lets it
    # stand in for energy ("pay": the frame of a payment, not of which one is taken)
    result = search("¿puedo pagar con una ficha de dinero en vez de una de energía?", game="adulthood")
    assert result.answered is False
    index = get_index()
    *_, choice = stand_ins.offered("can I pay with a money token instead of an energy token?", "adulthood", index, "en")
    assert choice is True


# One thing exchanged for ONE / ANOTHER of its kind ("swap X for another one", "cambiar X por otro"): answered
# only by a rule that exchanges or replaces that thing itself, named right after the word of exchanging
# (stand_ins.REPLACED)
EXCHANGED_SILENT = [
    # LOOP (001_*, Playing FAVOUR; FAVOUR P.5): a FAVOUR is drawn, played, accepted or rejected; only the
    # Freelancer's ABILITY ("discard 1 FAVOUR and draw a new one") trades one in, and BARTER ("Exchange 1
    # MATERIAL with another player") exchanges a MATERIAL, not the FAVOUR itself
    ("In LOOP can I swap a useless FAVOUR for one from the deck?", "loop", "favour"),
    ("En LOOP, ¿puedo cambiar un FAVOUR que no me sirve por otro del mazo?", "loop", "favour"),
]


@pytest.mark.parametrize(("question", "game", "word"), EXCHANGED_SILENT)
def test_a_thing_no_rule_exchanges_for_another_abstains(question, game, word):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (word,)


# Adulthood (003_*, Wellness lower action): "Meditate. Spend 1 energy to put one of your facedown Values cards in
# your hand, or discard a Values card from your hand to draw a new Values card": the rule swaps a Value itself
@pytest.mark.parametrize("question", [
    "Adulthood: with Meditate, can I swap a Values card for another one?",
    "Adulthood: meditando, ¿puedo cambiar un Valor por otro?",
])
def test_a_rule_that_exchanges_the_thing_itself_answers(question):
    result = search(question, game="adulthood")
    assert result.answered is True
    assert result.hits[0].id == "board.meditate"


# Something exchanged for a thing with nothing of the game named as what is given ("swap THREE OF THEM for a
# turquoise one", "¿LAS puedo cambiar por una turquesa?"): answered only by a rule that names the thing asked for
# with a word of exchanging (stand_ins.OBTAINED)
@pytest.mark.parametrize(("question", "word"), [
    # Coming of Age (000_*): Motivation Tokens of a colour are gained from locations, Memory Cards and bonuses;
    # no rule exchanges tokens of one colour for another
    ("Coming of Age: I've got lots of pink motivation tokens, can I swap three of them for a turquoise one from the "
     "supply?", "turquoise"),
    ("En Coming of Age tengo muchas Fichas de Motivación rosas, ¿las puedo cambiar por una turquesa?", "turquesa"),
])
def test_an_exchange_for_a_thing_no_rule_gives_so_abstains(question, word):
    result = search(question, game="coming-of-age")
    assert result.answered is False
    assert result.missing == (word,)


# LOOP (001_*, FAVOUR): "BARTER Exchange 1 MATERIAL with another player which has the same or less QUALITY": the
# rule names the MATERIAL obtained with its word of exchanging
@pytest.mark.parametrize("question", [
    "LOOP: with a BARTER, can I swap it for a MATERIAL of higher QUALITY?",
    "LOOP BARTER: ¿lo puedo cambiar por un MATERIAL de otro jugador?",
])
def test_a_rule_that_exchanges_for_the_thing_answers(question):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "favour.barter"


def test_using_one_thing_as_well_as_another_offers_no_stand_in():
    # CV p. 5: "Symbols from the player's tokens can also be used" to pay a card's cost; "as well as" adds, and the
    # rule that lets both pay answers (issue 12, round costs)
    result = search("To pay a card's cost, may I use my tokens as well as my dice?", game="cv")
    assert result.answered is True
    assert "select.pay-cost" in [hit.id for hit in result.hits[:2]]
