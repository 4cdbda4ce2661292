"""The numbers the Coming of Age rulebook prints (seed 000; "L<n>" is the
line there) live once, in `rulesets/coming-of-age/game.toml`: the referee's
moves read them there, and its messages say them as values, with plural forms
in Spanish.

Each behaviour test changes a number in the loaded data and checks the move
follows it: a number written again in the code would make it fail."""

import pytest

from referee.core.engine import IllegalMove

from referee.core.messages import Plural
from referee.games.coming_of_age.bonus_queue import owed_by
from referee.games.coming_of_age.config import config
from referee.i18n import Translator

ES = Translator("es")


@pytest.fixture
def numbers(monkeypatch):
    """Change numbers of one section of the loaded game data for the test."""

    def change(section: str, **values) -> None:
        for key, value in values.items():
            monkeypatch.setitem(config().data[section], key, value)

    return change


def _at_experience(coa, experience="turquoise+1 green-1"):
    state = coa.do(coa.started(), "Ana: roll 1", "Ben: roll 2", "Ana: choose 1", "Ben: choose 2")
    return coa.do(state, f"Ana: location 1 experience {experience}", "Ben: location 2 experience green+1")


def _handler_refusal(coa, state, line):
    """The move's own refusal (the turn order refuses it first at the table)."""
    with pytest.raises(IllegalMove) as caught:
        coa.RULES.check(state, coa.RULES.grammar.parse(line, list(state.order)))
    return caught.value.msg


def _spanish(message, n: int) -> str:
    """`message` (a plural message) rendered in Spanish for `n`."""
    assert isinstance(message, Plural), message
    return Plural(message.key, message.plural, n, **message.params).render(ES)


def test_the_data_holds_the_printed_numbers():
    c = config()
    # L118 "Move a Counter to the central space and gain that bonus twice."; L111 "you may flip one unused
    # Memory Token (only one)"; L190 "each player may use one unused Memory Token, if they still have one".
    assert (c.memory["center_bonus_times"], c.memory["per_turn"], c.memory["at_end"]) == (2, 1, 1)
    # L121 "instead of moving the Counter, you gain the Motivation Token shown."
    assert c.mood["right_bounce_tokens"] == 1
    # L251 "he starts with a random one from the pile, face down"; L266 "On level 0 of his Friendship Track,
    # Rob may have only one Character Token covering the VEP."
    assert (c.rob["start_traits"], c.rob["level_zero_tokens"]) == (1, 1)


def test_the_centring_memory_token_follows_the_data(coa, numbers):
    # L118 "Move a Counter to the central space and gain that bonus twice."
    numbers("memory", center_bonus_times=3)
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"purple": 1}
    state = coa.do(state, "Ana: memory purple green center")
    assert [owed.source for owed in owed_by(state, "Ana")] == ["green-4"] * 3


def test_memory_tokens_per_turn_follow_the_data(coa, numbers):
    # L111 "you may flip one unused Memory Token (only one)"
    numbers("memory", per_turn=2)
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"yellow": 3}
    state = coa.do(state, "Ana: memory yellow green right", "Ana: memory yellow green right")
    assert state.players["Ana"].memory_used == {"yellow": 2}
    assert "experience.memory-token" in coa.refuse(state, "Ana: memory yellow green right").rule_ids
    assert _handler_refusal(coa, state, "Ana: memory yellow green right").english() == "Ana has already used 2 Memory Tokens (only 2)."


def test_the_last_memory_tokens_follow_the_data(coa, numbers):
    # L190 "Before proceeding to final scoring, each player may use one unused Memory Token"
    from referee.games.coming_of_age.flow import begin_final

    numbers("memory", at_end=2, per_turn=1)
    state = coa.started()
    state.phase = "final"
    said = begin_final(state)
    assert said[0].english() == "End of the game: each player may use 2 last unused Memory Tokens, then says 'done'."
    state.players["Ana"].memory_unused = {"yellow": 3}
    state = coa.do(state, "Ana: memory yellow green right", "Ana: memory yellow green right")
    assert state.players["Ana"].memory_used == {"yellow": 2}
    assert "end.last-memory-token" in coa.refuse(state, "Ana: memory yellow green right").rule_ids


def test_the_right_bounce_follows_the_data(coa, numbers):
    # L121 "When you have to move a Mood Counter to the right and it is already in the last space, instead of
    # moving the Counter, you gain the Motivation Token shown." turquoise+5 from the centre: 3 steps, 2 bounces.
    numbers("mood", right_bounce_tokens=2)
    state = coa.do(_at_experience(coa, "turquoise+5"), "Ana: experience")
    assert state.players["Ana"].motivation == {"turquoise": 4}


def test_robs_starting_pile_follows_the_data(coa, numbers):
    # L251 "Rob does not receive a Starting Trait Tile; instead, he starts with a random one from the pile"
    assert coa.started("solo").rob.pile == 1
    numbers("rob", start_traits=2)
    assert coa.started("solo").rob.pile == 2


def test_robs_level_zero_follows_the_data(coa, numbers):
    # L266 "On level 0 of his Friendship Track, Rob may have only one Character Token covering the VEP."
    state = coa.started("solo")
    error = coa.refuse(state, "Ana: board friendship-vep 0=1 0=1 2=1")
    assert error.msg.english() == "Level 0 has 1 VEP space for Rob Bot." and "solo.rob-level-zero" in error.rule_ids
    numbers("rob", level_zero_tokens=2)
    state = coa.do(state, "Ana: board friendship-vep 0=1 0=1 2=1")
    assert coa.refuse(state, "Ana: board friendship-vep 0=1 0=1 0=1 2=1").msg.english() == "Level 0 has 2 VEP spaces for Rob Bot."


# --- the messages that say these numbers, in Spanish, singular and plural ------------------------

def _memory_refusal(coa, numbers, limit):
    numbers("memory", per_turn=limit)
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"yellow": 3}
    state = coa.do(state, *["Ana: memory yellow green right"] * limit)
    return _handler_refusal(coa, state, "Ana: memory yellow green right")


def _center(coa, numbers, times):
    numbers("memory", center_bonus_times=times)
    state = _at_experience(coa)
    state.players["Ana"].memory_unused = {"purple": 1}
    return next(m for m in coa.RULES.apply(state, coa.RULES.grammar.parse("Ana: memory purple green center", ["Ana", "Ben"]))
                if "central" in m.key)


def _bounce(coa, numbers, tokens):
    numbers("mood", right_bounce_tokens=tokens)
    state = _at_experience(coa, "turquoise+4")
    return next(m for m in coa.RULES.apply(state, coa.RULES.grammar.parse("Ana: experience", ["Ana", "Ben"])) if "bounces right" in m.key)


def _level_zero(coa, numbers, tokens):
    numbers("rob", level_zero_tokens=tokens)
    return coa.refuse(coa.started("solo"), "Ana: board friendship-vep " + "0=1 " * (tokens + 1)).msg


def _final(coa, numbers, last):
    from referee.games.coming_of_age.flow import begin_final

    numbers("memory", at_end=last)
    return begin_final(coa.started())[0]


def _rob_setup(coa, numbers, tiles):
    from referee.core.engine import Setup

    numbers("rob", start_traits=tiles)
    return next(m for m in coa.RULES.checklist(Setup("coming-of-age", "solo", ("Ana",), {})) if m.key.startswith("Rob Bot:"))


@pytest.mark.parametrize(("make", "one", "two"), [
    (_memory_refusal, "Ana ya ha usado 1 Ficha de Recuerdo (solo 1).", "Ana ya ha usado 2 Fichas de Recuerdo (solo 2)."),
    (_center, "a la casilla central; su bonificación 1 vez.", "a la casilla central; su bonificación 2 veces."),
    (_bounce, "rebota a la derecha: +1 Ficha de Motivación", "rebota a la derecha: +2 Fichas de Motivación"),
    (_level_zero, "El nivel 0 tiene 1 casilla de VEP para Rob Bot.", "El nivel 0 tiene 2 casillas de VEP para Rob Bot."),
    (_final, "Fin de la partida: cada jugador puede usar 1 última Ficha de Recuerdo sin usar y después dice 'listo'.",
     "Fin de la partida: cada jugador puede usar 2 últimas Fichas de Recuerdo sin usar y después dice 'listo'."),
    (_rob_setup, "1 Ficha de Rasgo al azar boca abajo", "2 Fichas de Rasgo al azar boca abajo"),
], ids=lambda value: getattr(value, "__name__", "")[:12] if callable(value) else "")
def test_the_numbers_are_said_with_plural_forms(coa, numbers, make, one, two):
    for count, spanish in ((1, one), (2, two)):
        said = make(coa, numbers, count).render(ES)
        assert spanish in said, said


def test_the_memory_verb_help_says_the_number(coa):
    help_ = coa.RULES.grammar.verbs["memory"].help
    assert help_.english().endswith("(bonus 2 times).")
    assert _spanish(help_, 1).endswith("(bonificación 1 vez).") and _spanish(help_, 2).endswith("(bonificación 2 veces).")
