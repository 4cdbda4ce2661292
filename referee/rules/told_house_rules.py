"""A house rule told as what the table did on an earlier night: the story of the message, not the change asked.

"Hi! LAST TIME WE HOUSE-RULED IT just to keep the game moving. What happens
to an Experience card after ...?", "Buenas! LA ÚLTIMA VEZ LO RESOLVIMOS CON
UNA REGLA DE LA CASA para no parar. ¿Cuándo se revelan los Values?". A
player who writes a long message (a forum post, an e-mail to the
publisher) tells the game night before the question: how the table got
out of the doubt then, with a rule of its own, is why they ask now. The
question is the other sentence, and asks the rulebook's rule; read as the
house rule named (rules/house_rules.py: "HOUSE RULE idea: can everyone
start with 5 dice?", which the rulebook never offers), the message was
judged silent (blind202, in this style: 7 of its 37 false abstentions).

A sentence is such a telling when it names a house rule (`house_named`),
is no question (it neither ends with "?" nor opens with "¿") and says when
the table played so, an earlier night (`house_told_when`: "last time", "last
game", "la última vez", "anoche"), or tells the table's act in the past
(rules/table_past.py: "lo resolvimos"; `house_told_done`: "we
house-ruled"). It is taken out
of the question (`search._search`, before the readings of its words: the
catalog's gap of house rules held its words too and was taken for the
question) and so of what the house-rule reading reads, only beside a
sentence that asks (one with "?"): a message of nothing but the story keeps
its words. A house
rule proposed ("house rule idea: let Work cards go under the stack. allowed?")
or asked ("can we house rule a limit of 3?") says no earlier night: it
stays the change asked.
"""

from __future__ import annotations

import re

from referee.rules.normalize import question_form_phrases, words
from referee.rules.table_past import told_done
from referee.rules.unstated_specifics import holds

# a sentence as typed, with the marks that end it (and the Spanish marks that open one)
_SENTENCE = re.compile(r"[\u00bf\u00a1]*[^.!?;\u00bf\u00a1]+[.!?;]*")


def _asks(sentence: str) -> bool:
    """Whether a sentence as typed is a question: it ends with "?" or opens with "¿"."""
    stripped = sentence.strip()
    return stripped.endswith("?") or stripped.startswith("\u00bf")


def _told(sentence: str, said: list[str], lang: str) -> bool:
    """Whether a sentence that is no question tells the table's house rule on an earlier night."""
    if _asks(sentence) or not holds(said, question_form_phrases(lang, "house_named")):
        return False
    return holds(said, question_form_phrases(lang, "house_told_when")) or told_done(said, lang) is not None \
        or holds(said, question_form_phrases(lang, "house_told_done"))  # ("we HOUSE-RULED it")


def without_told(query: str, lang: str) -> str:
    """`query` without the sentences that tell a house rule the table played
    on an earlier night, when another sentence asks; else `query` itself."""
    if not holds(words(query), question_form_phrases(lang, "house_named")):
        return query  # (no house rule named: most questions)
    sentences = [sentence for sentence in _SENTENCE.findall(query) if sentence.strip()]
    told = [_told(sentence, words(sentence), lang) for sentence in sentences]
    if not any(told) or not any(_asks(sentence) for sentence, was in zip(sentences, told) if not was):
        return query
    return " ".join(sentence.strip() for sentence, was in zip(sentences, told) if not was)
