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

Two moments offered as an either/or ("is the Trait hand limit checked AT THE
END OF THE YEAR or RIGHT WHEN I DRAW?", "¿se paga AL FINAL DE LA RONDA o EN
EL MOMENTO?"; `either_moments`, `[question_form] moment_either`) are two
answers, of which the rule takes one: a word of the one it does not take
("year") is no topic it must hold (search._evidence), when the rule states a
moment (holds `?when`, or a phrase of `claim_moment_told`) and holds a word
of the other ("draw"). TUNE43: false abstention 443 -> 442 (the Trait hand
limit), top-1, top-3 and abstention unchanged; over the 248 tuning questions
of an either/or near a word of a moment, nothing else moved.
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


# the most words between the first moment's phrase and the "or" ("right away OR", "at the end of the round OR": the
# words after the phrase that belong to it, as GUESSED_WORDS), and between the "or" and the second phrase ("or AT THE
# end", "or just the moment")
EITHER_GAP = 1


def either_moments(said: list[str], lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The folded words of each of two moments that the folded words `said`
    offer as an either/or ("is it refilled RIGHT AWAY or AT THE END OF THE
    TURN?", "¿se revelan AL PRINCIPIO o AL FINAL DE LA PARTIDA?"): the first
    phrase of `[question_form] moment_either` and the words up to the
    `moment_either_or` word, and the second phrase and up to GUESSED_WORDS
    words after it. Two empty sets when they offer none (one set look-up for
    most questions). A rule that states one of the two moments answers the
    question, whichever it is: the words of the other are the answer not
    taken, no topic it must hold (search._evidence)."""
    ors = question_form_openers(lang, "moment_either_or")
    if ors.isdisjoint(said) or question_form_openers(lang, "moment_either").isdisjoint(said):
        return frozenset(), frozenset()
    phrases = question_form_phrases(lang, "moment_either")
    spans: list[list[int]] = []
    for start, end in sorted({(start, start + len(phrase)) for phrase in phrases_held(said, phrases)
                              for start in phrase_starts(said, phrase)}):
        if spans and start < spans[-1][1]:  # ("at THE END" and "THE END of": one phrase)
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])
    for place, word in enumerate(said):
        if word not in ors:
            continue
        before = [span for span in spans if span[1] <= place and place - span[1] <= GUESSED_WORDS]
        after = [span for span in spans if span[0] > place and span[0] - place - 1 <= EITHER_GAP]
        if before and after:
            first = said[min(span[0] for span in before):place]
            second_start, second_end = after[0]
            second = said[second_start:second_end + GUESSED_WORDS]
            return frozenset(first), frozenset(second)
    return frozenset(), frozenset()
