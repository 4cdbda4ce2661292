"""A sentence that only says the rule is to be taught: how the player asks, never a part of what is asked.

"who starts? NEED TO TELL THE TABLE", "¿Cuál es el desempate si dos empatan?
¿VOSOTROS CÓMO LO EXPLICÁIS?", "¿Cuándo se termina la partida? QUIERO
EXPLICARLO BIEN", "... ES PARA EXPLICÁRSELO A MI NIETA". A player who teaches
the game to someone else asks the rule, then says in a sentence of its own
what it is for: to explain it, to tell the table, to teach a newcomer. That
sentence holds no thing of the game, only the teaching, the one taught and
the words around them; read as part of the question, its words were topics
no rule holds or ranked an entry that says them ("table": LOOP's starting
FAVOUR table; "explicáis" took the Spanish question to the one game whose
rules say "explicar"). The rule asked of is the other sentences.

A sentence (between marks that end one: ".", "?", "!", ";", or the opening
"¿" / "¡") is such an aside when every word of it is one of the lexicon's
words of the teaching (`question_form.teach_aside_verbs`: "explain",
"teach", "clarify", "explicar", "explicárselo", "aclararlo"; `teach_aside_told`:
"tell", "warn", "contarlo", "avisar", "enseñar", a teaching only said to someone of
`teach_aside_people` or for it, `teach_aside_for`: "para enseñar", as
"enseñar" is also "to show" and "tell" a duty: "¿lo tengo que enseñar?",
"do I need to tell them?" ask what is secret), of the ones taught
(the people a teacher teaches, one list with rules/teaching.py: `taught_people`, "a los nuevos", "mi
nieta", "my nephew"; and the words of a group, `teach_aside_people`: "the table", "la gente"; not
"everyone", "los demás"), of purpose (`teach_aside_purpose`: "para",
"quiero", "need to")
or the small words around them (`teach_aside_filler`), and it holds a word
of the teaching. ("¿Se pierde X si...? QUIERO AVISAR A LOS NOVATOS", "... PARA ACLARARLO CON
LOS NOVATOS": round teachtwo, the Spanish "avisar" beside the English "warn"
and "aclarar" / "clarify" beside "explain", "con" among the small words;
and the teaching told as going on, "AHORITA LE ESTOY ENSEÑANDO A MI PRIMO:
¿cuántas...?", "I'M TEACHING MY COUSIN NOW": the gerunds, "estoy", "ahora",
"now" among the small words. "enseñando" is a telling, said to someone
taught: "¿estoy enseñando mi mano?" asks what is shown.)
It is taken out only beside another sentence that is not
one: a question that is nothing but "how do I explain it?" keeps its words.
A sentence that names the thing to explain ("how do i explain THE
NEGOTIATING BIT?") is a question itself and stays, and so does the frame
inside a sentence ("¿cómo le explico a mi abuela LO DE LAS CARTAS?"): "explain"
asks for the whole of one thing (rules/introduced_asked.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form, words
from referee.rules.teaching import taught_people

# a sentence as typed: the text between marks that end one (and the Spanish marks that open one)
_SENTENCE = re.compile(r"[\u00bf\u00a1]*[^.!?;\u00bf\u00a1]+[.!?;]*")


@lru_cache(maxsize=4)
def _lists(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], frozenset[str],
                               frozenset[str]]:
    """The words of teaching, of telling (said to someone taught or for a purpose), of the people taught, of
    purpose, of the purpose that makes telling a teaching ("para enseñar") and the filler of `lang` (folded)."""
    form = question_form(lang)

    def listed(field: str) -> frozenset[str]:
        return frozenset(word for phrase in form.get(field, ()) for word in words(phrase))

    return (listed("teach_aside_verbs"), listed("teach_aside_told"), listed("teach_aside_people") | taught_people(lang),
            listed("teach_aside_purpose"), listed("teach_aside_for"), listed("teach_aside_filler"))


def is_aside(folded: list[str], lang: str) -> bool:
    """Whether the folded words of one sentence only say the rule is to be taught (see the module's docstring)."""
    verbs, told, people, purpose, telling_for, filler = _lists(lang)
    if not folded or not (verbs or told):
        return False
    allowed = verbs | told | people | purpose | filler
    if any(word not in allowed for word in folded):
        return False
    if any(word in verbs for word in folded):
        return True
    return any(word in told for word in folded) and any(word in people or word in telling_for for word in folded)


def without_asides(text: str, lang: str) -> str:
    """`text` without its sentences that only say the rule is to be taught; `text` itself when it holds none
    (most questions: a set look-up of their words), or when such sentences are all there is."""
    verbs, told = _lists(lang)[:2]
    folded = words(text)
    if verbs.isdisjoint(folded) and told.isdisjoint(folded):
        return text
    spans = [(match.start(), match.end()) for match in _SENTENCE.finditer(text)]
    asides = [is_aside(words(text[start:end]), lang) for start, end in spans]
    if not any(asides) or all(aside or not words(text[start:end]) for aside, (start, end) in zip(asides, spans)):
        return text
    pieces: list[str] = []
    last = 0
    for aside, (start, end) in zip(asides, spans):
        if aside:
            pieces.append(text[last:start])
            last = end
    pieces.append(text[last:])
    return re.sub(r"\s+", " ", "".join(pieces)).strip()
