"""Sibling entries: two entries of one game about the same moment or component
share most of a question's words; what the question asks decides between
them, not the words they share."""

from __future__ import annotations

import pytest

from referee.rules.search import search


# CV, "Cards with a cost": "The cost must be paid each turn, in the Add to CV phase. If the player cannot pay the
# cost (...), then the card is lost and goes to the box." A question that says "can't pay" asks the second rule,
# even when the rule for paying each turn holds more of its words (red slash, active card, this turn) and scores
# a little higher: the denial is the ask itself.
@pytest.mark.parametrize("question", [
    "I can't pay the red slash cost of my active card this turn, what now?",
    "no puedo pagar el coste de la barra roja de mi carta activa este turno, ¿qué pasa?",
])
def test_cannot_pay_beats_the_rule_for_paying(question):
    result = search(question, game="cv")
    assert result.answered and result.hits[0].id == "cost.cannot-pay"


# CV, End of the game: "Each of the public goals awards additional points to whoever best achieved it. If several
# players tied in achieving a goal, they both get full points for it." A sentence that makes players alike with a
# word only said of players ("both", "ambos") before a "who" question tells the tie that question asks to break:
# the rule for a tie answers, not the general rule nor the goal's own example.
@pytest.mark.parametrize("question, game", [
    ("Eric and I both have the most work cards for a public goal. Who scores it?", "cv"),
    ("Eric and I both have the most work cards for a public goal. Who scores it?", None),
    ("Ana y yo ambos tenemos más posesiones para el objetivo público. ¿Quién se lleva los puntos?", "cv"),
])
def test_a_tie_told_before_a_who_question_is_what_it_asks(question, game):
    result = search(question, game=game)
    assert result.answered and (result.hits[0].game, result.hits[0].id) == ("cv", "scoring.public-goals-tie")


# ... and a "same" that may qualify a thing ("at the same time") does not make a tie of a context sentence:
# CV, Social Assistance: "Players using social assistance take their cards in clockwise order, starting with the
# player who is just finishing their turn" answers it.
def test_same_time_in_a_context_sentence_is_no_tie():
    result = search("Two of us qualify for social assistance at the same time. Who picks first?", game="cv")
    assert result.answered and result.hits[0].id == "social.order"


# CV, Cards with 2 colors: "Some cards have titles with 2 different colors and 2 card type icons. At the moment
# such a card is taken, the player decides which type of card it will be"; Cards with a cost: "The cost must be
# paid each turn, in the Add to CV phase. If the player cannot pay the cost (...), then the card is lost". Of two
# close siblings, the one that holds every word of the question the first holds and, beyond them, the kind of answer
# asked ("when": "at the moment", "each turn") answers, not the one that only describes the card.
@pytest.mark.parametrize("question, expected", [
    ("When do I pick the type of a card with two colours?", "two-color.choose-type"),
    ("¿cuándo hay que pagar el coste de una carta con coste?", "cost.pay-each-turn"),
    ("when do you pay the cost of a card with a cost?", "cost.pay-each-turn"),
])
def test_the_sibling_that_holds_the_ask_goes_first(question, expected):
    result = search(question, game="cv")
    assert result.answered and result.hits[0].id == expected


# LOOP, Goals: "HOBBY 2 of the ACTIVITY you kept share the same name (P.8)". A sibling that holds a word more of
# the question that is no kind of answer ("need", which the overview of goal types says) does not go before it.
def test_a_word_more_that_is_not_the_ask_moves_nothing():
    result = search("what does the HOBBY goal need?", game="loop")
    assert result.hits[0].id == "goal.hobby"


def test_siblings_compare_only_rule_entries_of_the_first_game():
    # a gap first, or a sibling of another game, is left where it is
    from referee.rules.siblings import asked_form_first

    class Doc:
        def __init__(self, game):
            self.entry = type("Entry", (), {"game": game})()

    class Index:
        gap_start = 3
        docs = [Doc("cv"), Doc("loop"), Doc("cv"), Doc("cv")]

    matched = {0: {"card", "color"}, 1: {"card", "color", "?when"}, 2: {"card", "color", "?when"}, 3: {"card", "?when"}}
    scored = [(60.0, 0), (58.0, 1), (57.0, 2), (56.0, 3)]
    assert [n for _, n in asked_form_first(scored, matched, Index())] == [2, 0, 1, 3]
    gap_first = [(60.0, 3), (58.0, 0), (57.0, 2)]
    assert asked_form_first(gap_first, matched, Index()) == gap_first
    far = [(60.0, 0), (40.0, 2)]
    assert asked_form_first(far, matched, Index()) == far
    # a sibling is an entry of the same kind: the general rule does not go before the solo one a solo question asks
    modes = ["solo", None, None, "solo"]
    assert asked_form_first([(60.0, 0), (57.0, 2)], matched, Index(), modes) == [(60.0, 0), (57.0, 2)]


# Coming of Age, "Bounce": "If a counter is to move beyond the end of its track, it bounces"; "Bounce to the left":
# the counter at the left end ... CV, "Events" / "Unused event symbols". The entry that details a general one (its
# id says so: `bounce.left` of `bounce.overview`, `select.events-unused` of `select.events`) goes first when it holds
# the case told in the question's words side by side ("izquierda ... última casilla", "symbols I didn't use").
@pytest.mark.parametrize("question, game, expected", [
    ("Tengo que mover un Contador de Estado de Ánimo a la izquierda pero ya está en la última casilla, ¿qué hago?",
     "coming-of-age", "bounce.left"),
    ("event card symbols I didn't use - do they stay for later?", "cv", "select.events-unused"),
])
def test_the_entry_that_details_the_case_goes_first(question, game, expected):
    result = search(question, game=game)
    assert result.answered and result.hits[0].id == expected


def test_which_entry_details_which():
    from referee.rules.specific_entries import details

    assert details("end.depletion", "end.depletion-penalty")
    assert details("bounce.overview", "bounce.left")
    assert details("traits.mimic-overview", "trait-bonus.mimic-once")
    assert not details("end.depletion", "end.trigger")
    assert not details("end.depletion-penalty", "end.depletion")
    assert not details("solo.end", "coop.end-trigger")  # (an extended name counts in its own group only)
    assert not details("bounce.left", "bounce.overview")


# LOOP, co-op mode: "Co-operative Mode" (coop.overview) introduces the mode, "The co-op game ends..." (coop.end)
# tells when it ends; Coming of Age: "Mimic Trait Tokens" (traits.mimic-overview) introduces them, the Trait
# Bonus entry (trait-bonus.mimic) tells where one may go. A question that asks one rule of the group (when, may,
# how many, who) gets the detail that holds all the overview holds of it; one that asks what the thing is keeps
# the overview.
@pytest.mark.parametrize("question, expected", [
    ("En LOOP cooperativo, ¿cuándo termina la partida?", "coop.end"),
    ("Coming of Age: can I put my mimic trait token on another player's trait tile?", "trait-bonus.mimic"),
    ("¿Puedo poner una Ficha de Rasgo Mimético en un rasgo de otro jugador?", "trait-bonus.mimic"),
    ("what is the cooperative mode in loop?", "coop.overview"),
    ("what are mimic trait tokens?", "traits.mimic-overview"),
])
def test_one_rule_asked_of_an_overview_group(question, expected):
    assert search(question).hits[0].id == expected


# Coming of Age solo: "Solo mode: play against Rob Bot" (solo.overview) introduces the mode; "Your Goals in solo:
# 1 B, 2 C and 1 D" (solo.setup-player-goals) is named by the question's "Goal Tiles", which the overview lacks: the
# question asks that detail, with no "when/may/how many" and though the overview holds "Rob Bot" and it does not.
@pytest.mark.parametrize("question, expected", [
    ("Juego solo contra Rob Bot: ¿qué Fichas de Objetivo me llevo yo?", "solo.setup-player-goals"),
    ("what is the solo mode in coming of age?", "solo.overview"),
])
def test_a_detail_named_past_its_overview(question, expected):
    assert search(question).hits[0].id == expected


def test_a_list_of_its_group_introduces_it():
    from referee.rules.specific_entries import details

    assert details("goal.types", "goal.hobby")
    assert details("trait-bonus.options", "trait-bonus.mimic")
    assert not details("end.trigger", "end.equal-turns")


# A count read in rule text (a digit, "each", "every"): CV, Social Assistance: "Each eligible player
# immediately takes any card from the track without paying its cost" answers how far the assistance goes, not the
# rule of who is eligible ("at least twice as many CV cards").
def test_a_count_in_the_text_tells_no_sibling_apart():
    assert search("¿Cuánto dura la ayuda social? ¿una carta y ya?", game="cv").hits[0].id == "social.take-card"
