"""Something given on top, a duty with a least amount or a ban, told as a rule remembered and put up for confirmation
(issue 12; rules/confirmation.py, claimed_extras.py, claimed_duties.py, claimed_bans.py).

"..., right?", "..., ¿no?", "me suena que ...": the player states the rule
as they remember it. A claimed addition ("extra", "on top", "gratis") is
held only by a first rule one of whose sentences gives something besides or
for nothing; a claimed duty with a least amount ("have to ... at least",
"hay que ... por lo menos") only by a first rule that requires something.
A claim the rule states with another number is answered by it. The
questions are written for this test, not taken from the question sets;
each is judged against the entry named, as the first near entry.
"""

from __future__ import annotations

import pytest

from referee.rules.claimed_bans import unstated_ban
from referee.rules.claimed_duties import unstated_duty
from referee.rules.claimed_extras import unstated_extra
from referee.rules.confirmation import confirmed
from referee.rules.normalize import words
from referee.rules.search import get_index, search


def _number(lang: str, game: str, entry_id: str) -> tuple:
    lang_index = get_index().langs[lang]
    return next(n for n, doc in enumerate(lang_index.docs)
                if doc.entry.game == game and doc.entry.id == entry_id), lang_index


def _extra(question: str, lang: str, game: str, entry_id: str) -> str | None:
    number, lang_index = _number(lang, game, entry_id)
    return unstated_extra(question, [number], lang_index)


def _duty(question: str, lang: str, game: str, entry_id: str) -> str | None:
    number, lang_index = _number(lang, game, entry_id)
    return unstated_duty(question, [number], lang_index)


@pytest.mark.parametrize(("question", "lang", "expected"), [
    ("we each draw three FAVOUR at the start, right", "en", True),
    ("I'm pretty sure the oldest player goes first", "en", True),
    ("el que tiene más dinero gana el empate, no", "es", True),
    ("me suena que se juega hacia la derecha", "es", True),
    ("No era que se roba una carta al final del turno", "es", True),
    ("¿A que sí que se pasan a la izquierda?", "es", False),  # (the tag closes the question, it does not open it)
    ("do we pass the cards to the right", "en", False),  # a direction, no tag
    ("¿se descartan o no?", "es", True),
    ("¿cuántas cartas robo al empezar?", "es", False),
])
def test_a_rule_put_up_for_confirmation_is_read_without_marks(question, lang, expected):
    assert confirmed(words(question), lang) is expected


SILENT_EXTRAS = [
    # LOOP, BUY: "spend COIN to take MATERIAL ... QUALITY equals what you paid": no COIN back on top
    ("when I BUY 3 MATERIAL in one turn I get 1 additional COIN back, right?", "en", "loop", "turn.buy", "additional"),
    # LOOP, WORK: the INTERN loses 1 HAPPINESS and gains 3 COIN; nothing extra for working twice in a row
    ("Me suena que si haces WORK dos turnos seguidos te dan una Moneda extra, ¿verdad?", "es", "loop", "turn.work",
     "extra"),
    # CV, Select Cards: "take 1 or 2 cards from the track, paying their cost": no second card for nothing
    ("si tomo 2 cartas la segunda me sale gratis, ¿no", "es", "cv", "select.take-cards", "gratis"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry", "extra"), SILENT_EXTRAS)
def test_a_rule_that_gives_nothing_besides_leaves_a_claimed_extra_unstated(question, lang, game, entry, extra):
    assert _extra(question, lang, game, entry) == extra


HELD_EXTRAS = [
    # Adulthood: "if you take the left-most card of the market, you also gain one energy": given besides, a claim
    # of two is a "no, one"
    ("taking the left-most market card gives me two extra energy, right?", "en", "adulthood", "turn.market-leftmost"),
    ("Si tomo la carta de más a la izquierda del mercado gano además dos de energía, ¿cierto?", "es", "adulthood",
     "turn.market-leftmost"),
    # Adulthood: "energy tokens can ALSO be placed as EXTRA time meeples": the words of the addition, said besides
    ("I think energy counts as extra time too", "en", "adulthood", "turn.energy-as-time"),
    # CV, social assistance: "takes any card ... without paying its cost"
    ("la ayuda social te deja coger una carta gratis de la fila, ¿verdad?", "es", "cv", "social.take-card"),
    # an addition denied, not claimed
    ("my sister says I get nothing extra when I BUY 3 MATERIAL, right?", "en", "loop", "turn.buy"),
    ("Si compro 3 Materiales no me dan nada extra, ¿verdad?", "es", "loop", "turn.buy"),
    # a claim only reported, then another thing asked: no rule put up for confirmation
    ("my friend thinks you get an extra COIN when you BUY 3 MATERIAL. How does buying work?", "en", "loop",
     "turn.buy"),
    # no confirmation: a plain question is the reward readings' (rules/unstated_specifics.py)
    ("do I get an extra COIN when I BUY 3 MATERIAL?", "en", "loop", "turn.buy"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), HELD_EXTRAS)
def test_a_rule_that_gives_besides_holds_a_claimed_extra(question, lang, game, entry):
    assert _extra(question, lang, game, entry) is None


SILENT_DUTIES = [
    # LOOP, BUY: "You may BUY up to 3 MATERIAL": leave, no duty to buy
    ("you have to BUY at least one MATERIAL every round, right?", "en", "loop", "turn.buy", "at least"),
    # CV, Select Cards: "can take 1 or 2 cards"
    ("Creo que como mínimo tienes que tomar una carta cada dos turnos, ¿no?", "es", "cv", "select.take-cards",
     "como minimo"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry", "least"), SILENT_DUTIES)
def test_a_rule_that_requires_nothing_leaves_a_claimed_duty_unstated(question, lang, game, entry, least):
    assert _duty(question, lang, game, entry) == least


HELD_DUTIES = [
    # CV, red slash: "The cost of a red-slash card must be paid each turn": a duty stated, the claim of how much
    # is answered by it
    ("you must pay the red slash cost at least every two turns, right?", "en", "cv", "cost.pay-each-turn"),
    # CV, social assistance: a least amount without any duty claimed
    ("I'm pretty sure you get social assistance if someone has at least three times your cards", "en", "cv",
     "social.eligibility"),
    # no confirmation
    ("do I have to BUY at least one MATERIAL every round?", "en", "loop", "turn.buy"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), HELD_DUTIES)
def test_a_rule_that_requires_or_a_least_amount_unclaimed_holds(question, lang, game, entry):
    assert _duty(question, lang, game, entry) is None


def _ban(question: str, lang: str, game: str, entry_id: str) -> str | None:
    number, lang_index = _number(lang, game, entry_id)
    return unstated_ban(question, [number], lang_index)


SILENT_BANS = [
    # LOOP, end of turn: refill the empty slots, play passes left; nothing forbids a refill on one's own turn
    ("you can't refill the ACTIVITY slots on your own turn, right?", "en", "loop", "turn.end-refill", "can not"),
    # Adulthood, end of the game: the markers crossing trigger it; nothing barred once it is triggered
    ("Cuando se dispara el final ya no se puede jugar la acción Donate, ¿verdad?", "es", "adulthood", "end.trigger",
     "no se puede"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry", "ban"), SILENT_BANS)
def test_a_rule_that_says_nothing_of_leave_leaves_a_claimed_ban_unstated(question, lang, game, entry, ban):
    assert _ban(question, lang, game, entry) == ban


HELD_BANS = [
    # Adulthood: "you CANNOT use those new spots until your next turn": leave spoken of
    ("I can't use a new card's action spots in the same turn, right?", "en", "adulthood", "turn.new-spots-next-turn"),
    # CV, bicycle: "starts the game and starts every round" -- but a ban in a condition is the claim's situation
    ("If I can't pay, the bicycle player still starts every round, right?", "en", "cv", "cards.bicycle"),
    ("Si no puedo pagar, el de la bici sigue empezando cada ronda, ¿no?", "es", "cv", "cards.bicycle"),
    # no confirmation
    ("can't you refill the ACTIVITY slots on your own turn?", "en", "loop", "turn.end-refill"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), HELD_BANS)
def test_a_rule_of_leave_or_a_ban_in_a_condition_holds(question, lang, game, entry):
    assert _ban(question, lang, game, entry) is None


# LOOP, Spending Reputation: BUY adds QUALITY, WORK gives "1 extra COIN". The addition of a sibling rule of the same
# section, claimed for the other case, is answered by the first rule with a "no", not a silence.
@pytest.mark.parametrize("question", [
    "In LOOP, when I BUY I can spend REPUTATION for an extra COIN, right?",
])
def test_an_addition_of_a_sibling_rule_claimed_for_another_case_is_answered(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == "reputation.buy"
