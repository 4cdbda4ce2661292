"""Seeing, showing or telling among players is answered by the rule of what is hidden from the others (issue 12).

"May I TELL the others which Values I have?": the rule says the Values are
"secret from everyone else", never "tell" (rules/seen_by_others.py,
lexicon `question_form.seen_verbs`, `seen_others`, `seen_hidden`).
Questions worded anew.
"""

from __future__ import annotations

import pytest

from referee.rules.index import get_index
from referee.rules.normalize import words
from referee.rules.search import search
from referee.rules.seen_by_others import seen_words, tells_others, tells_view, viewed_words


# Adulthood, Card Types > Values: "Values cards remain secret from everyone else the entire game".
def test_telling_the_others_is_answered_by_the_secret_values():
    result = search("Adulthood: may I tell the others which Values I have?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "cards.values-secret")


@pytest.mark.parametrize("question, lang, marked", [
    ("do I have to show the others my tiles?", "en", ["show", "others"]),
    ("can anyone see my cards?", "en", ["see"]),  # (the others before the verb are the subject, a player word)
    ("¿tengo que enseñarles los Valores a los demás?", "es", ["ensenarles", "demas"]),
    ("how many tiles do I draw?", "en", []),
])
def test_the_verbs_and_the_others_after_them_are_marked(question, lang, marked):
    folded = words(question)
    assert [word for word, seen in zip(folded, seen_words(folded, list(range(len(folded))), lang)) if seen] == marked


# Coming of Age, Setup > Individual Player Setup: "Your hand of Tiles and Cards is always hidden from other players";
# Parent Card (p. 10): the discard pile "is public and can be checked by everyone" (open, not kept from the others).
@pytest.mark.parametrize("lang, entry, tells", [
    ("en", "setup.hidden-hand", True),
    ("es", "setup.hidden-hand", True),
    ("en", "parent-card.hand-and-discard", False),
])
def test_only_a_rule_that_keeps_a_thing_from_the_others_tells_it(lang, entry, tells):
    lang_index = get_index().langs[lang]
    number = lang_index.by_key[("coming-of-age", entry)]
    assert tells_others(number, lang_index) is tells


# Whether the others SEE a thing, the others named before the verb too (round fabst38): Coming of Age's Parent Card
# discard pile "is public and can be checked by everyone" (p. 10); CV's life goal card is secret.
@pytest.mark.parametrize("question, game, entry", [
    ("do the others see the parent cards in my hand?", "coming-of-age", "parent-card.hand-and-discard"),
    ("Mi objetivo vital de CV, ¿lo ven los demás?", "cv", "card-type.life-goal"),
])
def test_whether_the_others_see_a_thing_is_answered_by_the_rule_of_what_is_in_view(question, game, entry):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("question, lang, marked", [
    ("can the others see my tiles?", "en", ["others", "see"]),
    ("¿las ven los demás?", "es", ["ven", "demas"]),
    ("can I look at the discard pile?", "en", []),  # (peeking, no others: not what is in view)
    ("can I lay them face up so everyone sees them?", "en", []),  # (the seeing is the purpose of laying them out)
    ("¿las pongo boca arriba para que los demás las vean?", "es", []),
])
def test_a_verb_of_seeing_and_the_others_are_marked_in_either_order(question, lang, marked):
    folded = words(question)
    assert [word for word, seen in zip(folded, viewed_words(folded, list(range(len(folded))), lang)) if seen] == marked


# LOOP, Components: "Keep all your COIN in your AREA, visible to all players at all times" (open to view);
# Coming of Age, Individual Player Setup: "always hidden from the other players" (hidden).
@pytest.mark.parametrize("lang, game, entry", [
    ("en", "loop", "area.coins"),
    ("es", "loop", "area.coins"),
    ("en", "coming-of-age", "setup.hidden-hand"),
])
def test_a_rule_that_says_a_thing_is_hidden_or_open_tells_what_is_in_view(lang, game, entry):
    lang_index = get_index().langs[lang]
    assert tells_view(lang_index.by_key[(game, entry)], lang_index) is True


def test_a_rule_that_names_the_other_players_covers_the_word_of_the_others():
    # Coming of Age: "You cannot wait for the other players' decisions before making yours" (round hidfabst2)
    from referee.rules.seen_by_others import names_others
    for lang in ("en", "es"):
        lang_index = get_index().langs[lang]
        assert names_others(lang_index.by_key[("coming-of-age", "play.simultaneous")], lang_index)
        assert not names_others(lang_index.by_key[("coming-of-age", "setup.memory-cards")], lang_index)
    result = search("do we all pick our location together, or can I wait and see where everyone else heads first?",
                    game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "play.simultaneous"
