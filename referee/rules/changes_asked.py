""""What changes (in the setup, with two players)?": the form of the
question, not a swap.

Players ask what is different in a mode or a moment with the verb of change
("what changes in setup for solo?", "¿qué cambia en la preparación?",
"jugamos a dos, ¿qué cambia?"). Read as a word, "changes" / "cambia" is the
everyday group of swapping and trading, and pulled a rule of bartering or
exchanging first (LOOP's solo barter over its solo setup). Right after the
question word, with the clause ending or a little word next, the verb only
says that the question asks for differences: its position is the form of the
question, as "work" is in "how does it work", and is left out of the words
searched. "What does the event change?" (a thing after the verb) and "can I
change my card?" read as before.

The words are each language's lexicon list `question_form.what_changes`
(`what`: the question words; `changes`: the verb's forms; `objects`: the
words that start a thing changed, "what changes MY track", in English only;
`between`: the words that may stand between the question word and the verb,
"¿qué MÁS cambia?", asked after a first question of the story's case: "Está
activo Economic Slowdown... ¿Cuántos puedo comprar ahora y qué más cambia?"
asks what else the event does, no swap; Spanish only: English "what ELSE
changes in setup" kept "changes" as a searched word the two-player rule holds,
TUNE161 top-1 -1 with it).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form


@lru_cache(maxsize=4)
def _form(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The question words, the forms of "change", the words that start
    its object and the words that may stand between the question word and
    the verb, of `lang` (empty when it has none)."""
    form = question_form(lang).get("what_changes", {})
    return tuple(frozenset(form.get(name, ())) for name in ("what", "changes", "objects", "between"))


def changes_asked(folded: list[str], lang: str, stop: frozenset[str]) -> set[int]:
    """The positions of "changes" in "what changes (in ...)?" among the
    question's folded words: a form of "change" right after a question word,
    with the clause ending or a stopword after it that starts no object.
    Empty for a question without such a verb (most: a set look-up)."""
    what, changes, objects, between = _form(lang)
    if changes.isdisjoint(folded):
        return set()
    return {position for position in range(1, len(folded))
            if folded[position] in changes and (folded[position - 1] in what or (
                position > 1 and folded[position - 1] in between and folded[position - 2] in what))
            and (position + 1 == len(folded) or (folded[position + 1] in stop and folded[position + 1] not in objects))}
