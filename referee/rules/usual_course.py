"""How long play usually or at least runs, asked in turns, rounds or time: the rulebook prints no such figure.

"How many rounds does a game usually take?", "how many rounds does the
early adulthood deck usually last?", "¿cuántos turnos se suele tardar en
llegar a Grown Up?", "¿cuántas rondas suele tardar en salir la
DEPLETION?", "is there a minimum number of rounds before the game is
allowed to end?". A player who asks what is usual or least
(`usual_words`: usually, normally, roughly, minimum, suele, normalmente)
of how long something runs
(`usual_course`: rounds, turns, minutes, last, tardar, durar) asks a
figure of the games people play, which a rulebook does not print: the
rule that ends the game, or the deck, or the track asked about, ranks
first and holds the question's game words, and the evidence of the words
took it for the answer. "How long does a game take?" is read elsewhere
(`neighbours.game_length` of the lexicon); this is the length counted in
the game's own steps.

The two words stand in one sentence; a verb as common as "take" or
"get" is no word of the course ("do I usually TAKE two cards?", "how
many tokens does he normally GET?" ask a rule). A near entry that says
itself what is usual of a length, or how long something runs ("a game
lasts 9 turns divided into 4 rounds"), answers in its own words; a word
of what is usual alone speaks of something else (Adulthood's
"part-time and minimum-wage work" holds no length).

What a whole game or its winner usually comes to is such a figure too
("¿Cuántos VEP SUELE sacar EL QUE GANA?", "¿Cuántos GOAL SUELE conseguir
alguien en una PARTIDA normal?", "ROUGHLY how many cards does a WINNING CV
have at the end?", "WHAT HAPPINESS does the winner usually have, like 9
or 10?", "¿qué PUNTUACIÓN suele tener el ganador?"): a count or a value
asked (`usual_counted`: many, much, what, cuántos, puntuación; not the
Spanish "qué", which is also "que": "el QUE gana"), a
word of what is usual (not a least, `usual_least`: "how many players
MINIMUM for a game?" is the rule of player counts) and a word of the game's
outcome or of a whole game (`usual_outcome`: winner, game, gana, partida)
in one sentence, unless a near entry says what is usual of it
(`_unstated_outcome`). The rule of winning or of the thing counted ranked
first and answered. Round bigsil, TUNE117: abstention +4 (blind112 twice,
blind44, blind94), nothing else moved.

Tuning list (TUNE45, 95 sets): abstention 3010 -> 3015 (LOOP's "how many
rounds does a game usually take", "¿cuántas rondas suele tardar en salir
la DEPLETION?", CV's early adulthood deck "usually last", Adulthood's
"¿cuántos turnos se suele tardar en llegar a Grown Up?" twice), top-1,
top-3 and false abstention unchanged; with a least length ("a MINIMUM
number of turns I have to stay in a Career", "of rounds before the game
is allowed to end") and the usual word held in a sentence of a length,
3015 -> 3020. Without the length a near rule of the same game gives, "how
many turns does a game of Coming of Age usually last?" abstained beside
"a game lasts 9 turns"; with every near entry's length (any game), the
English two stayed answered.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import lexicon_table, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, sentence_words


def unstated_usual(query: str, near: list[int], lang_index: LangIndex) -> str:
    """The word of what is usual in a sentence of `query` that asks how long
    play runs in its steps or time ("usually", "suele"), when none of the
    `near` entries says what is usual; else "" (most questions: no word of
    what is usual)."""
    lang = lang_index.lang
    usual = question_form_set(lang, "usual_words")
    if usual.isdisjoint(words(query)):
        return ""
    course = question_form_set(lang, "usual_course")
    said = next((word for sentence in sentence_words(query) if not course.isdisjoint(sentence)
                 for word in sentence if word in usual), "")
    if not said:
        return _unstated_outcome(query, near, lang_index)
    game = lang_index.docs[near[0]].entry.game if near else None
    if any(_usual_told(number, lang_index)
           or (lang_index.docs[number].entry.game == game and _length_given(number, lang_index)) for number in near):
        return ""  # (another game's "a game lasts 9 turns" gives no length of this one)
    return said


def _unstated_outcome(query: str, near: list[int], lang_index: LangIndex) -> str:
    """The word of what is usual in a sentence of `query` that counts what a
    whole game or its winner usually comes to ("¿cuántos VEP SUELE sacar EL
    QUE GANA?", "how many GOALs does someone USUALLY get in A GAME?"): a word
    of `usual_words` (not of `usual_least`), one of `usual_counted` and one
    of `usual_outcome`, when
    no `near` entry says what is usual of it; else ""."""
    lang = lang_index.lang
    # (what is usual only: a least count, "how many players MINIMUM for a game?", is the rule of player counts)
    usual = question_form_set(lang, "usual_words") - question_form_set(lang, "usual_least")
    counted = question_form_set(lang, "usual_counted")
    outcome = question_form_set(lang, "usual_outcome")
    said = next((word for sentence in sentence_words(query)
                 if not counted.isdisjoint(sentence) and not outcome.isdisjoint(sentence)
                 for word in sentence if word in usual), "")
    if not said or any(_usual_told(number, lang_index, "usual_outcome") for number in near):
        return ""
    return said


_USUAL_TOLD: dict[tuple[int, int, str], bool] = {}  # (a language index, an entry, the field) -> _usual_told of it


def _usual_told(number: int, lang_index: LangIndex, field: str = "usual_course") -> bool:
    """Whether a sentence of the entry `number` says what is usual or least
    of a length ("the game USUALLY LASTS ...", `field` "usual_course") or of
    a game's outcome ("usual_outcome"): a word of `usual_words` and one of
    `field` in one sentence; a word of what is usual alone speaks of
    something else ("part-time and MINIMUM-wage work")."""
    held = (id(lang_index), number, field)
    if held not in _USUAL_TOLD:
        usual = question_form_set(lang_index.lang, "usual_words")
        course = question_form_set(lang_index.lang, field)
        _USUAL_TOLD[held] = any(not usual.isdisjoint(sentence) and not course.isdisjoint(sentence)
                                for sentence in entry_sentences(number, lang_index))
    return _USUAL_TOLD[held]


_LENGTH_GIVEN: dict[tuple[int, int], bool] = {}  # (a language index, an entry) -> _length_given of it


def _length_given(number: int, lang_index: LangIndex) -> bool:
    """Whether a sentence of the entry `number` counts a length in the steps
    or time of play ("a game lasts 9 TURNS divided into 4 ROUNDS"): a number
    right before a word of `usual_course` (worked out once per entry)."""
    held = (id(lang_index), number)
    if held not in _LENGTH_GIVEN:
        course = question_form_set(lang_index.lang, "usual_course")
        spelled = frozenset(lexicon_table(lang_index.lang, "numbers"))
        _LENGTH_GIVEN[held] = any(word in course and (before.isdigit() or before in spelled)
                                  for sentence in entry_sentences(number, lang_index)
                                  for before, word in zip(sentence, sentence[1:]))
    return _LENGTH_GIVEN[held]
