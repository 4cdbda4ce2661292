"""The teacher's frame: who is taught and the words of telling them, never a part of what is asked.

"how do i explain BROKEN MATERIAL and the LANDFILL TO MY MUM?", "what do i
tell A NEWBIE the health, knowledge and relationship cards are each good
for?", "¿Qué le digo A UN NOVATO SOBRE los Partner?", "¿Cómo le explico A MI
NENE quién empieza?", "solo mode in one paragraph FOR A FRIEND: what's
different?", "if someone swaps Partner after getting Married, what DO I TELL
THEM?", "... want to tell them up front", "whats the catch with spending
motivation tokens that BEGINNERS ALWAYS FORGET?". A player who teaches the
game asks the rule they will read out; the newcomer they teach and the
telling itself are how they put it. Read as part of the question, "novato",
"newbie", "mum", "sobre" were topics no entry holds, and "tell them" a
telling act between players (rules/player_acts.py: "do I have to TELL THEM
my Values?"): on blind182, written in that style, 22 of its 208 answerable
questions were abstained on, most with the right entry first.

`as_taught` takes the frame out of the text (as rules/requests.py takes out
the frame of a request), in three shapes, each from the lexicon's
`question_form` of the question's language:

* the one taught (`teach_newcomers`: "newbie", "beginner", "new player",
  "novato", "principiante"; or one of the people at the table,
  `table_people`, `table_children` and `teach_people`: "my mum", "a friend",
  "mi nene"), after a determiner (`teach_determiners`, and the
  possessives) and, before that, a word of whom it is for
  (`teach_links`: "to", "for", "with", "a", "al", "para"), with a word of
  what it is about right after (`teach_about`: "about", "sobre", "acerca
  de"). A newcomer is one in any question ("competitive WITH A NEWBIE -
  which careers are easier?"), a person only in a question that teaches
  (`teach_words`: "explain", "tell", "le digo", "enseñar", or a phrase of
  summing up, rules/outline_asked.py): "can I give it TO A FRIEND?" asks of
  giving to a player. In English the noun must end its phrase (a stopword,
  or nothing, after it): "the BEGINNER SIDE of the player mat" is LOOP's mat;
* the telling of them asked (`teach_told`: "tell them", "tell everyone")
  after an opener that asks what or how to tell (`teach_told_openers`: "what
  do i", "how should i", "want to"): not after "can", "have to", "must"
  ("can i just TELL MY friend my value card?", "do I have to TELL ANYONE?"
  ask whether a player may or must tell, and keep their words);
* what newcomers get wrong (`teach_slips`: "forget", "get wrong", "olvidan",
  "se equivocan"), said of them, with a word of how often between
  (`teach_often`: "always", "siempre"): the newcomer and the slip.

* how the teacher means to put it: without putting the one taught off
  (`teach_manner`, whom and a particle after: "WITHOUT SCARING A NEWBIE
  OFF", "without confusing anyone", "SIN LIAR A MI ABUELA"), in plain words
  in a question that teaches (`teach_plainly`: "explain it IN PLAIN
  ENGLISH", "explicado EN CRISTIANO"), and the purpose of teaching said in
  passing (`teach_for`: "walk me through it FOR TEACHING", "ANTES DE
  ENSEÑAR A JUGAR"). Read as topics, "scaring" was typo-read as "scoring",
  "cristiano" and "teaching" were words no entry holds.

What is left is judged as the plain question ("how do i explain BROKEN
MATERIAL and the LANDFILL?", "what the health, knowledge and relationship
cards are each good for?", "¿Qué le digo los Partner?"). Cheap: a question
with no word of the frame is passed over with one set look-up. The people a
teacher names after a possessive ("my MUM", "mi NENE", "mi NIETO") are
`table_people` (rules/people.py), which the lexicon now lists.

Round teachtwo (TUNE187, 82b1d70b): the manner, the plain words and the
purpose above; a participle of explaining teaches ("explained", "explicada
fácil PARA UN NOVATO"). TUNE187 (183 sets): top-1 33,763 -> 33,764,
top-3 35,957 -> 35,959, abstention 5,518 (5,533) unchanged, false
abstention 1,023 -> 1,016 (blind183 18 -> 10, top-1 185 -> 187). A first
list held "without losing", and "...so i just get the 3 COIN WITHOUT LOSING
ANYTHING?" (blind124) was answered by luck: a loss is a rule asked, and the
one put off must be said ("anyone", "a newbie"). One lost: blind182's "memory vs presence vs
parent card: how do i explain the choice at the bus stop IN PLAIN WORDS?"
ranked its answer first only while "plain words" were topics; read without
them, the plain question abstains (top-1 -1, false abstention +1 there).

Round teachfab, TUNE185 (181 sets, 39618d5c): false abstention 1,026 ->
1,006 (blind182 22 -> 3; blind151 "..., i always forget", the frame of
remembering with "always" before it, rules/framing.py), abstention 5,473
(5,488) unchanged, top-1 33,356 -> 33,355 and top-3 35,545 -> 35,544: one
question, "¿Qué le digo a un novato sobre las cartas de meta de vida, la
secreta y las públicas?", ranked its answer first only while "novato
sobre" kept a gap of counting cards twice from holding every word; read
without them, "la secreta" (the elided "meta secreta") is a noun the gap
holds and the public-goals rule lacks. CHECK4 unchanged. Tried and
dropped: a newcomer in any question ("con los novatos" in a silence
about a full-turn example answered it), a person right after the teaching
word ("le explico a mi primo qué hacen las cartas de Work": "primo" had
voted CV first; top-1 -1, nothing gained), and putting back a noun elided
after an article (Spanish "la secreta" -> "la meta secreta": the
glossary's two-word terms put back verbs and nouns in 80 questions). Round
teachfab2 reads that ellipsis guarded, as a careful reader does
(rules/elided_nouns.py: an adjective of a term after an article, the head
said before it as a noun of its own), and wins the question back.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import POSSESSIVES, fold, question_form, stopwords, words
from referee.rules.outline_asked import outline_positions
from referee.rules.phrase_lists import listed_length, listed_positions, position_runs

# a word as typed (with its apostrophes: "who's", "don't"), and a space left before a mark once a frame is out
_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_SPACE_BEFORE_MARK = re.compile(r"\s+([?!.,;:])")


@lru_cache(maxsize=8)
def taught_people(lang: str) -> frozenset[str]:
    """The people a teacher may teach, one word each: the people at the table (`table_people`, `table_children`),
    those only taught (`teach_people`) and the one-word newcomers (`teach_newcomers`: "newbie", "novato"). One list
    for the frame here and for the sentences of teaching (rules/teaching_asides.py)."""
    return _people(lang) | frozenset(found[0] for phrase in question_form(lang).get("teach_newcomers", ())
                                     if len(found := words(phrase)) == 1)


@lru_cache(maxsize=8)
def _people(lang: str) -> frozenset[str]:
    """The people at the table (`table_people`, `table_children`) and those only taught (`teach_people`)."""
    form = question_form(lang)
    return frozenset(form.get("table_people", ())) | frozenset(form.get("table_children", ())) \
        | frozenset(form.get("teach_people", ()))


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The people who may be taught (`table_people`, `table_children`, `teach_people`), the determiners before
    one taught (`teach_determiners` and the possessives), the words of whom it is for (`teach_links`) and every
    word that may open or carry the frame (the gate)."""
    form = question_form(lang)
    people = _people(lang)
    determiners = frozenset(form.get("teach_determiners", ())) | POSSESSIVES.get(lang, frozenset())
    links = frozenset(form.get("teach_links", ()))
    gate = set(people)
    for field in ("teach_newcomers", "teach_told", "teach_slips", "teach_manner", "teach_plainly", "teach_for"):
        for phrase in form.get(field, ()):
            gate.update(words(phrase))
    return people, determiners, links, frozenset(gate) - stopwords(lang)


@lru_cache(maxsize=8)
def _not_after(lang: str) -> frozenset[str]:
    """The words of leave or duty after which an opener asks whether to tell (`teach_told_not_after`)."""
    return frozenset(question_form(lang).get("teach_told_not_after", ()))


@lru_cache(maxsize=8)
def _not_before(lang: str) -> frozenset[str]:
    """The words of what a newcomer does, before which the newcomer is asked of (`teach_not_before`)."""
    return frozenset(question_form(lang).get("teach_not_before", ()))


@lru_cache(maxsize=8)
def _not_after_told(lang: str) -> frozenset[str]:
    """The words after which the telling is no teaching (`teach_told_not_before`: "tell them APART")."""
    return frozenset(question_form(lang).get("teach_told_not_before", ()))


@lru_cache(maxsize=16)
def _slip_bounds(lang: str, field: str) -> frozenset[str]:
    """The words a slip of newcomers comes after (`teach_slip_after`: "that") or before (`teach_slip_before`:
    "about") when it is said of a thing named."""
    return frozenset(question_form(lang).get(field, ()))


@lru_cache(maxsize=8)
def _kept(lang: str) -> frozenset[str]:
    """The words that ask, which open an opener and stay in the question (`teach_told_kept`: "what", "how")."""
    return frozenset(question_form(lang).get("teach_told_kept", ()))


def _teaches(folded: list[str], lang: str) -> bool:
    """Whether the question teaches: a word of telling or teaching (`teach_words`: "explain", "le digo") or a
    phrase of summing up ("in one paragraph", "versión corta": rules/outline_asked.py)."""
    return bool(listed_positions(folded, lang, "teach_words")) or bool(outline_positions(folded, lang))


def _ends_phrase(folded: list[str], at: int, lang: str) -> bool:
    """Whether the noun before position `at` ends its phrase: in English a noun before another noun describes
    it ("the beginner SIDE"), so the word after must be a stopword, a word of what it is about, or none; in
    Spanish the noun comes first ("un novato SOBRE", "el modo principiante" is no determiner's)."""
    if at >= len(folded):
        return True
    if folded[at] in _not_before(lang):
        return False  # ("which card A FIRST-TIMER SHOULD keep": the newcomer asked of)
    return lang != "en" or folded[at] in stopwords(lang) or bool(listed_length(folded, at, lang, "teach_about"))


def _taught_spans(folded: list[str], lang: str) -> list[tuple[int, int]]:
    """The spans (first, after the last) of the ones taught ("TO A NEWBIE", "AL NOVATO SOBRE", "FOR A FRIEND"),
    each with its link, its determiner and a word of what it is about after it."""
    people, determiners, links, _ = _lexicon(lang)
    possessives = POSSESSIVES.get(lang, frozenset())
    spans: list[tuple[int, int]] = []
    for at in range(1, len(folded)):
        length = listed_length(folded, at, lang, "teach_newcomers")
        person = not length and folded[at] in people
        if person:
            length = 1
        if not length or folded[at - 1] not in determiners:
            continue
        end = at + length
        if not _ends_phrase(folded, end, lang):
            continue
        start = at - 1
        if start and folded[start - 1] in links:
            start -= 1
        purpose = _purpose_before(folded, start, lang)
        if person and not purpose and (folded[at - 1] in possessives or start == at - 1):
            # ("to my friend" is read by rules/people.py, and keeps its word; "is THE PERSON you play a man?" is no one
            # taught: a person is taught FOR or TO, "PARA ENSEÑARLE A MI NIETO" is all frame)
            continue
        start -= purpose
        end += listed_length(folded, end, lang, "teach_about")
        spans.append((start, end))
    return spans


def _purpose_before(folded: list[str], at: int, lang: str) -> int:
    """How many words before position `at` say the teacher's purpose, a word of it (`teach_purpose`: "para",
    "so i can") and the teaching ("PARA ENSEÑARLE a mi nieto"): 0 when they do not."""
    for start in range(max(0, at - 4), at):
        length = listed_length(folded, start, lang, "teach_purpose")
        if length and start + length < at and listed_length(folded, start + length, lang, "teach_words") == at - start - length:
            return at - start
    return 0


def _told_spans(folded: list[str], lang: str) -> list[tuple[int, int]]:
    """The spans of the telling asked with its opener ("what DO I TELL THEM", "WANT TO TELL THEM up front")."""
    spans: list[tuple[int, int]] = []
    for at in range(len(folded)):
        length = listed_length(folded, at, lang, "teach_told_openers")
        if not length or (at and folded[at - 1] in _not_after(lang)):
            continue  # ("do i WANT TO tell them...?", "can i": whether to tell)
        told = listed_length(folded, at + length, lang, "teach_told")
        if told and at + length + told < len(folded) and folded[at + length + told] in _not_after_told(lang):
            continue  # ("how do i TELL THEM APART": telling one from the other)
        if told:  # (the word that asks stays: "WHAT do i tell them" asks "WHAT happens")
            spans.append((at + (folded[at] in _kept(lang)), at + length + told))
    return spans


def _slip_spans(folded: list[str], lang: str) -> list[tuple[int, int]]:
    """The spans of what newcomers get wrong ("BEGINNERS ALWAYS FORGET", "LOS NOVATOS SIEMPRE OLVIDAN")."""
    spans: list[tuple[int, int]] = []
    for at in range(len(folded)):
        length = listed_length(folded, at, lang, "teach_newcomers")
        if not length:
            continue
        end = at + length
        while often := listed_length(folded, end, lang, "teach_often"):
            end += often
        slip = listed_length(folded, end, lang, "teach_slips")
        if not slip:
            continue
        start = at - 1 if at and folded[at - 1] in _lexicon(lang)[1] else at
        end += slip
        # (only of a thing named: after a relative, "the catch THAT beginners forget", or before what it is about,
        # "what new players get wrong ABOUT mimic tokens"; "what do new players get wrong in the first round?" asks the
        # slips themselves, which no rulebook lists)
        if (start and folded[start - 1] in _slip_bounds(lang, "teach_slip_after")) \
                or (end < len(folded) and folded[end] in _slip_bounds(lang, "teach_slip_before")):
            spans.append((start, end))
    return spans


def _manner_spans(folded: list[str], lang: str) -> list[tuple[int, int]]:
    """The spans of how the teacher means not to put the one taught off ("WITHOUT SCARING A NEWBIE OFF", "without
    confusing anyone", "SIN ASUSTAR AL NOVATO"): the verb (`teach_manner`), whom, which must be said
    (`teach_manner_whom`, or a newcomer or a person after a determiner, with a link before it in Spanish: "a mi
    abuela"), and a particle (`teach_manner_after`)."""
    people, determiners, links, _ = _lexicon(lang)
    spans: list[tuple[int, int]] = []
    for at in range(len(folded)):
        length = listed_length(folded, at, lang, "teach_manner")
        if not length:
            continue
        end = at + length
        whom = listed_length(folded, end, lang, "teach_manner_whom")
        if not whom:
            probe = end + (end < len(folded) and folded[end] in links and folded[end] not in determiners)
            if probe + 1 < len(folded) and folded[probe] in determiners:
                taught = listed_length(folded, probe + 1, lang, "teach_newcomers") or int(folded[probe + 1] in people)
                whom = probe + 1 + taught - end if taught else 0
        if not whom:
            continue  # (whom is said: "without confusing THE RULES" is no teacher's manner)
        end += whom
        spans.append((at, end + listed_length(folded, end, lang, "teach_manner_after")))
    return spans


def _listed_spans(folded: list[str], lang: str, field: str) -> list[tuple[int, int]]:
    """The spans of the phrases of `question_form.<field>` in folded words."""
    return position_runs(listed_positions(folded, lang, field))


def frame_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of the teacher's frame in folded words (none: most questions)."""
    gate = _lexicon(lang)[3]
    if gate.isdisjoint(folded):
        return set()
    teaches = _teaches(folded, lang)
    taught = _taught_spans(folded, lang) if teaches else []
    plainly = _listed_spans(folded, lang, "teach_plainly") if teaches else []
    found: set[int] = set()
    for start, end in (*taught, *_told_spans(folded, lang), *_slip_spans(folded, lang), *_manner_spans(folded, lang),
                       *plainly, *_listed_spans(folded, lang, "teach_for")):
        found.update(range(start, end))
    return found


def as_taught(text: str, lang: str) -> str:
    """`text` without the teacher's frame ("how do i explain CONSUME to a
    newbie?" -> "how do i explain CONSUME?"); `text` itself when it holds
    none (most questions), or when the frame is all there is."""
    if _lexicon(lang)[3].isdisjoint(words(text)):
        return text  # (no word of the frame: one set look-up)
    folded: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for token in _TOKEN.finditer(text):
        for part in fold(token.group()).split():
            folded.append(part)
            starts.append(token.start())
            ends.append(token.end())
    framed = frame_positions(folded, lang)
    if not framed or len(framed) == len(folded):
        return text
    pieces: list[str] = []
    kept = 0
    for position in sorted(framed):
        if starts[position] >= kept:  # (a token folded to two words is cut once)
            pieces.append(text[kept:starts[position]])
            kept = ends[position]
    pieces.append(text[kept:])
    return _SPACE_BEFORE_MARK.sub(r"\1", re.sub(r"\s+", " ", "".join(pieces))).strip(" ,")
