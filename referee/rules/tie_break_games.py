"""The tie-breaks of several games compete: the one the question's own words pick goes first.

"tie on POINTS, who wins?", "final tie: the one with more CARDS wins?",
"If there is a tie, the one with more IMPACT wins, right?", "tie break
ORDER". A question that names no game and asks how the final tie is broken
finds every game's tie-break entry near the top ("Tie-break: REPUTATION,
LANDFILL, GOAL, ACTIVITY", "Tie-breakers", "Tie-break: fewer CV cards
wins", "Ties are shared victories"): each speaks of a tie, and which one
comes first was decided by how each rulebook happens to word the tie
("who wins a tie" in an alias, "wins" four times in a list). A careful
reader looks past the words of the tie, which every game's entry holds
alike, at the other words: the thing the players are level on or believe
decides ("POINTS" is what CV's entry says the tie is on, "fewer CV CARDS"
its step; "IMPACT" is Adulthood's own track) and what the question asks of
the list ("the ORDER": LOOP's "Ties are broken in this ORDER").

Here, once the search has decided, with no game given, named, typed in
capitals or compared: when the first rule entry is a game's tie-break (its
title `tie_won_told`: "Tie-break: ...", "Desempates", "shared victories")
and the tie-break entries of other games stand among the first TIE_RANKS
rule entries, each of them is credited with the question's words it alone
of them holds (not the words of a tie, `tied_title_told` and
`tie_won_told`, nor stopwords: every tie-break says a tie) and the vote of
the question's words for its game (`search._implied_votes`: "impact" is
Adulthood's alone). The one credited most, strictly ahead of every other
and of the first, goes first; level credit leaves the list as it is, a
question with no word beyond the tie ("empate al final, ¿quién gana?")
among them: nothing in it says which game the table plays.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form_set, stem, stopwords, words
from referee.rules.phrase_lists import text_says_listed

TIE_RANKS = 4  # the first rule entries where the other games' tie-breaks are looked for (one per game at most)


def _tie_break(title: str, lang: str) -> bool:
    """Whether a title states how a game's tie for the win is broken or shared (`tie_won_told`)."""
    return text_says_listed(title, lang, "tie_won_told")


@lru_cache(maxsize=4)
def _alike_stems(lang: str) -> frozenset[str]:
    """The stems every game's tie-break holds alike: the words of a tie (`tied_title_told`, `tie_won_told`), of
    how a step compares and who wins (`tie_break_alike`: "more", "wins", "gana") and stopwords."""
    said = question_form_set(lang, "tied_title_told") | question_form_set(lang, "tie_won_told") \
        | question_form_set(lang, "tie_break_alike") | stopwords(lang)
    return frozenset(stem(word, lang) for phrase in said for word in words(phrase))


@lru_cache(maxsize=64)
def _said_stems(title: str, text: str, aliases: tuple[str, ...], lang: str) -> frozenset[str]:
    """The stems of what an entry says (its title and text, not its section or aliases), but those every
    tie-break holds alike and numbers (a step's "1." is no thing: "the ONE with more money")."""
    return frozenset(stem(word, lang) for word in words(" ".join((title, text) + aliases)) if not word.isdigit()) - _alike_stems(lang)


def own_tie_break_first(scored: list[tuple[float, int]], stems: list[str], entry_of, game_of,
                        votes: dict[str, float], lang: str, may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the tie-break
    entry of the first TIE_RANKS that the question's words credit most
    (`stems`: the question's; `entry_of`: number -> the entry; `votes`:
    game -> the vote of the question's words) moved first, when the first
    entry is a tie-break of another game that is credited less. None when
    nothing moves."""
    def title_of(number: int) -> str:
        return entry_of(number).title

    if not scored or not _tie_break(title_of(scored[0][1]), lang):
        return None
    breaks: dict[str, int] = {}  # game -> its tie-break entry among the first ranks (the best, when several)
    for _, number in scored[:TIE_RANKS]:
        if _tie_break(title_of(number), lang):
            breaks.setdefault(game_of(number), number)
    if len(breaks) < 2:
        return None
    asked = frozenset(stems)
    held = {game: asked & _said_stems(entry_of(number).title, entry_of(number).text, entry_of(number).aliases, lang)
            for game, number in breaks.items()}
    credit = {game: len(own - set().union(*(other for rival, other in held.items() if rival != game)))
              + votes.get(game, 0.0) for game, own in held.items()}
    best = max(credit.values())
    leaders = [game for game, value in credit.items() if value >= best - 1e-9]
    if len(leaders) != 1 or best <= 0.0:
        return None
    number = breaks[leaders[0]]
    if number == scored[0][1] or not may_move(number):
        return None
    return [item for item in scored if item[1] == number] + [item for item in scored if item[1] != number]
