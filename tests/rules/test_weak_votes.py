"""An everyday word one or two games' rules say in passing is no sign of the game (issue 12).

A question that names no game is guessed from its words; a word of the
lexicon's weak, detail and doing lists ("know", "landed", "now") that the
glossaries of the games using it do not name casts no vote
(rules/weak_votes.py). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.normalize import key
from referee.rules.search import search
from referee.rules.weak_votes import casts_vote


def test_a_weak_word_said_in_passing_casts_no_vote():
    # LOOP's rules say "know" and "land" in passing; neither is a LOOP term
    assert not casts_vote(key("know", "en"), frozenset({"loop"}), "en")
    assert not casts_vote(key("landed", "en"), frozenset({"loop"}), "en")


def test_a_weak_word_a_glossary_names_still_votes():
    # CV's glossary names good and bad luck ("bad" is a weak word of the lexicon too)
    assert casts_vote(key("bad", "en"), frozenset({"cv"}), "en")
    # a word no weak list holds votes as before
    assert casts_vote(key("landfill", "en"), frozenset({"loop"}), "en")


# CV, Setup: "The player with the bicycle card ... starts the game, and also takes the bicycle token, so everyone
# remembers who started even if that player loses the bicycle card during play." "know" pointed to LOOP, and
# "lost track" between CV and LOOP, so Coming of Age's setup of its mood counters came first.
def test_a_told_word_does_not_pull_another_game_first():
    result = search("lost track of who started, how would we know?")
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "setup.bicycle-token")


# "about" (what a question is about: "what does the rule say ABOUT it") is said by CV's and Coming of Age's rules
# only, "sea" (the subjunctive of "ser": "aunque no SEA mi turno") by LOOP's and Adulthood's, "big", "better" and
# "conviene" by one or two games' rules in passing: each voted for those games as if it were their term (lexicon
# `detail`, issue 12's wrong-game misses)
def test_words_of_the_telling_said_by_two_games_cast_no_vote():
    from referee.rules.index import get_index

    for word, lang in (("about", "en"), ("big", "en"), ("better", "en"), ("sea", "es"), ("conviene", "es")):
        stemmed = key(word, lang)
        games = get_index().stem_games[lang][stemmed]
        assert 1 <= len(games) <= 2  # (few enough games that the word would vote for them)
        assert not casts_vote(stemmed, games, lang)


# CV, Card types: "A player may play an event card at any time"; "sea" pointed to LOOP and Adulthood, so
# Adulthood's rule on several Life Events on one space came first
def test_a_subjunctive_does_not_pull_another_game_first():
    result = search("¿Vale jugar un evento aunque no sea mi turno?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "card-type.event")


# how a player tells or weighs what happened, said in passing by one or two games' rules (lexicon `telling`:
# "it PUSHES the price up" only in CV's, "OFTEN" in Adulthood's and CV's, "me SUENA que" in Adulthood's, "la
# ronda ENTERA" in Adulthood's and CV's): no vote for those games; a glossary word stays a vote
def test_words_of_the_telling_list_cast_no_vote():
    from referee.rules.index import get_index

    for word, lang in (("pushes", "en"), ("often", "en"), ("won", "en"), ("front", "en"),
                       ("suena", "es"), ("entera", "es"), ("mucho", "es"), ("desde", "es")):
        stemmed = key(word, lang)
        games = get_index().stem_games[lang][stemmed]
        assert 1 <= len(games) <= 2  # (few enough games that the word would vote for them)
        assert not casts_vote(stemmed, games, lang)
    # a word of the list that a glossary of a game using it names would still vote: none is listed
    assert casts_vote(key("novio", "es"), get_index().stem_games["es"][key("novio", "es")], "es")


# LOOP, End of the game: the game ends when a player reaches 12 HAPPINESS, after the round; "entera" pointed to
# Adulthood and CV, whose entries on crossing markers came first
def test_a_told_word_leaves_the_clue_of_the_number_its_game():
    result = search("Alguien ha llegado a 12, ¿paramos ya o terminamos la ronda entera?")
    assert result.answered
    assert result.hits[0].game == "loop"
    result = search("someone got to 12, does the game end straight away or do we finish the whole round?")
    assert result.answered
    assert result.hits[0].game == "loop"


# the asking and weighing of a question (lexicon `telling`): "explain" is said in passing by Coming of Age's rules
# only, "compare" and "less" by LOOP's, "explicar" by both: no vote for them
def test_words_of_asking_and_weighing_cast_no_vote():
    from referee.rules.index import get_index

    for word, lang in (("explain", "en"), ("comparing", "en"), ("less", "en"),
                       ("explicar", "es"), ("explica", "es")):
        stemmed = key(word, lang)
        games = get_index().stem_games[lang][stemmed]
        assert 1 <= len(games) <= 2  # (few enough games that the word would vote for them)
        assert not casts_vote(stemmed, games, lang)


# CV, End of game: ties go to fewer cards, then a shared win; "comparing" pointed to LOOP, whose tie-break came first
def test_a_word_of_comparing_does_not_pull_another_game_first():
    result = search("we're still level after comparing how many cards each of us holds, what decides it?")
    assert result.hits[0].game != "loop"
    assert ("cv", "end.tiebreak") in [(hit.game, hit.id) for hit in result.hits]
    # a question with a game's own words keeps its game first
    result = search("explain how rob decides which building his die goes in")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "solo.rob-die")
    result = search("explícame cuántas fichas de frustración cuesta llevar el dado a la ubicación de al lado")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "change-location.frustration")
