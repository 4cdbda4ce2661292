"""What a player starts with, asked: the setup step that deals it comes first.

"How many coins do I start with as the Intern?", "¿cuántas Fichas de Interés
tengo al empezar?". A player who asks how many of a thing there are at the
start of the game asks for the step of setup that hands it out ("Start with
2 COIN and 1 random MATERIAL", "7 Fichas de Interés en tu reserva
personal"). The entries of play about the same thing hold the question's
words as well ("Intern: starts with HAPPINESS 4", "Parent Card discard pile
is public; always 2 in hand"), and so does the list of components (how many
tokens are in the box): the start is one phrase, the thing is the rest.

The lexicon (`question_form.start_asked`, `setup_sections`) names the words,
in each language. Once the search has decided, an answered question that
asks a count ("?num": how many, how much) and says the start has the first
of the next SIBLING_RANKS rule entries of its first entry's game whose
SECTION is of the rulebook's setup moved first, when it scores at least
PULL_SHARE of the first and the first is of no setup section
(`siblings.stating_sibling_first`). Both are needed: "at the start" alone
is often the scene of another ask ("can I trade at the start of my turn?"),
as was the whole setup part of the rulebook in rules/rulebook_parts.py.
Only the question's first ask is read: "do I get to see my parent cards?
how many do I draw at the start" asks first what the setup step does not
say, and with the step first it went unanswered. The check is a set look-up
of the question's words: most questions hold none.
"""

from __future__ import annotations

from referee.rules.normalize import intents, words
from referee.rules.phrase_lists import says_listed, text_says_listed
from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.85  # the setup step goes first from this share of the first entry's score
SIBLING_RANKS = 2  # rule entries looked at after the first


def asks_start_amount(query: str, lang: str) -> bool:
    """Whether a question's first ask (up to its first question mark) asks
    how many of a thing there are at the start ("how many ... AT THE
    START", "¿cuántas ... AL EMPEZAR?")."""
    first = words(query.split("?", 1)[0])
    return says_listed(first, lang, "start_asked") and "?num" in intents(first, lang)


def setup_entry_first(scored: list[tuple[float, int]], section_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose section
    (`section_of`: number -> (section, language)) is of the setup moved
    first, when it scores at least PULL_SHARE of the first and the first's
    section is not. None when nothing moves."""
    return stating_sibling_first(scored, lambda number: text_says_listed(*section_of(number), "setup_sections"),
                                 game_of, PULL_SHARE, SIBLING_RANKS, may_move)
