"""A step told by its letter, beside a rule that names no step: when the case arises, not what is asked.

"Does Rob gain Motivation Tokens IN STEP B?", "¿puedo poner otra Presencia
DURANTE EL PASO B?": a player who knows the turn by its lettered steps
(Coming of Age's bus stop resolves "Step A" and "Step B") tells when the
case arises by the step's letter, as "at the bus stop" would. The rule of
the thing asked ("Rob also gains one Motivation Token ...", "up to 4
different locations ... during the game") holds whatever step it is done
in and never names one, so the letter is found in no entry: the search
judged it a topic the entry lacks (the rulebook silent) while its first
entry answered.

The label: one letter right after a word of `[question_form]
order_step_titled` ("step b", "paso B"), read with that word; not a
letter that is a little word of the language ("paso A paso", "step a":
"Step A" goes unread so); a number there is read by rules/named_steps.py,
which also wants the rule to state a moment. The
reading, of the first entry only and only when the search judged it not to
answer: every topic the entry lacks is such a label, and the entry names
no step itself (no step word in its title or text). Then the labels are no
topics, and the entry is judged again. A rule that speaks of steps ("he
resolves the 2 usual steps (A and B) before you") says which steps it
covers, and what it says of them is what a label asks of it: such an entry
keeps the label a topic. So does a step word with no letter, or a phase named by
its words ("en la fase de mala suerte ..."): the rule of the phase's act
may be silent on what is asked of the phase.

Cheap: one set look-up of the step words; most questions name no step.
Round fabsix, TUNE199 (195 sets): false abstention 1,174 -> 1,171
(blind146, blind175, blind180: Rob's gains and a Presence "en el paso B"),
top-1, top-3 and abstention unchanged; the four check sets unchanged. Of
the tuning list's unanswerable questions, none lacks only a step letter.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules import corpus
from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import question_form_set, stopwords, words


def step_letters(said: list[str], lang: str) -> frozenset[str]:
    """The one-letter labels of the folded words `said` that follow a step
    word ("step B", "paso b"), and those step words (the name of the step is
    both: "Step B" is a glossary term of Coming of Age, whose words the
    search reads together); empty when the question names no step so."""
    steps = question_form_set(lang, "order_step_titled")
    if steps.isdisjoint(said):
        return frozenset()  # (one set look-up: most questions name no step)
    little = stopwords(lang)  # (not a word of one letter: "paso A PASO", "step A" read as "a step")
    return frozenset(word for pair in zip(said, said[1:])
                     if pair[0] in steps and len(pair[1]) == 1 and pair[1].isalpha() and pair[1] not in little
                     for word in pair)


def names_steps(entry: corpus.Entry, lang: str) -> bool:
    """Whether the entry's title or text has a step word ("step", "paso")."""
    return not question_form_set(lang, "order_step_titled").isdisjoint(words(f"{entry.title} {entry.text}"))


def label_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                  answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the step letters the question
    names read as no topic, when every topic the entry lacks is one of them
    and the entry names no step itself; as judged otherwise. `said` is the
    question's folded words. Returns (answered, missing, evidence)."""
    lacking = lacking_only_among(evidence, lambda: step_letters(said, lang))
    if not lacking or names_steps(entry, lang):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
