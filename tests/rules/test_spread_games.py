"""A question no game's words point to shows several games' rules in its first hits (issue 12).

"Who plays first?" has an answer in each game, and nothing in the question
says which game the table plays: the first three hits spread over the games
whose best entries answer it alike (rules/spread_games.py), each panel
naming its game. A question that names its game, or whose words hold one
game's terms the others' entries do not, keeps that game's neighbours.
Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.spread_games import leads_weakly, spread_first, spreads, votes_level


def test_votes_are_level_without_votes_or_with_a_tie():
    assert votes_level({})
    assert votes_level({"loop": 0.5, "coming-of-age": 0.5})
    assert not votes_level({"loop": 1.0, "coming-of-age": 0.5})  # (one game leads: implied)
    assert not votes_level({"cv": 0.5})


def test_a_later_slot_of_a_game_shown_goes_to_another_games_alike_entry():
    games = {1: "a", 2: "a", 3: "b", 4: "c"}
    held = {1: {"~common:1", "?when"}, 2: {"~common:1", "?when"}, 3: {"~common:1", "?when", "x"}, 4: {"~common:1"}}
    spread = spread_first([(80.0, 1), (79.0, 2), (75.0, 3), (74.0, 4)], games.get,
                          lambda number: frozenset(held[number]))
    # b answers alike (holds what the first holds) and takes the second slot; c lacks "?when": a's neighbour third
    assert [number for _, number in spread] == [1, 3, 2, 4]
    assert [value for value, _ in spread] == [80.0, 75.0, 79.0, 74.0]  # (each keeps its own score: the order is the ranking)


def test_an_entry_below_the_neighbours_share_is_not_brought_forward():
    games = {1: "a", 2: "a", 3: "b", 4: "b", 5: "c"}
    held = dict.fromkeys(games, frozenset({"~common:1"}))
    low = spread_first([(80.0, 1), (79.0, 2), (60.0, 3)], games.get, held.get)
    assert [number for _, number in low] == [1, 2, 3]
    # (a game shown once is not shown twice: b's second entry stays behind c's)
    spread = spread_first([(80.0, 1), (79.0, 3), (78.0, 4), (77.0, 5)], games.get, held.get)
    assert [number for _, number in spread] == [1, 3, 5, 4]


# "who goes first" is told by every game: Adulthood's first player (setup), LOOP's start player, CV's round order
# (the bicycle token); before, the second and third hits were LOOP's or CV's two neighbours.
def test_who_plays_first_shows_three_games():
    result = search("who plays first?")
    assert result.answered
    assert len({hit.game for hit in result.hits[:3]}) == 3
    assert ("loop", "gameplay.start-player") in [(hit.game, hit.id) for hit in result.hits[:3]]


def test_quien_arranca_la_partida_shows_three_games():
    result = search("¿quién arranca la partida?")
    assert result.answered
    assert len({hit.game for hit in result.hits[:3]}) == 3
    assert ("loop", "gameplay.start-player") in [(hit.game, hit.id) for hit in result.hits[:3]]


# CV's Round Structure answers "what does a round look like" as Coming of Age's turns-and-rounds does; before,
# three Coming of Age entries on rounds filled the list.
def test_what_a_round_looks_like_shows_cvs_round_too():
    for asked in ("what does a round look like?", "¿cómo es una ronda?"):
        hits = search(asked).hits[:3]
        assert hits[0].game == "coming-of-age"
        assert ("cv", "round.structure") in [(hit.game, hit.id) for hit in hits], asked


# A question that names its game keeps that game's entries.
def test_a_named_game_keeps_its_neighbours():
    for asked in ("¿quién empieza en LOOP?", "who goes first in LOOP?"):
        hits = search(asked).hits[:3]
        assert hits[0].id == "gameplay.start-player"
        assert all(hit.game == "loop" for hit in hits), asked


# "event card ... from my hand" holds CV's terms: CV's own entries on event cards answer it, Adulthood's rule on
# playing cards from the hand holds none of them and stays behind.
def test_a_games_terms_keep_its_neighbours():
    for asked in ("may I use an event card from my hand on another player's turn?",
                  "¿puedo usar una carta de evento de mi mano en el turno de otro?"):
        hits = search(asked).hits[:3]
        assert all(hit.game == "cv" for hit in hits), asked
        assert "card-type.event" in [hit.id for hit in hits]


# Round spread: an entry of another game that scores at least the neighbour it would stand in for takes its slot,
# whatever it holds; a lead of less than one vote spreads too, by that test only.
def test_an_entry_that_outscores_the_neighbour_takes_its_slot():
    games = {1: "a", 2: "a", 3: "a", 4: "b"}
    held = {1: frozenset({"~common:1", "?may"}), 2: frozenset(), 3: frozenset(), 4: frozenset({"~common:1"})}
    # b lacks "?may" (no alike answer), but a's neighbours matched nothing (a reading set them beside the first)
    spread = spread_first([(45.0, 1), (0.0, 2), (0.0, 3), (38.0, 4)], games.get, held.get)
    assert [number for _, number in spread] == [1, 4, 2, 3]
    # ... and not below the neighbour's own score
    kept = spread_first([(45.0, 1), (40.0, 2), (0.0, 3), (38.0, 4)], games.get, held.get)
    assert [number for _, number in kept][:3] == [1, 2, 4]


def test_a_weak_lead_spreads_by_outscoring_only():
    assert leads_weakly({"adulthood": 1.0, "cv": 0.5, "loop": 0.5})
    assert leads_weakly({"cv": 0.5})
    assert not leads_weakly({"loop": 1.0})  # (a word of its own alone: implied)
    assert not leads_weakly({"loop": 0.5, "cv": 0.5})  # (level, not a lead)
    assert spreads({}) and spreads({"cv": 0.5}) and not spreads({"cv": 1.5, "loop": 0.5})
    games = {1: "a", 2: "a", 3: "b"}
    held = dict.fromkeys(games, frozenset({"~common:1"}))
    # an alike entry within the neighbour's share moves up on level votes, not under a lead
    assert [n for _, n in spread_first([(80.0, 1), (79.0, 2), (75.0, 3)], games.get, held.get)] == [1, 3, 2]
    assert [n for _, n in spread_first([(80.0, 1), (79.0, 2), (75.0, 3)], games.get, held.get, False)] == [1, 2, 3]
    assert [n for _, n in spread_first([(80.0, 1), (0.0, 2), (75.0, 3)], games.get, held.get, False)] == [1, 3, 2]


# "roll every die ... keep one": CV's four dice first (level votes), then two CV entries a reading set beside it
# that matched nothing; Coming of Age's rule on rolling (all players roll all their dice) matched the question.
def test_another_games_matching_entry_beats_unmatched_neighbours():
    for asked in ("At the start of my turn do I have to throw every die or may I keep one for later?",
                  "¿Tengo que tirar todos los dados al empezar el turno o puedo guardar uno?"):
        hits = search(asked).hits[:3]
        assert hits[0].game == "cv", asked
        assert hits[1].game == "coming-of-age" and hits[1].score > 0, asked


# "event cards ... life story": Adulthood's Life Events lead by half a vote ("life"; "event" is three games' word);
# CV's rule that event cards are no part of the CV outscores Adulthood's unmatched neighbours.
def test_a_weak_lead_shows_another_games_better_entry():
    hits = search("Do the event cards I never played count in my life story at the end?").hits[:3]
    assert hits[0].game == "adulthood"
    assert ("cv", "card-type.event-not-cv") in [(hit.game, hit.id) for hit in hits]


# "pila ... apilar": CV ahead by half a vote, of two words each shared with another game ("pila" with Adulthood's
# rules, "gustar" with LOOP's); Adulthood's one card per slot outscores CV's active-card neighbour.
def test_una_ventaja_debil_muestra_la_mejor_regla_de_otro_juego():
    hits = search("¿Cuántas cartas puedo tener como máximo en una pila? Me gustaría apilar muchas de Salud").hits[:3]
    assert (hits[0].game, hits[0].id) == ("cv", "cv.piles")
    assert ("adulthood", "cards.one-per-slot") in [(hit.game, hit.id) for hit in hits]
