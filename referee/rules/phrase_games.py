"""Which games a phrase of a question points to, when the question names none.

A phrase of several words from one game's glossary ("roll dice" in CV's,
"tirar los dados" too, "jugar una carta" in Adulthood's) votes for that game
in the guess of the game a question is about (`search._implied_games`). But
a glossary lists the phrases a game's rulebook uses, not the ones only it
uses: Coming of Age's rules roll dice every round ("Roll your dice" in
Phase 1) without listing the phrase, and CV's and Coming of Age's rules play
cards too. "Do we all roll our dice at the same time?" is no more CV's
question than Coming of Age's.

So a phrase points to the games whose glossary holds it and to every other
game whose indexed text (its rule entries, and the catalog of what its
rulebook leaves out, which is written in its terms too) says its words side
by side: the index keeps each pair of neighbouring words as a token,
`first_second`. Shared by more games than the guess allows, it points to
none.
"""

from __future__ import annotations


def phrase_games(stems: list[str], glossed: list[str], lang_index) -> list[str]:
    """`glossed` (the games whose glossary holds the phrase `stems`) and the
    other games of `lang_index` whose documents hold every pair of its
    neighbouring words."""
    pairs = [f"{first}_{second}" for first, second in zip(stems, stems[1:])]
    if not pairs:
        return list(glossed)
    saying = [game for game in lang_index.games if game not in glossed
              and all((game, pair) in lang_index.postings for pair in pairs)]
    return list(glossed) + saying
