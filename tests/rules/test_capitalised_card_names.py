"""A card's English name, written in capitals in a question of another
language, is read as that game's term even when its Spanish stem is some
other word's.

"CAREER" folded and stemmed as Spanish is "car", the stem of "cara" (LOOP's
coin toss: "cara «$»"), so the question's word found neither LOOP's
Profesión nor anything it meant. A word in capitals that no Spanish rule
text writes is a name read off the cards (`search._boxed`).
"""

from __future__ import annotations

from referee.rules.search import _prepare, get_index, search


def test_a_capitalised_card_name_is_read_as_the_games_term():
    q, _ = _prepare("En LOOP competitivo, ¿cómo escojo mi CAREER?", "es", get_index())
    assert "car" not in q.stems  # (not the stem of "cara")
    assert "profesion" in q.stems


def test_choosing_a_career_in_competitive_loop():
    # LOOP p. 13, Competitive Mode > Setup & Career: "Shuffle all CAREER and deal 2 to each player. Choose one
    # of them, or the INTERN on the back, to play"
    result = search("En LOOP competitivo, ¿cómo escojo mi CAREER?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.setup-careers")
    result = search("jugando a LOOP en modo competitivo, ¿de qué manera elijo la CAREER?")
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.setup-careers")


def test_a_card_name_the_rules_write_only_in_asides_is_read_as_the_term():
    # LOOP's Spanish rules say "Vertedero" in many entries and "Landfill" in a few, inside English names
    # ("Landfill Tax") and asides: "la penalización del LANDFILL" is the Vertedero's (LOOP p. 15, Landfill
    # Penalty: "lose 1 HAPPINESS for every 3 MATERIAL in their own LANDFILL"), not the Debt Penalty's
    q, _ = _prepare("¿Cómo funciona la penalización del LANDFILL al final?", "es", get_index())
    assert "landfill" not in q.stems
    result = search("¿Cómo funciona la penalización del LANDFILL al final?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "competitive.landfill-penalty")


def test_a_sibling_of_a_kind_keeps_its_english_name():
    # "BARTER", "ACQUIRE": the FAVOURs' English names, which the Spanish entries write beside their own
    # ("Trueque (BARTER)"), tell the siblings apart; read as "trueque" they would weigh as the everyday word
    q, _ = _prepare("¿Puedo rechazar un BARTER?", "es", get_index())
    assert "bart" in q.stems  # (its own stem, not "trueque"'s)


def test_a_term_of_several_words_in_capitals_reads_whole():
    # "WORK AREA" typed as the cards print it is LOOP's Zona de Trabajo, though the Spanish rule text also
    # writes "area": its words are not boxed one by one into "trabajar" and an "area" of no term
    q, _ = _prepare("Al preparar la partida, ¿todas las monedas se dejan en la WORK AREA?", "es", get_index())
    assert "work" in q.stems
    # LOOP p. 2, Basic Mode Setup: "Place all COIN in the WORK AREA, on top of the LOOP logo on the board"
    result = search("Al preparar la partida, ¿todas las monedas se dejan en la WORK AREA?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "setup.coins")


def test_a_career_named_in_english_only_in_its_own_title_is_read_as_the_term():
    # the Spanish rules name each CAREER by its own term ("el Becario") and write the English name only in its
    # title ("Becario (Intern)", glossary `english_aside`): "el INTERN" is the Becario of every rule, so the
    # starting HAPPINESS of every CAREER (LOOP p. 4: "The INTERN starts the game at HAPPINESS 4. Every other
    # CAREER starts at HAPPINESS 3") goes before the INTERN's own card, as it does asked in Spanish words
    q, _ = _prepare("¿Con cuánta HAPPINESS empieza el INTERN y con cuánta las demás CAREER?", "es", get_index())
    assert "intern" not in q.stems and "becar" in q.stems
    for asked in ("¿Con cuánta HAPPINESS empieza el INTERN y con cuánta las demás CAREER?",
                  "¿Con cuánta felicidad empieza el becario y con cuánta las demás profesiones?"):
        result = search(asked)
        assert result.answered
        assert (result.hits[0].game, result.hits[0].id) == ("loop", "area.starting-happiness")
