"""A use the player already knows, set aside in a question of what a thing is for: the rule of that use says no other.

"whats the road zone for BESIDES showing where the dice landed?", "what's
the bicycle card for, does it do anything BESIDES showing who starts?",
"¿Para qué sirven los lados del Registro de Amistad, APARTE DEL Rasgo
Justo?". The player asks what a thing is for and names the use they
already know: what is asked is ANOTHER use. The rule that ranks first is
often the rule of that known use ("Roll all your Dice and place them on
the roads", "The bicycle card decides the start player", "Fair trait"),
found because it names the thing and the use; it tells what the player
has just said, not what else the thing does. A careful reader sees it:
the entry is about the use set aside, so it does not answer.

The form: the frame of a question about what a thing is for
(rules/purpose.py `purpose_positions`; or its tail right before the
phrase, "what's X FOR besides Y", which that frame reads only at a
clause's end), and in a clause a phrase that sets
a use aside (`question_form.purpose_besides`: "besides", "apart from",
"other than", "aparte de", "además de"); the use is the content words
after it to the end of the clause, but those of the thing asked (said
before the phrase). The first entry is of that use when its title, what
the entry is about, holds one of the use's stems. Only the title: an
entry whose title is the thing itself ("Health cards: sports and health,
help against bad luck") tells its uses in its text, and answers "what are
Health cards for besides giving symbols?"; only the first entry, the one
that would answer.

TUNE205 (201 sets): abstention 5,943 (5,961) -> 5,947 (5,965) of 7,203
(blind200: the road zone, the bicycle card, the sides of the Friendship
Track; blind134: the bicycle card), top-1 37,214, top-3 39,625 and false
abstention 1,282 unchanged; of the 210 tuning questions with a phrase of
setting aside, no answerable one moved (the Health cards' "aparte de los
puntos" keeps its rule). CHECK4 unchanged.
"""

from __future__ import annotations

import re

from referee.rules import purpose
from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, question_form_set, stem, stopwords, words
from referee.rules.unstated_specifics import find_phrase

ENTRIES = 1  # the entry that would answer: the one whose title must not be the use set aside
_CLAUSE_END = re.compile(r"[,.;:?!¿¡()]")  # where the use set aside ends ("besides X, ...?", "aparte de X?")


def set_aside_use(query: str, lang: str) -> tuple[str, frozenset[str]]:
    """The phrase that sets a use aside and the stems of that use's content
    words ("besides showing who starts" -> "besides", {show, start}), or
    ("", {}) when the question does not ask what a thing is for beyond a
    use it names."""
    phrases = question_form_phrases(lang, "purpose_besides")
    said = words(query)
    if not phrases or all(phrase[0] not in said for phrase in phrases):
        return "", frozenset()  # (no word a phrase of setting aside opens with: most questions)
    framed = bool(purpose.purpose_positions(query, lang))
    tails, openers = question_form_set(lang, "purpose_tails"), question_form_set(lang, "purpose_openers")
    stop = stopwords(lang)
    before: set[str] = set()
    for clause in _CLAUSE_END.split(query):
        clause_words = words(clause)
        found = [(at, phrase) for phrase in phrases if phrase[0] in clause_words
                 for at in [find_phrase(clause_words, phrase)] if at >= 0]
        if found:
            at, phrase = min(found)
            if not framed and not (at and clause_words[0] in openers and clause_words[at - 1] in tails):
                return "", frozenset()  # ("what else besides X?" asks no purpose; "what's X FOR besides Y" does)
            before |= {stem(word, lang) for word in clause_words[:at]}
            use = frozenset(stem(word, lang) for word in clause_words[at + len(phrase):] if word not in stop) - before
            return (" ".join(phrase), use) if use else ("", frozenset())
        before |= {stem(word, lang) for word in clause_words}
    return "", frozenset()


def unstated_other_use(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The phrase that sets a known use aside ("besides", "aparte de") when
    the title of the first entry is of that use; else None."""
    lang = lang_index.lang
    phrase, use = set_aside_use(query, lang)
    if not phrase:
        return None
    for number in near[:ENTRIES]:
        title = {stem(word, lang) for word in words(lang_index.docs[number].entry.title)}
        if title.isdisjoint(use):
            return None
    return phrase
