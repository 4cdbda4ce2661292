"""A need told of oneself before the ask: the player's own shortage is the case, not a topic.

"Soy el Craftsman y ME FALTA un FOOD para una ACTIVITY. ¿Puedo convertir
con Forge mi METAL en FOOD este turno?", "Quiero ascender pero ME FALTAN
los iconos de la barra morada. ¿Hay forma?", "NO ME QUEDA plata para la
acción Donate. ¿Cuánto hace falta?", "I'M ONE SHORT of the Fame icons.
Can the icon on my Career card count?". A player who tells what they lack
tells their own state: the rule of the case names what is needed (the
Forge that converts, the icons a promotion asks, the Donate price), never
the player's "me falta" or "I'm short". Yet a word of lacking is trouble
at the table to the search ("falta una carta en la caja": a component
lost, which no rulebook settles), so the reading of a told situation
(rules/asked_part.py) keeps it a topic, and the right rule was said to be
silent.

The reading, of the first entry only and only when the search judged it
not to answer: the words of a phrase of one's own need (`need_told`:
"me falta", "no me queda", "I'm missing", "I'm short") said in a statement
before the ask (`search.CONTEXT`), never in the question sentence itself,
are no topics when the entry covers at least one other topic of the
question; the entry is judged again without them, and its new judgement
holds only when it then answers. A lack asked about ("¿qué pasa si FALTA
una carta?") is in the ask and stays a topic; so does a lack told of the
box ("falta una carta en la caja": no person lacks it), and a story whose
ask is a repair ("... ¿qué hacemos?", rules/asked_part.py
`story_is_asked`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules.normalize import marked_sentences, question_form_phrases, words
from referee.rules.unstated_specifics import phrases_held


def need_words(text: str, lang: str) -> frozenset[str]:
    """The folded words of the phrases of one's own need (`need_told`) that
    the statements of `text` (its sentences that do not ask) say."""
    phrases = question_form_phrases(lang, "need_told")
    found: set[str] = set()
    for sentence in marked_sentences(text):
        if "?" in sentence or "¿" in sentence:
            continue
        for phrase in phrases_held(words(sentence), phrases):
            found.update(phrase)
    return frozenset(found)


def need_answers(text: str, lang: str, evidence: tuple, told: Sequence[bool],
                 answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]) -> tuple[bool, tuple, tuple]:
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the lacking words of a need told
    of oneself in a statement before the ask (`told`, per word: said in
    such a statement) read as no topics, when the entry covers another
    topic and then answers; as judged otherwise. Returns (answered, missing,
    evidence)."""
    if len(told) != len(evidence):
        return (*judged, evidence)
    lacking = lacking_topics(evidence)
    if not lacking:
        return (*judged, evidence)
    needed = need_words(text, lang)
    if not needed:
        return (*judged, evidence)
    aside = [n for n in lacking if told[n] and evidence[n][0] in needed]
    if not aside or not any(topic and held for _, topic, held in evidence):
        return (*judged, evidence)
    answered, missing, read = judged_without(evidence, aside, answers)
    return (answered, missing, read) if answered else (*judged, evidence)
