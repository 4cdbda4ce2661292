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

Round spread (from `502d608e`): two more cases, both decided on the scores
the entries matched, not on the list's order.

* An entry of a game not yet shown that scores at least its neighbour (the
  entry of a shown game it would stand in for) takes the slot, whatever it
  holds: the neighbour stands above it because a reading put the first
  game's entries together ("I rolled 3 dice and picked one ...": CV's four
  dice first, then two CV entries a reading brought beside it at score 0,
  while Coming of Age's rule on the dice left in the road matched 35.8), and
  that reading trusted the first game, which nothing in the question names.
  An entry that outscores the rule it would replace answers the question
  better by the search's own measure: the alike test, made for entries that
  score less, is not asked of it.
* A lead of less than one vote (`leads_weakly`) says as little as none: no
  word the leading game owns alone (a whole vote) stands against the other
  games' words, only half votes of words two games share, or one game's
  word met by another's. The entries of the games the words do not point to
  already rank at IMPLIED_GAME_FACTOR of their score, so only the entry
  that still outscores its neighbour takes its slot (the alike test on the
  damped scores lost as much as it won): "do event cards still in my hand
  count as part of my life story at the end?" (Adulthood ahead by half a
  vote: "life", "event") shows CV's rule that events are no part of the CV.

TUNE179 (34,976 answerable questions; 23,326 name no game), measured on a
dump of each question's list before the spread: top-3 +6 / -0 (the
outscoring entry +5 on level votes, +1 more under a lead of less than a
vote); top-1, abstention and false abstention unmoved by construction. With
a lead of up to two votes (not a clear lead) +6 / -1 (blind155's Adulthood
question, two votes ahead, lost its own rule); the alike entries brought in
under a weak lead too +6 / -1; letting an alike entry miss one of the
first's everyday notions +3 / -1 alone. With the outscoring entry in
place, ALIKE_SHARE 0.85 (as TUNE155 had measured it best by gains) adds
+3 / -0 over 0.9 on TUNE179 ("¿cómo se reparte todo al principio, qué
le toca a cada jugador?": Adulthood's Careers third, not a second LOOP
entry; "solo: what counts as losing?": LOOP's solo end third), 0.875 the
same three, 0.8 +5 / -8.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee.rules.normalize import COMMON_CONCEPT

SPREAD_SLOTS = 3  # the first hits a player reads as the answer and its nearest alternatives (top-3)
ALIKE_SHARE = 0.85  # of the neighbour's score (TUNE155: 0.85 +26/-5, 0.9 +23/-4, 0.95 +20/-4; TUNE179 with
# the outscoring entry, against 0.9: 0.85 and 0.875 +3/-0, 0.8 +5/-8, 0.925 +2/-2)
WEAK_LEAD = 1.0  # votes: a lead of less than one whole word's vote says no more than level votes (TUNE179: +1/-0;
# a lead of up to two votes, the clear lead, +1/-1)


def votes_level(votes: dict[str, float]) -> bool:
    """Whether the question's word votes leave the games level: no votes, or
    two or more games tied first (one game ahead: the words imply it)."""
    if not votes:
        return True
    best = max(votes.values())
    return sum(count >= best - 1e-9 for count in votes.values()) > 1


def leads_weakly(votes: dict[str, float]) -> bool:
    """Whether one game leads the question's word votes by less than WEAK_LEAD: half votes of shared words, or a
    game's own word met by another game's, not a word of its own alone."""
    if votes_level(votes):
        return False
    ranked = sorted(votes.values(), reverse=True)
    return ranked[0] - (ranked[1] if len(ranked) > 1 else 0.0) < WEAK_LEAD - 1e-9


def spreads(votes: dict[str, float]) -> bool:
    """Whether the first hits of a question that names no game spread over the games: its votes are level or lead
    weakly."""
    return votes_level(votes) or leads_weakly(votes)


def _outscores(item: tuple[float, int], neighbour: tuple[float, int]) -> bool:
    """Whether an entry scored at least the neighbour it would stand in for (and matched something)."""
    return item[0] > 0.0 and item[0] >= neighbour[0]


def _alike(first: frozenset[str], other: frozenset[str]) -> bool:
    """Whether an entry holding `other` answers alike an entry holding `first`:
    every everyday notion and asked form of the first, and as many game
    concepts (each entry's own game's)."""
    shared = {token for token in first if token.startswith((COMMON_CONCEPT, "?"))}
    own = sum(token.startswith("~") and not token.startswith(COMMON_CONCEPT) for token in first)
    theirs = sum(token.startswith("~") and not token.startswith(COMMON_CONCEPT) for token in other)
    return shared <= other and theirs >= own


def spread_first(scored: Sequence[tuple[float, int]], game_of: Callable[[int], str],
                 held_of: Callable[[int], frozenset[str]], level: bool = True) -> list[tuple[float, int]]:
    """`scored` (value, number; best first) with its first SPREAD_SLOTS holding
    the best entry of another game that outscores, or (`level`: the votes
    leave the games level) answers alike, an entry whose game is already
    shown, in that entry's place."""
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
                         and (_outscores(item, pool[0])
                              or level and item[0] >= ALIKE_SHARE * pool[0][0]
                              and _alike(first_held, frozenset(held_of(item[1]))))), None)
            if item is None:
                item = pool.pop(0)
            else:
                pool.remove(item)
        shown.append(item)
        games.add(game_of(item[1]))
    return shown + pool
