"""Every value the referee shows has its Spanish form, every Spanish form
reads back to the same canonical move, and sessions keep canonical ids
whichever language typed them."""

import re
from pathlib import Path

import pytest

from referee.core.engine import apply_unchecked, parse
from referee.core.session import load
from referee.core.vocabulary import fold, vocabulary
from referee.games import REFEREED, game_rules

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*/*.toml"))
SESSIONS = [p for p in EXAMPLES if p.parent.name in REFEREED]
# Names the players give at the table (activity and goal cards entered as
# 'act1', 'goal1' ...) are theirs to choose, not the referee's words.
PLAYER_GIVEN = re.compile(r"^[a-z]+\d+$")
# The arguments by which players name a card as printed ('market podcast
# type=resource ...', 'meditate 1 family-time ...', 'goals 8 collector:5'): its name
# is the token before any '=' fact or ':' count.
CARD_NAMING_ARGS = ("card", "cards", "career", "name", "goal", "achieved", "choice")


@pytest.mark.parametrize("game", REFEREED)
def test_every_verb_argument_and_choice_has_spanish(game):
    words = vocabulary(game)
    grammar = game_rules(game).grammar
    missing = []
    for verb in grammar.verbs.values():
        if "es" not in words.verbs.get(verb.name, words.verbs.get("", None) or _none()).names:
            missing.append(f"verb {verb.name}")
        for arg in verb.args:
            if arg.kind != "choice" and "es" not in words.args.get(arg.name, _none()).names:
                missing.append(f"argument {arg.name} of {verb.name}")
            for choice in arg.choices:
                if "es" not in words.words.get(choice, _none()).names:
                    missing.append(f"choice {choice} of {verb.name}")
    assert missing == []


def _none():
    from referee.core.vocabulary import Entry

    return Entry("")


@pytest.mark.parametrize("game", REFEREED)
def test_aliases_never_name_another_id(game):
    # An alias typed in one language must not be the id of something else:
    # 'rosa' is pink, and no id is spelt 'rosa'.
    words = vocabulary(game)
    for table, forms in ((words.verbs, lambda e: e.forms), (words.words, lambda e: words.forms(e.id))):
        ids = {fold(i): i for i in table}
        for entry in table.values():
            for form in forms(entry):
                assert ids.get(form, entry.id) == entry.id, (game, entry.id, form)


def _shown_words(value, players, labels):
    """The words of the values a status shows (dict keys that are field
    labels excluded: the status view's labels are checked there)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "must_act" and isinstance(item, list):
                # the view shows each decision as "PLAYER: verbs" (label and source are for --json)
                for decision in item:
                    yield from _shown_words(list(decision.get("verbs", ())) if isinstance(decision, dict) else decision, players, labels)
                continue
            if key not in players and key not in labels and not str(key).isdigit():
                yield from _shown_words(str(key), players, labels)  # a key is shown by its label, or in words of the game
            yield from _shown_words(item, players, labels)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _shown_words(item, players, labels)
    elif isinstance(value, str) and value not in players:
        for token in re.findall(r"[A-Za-z][A-Za-z0-9-]*", value):
            if PLAYER_GIVEN.match(token):
                continue
            for part in re.findall(r"[A-Za-z]{2,}(?:-[A-Za-z]{2,})*", token):
                yield part


def _states(path):
    """Each state of an example session, with the card names the players
    typed up to it."""
    session = load(path)
    rules = game_rules(session.setup.game)
    state = rules.setup(session.setup)
    named: set[str] = set()
    yield session, rules, state, named
    for line in session.events:
        try:
            move = parse(rules, state, line, session.setup.players)
            state = apply_unchecked(rules, state, move).state
        except Exception:  # an example kept to show an illegal event: stop there
            return
        named = named | set(_card_names(rules, move))
        yield session, rules, state, named


def _card_names(rules, move):
    """The card names in a move ('concert-tickets', 'ea-02'): what the players
    read off a card, not a word of the referee's."""
    verb = rules.grammar.verbs[move.verb]
    for arg, value in zip(verb.args, move.args):
        if arg.kind != "text" or arg.name not in CARD_NAMING_ARGS or value is None:
            continue
        for token in value if isinstance(value, tuple) else str(value).split():
            if "=" not in token:
                yield token.split(":")[0]


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.name)
def test_every_status_value_has_a_spanish_form(path):
    """What `status` shows (the values, not the keys: those are labels) is
    Spanish under --lang es: colours, phases, states, traits, goals..."""
    from referee.games import status_labels

    missing = set()
    for session, rules, state, named in _states(path):
        words = vocabulary(session.setup.game)
        players = set(session.setup.players) | {"rob"} | named
        labels = set(status_labels(session.setup.game)) | {"players", "rob", "must_act"}
        for word in _shown_words(rules.status(state), players, labels):
            entry = words.words.get(word) or words.verbs.get(word)
            if entry is None or "es" not in entry.names:
                if not ("-" in word and all(part in words.words for part in word.split("-"))):
                    missing.add(word)
    assert missing == set()


@pytest.mark.parametrize("game", REFEREED)
def test_spanish_examples_read_back_to_the_same_move(game):
    """Each verb's example, shown in Spanish (`moves GAME --lang es`), is
    accepted as typed and means the same canonical move."""
    words = vocabulary(game)
    grammar = game_rules(game).grammar
    for verb in grammar.verbs.values():
        players = list(dict.fromkeys([verb.example.split(":")[0].strip(), "Ana", "Ben", "Cara", "Felix", "Julius", "Eric"]))
        english = grammar.parse(verb.example, players)
        spanish = words.move(verb.example, "es", players)
        assert spanish != verb.example or verb.name in ("material", "rob", "santa"), spanish
        assert grammar.parse(spanish, players) == english, (verb.example, spanish)


def test_verbs_take_unique_prefixes_in_both_languages():
    grammar = game_rules("coming-of-age").grammar
    assert grammar.parse("Ana: cho 4", ["Ana"]).verb == "choose"
    assert grammar.parse("Ana: eleg 4", ["Ana"]).verb == "choose"
    assert grammar.parse("Ana: exp", ["Ana"]).verb == "experience"
    with pytest.raises(Exception):
        grammar.parse("Ana: r 4", ["Ana"])  # roll, row, remember, rob...


def test_spanish_words_in_arguments_come_back_as_ids():
    grammar = game_rules("coming-of-age").grammar
    move = grammar.parse("Ana: ubicación 4 experiencia naranja+1 azul+1", ["Ana"])
    assert move.text() == "Ana: location 4 experience orange+1 blue+1"
    assert grammar.parse("Ana: ganar 1 voluntad @realizacion-4", ["Ana"]).text() == "Ana: gain 1 willpower @fulfillment-4"
    assert grammar.parse("Ana: empezar testarudo sociable jugon comprometido nostalgico", ["Ana"]).text() == \
        "Ana: start stubborn sociable gamer committed nostalgic"
    loop = game_rules("loop").grammar
    assert loop.parse("Ana: comprar vidrio 2 rep", ["Ana"]).text() == "Ana: buy glass 2 rep"
    assert loop.parse("Ana: jugar adquirir Ben cristal:2", ["Ana", "Ben"]).text() == "Ana: play acquire Ben glass:2"


@pytest.mark.parametrize("lang, one, two", [
    ("en", "takes 1 Frustration Token: name 1 Mood Track", "takes 2 Frustration Tokens: name 2 different Mood Tracks"),
    ("es", "cuesta 1 Ficha de Frustración: indica 1 Registro de Ánimo", "cuesta 2 Fichas de Frustración: indica 2 Registros de Ánimo distintos"),
])
def test_counts_take_the_plural_form_of_the_language(lang, one, two):
    # p. 7: an adjacent location costs 1 Frustration Token, a non-adjacent one 2.
    from referee.core.messages import ngettext
    from referee.i18n import Translator

    tr = Translator(lang)
    message = ("Moving from {die} to {location} takes {n} Frustration Token: name {n} Mood Track (free: {free}).",
               "Moving from {die} to {location} takes {n} Frustration Tokens: name {n} different Mood Tracks (free: {free}).")
    assert one in ngettext(*message, 1, die=3, location=4, free="green").render(tr)
    assert two in ngettext(*message, 2, die=3, location=1, free="green").render(tr)


def test_spanish_shows_the_games_words_in_messages():
    from referee.core.messages import Msg
    from referee.i18n import Translator

    tr = Translator("es").with_words(vocabulary("coming-of-age"))
    text = Msg("{player} needs {count} {colour} Motivation Tokens, has {have}.", player="Rosa", count=2, colour="pink", have=1).render(tr)
    assert "rosa" in text and "pink" not in text and text.startswith("Rosa")


def test_a_session_is_the_same_whichever_language_typed_it(cli, tmp_path):
    english = ["Ana: start unmoved sociable gamer committed experimented red", "Ben: start fair versatile eclectic committed grateful yellow",
               "Ana: roll 4", "Ben: roll 2", "Ana: choose 4", "Ben: choose 2 3 turquoise"]
    spanish = ["Ana: empezar impasible sociable jugón comprometido experimentador rojo", "Ben: empezar Justo versátil ecléctico comprometido agradecido amarillo",
               "Ana: tirar 4", "Ben: tir 2", "Ana: eleg 4", "Ben: elegir 2 3 turquesa"]
    files = []
    for lang, moves in (("en", english), ("es", spanish)):
        path = tmp_path / f"{lang}.toml"
        assert cli("new", "coa", "--players", "Ana,Ben", "--file", str(path), "--lang", lang)[0] == 0
        for move in moves:
            code, out, err = cli("do", move, "--file", str(path), "--lang", lang)
            assert code == 0, err
        files.append(path.read_text(encoding="utf-8").replace('lang = "es"', 'lang = "en"'))
    assert files[0] == files[1]
    code, out, _ = cli("log", "--file", str(tmp_path / "es.toml"), "--lang", "es")
    assert "Ben: elegir 2 3 turquesa" in out and "choose" not in out


def test_a_card_named_with_a_game_word_in_it_keeps_its_name():
    # 'family-time' is a card the players named; 'family' alone is a Life icon.
    words = vocabulary("adulthood")
    assert words.text("family", "es") == "Familia"
    assert words.text("family-time", "es") == "family-time"
    assert vocabulary("coming-of-age").text("pink-orange", "es") == "rosa-naranja"


def _cut(tmp_path, example, count):
    """The first `count` events of an example session, as a session file."""
    text = (ROOT / "examples" / example).read_text(encoding="utf-8")
    head, _, rest = text.partition("events = [\n")
    events = [line for line in rest.splitlines() if line.startswith('    "')][:count]
    path = tmp_path / "cut.toml"
    path.write_text(head + "events = [\n" + "\n".join(events) + "\n]\n", encoding="utf-8")
    return path


def test_adulthood_steps_to_crossing_take_the_plural_form(cli, tmp_path):
    from referee.core.messages import ngettext
    from referee.i18n import Translator

    code, out, err = cli("hints", "Ana", "--file", str(_cut(tmp_path, "adulthood/standard-3p.toml", 30)), "--lang", "es")
    assert code == 0, err
    assert "A Ana le faltan 20 pasos para el cruce" in out
    one = ngettext("{player} is {steps} step from crossing (Happiness {happy} + Impact {impact}, cross at {cross}).",
                   "{player} is {steps} steps from crossing (Happiness {happy} + Impact {impact}, cross at {cross}).",
                   1, player="Ana", steps=1, happy=20, impact=3, cross=24)
    assert one.render(Translator("es")).startswith("A Ana le falta 1 paso para el cruce")


def test_numbered_choices_are_shown_in_the_readers_language(cli, tmp_path):
    path = _cut(tmp_path, "adulthood/standard-3p.toml", 30)
    code, out, err = cli("options", "--file", str(path), "--lang", "es")
    assert code == 0, err
    assert "1. Ana: tomar 1" in out and "Ana: listo" in out and "Ana: draft" not in out
    code, out, err = cli("do", "1", "--file", str(path), "--lang", "es")
    assert code == 0, err
    assert 'Ana: draft 1"' in path.read_text(encoding="utf-8")  # the file keeps the canonical move
