"""The other choice a must-or-may question offers: the rule of the asked act answers it, never a topic of its own.

"Do I have to roll all my dice at the start of a turn, OR CAN I KEEP ONE
BACK for later?", "¿Puedo tener varias Resources y Traits a la vez, O
TENGO QUE DESCARTAR alguna?", "do I have to throw out the oldest, OR CAN I
PICK which one to discard?". A player who asks whether an act is
compulsory or optional often names, after "or can I" / "o puedo", the
thing they would do instead. The obligation asked is the question's form;
the act it is asked of is the topic, and the rule of that act ("roll ALL
the Dice available", "you may have as many as you like") answers whether
the other choice is open, without ever naming it. Read word by word, the
other choice's words ("keep", "later", "descartar") were topics no rule
held, and `ask` said the rulebook was silent beside the rule that answers.

The reading (`offered`): the question asks an obligation or an option
(`other_choice_duty`: "have to", "must", "optional", "tengo que", "hay
que", "obligado", "sí o sí"...), and a word of choice (`alternatives`:
"or", "o") is followed, with at most one little word between
(`other_choice_between`: "o ME puedo", "o LOS puedo", "or ELSE can I"), by
a word of leave or of duty (`other_choice_opens`: "can I", "do I have to",
"puedo", "tengo que"): the words after it, to the end of the question's
sentence, are the other choice. Not when the other choice shows, tells or
hides a thing, or does it on paper or over again (`other_choice_unsaid`:
"or can she KEEP IT TO HERSELF?", "or can I do them one at a time and
LOOK in between?", "or can we WRITE it on PAPER?", "o hay que
REHACERLO?"): those are what an unanswerable must-question asks, an act the
rules never mention (without them, TUNE47 abstention -5; "one at a time", blind96
--game abstention -1). Gated on a set look-up of the words of
choice and of duty, so the other questions pay nothing.

`search._evidence` then counts them as no topics when the entry covers
every topic the question says before the "or" (the asked act) and at
least one: the rule of that act. Not a word of declining ("or can I
REFUSE it?", `search._DECLINING`): the rule that gives a thing says
nothing of refusing it (`search._declined_required` judges that).
TUNE47 (97 sets): false abstention 504 -> 502 (blind49 "..., or can I
pick which?", blind96 "¿estoy obligado a coger la bonificación..., o me
puedo hacer amigo...?"), top-1, top-3 and abstention unchanged; of the 72
tuning questions it can touch, no other moved. Without `other_choice_unsaid`,
abstention 3064 -> 3059.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form_phrases, question_form_set, words


_WORD = re.compile(r"\w+")  # (a place the typed question may be cut at: the start of a word)


@lru_cache(maxsize=4)
def _lexicon(lang: str):
    """The words of choice, the phrases of duty (with their reach), the
    phrases that open the other choice (with their reach) and the little
    words allowed between, of `lang`."""
    duty, opens, unsaid = (frozenset(phrase for phrase in question_form_phrases(lang, field) if phrase)
                           for field in ("other_choice_duty", "other_choice_opens", "other_choice_unsaid"))
    return (question_form_set(lang, "alternatives"), duty, first_word_reach(duty), opens, first_word_reach(opens),
            question_form_set(lang, "other_choice_between"), unsaid, first_word_reach(unsaid))


def offered(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is
    in the other choice the question offers after "or can I" / "o puedo"
    in a question asking an obligation or an option. Empty when there is
    none (most questions: a set look-up)."""
    choice, duty, duty_reach, opens, opens_reach, between, unsaid, unsaid_reach = _lexicon(lang)
    if choice.isdisjoint(folded) or duty_reach.keys().isdisjoint(folded):
        return []
    if not phrase_positions(folded, duty, duty_reach):
        return []
    for position, word in enumerate(folded):
        if word not in choice:
            continue
        start = position + 1
        if start < len(folded) and folded[start] in between:
            start += 1
        longest = opens_reach.get(folded[start]) if start < len(folded) else None
        length = next((n for n in range(min(longest or 0, len(folded) - start), 0, -1)
                       if tuple(folded[start:start + n]) in opens), 0)
        if length:
            after = start + length
            if phrase_positions(folded[after:], unsaid, unsaid_reach):
                return []  # (showing, telling, hiding, paper, a redo: what no rule of the act says)
            return [place >= after for place in places] if any(place >= after for place in places) else []
    return []


def settled(found: list, marks: list[bool], clause: list[int], declining: list[bool],
            known: list[bool]) -> list[int] | None:
    """The positions of the other choice's words (`marks`, `offered`) that
    are no topics for this entry: those in the sentence of the first of
    them (`clause`, the question's sentence of each stem, may be empty),
    not covered, not a word of declining and a word the entry's game's
    rule text uses (`known`: "or can we write it on PAPER?" asks of a thing
    the rulebook never speaks of, TUNE47 abstention -1), when the entry (`found`: the
    evidence, (word, topic, covered) per stem) covers every topic said
    before them in that sentence, and at least one: the rule of the asked
    act. None when it does not."""
    first = marks.index(True)
    sentence = clause[first] if clause else None
    same = [clause[n] == sentence if clause else True for n in range(len(found))]
    asked = [found[n] for n in range(first) if same[n] and found[n][1]]
    if not asked or not all(covered for _, _, covered in asked):
        return None
    return [n for n in range(first, len(found)) if marks[n] and same[n] and found[n][1] and not found[n][2]
            and not declining[n] and known[n]]


def asked_act(folded: list[str], places: list[int], lang: str, marks: list[bool]) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is in
    the act a must-question asks before the other choice it offers
    (`marks`, `offered`): after the first phrase of duty before the word of
    choice, "when my counter bounces right, do I have to TAKE THE TOKEN, or
    can I refuse it?" (not the case it is asked in). Empty when the question
    offers no other choice or says its duty after it."""
    if not marks:
        return []
    choice, duty, duty_reach = _lexicon(lang)[:3]
    at = max(n for n in range(places[marks.index(True)]) if folded[n] in choice)
    said = phrase_positions(folded[:at], duty, duty_reach)
    if not said:
        return []
    start = min(said)  # (the first: "¿tengo que ELEGIR sí o sí uno...", where "sí o sí" says the duty again)
    while start in said:
        start += 1
    return [start <= place < at for place in places]


def declined_act(act: list[bool], marks: list[bool], position: int, digits: list[bool], reach: int) -> list[int]:
    """The positions of the asked act's words (`act`, `asked_act`; up to
    `reach` of them, no number) when the word of declining at `position` is
    in the other choice (`marks`, `offered`): "¿tengo que ELEGIR UNO DE MIS
    DADOS..., o puedo NO visitar ninguna?", "do I have to CHOOSE A DIE, or
    can I CHOOSE NOT to?". The player refuses the act asked before the
    "or", whatever the other choice's own words; `search._declined_required`
    holds them against a rule that requires it. Empty when the word of
    declining is not in the other choice."""
    if not act or not marks or not marks[position]:
        return []
    return [n for n in range(len(act)) if act[n] and not digits[n]][:reach]


def asked_part(query: str, lang: str) -> str | None:
    """The question as typed up to the word of choice that opens the other
    choice ("Do I have to throw out the oldest," of "..., or can I pick
    which?"), for the judges of a silence by the question's form
    (rules/silences.py): the rule of the asked act answers, and what the
    other choice would ask ("can I PICK which", "KEEP one back FOR LATER")
    is answered by it. None when the question offers no other choice or
    its words cannot be cut where they were read."""
    folded = words(query)
    marks = offered(folded, list(range(len(folded))), lang)
    if not marks:
        return None
    choice = _lexicon(lang)[0]
    first = marks.index(True)
    at = max(n for n in range(first) if folded[n] in choice)
    for cut in (match.start() for match in _WORD.finditer(query)):
        if len(words(query[:cut])) == at:
            head = query[:cut].rstrip(" ,;")
            return head + "?" if words(head) == folded[:at] else None
    return None


def other_held(marks: list[bool], act: list[bool], stems: list[str], held) -> int:
    """How many of the other choice's own words (`marks`, `offered`; not a
    number, not a word of the asked act, `act`) the entry holds (`held`,
    the question's stems it matched): "Con una bonificación de Rasgo,
    ¿estoy obligado a robar una Ficha de Rasgo o puedo JUGAR una de mi
    MANO?" is answered whole by the entry of the bonus's options (draw a
    tile OR play one from your hand), not by the entry of the draw alone,
    which covers the act asked as well and scored a hair higher.
    `search._best_covering` reads it last, among close sibling rule
    entries that answer, after every other reason: two entries that tie on
    all of them are told apart by the one that speaks of both choices.
    TUNE47 (97 sets): top-1 17,622 -> 17,623 (blind96), top-3, abstention
    and false abstention unchanged. Of the 56 answerable tuning questions
    that offer another choice, 4 have a close second holding more of its
    words; the others were a gap ("kept", blind49: a gap is not a sibling
    rule) or another game's entry (blind72), left as they were."""
    asked = {stems[n] for n in range(len(stems)) if act and act[n]}
    return len({stems[n] for n in range(len(stems)) if marks[n] and not stems[n].isdigit()
                and stems[n] not in asked and stems[n] in held})
