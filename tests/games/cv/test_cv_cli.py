"""CV through the session commands, in English and Spanish: new, do (and a
refusal that leaves the file byte-identical), status, options, hints, moves,
roll with CV's dice."""

import json


def _new(cli, tmp_path, *extra):
    path = tmp_path / "night.toml"
    code, out, err = cli("new", "cv", "--players", "Felix,Julius,Eric", "--file", str(path), *extra)
    assert code == 0, err
    return path


def test_new_prints_the_checklist(cli, tmp_path):
    path = tmp_path / "night.toml"
    code, out, _ = cli("new", "cv", "--players", "Ana,Ben", "--file", str(path), "--lang", "es")
    assert code == 0 and "la bicicleta más 5 cartas de infancia al azar (6)" in out


def test_refused_move_leaves_the_file_untouched(cli, tmp_path):
    path = _new(cli, tmp_path)
    code, out, err = cli("do", "Felix: reveal used-car possession cost:money,money,money points:3", "--file", str(path))
    assert code == 0 and "used-car" in out
    before = path.read_bytes()
    code, out, err = cli("do", "Felix: reveal used-car possession cost:money points:3", "--file", str(path), "--lang", "es")
    assert code == 1 and "ya se sabe que la carta used-car" in err.lower()
    assert path.read_bytes() == before
    code, out, err = cli("do", "Felix: revael gym health cost:health", "--file", str(path))
    assert code == 2 and "reveal" in err
    assert path.read_bytes() == before


def test_status_options_hints(cli, tmp_path):
    path = _new(cli, tmp_path)
    lines = [
        "Felix: reveal old-van possession cost:money,money,money points:3",
        "Felix: reveal gym health cost:health gives:health",
        "Felix: reveal school knowledge cost:knowledge gives:knowledge",
        "Felix: reveal lucky event cost:luck gives:luck",
        "Felix: reveal office work cost:knowledge gives:money,money upkeep:health",
        "Felix: goal collector 5", "Felix: goal lg-2 4",
        "Felix: dealt bicycle piano dog", "Julius: dealt kite cat swing", "Eric: dealt ball books tree",
        "Felix: keep bicycle", "Julius: keep kite", "Eric: keep ball",
        "Felix: keep books", "Julius: keep piano", "Eric: keep cat",
        "Felix: roll money money bad-luck health",
    ]
    for line in lines:
        code, out, err = cli("do", line, "--file", str(path))
        assert code == 0, (line, err)
    code, out, _ = cli("status", "--file", str(path), "--json")
    data = json.loads(out)
    assert data["must_act"] == {"Felix": ["reroll", "buy", "done", "effect", "card", "play"]} and data["dice"] == ["money", "money", "bad-luck", "health"]
    code, out, _ = cli("options", "--file", str(path))
    assert "3 dice may be rerolled" in out
    code, out, _ = cli("hints", "Felix", "--file", str(path), "--lang", "es")
    assert code == 0
    assert "Dados que se pueden volver a tirar: 3" in out and "gym" in out and "faltan 2 para la próxima desgracia" in out
    code, out, _ = cli("status", "--file", str(path), "--lang", "es")
    assert code == 0 and "Fila" in out and "juventud" in out


def test_moves_shows_examples(cli):
    code, out, _ = cli("moves", "cv")
    assert code == 0 and "e.g. Felix: reroll health money money money" in out and "buy" in out


def test_roll_cv_dice(cli):
    from referee.games.cv import data

    code, out, _ = cli("roll", "4cv", "--seed", "3", "--json")
    rolled = json.loads(out)
    assert code == 0 and len(rolled) == 4 and all(r["value"] in data.faces() for r in rolled)


def test_phase_names_in_spanish_are_the_rulebook_phases():
    # Game Play, phases of each round: "2. Select Cards", "5. Cleanup"; the Spanish rule
    # entries name them "2. Elegir cartas" and "5. Limpieza", and so does `status`.
    import tomllib

    from referee.core.resources import rulesets_dir
    from referee.core.vocabulary import vocabulary

    with (rulesets_dir() / "cv" / "rules.es.toml").open("rb") as handle:
        sections = {entry["section"] for entry in tomllib.load(handle)["entries"]}
    words = vocabulary("cv")
    for phase, number in (("select", 2), ("cleanup", 5)):
        shown = words.word(phase, "es")
        assert f"Desarrollo de la partida > {number}. {shown[0].upper()}{shown[1:]}" in sections


def test_a_spanish_table_reports_card_facts_in_spanish(cli, tmp_path):
    """"a Spanish table may type its moves in Spanish": the card's type and the
    facts printed on it (cost, what it gives, upkeep, dice, points,
    condition) in Spanish words are kept as the English report is."""
    english, spanish = _new(cli, tmp_path), tmp_path / "noche.toml"
    code, _, err = cli("new", "cv", "--players", "Felix,Julius,Eric", "--file", str(spanish))
    assert code == 0, err
    said = [
        ("Felix: reveal old-van possession cost:money,money,money points:3",
         "Felix: revelar old-van posesión coste:dinero,dinero,dinero puntos:3"),
        ("Felix: reveal bureau work/knowledge cost:knowledge gives:money,money upkeep:health condition",
         "Felix: revelar bureau trabajo/conocimiento costo:conocimiento da:dinero,dinero mantenimiento:salud condición"),
        ("Felix: reveal wedding relationship cost:relationship,relationship gives:relationship dice:1",
         "Felix: revelar wedding relaciones coste:relaciones,relaciones da:relaciones dados:1"),
    ]
    for line, dicho in said:
        code, out, err = cli("do", line, "--file", str(english))
        assert code == 0, err
        code, out, err = cli("do", dicho, "--file", str(spanish), "--lang", "es")
        assert code == 0, err

    def recorded(path):
        return [line.strip() for line in path.read_text().splitlines() if ": reveal " in line]

    assert recorded(english) == recorded(spanish) == [f'"{line}",' for line, _ in said]
