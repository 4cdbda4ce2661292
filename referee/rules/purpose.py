"""The frame of a question about what a thing is for: how it asks, never a topic.

"What's THE POINT OF the Meditate action?", "What is REPUTATION GOOD FOR?",
"What is CV ABOUT?", "¿PARA QUÉ SIRVE el contador de Realización Personal?",
"¿DE QUÉ TRATA CV?". New players ask what a thing is for; the rulebook
tells what it does, and never says "point", "about" or "sirve". The words of
the frame (lexicon `question_form.purpose_phrases`, and `purpose_tails` when
they end a clause a word of `purpose_openers` opens: "what are those tokens
FOR?") are left out of ranking and topics, like reported speech
(rules/framing.py): before this, "whats the point of the Meditate action"
abstained for "point" and ranked CV's scoring entries ("points") beside
Meditate, and "What is CV about" abstained for "about".

Only the frame goes: "at what point of the turn" keeps "point" (no article
before it), "how many points" keeps its points, and "about" inside a clause
("can I ask about a card") is a word of the question; nor in a sentence
that only tells the scene ("no nos queda claro de qué va el juego:").
The entry whose title names only what the question asks about is raised
by PURPOSE_FACTOR (`defining_factor`).

A condition after the thing asked about ("what's the point of memory tokens
IF YOU CAN ONLY USE ONE A TURN?", "¿para qué sirven las cartas de
Experiencia SI SE VAN AL MONTÓN?", lexicon `purpose_doubts`) is the
player's doubt, not the thing asked: its words are no thing whose
defining entry `defining_factor` raises (`doubt_positions`). Before this,
the entry of the doubt ("Place in the Experience stack", "GOAL properties")
was raised as much as the one of the thing asked. The doubt's words also
weigh as a scene's do in the ranking (search._query_weights, damp_scene at
SCENE_WEIGHT): "¿para qué sirve tener una Presencia ... SI DESPUÉS YO NO
TENGO DADO AHÍ?" ranked the Bus step that takes dice back first. TUNE36:
top-1 15,476 -> 15,477, top-3 16,324 -> 16,325, abstention 2,727 and false
abstention 387 unchanged ("if"/"si" only, not "when"/"cuando": "¿para qué
sirve meditar CUANDO JUEGO SOLO?" asks the solo rule, its clause the scope).

On the tuning sets: blind27 two false abstentions fewer (Meditate, "What
is CV about"), top-3 +1 (REPUTATION); blind20 one false abstention fewer
("whats the point of sliding a card"); one blind27 question (the memory
tokens) first to second.

A tail may also stand before a short scope that tells only where the
question is asked ("what are the little wooden people FOR in adulthood?",
lexicon `purpose_scopes`), and in a purpose question an entry of the
Components list, a count of what is in the box, is damped: it never says
what a thing is for (search.py). Together with the players' word for the
time meeples ("wooden people", glossary): blind43 "what are the little
wooden people for in adulthood?" from a miss to second; no set worse.

"What do they DO?", "what does the career card DO?" ends the same way
("do" among `purpose_tails`, only at the end of a clause "what" opens: not
"what do I do when my dice run out"): blind104 "There are memory tokens in
three colours. What do they do?" and "What do the Career cards do?" from
second to first (the entry "What a Memory Token does", Adulthood's
"Career" before LOOP's CAREER card).

In Spanish the thing is told first and "¿QUÉ HACE(N)?" follows as a clause
of its own ("Me tocó una ficha de Infelicidad, ¿qué hace?"): a clause of
only an opener and a tail after another clause is the frame too (not a
"¿Qué hace?" alone, which tells no thing). TUNE55: top-1 19,089 -> 19,090
(blind52, the Unhappiness token's rule of use before the Components count),
top-3, abstention and false abstention unchanged.

Nor is a Setup step ("Memory Card deck and the first four cards", "REPUTATION
token black side up") nor a Components entry brought before the rule of use
because it names every word of the question (search._best_covering's
`held_back`): it tells where the thing starts or how many there are, never
what it is for. Before this, "What are the Memory Cards in the top slot of
each location for?" and "What are the Promoted and Married markers for?"
(blind104) answered with the setup step and the box count that hold "top",
"location" or "markers", ahead of the rules of use that scored higher.
The frame may also come first in Spanish, the thing right after it and
opened by an article or a demonstrative (lexicon `purpose_subjects`: "¿QUÉ
HACE el símbolo de mala suerte del dado?", "¿qué hacen esas fichas?"); the
word as typed must be the article ("¿qué hace ÉL si ...?" asks what a
player does). With rules/listed_only.py: TUNE107 top-1 19,447 -> 19,451
(the bad luck symbol, blind104 and blind105, English and Spanish), top-3
20,582, abstention 3,413 and false abstention 547 unchanged; none of the
131 Spanish "¿qué hace(n) el/la ...?" questions of the list moved else.

In a question not in English, a word typed all in capitals as the cards
print it ("la FAVOUR BARTER azul") names an entry's title by its glossary
concept too (`names_only_asked`, `asked_concepts`): "Trueque azul: ..."
names only what "¿qué hace la FAVOUR BARTER azul en solitario?" asks, as
"Favores en Solitario: ..." does. Only a word the glossary reads alone, not
one inside a phrase of it ("WORK AREA", "FAVOUR azul"), and a title term by
its one-word concepts: with every word's concepts, "What are event cards
for?" raised Adulthood's "Life Events" and "¿Para qué son las FAVOUR
azules?" the rule of solo FAVOUR (TUNE107 top-1 -10). TUNE107: top-1
19,451 (unchanged), top-3 20,582 -> 20,584 (the blue RENEW, blind42 and
blind50, from none to second), abstention and false abstention unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form, question_form_set, terms, title_terms, words

_CLAUSE = re.compile(r"[^,;:.!?¿¡]+")


SCOPE_REACH = 4  # words after a tail that may tell only where the question is asked ("for IN COMING OF AGE")


@lru_cache(maxsize=4)
def _frames(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], frozenset[str], frozenset[str],
                                frozenset[str]]:
    """The folded purpose phrases of `lang`, their `first_word_reach`, the tails, the openers and the
    words that open a scope after a tail (`purpose_scopes`)."""
    form = question_form(lang)
    phrases = frozenset(tuple(words(phrase)) for phrase in form.get("purpose_phrases", ()))
    return (phrases, first_word_reach(phrases), frozenset(form.get("purpose_tails", ())),
            frozenset(form.get("purpose_openers", ())), frozenset(form.get("purpose_scopes", ())))


def _tail_end(clause: list[str], tails: frozenset[str], scopes: frozenset[str], openers: frozenset[str]) -> int | None:
    """The position in `clause` of the tail that ends it ("what are those tokens FOR"), or that only a
    short scope follows ("what are the wooden people FOR in coming of age", "FOR in this game": where
    the question is asked, not what it asks) in a clause one opener opens (not "what's the list of the
    goals and WHAT each one asks FOR in cv", a second question of what a card asks), or None."""
    if len(clause) <= 2:
        return None
    if clause[-1] in tails:
        return len(clause) - 1
    if sum(word in openers for word in clause) > 1:
        return None
    for position in range(max(2, len(clause) - 1 - SCOPE_REACH), len(clause) - 1):
        if clause[position] in tails and clause[position + 1] in scopes:
            return position
    return None


_TYPED_WORD = re.compile(r"\w+")


def _typed_word(clause: str, position: int) -> str:
    """The word at `position` of a clause as typed, in lower case, accents kept ("él", not the article "el")."""
    typed = _TYPED_WORD.findall(clause.lower())
    return typed[position] if position < len(typed) else ""


def purpose_positions(text: str, lang: str) -> set[int]:
    """The positions in `words(text)` of the words that frame a question
    about what a thing is for. Empty for a text without any word a frame
    starts with (most questions: one set look-up)."""
    phrases, reach, tails, openers, scopes = _frames(lang)
    subjects = question_form_set(lang, "purpose_subjects")
    folded = words(text)
    if reach.keys().isdisjoint(folded) and tails.isdisjoint(folded):
        return set()
    found = phrase_positions(folded, phrases, reach)
    # (every clause read below must open with an opener: a question with none, most with "do" or "for", is not
    # cut into clauses to find none)
    if tails and not tails.isdisjoint(folded) and not openers.isdisjoint(folded):
        told = 0
        for match in _CLAUSE.finditer(text):
            clause = words(match.group())
            end = _tail_end(clause, tails, scopes, openers)
            if end is not None and clause[0] in openers:
                found.add(told + end)
            elif told and len(clause) == 2 and clause[0] in openers and clause[1] in tails:
                found.add(told + 1)  # "¿Y las fichitas de Recuerdo, ..., QUÉ HACEN?": the thing told before
            elif len(clause) > 3 and clause[0] in openers and clause[1] in tails and clause[2] in subjects \
                    and _typed_word(match.group(), 2) in subjects:  # (as typed: "¿qué hace ÉL si ...?" asks of a player)
                found.add(told + 1)  # "¿QUÉ HACE el símbolo de mala suerte?": the thing told right after
            told += len(clause)
        if told != len(folded):  # (a clause split otherwise than the words: no tail is sure)
            found = phrase_positions(folded, phrases, reach)
    return found


def doubt_positions(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (at `places` in `folded`), whether it is in the doubt a
    purpose question adds after the thing asked about: from a word of
    `purpose_doubts` ("if", "si") that follows a stem, to the end. Empty when
    no such word follows one (most questions: one set look-up)."""
    doubts = frozenset(question_form(lang).get("purpose_doubts", ()))
    if not places or doubts.isdisjoint(folded[places[0] + 1:]):
        return []
    start = next(position for position in range(places[0] + 1, len(folded)) if folded[position] in doubts)
    return [place > start for place in places]


PURPOSE_FACTOR = 1.2  # a question about what a thing is for and an entry whose title names only that thing
TITLE_TERMS = 3  # ... in at most this many terms ("What a Memory Token does": memory, token)


def _title_terms(title: str, lang: str) -> frozenset[str]:
    """The search keys of an entry's title, or of its head before a colon ("Meditate (Wellness lower): ...")."""
    return title_terms(title.partition(":")[0], lang)


def defining_factor(title: str, stems: frozenset[str], lang: str, thesaurus=None,
                    concepts: frozenset[str] = frozenset()) -> float:
    """PURPOSE_FACTOR for an entry whose title (or its head before a colon)
    names only things the question names ("What a Memory Token does" for
    "what's the point of the memory tokens?"), 1.0 for the others. A player
    who asks what a thing is for is answered by the entry that tells what
    it is and does before one about one of its uses or moments ("One last
    Memory Token before scoring")."""
    return PURPOSE_FACTOR if names_only_asked(title, stems, lang, thesaurus, concepts) else 1.0


def names_only_asked(title: str, stems: frozenset[str], lang: str, thesaurus=None,
                     concepts: frozenset[str] = frozenset()) -> bool:
    """Whether an entry's title (or its head before a colon) names, in at
    most TITLE_TERMS terms, only things of the question's `stems`: the
    entry that tells what one thing asked about is. With the entry's game's
    `thesaurus` and the glossary `concepts` of the things asked, a title
    term names a thing asked by its concept too: "Trueque azul: ..." names
    the "FAVOUR BARTER azul" of a Spanish question that writes the card's
    English word (before this, "¿qué hace la FAVOUR BARTER azul en
    solitario?" raised "Favores en Solitario: ..." alone)."""
    named = _title_terms(title, lang)
    if not named or len(named) > TITLE_TERMS:
        return False
    if named <= stems:
        return True
    if thesaurus is None or not concepts:
        return False
    said = list(dict.fromkeys(terms(title.partition(":")[0], lang)))
    return all(term in stems or not concepts.isdisjoint(found - phrased)
               for term, (found, phrased) in zip(said, thesaurus.concepts_at(said, lang)))


def asked_concepts(stems: list[str], asked: frozenset[str], thesaurus, lang: str) -> frozenset[str]:
    """The glossary concepts (of one game's `thesaurus`) that the question's
    `stems` of things `asked` (`asked_things`) name each alone: not those of
    a word inside a phrase of the glossary ("FAVOUR azul", "WORK AREA"),
    which names one thing with the words around it."""
    return frozenset().union(*(found for stemmed, (found, phrased) in zip(stems, thesaurus.concepts_at(stems, lang))
                               if stemmed in asked and not phrased))


def asked_things(stems: list[str], surface: list[str], before_next: list[bool], lang: str,
                 doubt: list[bool] = ()) -> frozenset[str]:
    """The stems a purpose question asks about, less the words that tell a
    component by its look right before it ("the little ROUND tokens": the
    tokens, not CV's Rounds, whose entry "Rounds: ..." names no thing asked)
    and those of the doubt after it (`doubt_positions`: "... IF THEY GO TO
    THE STACK")."""
    from referee.rules.modifiers import describing_words

    looks = describing_words(lang)
    return frozenset(stem for n, stem in enumerate(stems)
                     if not (n < len(before_next) and before_next[n] and surface[n].lower() in looks)
                     and not (n < len(doubt) and doubt[n]))


def never_tells_use(setup_step: bool, component_count: bool) -> bool:
    """Whether an entry, a step of the setup or a count of the Components
    list, never says what a thing is for: in a purpose question it keeps
    its place by score and is not brought forward for covering more of the
    question's words than the rule of use."""
    return setup_step or component_count


def placed_by_setup(missing: tuple[str, ...], held_by_setup: list) -> bool:
    """Whether every word the rule of use leaves out of a purpose question is
    held by one setup step or Components entry of its game that ranks near
    it (`held_by_setup`: their held words): the player tells where the thing
    lies or how it looks on the table ("in the top SLOT of each location",
    "on my player MAT"), which the setup places; the rule of use still
    answers what it is for."""
    return any(all(word in held for word in missing) for held in held_by_setup)
