"""An exact value at the edge of a rule whose words do not settle it: a silence of the question's form.

Players check a rule at its very edge, and say so with "exactly": "my
marker lands EXACTLY ON the Grown-Up space but doesn't go past it, am I
Grown Up?", "si caigo JUSTO EN la última casilla, ¿vuelvo a 0?", "I have 4
on one level, does that count or must it be EXACTLY 3?". The rule that
ranks first is the rule of that edge, and holds every word asked; whether
it answers depends on how it words the edge:

- landing exactly on a space (`exact_landing_asked`: "exactly on", "justo
  en"), asked of a rule that speaks only of passing it (`passing_told`:
  "pass", "past", "beyond", "pasas", "sobrepasa") and never of landing on or
  reaching it (`landing_told`: "land", "reach", "onto", "llegas", "cae"):
  whether stopping on the space is passing it is the edge the rulebook
  leaves open;
- a count asked exact or more (`exact_count`: "exactly" right before a
  number, in a sentence that offers another way with "or", "at least", "o",
  "como mínimo"), asked of a rule that states the count bare, with no word
  of a bound (`bound_told`: "at least", "or more", "fewer than", "equal to
  or higher", "exactly", "al menos", "o más", "igual o superior"): "have 3
  Character Tokens on the same level" says nothing of 4. Not when the "or"
  only offers two other numbers as the result ("EXACTLY 5 MATERIAL in my
  LANDFILL, is that 1 HAPPINESS lost OR 2?", `_results_offered`): the
  pedant tells the exact case they have, and the rule's count ("1 per 3")
  answers it. TUNE201, the 602 questions with a word of "exactly": false
  abstention -1 (blind196), nothing else moved. Nor "exactly 0" ("WORK
  with EXACTLY 0 HAPPINESS: do I still get my SALARY, or only the 1
  COIN?"): nothing is fewer than none, so a count of zero has no bound to
  ask; the pedant tells the state they are in, which the rule of having
  none answers (round lawyerthree: false abstention -1, blind197).

- an exact value offered as one number or another (`_offered_values`:
  "¿en qué casilla EXACTA empieza, en la 0 O en la 1?", "exactly 11 or
  12?"), asked of a rule that says no number at all (labels of steps
  aside: "Step 5:"): where a marker starts, or which of two values holds,
  is printed on the board or left open; a rule that says another value
  ("on space 5") answers.
  TUNE22 sets: 1 abstention more (blind71), nothing else moved. The word
  of "exactly" stays the gate: of the 33 questions there that offer two
  numbers, 2 answerable ones without it ("1 or 2 life events?") have a
  first rule that says neither number (a grep).

A rule that words its edge ("fewer than 5", "at least twice as many",
"equal to or higher than", "moves onto or beyond") answers, and so does
every question that says "exactly" without asking an edge ("what does it
do exactly?", "do I advance exactly 3 spaces?": no other way offered).
TUNE20 sets: of 195 questions with a word of "exactly", 3 unanswerable ones
now abstain (blind69: the Grown-Up space and the end of a track landed on,
Completionist with 4 on a level), nothing else moved; "less" and "fewer"
alone count as bounds, so CV's "fewer cards than the number of players"
("menos cartas que") answers "justo 4 cartas".

Only the first entry is read (the rule of the edge ranks first). Cheap: one
set look-up of the words of "exactly" (`exact_words`) passes over most
questions.
"""

from __future__ import annotations

import re

from referee.rules.advice import asked_form
from referee.rules.counts import counted_phrases
from referee.rules.index import LangIndex
from referee.rules.normalize import NUMBER_WORDS, question_form_set, words
from referee.rules.unstated_specifics import entries_tell, holds, sentence_words

OFFERED_REACH = 3  # words between each number offered and the "or" between them ("en la 0 o en la 1")


def _exact_count(query: str, lang: str) -> tuple[str, ...] | None:
    """The words that ask whether a count must be exact ("exactly 3"), in a
    sentence that offers another way (`exact_count_other`: "or", "at
    least"), or None."""
    exact, other = question_form_set(lang, "exact_words"), question_form_set(lang, "exact_count_other")
    numbers = NUMBER_WORDS.get(lang, {})
    for said in sentence_words(query):
        if exact.isdisjoint(said) or other.isdisjoint(said):
            continue
        for position, word in enumerate(said[:-1]):
            after = said[position + 1]
            if word in exact and (after.isdigit() or after in numbers) and not _results_offered(said, after, lang) \
                    and numbers.get(after, after).lstrip("0") != "":
                return word, after
    return None


def _results_offered(said: list[str], count: str, lang: str) -> bool:
    """Whether the only other way `said` (a sentence) offers is one of two
    other numbers, neither the exact count (`count`): "EXACTLY 5 MATERIAL in
    my LANDFILL, is that 1 HAPPINESS lost OR 2?" tells the exact case the
    player has and asks which result it gives (the rule's count answers it),
    where "exactly 3 OR more?" asks the count's bound. A word of another way
    besides "or" ("at least", "como mínimo") still asks the bound."""
    either = question_form_set(lang, "exact_or")
    if not (question_form_set(lang, "exact_count_other") - either).isdisjoint(said):
        return False
    offered = False
    for position, word in enumerate(said):
        if word not in either:
            continue
        before = next((w for w in reversed(said[max(0, position - OFFERED_REACH):position]) if w.isdigit()), None)
        after = next((w for w in said[position + 1:position + 1 + OFFERED_REACH] if w.isdigit()), None)
        if before is None or after is None or count in (before, after):
            return False  # (an "or" beside the count itself, or no number after it: the count's other way)
        offered = True
    return offered


def unstated_exact(query: str, first: int, lang_index: LangIndex) -> str | None:
    """The words that ask an exact edge ("exactly on", "exactly 3") when the
    first entry's words do not settle it; else None."""
    lang = lang_index.lang
    said = words(query)
    if question_form_set(lang, "exact_words").isdisjoint(said):
        return None  # (no word of "exactly": most questions)
    landing = asked_form(said, lang, "exact_landing")
    if landing is not None and entries_tell((first,), lang_index, "passing_told") and not entries_tell((first,), lang_index, "landing_told"):
        return " ".join(landing)
    count = _exact_count(query, lang)
    if count is not None and not entries_tell((first,), lang_index, "bound_told"):
        return " ".join(count)
    offered = _offered_values(query, lang)
    if offered is not None and not _states_a_value(first, lang_index):
        return " ".join(offered)
    return None


def _offered_values(query: str, lang: str) -> tuple[str, str, str] | None:
    """Two different numbers offered as the exact value, one or the other
    ("¿en qué casilla EXACTA empieza, en la 0 O en la 1?"), in a sentence
    with a word of "exactly" and no word of how many (a count asked, "how
    many COIN exactly, 3 or 4?", is answered by the rule's own count): the
    first within OFFERED_REACH words before a word of "or" (`exact_or`), the
    second within OFFERED_REACH after it, as (number, "or", number); or None.
    Numbers written as digits only: "one" is as often a mere "a"."""
    exact, either = question_form_set(lang, "exact_words"), question_form_set(lang, "exact_or")
    how_many = counted_phrases(lang)
    for said in sentence_words(query):
        if exact.isdisjoint(said) or either.isdisjoint(said) or holds(said, how_many):
            continue
        for position, word in enumerate(said):
            if word not in either:
                continue
            before = next((w for w in reversed(said[max(0, position - OFFERED_REACH):position]) if w.isdigit()), None)
            after = next((w for w in said[position + 1:position + 1 + OFFERED_REACH] if w.isdigit()), None)
            if before is not None and after is not None and before != after:
                return before, word, after
    return None


_LABEL = re.compile(r"\b\d+\s*:")  # "Step 5:", "Paso 5:": a number that labels a step, not a value


def _states_a_value(first: int, lang_index: LangIndex) -> bool:
    """Whether the first entry's title or text says any number as a value (a
    digit, labels of steps aside): "space 5" answers "0 or 1?" with another
    value; "Step 5: one marker on the Impact track" gives none."""
    entry = lang_index.docs[first].entry
    return any(character.isdigit() for character in _LABEL.sub(" ", f"{entry.title} {entry.text}"))
