"""A rule of play's trigger asked at the game's end, when the first rule times it only by the turn.

Players asking about ENDINGS ask what becomes of a thing a rule of play
sets going once the game is over or being scored: "DURING FINAL SCORING my
sad tokens move my marker back past a Life Event space, do I draw a Life
Event?", "I only pass the Grown-Up space DURING FINAL SCORING: does being
Grown Up change anything?", "the debt penalty dropped me into a lower zone
AT THE END OF THE GAME: do I still draw an EVENT, triggered AFTER THE GAME
IS OVER?", "a red-slash card taken RIGHT AT THE END OF THE GAME: does he
ever pay it?", "CUANDO TERMINA LA PARTIDA, ¿qué pasa con las EVENT boca
abajo?", "EN LA PUNTUACIÓN FINAL ... pasa por una casilla de Life Event,
¿robo una?". The rule that ranks first is the trigger's own (passing a
Life Event space, the Grown-Up space, drawing and flipping EVENTs, paying
a red-slash cost) and holds every word the question names, so its words
seem to answer; but it times its effect only by the course of play ("at
the end of your turn", "after you end your turn", "each turn", "as soon
as", "cada vez que"), and a turn that never comes, or a count after the
last one, is a moment the rulebook leaves open. A fresh question names a
new trigger each time, so a gap's aliases never reach it: the form is
what transfers.

The question names the game's end as its moment (`end_moment_asked`:
"final scoring", "end of the game", "the game is over", "puntuación
final", "cuando termina la partida"; not "my last turn", "mi último
turno", which is the turn before in Adulthood's step 4). The first entry
answers when it speaks of the game's end or its scoring itself
(`scored_end_told` of rules/scored_things.py: "end of the game", "final
scoring"; or `end_moment_told`: "final", "winner"; in its title, text or
note, or in the name of its section), or when it is no rule of a turn's
trigger: only an entry that times its effect by the turn
(`turn_trigger_told`: "end of your turn", "each turn", "as soon as",
"whenever", "immediately", "al final de tu turno", "cada turno", "en
cuanto") is judged. A rule that fixes its moment once and for
all ("decide AT THAT MOMENT", "you only need to meet it when you play it")
is no such trigger and settles the question ("two-colour card: I decide
the type at the end of the game?"). Only the first entry is judged, as
rules/offered_moments.py judges a moment: a near rule of another thing
times its own effects. A question without a word that opens a phrase of
the game's end pays one set look-up.

Measured (round endabst, TUNE137 on wave2base 64034f87): abstention
4,139 -> 4,148 of 5,027 (4,156 -> 4,165 with the game given): a Life Event
space or the Grown-Up space passed in final scoring (blind16, blind63,
blind109, blind132), EVENTs drawn or face-down when the game is over
(blind37, blind81, blind132), a red-slash cost taken at the end (blind132),
the solo burn ending the game (blind134); top-1 24,277, top-3 25,776 and
false abstention 657 unchanged. blind132 abstains on 20 of 32 (was 17).
Without the section of the end and the "¿cuándo termina?" clause, three
questions of LOOP's DEPLETION ("¿se termina la partida ya?", "who still
gets a turn before the game ends?", answered by the penalty of "Gameplay >
End Game") and CV's "¿Cuándo termina la partida ... cuando somos dos?"
were false abstentions (+4). The gate costs about 1.5 µs a question.
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import entry_tells, phrase_asked, holds

_CLAUSE = re.compile(r"[¿.?!;]")  # a clause the question asks opens after these (the first piece opens the question)
ENTRIES = 1  # the first entries judged: the trigger's own rule ranks first


def unstated_end_moment(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that name the game's end as the moment of a thing, when the
    first entry of `near` times its effect by the turn and says nothing of
    the game's end; else None."""
    lang = lang_index.lang
    said = words(query)
    if question_form_openers(lang, "end_moment_asked").isdisjoint(said):
        return None  # (one set look-up: most questions name no end of the game)
    asked = phrase_asked(said, lang, "end_moment_asked")
    if asked is None or _asks_when_it_ends(query, lang):
        return None
    for number in near[:ENTRIES]:
        if not entry_tells(number, lang_index, "turn_trigger_told"):
            return None  # no rule of a turn's trigger: it fixes its moment, or speaks of something else
        if entry_tells(number, lang_index, "scored_end_told") or entry_tells(number, lang_index, "end_moment_told") \
                or _note_tells_end(number, lang_index) or _section_of_end(number, lang_index):
            return None
    return " ".join(asked)


def _asks_when_it_ends(query: str, lang: str) -> bool:
    """Whether a clause of the question opens by asking when the game ends (`end_when_asked`: "¿CUÁNDO TERMINA la
    partida de CV cuando somos dos?"): the end is then the thing asked, not the moment of another ("CUANDO TERMINA LA
    PARTIDA, ¿qué pasa con las EVENT boca abajo?" opens its clause with no "¿"); a first piece closed by "?" is itself
    asked ("When is the game over? And at final scoring ...?"), as a clause after "¿" is."""
    openers = question_form_openers(lang, "end_when_asked")
    clauses = _CLAUSE.split(query)
    first_asks = len(clauses) > 1 and query[len(clauses[0])] == "?"
    for clause in clauses if first_asks else clauses[1:]:
        said = words(clause)
        if said and said[0] in openers and any(tuple(said[:len(phrase)]) == phrase
                                               for phrase in question_form_phrases(lang, "end_when_asked")):
            return True
    return False


def _section_of_end(number: int, lang_index: LangIndex) -> bool:
    """Whether an entry stands in the rulebook's section of the game's end ("Gameplay > End Game", "Fin de la
    partida"): a rule of how the game ends ("the player who triggers DEPLETION at their turn end loses 1 HAPPINESS
    immediately") times its effect by the turn, and is itself the rule of the end."""
    return _tells_end(lang_index.docs[number].entry.section, lang_index.lang)


def _note_tells_end(number: int, lang_index: LangIndex) -> bool:
    """Whether the note of an entry speaks of the game's end (its reading may settle what the end does)."""
    note = lang_index.docs[number].entry.note
    return bool(note) and _tells_end(note, lang_index.lang)


def _tells_end(text: str, lang: str) -> bool:
    """Whether a text (an entry's section or note) holds a phrase of the game's end or its scoring
    (`scored_end_told`, `end_moment_told`)."""
    said = words(text)
    return holds(said, question_form_phrases(lang, "scored_end_told")) \
        or holds(said, question_form_phrases(lang, "end_moment_told"))
