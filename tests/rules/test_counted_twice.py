"""A gain asked to count a second time, when the first rule states no count of times (issue 12;
rules/counted_twice.py).

"Do I get the 4 impact TWICE?", "¿SUMO 25 DOS VECES?": the rule of the gain
ranks first and names everything but the second time. It answers when it
states a repeat or a count of times ("once per turn", "two times", "cada
vez"); otherwise the rulebook leaves it open. The questions are written for
this test, not taken from the question sets; each is judged against the
entry named, as the first near entry, then asked of the whole search.
"""

from __future__ import annotations

import pytest

from referee.rules.counted_twice import unstated_twice
from referee.rules.search import get_index, search


def _twice(question: str, lang: str, game: str, entry_id: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs)
                  if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_twice(question, [number], lang_index)


SILENT = [
    # Adulthood, step 3: "gain 4 impact if you have a complete heart": once or per Value, it never says
    ("My partner's heart fits both of my Values cards. Do I score the 4 impact twice at the end?", "en",
     "adulthood", "end.step3-heart", "twice"),
    ("Mi Pareja encaja con dos de mis Valores: ¿me dan dos veces los 4 de Impacto?", "es",
     "adulthood", "end.step3-heart", "dos veces"),
    # Adulthood: "pass the end of a track: back to 0 and add 25": passing it a second time is not told
    ("Si en la misma partida paso dos veces del final de la pista, ¿sumo 25 cada vez?", "es",
     "adulthood", "end.track-overflow", "dos veces"),
    ("If I lap the Happiness track a second time, do I add the 25 again?", "en",
     "adulthood", "end.track-overflow", "a second time"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry", "missing"), SILENT)
def test_a_gain_asked_twice_of_a_rule_that_counts_no_times_is_unstated(question, lang, game, entry, missing):
    assert _twice(question, lang, game, entry) == missing


HELD = [
    # Adulthood: "each action spot can be used only ONCE per turn": the repeat is stated
    ("Can I get the Wellness upper spot's energy twice in one turn?", "en", "adulthood", "turn.once-per-turn"),
    ("¿Puedo ganar dos veces el dinero del mismo espacio de acción en un turno?", "es", "adulthood",
     "turn.once-per-turn"),
    # Coming of Age: "EACH TIME you move a Mood Counter you receive the benefit": a count of times
    ("If my counter steps on the same space twice, do I receive its bonus twice?", "en", "coming-of-age",
     "mood-tracks.bonuses"),
    ("Si paso dos veces por la misma casilla, ¿recibo su bonificación dos veces?", "es", "coming-of-age",
     "mood-tracks.bonuses"),
    # no gain near the second time: how a thing is done twice is not a gain counted
    ("We already taught the game twice; which Values cards may I look at?", "en", "adulthood", "end.step3-heart"),
    # a reminder, not a repeat ("again"), and a rule's own "doble"
    ("what do I get for a complete heart again?", "en", "adulthood", "end.step3-heart"),
    ("¿Me dan el doble de Impacto por el corazón completo?", "es", "adulthood", "end.step3-heart"),
]


@pytest.mark.parametrize(("question", "lang", "game", "entry"), HELD)
def test_a_rule_that_states_a_count_of_times_or_no_second_time_asked_is_not_read(question, lang, game, entry):
    assert _twice(question, lang, game, entry) is None


@pytest.mark.parametrize(("question", "missing"), [
    ("My married Partner's heart matches two of my Values. Do I get the 4 impact twice in the final scoring?",
     "twice"),
    ("Me casé con una Pareja cuyo corazón encaja con dos de mis Valores. ¿Me dan dos veces los 4 de Impacto al final?",
     "dos veces"),
])
def test_the_search_leaves_a_gain_asked_twice_unanswered_with_the_gain_related(question, missing):
    result = search(question, limit=3)
    assert not result.answered
    assert missing in " ".join(result.missing)
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.step3-heart")


@pytest.mark.parametrize("question", [
    "How much impact does a complete heart give at the end of Adulthood?",
    "¿Cuánto Impacto da el corazón completo en la puntuación final?",
])
def test_the_gain_asked_once_is_still_answered_by_its_rule(question):
    result = search(question, limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.step3-heart")
