"""The specific entry before the general one it details, when it holds the case the question tells.

"What happens if I must move a Mood Counter left and it is already on the
last space?", "event card symbols I didn't use - do they stay for later?".
The rulebooks state a rule, then its case or exception in the next
paragraph ("Bounce" then "Bounce to the left"; "Events" then "Unused event
symbols"), and the entries follow them. The general entry is shorter and
its title echoes the question's nouns, so it scored first, while the
question, worded by a player checking an edge case, asks the case.

The entries' ids say which entry details which (they are shared by every
language of a game): `end.depletion-penalty` details `end.depletion`,
`bounce.left` details `bounce.overview`, `trait-bonus.mimic-once` details
`traits.mimic-overview`. When the first entry is such a general entry and a
close sibling (rules/siblings.py: same game and kind, within
SIBLING_MARGIN, holding every word of the question the first holds, weak
words such as "cumplir", "otro", "mismo" aside) details
it and holds two words of the question side by side that the first does
not hold together, the sibling goes first: it speaks of everything the
general rule speaks of for this question, and of the case asked. Not
when the question asks what a thing is ("what does bouncing mean"): the
general entry is what is asked.

An overview (its id says so: "coop.overview", "traits.mimic-overview")
introduces a group, and a question that asks one rule of the group (when,
may, how many, who, what one gets: SPECIFIC_ASKS, the question's intent
tokens) is asked of the entry that details it, not of the introduction:
"En Loop cooperativo, ¿cuándo se termina la partida?" is answered by
`coop.end`, which holds every word of the question `coop.overview` holds;
no pair more is needed there. Measured on the tuning sets: top-1 9,095 ->
9,097 of 9,759 (that question and "¿puedo ponerle una Ficha de Rasgo
Mimético al rasgo de otro...?"); top-3, abstention and false abstention
unchanged. Without the ask (any question but "what is"), 9,094: "en loop
competitivo, ¿qué se añade al básico?" asks the overview. The detail also
preferred in `search._best_covering` when judged alike (a last reason)
lost 2 top-1 and added 4 false abstentions: a detail that does not hold
the whole question then came first and abstained. An entry named as a
list of its group's rules (LISTING_NAMES: "goal.types", "trait-bonus.options")
introduces it as an overview does: top-1 9,097 -> 9,098 ("after my fourth
Trait Tile ..., can later Trait Bonuses still be used to place Mimic Trait
Tokens?" gets the mimic rule, not the three options), nothing else moved.

On the tuning sets: top-1 8,296 -> 8,300 of 8,959 (the bounce to the left
x2, unused event symbols, a public goal two players achieve; nothing lost); top-3, abstention and false
abstention unchanged. With any word more instead of a pair, 8,293: a
single word is what a longer entry holds of any question ("mismo turno"
put the cost of consuming before consuming; "CV" put "Event cards are not
added to the CV" before the event card rule, x4).
"""

from __future__ import annotations

from referee.rules.siblings import covering_siblings, moved_first

OVERVIEW = "overview"  # the name (or the end of the name) of an entry that introduces a group of rules
# the names of entries that list the rules of their group, as an overview does ("goal.types": "The 2 exceptions are
# HOBBY and CURIOSITY"; "trait-bonus.options": draw, play or mimic; "turn.steps"). Not "trigger": the rule that
# starts a moment ("end.trigger") is asked for itself as often as the steps after it (tuning sets: +2 -2 top-1, 1
# abstention lost; +2 -1 top-1 and the same abstention lost when a "when" question keeps it first)
LISTING_NAMES = frozenset({"types", "options", "sources", "phases", "steps"})
SPECIFIC_ASKS = frozenset({"?when", "?may", "?num", "?who", "?gain"})  # the intents that ask one rule of a group


def _group_and_name(entry_id: str) -> tuple[str, str, bool]:
    """("traits", "mimic", True) for "traits.mimic-overview": the id's group,
    its name without the overview mark, and whether it is an overview (a
    list of its group's rules, "goal.types", is one too)."""
    group, _, name = entry_id.rpartition(".")
    if name == OVERVIEW or name in LISTING_NAMES:
        return group, "", True
    if name.endswith("-" + OVERVIEW):
        return group, name[: -len(OVERVIEW) - 1], True
    return group, name, False


def details(general_id: str, other_id: str) -> bool:
    """Whether entry `other_id` details entry `general_id` of the same game:
    its name extends the general one's in the same group ("end.depletion" ->
    "end.depletion-penalty"), it is of the group an overview introduces
    ("bounce.overview" -> "bounce.left"), or it is named after what an
    overview of a thing introduces ("traits.mimic-overview" ->
    "trait-bonus.mimic", "trait-bonus.mimic-once")."""
    group, name, overview = _group_and_name(general_id)
    other_group, other_name, other_overview = _group_and_name(other_id)
    if other_overview or other_id == general_id:
        return False
    if overview and not name:
        return other_group == group
    if overview and other_name == name:
        return True
    return (overview or other_group == group) and other_name.startswith(name + "-")


def specific_first(scored: list[tuple[float, int]], matched, lang_index, modes=None, weak=frozenset(),
                   intents=()) -> list[tuple[float, int]]:
    """`scored` (value, document number, best first) with the first close
    sibling that details the first entry (`details`) and holds two
    neighbouring words of the question side by side that the first does not
    hold together ("a la izquierda ... la última casilla": the case told in
    the question's words) moved to the front. A single word more is no such
    reason: a longer entry holds more words of any question ("same" in "how
    many activities can I consume in the same turn" is not what the cost of
    consuming is about; the game's name "CV" in "Event cards are not added
    to the CV"). When the first is an overview and `intents` (the
    question's intent tokens) ask one rule of its group, a sibling that
    details it goes first with no pair more. `matched` and `modes` as for
    `siblings.asked_form_first`; `weak`: the question's weak words, which
    the sibling need not hold."""
    if not scored or scored[0][1] >= lang_index.gap_start:
        return scored
    general = lang_index.docs[scored[0][1]].entry.id
    one_rule_asked = _group_and_name(general)[2] and bool(SPECIFIC_ASKS & set(intents))
    for rank, number, own, theirs in covering_siblings(scored, matched, lang_index, modes, weak):
        if details(general, lang_index.docs[number].entry.id) and (one_rule_asked or any(
                "_" in token and not token.startswith("~") for token in theirs - own)):
            return moved_first(scored, rank)
    return scored
