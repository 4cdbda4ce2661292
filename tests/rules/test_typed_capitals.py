"""`ask` reads a word typed in capitals that only one game prints in
capitals as all but naming that game (issue 12, item 3; rules/typed_capitals.py).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import get_index, search
from referee.rules.normalize import fold, words
from referee.rules.typed_capitals import capitals_game, printed_word_votes, titled_card_words, typed_in_title_case


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("how many COIN does each player start with", "loop"),
        ("¿cuántas CAREER recibo al empezar?", "loop"),
        ("how many coins does each player start with", None),  # no capitals: the words vote as before
        ("HOW MANY COIN DOES EACH PLAYER START WITH", None),  # shouted: the capitals say nothing
        ("how many VEP for a GOAL", None),  # two games' capitals: neither
        # the printed word made plural as one writes, the "s" in lower case (blind112's big-picture style)
        ("so what are CAREERs for?", "loop"),
        ("EVENTs, quick summary?", "loop"),
        ("how many VEPs for GOALs", None),  # two games' capitals, plural: neither
    ],
)
def test_capitals_game(text, game):
    assert capitals_game(text, get_index().printed_in_capitals) == game


# "what are CAREERs for": LOOP prints CAREER in capitals; read as "careers" alone it voted Adulthood's Career cards
def test_a_plural_typed_in_capitals_ranks_loop_first():
    assert search("so what are CAREERs for, in short?", limit=3).hits[0].game == "loop"


# LOOP prints CAREER in capitals; Adulthood has Career cards too, so the words alone pointed to it.
def test_a_career_typed_in_capitals_ranks_loop_first():
    result = search("modo solitario: ¿qué CAREER quedan fuera?", limit=3)
    assert result.hits[0].game == "loop"


# Typed in title case, a word LOOP prints in capitals that another game's English glossary names too is
# copied off that game's cards, which print it so ("la carta de Career": Adulthood's); in capitals or in
# lower case it votes for LOOP as before.
@pytest.mark.parametrize(
    ("text", "games"),
    [
        ("¿cuántas cartas de Career me tocan?", {"adulthood", "cv"}),
        ("¿cuántas cartas de CAREER me tocan?", {"loop"}),
        ("jugando solitario, ¿cuántas goal hay que sacar?", {"loop"}),
        ("¿cuánta Reputation tengo?", {"loop"}),  # no other game names it: LOOP's still
    ],
)
def test_printed_word_votes(text, games):
    index = get_index()
    surface = [fold(word) for word in words(text)]
    votes = printed_word_votes(surface, typed_in_title_case(text), index.printed_in_capitals,
                               index.box_sources["es"], index.langs["es"].vocabulary)
    assert set(votes) == games


def test_title_case_away_from_a_sentence_start():
    assert typed_in_title_case("Career: ¿cuántas cartas de Career me dan? Vale.") == frozenset({"career"})


def test_a_career_typed_in_title_case_ranks_adulthood_first():
    result = search("al preparar, cuantas cartas de Career me dan", limit=3)  # (LOOP's setup led)
    assert result.hits[0].game == "adulthood"


# LOOP, Competitive Mode p.13: "Each Career has a unique Ability" (Cada Profesión tiene una Habilidad única);
# Basic Mode setup p.5: the Career card goes to the right of the player mat. "CAREER" typed in capitals is read as
# LOOP's Spanish term (Profesión) even though the question names no game and three games name a career three
# ways; read as a Spanish word it was "car" of "cara" (the coin flip of Insurance, the black side of Reputation).
@pytest.mark.parametrize(
    ("text", "entry"),
    [
        ("¿Qué ABILITY tiene mi CAREER?", "careers.ability"),
        ("¿Para qué sirve una carta CAREER?", "area.career-card"),
    ],
)
def test_a_career_typed_in_capitals_is_read_as_loops_term(text, entry):
    result = search(text, limit=3)
    assert (result.hits[0].game, result.hits[0].id) == ("loop", entry)


# Adulthood's cards print "Career" (glossary: "Career"; setup: each player gets two Career cards and keeps one);
# LOOP prints CAREER in capitals, and CV's glossary says "career" only as a player's word for its Work card. In a
# Spanish question "Career" typed in title case, alone, is Adulthood's card, read as its Spanish term (carrera):
# read as Spanish it was "car" of "cara", and CV's dice faces or LOOP's two-sided player mat came first.
def test_title_case_card_words_name_the_game_that_prints_them_so():
    index = get_index()
    found = titled_card_words("oye, ¿para qué sirve la carta de Career?", index.printed_in_capitals,
                              index.titled_sources["es"], index.langs["es"].vocabulary)
    assert found == {"career": "adulthood"}
    # a word of a longer printed name is not the card word alone ("un Life Event": Adulthood's, not CV's Event)
    assert titled_card_words("me tocó un Life Event malo", index.printed_in_capitals, index.titled_sources["es"],
                             index.langs["es"].vocabulary) == {}
    # in capitals it is LOOP's (capitals_game), not read here
    assert titled_card_words("¿para qué sirve la carta CAREER?", index.printed_in_capitals, index.titled_sources["es"],
                             index.langs["es"].vocabulary) == {}


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        ("oye, ¿y para qué sirve una carta de Career?", "cards.career"),
        ("al empezar nos reparten cartas de Career, ¿cuántas y qué se hace con ellas?", "setup.careers"),
    ],
)
def test_a_career_typed_in_title_case_is_read_as_adulthoods_card(text, entry):
    result = search(text, limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", entry)


def test_a_career_in_capitals_or_in_english_keeps_its_own_reading():
    # the close neighbours: LOOP's CAREER typed in capitals, and the English question, stay as they were
    assert search("¿Para qué sirve una carta CAREER?", limit=3).hits[0].game == "loop"
    assert search("what does a Career card do in Adulthood?", limit=3).hits[0].id == "cards.career"


def test_an_unwritten_rule_about_a_career_card_stays_unanswered():
    # Adulthood's rules never say what happens when the Career deck runs out (a gap), with the card read as the
    # card now: the related entries are Adulthood's about careers, not CV's dice faces
    result = search("si se acaba el mazo de Career, ¿qué pasa con Interview?", limit=3)
    assert not result.answered
    assert result.hits and all(hit.game == "adulthood" for hit in result.hits)
