"""A word of an act said as a thing of the game: "went to A PLACE", not "place my die".

"I went to a place where I had 2 Interest Tokens, what do I get?": Coming of
Age's glossary reads "place" as its Location, but "place" is also the act
of putting a piece down, and the rules say that act far more often than the
noun ("place it on its building", "place one Interest Token"). Read as a
plain word, the noun of the question matched every rule that tells a player
to place something, and the rule of the order of phase 1 ("choose a Die and
place it ...") went before the rule of what a location's Interest Tokens
give.

The reading: a word of the question that the lexicon lists as an act
(`question_form.bare_acts`: "place", "play", "draw"; Spanish infinitives),
told as a noun (after an article or a preposition: `_Query.nominal`) and
read by the game's glossary, on its own, as one of its things, is that
thing: its glossary term weighs fully and the word itself not at all, so
the rules match it where they speak of the thing (a location), not of the
act. Spanish writes the thing and the act with different words ("lugar",
"colocar"), so the reading seldom finds a word there; it reads them alike.
"""

from __future__ import annotations

from referee.rules.normalize import is_common_concept, question_form


def positions_of_things(surface: list[str], nominal: list[bool], lang: str) -> list[int]:
    """The positions of the words of a question (`surface`, folded, one per
    stem) that are acts of the lexicon told as nouns ("a PLACE")."""
    acts = frozenset(question_form(lang).get("bare_acts", ()))
    return [position for position, word in enumerate(surface) if word in acts and nominal[position]]


def read_as_things(weights: dict[str, float], stems: list[str], positions: list[int],
                   matches: list[tuple[int, int, frozenset[str]]]) -> None:
    """Weigh each word at `positions` as the thing of the game's glossary it
    names alone (a match of `matches` that covers that word only), not as an
    act: its game concepts get full weight; its stem and the everyday
    concepts of the act ("place", "put": `~common:` groups) leave `weights`,
    unless the question also says that word, or a word of that act, as an
    act elsewhere ("place the die in a place ...")."""
    things = [(start, concepts) for start, end, concepts in matches
              if end - start == 1 and start in positions and not all(map(is_common_concept, concepts))]
    if not things:
        return  # (no word of them is a thing of this game: "a play" in a game that has none)
    said_as_acts = {stems[position] for position in range(len(stems)) if position not in positions}
    said_as_acts |= {concept for start, _, concepts in matches if start not in positions for concept in concepts}
    for start, concepts in things:
        for concept in concepts:
            if not is_common_concept(concept):
                weights[concept] = 1.0
            elif concept not in said_as_acts:
                weights.pop(concept, None)
        if stems[start] not in said_as_acts:
            weights.pop(stems[start], None)
