"""A negation that is only the form of a question: "CAN'T I ...?", "¿NO se puede ...?".

Players often ask in the negative: "can't I use both spots in one turn?",
"doesn't the player who empties the deck get punished?", "isn't there a limit
on ...?", "¿no hay que enseñar los Valores al final?", "¿acaso no se puede
...?", "¿la ayuda social no empieza por ...?". A careful reader takes the
negation as how the player asks, not as what: "can't I X?" asks whether X is
allowed, "don't we get X back?" asks about getting X back, and the rule that
answers is the rule of X (which says what may, must or must not be done). Read
as a negation of the question's matter, its "not" / "no" made a pair with the
word after it ("not_use", "no_ens": the rule of not doing X, of refusing, of a
penalty) and damped that word (the question taken to be about X's absence),
and the rule of the thing asked fell to second place.

A negation is of the form when it opens a clause of a sentence that asks
(one that ends in "?"):

- English: an auxiliary that carries the negation ("don't", "can't", "isn't":
  `question_form.negative_ask_auxiliaries`) opens the clause, after at most
  two words that open a sentence ("so", "but", "wait":
  `negative_ask_openers`), and a subject follows it ("I", "we", "there",
  "the": `negative_ask_subjects`): the inverted order of a question, "can't I",
  never "I can't" or "what if I don't" (a condition told, whose rule of not
  doing it is the answer).
- Spanish: "no" opens the clause that asks (after "¿", or at the start of a
  sentence of one clause that has no "¿": `_asking_clause`), after
  at most two opening words ("acaso", "y", "pero", "oye":
  `negative_ask_openers`), or after a subject of a determiner and at most
  three words, none of them a word that opens another clause ("¿LA AYUDA
  SOCIAL no empieza ...?"; not "¿qué pasa SI no ...?": `negative_ask_stops`);
  a "¿no?" that closes the question is its tag.

The search that orders the entries reads the question as it asks, without
those negations (`asked_positively`, round negabst): "can't I use both?" as
"can I use both?", "¿no hay que poner ninguna ficha?" as "¿hay que poner
alguna ficha?" (the words of nothing a Spanish negation turns, read as those
of anything: rules/negative_concord.py), "..., ¿no?" without its tag. Every
reading of the search then sees the question asked, not a ban or a refusal
told: before, only the weights left the negation out (search._query_weights:
not the negation, nor its pairs with the words beside it, nor the word after
it damped as a thing denied; still so for a negation of the form the
rewritten text keeps), and the readings that look for a "no" (a refusal, a
state denied) or for "alguna" still read one. TUNE195 start 8915aac0 (789
questions of the form): top-1 35,294 -> 35,302, top-3 37,598, abstention and
false abstention unchanged by it; blind188 and blind189 gained most.
Where the negations are is told too, as positions among `normalize.words`
of the question (`negative_ask_words`), for the decision below.

The reading orders the entries; it does not decide whether the rulebook
answers (`decided_literally`): that stays the decision of the question read
word for word, negation and all. Deciding on the reading too, TUNE193's
negative questions gained a false abstention less but lost an abstention,
where a known gap saying "el reglamento NO dice ... adónde va" held the "no"
of "¿no vuelven al mazo?" and told the rulebook silent. One part of the
reading does weigh in that decision, in both searches (`weighed` tells them
apart; the positions are the same): a negation of the form said nowhere else
in the question is no word a known gap holds more than the rule that answers
(`framing_stems`, read by `search._gap_holds_more`), though it still weighs in
the gap's score in the word-for-word search.

Measured on TUNE193 (189 sets; 606 questions read so): top-1 34,898 -> 34,908,
top-3 37,182 -> 37,183, abstention 5,663 (5,680) and false abstention 1,142
unchanged; blind188, the set asked in the negative, top-1 171 -> 178 and top-3
200 -> 201 of 208. Eight of its questions went to first place and three of
other sets (blind123 "¿yo ya no puedo conseguirlo?", blind63's tag "¿no?",
blind87 "Can't I just skip the bad icons?"); four fell a place or more, where
the player's guess is what the rule denies ("can't I peek at my face-down
Values?": the rule "Values you can't look at" held the "not"; "¿no se
descartan?": they go to a stack).
"""
from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import replace
from functools import lru_cache

from referee.rules import negative_concord
from referee.rules.normalize import question_form, question_form_set, words

OPENERS_AT_MOST = 2  # the words that may open a sentence before the negation ("so", "pero")
SUBJECT_WORDS_AT_MOST = 3  # the words of a Spanish subject after its determiner ("la ayuda social")

_LITERAL: ContextVar[bool] = ContextVar("negative_asks_literal", default=False)  # the word-for-word search (`weighed`)
_FOUND: ContextVar[list | None] = ContextVar("negative_asks_found", default=None)  # where a search marks it read one

_SENTENCE = re.compile(r"[^.?!]*[.?!]*")
_CLAUSE_CUT = re.compile(r"[,;:¿¡()\[\]—–]|\s-\s")
_TOKEN = re.compile(r"[\w'’]+")
_TAG_OPENING = re.compile(r"[\s,;:—–-]*¿?\s*$")  # what opens a tag ("..., ¿no?"), left out with it


@lru_cache(maxsize=8)
def _lists(lang: str) -> tuple[frozenset[str], ...]:
    """The lexicon's auxiliaries, openers, subjects and stops of `lang`, each
    folded as a word of the question is ("don't": "don not")."""
    return tuple(frozenset(" ".join(words(entry)) for entry in question_form_set(lang, field)) for field in (
        "negative_ask_auxiliaries", "negative_ask_openers", "negative_ask_subjects", "negative_ask_stops"))


def _negation_at(tokens: list[str], auxiliaries, openers, subjects, stops, negations) -> int | None:
    """The token position of the clause's negation of the form, if it has one."""
    start = 0
    while start < len(tokens) and start < OPENERS_AT_MOST and tokens[start] in openers:
        start += 1
    if start >= len(tokens):
        return None
    if auxiliaries:  # (English: "can't I", "isn't there")
        if tokens[start] in auxiliaries and start + 1 < len(tokens) and tokens[start + 1] in subjects:
            return start
        return None
    if tokens[start] in negations:  # (Spanish: "¿no se puede", "¿no?")
        return start
    if tokens[start] in subjects:  # ("¿la ayuda social no empieza")
        for n in range(start + 1, min(len(tokens), start + 2 + SUBJECT_WORDS_AT_MOST)):
            if tokens[n] in stops:
                return None
            if tokens[n] in negations:
                return n if n + 1 < len(tokens) else None
    return None


def _asking_clause(sentence: str, cut: int, end) -> bool:
    """Whether the Spanish clause of `sentence` from `cut` is the ask: the one
    "¿" opens, or, in a sentence that has no "¿", the whole sentence (a
    clause before a comma tells a premise: "no tengo los símbolos, ¿puedo
    pagar con fichas?", "NO me alcanza, q hago?")."""
    if cut:
        return sentence[cut - 1] == "¿"
    return "¿" not in sentence and end is None


def _form_negations(text: str, lang: str) -> list[tuple[int, int, bool]]:
    """The negations of the form in `text`, each as the span of its token in
    `text` (start, end) and whether it is the tag that closes its clause
    ("..., ¿NO?", "..., ISN'T it?" is not: a subject follows it)."""
    auxiliaries, openers, subjects, stops = _lists(lang)
    negations = question_form_set(lang, "negative_ask_negations")
    if not negations or "?" not in text:
        return []
    lowered = text.lower().replace("’", "'")
    found: list[tuple[int, int, bool]] = []
    for sentence in _SENTENCE.finditer(lowered):
        if "?" not in sentence.group():
            continue
        body = sentence.group()
        cuts = [0, *(m.end() for m in _CLAUSE_CUT.finditer(body))]
        for cut in cuts:
            end = _CLAUSE_CUT.search(body, cut)
            if not auxiliaries and not _asking_clause(body, cut, end):
                continue
            clause = body[cut:end.start() if end else len(body)]
            tokens = list(_TOKEN.finditer(clause))
            folded = [" ".join(words(token.group())) for token in tokens]
            at = _negation_at(folded, auxiliaries, openers, subjects, stops, negations)
            if at is not None:
                offset = sentence.start() + cut + tokens[at].start()
                found.append((offset, offset + len(tokens[at].group()), at + 1 == len(tokens)))
    return found


def negative_ask_words(text: str, lang: str) -> frozenset[int]:
    """The positions in `words(text)` of each negation that is only the form
    of a question asked in the negative ("CAN'T I use both?", "¿NO hay que
    pagar?"); none in a question of no such form (most)."""
    negations = question_form_set(lang, "negative_ask_negations")
    found: set[int] = set()
    for start, end, _ in _form_negations(text, lang):
        before = len(words(text[:start]))
        found.update(before + n for n, word in enumerate(words(text[start:end])) if word in negations)
    marks = _FOUND.get()
    if found and marks is not None:
        marks.append(True)
    return frozenset(found)


@lru_cache(maxsize=8)
def _positives(lang: str) -> dict[str, str]:
    """Each auxiliary that carries the negation, as typed ("can't", "dont"),
    with its form that does not ("can", "do")."""
    return {negative: positive for negative, positive in question_form(lang).get("negative_ask_positives", ())}


def asked_positively(text: str, lang: str) -> str:
    """`text` as the question it asks, without the negations of its form
    ("can't I use both?": "can I use both?"; "¿no hay ninguna ficha?": "¿hay
    alguna ficha?"); the same text when it has none (most).

    An English auxiliary becomes its form without the negation
    (`negative_ask_positives`); a Spanish "no" is left out, and the words of
    nothing it turned in its clause read as the words of anything
    (rules/negative_concord.py); a tag ("..., ¿no?") is left out with its
    marks. What the question asks, told by every other reading of the search
    in its own words: a rule that holds "not" ("Values you can't look at")
    or that refuses ("you may not") is no closer to "can't I look?" than the
    rule of looking, and a reading of a ban or a refusal (rules/refused_acts.py,
    denied_states.py) reads none in a question that only asks in the negative."""
    spans = _form_negations(text, lang)
    if not spans:
        return text
    marks = _FOUND.get()
    if marks is not None:
        marks.append(True)
    positives = _positives(lang)
    pieces: list[str] = []
    last = 0
    for start, end, tag in spans:
        pieces.append(text[last:start])
        typed = text[start:end]
        positive = positives.get(typed.lower().replace("’", "'"))
        if positive is not None:
            pieces.append(positive.upper() if typed.isupper() and len(typed) > 1 else positive.capitalize()
                          if typed[:1].isupper() else positive)  # (as typed: capitals are read, rules/typed_capitals.py)
            last = end
            continue
        if tag:  # ("..., ¿no?"): the tag and its marks
            mark = _TAG_OPENING.search(pieces[-1])
            pieces[-1] = pieces[-1][:mark.start()] if mark else pieces[-1]
            closing = re.match(r"\s*\?*", text[end:]).group()
            last = end + len(closing)
            pieces.append("?" if "?" in closing else "")
            continue
        last = end + len(re.match(r"\s*", text[end:]).group())
        clause_end = _CLAUSE_CUT.search(text, last)
        stop = clause_end.start() if clause_end else len(text)
        pieces.append(negative_concord.turned(text[last:stop], lang))
        last = stop
    pieces.append(text[last:])
    return "".join(pieces)


def weighed() -> bool:
    """Whether this search reads the negations of the form out of the
    question's weights (the search that orders the entries), or word for word
    (the second search of `decided_literally`, which decides whether the
    rulebook answers). Both find the same positions: the decision still reads
    them as no word a known gap holds more than the rule that answers
    (`framing_stems`)."""
    return not _LITERAL.get()


def framing_stems(stems: list[str], positions: frozenset[int]) -> frozenset[str]:
    """The stems of the negations of the form at `positions` (stem positions)
    said nowhere else in the question: only how the player asks.

    A known gap often says "no" / "not" of its own case ("NO EVENT left to
    draw"); read as a word of the question, the player's "¿NO se roban
    EVENT?" (and its pair "no_robar") was a word the gap held and the rule of
    drawing lacked, and the question was told silent with its rule first
    (`search._gap_holds_more` leaves these stems and their pairs out, in both
    searches; they still weigh in the gap's score of the word-for-word one).
    Measured as round negfab's own detector (rules/asked_negations.py, not
    merged: one detector of the form is kept): TUNE193 false abstention
    1,142 -> 1,141, blind188 "En el modo básico, ¿no se roban EVENT?"
    answered, its rule second."""
    kept = {stemmed for n, stemmed in enumerate(stems) if n not in positions}
    return frozenset(stems[n] for n in positions if n < len(stems) and stems[n] not in kept)


def decided_literally(run):
    """The result of `run()` (a search), whose entries are ordered reading a
    negation of the form as such (the question asked positively), with the decision whether the rulebook
    answers (`answered`, `missing`, `gap`, `printed`) of the same search
    reading the question word for word. A question with no negation of the
    form (most) is searched once; one whose reading finds no entry at all
    ("¿no?", "isn't it?": nothing but the form) keeps that search's own
    "no entry matches", not a decision about entries it does not show."""
    marks: list = []
    token = _FOUND.set(marks)
    try:
        result = run()
    finally:
        _FOUND.reset(token)
    if not marks or not result.hits:
        return result
    token = _LITERAL.set(True)
    try:
        literal = run()
    finally:
        _LITERAL.reset(token)
    return replace(result, answered=literal.answered, missing=literal.missing, gap=literal.gap, printed=literal.printed)


def unweighed(weights: dict[str, float], stems: list[str], positions: frozenset[int]) -> None:
    """Take out of the question's `weights` the negations of the form at
    `positions` (stem positions) and the pairs they make with the stems on
    either side ("not_use", "solo_not"): how the player asks weighs on no
    rule. A negation said elsewhere in the question too keeps its weight."""
    framing = framing_stems(stems, positions)
    for n in sorted(positions):
        if stems[n] in framing:
            weights.pop(stems[n], None)
        if n:
            weights.pop(f"{stems[n - 1]}_{stems[n]}", None)
        if n + 1 < len(stems):
            weights.pop(f"{stems[n]}_{stems[n + 1]}", None)
