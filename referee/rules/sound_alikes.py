"""Everyday words a phone's dictation wrote as a sound-alike, read as the word said.

A recogniser writes the word it knows best for a sound: "so if i ROLE a
four", "how many dice do i ROLE at the start". The sound-alike is often a
word of the games themselves ("role" is one of LOOP's names for a Career),
so neither the typo readings (it is a known word) nor rules/heard_terms.py
(which reads game terms, not everyday words) read it back, and the question
is ranked as one about careers, or left unanswered. Each language's lexicon
holds the sound-alikes (`[spoken.heard_as]`: the word said -> the forms
written for it) and the words after which the form can only be the word
said (`heard_after`: a subject or a helping verb before it, "I role", "to
role", "can role": a verb, and "role" is no verb); elsewhere ("my role",
"which role") the form keeps its own sense. One set look-up for a question
that holds no form.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import lexicon_table


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[dict[str, str], frozenset[str]]:
    """`lang`'s forms written (folded) -> the word said, and the words after which a form is the word said."""
    table = lexicon_table(lang, "spoken")
    forms = {form: said for said, written in table.get("heard_as", {}).items() for form in written}
    return forms, frozenset(table.get("heard_after", ()))


def may_hold(folded: list[str], lang: str) -> bool:
    """Whether the folded words hold a sound-alike form (one set look-up)."""
    forms, _ = _lexicon(lang)
    return bool(forms) and not forms.keys().isdisjoint(folded)


def read_words(spoken: list, lang: str) -> dict[int, str]:
    """The spoken words (`spoken.SpokenWord`, by number) that are sound-alikes of a word said, with that word:
    a form right after a word of `heard_after`, with no pause between."""
    forms, after = _lexicon(lang)
    return {number: forms[word.folded] for number, word in enumerate(spoken)
            if number and word.folded in forms and not word.pause and spoken[number - 1].folded in after}
