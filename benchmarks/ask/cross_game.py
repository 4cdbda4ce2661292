"""Which top-1 misses are another game's entry, and what the question's words said of its game.

    python benchmarks/ask/cross_game.py [FOLDER ...] [--list]

A question that names no game is searched over every game; the search
guesses the game from the question's own words (`search._implied_games`,
or a word typed in capitals that only one game prints so,
`typed_capitals.capitals_game`) and ranks the other games' entries lower.
This counts, over the answerable questions of each FOLDER that name no
game (as the search reads them), how often the first hit is another
game's entry, by what the words pointed to:

* "no game words": no word of the question points to any game ("when does
  the game end", "¿quién empieza?"): every game has an entry for it, and
  no reading of the words can tell which game was meant;
* "tie, with the game" / "tie, without it": the words point to two or more
  games equally ("trait" is Coming of Age's and Adulthood's);
* "the game alone": the words point to the question's game only, and
  another game's entry still ranked first (the ranking lost, not the guess);
* "another game": the words point to one other game (its word, or a word
  the players use for this game's thing that the other game's rules use).

Only the first two kinds of evidence can be read better from the words;
the "no game words" misses are the ambiguity of the question itself. With
--list, each miss is printed under its kind, with the first hits.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.rules import search as searching  # noqa: E402
from referee.rules.index import get_index  # noqa: E402
from referee.rules.typed_capitals import capitals_game  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import QUESTIONS, load_questions  # noqa: E402

KINDS = ("no game words", "tie, with the game", "tie, without it", "the game alone", "another game")


def pointed_games(query: str, lang: str) -> tuple[set[str], set[str]]:
    """The games `query` names, and the games its words point to, read as
    `search.search` reads them when no game is given."""
    index = get_index()
    q, named = searching._prepare(query, lang, index)
    if named:
        return named, set()
    capitals = capitals_game(query, index.printed_in_capitals)
    return set(), {capitals} if capitals else searching._implied_games(q.stems, lang, q.surface)


def kind_of(game: str, pointed: set[str]) -> str:
    """Which of KINDS the words' evidence `pointed` is, for a question of `game`."""
    if not pointed:
        return KINDS[0]
    if len(pointed) > 1:
        return KINDS[1] if game in pointed else KINDS[2]
    return KINDS[3] if game in pointed else KINDS[4]


def main(argv: list[str]) -> int:
    listing = "--list" in argv
    folders = [Path(arg) for arg in argv if not arg.startswith("--")] or [QUESTIONS]
    asked: Counter = Counter()  # kind -> unnamed answerable questions
    missed: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for folder in folders:
        if not folder.is_dir():
            folder = QUESTIONS.parent / folder
        for question in load_questions(folder):
            if not question.get("answerable", True):
                continue
            result = searching.search(question["q"], limit=3)
            named, pointed = pointed_games(question["q"], result.lang)
            if named:
                continue
            kind = kind_of(question["game"], pointed)
            asked[kind] += 1
            if result.hits and result.hits[0].game != question["game"]:
                hits = ", ".join(f"{hit.game}:{hit.id}" for hit in result.hits)
                missed[kind].append(f"  [{folder.name} {question['game']}/{question['lang']}] {question['q']!r}"
                                    f" (words: {', '.join(sorted(pointed)) or '-'}); got {hits}")
    print(f"{'what the words point to':<24} {'questions':>9} {'other game first':>16}")
    for kind in KINDS:
        print(f"{kind:<24} {asked[kind]:>9} {len(missed[kind]):>16}")
    print(f"{'all':<24} {sum(asked.values()):>9} {sum(map(len, missed.values())):>16}")
    if listing:
        for kind in KINDS:
            if missed[kind]:
                print(f"\n{kind}:")
                print("\n".join(missed[kind]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
