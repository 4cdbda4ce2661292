"""The session commands drive an Adulthood game like the other refereed
games: exit 0 / 1 / 2, a refused move leaves the file byte-identical, rules
cited in the session's language, `moves` with examples, `hints`."""

import json

import pytest

from referee.core.moves import Move
from referee.games.adulthood.grammar import GRAMMAR
from adulthood_lines import BOARD, CAREERS, MARKET


@pytest.fixture(autouse=True)
def own_catalog(tmp_path, monkeypatch):
    """Each test with its own catalog of facts (the user's data folder)."""
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))


def start(cli, path, lang="en"):
    code, out, err = cli("new", "adulthood", "--players", "Ana,Ben", "--file", str(path), "--lang", lang)
    assert code == 0, err
    for line in (f"Ana: board {BOARD}", f"Ana: market {' '.join(MARKET[:5])}", f"Ana: keep {CAREERS['Ana']}", f"Ben: keep {CAREERS['Ben']}"):
        code, _, err = cli("do", line, "--file", str(path))
        assert code == 0, (line, err)
    return out


def test_new_prints_the_checklist(cli, tmp_path):
    out = start(cli, tmp_path / "s.toml")
    assert "Place 5 Adulthood cards" in out and "Ana goes first" in out


def test_refused_move_exits_1_leaves_the_file_and_cites_the_rule(cli, tmp_path):
    path = tmp_path / "s.toml"
    start(cli, path)
    before = path.read_bytes()
    code, _, err = cli("do", "Ana: place donate", "--file", str(path))
    assert code == 1 and path.read_bytes() == before
    assert "cannot pay for these spots" in err and "[turn.place-resources]" in err


def test_bad_input_exits_2_with_a_suggestion(cli, tmp_path):
    path = tmp_path / "s.toml"
    start(cli, path)
    before = path.read_bytes()
    code, _, err = cli("do", "Ana: plase career", "--file", str(path))
    assert code == 2 and "Did you mean 'place'" in err and path.read_bytes() == before
    cli("do", "Ana: place career", "--file", str(path))
    before = path.read_bytes()
    code, _, err = cli("do", "Ana: play chef cost=zz", "--file", str(path))
    assert code == 2 and "cost=zz is not an amount" in err and path.read_bytes() == before


def test_spanish_session(cli, tmp_path):
    path = tmp_path / "s.toml"
    out = start(cli, path, "es")
    assert "Coloca 5 cartas de Adulthood" in out
    code, out, _ = cli("do", "Ana: place career leisure", "--file", str(path))
    assert code == 0 and "+1 Dinero" in out and "+1 Felicidad" in out
    code, out, _ = cli("do", "Ana: draft 5", "--file", str(path))
    assert code == 0 and "paga 1 Energía, 1 Dinero" in out
    code, _, err = cli("do", "Ana: play yoga", "--file", str(path))
    assert code == 1 and "no tiene yoga en la mano" in err


def test_options_hints_status_undo(cli, tmp_path):
    path = tmp_path / "s.toml"
    start(cli, path)
    code, out, _ = cli("options", "--file", str(path))
    assert code == 0 and "place" in out and "e.g. Ana: place career community interview" in out
    code, out, _ = cli("hints", "Ana", "--file", str(path))
    assert code == 0 and "Spots Ana can afford now: career (4t)" in out and "24 steps from crossing" in out
    cli("do", "Ana: place career", "--file", str(path))
    code, out, _ = cli("hints", "Ana", "--file", str(path))
    assert "You can play chef (Career, cost 1 Money)" in out and "Market slot 1: yoga" in out
    code, out, _ = cli("status", "--file", str(path), "--json")
    data = json.loads(out)
    assert data["players"]["Ana"]["money"] == 2 and data["must_act"] == {"Ana": ["draft", "play", "done"], "Ben": ["place"]}
    code, _, _ = cli("undo", "--file", str(path))
    code, out, _ = cli("status", "--file", str(path), "--json")
    assert code == 0 and json.loads(out)["players"]["Ana"]["money"] == 1


def test_moves_lists_every_verb_with_an_example(cli):
    code, out, _ = cli("moves", "adulthood")
    assert code == 0
    for verb in GRAMMAR.verbs.values():
        assert verb.example in out


def test_examples_round_trip():
    # parse∘format: each verb's example reads back to the same line.
    for verb in GRAMMAR.verbs.values():
        move = GRAMMAR.parse(verb.example, ["Ana", "Ben"], [])
        assert isinstance(move, Move) and move.text() == verb.example


def test_a_spanish_table_reports_a_cards_facts_in_spanish(cli, tmp_path):
    """A Spanish table types a new card's printed facts in Spanish (tipo=,
    coste=, iconos=, acción=, necesita=, da=, fuera=, adulto, the types and
    spots by their Spanish names); the file keeps them as the English report,
    and Spanish output shows them in Spanish."""
    english, spanish = tmp_path / "en.toml", tmp_path / "es.toml"
    said = [
        "yoga tipo=bienestar costo=1e acción=2t>2e",
        "mall-walkers tipo=comunidad acción=2t>1e1i",
        "vacation tipo=experiencia coste=1m da=1e3h iconos=Lujo",
        "bike tipo=recurso coste=1m acción=1t>1h iconos=Social",
        "family-time tipo=ocio coste=1e adulto necesita=Familia acción=2t>3h iconos=Familia",
    ]
    for path, market in ((english, MARKET[:4] + [MARKET[5]]), (spanish, said)):
        assert cli("new", "adulthood", "--players", "Ana,Ben", "--file", str(path))[0] == 0
        assert cli("do", f"Ana: board {BOARD}", "--file", str(path))[0] == 0
        code, out, err = cli("do", f"Ana: mercado {' '.join(market)}", "--file", str(path), "--lang", "es")
        assert code == 0, err
    def recorded(path):
        return [line.strip() for line in path.read_text().splitlines() if line.strip().startswith('"Ana: market ')]

    assert recorded(english) == recorded(spanish) == [f'"Ana: market {" ".join(MARKET[:4] + [MARKET[5]])}",']
    assert "tipo=ocio coste=1e adulto necesita=Familia" in out  # (the Spanish report shown back)


@pytest.mark.parametrize("lang, told", [
    ("en", "'Ana: draft SLOT extra' (SLOT: 2 mall-walkers, 3 vacation, 4 bike, 5 crafting)"),
    ("es", "'Ana: tomar HUECO extra' (HUECO: 2 mall-walkers, 3 vacation, 4 bike, 5 crafting)"),
])
def test_options_and_status_say_the_extra_card_may_still_be_taken(cli, tmp_path, lang, told):
    # step 3 ends by itself right after Ana plays her last card; that card's extra-card effect
    # (Player Turns 3b, "immediately resolving any effects") may still bring a market card
    path = tmp_path / "s.toml"
    start(cli, path, lang)
    for line in ("Ana: place career", "Ana: draft 1", "Ana: play chef"):
        assert cli("do", line, "--file", str(path))[0] == 0
    code, out, _ = cli("do", "Ana: play yoga", "--file", str(path))
    flat = lambda text: " ".join(text.replace("│", " ").split())
    assert code == 0 and told in flat(out)
    for command in ("options", "status"):
        code, out, _ = cli(command, "--file", str(path))
        assert code == 0 and told in flat(out), command
    code, out, _ = cli("status", "--json", "--file", str(path))
    assert told in json.loads(out)["reminders"][0]
    cli("do", "Ana: market night-class", "--file", str(path))   # the refill: the moment has passed
    for command in ("options", "status"):
        assert "extra" not in cli(command, "--file", str(path))[1]
