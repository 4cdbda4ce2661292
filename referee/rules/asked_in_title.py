"""The title that states the kind of answer asked.

A rule entry's title is its answer in a line: "Check for social assistance
whenever a deck runs out" says when; "Eligible if another player has at
least twice as many CV cards" says who. Rule text gets the intent tokens of
the answers it gives from all its fields (`normalize.intents`), where a long
text holds the markers of every kind; the title holds the marker of the
kind it answers. So of two close candidates of one game, the one whose
title states the kind of answer asked goes first (`search._best_covering`).

Only a question that opens a clause with its ask counts: "When do you draw
an EVENT?", "competitive loop: when exactly do I draw...", "¿cuándo se
revisa...?", "applying for a credit card, what do I get?". The same words inside a clause join a scene to another ask
("do my activities get used up WHEN I score a goal", "how many market cards
and WHEN do they get replaced"), and so does an opening "when" with a
subject after it ("WHEN I score a goal, do the activities I used get used
up?"): there the moment is not what is asked.

Spanish writing marks the ask itself: it opens with "¿" and closes with
"?". A clause outside those marks sets the scene however it opens:
"Cuando termina una ronda, ¿qué ubicaciones nuevas se abren?" asks what
opens, and its "cuando" (with no subject after it, Spanish leaves it
unsaid) is the moment of the scene. So when a question holds a "¿", only
what is inside "¿...?" is read for its opening ask (`_asked_parts`);
without one ("cuando se roba"), every clause is, as before. Tuning sets:
top-1 11,185 -> 11,186 of 11,960; top-3, abstention and false abstention
unchanged.

When a gap of the catalogs came first and the rule entries are judged
again without it (`search._known_gap`), the title that states what is
given is still judged for a question that opens with "what do I get"
("What do you get from social assistance?": its gaps first, then the rule
that takes the card, not the one of the order players take it in): TUNE109
top-1 19,818 -> 19,819 (blind110), nothing else moved. The other reasons
of titles stay out of that second judgement.
"""

from __future__ import annotations

import re

from referee.rules.normalize import intent_openers, intents, question_form, words

# asks whose answer a title states in its own words ("?who" and "?num" were measured: "who" moved no
# benchmark answer, "how many" more wrong than right, a title's number being any number)
TITLE_KINDS = ("?when", "?gain")
OPENING_WORDS = 4  # the longest marker of an ask that opens a clause ("what do i get", "en qué momento")
_CLAUSE = re.compile(r"[^.,:;¿?¡!]+")
_MARKED_ASK = re.compile(r"¿[^?]*")  # a Spanish ask, from its opening "¿" to its closing "?" (or the end)

# (index id, document number) -> (the index, kept alive so that its id is not reused; the title's intents)
_TITLE_INTENTS: dict[tuple[int, int], tuple[object, frozenset[str]]] = {}


def title_intents(lang_index, number: int) -> frozenset[str]:
    """The answer intents of an entry's title."""
    cache_key = (id(lang_index), number)
    kept = _TITLE_INTENTS.get(cache_key)
    if kept is None:
        title = lang_index.docs[number].entry.title
        kept = _TITLE_INTENTS[cache_key] = (lang_index, frozenset(intents(words(title), lang_index.lang, answer=True)))
    return kept[1]


def opening_kind(query: str, lang: str) -> str | None:
    """The kind of answer (of TITLE_KINDS) that the first clause opening with an ask of those kinds asks."""
    openers = intent_openers(lang)
    for clause in (clause for part in _asked_parts(query) for clause in _CLAUSE.findall(part)):
        opening = words(clause)[:OPENING_WORDS]
        if not opening or opening[0] not in openers:
            continue  # (no ask opens the clause: the markers found from its first word on are those from its second)
        for size in range(1, len(opening) + 1):
            found = intents(opening[:size], lang)
            if found and not intents(opening[1:size], lang):  # (a marker that starts with the clause's first word)
                if found[0] == "?when" and scene_when(words(clause)[size:], lang):
                    break  # "When I score a goal, do the activities...?": the scene's moment
                if found[0] in TITLE_KINDS:
                    return found[0]
                break
    return None


def moment_of_scene(query: str, lang: str) -> bool:
    """Whether the question opens with a clause whose "when" only tells the
    moment of its scene, and another clause asks: "When I go to a location
    where I left Interest Tokens, what do I get?" asks what one gets (a
    subject after the "when", `scene_when`), "Cuando voy a una ubicación
    donde dejé Fichas de Interés, ¿qué gano?" too (the "cuando" before the
    "¿", Spanish leaving the subject unsaid). The "?when" intent of such a
    question asks for no moment: a rule that says one ("Once the chosen Die
    is in its final location ...") is not the kind of answer asked. Not when
    the asking clause asks "when" itself. Tuning sets: top-1 11,583 ->
    11,584 of 12,360 (that question in English); top-3, abstention and false
    abstention unchanged. With a "cuando" clause anywhere before the "¿"
    ("En cooperativo, cuando juego un FAVOUR, ¿a quién se lo doy?"), one
    lost besides."""
    clauses = _CLAUSE.findall(query)
    first = words(clauses[0]) if clauses else []
    if not first or intents(first[:1], lang) != ["?when"]:
        return False
    marked = "¿" in query
    if marked and query.lstrip().startswith("¿") or not marked and not scene_when(first[1:], lang):
        return False
    later = intents(words(" ".join(_asked_parts(query)) if marked else " ".join(clauses[1:])), lang)
    return bool(later) and "?when" not in later


def _asked_parts(query: str) -> list[str]:
    """The parts of `query` that may ask: what "¿...?" encloses when it
    marks its asks so (a clause before the "¿" sets the scene: "Cuando
    termina una ronda, ¿qué se abre?"), else the whole question."""
    return _MARKED_ASK.findall(query) if "¿" in query else [query]


def scene_when(after: list[str], lang: str) -> bool:
    """Whether the words after an opening "when" make it the moment of a scene: a subject comes next
    ("when I score", the lexicon's `scene_when_subjects`), not a verb of asking ("when do I")."""
    return bool(after) and after[0] in question_form(lang).get("scene_when_subjects", ())


def states_asked(lang_index, number: int, kind: str | None) -> bool:
    """Whether the entry's title states the `kind` of answer asked (None: no such ask)."""
    return kind is not None and kind in title_intents(lang_index, number)
