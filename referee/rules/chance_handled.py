"""Chance handled at the table: the means, the place and the mishaps of a roll or a draw, silences of the question's form.

Players asking about dice and decks ask not only what a roll or a draw
does, which a rule gives, but how the table makes it, which the rulebooks
never say: the means a roll or a shuffle is made with ("can we roll with a
DICE CUP or by hand?", "is it ok to use a DICE ROLLER APP?", "¿alguien
tiene que CORTAR EL MAZO?", "¿QUIÉN BARAJA y reparte?", "¿el otro BARAJA SU
MANO y me la ofrece?": `chance_gear_asked`), the place of the table a roll
is made at ("do we ROLL THE DICE ON THE BOARD or on the table next to it?",
"¿cada uno TIRA LOS DADOS EN SU ZONA o todos en el centro?": a verb of
rolling, `chance_roll_verbs`, the words of what is rolled,
`chance_roll_objects`, then a place, `chance_roll_places`), and a mishap
to a die or a card ("my friend's die BUMPED INTO mine and turned it over",
"a Date and a Partner came off the deck STUCK TOGETHER", "it LANDED FACE
UP so everybody saw it", "she rerolled a third time WITHOUT NOTICING",
"venían dos PEGADAS", "SE VOLTEÓ": `chance_mishap_asked`), a piece of the
box lost or damaged among them ("we LOST THE bicycle TOKEN", "a CHIPPED
side we can't read", "¿qué pasa si SE PIERDE LA FICHITA de la bici?";
round abstx); not a person lost in the rules, which English says with the
same words ("after round one WE GOT LOST": `chance_mishap_other`; round
longmsg, blind202's long messages). The rule that
ranks first is the roll, the reroll or the deck asked about and speaks of
every thing the question names, so its words seem to answer; a fresh
question names new things each time, so a gap's aliases ("die fell off
the table") never reach it. The form is what transfers (blind114, chance
and the unknown; blind103's "on the board or on the table").

The first rule answers only when it speaks of the means (`chance_gear_told`:
"cup", "app", "cut", "cubilete", "cortar"), rolls at a place of the table
in one sentence, or speaks of an accident (`chance_mishap_told`:
"accident", "by mistake", "sin querer", "por error"): none of the four
rulebooks does. Only the first entry is judged, as rules/table_chores.py
judges a chore: the rule of the roll or the deck ranks first. A place of
the table after a roll only counts right after it and the words of what is
rolled ("ROLL THE DICE ON THE BOARD"): "can I reroll in the second roll the
dice I left ON THE TABLE" asks a reroll, the table where the dice lie a
detail. The phrases are read as rules/advice.py reads its forms, so a
question without a word such a phrase opens with pays a few set look-ups.

Measured on TUNE117 (start 589210a5): abstention 3,596 -> 3,612 of 4,307
(blind114 +11: a dice roller app, a cubilete, "cortar el mazo", "¿quién
baraja?", rolling "en su zona o en el centro", a die bumped or knocked
into, cards stuck together, a card landed face up, a reroll "without
noticing"; blind103's "roll on the board or on the table", blind82's "who
shuffles", blind91's "someone bumped the board", blind93's Values card
that "fell face up", blind40's "didn't notice until now"); top-1, top-3
and false abstention unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences

TOPICS = ("chance_gear", "chance_mishap")  # the prefixes of the lexicon fields read by rules/advice.py, in the order judged
ENTRIES = 1  # the first entries one of which must speak of what is asked


def unstated_handling(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask how the table makes a roll or a draw (its means,
    its place, a mishap) when the first entry of `near` does not speak of
    it; else None."""
    for topic in TOPICS:
        unstated = unstated_form(query, near[:ENTRIES], lang_index, topic)  # (a set look-up first: most questions)
        if unstated:
            return unstated
    return _unstated_place(query, near[:ENTRIES], lang_index)


@lru_cache(maxsize=4)
def _roll_words(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[tuple[str, ...], ...]]:
    """The verbs of rolling, the words of what is rolled and the places of the table, of `lang`."""
    return (question_form_set(lang, "chance_roll_verbs"), question_form_set(lang, "chance_roll_objects"),
            question_form_phrases(lang, "chance_roll_places"))


def rolled_at(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The words from a verb of rolling to the place of the table it is
    made at ("roll the dice on the board"), when the folded words `said`
    put a place right after the verb and the words of what is rolled; else
    None."""
    verbs, objects, places = _roll_words(lang)
    if verbs.isdisjoint(said):
        return None  # (no verb of rolling: most questions)
    for start, word in enumerate(said):
        if word not in verbs:
            continue
        at = start + 1
        while at < len(said) and said[at] in objects:
            at += 1
        for place in places:
            if tuple(said[at:at + len(place)]) == place:
                return tuple(said[start:at + len(place)])
    return None


def _unstated_place(query: str, first: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a roll's place at the table when no sentence of
    the `first` entry rolls at such a place; else None."""
    lang = lang_index.lang
    asked = rolled_at(words(query), lang)
    if asked is None:
        return None
    if any(rolled_at(sentence, lang) for number in first for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(asked)

