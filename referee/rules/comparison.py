"""Questions that set two things side by side, answered by the entries that define each.

"Whats the difference between BUY and CONSUME", "¿Es lo mismo una Ficha de
Rasgo que un Rasgo Mimético?", "¿Qué diferencia hay entre las cartas de
Trabajo y las de Relación?", "is a continuous EVENT the same as an
immediate one?". A new player who compares two things is answered by what
each of them is: the entries whose title names one of them before its
colon ("CONSUME: up to 3 ACTIVITY...", "Cartas de relaciones: ...") and
nothing the question does not name. Before this, an entry that merely
names both in passing ("Do exactly 1 of WORK, BUY or CONSUME", "Work and
Possession always go on top") came first, because it holds more of the
question's words than either definition.

A comparison is told by a word of `question_form.comparison` ("difference",
"diferencia") or, here, by a phrase of `comparison_phrases` ("the same as",
"es lo mismo", "igual que"), whose words are then left out of ranking and
topics like a frame (rules/framing.py). The entries whose title head names only what
the question names (`purpose.names_only_asked`) are raised by
COMPARISON_FACTOR, and an entry whose title names both things compared
(`sides`) in passing, not as its head ("Salud, relaciones y conocimiento
puntúan...", "Work and Possession always go on top"), is lowered by
BOTH_NAMED_FACTOR: it merely mentions both. Two defining close entries
answer together
(`search._answered_side_by_side`), so a word of one side the first leaves
out is no reason to abstain. For that judgement each candidate that leaves
out only what another candidate of its game covers answers, and the
question's topics no longer tell them apart (`each_side_answers`); and a
known gap of the rulebook that holds both sides' words holds nothing the
two entries lack together (`held_together`).

On the tuning sets: blind27 top-1 +6 of 200 ("BUY and CONSUME", "Trabajo
y Relación", "Salud y Conocimiento", "Work and Possession", "continuous
and immediate", "Ficha de Rasgo y Rasgo Mimético"), one false abstention
fewer, one of its questions (basic vs competitive mode) first to second
(net +5);
blind10 top-1 +1 ("evento continuo e inmediato"); no other set moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, phrase_positions, question_form, question_form_reach, title_terms, words
from referee.rules.judged_reasons import TOPICS
from referee.rules.purpose import names_only_asked

COMPARISON_FACTOR = 1.2  # a comparison and an entry whose title head names one of the things compared
BOTH_NAMED_FACTOR = 0.9  # ... and an entry whose title names both (or more) of them in passing


@lru_cache(maxsize=4)
def _phrases(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded comparison phrases of `lang` and their `first_word_reach`."""
    return question_form_reach(lang, "comparison_phrases")


def phrase_positions_of(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase by which the question compares two things ("the same as",
    "es lo mismo"): how it asks, never a topic ("mismo" is no word of the answer). Empty for most
    questions (a set look-up of their words)."""
    phrases, reach = _phrases(lang)
    if reach.keys().isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach, shortest=2)


BETWEEN_REACH = 2  # folded words after a word of comparison where its "between" stands ("difference BETWEEN",
# "diferencia hay ENTRE")


def between_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the "between" (`comparison_between`: "between",
    "entre") that follows a word of comparison within BETWEEN_REACH words
    ("what's the difference BETWEEN", "¿qué diferencia hay ENTRE"): how the
    question compares, never a topic, nor the first word of a phrase with
    the side after it ("diferencia hay ENTRE LA PARTIDA en solitario fácil y
    difícil" read as "entre partidas", what carries over from one game to
    the next, a silence of every rulebook). On the tuning list (TUNE41):
    top-1 16480 -> 16481 (blind88 +3, blind89 and blind78 -1 each), top-3
    17432 -> 17434, false abstention 443 -> 441 (blind89's "solitario fácil
    y difícil" among them), abstention 2900 unchanged. The word
    of comparison itself stays a word of the question: framed too
    ("difference" of "the largest difference" in LOOP's The Gap ranked for
    "q diferencia hay entre WORK y BUY"), top-1 stayed 16480 and false
    abstention 443. Empty for most questions (a set look-up of their
    words)."""
    marks = comparison_marks(lang)
    if marks.isdisjoint(folded):
        return set()
    between = frozenset(question_form(lang).get("comparison_between", ()))
    return {at for at, word in enumerate(folded) if word in between
            and any(folded[before] in marks for before in range(max(0, at - BETWEEN_REACH), at))}


@lru_cache(maxsize=4)
def comparison_marks(lang: str) -> frozenset[str]:
    """The folded words of comparison of `lang` ("difference", "diferencia")."""
    return frozenset(word for phrase in question_form(lang).get("comparison", ()) for word in words(phrase))


SIDE_REACH = 12  # folded words after a word of comparison ("the difference BETWEEN X and Y"), or beside a phrase
# ("X THE SAME AS Y"), that may name the things compared


@lru_cache(maxsize=4)
def comparison_joiners(lang: str) -> frozenset[str]:
    """The words that join the two things compared ("X AND Y", "X Y Y", "lo mismo X QUE Y") of `lang`."""
    return frozenset(question_form(lang).get("comparison_joiners", ()))


def sides(folded: list[str], places: list[int], stems: list[str], words_of_comparison: frozenset[str],
          likened: set[int], lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems that name each of the two things compared: after a word of
    comparison ("the difference between BUY and CONSUME"), those before and
    after the first joining word (`comparison_joiners`: "and", "y", "que")
    within SIDE_REACH words; beside a comparison phrase (`likened`, its
    positions), those after it and after a joining word ("es lo mismo una
    Ficha de Rasgo QUE un Rasgo Mimético"), else those before and after it
    ("is a willpower token THE SAME AS a motivation token?"). Not the rest
    of a long question that compares in passing ("My HAPPINESS is at 0 and I
    want to WORK. What happens in basic mode, compared to the competitive
    mode?")."""
    joiners = comparison_joiners(lang)
    mark = next((n for n, word in enumerate(folded) if word in words_of_comparison), None)
    if mark is None and not likened:
        return frozenset(), frozenset()
    start = mark if mark is not None else max(likened)
    # (a phrase names the things after it, joined, only where the language puts it first: "es lo mismo X que Y";
    # "X is the same as Y" has them around it, whatever "or" follows)
    joined = next((n for n in range(start + 1, min(len(folded), start + 1 + SIDE_REACH)) if folded[n] in joiners), None) \
        if mark is not None or question_form(lang).get("comparison_phrase_first", False) else None
    if joined is not None:
        left, right = range(start + 1, joined), range(joined + 1, joined + 1 + SIDE_REACH)
    elif mark is None:
        left, right = range(min(likened) - SIDE_REACH, min(likened)), range(start + 1, start + 1 + SIDE_REACH)
    else:
        return frozenset(), frozenset()
    return (frozenset(stem for stem, place in zip(stems, places) if place in left),
            frozenset(stem for stem, place in zip(stems, places) if place in right))


def defining_first(scored: list[tuple[float, int]], title_of, stems: frozenset[str],
                   specific: tuple[frozenset[str], frozenset[str]], lang: str) -> list[tuple[float, int]]:
    """`scored` (value, entry number) with the entries whose title head
    names only what the question names raised by COMPARISON_FACTOR, and
    those whose title names both things compared (`specific`: the stems of
    each side, `sides`, but words most entries hold) in passing (a list, a rule about both: "Do exactly 1 of WORK, BUY
    or CONSUME") lowered by BOTH_NAMED_FACTOR; of a bare comparison (at
    most BARE_STEMS stems besides the words of comparison), a defining
    entry close enough goes before such a first (`defining_before_passing`)."""
    found, defining, passing = [], set(), set()
    for value, number in scored:
        title = title_of(number)
        if names_only_asked(title, stems, lang):
            value *= COMPARISON_FACTOR
            defining.add(number)
        elif all(not title_terms(title, lang).isdisjoint(side) for side in specific):
            value *= BOTH_NAMED_FACTOR
            passing.add(number)
        found.append((value, number))
    if len(stems - _comparison_keys(lang)) > BARE_STEMS:
        return found
    return defining_before_passing(found, defining, passing)


# of a bare comparison, the best defining entry goes before a first that names both things in passing from this share
# of its score: TUNE39 top-1 16167 -> 16168 (blind88, RECYCLE vs RESELL over the Scavenger's "RECYCLE as RESELL");
# 0.7 measured the same on blind88/27/10
DEFINING_SHARE = 0.8
# ... bare: at most this many stems besides the words of comparison ("the difference between RECYCLE and RESELL").
# Without the limit, blind88/27/10 top-1 620 -> 618: the entry that names both answers a comparison asked of one
# more thing ("Trabajo y Posesión A LA HORA DE APILAR", "descartar un EVENT CONTINUOUS y uno IMMEDIATE"); 4 measured
# the same as 3 there
BARE_STEMS = 3


@lru_cache(maxsize=4)
def _comparison_keys(lang: str) -> frozenset[str]:
    """The stems of the words of comparison of `lang` ("differenc")."""
    return frozenset(key(word, lang) for word in question_form(lang).get("comparison", ()))


def without_comparison_words(tokens: list[str], lang: str) -> list[str]:
    """`tokens` (a gap's tokens the rule entry lacks) without the words of
    comparison (`comparison`: "difference", "diferencia") and the pairs they
    make ("diferenc_mak"): of "¿Qué DIFERENCIA hay entre Make It Rain y Buy
    More Earn More?", a gap that says "diferencia" of Buy More Earn More's
    window holds no more of the question than the entries of the two events
    together (`held_together`); the word is how the player asks. Round
    compare2: blind159's one such gap; a word of comparison otherwise stays a
    word of the question ("the largest DIFFERENCE" of LOOP's The Gap)."""
    marks = _comparison_keys(lang)
    return [token for token in tokens if marks.isdisjoint(token.split("_"))]


def defining_before_passing(found: list[tuple[float, int]], defining: set[int], passing: set[int]) -> list[tuple[float, int]]:
    """`found` (value, entry number) with the best of the `defining` entries
    (whose title head names only what the question names) put just before
    a first of the `passing` ones (whose title names both things compared
    in passing: "Scavenger: LANDFILL picking, RECYCLE as RESELL"), when it
    scores DEFINING_SHARE of it or more: of "the difference between RECYCLE
    and RESELL", the entry that says what RESELL is answers before the
    career that plays one as the other. BOTH_NAMED_FACTOR alone, lowered
    for every comparison to 0.75, cost blind88/27/10 five first hits."""
    if not defining or not passing or not found:
        return found
    top_value, top = max(found)
    if top not in passing:
        return found
    value, best = max(item for item in found if item[1] in defining)
    if value < DEFINING_SHARE * top_value:
        return found
    return [((top_value * 1.001 if number == best else value_), number) for value_, number in found]


def each_side_answers(judged: list, game_of_rank) -> list:
    """The judgements of `search._best_covering` (reasons, rank, evidence,
    answered, missing), with each candidate that leaves out only topics
    another candidate of its game covers judged as answering: of "the
    difference between BUY and CONSUME", the entry of CONSUME answers with
    the entry of BUY beside it, as much as the one rule that names both
    ("Do exactly 1 of WORK, BUY or CONSUME"). Then the score decides, which
    COMPARISON_FACTOR and BOTH_NAMED_FACTOR have set."""
    covered = [(rank, game_of_rank(rank), {word for word, topic, held in evidence if topic and held})
               for _, rank, evidence, _, _ in judged]
    found = []
    for reasons, rank, evidence, answered, missing in judged:
        game = game_of_rank(rank)
        if not answered and missing and any(other != rank and other_game == game and set(missing) <= words
                                            for other, other_game, words in covered):
            reasons = (True, *reasons[1:])
            answered, missing = True, ()
        if answered:  # (the topics each holds no longer tell them apart: one side is as narrow as both)
            reasons = (*reasons[:TOPICS], *(0 for _ in reasons[TOPICS:]))
        found.append((reasons, rank, evidence, answered, missing))
    return found


def other_side_answers(missing: tuple, near_evidence: list[tuple]) -> tuple[bool, tuple]:
    """Whether the first entry of a comparison, leaving `missing` out,
    answers beside another near entry of its game (`near_evidence`: the
    evidence of each, `search._evidence`, the first EVIDENCE_RANKS rule
    entries of its game, the first left out), and what it misses: it does
    when one of them covers every topic it leaves out. Of "is 'discarded'
    the same as 'goes to the box'", the entry of going to the box and the
    one of discarding answer together, whatever their scores' gap; the
    candidates judged side by side (`each_side_answers`) are only those
    within EVIDENCE_MARGIN of the first."""
    for evidence in near_evidence:
        if set(missing) <= {word for word, topic, held in evidence if topic and held}:
            return True, ()
    return False, missing


def likening_words(folded: list[str], likened: set[int], lang: str) -> frozenset[str]:
    """The word that says in what the things compared are alike, right
    before the comparison phrase of a language that puts the phrase first
    (`comparison_phrase_first`: "¿RINDE lo mismo que en uno de WORK?",
    "¿COBRA igual que el rojo?"): the verb of the likeness, how the question
    compares, which a rule of either side says in its own words ("2
    REPUTATION = 1 HAPPINESS"). English puts a side there ("is a TOKEN the
    same as a tile?"), so none is read. Empty for most questions."""
    if not likened or not question_form(lang).get("comparison_phrase_first", False):
        return frozenset()
    before = min(likened) - 1
    return frozenset([folded[before]]) if before >= 0 and folded[before].isalpha() else frozenset()


# candidates (gaps among them) and rule entries of the chosen entry's game among which the other side of a comparison
# is looked for (`search._near_of_game`): of "¿Es lo mismo descartar una carta que mandarla a la caja?", the rule of
# going back to the box comes first and the one of discarding eighth, below the catalog's gaps that hold "descartar";
# the near entries of other readings are the first EVIDENCE_RANKS + 2 candidates only
OTHER_SIDE_REACH = 10
OTHER_SIDE_RULES = 4


class _HeldTogether:
    """The tokens each entry holds (`get`, as `search._HeldTokens`), one entry holding another's too."""

    __slots__ = ("matched", "number", "joined")

    def __init__(self, matched, number: int, joined: set[str]) -> None:
        self.matched, self.number, self.joined = matched, number, joined

    def get(self, number: int, default=()):
        return self.joined if number == self.number else self.matched.get(number, default)


def held_together(matched, numbers: list[int], game_of):
    """`matched` (entry number -> the question's tokens it holds, read by `get`) with the
    first of `numbers` (the first rule entries, best first) holding the
    tokens of the second too, when both are of one game: of "¿qué diferencia
    hay entre las cartas de Trabajo y las de Relación?", the entries of Work
    cards and of Relationship cards answer together, so a known gap of the
    rulebook that holds both words ("how many cards of each type") holds no
    word the answer lacks (`search._known_gap`)."""
    if len(numbers) < 2 or game_of(numbers[0]) != game_of(numbers[1]):
        return matched
    return _HeldTogether(matched, numbers[0], set(matched.get(numbers[0], ())) | set(matched.get(numbers[1], ())))
