"""A tie still standing after one step of a tie-break list that has a next step.

"still tied after the LANDFILL check, whats next", "seguimos empatados
después de mirar la REPUTACIÓN, ¿y ahora?". A player breaking a tie asks
what decides it once one step has left them level. The catalog holds the
tie the rulebook never breaks, one still standing after the LAST step
(Loop's "Who wins if players are equal on HAPPINESS, REPUTATION, LANDFILL,
GOAL and ACTIVITY?", alias "still tied after all the tie-breakers"): its
words of a tie still standing ("still tied after") make it rank first and
look nearer than the tie-break rule, which says "Ties are broken in this
order" and lists the steps. But a step named that the list follows with
another step is answered by the list: the next step decides.

Here, when the question says a tie still stands (`tie_still_asked`:
"still tied", "seguimos empatados"), the gap ranks first and the rule
entry nearest answers, the rule keeps the question when a word of the
question that names a thing (not a stopword, not a word of a tie or of
tallying the score, `tie_still_ignored`; idf at least
scored_things.THING_IDF) is held by a sentence of the rule's text that is
not its last: the step named has a next one. A step named only in the
last sentence ("still tied after ACTIVITY"), or none named ("after all
four tie-breaks"), leaves the gap its question. The entries are read as
they are written: no list of steps.
Tuning list (TUNE51): false abstention 502 -> 501 (blind100's "still tied
after the landfill check"), top-1, top-3 and abstention the same; of the
tuning questions that say a tie still stands, only that one changed.
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set, stem, stopwords, words
from referee.rules.scored_things import THING_IDF
from referee.rules.unstated_specifics import holds

_SENTENCE = re.compile(r"[.!?¿¡;:\n]+")


def asks_tie_still(query: str, lang: str) -> bool:
    """Whether the question says a tie still stands ("still tied", "seguimos empatados")."""
    said = words(query)
    if question_form_openers(lang, "tie_still_asked").isdisjoint(said):
        return False  # (no word such a phrase starts with: most questions)
    return holds(said, question_form_phrases(lang, "tie_still_asked"))


def step_with_next(query: str, rule: int, lang_index: LangIndex) -> bool:
    """Whether a word of `query` naming a thing is held by a sentence of the
    text of the rule entry `rule` that is not its last (a step of a list
    that another step follows)."""
    lang = lang_index.lang
    text = lang_index.docs[rule].entry.text
    sentences = [[stem(word, lang) for word in words(part) if not word.isdigit()] for part in _SENTENCE.split(text)]
    sentences = [sentence for sentence in sentences if sentence]
    if len(sentences) < 2:
        return False
    ignored = stopwords(lang) | question_form_set(lang, "tie_still_ignored")
    named = {stemmed for stemmed in (stem(word, lang) for word in words(query) if word not in ignored and not word.isdigit())
             if lang_index.idf.get(stemmed, 0.0) >= THING_IDF}
    return any(not named.isdisjoint(sentence) for sentence in sentences[:-1]) \
        and named.isdisjoint(sentences[-1])
