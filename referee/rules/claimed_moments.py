"""A moment told in a rule remembered and put up for confirmation is settled by a rule that states the moment.

"A Life Event from passing a Life Event space is resolved THE MOMENT I
pass it, right?", "los EVENT se activan AL MOMENTO, ¿no?". A player who
remembers a rule (rules/confirmation.py) tells when it happens in words of
an instant (`claim_moment`: "the moment", "right away", "al momento", "en
el acto"). The rule of the thing says when ("resolve it AT THE END OF your
turn": `claim_moment_told`) and answers the claim either way ("no: at the
end of your turn"), though it never says "moment": the words of the
claimed instant are the claim's specific, not a topic it must hold. A rule
that says no moment at all leaves them topics.

The reading, of the first entry only and only when the search judged it
not to answer: every topic the entry lacks is a word of a claimed instant.
Then those words are no topics, and the entry is judged again.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules import corpus
from referee.rules.confirmation import confirmed
from referee.rules.normalize import question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import holds, phrases_held


def moment_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                   answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of a claimed instant
    read as no topic, when the question puts a remembered rule up for
    confirmation and the entry states a moment; as judged otherwise.
    `said` is the question's folded words. Returns (answered, missing, evidence)."""
    lacking = [n for n, (_, topic, covered) in enumerate(evidence) if topic and not covered]
    if not lacking or question_form_openers(lang, "claim_moment").isdisjoint(said):
        return (*judged, evidence)  # (no word of an instant: most questions)
    instant = {word for phrase in phrases_held(said, question_form_phrases(lang, "claim_moment")) for word in phrase}
    if not instant or not all(evidence[n][0] in instant for n in lacking) or not confirmed(said, lang) \
            or not holds(words(f"{entry.title}. {entry.text}"), question_form_phrases(lang, "claim_moment_told")):
        return (*judged, evidence)
    read = tuple((found[0], False, False) if n in lacking else found for n, found in enumerate(evidence))
    return (*answers(read), read)
