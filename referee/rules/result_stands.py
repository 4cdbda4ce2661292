"""Whether a result still stands, asked after a slip: one more vague ask for a fix.

A table that finds a slip late often asks not "how do we fix it?" but
whether what it already played or wrote down still holds: "...and only
noticed at final scoring. DOES MY SCORE COUNT?", "found out after. DOES THE
WIN STAND?", "can we COUNT THE SCORES or is THE GAME VOID?", "does that
CHANGE my Achievement RESULT?", "¿VALEN LOS PUNTOS que anotamos?",
"jugamos una ronda más. ¿CUENTA ESA RONDA?", "¿VALE LA PARTIDA o la
repito?". The rule of the broken step says how it should have gone, never
whether a game played on after the slip stands: that is the table's to
settle, as rules/late_fixes.py reads every ask for a fix.

The ask is a word of standing or counting (`result_standing`: "count",
"stand", "void", "change", "vale", "cuenta", "cambia") within
`RESULT_REACH` words of a word of a result (`result_nouns`: "score", "win",
"game", "points", "round", "puntos", "partida", "ronda", "victoria"), on
either side, from where the slip was told on (rules/late_fixes.py looks
for it only after words that tell the slip was found late: alone, "does
the round count?" asks a rule). "Does a MATERIAL count for the 5 types?"
names no result, so it asks a rule.

A result said to be already set down is itself the sign that the game is
over and the ask comes late: "¿VALEN LOS PUNTOS QUE ANOTAMOS?", "do THE
SCORES WE WROTE DOWN still count?" (`result_recorded` opening within
`RECORDED_REACH` words after a word of a result, and a word of standing): a rule says how to
score, never whether a count already written stands, so it is read as an
ask for a fix with no other word of a slip found late.
"""

from __future__ import annotations

from referee.rules.normalize import may_hold_phrase, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import phrases_held

RESULT_REACH = 3  # words between the verb and the result it asks about: "count THE SCORES" is 2 on, "CHANGE my
# Achievement RESULT" 3; at 3 the TUNE20 sets gained 6 abstentions and no false one (at 2: one fewer)
RECORDED_REACH = 2  # words after the result where its recording opens: "los puntos QUE ANOTAMOS" 1 on, "the scores
# that WE WROTE" 2


def _result_span(said: list[str], lang: str, start: int) -> tuple[int, int] | None:
    """The first and last place of the first ask whether a result stands in
    `said` from `start` on (see `result_asked`), or None."""
    standing, results = question_form_set(lang, "result_standing"), question_form_set(lang, "result_nouns")
    if standing.isdisjoint(said) or results.isdisjoint(said):
        return None  # (no verb of standing, or no result: most questions)
    for position in range(start, len(said)):
        if said[position] not in standing:
            continue
        after = range(position + 1, min(len(said), position + RESULT_REACH + 1))
        before = range(position - 1, max(start, position - RESULT_REACH) - 1, -1)
        for other in (*after, *before):  # (the result asked about follows its verb in a question: "¿cuenta ESA RONDA?")
            if said[other] in results:
                return min(position, other), max(position, other)
    return None


def result_asked(said: list[str], lang: str, start: int = 0) -> tuple[str, ...] | None:
    """The words that ask whether a result stands ("score count", "valen
    los puntos"), found in the folded words `said` at `start` or after, or
    None: a word of `result_standing` with a word of `result_nouns` at most
    `RESULT_REACH` words before or after it."""
    span = _result_span(said, lang, start)
    return None if span is None else tuple(said[span[0]:span[1] + 1])


def recorded_result_asked(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The words of a result told as already set down ("puntos que anotamos",
    "scores we wrote down") when the question asks whether it stands (a word
    of `result_standing` anywhere in `said`), or None."""
    if not may_hold_phrase(said, lang, "result_recorded") or question_form_set(lang, "result_standing").isdisjoint(said):
        return None  # (no word of writing a result down, or none of standing: most questions)
    results, recorded = question_form_set(lang, "result_nouns"), question_form_phrases(lang, "result_recorded")
    for position, word in enumerate(said):
        if word in results:
            after = position + 1 + RECORDED_REACH
            told = next(phrases_held(said[position + 1:after], recorded), None)
            if told is not None:
                return (word, *told)
    return None
