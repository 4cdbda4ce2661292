"""A tie asked in a choice the rule makes by rank, a silence of the question's form.

"Rob has a Mimic Trait Token and two available Trait Tiles give THE SAME
HIGHEST VEP. WHICH one does he pick?", "si Rob tiene EL MISMO NÚMERO de
Fichas de Motivación de los dos tipos, ¿CUÁL usa?". The rule that ranks
first makes the choice by a rank ("the Trait Tile that gives the most
VEP", "usa el que más tenga") and so speaks of every thing the question
names; a tie is the edge the rank leaves open, and the rulebook breaks it
only where it says so ("if tied", "en caso de empate", "either"). Players
ask about such ties in every game (an automa's choice above all), with a
new thing each time, so a gap's aliases never reach them: the form is what
transfers.

The question says two things are level (`question_form.tie_asked`: "same
highest", "both worth", "tied", "mismo número", "empatados") and asks which
of them (`tie_choice`: "which", "cuál"); a question of WHO wins a tie
("tied on VEP, who wins?") asks the tie-break of the final scoring, which
the rulebooks give, and is left alone. A near rule answers only when it
speaks of a tie itself (`tie_told`: "tie", "either", "empate",
"cualquiera"). The phrases are read as advice.py reads its own (topic
"tie").

On the tuning sets: 3 abstentions more (blind40, blind41 twice; 2 English,
1 Spanish), nothing else moved. A count level for each of two kinds ("he has
exactly 2 OF EACH", "2 de cada uno"): tuning list (TUNE30) abstention 2,532 ->
2,533, nothing else moved; "of each" with any count also took "one of each
colour", a handful, not a tie (false abstention +1).

The final tie-break rule speaks of a tie too, and ranks near a question
that says "tied" or "empatadas"; but it breaks ties between players for the
win, never which of two things a rule's rank picks, so it answers a tie of a
choice only when it ranks first (`chooser_near`). Spanish "el mismo VEP" is
level as "same vep" is. TUNE155: abstention 4,678 -> 4,680 (Rob's mimic,
twice), nothing else moved; CHECK4 unchanged.

A tie, or any place, below the winner ("we TIED FOR SECOND: does the
tie-break decide who is second?", "¿quién queda TERCERO?") is the same
edge of the final ranking: the rulebooks name a winner and break ties for
the win, never a second place. A near rule answers only when it speaks of
places below the first (`placing_told`: "second place", "ranking",
"puestos"). TUNE22 sets: 1 abstention more (blind38), nothing else moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import text_says_listed

TOPIC = "tie"  # the prefix of the lexicon fields read (tie_asked, tie_condition, tie_told)
PLACING = "placing"  # ... and of those of a place below the winner (placing_asked, placing_condition, placing_told)


@lru_cache(maxsize=8)
def _choice_words(lang: str) -> frozenset[str]:
    """The words of `lang` that ask which of several things ("which", "cuál")."""
    return frozenset(question_form(lang).get("tie_choice", ()))


def unstated_tie(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that say two things are level ("same highest", "empatados")
    when the question asks which of them and no near rule speaks of a tie;
    else None."""
    if _choice_words(lang_index.lang).isdisjoint(words(query)):
        return None  # (no word of which: most questions)
    return unstated_form(query, chooser_near(near, lang_index), lang_index, TOPIC)


def chooser_near(near: list[int], lang_index: LangIndex) -> list[int]:
    """The near rules that may break a tie of a choice: the first, and the
    others but a rule that breaks ties for the win (its title `tie_won_told`:
    "Tie-break: ...", "Desempates"). That rule ranks near a question that
    says "tied" and speaks of a tie between players, never of which of two
    things a rule's rank picks ("two tiles are TIED, WHICH does Rob mimic?");
    first, it is the rule asked ("which tie-break counts first?")."""
    return near[:1] + [number for number in near[1:]
                       if not text_says_listed(lang_index.docs[number].entry.title, lang_index.lang, "tie_won_told")]


def unstated_placing(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a place below the winner ("tied for second",
    "tercer puesto") when no near rule speaks of such places; else None."""
    return unstated_form(query, near, lang_index, PLACING)
