"""`ask` abstains when a question asks which card of a kind gives the most: no rulebook ranks its cards (issue 12).

"¿Qué Career da más dinero?": Adulthood's rule of the Career cards ranks
first, holding the kind and the money, but what each Career gives is printed
on the cards, never compared (referee/rules/ranked_kinds.py). LOOP ranks its
careers by difficulty ("CAREER with more difficulty icons are harder to
play"), which answers which is the hardest. The questions are worded anew,
not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.index import get_index
from referee.rules.ranked_kinds import asked_ranking
from referee.rules.search import search


def test_which_card_of_a_kind_gives_the_most_is_unstated():
    # Adulthood, Cards: the Career cards are explained as a kind; what each gives is printed on it
    result = search("which career card gives the most money?", game="adulthood")
    assert result.answered is False
    assert result.printed is True
    assert search("¿Cuál es la carta de Partner que más felicidad da?", game="adulthood").answered is False


def test_a_ranking_the_rulebook_makes_is_answered():
    # LOOP p. 13, CAREER difficulty icons: "CAREER with more difficulty icons are harder to play"
    result = search("which career is the hardest in loop?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "careers.difficulty"


def test_what_asks_for_a_ranking():
    index = get_index()
    assert asked_ranking("¿Qué Career da más dinero?", "adulthood", index, "es") == ("career", "mas")
    assert asked_ranking("which goal gives the most happiness", "loop", index, "en") == ("goal", "the", "most")
    # the kind after a word of its type, as the English two-word names are said in Spanish too
    assert asked_ranking("¿Cuál es el Life Event que más dinero quita?", "adulthood", index, "es") == (
        "life", "event", "mas")
    # comparing with a number, or a place ("the leftmost"), is no ranking; nor is a "which" of no kind
    assert asked_ranking("what card can I play with more than 3 coins?", "loop", index, "en") == ()
    assert asked_ranking("¿era que la carta de más a la izquierda daba energía?", "adulthood", index, "es") == ()
    assert asked_ranking("which player has the most happiness?", "loop", index, "en") == ()


def test_a_kind_named_by_the_games_own_term():
    # LOOP, FAVOUR cards and Adulthood's solo Achievements: explained as kinds, never ranked (round bigsil)
    index = get_index()
    assert asked_ranking("¿Cuál es la FAVOUR más poderosa de LOOP?", "loop", index, "es") == ("favour", "mas")
    assert asked_ranking("¿Qué Achievement del solitario es el más fácil?", "adulthood", index, "es") == (
        "achievement", "mas")
    result = search("¿Cuál es la FAVOUR más poderosa de LOOP?")
    assert result.answered is False
    assert result.printed is True
    # only right after the word of asking that opens the clause: "qué" a conjunction, or a term further on, is none
    assert asked_ranking("mi chica dice que en CV el empate lo gana quien tiene mas cartas", "cv", index, "es") == ()
    assert asked_ranking("¿Qué gana Rob cuando le toca avanzar más?", "coming-of-age", index, "es") == ()
    # how often is no ranking
    assert asked_ranking("¿qué FAVOUR se juega más veces?", "loop", index, "es") == ()


def test_a_ranking_by_an_act_is_still_a_ranking():
    # "the cheapest TO PLAY" ranks by playing (what the cards print), not a place ("the most to the left")
    index = get_index()
    assert asked_ranking("which Partner card is the cheapest to play", "adulthood", index, "en") == (
        "partner", "the", "cheapest")
    assert asked_ranking("¿qué carta de Partner es la más barata de jugar?", "adulthood", index, "es") != ()
    assert asked_ranking("which card is the most to the left", "adulthood", index, "en") == ()
