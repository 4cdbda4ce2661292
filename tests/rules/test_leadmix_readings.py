"""Readings of round leadmix (issue 12): questions that tell numbers and
questions asked after the fact.

* "is that how it works?": "work" in a clause of how with no "do" is the
  form of the question (rules/embedded_works.py);
* "with 6 OF ..." / "con 6 DE ...": a quantity told first, not a count of
  players (rules/opening_counts.py `count_opening_measures`);
* "I lose ONLY ONE card, right?": a count claimed with "only" is settled by
  a rule that gives a number (rules/claimed_specifics.py `claim_count`);
* "put it into my piles LIKE a normal card. Where does it go?": the place
  the table put a thing is no stand-in offered (rules/told_places.py
  `told_place_words`, read by rules/stand_ins.py).

The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.embedded_works import embedded_works
from referee.rules.normalize import clause_starts, key, stopwords, words
from referee.rules.opening_counts import opening_counts
from referee.rules.search import search
from referee.rules.told_places import told_place_words


def _works(text: str, lang: str) -> set[int]:
    return embedded_works(words(text), lang, stopwords(lang))


def test_how_it_works_with_no_do_is_the_form_of_the_question():
    assert _works("I rolled twice, is that how it works?", "en") == {7}
    assert _works("the upper spot, how it works when it is full?", "en") == {5}
    assert _works("can you explain how the market works", "en") == {6}


@pytest.mark.parametrize(("question", "lang"), [
    ("how do I work?", "en"),  # (LOOP's Work action asked)
    ("how much do I get when I work?", "en"),  # (no subject right after "how")
    ("how many work cards are there?", "en"),  # (a word of substance after "work")
    ("lo pagué con 2 de tiempo, ¿así funciona?", "es"),  # (Spanish needs no reading: "funciona" is no game's word)
])
def test_work_asked_or_read_as_a_thing_stays_a_word(question, lang):
    assert _works(question, lang) == set()


def test_a_career_told_paid_and_checked_is_not_read_as_a_work_card():
    # Adulthood's Career card pays; CV's Work cards came first by "works" read as a word
    result = search("I was paid 2 money by my Career card, is this how it works?")
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.career")
    result = search("Me pagaron 2 de dinero con mi carta de Career, ¿así funciona?")
    assert result.hits[0].game == "adulthood"


def _opening(text: str, lang: str) -> list[str]:
    folded = words(text)
    return opening_counts(folded, [key(word, lang) for word in folded], clause_starts(text), lang)


@pytest.mark.parametrize(("question", "lang", "counts"), [
    ("con 9 de mala suerte pierdo una carta", "es", []),
    ("Con 4 de Fuerza de Voluntad, ¿puedo superar la Frustración?", "es", []),
    ("With 4 of my dice on bad luck, what do I lose?", "en", []),
    ("con 4, ¿quién reparte?", "es", ["4"]),  # (a count of players still)
    ("with 3 who starts?", "en", ["3"]),
])
def test_a_number_whose_little_word_opens_what_it_measures_is_no_player_count(question, lang, counts):
    assert _opening(question, lang) == counts


@pytest.mark.parametrize("question", [
    "with 9 bad luck symbols i lose only one card, right?",
    "con 9 de mala suerte pierdo solo una carta, ¿no?",
])
def test_a_count_claimed_with_only_is_settled_by_the_rule_that_gives_a_number(question):
    # CV, Bad luck: every 3 bad luck symbols are one misfortune (9 are 3)
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "badluck.misfortune")


def test_only_one_asked_as_a_limit_is_still_read_as_asked():
    result = search("can I buy only one card per turn?", game="cv")
    assert result.hits[0].id != "badluck.misfortune"


def test_the_place_told_is_no_stand_in_offered():
    assert told_place_words("We put it into my piles like a normal card. where does it go?", "en") == {"my", "piles"}
    assert told_place_words("La pusimos en mis pilas como una carta normal. ¿Dónde va?", "es") == {"mis", "pilas"}
    assert told_place_words("can I put it into my piles like a normal card?", "en") == frozenset()  # (no fate asked)


@pytest.mark.parametrize("question", [
    "We bought an event card and put it into my piles like a normal card. where does it go?",
    # (Spanish tells the past with "pusimos", no verb of its stand-in frames: read right before too)
    "Compramos una carta de evento y la pusimos en mis pilas como una carta normal. ¿Dónde va?",
])
def test_the_rule_of_the_event_card_answers_where_it_goes(question):
    # CV: an event card is kept in the hand, never put in the CV
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cv.events-hand")
