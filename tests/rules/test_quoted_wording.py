"""The entry a quoted passage copies word for word goes first among those holding it (rules/quoted_wording.py).

The questions are written for these tests after the pattern of blind180's
misses (players quoting a sentence, then asking a case), not copied from a set.
"""

from __future__ import annotations

import pytest

from referee.rules import quoted_wording, quotes
from referee.rules.corpus import entry_map
from referee.rules.judged_reasons import PASSAGE
from referee.rules.normalize import words
from referee.rules.search import search


@pytest.mark.parametrize("question, lang", [
    ("Bouncing right: the book says if the Motivation icon 'is covered by a Frustration Token, you gain "
     "nothing'. So an unresolved frustration there takes my token?", "en"),
    ("Al rebotar a la derecha pone que si el icono de Motivación 'está tapado por una Ficha de Frustración, no "
     "ganas nada'. ¿O sea que con una frustración sin resolver me quedo sin ficha?", "es"),
])
def test_the_entry_a_quote_copies_word_for_word(question, lang):
    """Coming of Age: bounce.right says the quoted sentence; frustration.placement holds its words loosely
    ("covering the Motivation Token icon"), not in the order quoted."""
    _, passage = quotes.frame_and_passage(question, lang)
    folded = words(question)
    runs = quoted_wording.passage_runs([n in passage for n in range(len(folded))], folded)
    entries = entry_map("coming-of-age", lang)

    def pairs(entry_id: str) -> tuple[int, int]:
        entry = entries[entry_id]
        return quoted_wording.copied_pairs(runs, [(f"{entry.title} {entry.text}", lang)])

    assert quoted_wording.copies(*pairs("bounce.right"))
    assert not quoted_wording.copies(*pairs("frustration.placement"))
    # judged as close candidates that both hold the passage, the one it copies goes first
    reasons = (True, False, 0, True, False, False, True, 1, False, 3, 0, 0)
    judged = [(reasons, 0, (), True, ()), ((*reasons[:9], 1, 0, 0), 1, (), True, ())]
    texts = {0: "frustration.placement", 1: "bounce.right"}
    ordered = quoted_wording.copied_first(
        judged, runs, lambda rank: [(f"{entries[texts[rank]].title} {entries[texts[rank]].text}", lang)])
    assert max(ordered, key=lambda item: (item[0], -item[1]))[1] == 1
    assert ordered[0][0][PASSAGE] is True


def test_a_spanish_question_quoting_the_english_rulebook_is_read_against_the_english_twin():
    # LOOP, Events: "CONTINUOUS EVENT ... affects player only during their active turn"
    question = ("Un EVENT CONTINUOUS dice 'affects player only during their active turn'. ¿Entonces en el turno de "
                "otro jugador no me afecta?")
    _, passage = quotes.frame_and_passage(question, "es")
    folded = words(question)
    runs = quoted_wording.passage_runs([n in passage for n in range(len(folded))], folded)
    spanish, english = entry_map("loop", "es")["events.continuous"], entry_map("loop", "en")["events.continuous"]
    assert not quoted_wording.copies(*quoted_wording.copied_pairs(runs, [(spanish.text, "es")]))
    assert quoted_wording.copies(*quoted_wording.copied_pairs(runs, [(spanish.text, "es"), (english.text, "en")]))
    assert search(question).hits[0].id == "events.continuous"
