"""Words with which a player tells the case at the table, never a topic the
answering entry must hold (lexicon `stopwords`, `question_form.idioms`,
`[named_things] describing`, `question_form.what_changes`):

* Spanish "ello", the neuter pronoun of what was just told ("¿gano algo por
  ELLO?"), a stopword like "eso" and "esto";
* "un poco" / "un poquito" ("ponérmelo UN POCO más fácil"), as "a little"
  and "a bit" in English, and "de sobra" ("tiempo DE SOBRA"), plenty of a
  thing, never the leftovers a rule hands back;
* a degree of how a player weighs a card ("it had a NICER action"), no
  lowercase name of a card (rules/plain_names.py);
* "¿y qué MÁS cambia?": the differences asked, no swap
  (rules/changes_asked.py; in Spanish only, see the test).

A topic of its own beside them still leaves the question unanswered.
Questions worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.changes_asked import changes_asked
from referee.rules.normalize import stopwords, words
from referee.rules.search import search


def _first(result) -> tuple[str, str]:
    return result.hits[0].game, result.hits[0].id


def test_ello_is_a_stopword():
    assert "ello" in stopwords("es")


# Coming of Age, step A of the bus: a new character's Friendship Token goes on the Friendship Track
@pytest.mark.parametrize(
    "question",
    [
        "En Coming of Age me toca la Ficha de Parada de Autobús con un personaje nuevo. ¿Dónde pongo su ficha y qué gano con ello?",
        "In Coming of Age the Bus Stop Tile shows a new character. Where do I put its token and what do I get for it?",
    ],
)
def test_a_pronoun_of_the_told_case_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == "coming-of-age"
    assert "ello" not in result.missing


# Coming of Age solo: the difficulty levels of Rob
@pytest.mark.parametrize(
    "question",
    [
        "Rob gana siempre por mucho. ¿Hay alguna forma de ponerle las cosas un poco más difíciles a Rob?",
        "Rob always beats me by a lot. Is there a way to make Rob a little harder?",
    ],
)
def test_a_little_more_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert _first(result) == ("coming-of-age", "solo.difficulty")


@pytest.mark.parametrize(
    "question",
    [
        "¿Hay alguna variante para que la partida de Adulthood dure un poco menos?",
        "¿Hay alguna variante oficial de Adulthood para jugar con tiempo de sobra?",
    ],
)
def test_a_variant_asked_with_an_amount_stays_unanswered(question):
    result = search(question)
    assert result.answered is False
    assert "variante" in result.missing
    assert "poco" not in result.missing and "sobra" not in result.missing
    assert result.hits  # the nearest entries, as related reading


# Adulthood: each action spot once per turn, however much Time is left
@pytest.mark.parametrize(
    "question",
    [
        "Tengo tiempo de sobra en Adulthood. ¿Puedo usar el mismo espacio de acción dos veces en un turno?",
        "I've got plenty of time meeples left in Adulthood. Can I use the same action spot twice in one turn?",
    ],
)
def test_plenty_of_a_thing_is_no_topic(question):
    result = search(question)
    assert result.answered is True
    assert _first(result) == ("adulthood", "turn.once-per-turn")


# Adulthood: a new Partner card takes the Married marker off (upgrade.lose-token)
@pytest.mark.parametrize(
    "question",
    [
        "I swapped my old Partner for a new Partner card since it has a nicer action. Does my Married marker stay?",
        "Cambié mi Partner por otra carta de Partner porque tiene una acción más bonita. ¿Me quedo con el marcador de Married?",
    ],
)
def test_a_weighing_degree_names_no_card(question):
    result = search(question)
    assert result.answered is True
    assert _first(result) == ("adulthood", "upgrade.lose-token")


def test_a_lowercase_name_beside_a_degree_stays_unknown():
    result = search("My friend says the flying trait is much nicer than mine. What does the flying trait do?")
    assert result.answered is False
    assert "flying" in result.missing


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("¿Cuántos puedo comprar y qué más cambia?", "es", True),
        ("¿Y qué más cambia?", "es", True),
        ("¿Qué otra cosa cambia?", "es", False),  # (only "más" stands between)
        # (English reads "what else changes" as words searched: the rule that says "changes" may be the answer)
        ("How many can I buy and what else changes?", "en", False),
    ],
)
def test_what_else_changes_is_the_form_of_the_question(text, lang, expected):
    assert bool(changes_asked(words(text), lang, frozenset(stopwords(lang)))) is expected


# LOOP: Economic Slowdown, what the active EVENT changes in a BUY turn
@pytest.mark.parametrize(
    "question",
    [
        "Sale Economic Slowdown en LOOP. Yo iba a comprar 3 MATERIAL. ¿Cuántos compro y qué más cambia?",
        "Economic Slowdown just came out in LOOP and I wanted 3 MATERIAL. How many can I buy and what else changes?",
    ],
)
def test_what_else_changes_asks_the_event(question):
    result = search(question)
    assert result.answered is True
    assert _first(result) == ("loop", "event.economic-slowdown")
