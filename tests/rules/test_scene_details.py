"""`ask` does not abstain over how the question tells the scene (issue 12).

Two question forms whose odd word is no topic the rulebook must cover:
who sits at the table ("my wife", "each person": players, rules/people.py)
and a word that only describes the game thing right after it ("a fresh
board": rules/modifiers.py). Beside each, the form that stays a topic. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import modifiers, people
from referee.rules.normalize import words
from referee.rules.search import search


def _stems_at(text: str) -> tuple[list[str], list[int]]:
    folded = words(text)
    return folded, list(range(len(folded)))


@pytest.mark.parametrize(
    ("text", "lang", "person"),
    [
        ("playing with my wife tonight", "en", "wife"),
        ("each person gets", "en", "person"),
        ("mis amigos ponen sus dados", "es", "amigos"),
        ("cada persona recibe", "es", "persona"),
        ("my little brother ran out", "en", "little brother"),
        ("mi mejor amiga dice", "es", "mejor amiga"),
    ],
)
def test_a_person_told_by_who_they_are_is_read_as_a_player(text, lang, person):
    folded, places = _stems_at(text)
    marks = people.at_table(folded, places, lang)
    assert " ".join(word for word, mark in zip(folded, marks) if mark) == person


@pytest.mark.parametrize(("text", "lang"), [("the friendship track", "en"), ("un amigo nuevo", "es")])
def test_a_people_word_without_a_possessive_is_left_to_the_rules(text, lang):
    # ("the FRIENDSHIP track", "a new friend" may be Coming of Age's own things: only "my"/"each" make a person)
    folded, places = _stems_at(text)
    assert not any(people.at_table(folded, places, lang))


# Adulthood, Set Up step 4: "Give each player: a. A Player Board b. 8 time meeples ..."; "each person" asks
# that, though no rule says "person".
# LOOP, CREDIT CARD: paying one off is the CREDIT CARD's rule, whoever at the table is short of COIN.
def test_a_described_person_at_the_table_is_no_topic():
    result = search("my little brother ran out of COIN in LOOP and needs to pay for a CREDIT CARD, what now?")
    assert result.answered is True
    assert result.hits[0].game == "loop"


def test_a_partner_at_the_table_is_a_player_where_the_game_has_no_partner_card():
    # CV has no Partner card: "my partner" is who sat at the table; Adulthood's Partner stays its card
    result = search("my partner rolled 3 bad luck dice and discarded one card, is that allowed in CV?")
    assert result.answered is True
    assert result.hits[0].game == "cv"
    folded = words("my partner rolled 3 bad luck dice")
    assert people.at_table(folded, list(range(len(folded))), "en", kin=True)[1] is True
    assert people.at_table(folded, list(range(len(folded))), "en")[1] is False


def test_each_person_asks_of_each_player():
    result = search("how many time meeples does each person start with in adulthood?")
    assert result.answered is True
    assert result.hits[0].game == "adulthood"
    assert result.hits[0].id in {"setup.player-components", "components.time"}


def test_describing_is_read_only_in_a_language_that_puts_it_first():
    assert modifiers.describing([0, 1, 3], "en") == [True, False, False]  # ("fresh board", then a little word)
    assert modifiers.describing([0, 1], "es") == [False, False]  # "una cara BORRADA": after the noun, maybe the ask


# Adulthood, Player Boards: "eight action spots, two in Career, ... Each of the upper spots may be covered by
# cards ... The lower action spots are never covered"; a "fresh" or "clean" board is still that board.
@pytest.mark.parametrize("word", ["fresh", "clean"])
def test_a_word_that_describes_a_board_the_rule_speaks_of_is_a_detail(word):
    result = search(f"what does the lower career spot do on a {word} board in adulthood?")
    assert result.answered is True
    assert result.hits[0].game == "adulthood"


def test_a_foreign_noun_that_describes_nothing_the_entry_holds_stays_a_topic():
    # "off the TABLE": no word after it that the entry holds; the rulebook is silent about dice off the table
    # (grep of 000_*.txt for "table", "floor": "the center of the table" of the setup, and the tables of rounds)
    result = search("in coming of age, what if a die rolls off the table?")
    assert result.answered is False
    assert "table" in result.missing


# Adulthood p. 5, Player Turns 2c: "on your first turn, you must do this before playing the Career card in your
# hand"; CV p. 3: "the leftmost card is discarded from the track before adding new cards". What comes after
# "before" is when the asked thing happens: the rule of the asked thing answers, though it never says "time
# meeples" or "reponer".
@pytest.mark.parametrize(
    ("question", "game", "entry"),
    [
        ("in my first turn of Adulthood, can I play my Career card before placing my time meeples?", "adulthood",
         "turn.first-turn-career"),
        ("al terminar la ronda de CV, ¿qué carta del track se descarta antes de reponer?", "cv",
         "cleanup.end-round-discard"),
    ],
)
def test_a_clause_of_before_sets_the_scene(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


# LOOP, Career Overview: only the Scholar "may look at the top card of either the MATERIAL, ACTIVITY, FAVOUR, or
# EVENT deck"; no rulebook lets every player look at a deck before buying (grep of 000-004 for "peek", "top
# card": the Scholar only). Forgiving the "before" clause must not make the Scholar's rule the answer to a question that names no
# career: the question stays unanswered, the Scholar shown as related reading.
@pytest.mark.parametrize(
    "question", ["can I look at the top card of the deck before buying?", "¿puedo mirar la carta de arriba del mazo antes de comprar?"]
)
def test_one_card_s_rule_does_not_answer_a_general_ask_once_the_scene_is_forgiven(question):
    result = search(question)
    assert result.answered is False


# Adulthood, Cost to play: 'There are a few cards in the game that require you to "have played resources
# elsewhere."' Quoted as printed inside a Spanish question, the English little word "have" says nothing: no
# Spanish rule holds it, and the rule of that cost answers.
def test_the_little_words_of_card_text_quoted_in_the_other_language_are_no_topic():
    result = search('¿qué quiere decir eso de "have played resources elsewhere" en la barra de coste?')
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cost.resources-elsewhere")


# Talking at the table. LOOP 2.6, Optional Action: Non-binding Negotiation: "You may negotiate, make deals, or
# make offers to other player(s) ... but such agreement is not binded by rule": talk is LOOP's negotiation.
# Coming of Age and Adulthood say nothing of what players may say to one another (grep of 000_*.txt and 003_*.txt
# for "talk", "discuss", "advice": no match): asking it there is asking the rulebook's silence.
@pytest.mark.parametrize(
    "question", ["in LOOP, can players talk and make deals with each other?", "en LOOP, ¿podemos hablar y hacer tratos entre jugadores?"]
)
def test_talk_is_answered_where_the_rulebook_allows_negotiation(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "turn.negotiation")


@pytest.mark.parametrize(
    "question",
    ["can we talk during the game in Adulthood?", "¿podemos hablar durante la partida de Adulthood?",
     "¿está permitido hablar con los demás jugadores al elegir ubicaciones en Coming of Age?"],
)
def test_talk_is_a_topic_the_other_rulebooks_are_silent_about(question):
    result = search(question)
    assert result.answered is False


# Formulas of asking ("we are confused about", "sorry for the noob question") are everyday wording: no word of
# them is a topic, and a gap of the catalog that happens to hold one ("about") does not outrank the rule.
# Adulthood p. 4: "As soon as one player's score markers cross paths, you continue play to finish the round, and
# then the game is over". LOOP 2.x: "ACCEPT and gain REPUTATION".
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("we are confused about Adulthood: when does the game end exactly?", "adulthood"),
        ("sorry for the noob question but in LOOP how do I get REPUTATION?", "loop"),
        # ("a ver" is "let's see", not seeing anything)
        ("a ver, en Adulthood ¿para qué sirve la energía?", "adulthood"),
    ],
)
def test_a_formula_of_asking_is_no_topic(question, game):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == game


# What sets a thing apart, asked ("¿qué tiene de ESPECIAL...?"), and where a part of a board lies beside another ("the
# road IN FRONT OF each location") are how the question puts it: the rule of the thing answers (round art: blind105's
# centre space of a Mood Track and road zone abstained for "especial" and "front"). Coming of Age, setup: two Mood
# Counters go "on the centre space of each Track"; phase 1: "place each Die in the road zone of the location".
@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("¿Qué tiene de especial la casilla central de un Registro de Ánimo en Coming of Age?", "setup.mood-counters"),
        ("¿Qué tiene de particular la ubicación del Autobús en Coming of Age?", "bus.route"),
        ("in Coming of Age, what is the road in front of each location for?", "phase1.roll"),
        ("¿Para qué sirve la zona de carretera que está delante de cada ubicación en Coming of Age?", "phase1.roll"),
    ],
)
def test_what_sets_a_thing_apart_or_where_a_part_lies_is_no_topic(question, first):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == first
