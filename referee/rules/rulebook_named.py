"""The rulebook named by a short name ("in THE BOOK example", "el ejemplo DEL LIBRO"): the source, never a topic.

"Mall Walkers is on my community slot, what does its action do (the book
example)?", "in the book example they already have 2 bad luck and still
reroll the relationship die. whats the risk there": players call the
rulebook "the book" (el libro, the booklet), as they call it "the
rulebook", which is no topic any entry must hold. "Book" itself is a word
no rule entry says of the rulebook (LOOP's BOOK is a PROPERTY icon), so
it read as a topic the example's entry lacks, and the rulebook was said
to be silent about its own example.

The reading: a name of the rulebook (`rulebook_names`: "book", "booklet",
"libro", "librito") right after a definite article (`rulebook_articles`:
"the", "el", "del") is the rulebook, a frame like a speaker's, and not a
word of the question; unless the word after it names what a game's icon
is (`rulebook_not_before`: "the BOOK PROPERTY", "the book icon"), or the
name is one of a list of icons, which no article goes before ("house,
group, leaf, book and heart"). "Me libro de" (I get out of) has no
article before it either.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_set


def rulebook_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of `folded` (the question's words, as read)
    that name the rulebook by a short name after a definite article. Empty
    for a question without such a name (most: a set look-up)."""
    names = question_form_set(lang, "rulebook_names")
    if names.isdisjoint(folded):
        return set()
    articles = question_form_set(lang, "rulebook_articles")
    not_before = question_form_set(lang, "rulebook_not_before")
    return {position for position, word in enumerate(folded)
            if word in names and position and folded[position - 1] in articles
            and (position + 1 == len(folded) or folded[position + 1] not in not_before)}
