"""Whether a variant exists, which only a rule about a variant or mode answers (rules/variants_asked.py, issue 12).

CV's rulebook has its 2-player changes ("What changes with 2 players") and no
other variant; Coming of Age has a "Two-Player Variant" and a Solo Mode. A
question whether there is an easier variant without misfortune finds CV's
misfortune rule first, which is the rule, not a variant of it: the rulebook is
silent. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from referee.rules.variants_asked import about_variant, asked_motive, asked_variant


def test_a_variant_the_rulebook_does_not_offer_is_unstated():
    # CV, Bad Luck: the misfortune rule; the rulebook offers no variant without it
    result = search("is there an easier variant of CV without misfortune?", game="cv")
    assert result.answered is False
    assert result.missing == ("variant",)
    assert search("¿Hay alguna variante de CV sin la desgracia?", game="cv").answered is False
    assert search("¿Podemos jugar con la mano de eventos a la vista como variante?", game="cv").answered is False


def test_a_variant_the_rulebook_offers_is_answered():
    # Coming of Age, Two-Player Variant (its own section of the rulebook)
    assert search("is there a 2-player variant of Coming of Age?", game="coming-of-age").answered is True
    assert search("¿Hay una variante para dos jugadores en Coming of Age?", game="coming-of-age").answered is True
    # CV, Setup: "What changes with 2 players" (a rule of how a player count plays)
    assert search("is there a two player variant in CV?", game="cv").answered is True


def test_what_asks_whether_a_variant_exists():
    assert asked_variant("is there a kids variant?", "en") == "variant"
    assert asked_variant("¿existe una variante corta?", "es") == "variante"
    assert asked_variant("how does the 2 player variant work?", "en") == ""  # how it plays, not whether it exists
    # "variant" said in any other way asks for one, unless a mode or a player count beside it names one the game has
    assert asked_variant("can we play CV with open hands as a variant?", "en") == "variant"
    assert asked_variant("variante sin asistencia social cv", "es") == "variante"
    assert asked_variant("En la variante de dos jugadores, ¿quién reparte?", "es") == ""
    assert asked_variant("solo variant: does Rob roll first?", "en") == ""
    assert asked_variant("the costs come in several variations, what are they?", "en") == ""  # a difference, not a variant
    assert about_variant("Two-Player Variant", "Setup of the neutral traits", "en")
    assert about_variant("Setup", "What changes with 2 players", "en")
    assert not about_variant("Game Play > Bad Luck", "Misfortune: discard your active card", "en")


def test_a_change_asked_for_the_games_pace_is_a_house_rule():
    # CV, Setup: the three age decks are sorted and kept apart; nothing offers mixing them for a livelier game
    result = search("¿Podemos juntar los mazos de edad en uno para una partida más divertida?", game="cv")
    assert result.answered is False
    assert result.missing == ("mas divertida",)
    # Adulthood, Market: the market is refilled to its cards; nothing offers fewer of them for a quicker game
    result = search("can we play with 4 market cards to speed things up?", game="adulthood")
    assert result.answered is False
    assert result.missing == ("speed things up",)


def test_a_motive_the_rule_speaks_of_is_answered():
    # Coming of Age, Solo Mode > Final Scoring: "If Rob is too hard to beat, give him only 1 Character Token"
    assert search("is there a way to make Rob easier to beat?", game="coming-of-age").answered is True
    # LOOP, Credit Card: paying more than 1 COIN a turn is a move of the game; "faster" of one card is no motive
    assert search("can i put 3 coin on my credit card to pay it off faster?", game="loop").answered is True


def test_what_gives_a_motive_of_the_games_pace():
    assert asked_motive("¿puedo jugar con dos profesiones para que sea más fácil?", "es") == ("mas", "facil")
    assert asked_motive("can we skip a round for a shorter game?", "en") == ("shorter", "game")
    assert asked_motive("can i put coin on it to pay it off faster?", "en") == ()
    assert asked_motive("is the game easier with more players?", "en") == ()  # no word opens a motive
    # the longest opener reaches the motive: "PARA QUE la partida sea más corta", where "para" alone would start the
    # reach at "que" and fall one word short
    assert asked_motive("¿por qué no ponemos más cartas para que la partida sea más corta?", "es") == ("mas", "corta")


def test_another_version_or_edition_asked_is_a_variant_asked():
    # another version or edition of the game is asked as a variant is: only "is there" / "hay" asks it
    assert asked_variant("is there a junior version of Adulthood?", "en") == "version"
    assert asked_variant("¿Hay una edición para el aula de CV?", "es") == "edicion"
    assert asked_variant("in the 2 player version, who deals?", "en") == ""  # told: the variant the game has
    # Adulthood: its rulebook offers a solo mode and nothing for classrooms or children
    assert search("is there a classroom version of Adulthood for teachers?", game="adulthood").answered is False
    assert search("¿Existe una versión infantil de Adulthood?", game="adulthood").answered is False
    # ... and the rule of the player count, which says there is no solo mode, still answers (CV, Setup)
    assert search("is there a solo version of CV?", game="cv").answered is True


def test_a_change_for_a_teaching_game_is_a_house_rule():
    # Adulthood, Values: kept secret until the end; nothing offers playing them open to teach the game (round bigsil)
    result = search("¿podemos jugar Adulthood con los Valores boca arriba para enseñar el juego?")
    assert result.answered is False
    assert result.missing == ("ensenar el juego",)
    assert asked_motive("can we play with open hands for a teaching game?", "en") == ("teaching", "game")


@pytest.mark.parametrize(("question", "game", "motive", "related"), [
    # CV, Cleanup: the leftmost card is discarded at the end of the round; nothing offers more discards to speed up
    ("Somos tres: ¿podemos tirar también la segunda carta de la izquierda al final de la ronda para acelerar?", "cv",
     "acelerar", "cleanup.end-round-discard"),
    # Adulthood, Setup: each player is dealt Careers; nothing offers more of them to choose from
    ("¿Podemos repartir cuatro Careers a cada uno para tener más donde elegir?", "adulthood", "mas donde elegir",
     "setup.careers"),
    # Coming of Age: each player has Frustration Tokens; nothing offers fewer of them for a tighter game
    ("can we each play with just 2 frustration tokens so moving around is tighter?", "coming-of-age", "tighter", None),
])
def test_a_change_asked_for_more_choice_or_pace_is_a_house_rule(question, game, motive, related):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (motive,)
    if related:
        assert related in [hit.id for hit in result.hits[:3]]


def test_a_motive_of_learning_asked_of_the_rulebook_keeps_its_answer():
    # Coming of Age, Solo mode: "If Rob is too hard to beat ...": a way the rulebook offers is still answered
    assert search("para principiantes, ¿hay forma de que Rob sea más fácil de ganar?", game="coming-of-age").answered
