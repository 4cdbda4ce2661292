"""English card words in Spanish questions: does the search read them as the Spanish terms?

    python benchmarks/ask/card_words.py [--list]

For every one-word English glossary name each game gives a Spanish term
for (`Index.box_words`: "track" -> CV's "fila"), two probe questions are
asked in that game twice, once with the Spanish term and once with the
English word as printed on the cards ("¿para qué sirve {}?", "¿cuándo se
usa {} en la partida?"; LOOP's words in capitals). A pair whose results
differ in the decision to answer, or in the first entry, is counted (with
--list, printed). Not a score: which first entry is right is not judged,
only whether the English word reads as the term does. Exit status 0.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.core.registry import GAME_IDS  # noqa: E402
from referee.rules.index import get_index  # noqa: E402
from referee.rules.search import search  # noqa: E402

PROBES = ("¿para qué sirve {}?", "¿cuándo se usa {} en la partida?")


def main(argv: list[str]) -> int:
    index = get_index()
    pairs = answered_apart = first_apart = 0
    for game in GAME_IDS:
        for english, spanish in sorted(index.box_words.get("es", {}).get(game, {}).items()):
            printed = english.upper() if game == "loop" else english.capitalize()
            for probe in PROBES:
                said, typed = search(probe.format(spanish), game=game), search(probe.format(printed), game=game)
                pairs += 1
                said_first = said.hits[0].id if said.hits else None
                typed_first = typed.hits[0].id if typed.hits else None
                answered_apart += said.answered != typed.answered
                first_apart += said_first != typed_first
                if "--list" in argv and (said.answered != typed.answered or said_first != typed_first):
                    print(f"{game}: {probe.format(printed)!r} -> {typed_first} ({'answered' if typed.answered else 'abstains'}"
                          f"), as {spanish!r}: {said_first} ({'answered' if said.answered else 'abstains'})")
    print(f"{pairs} probe pairs; answered differently: {answered_apart}; first entry differs: {first_apart}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
