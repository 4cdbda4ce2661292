"""A game's difficulty asked: the rule that tells how hard a thing plays, before the rules of the thing.

"rob bot wins every single time, is there an EASIER setting for him", "which
CAREERS are EASIER to play?", "¿cómo hago el solitario MÁS DIFÍCIL?", "Rob
me resulta DEMASIADO FÁCIL". Players who find a mode too hard or too easy
ask how to change it, naming the mode or the bot ("solo", "Rob",
"competitive"), and the mode's overview or set-up, which holds those names
and more of the question's everyday words ("wins", "single"), ranks before
the one rule that tells how hard it plays ("Adjusting Rob's difficulty: if
Rob is too hard to beat...", "CAREER with more difficulty icons are harder
to play", "Solo Mode Challenges for more advanced play"). The rulebooks
speak of difficulty in a handful of rules, so where the question asks it,
a rule that tells it is the answer, and it goes before its neighbours.

The question asks difficulty by a phrase of `question_form.difficulty_asked`
("easier", "harder", "too hard", "difficulty"; "más fácil", "muy difícil",
"dificultad"; not "difficult" alone, "so it is difficult to say"; nor "hard
mode", "modo fácil", the name of a mode the player hopes for, which
rules/official_ways.py and rules/variants_asked.py read: "solo HARD MODE - is
there an official rule where Rob rolls one more die?" lost its abstention to
the rule of Rob's difficulty brought first), not
within MOTIVE_REACH words after a word that opens a motive (the lexicon's
`variant_motive_openers`, rules/variants_asked.py: "¿puedo jugar con dos
profesiones PARA QUE SEA MÁS FÁCIL?", "can we ban X TO MAKE IT HARDER?"
ask leave for a house change, which a rule of difficulty does not give,
and a question that asks the way, "how TO MAKE him easier", finds the rule
of difficulty without help); an entry
tells it by a phrase of `difficulty_told` in its title or text ("difficulty",
"harder to", "too easy", "more advanced"; "dificultad", "más difícil",
"juego más avanzado"; not "to make the decision easier"). Its score is
raised by DIFFICULTY_FACTOR, which moves it only past close neighbours: a
rule well ahead (a house change the question names, read by the silences
after) keeps its place. A set look-up of the phrases' first words first:
questions without one pay nothing more.

The raised entry may still come second once the search compares what each
close candidate covers: the overview holds the told case ("rob bot WINS
every single TIME, is there an easier setting for him"), the rule of
difficulty only the ask. So after that comparison, when the first entry
tells no difficulty and one of the next (`difficulty_first`: of the first
EVIDENCE_RANKS, of the same game, from DIFFICULTY_CLOSE of the first's
score) tells it, that one goes first: the question asks how hard it plays,
which is all it says.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import words
from referee.rules.phrase_lists import listed_positions, listed_starts
from referee.rules.triggers import form_phrases, triggered_by

# TUNE149 (round vartop): the factor, top-1 26522 -> 26524 (blind146, blind41), top-3 +1; `difficulty_first`
# then top-1 +1 (blind146, Rob's easier setting); abstention and false abstention unchanged. 1.3 is the only value
# measured.
DIFFICULTY_FACTOR = 1.3
DIFFICULTY_CLOSE = 0.85  # the share of the first's score from which an entry that tells difficulty passes it
MOTIVE_REACH = 3  # words from a motive's opener to the difficulty it gives as the motive ("para que SEA más fácil")


@triggered_by(form_phrases("difficulty_asked"), absent=False)
def asks_difficulty(query: str, lang: str) -> bool:
    """Whether a question asks how hard the game (a mode, a bot, a thing) plays."""
    folded = words(query)
    asked = listed_starts(folded, lang, "difficulty_asked")
    if not asked:
        return False
    openers = listed_starts(folded, lang, "variant_motive_openers")
    return any(not any(0 < at - opener <= MOTIVE_REACH for opener in openers) for at in asked)


@lru_cache(maxsize=256)
def tells_difficulty(title: str, text: str, lang: str) -> bool:
    """Whether an entry's title or text tells how hard a thing plays (kept: the same few entries come back)."""
    return bool(listed_positions(words(title), lang, "difficulty_told")
                or listed_positions(words(text), lang, "difficulty_told"))


def difficulty_factor(title: str, text: str, lang: str) -> float:
    """DIFFICULTY_FACTOR for an entry that tells how hard a thing plays, 1.0 for the others."""
    return DIFFICULTY_FACTOR if tells_difficulty(title, text, lang) else 1.0


def difficulty_first(scored: list[tuple[float, int]], tells, game_of, ranks: int) -> list[tuple[float, int]]:
    """`scored` (score, document; best first), or, when its first entry
    does not tell difficulty (`tells(number)`) and one of the next `ranks`
    of the same game (`game_of(number)`), from DIFFICULTY_CLOSE of the
    first's score, does, with that one first."""
    if not scored or tells(scored[0][1]):
        return scored
    best, first_game = scored[0][0], game_of(scored[0][1])
    for at, (value, number) in enumerate(scored[1:ranks], start=1):
        if value >= best * DIFFICULTY_CLOSE and game_of(number) == first_game and tells(number):
            return [scored[at]] + scored[:at] + scored[at + 1:]
    return scored
