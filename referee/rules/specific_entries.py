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

A detail the question names goes first too, covering or not, with no ask
needed: a word of the question the detail holds and its overview does not,
which the detail's title or an alias names ("Juego solo contra Rob Bot:
¿qué Fichas de Objetivo me llevo yo?": "Tus Objetivos en solitario", not
"Modo en solitario: juega contra Rob Bot", which holds "Rob Bot" and the
detail does not). The overview is asked for the whole ("what is the solo
mode"), and then the question names nothing of its parts. A word in about a
third of the entries (NAMED_MIN_IDF: "player" from "partner") is named in
some title of any question. Tuning sets: top-1 10,431 -> 10,436 of 11,160
(the solo set-up and end asked in Coming of Age and Adulthood x5, a memory
question closer), nothing lost with the English alias "coop mode" that the
Spanish entry had ("coop loop: can we show each other our hands?" asks the
co-op overview, which held no "coop"); top-3, abstention and false
abstention unchanged. Without the idf floor, 10,435.

A summary goes after the rules it restates (data: the entry's `restates`,
the ids of the entries that state each of its rules in full; the rulebook
sums a moment up before its rules, and the summary entry follows it: "What
unlocks between rounds" restates the new Dice, locations and Mood Track).
A restated rule that holds every word of the question the summary holds
goes first with no ask and no pair more: the summary holds nothing of the
question that rule does not say in full ("q dados tengo en la ronda 2":
the Dice of each round, not the summary). Tuning sets: top-1 11,573 ->
11,578 of 12,360 (Coming of Age: the next Mood Track x3, the Dice of round
2 x2), nothing lost; top-3, abstention and false abstention unchanged. Not
for an entry that is itself the rule of a case besides restating others
("Changing location costs Frustration Tokens" is the adjacent move's rule
and restates the non-adjacent one: 5 won, 13 lost), nor the Personal
Fulfillment Track's summary (1 false abstention more), nor the 9 turns in 4
rounds (2 lost: it is the rule of the game's length, not a summary). The
end of the year's "the next one is prepared", which sums up the steps that
prepare it: 11,582 -> 11,583 (the Bus Stop Tiles' shift).

On the tuning sets: top-1 8,296 -> 8,300 of 8,959 (the bounce to the left
x2, unused event symbols, a public goal two players achieve; nothing lost); top-3, abstention and false
abstention unchanged. With any word more instead of a pair, 8,293: a
single word is what a longer entry holds of any question ("mismo turno"
put the cost of consuming before consuming; "CV" put "Event cards are not
added to the CV" before the event card rule, x4).
"""

from __future__ import annotations

from referee.rules.siblings import close_siblings, covering_siblings, moved_first

OVERVIEW = "overview"  # the name (or the end of the name) of an entry that introduces a group of rules
# the names of entries that list the rules of their group, as an overview does ("goal.types": "The 2 exceptions are
# HOBBY and CURIOSITY"; "trait-bonus.options": draw, play or mimic; "turn.steps"). Not "trigger": the rule that
# starts a moment ("end.trigger") is asked for itself as often as the steps after it (tuning sets: +2 -2 top-1, 1
# abstention lost; +2 -1 top-1 and the same abstention lost when a "when" question keeps it first)
LISTING_NAMES = frozenset({"types", "options", "sources", "phases", "steps"})
SPECIFIC_ASKS = frozenset({"?when", "?may", "?num", "?who", "?gain"})  # the intents that ask one rule of a group
# a word of the question that names a detail past its overview is rarer than the words in about a third of the
# entries ("player", "card", "jugador": idf below 1.0), which a detail's title holds of any question
NAMED_MIN_IDF = 1.0


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
    restated = lang_index.docs[scored[0][1]].entry.restates
    if restated:  # a summary yields to the rule it restates whenever that rule holds the question as it does
        for rank, number, _, _ in covering_siblings(scored, matched, lang_index, modes, weak):
            if lang_index.docs[number].entry.id in restated:
                return moved_first(scored, rank)
    general = lang_index.docs[scored[0][1]].entry.id
    overview = _group_and_name(general)[2]
    one_rule_asked = overview and bool(SPECIFIC_ASKS & set(intents))
    for rank, number, own, theirs in covering_siblings(scored, matched, lang_index, modes, weak):
        if details(general, lang_index.docs[number].entry.id) and (one_rule_asked or any(
                "_" in token and not token.startswith("~") for token in theirs - own)):
            return moved_first(scored, rank)
    if overview:
        for rank, number, own, theirs in close_siblings(scored, matched, lang_index, modes):
            detail = lang_index.docs[number]
            if details(general, detail.entry.id) and _names_more(
                    {token for token in theirs - own if lang_index.idf.get(token, 0.0) >= NAMED_MIN_IDF}, weak,
                    detail.fuzzy_keys):
                return moved_first(scored, rank)
    return scored


def _names_more(extra, weak, named) -> bool:
    """Whether `extra` (the question's tokens a detail holds and the overview
    before it does not) holds a word of the question that the detail's title
    or an alias names (`named`: their stemmed words, space-joined): the
    detail the question asks, which the overview only introduces."""
    words = {word for key in named for word in key.split()}
    return any("_" not in token and token not in weak and token in words for token in extra)
