"""All at once or one at a time, asked of a game that never plays at once: a silence of the question's form.

"End of the game: do we reveal our personal life goals ALL AT ONCE OR ONE AT
A TIME?", "can I roll my dice ONE AT A TIME and decide after each one?",
"¿se pueden tirar los dados DE UNO EN UNO?", "final scoring: do we do step 1
for everyone, then step 2, or does each player run all 4 steps ONE AFTER
THE OTHER?". The rule that ranks first is the rule of the act (reveal and
score the goal, roll 4 dice, the scoring steps), which says what is done,
not whether everyone does it together or in turn. Coming of Age plays its
phases simultaneously and says so, and its many such questions are
answered by that rule; the other three rulebooks never speak of doing
anything at once.

So the question is unanswered when it offers the two ways (`together_asked`:
"all at once", "one at a time", "de uno en uno", "a la vez o"; one set
look-up of their first words, so the other questions pay nothing; not "a
la vez" alone, "two cards active at a time" asks a limit), no rule of the
first entry's game, nor of a near rule's, speaks of anything done
simultaneously (`together_told`: "do we all roll at the same time or one
after another" ranks a CV roll first and Coming of Age's simultaneous
phases next), and none of the near rules states an order of players
(`together_order`: "clockwise", "to the left", "sentido horario"): "do we
take our turns at the same time or one after the other?" is answered by
the turn order.

Whose rules may speak of playing at once: the game the question names, else
the game its own words point to (search._implied_games: "do we flip our
VALUES one player at a time or EVERYBODY AT ONCE?" is Adulthood's, whose
rules never play at once, though Coming of Age's solo overview ranks
second), else the games of the near rules ("do we all roll at the same
time or one after another": dice are CV's and Coming of Age's words alike,
and Coming of Age rolls at once). The offers are also said by who does it
("everybody at once", "everyone at once", "jugador por jugador", "de a
uno", "todos juntos o"); not "player at a time", which blind81's "do we all
play at the same time here, or one player at a time?", answered by the
order of Adulthood's turns, holds. Measured on TUNE117 (start a865a82a):
abstention 3,626 -> 3,627 (blind114's Values flipped "one player at a
time or everybody at once"), nothing else moved.
"""

from __future__ import annotations

from collections.abc import Callable
from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.unstated_specifics import entries_tell, game_tells, phrase_asked


def unstated_together(query: str, first: int, near: list[int], lang_index: LangIndex,
                      games: frozenset[str] = frozenset(), stems: list[str] = (),
                      implied_games: Callable[[list[str], str], set[str]] | None = None) -> str | None:
    """The phrase offered when the question asks whether a thing is done
    all at once or one at a time, no rule of the game of entry `first` or
    of an entry of `near` speaks of anything done simultaneously and no rule of `near` states an
    order of players; else None."""
    found = phrase_asked(words(query), lang_index.lang, "together_asked")
    if found is None:
        return None  # (a set look-up first: most questions offer no such choice)
    first_game = lang_index.docs[first].entry.game
    if not games and not _of_players(query, lang_index.lang):
        # (a question of one player's things, named in no game, asks of the first rule's game: "can I roll MY dice
        # one at a time?" ranks CV's rule of rolling first, and Coming of Age's players rolling at once, whose words
        # "dice" are CV's too, tells what players do together, not how one player rolls: `_of_players`)
        games = {first_game}
    if not games and stems and implied_games is not None:  # (the game the question's own words point to: "our
        games = implied_games(list(stems), lang_index.lang)  # VALUES" is Adulthood's; search gives the reading)
    if not games:  # (a question whose words point to no game asks of the game of any near rule)
        games = {lang_index.docs[number].entry.game for number in (first, *near)}
    if any(game_tells(game, lang_index, "together_told") for game in games) \
            or entries_tell(near, lang_index, "together_order"):
        return None
    return " ".join(found)


def _of_players(query: str, lang: str) -> bool:
    """Whether the question speaks of several players (`together_players`: "we", "everyone", "jugadores"; not
    "all" nor "todos", said of the things offered as often: "all at once", "¿de uno en uno o todos a la vez?"),
    whom a rule of playing at once concerns, rather than of one player's things ("can I roll my dice one at a
    time?", "¿se pueden tirar los dados de uno en uno?")."""
    return not question_form_set(lang, "together_players").isdisjoint(words(query))
