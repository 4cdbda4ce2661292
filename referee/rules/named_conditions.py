"""What a named thing needs, asked: the thing's own entry states it.

"HOBBY goal requirement", "¿Qué necesito para LOGRAR el GOAL HOBBY?": the
player asks what it takes to have one named thing (a Goal, a trait, a
card). The thing's own entry ("HOBBY: 2 kept ACTIVITY share the same name",
"AFICIÓN (HOBBY): 2 de las Actividades que tienes se llaman igual") is that
condition, stated: its words are what the Goal needs, though it never says
"requirement" or "lograr". The search ranked it first and judged the word of
needing a topic it lacks (in LOOP, "requirement" is a term of another game's
glossary, Coming of Age's; "lograr" is LOOP's own verb of achieving a
Goal).

The reading, of the first entry only and only when the search judged it not
to answer: every topic the entry lacks is a word of needing or achieving
(`[question_form] condition_asked`: "requirement", "prerequisite",
"requisito", "lograr"...), and the entry is the named thing's own: the head
of its title or of its text (the words before the first ":", at most
HEAD_WORDS of them) holds a topic of the question the entry covers ("hobby";
not "goal", a kind the question only names the thing by). Then those words are no
topics, and the entry is judged again. An entry about anything else (a
general rule of Goals, "Achieving a GOAL: reveal it...") has no such head
naming the thing asked, and the word stays a topic.

Cheap: one set look-up of the lacking words; most questions lack none of
them. Round fabterms, TUNE175: false abstention -3 (blind36, blind101,
blind145: the Goals' requirement asked); top-1, top-3 and abstention
unchanged.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules import corpus
from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import question_form_phrases, stopwords, words

# the most words of a head that names one thing ("HOBBY", "AFICIÓN (HOBBY)", "Rasgo Brillante"): a longer one is a
# sentence, not a name
HEAD_WORDS = 3


def _condition_words(lang: str) -> frozenset[str]:
    """The folded words of `[question_form] condition_asked` of `lang`."""
    return frozenset(word for phrase in question_form_phrases(lang, "condition_asked") for word in phrase)


def _head(text: str, lang: str) -> frozenset[str]:
    """The content words before the first ":" of `text` when they are a name
    (at most HEAD_WORDS of them), else none."""
    if ":" not in text:
        return frozenset()
    named = [word for word in words(text.split(":", 1)[0]) if word not in stopwords(lang)]
    return frozenset(named) if 0 < len(named) <= HEAD_WORDS else frozenset()


def condition_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                      answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of needing or achieving
    read as no topic, when every topic the entry lacks is one of them and the
    entry's head names a topic of the question it covers; as judged otherwise.
    `said` is the question's folded words (unread: the signature of the claim
    readings it is tried with in `search`). Returns (answered, missing, evidence)."""
    lacking = lacking_only_among(evidence, lambda: _condition_words(lang))
    if not lacking:
        return (*judged, evidence)
    named = {word for word, topic, covered in evidence if topic and covered}
    if not (_head(entry.title, lang) | _head(entry.text, lang)) & named:
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
