"""A rule kept to one term of a kind answers for that term's siblings: "only then".

"Gastamos 2 REPUTATION en un turno de BUY para ganar 1 HAPPINESS, ¿vale?":
LOOP's rule "Only when you CONSUME: spend 2 REPUTATION to gain 1 HAPPINESS"
("Solo al Consumir: ...") never names BUY, so the search judged BUY a topic
it lacks and said the rulebook was silent. But the rule keeps itself to
CONSUME with a word of restriction right before it: it answers for every
other term of the kind (LOOP's turn actions and FAVOURs, its CAREERs, its
EVENTs: `[[kinds]]` of the glossary, rules/sibling_terms.py): not in a BUY
turn.

The reading, of the first entry only and only when the search judged it
not to answer: the question names a term X of a kind and no other term of
it, the entry is about another term Y of that kind (its title's head names
Y) and never names X (`sibling_terms.unnamed_sibling`); X and Y are terms a
player does one instead of the other (`one_at_a_time` of the glossary's
kind: LOOP's WORK, BUY and CONSUME, of which a turn does exactly one; not
its FAVOURs, played in any turn, so "Only when you BUY" says nothing of
RECYCLE); the words of X are all the topics it lacks; and its title or text
says a word of restriction (`leave_only` of the lexicon: "only", "solely",
"solo", "únicamente") at most RESTRICTION_REACH words before Y ("ONLY when
you CONSUME", "SOLO al Consumir"). Then X is no topic, and the entry is
judged again. The same holds when the search sets the first entry aside
for the sibling it never names (`search._sibling_set_aside`) and the term
asked has no close rule of its own. A rule that speaks of Y without keeping
itself to it stays silent about X.

Counts on the tuning sets (62 sets, 11,960 answerable and 2,267 unanswerable
questions): false abstentions 247 -> 245 (two Spanish "turno de BUY"
questions of the CONSUME rule), top-1, top-3 and abstention unchanged.
Without `one_at_a_time` (every sibling of the kind ruled out) the same two
cost 2 abstentions (ACQUIRE and RECYCLE asked of the BUY rule) and a top-1.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules import corpus
from referee.rules.normalize import question_form_set, terms, words
from referee.rules.sibling_terms import Unnamed, names_in, own_alternative, unnamed_sibling

if TYPE_CHECKING:
    from referee.rules.index_types import Index

RESTRICTION_REACH = 3  # words after "only" within which the rule names the term it keeps to ("only WHEN YOU consume")


def _keeps_to(entry: corpus.Entry, lang: str, forms) -> bool:
    """Whether the entry's title or text says a word of restriction at most
    RESTRICTION_REACH words before one of `forms` (the names of its own term)."""
    restricting = question_form_set(lang, "leave_only")
    for field in (entry.title, entry.text):
        said = words(field)
        for position, word in enumerate(said):
            if word in restricting and names_in(forms, terms(" ".join(said[position + 1:position + 1 + RESTRICTION_REACH]),
                                                              lang)):
                return True
    return False


def keeps_to_own(entry: corpus.Entry, entry_lang: str, unnamed: Unnamed, index: Index) -> bool:
    """Whether the entry, about a sibling of the term the question names
    (`unnamed`), keeps itself to its own term with a word of restriction
    ("ONLY when you CONSUME"): it answers for the term asked, which it rules out."""
    if question_form_set(entry_lang, "leave_only").isdisjoint(words(f"{entry.title} {entry.text}")):
        return False  # (the cheap look first: most entries say no word of restriction)
    forms = own_alternative(entry, entry_lang, unnamed, index)
    return bool(forms) and _keeps_to(entry, entry_lang, forms)


def kept_to_own_answers(stems: list[str], lang: str, evidence: tuple, entry: corpus.Entry, entry_lang: str,
                        index: Index, answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the sibling term the question
    names read as no topic, when the entry keeps itself to its own term
    (see the module's reading); as judged otherwise. Returns (answered,
    missing, evidence)."""
    lacking = lacking_topics(evidence)
    if not lacking:
        return (*judged, evidence)
    unnamed = unnamed_sibling(stems, lang, entry, entry_lang, index)
    if unnamed is None or not all(unnamed.position <= n < unnamed.position + unnamed.width for n in lacking) \
            or not keeps_to_own(entry, entry_lang, unnamed, index):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
