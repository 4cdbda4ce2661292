"""A phrase of summing up ("in a nutshell", "short version", "a grandes rasgos", "resumime") is how a player asks
for the big picture, never a topic the answer must cover; and the entry that heads its part of the rulebook goes
first (issue 12; rules/outline_asked.py).

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules import corpus, introduced_asked, outline_asked
from referee.rules.index import get_index
from referee.rules.normalize import words
from referee.rules.search import search

ANSWERED = [
    # Adulthood, Adulthood (Solo Mode): "Solo mode uses the normal setup with a few changes"
    ("Adulthood solo mode, in a nutshell?", "adulthood", "solo.overview"),
    # Coming of Age, Key Concepts > Memory Cards and Presences: what Memory Cards are, in one entry
    ("Memory Cards in a nutshell", "coming-of-age", "memory.overview"),
    # CV, Game Play > 3. Bad Luck: every 3 bad luck symbols are a misfortune
    ("bad luck, in a nutshell", "cv", "badluck.misfortune"),
    # Coming of Age, Key Concepts > Friendship Track
    ("¿Para qué sirve el Registro de Amistad, en una frase?", "coming-of-age", "friendship.track"),
    # LOOP, Mode Comparison: the 4 modes
    ("los modos de juego, ¿en qué se diferencian a grandes rasgos?", "loop", "modes.overview"),
    # Adulthood, The Center Board > Market Board: "dame la versión corta" is no shorter game asked
    ("dame la versión corta del mercado", "adulthood", "market.layout"),
    # Coming of Age, Playing > 3. Gain the Location Benefits: the Bus route heads the part
    ("give me the short version of the bus", "coming-of-age", "bus.route"),
]


@pytest.mark.parametrize(("question", "game", "first"), ANSWERED)
def test_a_phrase_of_summing_up_is_no_topic(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize(("question", "game", "first"), ANSWERED)
def test_without_the_reading_the_phrase_was_a_topic(question, game, first, monkeypatch):
    monkeypatch.setattr(outline_asked, "outline_positions", lambda folded, lang: set())
    assert search(question, game=game).answered is False


HEADS_FIRST = [
    # Coming of Age, Key Concepts > Mood Tracks heads the part ("Five Mood Tracks, two at the start, one more per
    # round"), before the end-of-round step that adds one
    ("the Mood Tracks, in short?", "coming-of-age", "mood-tracks.overview"),
    # Coming of Age, Playing > 3. Gain the Location Benefits: the Bus route heads the part, before the Bus's return
    # at the end of the year
    ("the bus, in a nutshell", "coming-of-age", "bus.route"),
    # Coming of Age, Key Concepts > Trait and Goal Tiles: what Trait Tiles are, before the limit of four
    ("Rasgos, en pocas palabras", "coming-of-age", "traits.overview"),
    # CV, Social Assistance: when it is checked, before what is taken
    ("roughly, what is social assistance?", "cv", "social.trigger"),
]


@pytest.mark.parametrize(("question", "game", "first"), HEADS_FIRST)
def test_the_entry_that_heads_its_part_goes_first(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == first


@pytest.mark.parametrize(("question", "game", "first"), HEADS_FIRST)
def test_without_the_pull_a_detail_came_first(question, game, first, monkeypatch):
    monkeypatch.setattr(outline_asked, "head_first", lambda *args, **kwargs: None)
    # (nor the entry that introduces the thing asked, which now pulls "the Mood Tracks, in short?" too:
    # rules/introduced_asked.py)
    monkeypatch.setattr(introduced_asked, "introducing_first", lambda *args, **kwargs: None)
    assert search(question, game=game).hits[0].id != first


@pytest.mark.parametrize(("question", "lang"), [
    # a shorter game asked, which the everyday group of shorter games and its gap answer
    ("is there a short version of LOOP?", "en"),
    ("¿se puede jugar una versión corta?", "es"),
    # an amount asked approximately: "roughly" is the clock's word
    ("roughly how long does a game of CV take?", "en"),
    ("¿cuánto dura más o menos una partida?", "es"),
    # "at a high level" is a place on a track, "rápido" a pace of play
    ("can I put them straight in at a high level?", "en"),
    ("¿me conviene ir rápido?", "es"),
])
def test_not_a_phrase_of_summing_up(question, lang):
    assert outline_asked.outline_positions(words(question), lang) == set()


@pytest.mark.parametrize(("question", "lang", "phrase"), [
    ("solo mode in a nutshell?", "en", "in a nutshell"),
    ("whats a turn, roughly?", "en", "roughly"),
    ("resumime un turno porfa", "es", "resumime"),
    ("las cartas de evento, ¿cómo van en resumen?", "es", "en resumen"),
    ("¿me lo explicás en una línea?", "es", "en una linea"),
    ("whats a turn look like, in short?", "en", "look like in short"),
    # "how" alone asks no amount: "how do they differ, roughly?"
    ("how do the modes differ, roughly?", "en", "roughly"),
])
def test_a_phrase_of_summing_up(question, lang, phrase):
    folded = words(question)
    assert " ".join(folded[n] for n in sorted(outline_asked.outline_positions(folded, lang))) == phrase


# "resumime un turno": the entry that lays the turn out in order is the whole of a turn (rules/sequence.py), before
# Coming of Age's end of the year (a turn is a year) that the word "turno" pulled first
def test_the_turn_laid_out_in_order_is_the_whole_of_a_turn(monkeypatch):
    assert search("resumime un turno, porfa").hits[0].id == "play.phases"
    monkeypatch.setattr(outline_asked, "heads_part",
                        lambda entry, lang_index: entry.id in outline_asked._heads(lang_index, entry.game))
    assert search("resumime un turno, porfa").hits[0].id != "play.phases"


def test_the_parts_that_list_head_nothing():
    # Adulthood's Icon Guide and Components list icons and the box: their first entries head no part of play
    heads = outline_asked.section_heads(corpus.entries("adulthood", "en"), "en")
    assert "icons.status" not in heads and "components.player-boards" not in heads
    assert {"upgrade.two-tiers", "overview.goal", "solo.overview", "turn.steps"} <= heads


def test_the_silences_read_the_question_without_the_phrase():
    assert outline_asked.without_outline("¿Para qué sirven los Registros de Ánimo, en una frase?", "es") \
        == "¿Para qué sirven los Registros de Ánimo,   ?"
    assert outline_asked.without_outline("How do I win?", "en") == "How do I win?"


def test_the_heads_read_from_the_index_are_those_of_the_rules_files():
    # the index holds each game's entries in its rules file's order, so the heads it gives (what `ask` reads, no
    # rules file parsed again) are the rules files' own, for every game and language
    index = get_index()
    for lang, lang_index in index.langs.items():
        for game in {lang_index.docs[number].entry.game for number in range(lang_index.gap_start)}:
            assert outline_asked._heads(lang_index, game) == outline_asked.section_heads(corpus.entries(game, lang), lang)
