"""How to win, asked bare: the entries whose titles state how the game is won come first.

"Playing by myself, how do I win?", "jugando solo, ¿cómo se gana?", "y
en solitario ¿cómo gano?". A first-time player asks the whole of winning in
a few everyday words, often with no word of the game: the rulebook answers
it in the entry whose title says how the game (or the mode named) is won
("Solo win: markers crossed and at least one Achievement level done",
"Final y victoria en Solitario: ...", "How to win: most VEP", "Basic Mode:
highest HAPPINESS wins"), the one a reader takes from the contents. Before
this, an overview that names the mode and says who wins in passing
(Coming of Age's "Solo mode: play against Rob Bot ... whoever has the most
VEP at the end wins") came first, and another game's entry titled with the
win was not among the first three.

The reading: a question that holds a phrase asking how to win
(`question_form.win_asked`: "how do I win", "cómo se gana", "cómo gano"; not
when a thing earned follows it, `win_gained`: "¿cómo gano FELICIDAD en
LOOP?" asks how to earn it, as "ganar" also means),
whose first entry's title states no win, has the entries among its next
SIBLING_RANKS rule entries whose titles do (`win_titled`: "wins",
"winner", "aim", "gana quien", "victoria"; not a title of a tie,
`win_not_titled`: "Tie-break: fewer CV cards wins", "Los empates comparten
la victoria", which answer who wins a tie) and that score at least
PULL_SHARE of the first moved first, best first. They may be of
another game only when the question names, implies or types none: the
game is then what the evidence says, and the entry that states the asked
whole is stronger evidence than one that says it in passing. Not an entry
about a variant the question does not name (`may_move`). A set look-up of
the question's words first: most questions hold no word of winning.

Measured on the 188 questions of TUNE197 and the check sets that ask it
(round plainasks): top-1 +3 (blind131 "en solitario q cuenta como ganar?",
blind159 "¿Cómo se gana en solitario comparado con la partida normal?",
blind27 "¿Cómo se gana en Adulthood?"), top-3 +3 (blind11, blind92,
blind194: "jugando solo, ¿cómo se gana?", "playing by myself, how do i
win?"), none lost. Without `win_gained`, "¿Cómo gano FELICIDAD en LOOP?"
lost its rule of CONSUME to "Basic Mode: highest HAPPINESS wins".
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_runs, says_listed, text_says_listed
from referee.rules.titled_whole import titled_first

PULL_SHARE = 0.7  # an entry titled with the win goes first from this share of the first entry's score
SIBLING_RANKS = 6  # rule entries looked at after the first


def asks_win(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask how to win ("how do I win?", "¿cómo se gana?"), not how to
    earn a thing named right after the phrase ("¿cómo gano FELICIDAD?": `win_gained`)."""
    if not says_listed(folded, lang, "win_asked"):
        return False
    gained = _gained(lang)
    return any(end >= len(folded) or folded[end] not in gained for _, end in listed_runs(folded, lang, "win_asked"))


@lru_cache(maxsize=4)
def _gained(lang: str) -> frozenset[str]:
    """The folded words of a thing earned (`question_form.win_gained`)."""
    return frozenset(word for phrase in question_form(lang).get("win_gained", ()) for word in words(phrase))


def titled_win(title: str, lang: str) -> bool:
    """Whether an entry's title states how the game or a mode is won, and is no rule of a tie."""
    return text_says_listed(title, lang, "win_titled") and not text_says_listed(title, lang, "win_not_titled")


def win_entries_first(scored: list[tuple[float, int]], title_of, game_of, any_game: bool,
                      may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the entries of
    the next SIBLING_RANKS whose titles (`title_of`: number -> (title,
    language)) state the win moved first, best first, when the first's does
    not and they score at least PULL_SHARE of it; of the first's game unless
    `any_game` (rules/titled_whole.py). None when nothing moves."""
    return titled_first(scored, lambda number: titled_win(*title_of(number)), game_of, any_game, PULL_SHARE,
                        SIBLING_RANKS, may_move)
