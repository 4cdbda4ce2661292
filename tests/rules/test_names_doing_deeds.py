"""A name that opens a sentence before a deed told in the past is the player who did it (issue 12).

"ROB PLAYED a third FAVOUR", "MAX COUNTED the event cards", "MAX ELIGIÓ dos
cartas": a dispute after a game tells who did what, and the doer opens the
sentence, where any word has a capital. A capitalised word there was read
as a name only when no rule knew it or a verb of saying followed; "Rob"
(Coming of Age's bot) and "Max" (a word of limits) are known, so they stayed
words the answering rule had to hold. A verb told in the past right after
the word (lexicon `question_form.deed_endings`, `deed_words`; a Spanish
preterite typed with its "ó") makes it the doer, as a verb of saying makes
it the speaker (rules/player_names.py). The probes are worded anew, not
copied from the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question, name", [
    ("Rob played a third FAVOUR this turn, is there a limit?", "rob"),
    ("Rob flipped two face-down events halfway through his turn, when do they actually trigger?", "rob"),
    ("Max counted the event cards in his hand for the fewer cards tie-break, do they count?", "max"),
    ("Rob usó el espacio de Donar dos veces en el mismo turno, ¿hay límite?", "rob"),
    ("Max eligio robar dos FAVOUR en su turno, ¿se puede?", "max"),
])
def test_the_doer_of_a_deed_is_no_word_of_the_rules(question, name):
    assert name not in search(question).missing


def test_a_doer_named_so_lets_the_rule_answer():
    result = search("Rob played a third FAVOUR this turn, is there a limit?")
    assert result.answered is True, result.missing
    assert result.hits[0].game == "loop"


def test_a_present_verb_after_a_known_word_keeps_it_a_word():
    # "Rob takes ..." in Coming of Age's solo mode is the bot, told in the present as a rule is
    result = search("In solo Coming of Age, Rob takes a Trait Tile how?")
    assert result.hits[0].game == "coming-of-age"
