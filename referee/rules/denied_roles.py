"""A power asked by a player who says they do not hold it: a silence of the question's form.

"NOT THE ENGINEER, can I still repair my own stuff somehow?", "can I choose to
lose 2 HAPPINESS when I WORK to get more COIN? I'M NOT THE FREELANCER", "¿puedo
mirar la carta de arriba SIN SER EL Scholar?". The player names the one
card that has the power only to say they lack it, and asks whether they
may do the same without it. The named card's entry ranks first, and tells
what its holder does, never what a player without it may do: the rulebook
gives the power to that card, and is silent on anyone else having it.

The question denies a role by a phrase of `question_form.role_denied`
("not the", "I'm not the", "no soy el", "sin ser el") followed by the
card's name: the first entry is that card's when every word after the
phrase, up to ROLE_WORDS of them, is a word of the head of its title (the
name before ":", "Engineer: Repair", "Ingeniero (Engineer): Reparar").
"No soy el jugador inicial: ¿qué lado uso?" names no card: the rule that
ranks first has its own title, and answers.
"""

from __future__ import annotations

from referee.rules.combined import named_things
from referee.rules.index import Index, LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, stopwords, terms, words

ROLE_WORDS = 2  # words after "not the" within which the card's name comes ("not the ENGINEER", "sin ser EL Scholar")


def unstated_role(query: str, first: int, index: Index, lang_index: LangIndex) -> str | None:
    """The words that deny the role ("not the engineer") when the first
    entry is the denied card's own rule; else None."""
    lang = lang_index.lang
    said = words(query)
    if question_form_openers(lang, "role_denied").isdisjoint(said):
        return None  # (no phrase of denial: most questions)
    names = named_things(index, lang_index, lang_index.docs[first].entry.game).get(first)
    if not names:
        return None  # (the first entry is no named thing's: "Marcador de Felicidad en el 4; cara dorada para el jugador inicial")
    head = {word for name in names for word in name}
    for phrase in question_form_phrases(lang, "role_denied"):
        for start in range(len(said) - len(phrase)):
            if tuple(said[start:start + len(phrase)]) != phrase:
                continue
            name = next((word for word in said[start + len(phrase):start + len(phrase) + ROLE_WORDS]
                         if word not in stopwords(lang)), None)
            if name is not None and not head.isdisjoint(terms(name, lang)):
                return " ".join((*phrase, name))
    return None
