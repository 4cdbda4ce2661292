"""The frame of a question: reported speech and remembering, never a topic of the answer.

"My PARTNER SAYS bad luck dice can be rerolled, is that right?", "HE SAYS
the Lawyer can reject a FAVOUR. True?", "DICE MI PAREJA QUE...", "SEGÚN MI
PAREJA solo se pueden jugar 4 Fichas de Rasgo", "I FORGET, after I play a
parent card...", "¿Cuál era el límite? NO ME ACUERDO bien", "..., ¿VERDAD?". A player who
settles a dispute tells who said what; a player back after months tells
they forgot. The rule asked of is what follows the frame: the one who
speaks, the verb of saying or of remembering and the word that joins them
to the claim are how the player talks, and a rulebook that never says
"partner" or "forget" is not silent about the claim.

Reported speech: a speaker and a verb of saying (`question_form.speech_verbs`:
"says", "thinks", "dice", "cree"), the speaker either a pronoun right before
the verb (`speech_pronouns`: "he", "ella", "the OTHERS said"), a person told
bare right before it, as a story typed in haste tells it ("FRIEND SAID no.
who is right": on the tuning sets one false abstention fewer, nothing else
moved), a player told by name right before it ("NICO SAYS it should be 9",
"el FRAN DICE QUE...": rules/player_names.py), or a person after a possessive or
an article, perhaps one word between ("my PARTNER", "mi CHICA", "un AMIGO";
`table_people` and `speech_people`), before the verb or right after it when
a "that" follows ("DICE MI PAREJA QUE"); or a person after a word of
according (`speech_according`: "según mi pareja"). Words such as "partner"
and "pareja" (Adulthood's Partner cards) or "dice" (dice, and the Spanish
"says") are the speaker or the saying only there: "can my partner card be
replaced?" and "¿cuántos dados se tiran?" keep them as the game's words.

Remembering: a verb of remembering (`memory_verbs`: "forget", "remind",
"acuerdo", "recuerdo") told of the one asking, with a word of the
rememberer or a negation beside it (`memory_before`: "I", "no", "ni";
`memory_after`: "me", "us") or in a form that holds the rememberer itself
(`memory_self`: "recuérdame"). Without them the word may be the game's own:
CoA's "Ficha de Recuerdo" is a Memory token.
"""

from __future__ import annotations

from functools import lru_cache
from typing import AbstractSet

from referee.rules import cheat_asked, fair_asked
from referee.rules.confirmation import opener_positions, tag_positions
from referee.rules.normalize import POSSESSIVES, form_positions, question_form, words


@lru_cache(maxsize=4)
def _speech(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], frozenset[str],
                                 tuple[tuple[str, ...], ...]]:
    """The speakers, the words before a speaker, the pronouns, the verbs of
    saying, the words joining the claim ("that") and the phrases of according of `lang`."""
    form = question_form(lang)
    speakers = frozenset(form.get("table_people", ())) | frozenset(form.get("speech_people", ()))
    before = POSSESSIVES.get(lang, frozenset()) | frozenset(form.get("speech_articles", ()))
    according = tuple(tuple(words(phrase)) for phrase in form.get("speech_according", ()))
    return (speakers, before, frozenset(form.get("speech_pronouns", ())), frozenset(form.get("speech_verbs", ())),
            frozenset(form.get("speech_that", ())), according)


@lru_cache(maxsize=4)
def _memory(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The verbs of remembering of `lang`, the words of the rememberer or a
    negation before and after them, and the forms that hold the rememberer."""
    form = question_form(lang)
    return (frozenset(form.get("memory_verbs", ())), frozenset(form.get("memory_before", ())),
            frozenset(form.get("memory_after", ())), frozenset(form.get("memory_self", ())))


def _act_forgotten(folded: list[str], after: int, lang: str) -> bool:
    """Whether the words from `after` tell an act forgotten at the table
    ("we forgot TO hand out", "se me olvidó AGARRAR", "me olvidé DE PONER"):
    a word of acting (`memory_act_next`) or an infinitive (`memory_act_endings`)."""
    form = question_form(lang)
    endings = tuple(form.get("memory_act_endings", ()))
    for position in (after, after + 1):
        if position >= len(folded):
            return False
        word = folded[position]
        if endings and len(word) > 3 and word.endswith(endings):
            return True
        if word not in form.get("memory_act_next", ()):
            return False
        if not endings:
            return True
    return False


def _speaker_at(folded: list[str], start: int, speakers: frozenset[str], before: frozenset[str]) -> list[int]:
    """The positions of a speaker told from `start` ("MY PARTNER", "MI
    MEJOR AMIGA"): a possessive or an article, perhaps one word, a person;
    empty when none starts there."""
    if start >= len(folded) or folded[start] not in before:
        return []
    for length in (2, 3):
        end = start + length - 1
        if end < len(folded) and folded[end] in speakers:
            return list(range(start, end + 1))
    return []


def _speaker_before(folded: list[str], verb: int, speakers: frozenset[str], before: frozenset[str]) -> list[int]:
    """The positions of the speaker ending right before the verb at `verb`."""
    for length in (2, 3):
        start = verb - length
        if start >= 0 and _speaker_at(folded, start, speakers, before) == list(range(start, verb)):
            return list(range(start, verb))
    return []


def speech_positions(folded: list[str], lang: str, names: AbstractSet[int] = frozenset()) -> set[int]:
    """The positions of the words that frame reported speech ("MY PARTNER
    SAYS", "HE THINKS", "MI CHICA DICE QUE", "DICE MI PAREJA QUE", "SEGÚN
    MI PAREJA", "NICO SAYS" where `names` holds the position of a player's
    name: rules/player_names.py): who speaks, the verb of saying and the
    word that joins the claim."""
    speakers, before, pronouns, verbs, that, according = _speech(lang)
    frame: set[int] = set()
    for position, word in enumerate(folded):
        told: list[int] = []
        if word in verbs:
            if position and folded[position - 1] in pronouns:
                told = [position - 1, position]
            elif subject := _speaker_before(folded, position, speakers, before):
                told = [*subject, position]
            elif position and (folded[position - 1] in speakers or position - 1 in names):
                told = [position - 1, position]  # "FRIEND SAID no": a person told bare, typed in haste; "TOM SAYS"
            elif (subject := _speaker_at(folded, position + 1, speakers, before)) \
                    and subject[-1] + 1 < len(folded) and folded[subject[-1] + 1] in that:
                told = [position, *subject]  # "dice mi pareja QUE": only with the claim joined after it
        else:
            for phrase in according:
                if tuple(folded[position:position + len(phrase)]) == phrase:
                    subject = _speaker_at(folded, position + len(phrase), speakers, before)
                    if subject:
                        told = [*range(position, position + len(phrase)), *subject]
                    break
        if told:
            if told[-1] + 1 < len(folded) and folded[told[-1] + 1] in that:
                told.append(told[-1] + 1)
            frame.update(told)
    return frame


def memory_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words that frame remembering ("I FORGET",
    "REMIND ME", "YA NI ME ACUERDO", "RECUÉRDAME", "I CAN NOT REMEMBER"):
    the verb and the rememberer or negation beside it."""
    verbs, before, after, itself = _memory(lang)
    frame: set[int] = set()
    for position, word in enumerate(folded):
        if word in itself:
            frame.add(position)
            continue
        if word not in verbs or _act_forgotten(folded, position + 1, lang):
            continue  # (not "we forgot TO hand out a life event": the forgotten act is what is asked)
        start = position
        while start and folded[start - 1] in before:
            start -= 1
        end = position
        while end + 1 < len(folded) and folded[end + 1] in after:
            end += 1
        if start < position or end > position:
            frame.update(range(start, end + 1))
    return frame


@lru_cache(maxsize=4)
def _triggers(lang: str) -> frozenset[str] | None:
    """The words one of which every frame of `lang` holds: a verb of saying or of remembering, the first
    word of a phrase of according, a form holding the rememberer (None: a phrase of according without
    words, which any question would hold)."""
    _, _, _, verbs, _, according = _speech(lang)
    memory_verbs, _, _, itself = _memory(lang)
    if not all(according):
        return None
    return verbs | memory_verbs | itself | frozenset(phrase[0] for phrase in according)


def doubt_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a doubt that a rule exists at all (`question_form.claim_doubted`:
    "is that a REAL rule?", "is that real?", "¿es una regla?"): how the player asks, never a topic
    ("real" is a word of LOOP's rules, "real-world", which an Adulthood rule lacks: the search abstained
    on "my friend says energy can be used as time, is that a real rule?"). Phrases are compared only
    where one of their first words stands."""
    return form_positions(folded, lang, "claim_doubted")


def frame_positions(folded: list[str], lang: str, names: AbstractSet[int] = frozenset()) -> set[int]:
    """The positions of every word of a frame of reported speech or of remembering (`names`: the
    positions of players' names, who may be the speaker), of a doubt that a rule exists, or of the tag
    that puts a remembered rule up for confirmation ("..., RIGHT?", "..., ¿NO?") or of the opening that does
    ("SI NO ME EQUIVOCO, ...": rules/confirmation.py).
    A question without a word of `_triggers` (most) is not read for speech or remembering."""
    doubted = doubt_positions(folded, lang) | set(tag_positions(folded, lang)) | opener_positions(folded, lang)
    doubted |= cheat_asked.positions(folded, lang)  # "IS THAT CHEATING?": is it allowed (rules/cheat_asked.py)
    doubted |= fair_asked.positions(folded, lang)  # "IS IT FAIR THAT...?": is it allowed (rules/fair_asked.py)
    triggers = _triggers(lang)
    if triggers is not None and triggers.isdisjoint(folded):
        return doubted
    return speech_positions(folded, lang, names) | memory_positions(folded, lang) | doubted
