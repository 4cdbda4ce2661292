"""Two passages of the rulebook told to say different things: a silence of the question's form.

A player who reads the rulebook closely finds two places that disagree and
asks which one holds: "CARD TYPES SAYS discard the old Partner, but THE
TURN STEPS SAY move it to my Experience stack. Which is it?", "the ICON
GUIDE SAYS 'next turn', the Card Types PART SAYS 'next round'", "EN LA
PREPARACIÓN SE HABLA DE 'Happiness tokens', pero LOS COMPONENTES solo
TRAEN fichas de Infelicidad", "the RULEBOOK LISTS six Type A goals but THE
BOX HAS 4 Type A tiles", "EL REGLAMENTO DICE LAS DOS COSAS". Whatever rule
ranks first states one of the two readings (or a note of the project that
picks one): the rulebook itself does not settle it, so the question is
unanswered and that rule is shown as related, its note as the project's
reading.

Told so when a sentence-free scan of the question finds either

- two different parts of the rulebook or of the box (`contradiction_parts`:
  "rulebook", "guide", "steps", "setup", "components", "box", "reglamento",
  "preparación", "componentes", "caja"), each followed within PART_REACH
  words by a verb of saying or holding of its own (`contradiction_verbs`:
  "says", "lists", "has", "dice", "pone", "habla", "traen"; "the setup
  section says" is one passage), or
- one such part and verb followed by a phrase of saying both things or of
  contradicting (`contradiction_both`: "both", "las dos cosas", "se
  contradice").

People are never parts: "MY FRIEND SAYS ..., the rulebook says ..." is a
dispute the rule answers (rules/framing.py), and so is one passage checked
against a board or a table ("the unlock table says 'locations 9 and 0' but
the board runs 1 to 10": a board is no part here). Cheap: one set look-up
of the parts' words passes over most questions.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import phrases_held

PART_REACH = 3  # words from a part of the rulebook to its verb ("the Card Types PART says", "la preparación SE HABLA")
BOTH_REACH = 4  # words after the verb within which a phrase of both things ends ("dice LAS DOS COSAS")


def _told_parts(said: list[str], lang: str) -> list[tuple[int, int]]:
    """Each part of the rulebook with a verb of saying or holding within
    PART_REACH words after it, as (position of the part, position of the verb)."""
    parts, verbs = question_form_set(lang, "contradiction_parts"), question_form_set(lang, "contradiction_verbs")
    told = []
    for position, word in enumerate(said):
        if word not in parts:
            continue
        verb = next((at for at in range(position + 1, min(len(said), position + PART_REACH + 1)) if said[at] in verbs), None)
        if verb is not None:
            told.append((position, verb))
    return told


def told_contradiction(query: str, lang: str) -> tuple[str, ...] | None:
    """The words of the two passages told to disagree ("types says", "steps
    say"), or of the one told to say both things ("reglamento dice las dos
    cosas"); None when the question tells no such thing."""
    said = words(query)
    if question_form_set(lang, "contradiction_parts").isdisjoint(said):
        return None  # (no part of the rulebook named: most questions)
    told = _told_parts(said, lang)
    if not told:
        return None
    first_part, first_verb = told[0]
    # (another passage: another part with a verb of its own, not "the setup section SAYS", one passage in two words)
    other = next(((part, verb) for part, verb in told if said[part] != said[first_part] and verb != first_verb), None)
    if other is not None:
        return tuple(" ".join(said[part:verb + 1]) for part, verb in (told[0], other))
    both = question_form_phrases(lang, "contradiction_both")
    for part, verb in told:
        after = said[verb + 1:verb + 1 + BOTH_REACH]
        phrase = next(phrases_held(after, both), None)
        if phrase is not None:
            return (" ".join((*said[part:verb + 1], *phrase)),)
    return None
