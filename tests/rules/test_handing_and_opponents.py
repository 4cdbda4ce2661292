"""`ask` reads "give HER one" as handing to another player, and Rob Bot as a player the general rules do not speak of (issue 12).

"Can I give him one of my FAVOUR cards?": the other player told by a
pronoun right after the verb (lexicon `transfer.to_someone`, Spanish
"darLE" in `verbs_to_someone`) is handing over, which only a rule of
trading or lending answers. "Does Rob Bot ever gain Willpower Tokens?":
the words of a mode's name after "vs" / "contra" ("Solo vs ROB BOT") name
the opponent it plays against; a rule of no mode holds in every mode, but
speaks of the players, not of Rob (game_words.opponent_words). The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import hands_over
from referee.rules.search import get_index, search
from referee.rules.game_words import opponent_words

SILENT = [
    # LOOP, FAVOUR: a FAVOUR is played on another player (favours.how-to-play), never handed to one as a gift
    # (only the Nurse's Care does, career.nurse); no rule of giving cards away
    ("can I give him one of my FAVOUR cards?", "loop"),
    # Coming of Age, solo: Rob Bot gains Motivation Tokens (solo.rob-motivation) and VEP; nothing says he ever
    # gains Willpower (grep of the solo pages for "Willpower": none)
    ("does Rob Bot ever gain Willpower Tokens?", "coming-of-age"),
    ("¿Rob Bot gana alguna vez Fichas de Fuerza de Voluntad?", "coming-of-age"),
]


@pytest.mark.parametrize(("question", "game"), SILENT)
def test_handing_to_a_pronoun_and_the_bot_are_not_answered_by_general_rules(question, game):
    assert search(question, game=game).answered is False


ANSWERED = [
    # Coming of Age, solo: "Rob also gains a Motivation Token of the type the location requires"
    ("does Rob gain Motivation Tokens?", "coming-of-age", "solo.rob-motivation"),
    # Coming of Age p. 8: "Some locations let you spend 4 Willpower Tokens instead of Motivation Tokens": in solo
    # too (a rule of no mode holds in every mode; "solo" names the mode, not an opponent)
    ("in solo mode can I spend Willpower for a Memory?", "coming-of-age", "memory.willpower"),
]


@pytest.mark.parametrize(("question", "game", "entry"), ANSWERED)
def test_rules_of_the_bot_and_of_the_mode_answer(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_pronoun_after_the_verb_is_someone_handed_to():
    assert hands_over(["can", "i", "give", "her", "one", "of", "mine"], 2, "en")
    assert hands_over(["puedo", "darle", "una", "ficha"], 1, "es")
    # what one gets, what is given back, and turning a token over are no handing over
    assert not hands_over(["what", "does", "it", "give", "me"], 3, "en")
    assert not hands_over(["can", "i", "give", "them", "back"], 2, "en")
    assert not hands_over(["puedo", "darle", "la", "vuelta", "a", "la", "ficha"], 1, "es")


def test_a_turn_after_the_pronoun_is_passed_not_handed():
    # "pass her turn", "pasarle el turno": the turn goes by; nothing changes hands (lexicon `transfer.not_handed`)
    assert not hands_over(["can", "he", "pass", "his", "turn"], 2, "en")
    assert not hands_over(["puede", "pasarle", "el", "turno"], 1, "es")
    # ... while a thing handed to her still is
    assert hands_over(["can", "i", "pass", "her", "my", "coin"], 2, "en")


def test_passing_a_turn_is_answered_by_the_rule_against_passing():
    # LOOP p. 6 (turn.one-action): "you must do 1 and only 1 of the three actions ... Passing is not allowed"
    result = search("may he pass his turn instead of taking a WORK, BUY or CONSUME action?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "turn.one-action"


def test_the_opponent_of_a_mode_is_not_the_mode():
    index = get_index()
    found = opponent_words(index.thesaurus("coming-of-age"), index.game_modes["coming-of-age"].values(), "en")
    assert {"rob", "bot"} <= found and "solo" not in found
    assert opponent_words(index.thesaurus("loop"), index.game_modes["loop"].values(), "en") == frozenset()  # (no mode against an opponent)


def test_a_person_at_the_table_or_the_player_beside_is_handed_to():
    # who sits at the table told by who they are ("to MY GIRLFRIEND") or as the player beside is another player
    # (lexicon `question_form.table_people` after a possessive, `transfer.neighbours` after a word of player)
    assert hands_over(["give", "a", "die", "to", "my", "girlfriend"], 0, "en")
    assert hands_over(["give", "it", "to", "the", "player", "beside", "to", "me"], 0, "en")
    assert hands_over(["dar", "una", "carta", "al", "jugador", "de", "mi", "izquierda"], 0, "es")
    assert hands_over(["darle", "un", "dado", "a", "mi", "hermano"], 0, "es")
    # ... not a word of those alone, nor a thing of the game ("give the bonus to my friendship track")
    assert not hands_over(["give", "a", "die", "to", "the", "player"], 0, "en")
    assert not hands_over(["give", "it", "to", "my", "friendship", "track"], 0, "en")


def test_handing_to_a_person_at_the_table_is_not_answered_by_the_rule_of_the_thing():
    # Coming of Age, Phase 1: each player rolls their own dice for the round; no rule of handing a die over
    result = search("can i give one of my dice to my brother this round?", game="coming-of-age")
    assert result.answered is False
    assert "give" in result.missing
    # Adulthood, Setup: each player keeps 1 of 2 Career cards and discards the other; none is handed on
    assert search("can i give my second career card to the player next to me?", game="adulthood").answered is False
    # ... and the same rule answers what it says: keeping one and discarding the other
    assert search("do i keep one of my 2 career cards and discard the other?", game="adulthood").answered is True


def test_the_hand_after_a_noun_marker_is_where_cards_are_held():
    # "from HAND", "in my HAND": the noun (lexicon `transfer.also_nouns`), never handing anything over
    assert not hands_over(["play", "my", "career", "card", "from", "hand", "my", "friend", "says", "no"], 5, "en")
    assert not hands_over(["1", "card", "in", "my", "hand", "the", "others", "say"], 4, "en")
    # the verb still hands over
    assert hands_over(["can", "i", "hand", "my", "coins", "to", "another", "player"], 2, "en")


def test_a_card_played_from_hand_is_answered_by_its_rule():
    # Adulthood rulebook (Your Turn, step 2c): "on your first turn, you must do this before playing the Career
    # card in your hand"; "my friend says no" made "from HAND" read as handing a card to a friend
    result = search("can I play my Career card from hand on my first turn before placing my time? my friend says no")
    assert result.answered and result.hits[0].id == "turn.first-turn-career"


def test_handing_coins_to_another_player_stays_silent():
    # LOOP: no rule lets a player give COIN away to another (only FAVOURs and careers move things between players)
    assert search("can I hand my coins to another player", game="loop").answered is False
