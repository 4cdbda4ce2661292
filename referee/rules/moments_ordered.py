"""Two moments set against each other: the entry that puts them in order comes first.

"Do I roll first and then pick my cards, OR do I pick before rolling?",
"does the bad luck phase come BEFORE OR AFTER I buy?", "¿Primero va el
paso A y DESPUÉS el B, O puedo hacer el Recuerdo antes?", "¿robo ANTES de
jugar O DESPUÉS?". A player who names two moments and asks which comes
first knows both things (rolling and choosing, the two steps of a bus
stop); the rulebook answers with the entry that sets them in order: the
list of the turn's phases ("The five phases of a turn: 1. Roll the Dice,
2. Select Cards, ..."), a title that states an order ("Order of phase 1:
choose, change, fulfil, then retrieve", "pink, then orange, then blue").
Before this, the entry about one of the two things came first: it holds
the question's words, and the order is a word or two that every entry of a
turn holds as well.

The question offers an order when it holds a phrase of two sides
(`question_form.order_asked`: "before or after", "which comes first",
"antes o después"), the two sides split around the step ordered
(rules/step_order.py `split_order`: "BEFORE I take my salary OR AFTER"), or
a sequence proposed and its other way offered (`proposed_order`: a word of
first, a word of then within THEN_REACH words and an "or" within OR_REACH
words after it: "roll FIRST AND THEN pick cards, OR ...", "¿PRIMERO va el
paso A y DESPUÉS el B, O ...?"). These are the words step_order.py reads
to judge whether the first entry answers; this module only reorders an
answered result. The entry moved first is the first of the next
SIBLING_RANKS entries of the first entry's game whose title lays the turn
out or says it gives an order (rules/sequence.py `gives_order`) or states
an order (rules/order_asked.py `states_order`), when it scores at least
PULL_SHARE of the first, and the first's title states none and is no
numbered or lettered step (its place in the sequence answers already). The
check is a set look-up of the question's words: most questions hold none.

It reorders only once the silences have judged the first entry (search's
step after rules/silences.py): moved before them, the list of CV's phases
went first for "¿en qué momento se aplica la ayuda de una carta de Salud:
antes de contar los símbolos o después de perder la carta?", an order
inside the Bad Luck phase that the list does not give, and answered it
(abstention -1 on the 21 sets of order misses). Round timing, TUNE177
(173 sets): top-1 31,843 -> 31,846 of 34,560 (blind120's two orders of
Coming of Age's phase 1, "Order of phase 1: choose, change, fulfil, then
retrieve"; blind174's "roll first and then pick cards, or ...", CV's five
phases), top-3, abstention and false abstention unchanged; the check sets
unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import order_asked, sequence, step_order
from referee.rules.normalize import question_form
from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.6  # an entry that sets the moments in order goes first from this share of the first entry's score
SIBLING_RANKS = 4  # ... from this many rule entries after the first
THEN_REACH = 6  # the words after a word of first within which its "then" stands ("PRIMERO tiro los dados y DESPUÉS")
OR_REACH = 6  # the words after the "then" within which the "or" of the other way stands


@lru_cache(maxsize=8)
def _proposal_words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words of first and of "or" of `lang` (step_order's lexicon fields of a split order), and of then
    (`order_proposed_then`)."""
    form = question_form(lang)
    return (frozenset(form.get("order_split_first", ())), frozenset(form.get("order_proposed_then", ())),
            frozenset(form.get("order_split_or", ())))


def proposed_order(folded: list[str], lang: str) -> bool:
    """Whether folded words propose a sequence and offer its other way: a
    word of first, a word of then within THEN_REACH words after it and an
    "or" within OR_REACH words after that ("roll FIRST and THEN pick cards,
    OR ..."). A set look-up of the words of first first: most questions hold
    none."""
    firsts, thens, ors = _proposal_words(lang)
    if firsts.isdisjoint(folded):
        return False
    for position, word in enumerate(folded):
        if word not in firsts:
            continue
        then = next((at for at in range(position + 1, min(len(folded), position + 1 + THEN_REACH))
                     if folded[at] in thens), None)
        if then is not None and any(folded[at] in ors
                                    for at in range(then + 1, min(len(folded), then + 1 + OR_REACH))):
            return True
    return False


def asks_between(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words set two moments against each other
    ("before or after", "BEFORE I buy OR AFTER", "first and then ..., or")."""
    return says_listed(folded, lang, "order_asked") or step_order.split_order(folded, lang) is not None \
        or proposed_order(folded, lang)


def sets_in_order(title: str, lang: str) -> bool:
    """Whether an entry's title lays the turn out or gives an order of a part of play."""
    return sequence.gives_order(title, lang)


def ordering_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the entry that
    sets the moments in order moved first (see the module's docstring);
    None when nothing moves."""
    if not scored:
        return None
    title, lang = title_of(scored[0][1])
    if step_order._titled_step(title, lang):
        return None
    return stating_sibling_first(scored, lambda number: sets_in_order(*title_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)
