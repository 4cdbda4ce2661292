"""The words of a comparison with a thing from outside these games that a game's rules use too: still the player's frame.

"Para casarme con el Partner, ¿es como COMPRAR el anillo? ¿Qué me cuesta?",
"whats the max REPUTATION, like the COIN CAP in coup?", "¿es como una
CASILLA VACÍA del Monopoly? ¿Qué hago?", "can i line up my dice ..., like
planning a MOVE in chess before committing?", "las CAREER son como elegir
PERSONAJE en el Mario Kart? ¿Cómo se reparten?". A player who likens a thing
of the game to a thing from outside these games tells that thing in
everyday words, and some of those words are words a rulebook uses too
("comprar", "coin", "casilla", "move", "personaje"). rules/compared_things.py
sets apart only the words of the comparison no game uses ("anillo", "coup",
"Monopoly"): the others stayed topics the answer had to cover, and `ask`
said the rulebook was silent beside the rule that answers (blind186 and
blind187, this style: false abstention 23.6 % and 25.5 %).

The reading. A word of a comparison with a thing (rules/compared_things.py:
in a question that asks something of its own outside it) that is also a
word of a likening to a thing from outside these games
(rules/likened_things.py: a span that holds a word no text of these games
knows, or another game's name) is the player's frame when

- the game of the entry judged uses the word: the asked game's own word,
  said of the outside thing ("como COMPRAR el anillo", asked of Adulthood,
  which buys cards; "the COIN cap in coup", asked of LOOP); or
- the comparison names the outside thing: another game's name
  (`normalize.other_games`: "like PROPERTIES in MONOPOLY") or a name no
  game's texts know (`compared_things.named_apart`: "en el MARIO KART"), so
  that its words are that thing's.

A word only another game of the family uses, in a comparison that names
nothing ("the passive space ..., like a LEGEND on a map, what does that
bonus actually do?", asked of Coming of Age: "legend" is LOOP's) stays a
topic: it may be what the player asks this game has, and read as frame, an
unanswerable question of the tuning list was answered.

Not a comparison that offers alternatives ("can I negotiate privately, like
WHISPER OR STEP OUT, or does it have to be at the table?", "like SHARE my
own MATERIAL OR BARTER with myself"): its words (`outside_frames.
alternatives` inside the span) are examples of the thing asked, not a thing
compared; read as frame, one unanswerable question was answered.

On the tuning list (TUNE191): false abstention 1,125 -> 1,114 (blind186 and
blind187, this style: 11 of the 101 such abstentions of the two), top-1
34,534, top-3 36,778 and abstention 5,621 (5,638) unchanged. Read in every
comparison with a thing from outside, whatever game uses the word, 20 false
abstentions fewer, but one unanswerable question answered ("like a legend on
a map", above) and top-1 -1.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import lexicon_table, other_games


def frame_words(compared_at: set[int], likened: list[bool], places: list[int], folded: list[str],
                surface: list[str], named_apart: frozenset[str], lang: str) -> tuple[list[bool], list[bool]]:
    """For each kept stem (at `places` among `folded`; its word as typed in `surface`): whether it is a word of a
    comparison with a thing (`compared_at`: folded positions, rules/compared_things.py) that is also a word of a
    likening to a thing from outside these games (`likened`, per stem: rules/likened_things.py), in a span that
    offers no alternatives; and whether that span names the thing (another game's name, or one of `named_apart`).
    Two empty lists for most questions (no comparison, or no likening)."""
    if not compared_at or not any(likened):
        return [], []
    alternatives = _alternatives(lang)
    games = other_games(lang)
    framed: set[int] = set()
    named: set[int] = set()
    for span in _runs(compared_at):
        if any(folded[at] in alternatives for at in span[1:-1]):
            continue  # ("like whisper OR step out": examples of the thing asked)
        framed.update(span)
        if any(folded[at] in games for at in span) or any(
                surface[n] in named_apart for n, place in enumerate(places) if place in span):
            named.update(span)
    if not framed:
        return [], []
    kept = [place in framed and flag for place, flag in zip(places, likened)]
    if not any(kept):
        return [], []
    return kept, [place in named for place in places]


def _runs(positions: set[int]) -> list[list[int]]:
    """The runs of consecutive positions (each a comparison's span: two spans are apart by their marker at least)."""
    runs: list[list[int]] = []
    for at in sorted(positions):
        if runs and runs[-1][-1] == at - 1:
            runs[-1].append(at)
        else:
            runs.append([at])
    return runs


@lru_cache(maxsize=4)
def _alternatives(lang: str) -> frozenset[str]:
    """The lexicon's `outside_frames.alternatives` of `lang`: the words that join two things offered ("or", "o")."""
    return frozenset(lexicon_table(lang, "outside_frames").get("alternatives", ()))
