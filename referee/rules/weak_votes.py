"""An everyday word of the telling, used by one or two games' rules in passing: no sign of the game.

A question that names no game is guessed from its words (`search._implied_votes`):
a word at most IMPLIED_GAME_SHARED games' rules use votes for them. The
lexicon already lists the words of asking and the everyday verbs, adverbs and
fillers with which a player tells what happened at the table (`WEAK_WORDS`:
"now", "took", "between", "actually", "ever", "stuff", "wrong", "know"); one
or two games' rule texts happen to say some of them ("land" in LOOP, "thrown"
in Coming of Age), and each then pointed the question to those games: "I
rolled my die, it landed on 3 ..." to LOOP, "how are ties broken?" to LOOP.
Such a word is the player's telling, not a game's term: it casts no vote,
unless the glossary of a game it points to names it (CV's "bad" and "good"
luck, Coming of Age's orange, Adulthood's "partner": those still vote).

Over the questions of the tuning sets that name no game, the weak words
outside the glossaries voted for the question's own game 169 times and for
another game 265 times ("now" 28/60, "took" 19/33, "land" 0/20, "ever"
1/15). Alone this reading trades (top-1 +3, top-3 -1, abstention +1, false
abstention +1: a vote by chance right, "Nobody KNOWS who should start" for
LOOP); with rules/clear_lead.py, which weighs a clear lead of glossary
terms, no figure is worse (see there).

Two more such words (issue 12, the misses that put another game's entry
first): "about", which only CV's and Coming of Age's English rules say ("what
does the rule say ABOUT when it ends?", "my tracks are ABOUT to cross" sent
Adulthood's questions to them), and "sea"/"sean", the subjunctive of "ser",
which only LOOP's and Adulthood's Spanish rules say ("¿puedo jugar un evento
aunque no SEA mi turno?" put Adulthood's Life Events before CV's rule that an
event is played at any time); so are the player's sizing and weighing, "big",
"better" and "conviene", said in passing by one or two games' rules (as
details they are no topic either: "buying 4 materials in one BIG turn, is
there a max per turn?" no longer abstains for want of "big"). Lexicon
`detail` (en.toml, es.toml); TUNE115: top-1 20,221 -> 20,222, top-3 21,380
-> 21,381, abstention 3,551 (same), false abstention 536 -> 532.

More such words, kept apart (lexicon `telling`: they vote for no game, and stay
the question's words otherwise, where `detail` words would be details of every
reading): how a player tells or weighs what happened, "it PUSHES the price
up" (only CV's rules say it: 23 questions of other games pointed there), "how
OFTEN", "I WON", "in FRONT of me", "is it WASTED", "explain QUICKLY", "me
SUENA que", "la ronda ENTERA", "va MUCHO por delante". Over the questions of TUNE151 that name no
game, each voted for another game at least twice as often as for the
question's own.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import get_index
from referee.rules.normalize import WEAK_WORDS, key, lexicon


@lru_cache(maxsize=4)
def _weak_stems(lang: str) -> frozenset[str]:
    """The stems of the lexicon's weak, detail and doing words in `lang`, and of its `telling` words."""
    return frozenset(key(word, lang) for word in WEAK_WORDS.get(lang, frozenset()) | set(lexicon(lang).get("telling", ())))


def casts_vote(stemmed: str, games: frozenset[str], lang: str) -> bool:
    """Whether a word (its stem) the rules of `games` use votes for them: not a
    weak word of the lexicon that none of their glossaries names."""
    if stemmed not in _weak_stems(lang):
        return True
    glossed = get_index().glossary_stems.get(lang, {})  # (kept with the index: rules/game_words.py)
    return any(stemmed in glossed.get(game, ()) for game in games)
