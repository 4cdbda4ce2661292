"""Two passages of the rulebook told to say different things: a silence of the question's form.

"The Partner RULES CONTRADICT each other: one part says 'discard the
previous Partner', another says 'move it to the Experience stack'. Which
is it?", "the ICON GUIDE SAYS 'next turn', the Card Types PART SAYS 'next
round'", "¿está en la HAPPINESS 11 o en la 12? EL REGLAMENTO DICE LAS DOS
COSAS". The player has read both passages and asks which one holds; the
rule that ranks first is one of them, and its words cover the question,
but the rulebook itself does not settle which passage wins. What the
project reads there (an entry's `note`) is a reading, shown with the entry
as related, not the rulebook's word; rules/said_silent.py reads the
rulebook told to be silent, this module the rulebook told to say two
things.

A sentence tells a clash in three forms, each with a word of a passage of
the rulebook (`clash_passages`: "rulebook", "rules", "part", "section",
"guide", "steps", "reglamento", "apartado", "guía", "hoja") as the
subject: a word of contradiction said of the passages among themselves
(`clash_contradicts`: "contradict", "contradice", with `clash_mutual`
beside it: "each other", "se", "entre sí"; not "doesn't that contradict
the rule?", a passage set against the player's reading); a verb of saying with
both things as its object (`clash_both`: "says both", "dice las dos
cosas"), the passage at most `clash_reach` words before; or two verbs of
saying (`clash_sayings`: "says", "say", "dice", "pone") each with a
passage at most `clash_reach` words before it, set against each other by
a word of contrast between them (`clash_contrasts`: "but", "another",
"pero", "otro") or by two different passages ("the Icon GUIDE SAYS ...,
the Card Types PART SAYS ..."). A clash told by friends ("mis amigos
DICEN COSAS DISTINTAS") names no passage, and the rule that answers
settles it; two continuous EVENT that contradict each other are things of
the game, not passages. The question is unanswered whatever the first
entry says, a rule that quotes one passage being the clash itself, unless
the first entry carries a reading of the project that reports what the
passages say (a `note` with a verb of saying: the Partner rules' "Card
Types SAYS the previous Partner is discarded, while the turn steps SAY
..."): the clash is known there and read one way, shown as the project's
reading (`unsettled_clash`).

Measured on TUNE151 (prototype, the 2,539 questions with a word of saying,
of contradiction or of both): 4 unanswerable questions abstained (blind69,
blind71 twice, blind109), no answered one did; with "dicen cosas
distintas" read without a passage, one answered question of the Investor
was lost. Any word of contradiction, and any two passages saying, cost
one answered question of the check sets (false abstention 17 -> 18):
the contradiction is read only of the passages among themselves, the two
sayings only set against each other; still 18, and 17 once a first rule
whose note reports the clash answers (TUNE151 keeps 2: the flag at 11 or
12, the carry-over icon's turn or round; the Partner clash of blind71 and
blind109 is the one the notes read).
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import holds, phrase_starts, sentence_words


def unsettled_clash(query: str, near: list[int], lang_index: LangIndex) -> str:
    """`told_clash` of `query`, unless a rule of `near` (the first) carries a
    reading of the project that reports what passages say (its `note` with a
    verb of saying: "Card Types SAYS ..., while the turn steps SAY ..."): the
    clash is known there and read one way; else ""."""
    told = told_clash(query, lang_index.lang)
    if not told:
        return ""
    sayings = question_form_set(lang_index.lang, "clash_sayings")
    if any(not sayings.isdisjoint(words(lang_index.docs[number].entry.note or "")) for number in near):
        return ""
    return told


def told_clash(query: str, lang: str) -> str:
    """The words of a sentence of `query` that tell two passages of the
    rulebook say different things ("contradict", "says both", the second
    "says" of two), or "" (most questions: a set look-up finds no word of a
    passage)."""
    passages = question_form_set(lang, "clash_passages")
    for sentence in sentence_words(query):
        if passages.isdisjoint(sentence):
            continue
        told = _contradiction(sentence, lang) or _both_said(sentence, lang, passages) \
            or _said_twice(sentence, lang, passages)
        if told:
            return told
    return ""


def _contradiction(sentence: list[str], lang: str) -> str:
    """The word of contradiction of a sentence that names a passage, said of the passages among themselves
    ("contradict EACH OTHER", "SE contradice"), or "": "doesn't that contradict the rule?" sets a passage against
    what the player reads into another, which the rule answers."""
    contradicts = question_form_set(lang, "clash_contradicts")
    for at, word in enumerate(sentence):
        if word in contradicts and holds(sentence[max(0, at - 1):at + 3], question_form_phrases(lang, "clash_mutual")):
            return word
    return ""


def _subject_before(sentence: list[str], at: int, lang: str, passages: frozenset[str]) -> bool:
    """Whether a passage of the rulebook stands at most `clash_reach` words before position `at`."""
    reach = question_form(lang).get("clash_reach", 0)
    return not passages.isdisjoint(sentence[max(0, at - reach):at])


def _both_said(sentence: list[str], lang: str, passages: frozenset[str]) -> str:
    """The phrase of a passage saying both things ("says both", "dice las dos cosas"), or ""."""
    for phrase in question_form_phrases(lang, "clash_both"):
        for at in phrase_starts(sentence, phrase):
            if _subject_before(sentence, at, lang, passages):
                return " ".join(phrase)
    return ""


def _said_twice(sentence: list[str], lang: str, passages: frozenset[str]) -> str:
    """The second verb of saying of a sentence where two passages each say something, set against each other by a
    word of contrast between them ("..., BUT the turn steps say") or by two different passages ("the Icon GUIDE
    says ..., the Card Types PART says"), or ""."""
    sayings = question_form_set(lang, "clash_sayings")
    said = [at for at, word in enumerate(sentence) if word in sayings and _subject_before(sentence, at, lang, passages)]
    if len(said) < 2:
        return ""
    first, second = said[0], said[1]
    if not question_form_set(lang, "clash_contrasts").isdisjoint(sentence[first + 1:second]):
        return sentence[second]
    return sentence[second] if _passage_before(sentence, first, lang, passages) != \
        _passage_before(sentence, second, lang, passages) else ""


def _passage_before(sentence: list[str], at: int, lang: str, passages: frozenset[str]) -> str:
    """The last passage of the rulebook at most `clash_reach` words before position `at`."""
    reach = question_form(lang).get("clash_reach", 0)
    return next((word for word in reversed(sentence[max(0, at - reach):at]) if word in passages), "")
