"""Words of tallying the score, which a scoring rule says in its own words.

"still TIED AFTER the landfill check, whats next", "I triggered DEPLETION.
What does that COST me?", "¿En el DESEMPATE CUENTAN ...?". Players tallying
the score talk of what a thing costs, is worth or counts for, of being
tied still after a check: the rule that ranks first is the scoring rule
that settles it (the tie-break, "loses 1 HAPPINESS"), but it says it in
its own words ("if there is still a tie", "loses", "the player with the
most ... wins"), so the evidence of the words found the question's
"cost", "after", "desempate" missing and said the rulebook is silent.
Players told level are a tie in other words ("Julius and I BOTH have 5
possessions, Eric has 3. Who scores the Collector goal?", "ambos"): the
example of scoring says "5 possessions each ... each gets 5 points"
(TUNE53: false abstention 533 -> 531, the rest the same; no silence of
the tuning list lacked only "both" from an entry that speaks of score).

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

The game's unit of score (`scoring_talk_unit`: VEP) is such talk too: "When
does the game end, after the 9th turn or when someone reaches some VEP
TOTAL?", "¿Cuántos VEP pierdo?", "Who gets the VEP, me or them?" found the
end of the game, the Frustration's penalty and the mimicked Trait's bonus
first and lacked only "vep" (the evidence of the words weighs it against the
sentence it reads, not the entry). Not when the question pays with it
(`scoring_talk_paid`: "can I SPEND VEP to ...", "PAGAR 3 VEP para quitar una
Frustración", "¿la puedo CAMBIAR POR VEP?"): VEP offered as a currency is a
use of it a rule must state, and those questions are the rulebook's
silences. Tuning list (TUNE53): false abstention 535 -> 533, the rest the
same (the Frustration's VEP, the VEP total; the mimicked Trait's question
is decided before this reading). With "vep" talk even when paid, six
abstentions of the baseline lacked only "vep" (and "scores") and would be
lost ("¿se pueden gastar VEP para ...?", "can i pay VEP to unlock ...").
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import fold, question_form_set
from referee.rules.scored_things import scoring_section
from referee.rules.unstated_specifics import entry_tells


def only_talk_missing(missing: tuple[str, ...], number: int, lang_index: LangIndex, said=()) -> bool:
    """Whether the words `missing` of the entry `number` are all words of
    scoring talk and the entry speaks of score; the unit of score is talk
    too unless the question's folded words `said` pay with it."""
    if not missing or number >= lang_index.gap_start:
        return False
    lang = lang_index.lang
    talk = question_form_set(lang, "scoring_talk")
    if question_form_set(lang, "scoring_talk_paid").isdisjoint(said):
        talk = talk | question_form_set(lang, "scoring_talk_unit")  # (VEP told, not paid)
    if not all(fold(word) in talk for word in missing):
        return False  # (a word of the thing asked missing too: most abstentions)
    return scoring_section(number, lang_index) or entry_tells(number, lang_index, "scoring_talk_told")
