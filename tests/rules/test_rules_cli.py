"""`referee ask` and `referee rules` from the command line: JSON contracts,
exit codes (0 answered, 1 no answer, 2 bad input) and localized output."""

import json

HIT_FIELDS = ["game", "id", "title", "section", "page", "text", "note", "score"]
ENTRY_FIELDS = ["game", "id", "title", "section", "page", "text"]


def test_ask_json_schema(cli):
    code, out, err = cli("ask", "how many times can I reroll?", "--json", "--limit", "3")
    assert code == 0, err
    data = json.loads(out)
    assert list(data) == ["query", "game", "lang", "answered", "missing", "gap", "printed", "hits"]
    assert data["printed"] is False  # (true when it asks what components print: see test_printed_instances)
    assert data["answered"] is True
    assert data["gap"] is None  # answered: no known gap of the rulebook
    assert data["query"] == "how many times can I reroll?"
    assert data["game"] is None and data["lang"] == "en"
    assert 1 <= len(data["hits"]) <= 3
    for hit in data["hits"]:
        assert list(hit) == HIT_FIELDS
        assert isinstance(hit["score"], (int, float)) and 0 <= hit["score"] <= 100
    assert data["hits"][0]["game"] == "cv" and data["hits"][0]["id"] == "roll.rerolls"
    assert data["hits"][0]["page"] is None


def test_ask_json_with_game_and_spanish_question(cli):
    code, out, _ = cli("ask", "¿puedo", "mover", "el", "dado", "a", "una", "ubicación", "no", "adyacente?", "--game", "coa", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "coming-of-age" and data["lang"] == "es"
    assert data["hits"][0]["id"] == "change-location.non-adjacent" and data["hits"][0]["page"] == 7


def test_ask_shows_answer_citation_and_candidates(cli):
    code, out, _ = cli("ask", "¿Cuántas veces puedo volver a tirar los dados?", "--limit", "3")
    assert code == 0
    assert "roll.rerolls" in out and "CV" in out
    assert "2." in out and "3." in out
    code, out, _ = cli("ask", "can I move my die to a non-adjacent location", "--lang", "en")
    assert code == 0 and "p. 7" in out and "change-location.non-adjacent" in out


def test_ask_lang_option_sets_the_answer_language(cli):
    code, out, _ = cli("ask", "cuantas veces puedo volver a tirar", "--lang", "en", "--json")
    data = json.loads(out)
    assert code == 0 and data["lang"] == "en" and data["hits"][0]["title"].startswith("Reroll")


def test_ask_no_answer_exit_1(cli):
    code, out, err = cli("ask", "xyzzy qwrtp")
    assert code == 1 and err.strip() and "Traceback" not in err
    code, out, err = cli("ask", "xyzzy qwrtp", "--json")
    assert code == 1 and json.loads(out)["hits"] == []


def test_ask_says_when_the_rulebook_is_silent(cli):
    # Adulthood's rulebook has no hand limit (issue 12): no answer, related entries, exit 1
    code, out, _ = cli("ask", "is there a hand limit in adulthood", "--json")
    data = json.loads(out)
    assert code == 1 and data["answered"] is False and data["hits"] == []
    assert data["related"] and "limit" in data["missing"]
    code, out, _ = cli("ask", "is there a hand limit in adulthood")
    assert code == 1 and "does not cover" in out and "Related rules:" in out
    code, out, _ = cli("ask", "¿hay límite de cartas en la mano en Adulthood?")
    assert code == 1 and "no cubre" in out and "Reglas relacionadas:" in out


def test_silent_rulebook_shows_the_general_rule_for_the_gap(cli):
    # Coming of Age p. 2 only makes Willpower and Motivation unlimited ("substitute with any other
    # components"): for Memory Tokens running out that stand-in rule is related, not the answer
    code, out, _ = cli("ask", "qué pasa si se acaban las fichas de recuerdo", "--json")
    data = json.loads(out)
    assert code == 1 and data["answered"] is False
    assert data["related"][0]["id"] == "setup.unlimited-tokens"


def test_player_count_is_not_matched_by_another_number(cli):
    # "5 players" is not answered by a rule about "5 VEP"
    code, out, _ = cli("ask", "se puede jugar Coming of Age con 5 jugadores", "--json")
    assert code == 1 and json.loads(out)["answered"] is False
    code, out, _ = cli("ask", "with 3 players how many sets of material are removed", "--json")
    data = json.loads(out)
    assert code == 0 and data["hits"][0]["id"] == "setup.material-removal"


def test_ask_shows_the_projects_reading(cli):
    # components.characters-and-counters carries a note: shown labelled under the text, and in JSON
    code, out, _ = cli("ask", "how many character tokens are in coming of age", "--json")
    data = json.loads(out)
    assert code == 0 and data["hits"][0]["id"] == "components.characters-and-counters"
    assert data["hits"][0]["note"] and "48" in data["hits"][0]["note"]
    code, out, _ = cli("ask", "how many character tokens are in coming of age")
    assert "Our reading (not the rulebook's words):" in out and "adds up to 48" in out
    code, out, _ = cli("ask", "cuántas fichas de personaje trae la caja de coming of age")
    assert "Nuestra lectura" in out


def test_ask_bad_input_exit_2(cli):
    code, _, err = cli("ask", "reroll", "--limit", "0")
    assert code == 2 and "--limit" in err
    code, _, err = cli("ask", "reroll", "--game", "chess")
    assert code == 2 and "chess" in err
    code, _, err = cli("ask", "reroll", "--lang", "fr")
    assert code == 2


def test_rules_list_json(cli):
    code, out, _ = cli("rules", "list", "cv", "--json", "--lang", "en")
    assert code == 0
    entries = json.loads(out)
    assert entries and all(list(entry) == ENTRY_FIELDS for entry in entries)
    assert {entry["game"] for entry in entries} == {"cv"}
    assert "roll.rerolls" in [entry["id"] for entry in entries]


def test_rules_list_table_in_spanish(cli):
    code, out, _ = cli("rules", "list", "coa", "--lang", "es")
    assert code == 0 and "change-location.non-adjacent" in out and "Ir a una ubicación no adyacente" in out


def test_rules_show(cli):
    code, out, _ = cli("rules", "show", "coa", "change-location.non-adjacent", "--lang", "en")
    assert code == 0 and "p. 7" in out and "Frustration" in out
    code, out, _ = cli("rules", "show", "coming-of-age", "change-location.non-adjacent", "--json", "--lang", "es")
    data = json.loads(out)
    assert code == 0 and data["id"] == "change-location.non-adjacent" and data["page"] == 7
    assert list(data)[: len(ENTRY_FIELDS)] == ENTRY_FIELDS
    code, out, _ = cli("rules", "show", "coa", "components.characters-and-counters", "--lang", "en")
    assert code == 0 and "Our reading (not the rulebook's words):" in out and "adds up to 48" in out


def test_rules_show_unknown_id_exit_2_with_suggestion(cli):
    code, out, err = cli("rules", "show", "cv", "roll.reroll")
    assert code == 2 and "roll.rerolls" in err and "Traceback" not in err
    code, out, err = cli("rules", "show", "chess", "roll.rerolls")
    assert code == 2


def test_ask_keeps_to_the_game_of_the_open_session(cli, tmp_path, monkeypatch):
    # at the table, a question is about the game being played, unless it names another one
    session = tmp_path / "night.toml"
    code, _, err = cli("new", "loop", "--players", "Ana,Ben", "--file", str(session))
    assert code == 0, err
    monkeypatch.setenv("REFEREE_SESSION", str(session))
    code, out, _ = cli("ask", "what happens if the event deck runs out", "--json")
    data = json.loads(out)
    assert code == 1 and data["game"] == "loop" and data["answered"] is False
    code, out, _ = cli("ask", "can I reroll bad luck dice", "--json")  # names nothing of LOOP: still LOOP's rules
    assert json.loads(out)["game"] == "loop"
    code, out, _ = cli("ask", "in cv can i reroll bad luck dice", "--json")  # names another game: that one
    data = json.loads(out)
    assert code == 0 and data["hits"][0]["game"] == "cv" and data["hits"][0]["id"] == "roll.bad-luck-frozen"
    monkeypatch.setenv("REFEREE_SESSION", str(tmp_path / "missing.toml"))
    code, out, _ = cli("ask", "can I reroll bad luck dice", "--json")  # no session: every game
    assert code == 0 and json.loads(out)["hits"][0]["game"] == "cv"
