"""A thing's worth asked at the end of the game, with no count: the final scoring's entry, from further back.

"What are possession cards WORTH AT THE END?", "what do possession cards
GIVE AT THE END?", "¿QUÉ DAN AL FINAL las cartas de posesión?", "Al final,
¿QUÉ DAN las cartas de objetivo vital que están boca arriba?". A player
asks what a kind of thing is worth once the game is over. The entry that
says what the thing is ("Possession cards: cost money, give victory
points", "Life goal cards: extra points at the end") holds the question's
nouns and its verb of giving in its title, and scores well ahead; the
answer is the final scoring's entry that prices the thing ("Possession
cards: add up the printed points"), in the section of the end of the
game: a definition outranks its consequence (issue 12).

rules/worth_asked.py pulls that entry for a worth asked with a count ("7
tokens, what are they worth?", from half the first's score) and for points
asked without one ("how do possessions GIVE POINTS?", from 0.8 of it).
Here the ask is of worth, not of counting (`question_form.worth_end_asked`:
"worth at the end", "give at the end", "dan al final"; or a phrase of
`worth_points_asked`, "qué dan", "what do I get", with the end of the game
told, `worth_end_said`), and the end of the game is told in the same
question: it asks the price the end puts on the thing. The final scoring's
entry then moves first from END_SHARE of the first's score, among the next
END_RANKS rule entries of its game, when the first is in no such section
(`worth_section_told`, as rules/worth_asked.py reads it).

A phrase of `worth_points_asked` that does not open its clause is no ask:
"los iconos de vida QUE DAN los rasgos, ¿cuentan al final?" tells what the
traits give in a relative clause and asks whether it counts, which the
traits' own entry says. Only such a phrase at the start of the question or
of a clause (after a comma, "¿", a colon) asks; a phrase of
`worth_end_asked` says the end itself and asks wherever it is.

"¿Cuentan al final?" and "does it count at the end?" are no ask of worth:
they ask whether the thing counts at all, which its own entry answers
(rules/worth_asked.py `points_asked`, from 0.8 only).

Tuning list (TUNE183), on the 2,934 answerable questions that tell the end
of the game: top-1 +4 (CV's possession cards x3, its public life goals),
nothing lost; from 0.65 of the first, 2 lost (Adulthood's extra Life
icons of Traits) and from 0.6, 3. The whole list: top-1 32,985 -> 32,989 of
35,808 with this reading alone (32,997 with round rankmiss's two fate
readings, rules/fates.py), top-3 35,139, abstention 5,436 (5,449) and false
abstention 995 unchanged; the check sets unchanged (767 / 796 / 131 / 17).
"""

from __future__ import annotations

from referee.rules.normalize import clause_starts, words
from referee.rules.phrase_lists import listed_positions, says_listed
from referee.rules.worth_asked import final_scoring_first

END_SHARE = 0.7  # the final scoring's entry goes first from this share of the first entry's score ...
END_RANKS = 3  # ... from this many rule entries after the first


def asks_worth_at_end(query: str, lang: str) -> bool:
    """Whether a question asks what a thing is worth at the end of the game, with a phrase that opens its
    clause ("WORTH AT THE END", "¿QUÉ DAN AL FINAL?", "Al final, ¿QUÉ DAN ...?")."""
    folded = words(query)
    if says_listed(folded, lang, "worth_end_asked"):
        return True
    if not says_listed(folded, lang, "worth_end_said"):
        return False  # (no end of the game told: most questions)
    asked = listed_positions(folded, lang, "worth_points_asked")
    opened = clause_starts(query) | {0}  # (not a relative clause: "los iconos QUE DAN los rasgos")
    return any(position in opened for position in _phrase_starts(asked))


def _phrase_starts(positions: set[int]) -> list[int]:
    """The first position of each run of consecutive positions (each phrase held)."""
    return [position for position in sorted(positions) if position - 1 not in positions]


def end_scoring_first(scored: list[tuple[float, int]], section_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next END_RANKS entries of the first entry's game whose section
    (`section_of`: number -> (section, language)) is the end of game's
    scoring moved first, when it scores at least END_SHARE of the first and
    the first's section is none such. None when nothing moves."""
    return final_scoring_first(scored, section_of, game_of, END_SHARE, END_RANKS, may_move)
