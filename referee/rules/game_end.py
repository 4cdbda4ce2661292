"""Questions about the final scoring, and the entries of the end of the game.

"How many points do I lose for each frustration left at the end?", "I have
5 Social icons at the end, how much happiness do I get?", "¿las fichas que
me sobran cuentan al final?": such a question names a thing of play (a
Frustration, an icon, a token) and asks what it is worth when the game is
scored. The rule of play about the thing ("Bouncing left: add a Frustration
or lose 2 VEP") shares its words as much as the scoring rule does ("Each
unresolved Frustration costs 3 VEP", in End of the Game and Final Scoring);
what tells them apart is where in the rulebook the question is: at the end.
So of two close entries of one game, one of the sections of the end of the
game goes first (`search._best_covering`).

The words are the lexicon's (`question_form`): `game_end`, the phrases of
the end of the game ("at the end", "al final", "al puntuar"), unless a word
of `game_end_not` comes within GAME_END_REACH words after ("at the end of my
TURN", "al final de cada RONDA": the end of something else); and
`game_end_sections`, the words of the section titles of the end of the game
and its scoring ("End of the Game and Final Scoring", "Fin de la partida").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import fold, question_form, words

GAME_END_REACH = 3  # words after an end phrase that may say it ends a turn or a round ("at the end of my turn")


@lru_cache(maxsize=8)
def _phrases(lang: str) -> tuple[tuple[tuple[str, ...], ...], frozenset[str], tuple[str, ...]]:
    form = question_form(lang)
    return (tuple(tuple(words(phrase)) for phrase in form.get("game_end", ())),
            frozenset(form.get("game_end_not", ())), tuple(fold(said) for said in form.get("game_end_sections", ())))


def asks_game_end(query: str, lang: str) -> bool:
    """Whether the question speaks of the end of the game (not of a turn's, a round's)."""
    phrases, other_ends, _ = _phrases(lang)
    folded = words(query)
    for start in range(len(folded)):
        for phrase in phrases:
            end = start + len(phrase)
            if tuple(folded[start:end]) == phrase and not other_ends & set(folded[end:end + GAME_END_REACH]):
                return True
    return False


@lru_cache(maxsize=1024)
def in_end_section(section: str, lang: str) -> bool:
    """Whether a rule entry's section is one of the end of the game or its final scoring."""
    folded = fold(section)
    return any(said in folded for said in _phrases(lang)[2])
