"""Giving a thing up or keeping it, offered as a choice: the rule that says it is kept answers.

"I used a Memory Token: do I GIVE IT BACK to the supply OR KEEP IT?", "¿la
DEVUELVO a la reserva O ME LA QUEDO?", "do I THROW IT AWAY or keep it?". A
player unsure what becomes of a thing names both fates; the rule of the
thing that says it is kept ("Keep used Tokens", "Guarda las fichas
usadas") settles both, the one it states and the one it rules out, without
ever naming the other. Read word by word, the giving up ("devuelvo",
"throw") was a topic the rule lacked, and a return asked ("give it back")
a silence of the question's form (rules/given_back.py): `ask` said the
rulebook was silent beside the rule that answers.

The choice (`kept_offered`): a word of choice ("or", "o") right before a
phrase of keeping (`[question_form] kept_choice_keep`: "keep it", "do I
keep", "me la quedo", "la guardo"), with a phrase of giving the thing up
(`kept_choice_leave`: "give it back", "throw it away", "devuelvo", "la
tiro") in the few words before the "or". The reading, of the first entry
only: the entry says a thing is kept (`kept_choice_told`: "keep", "kept",
"guarda", "se queda"); then the words of the giving up are no topics (the
entry judged again when every topic it lacks is one of them), and a return
the question asks is no silence. A giving up told with more ("¿hay que
devolverla Y BARAJAR o me la quedo?") keeps its other words as topics;
a choice of keeping something else ("or stay with me") is not read.

Cheap: one set look-up of the words of choice; the phrases are read only
in a question that offers one. Round fabsix, TUNE199 (195 sets): false
abstention 1,171 -> 1,167 (blind125, blind127, blind137, blind142: a used
Memory Token given back, thrown away or kept), top-1, top-3 and abstention
unchanged; the four check sets unchanged.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules import corpus
from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import phrase_starts, phrases_held

LEAVE_REACH = 8  # the words before "or" in which the giving up is said ("do I give it back to the general supply or")
KEEP_REACH = 3  # the words after "or" at which keeping starts ("or DO I keep it", "o ME LA quedo")


def kept_offered(said: list[str], lang: str) -> frozenset[str]:
    """The words of the giving up, when the folded words `said` offer it
    and keeping as a choice (see the module's docstring); else empty."""
    choice = question_form_set(lang, "alternatives")
    if choice.isdisjoint(said):
        return frozenset()  # (one set look-up: most questions offer no choice)
    keep = question_form_phrases(lang, "kept_choice_keep")
    leave = question_form_phrases(lang, "kept_choice_leave")
    found: set[str] = set()
    for at, word in enumerate(said):
        if word not in choice:
            continue
        after = said[at + 1:at + 1 + KEEP_REACH + 2]
        if not any(start < KEEP_REACH for phrase in keep for start in phrase_starts(after, phrase)):
            continue
        before = said[max(0, at - LEAVE_REACH):at]
        for phrase in leave:
            if any(True for _ in phrase_starts(before, phrase)):
                found.update(phrase)
    return frozenset(found)


def keeps(entry: corpus.Entry, lang: str) -> bool:
    """Whether the entry's title or text says a thing is kept ("Keep used Tokens", "Guarda las fichas")."""
    return any(True for _ in phrases_held(words(f"{entry.title}. {entry.text}"),
                                          question_form_phrases(lang, "kept_choice_told")))


def kept_settled(query: str, entry: corpus.Entry, lang: str) -> bool:
    """Whether the question offers giving a thing up or keeping it and the
    entry (the first rule) says it is kept: no return left unsaid."""
    return bool(kept_offered(words(query), lang)) and keeps(entry, lang)


def kept_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                 answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of the giving up the
    question offers beside keeping read as no topic, when every topic the
    entry lacks is one of them and the entry says a thing is kept; as
    judged otherwise. `said` is the question's folded words. Returns
    (answered, missing, evidence)."""
    lacking = lacking_only_among(evidence, lambda: kept_offered(said, lang))
    if not lacking or not keeps(entry, lang):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
