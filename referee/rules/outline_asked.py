"""The big picture asked: a phrase of summing up is how the question asks, and the entry that heads its part answers.

"solo mode IN A NUTSHELL?", "promotion and marriage, SHORT VERSION", "EVENTs -
what are they, IN SHORT?", "what's Rob's turn like, IN OUTLINE?", "¿Para qué
sirven los Registros de Ánimo, EN UNA FRASE?", "las CREDIT CARD, ¿cómo van EN
RESUMEN?", "¿en qué se diferencian los cuatro modos, A GRANDES RASGOS?",
"RESUMIME un turno". A new player asks for the whole of a thing in few words:
the phrase says how long the answer may be, not what it is about. Before,
its words were topics no entry covers ("nutshell", "short", "version",
"frase", "rasgos", "linea"): the question abstained with the right entry
first, or "short" and "version" pulled an entry that says them, or the
shorter-game topic of the everyday groups ("short version") read a summary
as a variant nobody offers.

The phrase (lexicon `question_form.outline_asked`) is left out of ranking
and topics like a frame (rules/framing.py, rules/sequence.py). Not a phrase
after an indefinite article or a verb of playing (`outline_not_after`: "is
there A SHORT VERSION of LOOP?", "¿se puede JUGAR una versión corta?" asks
for a shorter game, which the everyday group and its gap answer). A word of
approximation (`outline_approximate`: "roughly", "más o menos") is such a
phrase only in a question that asks no amount (`outline_amounts`: "ROUGHLY
HOW LONG does a game take", "¿CUÁNTO dura más o menos?" ask the clock,
whose topic it is).

Among the entries that answer such a question, the one that heads its part of
the rulebook (the first entry of its section: "Careers and Partners have two
tiers of actions" heads Promotions and Marriage, "Five Mood Tracks, two at the
start..." heads the Mood Tracks) states the whole the parts after it detail;
it goes first when it scores at least PULL_SHARE of the first entry, is of
the same game and may move there (`head_first`).

The turn laid out in order (rules/sequence.py `lays_out_order`: "The 4 phases
of a turn") is such a whole too: "resumime un turno" asks it, and a word of
the turn pulled a detail first (Coming of Age's end of the year, a year being
a turn). "What does X look like" asks X in outline ("whats a turn look like,
quick version"; "look" was LOOP's Scholar, who may look at a deck).

Measured on TUNE117 (113 sets, main 589210a5): top-1 20,537 -> 20,539, top-3
21,751 -> 21,750, abstention 3,596 = 3,596, false abstention 558 -> 546; only
blind112 (the big picture) moved: top-1 142 -> 144, false abstention 16 -> 4
("solo mode in a nutshell?", "credit cards, how do they work in a nutshell",
"¿Para qué sirven los Registros de Ánimo, en una frase?", "WORK, BUY y
CONSUME: explicámelos en una línea cada uno", "¿en qué se diferencian los
cuatro modos, a grandes rasgos?"); its one top-3 lost, "el ascenso y casarse,
explicámelo corto", is two near details trading third place once "corto" no
longer ranks. Tried and dropped: bare "rápido" (blind84 "¿me conviene ir
rápido?" lost its first rule to a head), "high level" (blind42 "straight in
at a high level" answered a gap), "what's the deal" (CV's "deal" of a Life
Goal ranked the answer first by luck: blind112 top-1 -1). With the turn laid
out in order, "look like" and an amount told by a phrase ("how many", not
"how": "how do they differ, roughly?"): top-1 +1 (blind112 "resumime un
turno porfa"), false abstention -1 (blind109 "What does that look like?").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from referee.rules import corpus, sequence
from referee.rules.normalize import first_word_reach, fold, phrase_positions, question_form, terms, words
from referee.rules.phrase_lists import position_runs

PULL_SHARE = 0.8  # the head of a part goes first from this share of the first entry's score
OVERVIEW_IDS = frozenset({"overview", "summary"})  # a word of an entry's id that names it the overview of its part


@lru_cache(maxsize=4)
def _phrases(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], frozenset[tuple[str, ...]],
                                  frozenset[str], frozenset[str], frozenset[str]]:
    """The folded phrases of summing up of `lang` and their reach, the approximate ones, the words of an amount,
    the words before which a phrase asks a shorter game, and every first word (the gate)."""
    form = question_form(lang)
    approximate = frozenset(tuple(words(phrase)) for phrase in form.get("outline_approximate", ()))
    phrases = frozenset(tuple(words(phrase)) for phrase in form.get("outline_asked", ())) | approximate
    reach = first_word_reach(phrases)
    return (phrases, reach, approximate, frozenset(tuple(words(phrase)) for phrase in form.get("outline_amounts", ())),
            frozenset(form.get("outline_not_after", ())), frozenset(reach))


def outline_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase of summing up ("IN A NUTSHELL",
    "SHORT VERSION", "A GRANDES RASGOS", "RESUMIME"); empty for a question
    without one (most: a set look-up of its words)."""
    phrases, reach, approximate, amounts, not_after, openers = _phrases(lang)
    if openers.isdisjoint(folded):
        return set()
    found = phrase_positions(folded, phrases, reach)
    if not found:
        return found
    kept: set[int] = set()
    counted = any(tuple(folded[at:at + len(amount)]) == amount for amount in amounts for at in range(len(folded)))
    for start, end in position_runs(found):  # (a phrase judged whole, from its first word)
        phrase = tuple(folded[start:end])
        if start and folded[start - 1] in not_after:
            continue  # "is there A short version of LOOP?": a shorter game asked
        if counted and phrase in approximate:
            continue  # "ROUGHLY how long": the amount asked approximately
        kept.update(range(start, end))
    return kept


def asks_outline(query: str, lang: str) -> bool:
    """Whether the question holds a phrase of summing up (`outline_positions`)."""
    return bool(outline_positions(words(query), lang))


_TOKEN = re.compile(r"\S+")
_WORD = re.compile(r"\w")


def without_outline(text: str, lang: str) -> str:
    """`text` with the words of its phrases of summing up left out (their
    marks kept), for the silences of the question's form (rules/silences.py),
    which read the player's own words: "en una FRASE" is no thing asked of."""
    folded = words(text)
    outlined = outline_positions(folded, lang)
    if not outlined:
        return text
    pieces: list[str] = []
    at = 0  # the position in `folded` of the next word
    last = 0
    for token in _TOKEN.finditer(text):
        count = len(fold(token.group()).split())
        if count and all(position in outlined for position in range(at, at + count)):
            pieces.append(text[last:token.start()])
            pieces.append(_WORD.sub("", token.group()))
            last = token.end()
        at += count
    pieces.append(text[last:])
    return "".join(pieces)


# (index id, game) -> (the index, kept alive so that its id is not reused; the ids of the entries heading their part)
_HEADS: dict[tuple[int, str], tuple[object, frozenset[str]]] = {}


def game_entries(lang_index, game: str) -> list[corpus.Entry]:
    """The rule entries of `game` in `lang_index`'s language, in the rulebook's order (the index holds each game's
    entries in its rules file's order, rules/index.py): read from the index `ask` has loaded, not from the rules
    file, which a one-question `ask` would otherwise parse whole (8-30 ms) for one reading."""
    docs = lang_index.docs
    return [docs[number].entry for number in range(lang_index.gap_start) if docs[number].entry.game == game]


def _heads(lang_index, game: str) -> frozenset[str]:
    """The ids of the entries of `game` that head their part (`section_heads`), once per index and game."""
    cache_key = (id(lang_index), game)
    kept = _HEADS.get(cache_key)
    if kept is None:
        kept = _HEADS[cache_key] = (lang_index, section_heads(game_entries(lang_index, game), lang_index.lang))
    return kept[1]


def section_heads(entries, lang: str) -> frozenset[str]:
    """The ids of the entries (one game's, in the rulebook's order) that head their section (the first of it), or
    whose id names them its overview ("presence.overview", second in its section after the Memory Cards'); not in
    a part that lists rather than states (`outline_reference_parts`: the components, the icons)."""
    seen: set[str] = set()
    heads: set[str] = set()
    reference = frozenset(" ".join(words(part)) for part in question_form(lang).get("outline_reference_parts", ()))
    for entry in entries:
        if " ".join(words(entry.section.split(" > ")[0])) in reference:
            continue  # (the box's contents, the icons: a list, no part of play)
        if entry.section not in seen or not OVERVIEW_IDS.isdisjoint(entry.id.replace(".", "-").split("-")):
            seen.add(entry.section)
            heads.add(entry.id)
    return frozenset(heads)


def heads_part(entry: corpus.Entry, lang_index) -> bool:
    """Whether an entry heads its section of the rulebook, or lays the turn out in order ("The 4 phases of a
    turn", rules/sequence.py): the whole of a turn, which "resumime un turno" asks."""
    return entry.id in _heads(lang_index, entry.game) or sequence.lays_out_order(entry.title, entry.lang)


def head_first(scored: list[tuple[float, int]], lang_index, may_move,
               asked: Iterable[str] = ()) -> list[tuple[float, int]] | None:
    """`scored` (value, entry number in `lang_index`, best first) with the best
    entry of the first entry's game that heads its section moved first, when it
    scores at least PULL_SHARE of the first, `may_move` and heads the part the
    first entry details or one the question names (`asked`: its stems; `heads_asked_part`);
    None when nothing moves. A question that compares two things ("first meeting VS later meetings, short
    version?") is not read here: the entries of each answer (rules/comparison.py), and the head of their part
    ("Ways to get a Friendship Bonus") says neither."""
    if not scored:
        return None
    best, first = scored[0]
    first_entry = lang_index.docs[first].entry
    if heads_part(first_entry, lang_index):
        return None
    asked_terms = frozenset(asked)
    for rank, (value, number) in enumerate(scored[1:], start=1):
        if value < best * PULL_SHARE:
            return None
        entry = lang_index.docs[number].entry
        if entry.game == first_entry.game and heads_part(entry, lang_index) and may_move(number) \
                and heads_asked_part(first_entry.section, entry.section, asked_terms, lang_index.lang):
            return [scored[rank], *scored[:rank], *scored[rank + 1:]]
    return None


def heads_asked_part(section: str, head_section: str, asked_terms: frozenset[str], lang: str) -> bool:
    """Whether a head of `head_section` sums up what a question whose first entry is of `section` asks: the head
    of that entry's own part or of one it lies inside ("Solo Mode" for "Solo Mode > Setup"), or of a part inside
    one the question names, whose title's words (`asked_terms`: the question's stems) it holds ("explain the
    friendship track quickly": "Key Concepts > FRIENDSHIP TRACK"; "¿qué hace Rob en su turno, más o menos?":
    "Solo Mode > ROB'S TURN > 2. ..."). The head of another part is not the whole of what the first entry details: "what's a
    turn, short version?" with "Draw 1 FAVOUR, then do 1 of WORK, BUY or CONSUME" first is not summed up by
    "Play any number of FAVOUR at any time" (heading the optional action of playing a FAVOUR), nor "explain
    REPUTATION quickly" with "You can hold at most 2 REPUTATION" first by the head of spending it."""
    parts, head_parts = section.split(" > "), head_section.split(" > ")
    shared = 0
    while shared < min(len(parts), len(head_parts)) and parts[shared] == head_parts[shared]:
        shared += 1
    if shared == len(head_parts):
        return True
    return any(asked_terms.issuperset(named) for part in head_parts for named in _things_of_part(part, lang))


@lru_cache(maxsize=1024)
def _things_of_part(part: str, lang: str) -> tuple[frozenset[str], ...]:
    """The things one part's title names, each as its terms: the title cut at a colon and at the words that join
    a list (`list_joiners`: "Trait AND Goal Tiles", "Fichas de Rasgo Y de Objetivo"), without the words of a
    kind of component (`intro_kinds`: "Tiles", "Fichas"), so that "Rasgos" names the part of the Trait Tiles."""
    form = question_form(lang)
    joiners = frozenset(form.get("list_joiners", ()))
    kinds = frozenset(form.get("intro_kinds", ()))
    pieces: list[list[str]] = []
    for piece in part.split(":"):
        pieces.append([])
        for word in words(piece):
            if word in joiners:
                pieces.append([])
            elif word not in kinds:
                pieces[-1].append(word)
    return tuple(named for piece in pieces if (named := frozenset(terms(" ".join(piece), lang))))
