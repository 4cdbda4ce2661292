"""An overview yields to the rule of its group that a question of one rule asks.

"Am I forced to play a Parent Card if I have no Motivation?", "co-op loop:
how do we lose?", "¿Puedo poner mi Rasgo Mimético sobre una Ficha de Rasgo
que otro jugador ya imitó?". The rulebooks open a group of rules with a
paragraph that introduces it, and the entries follow them: an overview (its
id says so: "parent-card.overview", "coop.overview",
"traits.mimic-overview") and the rules it introduces. The overview names
most of the group's things, so it holds most words of any question about
the group and often scored first; a player who asks one thing of the group
(may I, must I, where, what then) asks the rule that settles it.

`rules/specific_entries.py` moves a detail before its overview while the
search decides, when the detail holds every word of the question the
overview holds; the overview often holds one pair of words more by chance
of the wording ("NOT MOTIVATION" in "I don't have the Motivation Token"),
and the judgement by evidence after it may bring the overview back. This
reading acts last, once what is answered is decided, on the order alone: a
first entry that is an overview goes after the first of the next
SIBLING_RANKS rule entries of its game and kind (play, setup, a mode) that
details it (`specific_entries.details`: "parent-card.overview" ->
"parent-card.play") and scores at least PULL_SHARE of it. Not for a
question that asks the thing as a whole: what it is, what it is for, how it
works, explain it, in short (the search's `overall`), a comparison, and the
phrases of the lexicon's `question_form.whole_asked` ("what changes", "what's
a", "how is it played", "¿qué añade?", "¿qué me da?"): the overview is then
what is asked. Not for an entry that lists its group's rules ("goal.types",
"turn.steps"), nor the game's own overview ("overview.game-end"), whose
details the ids do not tell.

TUNE167: top-1 +16 (19 gained, 3 lost: two labelling disagreements over
co-op hands and the mimic token on one's own tile, and "¿qué tres cosas da
una Carta de Recuerdo?"); top-3, abstention and false abstention unchanged,
the reading never changes what is answered. Measured and dropped: a share
of 0.8 (+15) or 0.75 with three ranks (0: co-op's set-up entry took the
overview's questions); read before the silences, it changed two answers;
with the lists of a group's rules as overviews ("trait-bonus.options"), -26: the
list is what "what are my options" asks.
"""

from __future__ import annotations

from referee.rules.phrase_lists import says_listed
from referee.rules.siblings import stating_sibling_first
from referee.rules.specific_entries import OVERVIEW, details

PULL_SHARE = 0.85  # a detail goes before its overview from this share of the overview's score
SIBLING_RANKS = 2  # rule entries looked at after the first


def asks_whole(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask a group as a whole ("WHAT CHANGES in solo?", "¿CÓMO SE JUEGA?")."""
    return says_listed(folded, lang, "whole_asked")


def is_overview(entry_id: str) -> bool:
    """Whether an entry's id names an overview of a group ("coop.overview", "traits.mimic-overview")."""
    name = entry_id.rpartition(".")[2]
    return name == OVERVIEW or name.endswith("-" + OVERVIEW)


def detail_first(scored: list[tuple[float, int]], id_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first's game that details it
    (`id_of`: number -> entry id) moved first, when the first is an overview
    and the detail scores at least PULL_SHARE of it. None when nothing moves."""
    if len(scored) < 2 or not is_overview(general := id_of(scored[0][1])):
        return None
    return stating_sibling_first(scored, lambda number: details(general, id_of(number)), game_of, PULL_SHARE,
                                 SIBLING_RANKS, may_move)  # (an entry never details itself: the first stays put)
