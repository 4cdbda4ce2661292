"""A word after a noun marker that is no noun there is no thing the rulebook must name (issue 12).

A noun the game's rulebook never uses is a topic it is silent about
(search._evidence); a noun is a word after an article or a preposition
(lexicon `noun_markers`). Not a marker itself ("what's this ABOUT"), nor a
verb after a Spanish clitic ("¿cómo LAS reconozco?": `pronouns` in the
lexicon, normalize.marks_noun). Questions worded anew.
"""

from __future__ import annotations

from referee.rules.normalize import marks_noun, words
from referee.rules.search import search


def test_a_clitic_after_a_word_of_asking_or_a_negation_is_no_article():
    folded = words("hay cartas que duran. cómo las reconozco")
    assert not marks_noun(folded, folded.index("reconozco"), "es", frozenset({folded.index("como")}))
    folded = words("no lo tengo")
    assert not marks_noun(folded, 2, "es")
    folded = words("dice que las fichas son ilimitadas")  # ("que", "si": an article follows them)
    assert marks_noun(folded, folded.index("fichas"), "es")
    folded = words("what is this about burning")
    assert not marks_noun(folded, folded.index("about"), "en")


# LOOP p. 17, Solo Mode: "At the end of each turn, flip the top MATERIAL of the deck and discard it"
def test_a_preposition_after_a_demonstrative_is_no_thing_named():
    result = search("LOOP solo: what is this about burning a MATERIAL each turn?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("loop", "solo.burning-material")


# Adulthood, Card Types: Life Events that "affect the next round ... are marked with a symbol"
def test_a_verb_after_a_clitic_is_no_thing_named():
    result = search("Algunas cartas Life Event afectan a la ronda siguiente. ¿Cómo las reconozco?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.life-event-timing")
