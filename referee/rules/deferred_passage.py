"""A rule quoted in the question that leaves the detail asked to the component.

"'Jovial' trait - is it the bored/having fun track? the list just says 'the
INDICATED mood track'", "Which track is the Cool one? The trait list says
... 'of the INDICATED Mood Track'", "¿De qué tipo es el rasgo Cheerful? En
la regla solo pone 'del tipo INDICADO'". The player has read the rule and
quotes the very words with which it hands the detail to the component
(`instance_deferred`: indicated, printed, shown; indicado, impreso): what
the tile or card shows, which the table reads and the rulebook never lists.
The rule the player quotes ranks first and covers every word of the
question, so the evidence of the words took it for the answer.

The form: a word of `instance_deferred` inside a passage the question quotes
or retells (rules/quotes.py `frame_and_passage`), and in the first entry's
text that word with a word of the question's own (outside the passage and
its frame) at most DEFER_REACH words from it ("the INDICATED Mood TRACK" for
"is it the bored/having fun TRACK?"): the detail the player asks is the one
the rule defers. A question that asks what the passage means ("What does
'... you gain the bonus indicated for each step' MEAN for the Personal
Fulfillment Track?", `marking_meaning`) asks the rule's reading, which the
rule gives: not this silence. The same deferral of a card named in the
question, asked without quoting the rule, is rules/instances.py `_deferred`.
"""

from __future__ import annotations

from referee.rules import quotes
from referee.rules.index import LangIndex
from referee.rules.instances import DEFER_REACH
from referee.rules.normalize import key, question_form_phrases, question_form_set, stopwords, words
from referee.rules.unstated_specifics import holds


def deferred_detail(typed: str, lang: str, first: int, lang_index: LangIndex) -> str:
    """The word of the question (`typed`, as the player wrote it, passages
    kept) whose detail the quoted rule leaves to the component, when the
    first entry (`first`) is that rule; "" otherwise (most questions: no
    word of deferring at all, a set look-up)."""
    deferring = question_form_set(lang, "instance_deferred")
    said = words(typed)
    if deferring.isdisjoint(said):
        return ""
    frame, passage = quotes.frame_and_passage(typed, lang)
    if not any(said[n] in deferring for n in passage if n < len(said)):
        return ""
    if holds(said, question_form_phrases(lang, "marking_meaning")):
        return ""  # ("what does '... the bonus indicated ...' MEAN?": the rule's reading, which it gives)
    stop = stopwords(lang)
    own = {key(word, lang): word for n, word in enumerate(said)
           if n not in passage and n not in frame and word not in stop and word not in deferring}
    text = words(lang_index.docs[first].entry.text)
    for position, word in enumerate(text):
        if word not in deferring:
            continue
        for other in text[max(0, position - DEFER_REACH):position + DEFER_REACH + 1]:
            if other not in stop and key(other, lang) in own:
                return own[key(other, lang)]
    return ""
