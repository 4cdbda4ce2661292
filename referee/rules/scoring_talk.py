"""Words of tallying the score, which a scoring rule says in its own words.

"still TIED AFTER the landfill check, whats next", "I triggered DEPLETION.
What does that COST me?", "¿En el DESEMPATE CUENTAN ...?". Players tallying
the score talk of what a thing costs, is worth or counts for, of being
tied still after a check: the rule that ranks first is the scoring rule
that settles it (the tie-break, "loses 1 HAPPINESS"), but it says it in
its own words ("if there is still a tie", "loses", "the player with the
most ... wins"), so the evidence of the words found the question's
"cost", "after", "desempate" missing and said the rulebook is silent.

Here, when every word the chosen entry lacks is one of scoring talk
(`scoring_talk`) and the entry speaks of score (a scoring or end-of-game
section, rules/scored_things.py, or a sentence with a word of the score
itself, `scoring_talk_told`: points, VEP, HAPPINESS, Impact; not the
looser words of rules/scored_things.py, "count", "menos", "vale": with
them "¿se pierde algo por recibir asistencia social, tipo PUNTOS al
final?" found CV's "menos de la mitad" and lost its abstention), the
entry answers. Only the verdict changes, not the ranking. Nothing is
gained when another word is missing too (a thing the entry never names
stays a silence), nor from an entry that speaks of no score.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import fold, question_form_set
from referee.rules.scored_things import scoring_section
from referee.rules.unstated_specifics import entry_tells


def only_talk_missing(missing: tuple[str, ...], number: int, lang_index: LangIndex) -> bool:
    """Whether the words `missing` of the entry `number` are all words of
    scoring talk and the entry speaks of score."""
    if not missing or number >= lang_index.gap_start:
        return False
    talk = question_form_set(lang_index.lang, "scoring_talk")
    if not all(fold(word) in talk for word in missing):
        return False  # (a word of the thing asked missing too: most abstentions)
    return scoring_section(number, lang_index) or entry_tells(number, lang_index, "scoring_talk_told")
