"""A moment the player offers when asking when is a guess, which the rule that says when settles.

"La asistencia social de CV, ¿cuándo se revisa? ¿AL FINAL DE CADA RONDA?",
"¿En qué momento se revisa la asistencia social? nosotros lo hacíamos AL
FINAL DE CADA RONDA", "when do we check it, AT THE END OF THE ROUND?". A
question that asks when (`?when`) often adds the moment the table thought
of, or played by: a possible answer, right or wrong, not the thing asked.
The rule that states a moment ("each time one of the 3 decks runs out")
answers it either way. A gap of the catalog that happens to say the same
moment ("... the game ends at the end of a round if ...") names nothing
the question asks that the rule lacks, so it does not go before the rule
(search._gap_forward).

The moment told: a phrase of `[question_form] moment_guess` ("at the end
of", "al final de") and the words after it, at most GUESSED_WORDS ("cada
ronda", "the round"). Read only for a question that asks when, whose first
entry states a moment (holds `?when`): one set look-up otherwise.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_openers, question_form_phrases
from referee.rules.unstated_specifics import phrase_starts, phrases_held

# the most words after the phrase of the moment that belong to it ("cada ronda", "the round", "my turn"; with 2, the
# guesses of the 79 tuning sets are read whole: round fabst19)
GUESSED_WORDS = 2


def guessed_words(said: list[str], lang: str) -> frozenset[str]:
    """The folded words of every moment the folded words `said` offer
    (`moment_guess` and up to GUESSED_WORDS words after it); empty when
    they offer none."""
    if question_form_openers(lang, "moment_guess").isdisjoint(said):
        return frozenset()  # (one set look-up: most questions offer no moment)
    found: set[str] = set()
    for phrase in phrases_held(said, question_form_phrases(lang, "moment_guess")):
        for start in phrase_starts(said, phrase):
            found.update(said[start:start + len(phrase) + GUESSED_WORDS])
    return frozenset(found)
