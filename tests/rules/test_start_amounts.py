"""What a player starts with, or each player gets, asked with a count: the setup step that deals it
goes before the list of components (rules/start_amounts.py)."""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules import start_amounts
from referee.rules.start_amounts import asks_each_gets, asks_start_amount, asks_undealt


# Coming of Age, Setup > Individual Player Setup: "Place your 7 Interest Tokens in your personal supply",
# "Place 5 Frustration Tokens, frustrated side up, in your personal supply": they answer how many a player has at the
# start, not Components' count of the tokens in the box.
@pytest.mark.parametrize("question, expected", [
    ("Coming of Age: how many Interest Tokens and Frustration Tokens do I have at the start?", "setup.interest-tokens"),
    ("¿Cuántas Fichas de Frustración y de Interés tengo al principio en Coming of Age?", "setup.frustration-tokens"),
])
def test_the_setup_step_tells_what_a_player_starts_with(question, expected):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", expected)


def test_only_a_count_at_the_start_in_the_first_ask():
    assert asks_start_amount("how many coins do I start with?", "en")
    assert asks_start_amount("¿cuántas monedas tengo al empezar?", "es")
    assert not asks_start_amount("can I trade at the start of my turn?", "en")  # (no count)
    assert not asks_start_amount("do I get to see my parent cards? how many do I draw at the start", "en")


# What each player gets, asked with no word of the start, is the same deal of the setup (rules/start_amounts.py,
# asks_each_gets). LOOP, Basic Mode Setup (p. 2): "Shuffle and deal 3 GOAL (P.4) to each player", the step that
# answers, not the player's area (p. 4) that counts the GOAL types; CV, Setup step 4: "Deal one card from the life
# goal deck to each player", not the card type's description; Adulthood, Set Up the Game step 4: "Give each player:
# ... b. 8 time meeples", not the components' count of time tokens in the box.
@pytest.mark.parametrize("question, game, expected", [
    ("LOOP: how many GOAL cards does every player receive?", "loop", "setup.goals"),
    ("¿Cuántas cartas de GOAL recibe cada uno en LOOP?", "loop", "setup.goals"),
    ("En CV, ¿cuántas cartas de objetivo vital recibe cada una?", "cv", "setup.personal-goal"),
    ("Adulthood: how many time meeples does every player receive?", "adulthood", "setup.player-components"),
])
def test_the_setup_step_tells_what_each_player_gets(question, game, expected):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == (game, expected)


def test_each_player_gets_asked_with_a_count_and_no_turn():
    assert asks_each_gets("how many GOAL does each player get?", "en")
    assert asks_each_gets("¿cuántas cartas le tocan a cada jugador?", "es")
    assert not asks_each_gets("how many cards does each player get each round?", "en")  # (play, not the setup)
    assert not asks_each_gets("¿cuántas cartas recibe cada uno por turno?", "es")
    assert not asks_each_gets("does each player get a goal?", "en")  # (no count)
    assert not asks_each_gets("how many goals are there for each player?", "en")  # (no verb of getting)


# What no player gets, and the deal for another player count, answer no "each player gets" (rules/start_amounts.py,
# deal_may_move and dealt_entry_first). CV, Setup step 5: "For 4 players, deal 3 childhood cards to each player. For 2
# or 3 players, ... Combine the bicycle card with ... 8 random cards (for 3 players) ... deal 3 cards to each player.
# Set aside the unused cards": at three players the step of three answers, not the deal of four nor the cards set
# aside. Adulthood, Set Up the Game step 2: "1 Time meeple within easy reach of all players" is the common supply;
# step 4, "Give each player: ... 8 time meeples", is what each player gets (the Spanish rules call them "fichas de
# Tiempo").
def test_the_deal_for_the_count_asked_not_the_cards_set_aside():
    result = search("A tres jugadores, ¿cuántas cartas de infancia recibe cada uno?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("cv", "setup.childhood-3p")


def test_the_common_supply_is_not_what_each_player_gets():
    result = search("¿cuántas fichas de tiempo le tocan a cada uno?")
    assert result.answered and result.hits[0].game == "adulthood" and result.hits[0].id != "setup.supply"


def test_what_is_left_over_asked_keeps_the_cards_set_aside():
    assert asks_undealt("¿cuántas cartas de infancia recibe cada uno y cuántas quedan apartadas?", "es")
    assert asks_undealt("how many childhood cards does everyone get and how many are set aside?", "en")
    assert not asks_undealt("A tres jugadores, ¿cuántas cartas de infancia recibe cada uno?", "es")


# The verb left out, the count right before the phrase of each player (rules/start_amounts.py, each_elided): CV,
# Setup step 4, "Deal one card from the life goal deck to each player", answers "meta de vida, ¿cuántas cada uno?",
# not the public life goals of step 3.
def test_how_many_each_with_no_verb_asks_the_deal():
    assert asks_each_gets("meta de vida cuantas cada uno", "es")
    assert asks_each_gets("childhood cards, how many each?", "en")
    assert not asks_each_gets("how many goals can I score, and for how much each?", "en")  # (a price, not the deal)
    result = search("meta de vida cuantas cada uno")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("cv", "setup.personal-goal")


# LOOP, "Basic Mode Setup" (p. 5): "Each player takes 2 COIN and 1 random MATERIAL at QUALITY 2"; the rulebook then
# describes the player's area (the CAREER card, the LANDFILL...) inside the setup chapter. That description is no step
# of setup: asked what the INTERN starts with, the CAREER card's entry of the player area stayed first, taken for the
# setup step itself, and the step or the INTERN's own entry (both say the 2 COIN) went behind it.
@pytest.mark.parametrize(("question", "lang"), [
    ("In LOOP, how many COIN does the INTERN start with?", "en"),
    ("LOOP: ¿cuántas COIN tiene el INTERN al empezar?", "es"),
])
def test_the_player_area_described_in_the_setup_chapter_is_no_setup_step(question, lang):
    result = search(question, lang=lang)
    assert result.hits[0].id in ("setup.starting-resources", "career.intern")


@pytest.mark.parametrize(("section", "lang", "setup"), [
    ("Basic Mode Setup", "en", True),
    ("Setup > General Setup", "en", True),
    ("Competitive Mode > Setup & Career", "en", True),
    ("Preparación > Preparación de cada jugador", "es", True),
    ("Basic Mode Setup > Player Area", "en", False),
    ("Preparación del Modo Básico > Zona del jugador", "es", False),
])
def test_a_section_is_of_setup_by_its_last_part(section, lang, setup):
    assert start_amounts.of_setup(section, lang) is setup


# What a player starts with, asked with no count ("WHICH ... do we START WITH?", "¿CON QUÉ empiezo?"): the same
# setup step (rules/start_amounts.py, `start_held`). Coming of Age, Setup > Individual Player Setup: "Place a Mood
# Counter in the middle of the turquoise and the green Mood Tracks", before the overview of the five Mood Tracks.
def test_what_a_player_starts_with_asked_without_a_count():
    question = "Coming of Age, the round wooden counters for the tracks: which Mood Tracks do we start with, on which space?"
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "setup.mood-counters")
    assert asks_start_amount("what does the intern start with?", "en")
    assert asks_start_amount("¿Con qué empiezo si juego de Becario?", "es")
    assert not asks_start_amount("what can I do at the start of my turn?", "en")  # ("at the start": no holding)


def test_without_start_held_the_overview_came_first(monkeypatch):
    monkeypatch.setattr(start_amounts, "asks_start_amount", lambda query, lang: False)
    question = "Coming of Age, the round wooden counters for the tracks: which Mood Tracks do we start with, on which space?"
    assert search(question).hits[0].id == "mood-tracks.overview"


def test_the_start_of_a_round_is_no_start_of_the_game():
    assert not asks_start_amount("Al empezar la ronda 2, ¿cuántos dados tenemos?", "es")
    assert not asks_start_amount("At the start of my turn, how many actions do I have?", "en")
    assert asks_start_amount("¿Cuántos dados tenemos al empezar la partida?", "es")
    # Coming of Age rulebook (End of round): the new dice a round adds, not the set-up's starting die
    result = search("Al empezar la ronda 2, ¿cuántos dados tenemos y de dónde salen?")
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) in {
        ("coming-of-age", "end-of-round.new-dice"), ("coming-of-age", "end-of-round.unlocks")}


# The list of the box counts what the box holds, never what a player starts with (rules/start_amounts.py,
# past_box_first). Coming of Age, Individual Player Setup: "Shuffle your Parent Card deck ... draw 2 cards"; Adulthood,
# Set Up the Game step 4: each player takes "8 time meeples". A question that opens the box holds the box's word,
# and the Components entry ("Cards and tiles: Parent, Memory, Trait and Goal", "33 Time tokens") scored far above the
# setup step; the setup step goes first from further behind.
@pytest.mark.parametrize("question, game, expected", [
    ("ok we opened the box: how many parent cards does each of us start with?", "coming-of-age", "setup.parent-cards"),
    ("ya abrimos la caja, ¿cuántas Cartas de Padres recibe cada jugador?", "coming-of-age", "setup.parent-cards"),
    ("we opened the box, how many Time meeples does each player get?", "adulthood", "setup.player-components"),
])
def test_the_setup_step_goes_before_the_box_list(question, game, expected):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == (game, expected)


# ... while a question of what the box holds keeps the box's list first.
@pytest.mark.parametrize("question, game, expected", [
    ("How many Parent Cards are in the box in Coming of Age?", "coming-of-age", "components.cards-and-tiles"),
    ("¿Cuántas fichas de Tiempo trae la caja de Adulthood?", "adulthood", "components.time"),
])
def test_what_the_box_holds_keeps_the_box_list_first(question, game, expected):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == (game, expected)


@pytest.mark.parametrize("section, lang, box", [
    ("Components", "en", True), ("Componentes", "es", True), ("Setup > General Setup", "en", False),
    ("Card Types", "en", False),
])
def test_a_section_is_of_the_box_by_its_last_part(section, lang, box):
    assert start_amounts.of_box(section, lang) is box



# A question that names how many play asks the table by player count (rules/start_amounts.py, tells_count_table):
# LOOP, Basic Mode Setup (p. 2), "Starting FAVOUR by seat position and player count" (1st player 3p = 1, 2nd 3p = 2,
# 3rd 3p = 3), not the step that deals them by seat with no count.
@pytest.mark.parametrize("question, lang", [
    ("there are 3 of us, how many FAVOUR cards does each player get?", "en"),
    ("Somos tres jugadores, ¿cuántas cartas de FAVOUR le tocan a cada jugador?", "es"),
])
def test_a_named_count_keeps_the_table_by_player_count_first(question, lang):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "setup.favour-table")


def test_with_no_count_named_the_deal_step_still_goes_first():
    result = search("how many red FAVOUR does each player get in LOOP?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "setup.favours")


def test_a_title_tells_the_table_by_player_count():
    assert start_amounts.tells_count_table("Starting FAVOUR by seat position and player count", "en")
    assert start_amounts.tells_count_table("Favores iniciales según posición y número de jugadores", "es")
    assert not start_amounts.tells_count_table("Player count: 2 to 6 players, or 1 in Solo Mode", "en")
    assert not start_amounts.tells_count_table("Remove the blue FAVOUR, deal red FAVOUR by seat", "en")


# How a thing is dealt, asked with no count, asks the setup step that deals it (rules/start_amounts.py, asks_deal):
# LOOP, Cooperative Mode > Setup (p. 16), each player gets one of each red FAVOUR, not the co-op play rule (no draw,
# played face up).
@pytest.mark.parametrize("question", [
    "in co-op LOOP how are the FAVOUR cards dealt?",
    "En el modo cooperativo de LOOP, ¿cómo se reparten las cartas de Favor?",
])
def test_how_a_thing_is_dealt_asks_the_setup_step(question):
    result = search(question)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "coop.setup-favours")


def test_a_play_question_of_the_mode_keeps_the_play_rule_first():
    result = search("En cooperativo, ¿se roban Favores al empezar el turno?")
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("loop", "coop.favours")


def test_a_deal_asked_with_no_turn_or_round():
    assert start_amounts.asks_deal("how are the GOAL cards dealt?", "en")
    assert start_amounts.asks_deal("¿cómo se reparten los Favores?", "es")
    assert not start_amounts.asks_deal("¿cuántas cartas se reparten cada ronda?", "es")  # (play, not the setup)
    assert not start_amounts.asks_deal("can we make a deal with another player?", "en")


# The deal is read only when asked how (`setup_deal_how`): a deal in a relative clause asks something else.
def test_a_deal_is_asked_only_with_how():
    assert start_amounts.asks_deal("tell me how the favours get dealt out", "en")
    assert start_amounts.asks_deal("explícame cómo se reparten las cartas de Favor", "es")
    assert not start_amounts.asks_deal("When do I reveal the secret life goal I was dealt?", "en")
    assert not start_amounts.asks_deal("¿Puedo mirar las cartas que se reparten boca abajo?", "es")
