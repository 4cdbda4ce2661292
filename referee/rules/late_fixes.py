"""A mistake found late, asked how to fix: a silence of the question's form.

After the game, or rounds after the slip, a table asks how to repair what
it got wrong ("we found out in round 3 that she played round 2 with one
die. HOW DO WE FIX that so late?", "al final vimos que alguien se quedó
con 4 cartas. ¿CÓMO SE CORRIGE ya con la partida terminada?", "nobody
noticed until scoring. WHAT SHOULD WE DO ABOUT IT NOW?"). The rule that
ranks first says how the thing should have gone (the dice of round 2, the
childhood draft), never how to undo a game already played on: that is for
the table to settle. So the question is unanswered when it holds a phrase
asking for the fix (`late_fix_asked`) and no near rule speaks of a mistake
or its correction (`late_fix_told`: "mistake", "by error", "corregir";
no rulebook here has one, the check keeps a future one answering).

A vaguer ask ("what now?", "do we just let it go?", "is there an official
way to correct the score?", "¿qué hacemos?", "¿lo dejamos así?":
`late_fix_vague`) asks for the fix only after words that tell the slip was
found late (`late_noticed`: "we just noticed", "we realised after the
game", "nos dimos cuenta", "al final vimos que", "now we read that"), or
that an act was kept up for a while ("she HAS BEEN TAKING two cards for
five rounds", "LLEVAMOS dos rondas PAGANDO...": `late_kept_up` and a
gerund after it; a state kept, "my marker has been on the last space",
"llevamos 3 monedas", tells no slip): alone, "what now?" asks
what the rules say of an edge ("my marker went past the end of the track,
what now"), which a rule answers. Tuning sets: 7 questions found late and
asked so vaguely were answered, all unanswerable: they now abstain, and
nothing else moved (top-1, top-3 and false abstention unchanged). The
acts kept up and the rules read late added 5 more on the 63 tuning sets
(and one on the check sets), again with nothing else moved.

A slip told as a habit kept for a while is found late too: a count of
turns or rounds with a word that makes it a time gone by
(`late_practice_before`, `late_practice_after`: "has been using them FOR
LIKE 4 TURNS", "she swapped it THREE TURNS AGO", "LLEVAMOS TRES RONDAS
rechazando"), then a vague ask ("what now?", "¿qué hacemos con lo ya
jugado?"); with a few more vague asks ("fix?", "does that change the
result?") and ways of telling it was found late ("all game long", "ahora
leemos"), on the tuning sets: 6 abstentions more (blind52, blind61,
blind62; 5 English, 1 Spanish), nothing else moved.

A table that finds its slip late asks as often whether what it played
still holds ("does my score count?", "¿valen los puntos?": rules/
result_stands.py), or in words of its own ("how do we PUT THAT RIGHT?",
"or just CARRY ON?", "¿SE CAMBIA?", "¿SE RECALCULA?", "¿ME DEBE esos
COIN?"), and tells the slip found late by the result already given ("YA
LO ANUNCIAMOS", "ya dimos el ganador"), by a slip kept up a whole round,
or by the time gone since ("YA PASARON dos rondas", "two rounds LATER"):
on the TUNE20 sets, 14 abstentions more (blind65, blind68, blind69; 6 of
them the result asked), nothing else moved. A slip kept up for a while not
counted ("during SEVERAL TURNS", "VARIAS RONDAS") or a rule misread ("WE
THOUGHT that was the end", "PENSÁBAMOS QUE"), then "what to do?": 5 more
(blind65, blind66, blind68), nothing else moved.
A result told as already set down ("¿valen los puntos QUE ANOTAMOS?")
needs no other word of a slip found late (rules/result_stands.py): 1
abstention more on the TUNE20 sets, nothing else moved.

Whether what the slip gave stays or goes, found late ("lo vimos ahora.
¿ME LOS QUITO o SE QUEDAN?", "¿SE QUEDA la carta?", as "keep it", "take
away" in English): TUNE109, 2 abstentions more (blind110), nothing else
moved.

A slip found late is as often put up for confirmation of how to go on
("We just KEEP the REPUTATION we have, right?", "WE JUST LEAVE IT AS IT
IS, right?", "NOS QUEDAMOS esas cartas, ¿no?", "las dejamos Y SEGUIMOS,
¿verdad?", "NO PASA NADA, ¿no?"): keeping what was played, leaving it or
going on is one more vague ask, and the slip told late by a count of times
("TWICE in round 2", "DOS VECES"), a part of the game ("for HALF THE
GAME", "LOS TRES PRIMEROS AÑOS") or the game gone on since ("WE'RE THREE
ROUNDS IN", "YA VAMOS POR la mitad"). On the 75 TUNE26 sets: 22
abstentions more (14 of blind74), 1 false abstention more (a rule question
with a bounce done "twice" and asked "now").
A habit of the table told by the Spanish imperfect of "we" ("los
PONÍAMOS en su LANDFILL", `_habit_told`), the state of the game lost
("NOBODY REMEMBERS where the bus was", "NADIE SE ACUERDA"), a slip kept
since the start ("SINCE ROUND 1", "DESDE EL PRINCIPIO", "TODO EL RATO") or
seen only now ("NOW I SEE", "AHORA VEO"), a count of turns told roughly
("COMO cinco turnos"), then whether it counts ("DOES THAT COUNT", "¿CUENTA
O NO?"): 9 abstentions more on TUNE26 (blind65, 68, 70, 72, 73), no false
one once "the game's over" (4 rule questions: "is the game over right
now?") and "acabamos" (a round just ended) were left out.
Put up for confirmation ("..., right?", "..., ¿no?"), a way on that leaves
the game as it stands or goes on (`late_carry_on`: "we just LEAVE THEM,
right?", "we just GO ON PLAYING, right?", "LAS DEJAMOS y SEGUIMOS, ¿verdad?",
"NO PASA NADA, ¿no?") needs no word of lateness, only a sentence before
the ask that tells what the table did (`_carried_on`); keeping a thing is
an act of the rules too ("I draw it. I keep it, right?"), so "just keep",
"nos quedamos" ask for the fix only after a word of lateness. 5 abstentions
more on TUNE26 (blind74), no false one; no answerable tuning question puts
such a way on up for confirmation after a told sentence.

Once the slip is told found late, whether what it gave is taken back is
one more vague ask ("Do I GIVE THOSE BACK?", "Does the Presence COME OFF?",
"do we FLIP IT BACK and TAKE AWAY the VEP?", "¿SE LE QUITA algo para el
desempate?"): on the TUNE47 sets, 4 abstentions more (blind98), nothing
else moved (top-1 17,611, top-3 18,622, false abstention 492).

The turns gone by since the slip, told apart from their count ("nobody
checked, and two more turns WENT BY. When does the game end NOW?", "HAN
PASADO dos rondas"), tell it found late as well (`late_noticed`): TUNE47
abstention 3,068 -> 3,069 (blind98), nothing else moved.

Once the slip is told found late, what the one who slipped pays for it
is one more vague ask: a penalty or a loss asked of him ("... while
already holding 5, TWICE. WHAT'S THE PENALTY?", "WE JUST NOTICED he has
been on 3 REPUTATION for a few rounds. DOES HE LOSE the extra one?", "LO
VIMOS tres turnos después. ¿PIERDE ESOS extras?", "¿PIERDE LA CARTA?").
No rulebook here punishes a slip; the rule of the act slipped on ranked
first. Round abst39 (TUNE127 on wave1base): abstention 3,937 -> 3,943
(blind123 5, blind99 1), top-1 22,366, top-3 23,735 and false abstention
570 unchanged. Spanish "pierde" alone was dropped: it is a rule's effect as
often ("dos veces ... ¿la MATERIAL PIERDE QUALITY igual?", "¿SE PIERDE al
cambiar de carrera?": 2 false abstentions).

What the table did, told in the past of "we" (rules/table_past.py: "WE
SCORED sets as 1 happy per icon", "LE DIMOS ayuda social a uno que no tenía
derecho", "YA JUGAMOS la ronda 1"), then an ask of a repair after it
(`told_done_mend`: "recount?", "fix?", "undo them?", "¿se corrige?", "¿le
quitamos la carta?", "¿cómo seguimos?"), is a slip found late too: the act
is done, the repair is what is asked. Not a vaguer ask: after what the
table did, "now what?", "what do we do with the rest?", "who won?" ask the
rule that comes next (12 false abstentions when the told act was read as
one more way of `_found_late`). Round unans (TUNE163): abstention 4,887 ->
4,909 (4,900 -> 4,922 with the game), top-1 29,139, top-3 31,047 and false
abstention 828 unchanged.

Once the slip is told found late, whether what it moved goes back or stays
where it went is one more vague ask ("Do they HAND IT BACK or does it STAY
WITH THEM?", "do i PULL THEM BACK or LEAVE IT?"), and a slip caught only now
("we JUST CAUGHT IT"), one time gone by told with no figure ("lo jugó HACE
UN AÑO") or a result already written down ("YA ESTÁ TODO APUNTADO, ¿se
corrige?") tells it found late; after what the table told, a count asked
again in the impersonal ("ya dijimos quién ganó. ¿SE VUELVE A CONTAR?") asks
a repair. Round whatifabst (TUNE171): abstention 5,128 -> 5,134 (blind99,
149, 157, 159, 166 x2), top-1 30,690, top-3 32,685 and false abstention 901
unchanged.

Asking whether the table did it right ("was that right?", "¿se vale?")
is no ask for a fix: the rule answers that (search `checked`). On the
tuning sets, every question that asks how to fix or undo a mistake is
unanswerable; the form made 6 of blind37's abstain, and moved nothing else.
"""

from __future__ import annotations

from referee.rules import counted_states, disputed_repairs
from referee.rules.confirmation import confirmed
from referee.rules.index import LangIndex
from referee.rules.normalize import (NUMBER_WORDS, marked_sentences, may_hold_phrase, question_form, question_form_by_opener,
                                     question_form_openers, question_form_phrases, question_form_set, stopwords, words)
from referee.rules.result_stands import recorded_result_asked, result_asked
from referee.rules.table_past import told_done
from referee.rules.unstated_specifics import entries_tell, phrases_held

LATE_KEPT_UP_REACH = 4  # words from "has been" / "llevamos" to the gerund of the act kept up: "lleva toda la partida
# USANDO" puts it four on; at 4 the 63 tuning sets gained 5 abstentions and no false one
GERUND_LETTERS = 4  # a gerund is longer than this ("using"), so no short word that merely ends so reads as one


def _found_late(said: list[str], lang: str) -> int | None:
    """Where the words that tell the slip was found late end (the vague ask
    is looked for from there): a phrase of `late_noticed` ("we just
    noticed", "nos dimos cuenta"), an act kept up (`_kept_up`: "she has been
    TAKING two cards") or a count of turns gone by (`_practice_kept`: "for
    like 4 TURNS"), whichever comes first; None if none."""
    openers = question_form_by_opener(lang, "late_noticed")  # (each place compared only with the phrases its word opens)
    noticed = min((position + len(phrase) for position, word in enumerate(said) for phrase in openers.get(word, ())
                   if tuple(said[position:position + len(phrase)]) == phrase), default=None)
    kept = _practice_kept(said, lang)
    habit = _habit_told(said, lang)
    return min((found for found in (noticed, _kept_up(said, lang), None if kept is None else kept + 1,
                                    None if habit is None else habit + 1) if found is not None),
               default=None)


def _habit_told(said: list[str], lang: str) -> int | None:
    """The position of the first verb whose ending tells a habit of the
    table (`late_habit_endings`, not `late_habit_not_endings`: Spanish
    "los PONÍAMOS en su LANDFILL", "DEJÁBAMOS una sola ficha", not "¿qué
    DEBERÍAMOS hacer?"); None when none does (English has no such ending)."""
    endings = tuple(question_form(lang).get("late_habit_endings", ()))
    if not endings:
        return None
    not_endings = tuple(question_form(lang).get("late_habit_not_endings", ()))
    return next((position for position, word in enumerate(said)
                 if word.endswith(endings) and not word.endswith(not_endings) and word not in stopwords(lang)), None)


def _kept_up(said: list[str], lang: str) -> int | None:
    """Where a phrase of `late_kept_up` followed by the gerund of an act kept
    up ends ("she HAS BEEN TAKING two cards", "llevamos dos rondas PAGANDO");
    None when the question has none (a state kept, "has been on the last
    space", "llevamos 3 monedas", tells no slip)."""
    if not may_hold_phrase(said, lang, "late_kept_up"):
        return None
    endings = tuple(question_form(lang).get("late_kept_up_endings", ()))
    openers = question_form_by_opener(lang, "late_kept_up")
    for position, opening in enumerate(said):
        for phrase in openers.get(opening, ()):  # (in the lexicon's order, as when all of them were compared)
            after = position + len(phrase)
            if tuple(said[position:after]) == phrase and any(
                    len(word) > GERUND_LETTERS and word.endswith(endings) and word not in stopwords(lang)
                    for word in said[after:after + LATE_KEPT_UP_REACH]):
                return after
    return None


def _asked_fix(said: list[str], lang: str, start: int = 0) -> tuple[str, ...] | None:
    """The phrase that asks for the fix: one of `late_fix_asked`; or one of
    `late_fix_vague` or `late_carry_on`, or an ask whether a result stands
    (rules/result_stands.py: "does my score count?"), after a word that tells
    the slip was found late, and from `start` on (the first word of the
    sentences that ask); or a way on put up for confirmation after a
    sentence that tells what was done (`_carried_on`)."""
    if may_hold_phrase(said, lang, "late_fix_asked"):  # (no word that opens an ask for a fix, or none of each's longest: most)
        asked = next(phrases_held(said, question_form_phrases(lang, "late_fix_asked")), None)
        if asked is not None:
            return asked
    recorded = recorded_result_asked(said[start:], lang)  # (a result already set down tells the lateness itself)
    if recorded is not None:
        return recorded
    carried_on = _carried_on(said, lang, start)
    if carried_on is not None:
        return carried_on
    mended = _mend_after_told(said, lang, start)
    if mended is not None:
        return mended
    if (not may_hold_phrase(said, lang, "late_fix_vague") and question_form_set(lang, "result_standing").isdisjoint(said)
            and not may_hold_phrase(said, lang, "late_carry_on")) \
            or (question_form_openers(lang, "late_noticed").isdisjoint(said) and question_form_set(lang, "late_practice_units").isdisjoint(said)
                and question_form_openers(lang, "late_kept_up").isdisjoint(said) and _habit_told(said, lang) is None):
        return None  # (no vague ask, or nothing that tells the slip was found late: most questions)
    noticed = _found_late(said, lang)
    if noticed is None:
        return None
    asked_from = max(noticed, start)
    return next((phrase for phrase in phrases_held(said, question_form_phrases(lang, "late_fix_vague"), asked_from)
                 if not counted_states.counted_toward(said, phrase, asked_from, lang)), None) \
        or next(phrases_held(said, question_form_phrases(lang, "late_carry_on"), asked_from), None) \
        or result_asked(said, lang, asked_from)


def _mend_after_told(said: list[str], lang: str, start: int) -> tuple[str, ...] | None:
    """The phrase of `told_done_mend` ("fix", "recount", "undo it", "¿se
    corrige?", "¿le quitamos ...?") that asks to mend what the table told it
    did, in the past of "we" (rules/table_past.py: "we SCORED sets as 1 happy
    per icon ..., RECOUNT?", "LE DIMOS ayuda social a uno que no tenía
    derecho. ¿LE QUITAMOS la carta?"), after that telling and from `start`
    on; None otherwise. Only asks of a repair: a vaguer ask after what the
    table did asks the rule that comes next ("we dealt 3 GOAL each. WHAT DO
    WE DO with the cards left over?", "we ran out of coins, NOW WHAT?",
    "we finished with a tie, WHO WON?")."""
    if question_form_openers(lang, "told_done_mend").isdisjoint(said):
        return None  # (no ask of a repair: most questions)
    told = told_done(said, lang)
    if told is None:
        return None
    return next(phrases_held(said, question_form_phrases(lang, "told_done_mend"), max(told, start)), None)


def _carried_on(said: list[str], lang: str, start: int) -> tuple[str, ...] | None:
    """The phrase of `late_carry_on` that proposes a way on ("we just keep
    them", "seguimos", "no pasa nada") in the sentences that ask, from
    `start`, when a sentence before them tells what the table did and the
    proposal is put up for confirmation (rules/confirmation.py: "..., right?",
    "..., ¿no?"); None otherwise. Told apart from what came before, keeping,
    leaving or going on asks what to do about a game already played, not
    what a rule is ("the Old Age deck runs out, we just finish the round,
    right?": one sentence, a rule)."""
    if not start or not may_hold_phrase(said[start:], lang, "late_carry_on") or not confirmed(said, lang):
        return None
    return next(phrases_held(said, question_form_phrases(lang, "late_carry_on"), start), None)


def _practice_kept(said: list[str], lang: str) -> int | None:
    """The position of the first count of turns or rounds told as a time
    gone by: a word of `late_practice_before` right before the count ("for
    like 4 turns", "llevamos tres rondas", "hace dos turnos") or one of
    `late_practice_after` right after its unit ("three turns ago"); None
    when the question tells none (most: no word of a unit)."""
    units = question_form_set(lang, "late_practice_units")
    if units.isdisjoint(said):
        return None
    before, after = question_form_set(lang, "late_practice_before"), question_form_set(lang, "late_practice_after")
    numbers = NUMBER_WORDS.get(lang, {})
    for position in range(len(said) - 1):
        if not (said[position].isdigit() or said[position] in numbers) or said[position + 1] not in units:
            continue
        if (position and said[position - 1] in before) or said[position + 2:position + 3] and said[position + 2] in after:
            return position
    return None


def kept_for_a_while(said: list[str], lang: str) -> bool:
    """Whether the question tells a slip kept up for a while: an act kept up
    (`_kept_up`: "she has been TAKING two cards") or a count of turns gone by
    (`_practice_kept`: "DURANTE CUATRO TURNOS", "for like 4 turns"); what
    rules/slips_told.py holds for a slip whose repair is asked."""
    return _kept_up(said, lang) is not None or _practice_kept(said, lang) is not None


def _first_asking_word(query: str) -> int:
    """The position among `words(query)` of the first word of the first
    sentence that asks ("?" or "¿" in it), when the text marks its asks;
    0 when it marks none. A vague ask ("... y AHORA discutimos. ¿Quién
    empieza?") is an ask only there: in a statement before the question,
    "ahora" tells when the table argues, not that it asks what to do now."""
    if "?" not in query and "¿" not in query:
        return 0
    told = 0
    for sentence in marked_sentences(query):
        if "?" in sentence or "¿" in sentence:
            return told
        told += len(words(sentence))
    return 0


def unstated_fix(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask for the fix ("how do we fix") when the question
    asks how to repair a mistake and no near rule speaks of one; else None."""
    lang = lang_index.lang
    said = words(query)
    start = _first_asking_word(query)
    claimed = disputed_repairs.claims_start(said, lang)  # (a repair argued over: the claims are the ask)
    asked = _asked_fix(said, lang, start if claimed is None else min(start, claimed))
    if asked is None and claimed is not None and (_found_late(said, lang) is not None
                                                  or told_done(said, lang) is not None):
        asked = disputed_repairs.claimed_repair(said, lang, claimed)
    if asked is None and claimed is not None:  # (a claim that tells the thing already played tells the slip itself)
        asked = disputed_repairs.claimed_undoing(said, lang, claimed)
    if asked is None:
        return None
    if entries_tell(near, lang_index, "late_fix_told"):
        return None
    return " ".join(asked)
