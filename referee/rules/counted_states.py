"""What "X counts as ..." asks when what follows is no thing: a condition met, an act, an outcome.

"Does a player at exactly HAPPINESS 11 COUNT AS REACHING the goal?",
"which market cards COUNT AS COSTING something?", "¿Con 3 de buena suerte
CUENTA COMO PAGADA una condición especial?", "what friendship level COUNTS
AS ENOUGH to mimic it?", "¿qué HAPPINESS CUENTA COMO VICTORIA?", "does
Donate COUNT AS A WAY to get impact?". The verb of counting with "as" is
one of the frames of standing in (rules/stand_ins.py: "does a money token
COUNT AS a time meeple?", whose answer needs a rule that lets one thing
stand for the other). But when the words right after "count as" name no
thing, the player does not offer one thing in place of another: they ask
whether X meets a condition (enough, a win), does an act (reaching,
costing, paying), or comes from somewhere ("cuentan como DE LA Zona de
Compra"), and the rule of that condition, act or place answers ("You win
if you have HAPPINESS 11 or more", "the right-most card costs one energy
and one money"). Before, stand_ins read the thing named a few words later
(the goal, the cost, victory) as what X stood in for, and abstained: 8 of
blind130's 24 false abstentions.

Read here, right after the join word of counting ("as", "como"), past an
article or a determiner (`stopwords`), the first word:

* a verb form (`stand_in_verb_endings`, a word longer than VERB_LETTERS):
  an English gerund ("count as REACHING", "as COSTING"), a Spanish
  infinitive ("cuenta como GANAR"), said right after the join (no article:
  "count as a BUILDING" is a thing);
* a participle or adjective (`stand_in_state_endings`) with a stem of at
  least STATE_STEM letters: "cuenta como PAGADA" (stand_ins reads these
  with stems of 4 letters or more, "CROSSED", "ADYACENTES"; the shorter
  "pag-ada", "us-ed" are states too; "nada", "red" still are not);
* a word of a condition or an outcome (lexicon `counted_conditions`:
  "enough", "a win", "victory", "a way", "suficiente", "victoria", "una
  forma"); or, in Spanish, "de"/"del" right after the join, which tells
  where the thing comes from ("cuentan como DE LA Zona de Compra"), not
  a thing (lexicon `counted_origins`).

A denial or a clause right after the join names no thing either
(lexicon `counted_clauses`, read with the origins: "which careers count
as NOT allowed in solo mode?", "¿la ACTIVITY DANCE cuenta como QUE pide un
GLASS?"): the rule of the mode, the example of the ACTIVITY answers. Round
fabst41, TUNE135: false abstention -2 (blind131), nothing else moved.

Cheap: read only for a question stand_ins already found a frame of
counting in.

And a vague "does that count" (rules/late_fixes.py: after a slip found
late, whether the game played stands) asks a rule when it goes on to say
what the thing counts as or toward (`counted_joins`: "how much VEP does
that count AS?", `counted_toward`).
Measured on TUNE133 (129 sets, round countsfab): false abstention 640 -> 633
(blind130's seven: count as reaching the goal, as costing, as enough, as
a way, como pagada, como victoria, como de la Zona de Compra), top-1,
top-3 and abstention unchanged (4061: the nine unanswerable "count as a
symbol / a Life icon / a CV card" stay stand-ins); nothing else moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, question_form_set, stopwords
from referee.rules.unstated_specifics import find_phrase

VERB_LETTERS = 4  # a verb form after "count as" is longer than this ("REACHING", "GANAR"; not "ring", "mar")
STATE_STEM = 3  # letters a participle after "count as" has at least before its ending ("PAG-ada"; not "n-ada", "r-ed")


@lru_cache(maxsize=8)
def _words(lang: str) -> tuple[tuple[str, ...], tuple[str, ...], frozenset[str], frozenset[str]]:
    """`lang`'s word lists of this reading: verb endings, state endings, words of a condition, words of an origin
    or a clause (both are read right after the join)."""
    form = question_form(lang)
    return (tuple(form.get("stand_in_verb_endings", ())), tuple(form.get("stand_in_state_endings", ())),
            frozenset(form.get("counted_conditions", ())),
            frozenset((*form.get("counted_origins", ()), *form.get("counted_clauses", ()))))


def asks_condition(said: list[str], after: int, lang: str) -> bool:
    """Whether the words of `said` from `after` (right after the join word of
    "count as" / "cuenta como") name a condition, an act, an outcome or an
    origin rather than a thing: then "X counts as ..." asks whether X meets
    it, which the rule of that condition answers, not whether X stands in
    for a thing (a game term too: "count as COSTING" is an act of paying)."""
    verb_endings, state_endings, conditions, origins = _words(lang)
    if after >= len(said):
        return False
    word = said[after]
    if word in origins:
        return True  # ("cuentan como DE LA Zona de Compra": where they come from; "count as NOT allowed", "cuenta
        # como QUE pide un GLASS": a denial or a clause)
    if len(word) > VERB_LETTERS and word.endswith(verb_endings):
        return True  # ("count as REACHING the goal", "as COSTING something")
    if any(len(word) >= STATE_STEM + len(ending) and word.endswith(ending) for ending in state_endings):
        return True  # ("cuenta como PAGADA")
    stop = stopwords(lang)
    position = after
    while position < len(said) and said[position] in stop and said[position] not in conditions:
        position += 1
    return position < len(said) and said[position] in conditions  # ("count as ENOUGH", "as A WIN", "como VICTORIA")


def counted_toward(said: list[str], phrase: tuple[str, ...], start: int, lang: str) -> bool:
    """Whether a vague ask of whether a thing stands ("does that count",
    "¿cuenta eso?", rules/late_fixes.py), found in `said` at `start` or after,
    goes on to say what it counts as or toward (`counted_joins`: "how much
    VEP does that count AS?", "does it count TOWARD the goal?", "¿cuenta
    COMO ...?"): then it asks what a rule makes of the thing, not whether a
    game already played after a slip still stands ("instead of" told the
    slip in "if I pay 4 Willpower for a Memory INSTEAD OF Motivation, how
    much VEP does that count as?", and the rule of paying with Willpower
    answers). Round countsfab: blind130 false abstention -1, nothing else
    moved on TUNE133."""
    if not phrase or phrase[-1] not in question_form_set(lang, "stand_in_counting"):
        return False
    at = find_phrase(said, phrase, start)
    after = at + len(phrase)
    return at >= 0 and after < len(said) and said[after] in question_form_set(lang, "counted_joins")


SUBJECT_REACH = 4  # content words back from the verb of counting that may name what is asked to count


def counted_subject(folded: list[str], places: list[int], alternative: int, before: list[int], after: list[int],
                    lang: str) -> tuple[list[int], int | None]:
    """The stems (their numbers, `places` their positions in `folded`) that
    name what a question asks to count when it offers "X count(s) ..., OR
    ONLY Y?" ("do memory tokens COUNT toward the 9 OR ONLY willpower and
    motivation?", "do the neutral characters on my friendship track COUNT,
    OR ONLY the other players' kids?", "¿las fichas CUENTAN O SOLO los
    dados?"): the content words right before the verb of counting
    (`stand_in_counting`), at most SUBJECT_REACH of them. `alternative` is
    the position of "or"/"o", which a word of `counted_only` follows;
    `before` the stems before it, `after` those after it; with the subject,
    the first stem of Y (past the word of `counted_only`). The verb is the frame of the ask, so the
    choice is between X and Y, not between the verb (or what it counts
    toward) and Y: an entry that states what the count takes (Y) answers
    whether X counts, as an entry that speaks of one side of any choice
    answers which one it is (search._alternatives; round countsfab, TUNE133:
    false abstention 631 -> 629, blind130's Hoarder and Sociable, nothing
    else moved). ([], None) when the question has no such choice."""
    if alternative + 1 >= len(folded) or folded[alternative + 1] not in question_form_set(lang, "counted_only"):
        return [], None
    counting = question_form_set(lang, "stand_in_counting")
    verb = next((at for at in range(alternative - 1, -1, -1) if folded[at] in counting), None)
    other = next((n for n in after if places[n] > alternative + 1), None)
    if verb is None or other is None:
        return [], None
    return [n for n in before if places[n] < verb][-SUBJECT_REACH:], other
