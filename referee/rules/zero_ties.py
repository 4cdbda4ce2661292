"""A tie at nothing: every player told at zero or with none of a thing,
and asked whether that is a tie or meets the goal, a silence of the
question's form.

"The goal is about possessions and ALL THREE OF US HAVE ZERO: do we all
TIE and get the points?", "NINGUNO DE NOSOTROS TIENE NINGUNA. ¿EMPATAMOS
todos?", "none of us placed a Presence, 0 EACH. Is that a TIE?". The
rules that rank first are the rule of ties (what tied players get) and
the rule of the goal (who meets it best): they name every thing the
question names, but what they settle is a tie of players who have some.
Whether having none at all is a tie, or meets the goal, is the edge the
rule leaves open; a rulebook settles it only where a near rule speaks of
zero or of none (`zero_level_told`: "at least one", "0", "nobody",
"al menos un", "nadie", "ninguno").

The question must tell the level at nothing of everyone
(`zero_level_said`: "all have zero", "0 each", "none of us has any",
"ninguno de nosotros tiene ninguna", "todos tenemos 0") and ask whether
it counts (`zero_level_asked`: "tie", "count as", "empate", "cuenta
como"): a player alone at zero ("I have 0 COIN, can I still pay?") is
another edge, read by the rules of that thing (rules/edge_states.py,
rules/nobody_has.py).

The final tie-break for the win (its title `tie_won_told`: "Tie-break:
fewer CV cards wins; otherwise it's a tie", "Desempate ...; si no, hay
empate") ranks near such a question for its word "tie", and its "si no,
hay" folds to "no hay", a word of none: it breaks ties of points for the
win, never says whether none of a thing is a tie, so it is not read
unless it ranks first (as rules/ties.py reads it, `chooser_near`).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import words
from referee.rules.ties import chooser_near
from referee.rules.unstated_specifics import entries_tell, phrase_asked


def unstated_zero_tie(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that tell every player at nothing ("all have zero",
    "ninguno tiene ninguna") when the question asks whether that is a tie
    or counts, and no near rule (the first, and the others but the final
    tie-break) speaks of zero or of none; else None."""
    lang = lang_index.lang
    said = words(query)
    level = phrase_asked(said, lang, "zero_level_said")
    if level is None:
        return None  # (no level at nothing told: most questions)
    if phrase_asked(said, lang, "zero_level_asked") is None:
        return None
    if entries_tell(chooser_near(near, lang_index), lang_index, "zero_level_told"):
        return None
    return " ".join(level)
