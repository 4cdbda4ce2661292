"""The letter of the rule asked for, and the page named: how a rules lawyer asks, never a topic.

"GOING BY THE WORDING, can I use an action spot twice?", "AL PIE DE LA
LETRA, ¿puedo...?", "SEGÚN EL TEXTO LITERAL, ¿cuántas fichas...?",
"reading it WORD FOR WORD", "SEGÚN LA PÁGINA 9, ¿...?". A precise player
asks for the exact wording of the rule, or names where they read it; the
rule asked of is the same rule a plain question reaches. The rulebook never
says "wording", "pie", "letra", "texto" or "página" of itself, so read word
by word they were topics no entry holds, and `ask` said the rulebook was
silent beside the rule that answers.

The reading: the words of a phrase of `question_form.letter_frames` (the
letter of the rule: "the wording", "word for word", "al pie de la letra",
"según el texto"), matched side by side in the folded question, and a word
of a page (`question_form.letter_pages`: "page", "página", "pág") right
before a number, with that number, are details: search._evidence drops
their topic when the entry does not hold them, as it does for the set
phrases of rules/idle_phrases.py, with which they are read. Empty when the
question holds none (most questions: two set look-ups).

Round lawyerfab (TUNE201): on the 113 questions with a word of the
letter or a page, false abstention -1 (blind196 "En sentido estricto,
¿cuántas cartas...?"); with "the rules talk about 'years'" (8 questions
with "talk"), -1 more (blind139); nothing else moved.
"""

from __future__ import annotations

from referee.rules.normalize import form_positions, question_form_set


def _page_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of a page word right before a number ("page 9",
    "página 12") and of that number."""
    pages = question_form_set(lang, "letter_pages")
    if pages.isdisjoint(folded):
        return set()
    return {n + step for n, word in enumerate(folded[:-1]) if word in pages and folded[n + 1].isdigit()
            for step in (0, 1)}


def with_frames(idle: list[bool], folded: list[str], places: list[int], lang: str) -> list[bool]:
    """`idle` (rules/idle_phrases.py, one flag per stem, or empty) with the
    stems (their positions in `folded` in `places`) of the letter of the
    rule and of a page named set too. Empty when neither holds any."""
    marked = form_positions(folded, lang, "letter_frames") | _page_positions(folded, lang)
    if not marked:
        return idle
    return [place in marked or (bool(idle) and idle[n]) for n, place in enumerate(places)]
