"""Choosing not to do an act, asked of the rule that instructs the act.

"Can I CHOOSE NOT TO advance my Personal Fulfillment?", "¿Puedo ELEGIR NO
avanzar el Contador de Realización Personal...?", "can we DECIDE NOT TO
resolve it?". Choosing not to do a thing is declining it (the common group
of "refuse", "elegir no", "choose not to": a topic an entry must speak of, so
"can I refuse to take it because of a hand limit?" is not answered by a rule
that never speaks of refusing). `search._declined_required` covers it by a
rule that says the act must be done ("you MUST play", "CADA JUGADOR elige").
A rulebook says it as often in the imperative, to the player: "devuélvelas a
tu reserva personal y AVANZA TU Contador", "ADVANCE YOUR counter one space
per token". The player who asks whether they may leave an act undone asks
whether it is required; the modality is how the question asks, the act what
it asks about; an instruction of that very act answers it (it is not left
to the player).

The act is the word right after a phrase of declining that ends in a
negation (`question_form.refusal_negations`: "choose NOT to X", "elegir NO
X", "optar por NO X"; not "say no to", "turn down", "rechazar", whose next
word is the thing refused, a FAVOUR, not an act), in the same clause, not a
noun (no article or preposition before it). The rule instructs it when one
of its words of that stem is followed by a possessive of the player addressed
(`question_form.instruction_possessives`: "your", "tu", "tus"). A rule that
only gives a thing ("you gain the Motivation Token") still says nothing of
declining it. Cheap: read only for an uncovered word of declining.
"""

from __future__ import annotations

from referee.rules.normalize import key, question_form, question_form_set, stopwords, words


def refused_act(position: int, declining: set[int], surface: list[str], clause: list[int], nominal: list[bool],
                lang: str) -> int | None:
    """The position of the act that the phrase of declining holding
    `position` refuses ("choose not to ADVANCE", "elegir no AVANZAR"), or
    None. `declining` holds the positions of the question's words of
    declining; `surface`, `clause` and `nominal` the question's words,
    clauses and nouns as the search read them."""
    end = position
    while end + 1 in declining:
        end += 1
    act = end + 1
    if act >= len(surface) or surface[end] not in question_form_set(lang, "refusal_negations"):
        return None
    if clause and clause[act] != clause[end]:
        return None
    if nominal and nominal[act]:  # "say no to A FAVOUR": a thing refused, not an act
        return None
    return act


def instructed(act_stem: str, texts: tuple[str, ...], lang: str) -> bool:
    """Whether one of `texts` (an entry's fields) tells the player to do the
    act of `act_stem`: a word of that stem followed by a possessive of the
    one addressed ("ADVANCE YOUR counter", "AVANZA TU Contador")."""
    possessives = question_form_set(lang, "instruction_possessives")
    if not possessives:
        return False
    for text in texts:
        said = words(text)
        for n in range(len(said) - 1):
            if said[n + 1] in possessives and key(said[n], lang) == act_stem:
                return True
    return False


def declined_after(said: list[str], position: int, lang: str) -> str | None:
    """The stem of the act declined right after the verb of choosing at
    `position` of the folded words `said` ("choose NOT TO ADVANCE", "elegir
    NO AVANZAR"), or None: choosing not to do an act is declining it, which
    asks whether the act is required, not which way to choose
    (rules/choices_asked.py leaves it to the rule that instructs the act)."""
    after = position + 1
    if after >= len(said) or said[after] not in question_form_set(lang, "refusal_negations"):
        return None
    after += 1
    if after < len(said) and said[after] in question_form(lang).get("choice_act_link", ()):
        after += 1
    if after >= len(said) or said[after] in stopwords(lang):
        return None
    return key(said[after], lang)
