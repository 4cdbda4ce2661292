"""More ways of checking after the fact, and of telling the table got stuck, that are the frame of the question and
never its topic (issue 12, round facttwo; the first forms are in test_after_the_fact_checks.py).

- The judgement of cheating told with "that's" ("my brother said THAT'S CHEATING"): the apostrophe's "s" folds away,
  so the phrase is "that cheating" (lexicon `cheat_judged`).
- Asking whether the others play it so ("¿VOSOTROS LO JUGÁIS ASÍ?", `checked`): "lo jugáis", a verb after its
  clitic, was a topic no rule says. English "is that how you play it" needs no form: "play" is a weak word there.
- The table that did not know how to go on ("NO SUPIMOS QUÉ HACER", `discourse`): "supimos" alone shares its root
  with "superar" (Coming of Age's overcoming), so the phrase, not the word, is everyday wording. English "we didn't
  know what to do" needs no form: "know" is a weak word.

The questions are written for this test, not taken from the question sets.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

# LOOP, Gameplay > Consume: "You can keep only 3 ACTIVITY; when you complete a 4th ... discard an older one"
KEEP = {"area.activity-slots", "turn.activity-keep"}


@pytest.mark.parametrize(("question", "entries"), [
    ("we kept four completed ACTIVITY in our AREA and my brother said that's cheating. was it?", KEEP),
    ("Guardé cuatro ACTIVITY completadas en mi AREA. ¿Vosotros lo jugáis así?", KEEP),
    ("we kept four completed ACTIVITY in our AREA. is that how you play it?", KEEP),
    # LOOP, End Turn: the decks refill the slots, the discard is shuffled when one runs out
    ("El mazo de ACTIVITY se vació y no supimos qué hacer. ¿Qué se hacía?", {"turn.end-refill"}),
    ("I had 5 FAVOUR in hand at the start of my turn and we didnt know what to do. do I draw one?",
     {"turn.draw-favour"}),
])
def test_the_rule_of_what_was_done_answers_a_check_or_a_table_stuck(question, entries):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].game == "loop"
    assert result.hits[0].id in entries


def test_overcoming_keeps_its_word():
    # ("superar" shares the root of "supimos": the word alone is no everyday wording)
    result = search("¿Qué significa superar una Ficha de Frustración y cómo se hace?")
    assert result.hits[0].id == "frustration.overcome"
