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


# --- messages that print a number the data holds (survey C6-C25) ----------------------------------

def test_the_data_holds_the_numbers_the_messages_print():
    c = config()
    # L123 "or lose 2 VEP"; L157 "spend 4 Willpower Tokens instead of Motivation Tokens to gain a Memory"; L163 "Spend a
    # required Motivation Token or, if the location allows it, 4 Willpower Tokens ... You have 4 Character Tokens"
    assert (c.mood["left_bounce_vep"], c.memory["willpower_cost"]) == (-2, 4)
    assert (c.presence["motivation_cost"], c.presence["willpower_cost"], c.scoring["presence_tokens"]) == (1, 4, 4)
    # L103 "by spending 4 Willpower Tokens at any time"; L132 "Your hand limit is always 4 Trait Tiles"; L150 "from level 4
    # to level 5 (or from level 5 up to level 7)"; L148 "place it on level 0 of your Friendship Track, and gain 1 VEP"
    assert (c.frustration["overcome_willpower"], c.player["trait_hand_limit"]) == (4, 4)
    assert (c.friendship["bonus_top"], c.friendship["intimacy_top"], c.friendship["new_vep"]) == (4, 7, 1)
    # L237 "among the 3 indicated locations"; L57 "10 different locations numbered 1 to 10"; L200-201 "place 4 random Trait
    # Tiles ... Level 1, Level 2, Level 3, and Level 4"
    assert (c.scoring["type_b_locations"], c.scoring["locations"], c.row) == (3, [1, 10], 4)
    # L47 "4 Goal Tiles (1 of each letter: A, B, C, D)"; L247 "1 Goal Tile of type B, 2 of type C, and 1 of type D"
    assert (c.scoring["max_goals"], c.player["goal_types"], c.scoring["solo_goal_types"]) == (4, ["A", "B", "C", "D"], ["B", "C", "C", "D"])
    # L42 "Place your 4 Mimic Trait Tokens"; L40 "Take 5 Mood Counters ... place the two ... Leave the other 3"; L11 "4 x7 per
    # player" and L46 "Place 4 of your Character Tokens in your personal supply, and the remaining 3"; L33 "Separate the 4
    # Starting Trait Tiles"
    assert (c.player["mimic_tokens"], len(c.tracks), c.mood["start_tracks"]) == (4, 5, 2)
    assert (c.player["character_tokens"], c.data["board"]["starting_trait_tiles"]) == (7, 4)
    # L250 "one Frustration Token showing the 4 VEP side"; L126 "Gain 4 VEP if the Token is on the far left"
    assert c.mood["overcome_bounce_vep"] == 4
    # L49 "Take the four-sided Die"; L13 "3 ten-sided Dice", shown as 0 for location 10; L213 "the two leftmost spaces"
    assert (c.faces[0], c.faces[-1], c.ten_face, c.requirements["positive"]["spaces"]) == (4, 10, 0, 2)


def test_the_help_says_the_numbers_of_the_data(coa):
    c = config()
    verbs = coa.RULES.grammar.verbs
    said = {name: verbs[name].help.english() for name in verbs}
    assert f"your {c.scoring['max_goals']} Goal Tiles" in said["start"]
    assert f"the {c.row} Trait Tiles in the row, levels 1 to {c.row}" in said["row"]
    assert f"under locations 1 to {c.max_location}," in said["tiles"]
    assert f"its {c.scoring['type_b_locations']} locations" in said["goal"]
    assert f"({c.ten_face} on a {c.faces[-1]}-sided Die is location {c.max_location})" in said["roll"]
    assert f"or lose {-c.mood['left_bounce_vep']} VEP" in said["bounce"]
    assert f"(or {c.memory['willpower_cost']} willpower)" in said["remember"]
    assert f"paying {c.presence['motivation_cost']} Motivation Token (or {c.presence['willpower_cost']} willpower); with all {c.scoring['presence_tokens']} placed" in said["presence"]
    assert f"(+{c.friendship['new_vep']} VEP)" in said["friend"]
    top = c.friendship["bonus_top"]
    assert f"at level {top} or more goes one level up (levels {top + 1} to {c.friendship['intimacy_top']})" in said["intimacy"]
    assert f"with {c.player['trait_hand_limit'] + 1} in hand" in said["draw-trait"]
    assert f"or {c.frustration['overcome_willpower']} Willpower Tokens at any time" in said["overcome"]


@pytest.mark.parametrize(("verb", "one", "two"), [
    ("start", "tu 1 Ficha de Objetivo", "tus 2 Fichas de Objetivo"),
    ("row", "la 1 Ficha de Rasgo de la fila, niveles 1 a 1", "las 2 Fichas de Rasgo de la fila, niveles 1 a 2"),
    ("goal", "tipo B, su 1 ubicación;", "tipo B, sus 2 ubicaciones;"),
    ("remember", "(o 'voluntad': 1 Ficha de Fuerza de Voluntad)", "(o 'voluntad': 2 Fichas de Fuerza de Voluntad)"),
    ("presence", "pagando 1 Ficha de Motivación (o", "pagando 2 Fichas de Motivación (o"),
    ("overcome", "o con 1 Ficha de Fuerza de Voluntad en cualquier momento", "o con 2 Fichas de Fuerza de Voluntad en cualquier momento"),
])
def test_the_help_is_said_with_plural_forms(coa, verb, one, two):
    help_ = coa.RULES.grammar.verbs[verb].help
    assert one in _spanish(help_, 1) and two in _spanish(help_, 2), (_spanish(help_, 1), _spanish(help_, 2))


def _checklist(coa, mode="standard"):
    from referee.core.engine import Setup

    players = ("Ana",) if mode == "solo" else ("Ana", "Ben")
    return coa.RULES.checklist(Setup("coming-of-age", mode, players, {"format": 4}))


def test_the_set_up_checklist_says_the_numbers_of_the_data(coa, numbers, monkeypatch):
    numbers("board", starting_trait_tiles=3)
    numbers("player", mimic_tokens=3, character_tokens=8, goal_types=["A", "B"])
    numbers("mood", start_tracks=3, overcome_bounce_vep=5)
    numbers("scoring", solo_goal_types=["B", "D"])
    monkeypatch.setitem(vars(config()), "faces", [6, 6, 8, 10])
    monkeypatch.setitem(vars(config()), "row", 3)
    said = " ".join(m.english() for m in _checklist(coa, "two-player"))
    for text in ("Set the 3 Starting Trait Tiles aside", "on their central spaces, the other 2 in supply", "3 Mimic Trait Tokens on the Trait spaces",
                 "4 Character Tokens in supply, the other 4 to the general supply", "take your 6-sided Die", "one Goal Tile of each letter A, B,",
                 "Place 3 random Trait Tiles in a row (levels 1 to 3)"):
        assert text in said, text
    said = " ".join(m.english() for m in _checklist(coa, "solo"))
    assert "Goal Tiles of types B, D," in said and "a Frustration Token (5 VEP side)" in said


@pytest.mark.parametrize(("section", "key", "values", "one", "two"), [
    ("board", "starting_trait_tiles", {}, "Aparta la 1 Ficha de Rasgo inicial;", "Aparta las 2 Fichas de Rasgo iniciales;"),
    ("mood", "start_tracks", {"one": 4, "two": 3}, "el 1 restante en la reserva.", "los otros 2 en la reserva."),
    ("player", "mimic_tokens", {}, "1 Ficha de Rasgo Mimético en las casillas", "2 Fichas de Rasgo Mimético en las casillas"),
    ("player", "character_tokens", {"one": 5, "two": 6}, "la 1 restante a la reserva general.", "las otras 2 a la reserva general."),
])
def test_the_checklist_is_said_with_plural_forms(coa, numbers, section, key, values, one, two):
    for count, spanish in ((1, one), (2, two)):
        numbers(section, **{key: values.get("one" if count == 1 else "two", count)})
        said = " ".join(m.render(ES) for m in _checklist(coa))
        assert spanish in said, said


def test_the_row_line_is_said_with_plural_forms(coa, monkeypatch):
    for count, spanish in ((1, "Coloca 1 Ficha de Rasgo al azar en fila (niveles 1 a 1)"), (2, "Coloca 2 Fichas de Rasgo al azar en fila (niveles 1 a 2)")):
        monkeypatch.setitem(vars(config()), "row", count)
        said = " ".join(m.render(ES) for m in _checklist(coa, "two-player"))
        assert spanish in said, said


def test_positive_says_the_spaces_of_its_requirement(coa, numbers, monkeypatch):
    # L213 "Positive (VEP 4): Have no Counters on the two leftmost spaces of the Mood Tracks."
    from referee.games.coming_of_age.requirements import trait_met

    state = coa.started()
    state.players["Ana"].tracks["green"].pos = 2
    assert trait_met(state, state.players["Ana"], "positive")[0] is True  # the Counters on spaces 3 and 2 of 0..6
    for spaces, ok, spanish in ((1, True, "Contadores en la casilla de más a la izquierda (1): 0;"), (2, True, "Contadores en las 2 casillas de más a la izquierda: 0;"),
                                (3, False, "Contadores en las 3 casillas de más a la izquierda: 1;")):
        monkeypatch.setitem(config().requirements["positive"], "spaces", spaces)
        met, why = trait_met(state, state.players["Ana"], "positive")
        assert met is ok and spanish in why.render(ES), why.render(ES)


def test_the_left_bounce_and_willpower_say_the_data(coa, numbers):
    # L123 "add a Frustration Token ... or lose 2 VEP"; L157 "spend 4 Willpower Tokens instead of Motivation Tokens"
    numbers("mood", left_bounce_vep=-3)
    numbers("memory", willpower_cost=5)
    state = coa.do(_at_experience(coa, "green-4"), "Ana: experience")
    assert "Ana: the green Counter bounces left: Frustration Token or 3 VEP" in [d.label.english() for d in state.pending.items]
    state = coa.do(state, "Ana: bounce vep")
    assert state.players["Ana"].vep == 5 - 3
    move = coa.RULES.grammar.parse("Ben: location 4 needs green willpower", ["Ana", "Ben"])
    assert any("or 5 Willpower" in m.english() for m in coa.RULES.apply(coa.started(), move))


def test_a_new_game_takes_its_starting_numbers_from_the_data(coa, numbers, monkeypatch):
    # The dataclass defaults are neutral (0): L45 "space 5 of the Vital Experience Point Track", L43 "your 7 Interest
    # Tokens", L44 "5 Frustration Tokens", L249 "only 2 Character Tokens", L40 the first 2 Mood Tracks, L32 "the 4
    # currently available locations (1-4)" reach a game only through the data.
    numbers("player", start_vep=6, interest_tokens=8)
    numbers("frustration", per_player=4)
    numbers("rob", tokens=3)
    numbers("mood", start_tracks=3)
    monkeypatch.setitem(vars(config()), "round_locations", [5, 6, 8, 10])
    _, state = coa.new_game("solo", ["Ana"])
    ana, rob = state.players["Ana"], state.rob
    assert (ana.vep, ana.interest_supply, ana.frustration_supply) == (6, 8, 4)
    assert (rob.vep, rob.interest_supply, rob.tokens, rob.pile) == (6, 8, 3, 1)
    assert (state.unlocked_tracks, state.available) == (3, 5)
