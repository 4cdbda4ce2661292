"""A question no game's words point to: the first hits spread over the games that answer it alike.

"¿Quién empieza la partida?", "how does the track get refilled after I buy?",
"what's a round look like, roughly?". Four games each have a rule that
answers such a question, and nothing in it says which one the table plays:
no game named (nor given, nor at the table), no word typed in the capitals
one game prints, nothing compared, and the question's words vote for no game
or for two or more alike (`search._implied_votes`; a lone lead is a game
implied, and the spread is never made). The search still ranks one game's
entries first, and the next best were often that game's neighbours ("who
starts": Adulthood's first player, then CV's round order, then CV's bicycle
card, and LOOP's start player fourth), so the player of another game saw
none of their rule. Each panel says its game: three games' rules serve a
table that did not say which game it plays better than three rules of one.

The first hit stays first (top-1 is the search's). A later slot of the first
SPREAD_SLOTS that would repeat a game already shown goes instead to the best
entry of a game not yet shown (any game: votes tied between two games say as
little as none, "¿qué es el track?" is CV's and Coming of Age's word, and
Adulthood's scoring track answers "what if I pass the end of the track";
the untied games' entries carry the search's IMPLIED_GAME_FACTOR already)
that answers the question alike: it scores at least ALIKE_SHARE of the
neighbour it would stand in for (the entry a player of the first game would
otherwise read there), and it holds every everyday notion (`~common:`
concepts) and every asked form (`?when`, `?may`: the question's intents) the
first hit holds, and as many of its own game's glossary concepts as the first holds of its game's.
An entry that holds less ("which card in a stack actually does something":
CV's piles hold a CV term; Adulthood's experience stack none) is no alike
answer, and the first game's neighbour keeps its place; an entry of a game
already shown never moves down for one that fails. The entry brought
forward keeps its own score (at least ALIKE_SHARE of its neighbour's), as
every entry a reading moves does: the list's order is the ranking, each
score what its entry matched. Decided once the search has decided
everything else: a set comparison over the few entries listed.

TUNE155 (29,984 answerable questions), measured on a dump of each
question's list before writing this: top-3 +27 / -5 (the same "who starts"
asked of CV, whose bicycle card was third, now gives its slot to LOOP's
start player); top-1, abstention and false abstention unmoved by
construction. Against the first hit's score instead of the neighbour's,
0.85 gained 18 and lost 2 (committed first: TUNE155 top-3 29403 -> 29419;
then the neighbour's share, 29422; then any game when votes tie, not only the
tied games, +4 more);
the neighbour's share at 0.85 gained 26 and lost 5, at 0.95 20 and 4. With
the held-words test left out, the first's share at 0.85 gained 24 and lost
8, and 0.6 lost more than it gained: a question a game's neighbours answer
("can i play an event card from my hand during someone else's turn") looks
level by its votes ("event" is three games' word) but not by what the
entries hold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee.rules.normalize import COMMON_CONCEPT

SPREAD_SLOTS = 3  # the first hits a player reads as the answer and its nearest alternatives (top-3)
ALIKE_SHARE = 0.9  # of the neighbour's score (TUNE155: 0.85 +26/-5, 0.9 +23/-4, 0.95 +20/-4)


def votes_level(votes: dict[str, float]) -> bool:
    """Whether the question's word votes leave the games level: no votes, or
    two or more games tied first (one game ahead: the words imply it)."""
    if not votes:
        return True
    best = max(votes.values())
    return sum(count >= best - 1e-9 for count in votes.values()) > 1


def _alike(first: frozenset[str], other: frozenset[str]) -> bool:
    """Whether an entry holding `other` answers alike an entry holding `first`:
    every everyday notion and asked form of the first, and as many game
    concepts (each entry's own game's)."""
    shared = {token for token in first if token.startswith((COMMON_CONCEPT, "?"))}
    own = sum(token.startswith("~") and not token.startswith(COMMON_CONCEPT) for token in first)
    theirs = sum(token.startswith("~") and not token.startswith(COMMON_CONCEPT) for token in other)
    return shared <= other and theirs >= own


def spread_first(scored: Sequence[tuple[float, int]], game_of: Callable[[int], str],
                 held_of: Callable[[int], frozenset[str]]) -> list[tuple[float, int]]:
    """`scored` (value, number; best first) with its first SPREAD_SLOTS holding
    the best alike entry of another game in place of an entry whose game is
    already shown."""
    if len(scored) < 2:
        return list(scored)
    first = scored[0][1]
    first_held = frozenset(held_of(first))
    shown, games, pool = [scored[0]], {game_of(first)}, list(scored[1:])
    while len(shown) < SPREAD_SLOTS and pool:
        if game_of(pool[0][1]) not in games:
            item = pool.pop(0)
        else:
            item = next((item for item in pool if game_of(item[1]) not in games
                         and item[0] >= ALIKE_SHARE * pool[0][0]
                         and _alike(first_held, frozenset(held_of(item[1])))), None)
            if item is None:
                item = pool.pop(0)
            else:
                pool.remove(item)
        shown.append(item)
        games.add(game_of(item[1]))
    return shown + pool
