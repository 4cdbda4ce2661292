"""The entry whose title says the player has none of what the question says they have none of.

"intern at 0 HAPPINESS chose WORK, we gave him 3 coin anyway", "Si no tengo
HAPPINESS para hacer WORK, ¿igual cobro mis 3 COIN?": the question tells a
case with none of a thing of the game, and among close sibling entries the
one whose title is that case ("WORK with no HAPPINESS left: take 1 COIN
...") answers it, not the general rule of the same action ("WORK: lose 1
HAPPINESS, gain 3 COIN"), which holds the same words and outscores it by
them. A rule entry's title is its case in a line (as rules/asked_in_title.py
reads the kind of answer in it), so only the title is read: a text says
"no" near many things in passing.

What the question has none of (`none_things`): the game's terms within
NONE_REACH words after a word of none ("no", "sin", "without", "zero", "0":
the lexicon's `absence.none`), or right before a 0 ("HAPPINESS 0"). Not
after "not" unless "any" follows (`absence.denied_only`: "can't MOVE my
die" denies a deed), nor after a word of none that is part of a game's
term ("Frustración SIN resolver" is a kind of Frustration). The title says
none of it when a word of none stands within TITLE_REACH words of it (or of
a concept of it). Siblings are entries of one game, kind and part of the
rulebook (a card's entry, "Redeem Bonus: ... no COIN", is not the rule of
having no COIN). Gated on a word of none in the question and a game term
after it, so other questions pay nothing.

A title that says the thing is there already ("Bouncing left on a Track
that ALREADY has a Frustration", "... que YA tiene Frustración": the
lexicon's `had_titles`) is the other case: when no sibling's title says
none of it, the best sibling whose title does not say so goes first ("que
pasa si rebota a la izquierda y no hay ficha de frustracion": the plain
bounce to the left). Tuning list: top-1 15,835 -> 15,838; top-3,
abstention and false abstention unchanged.

Tuning list (TUNE37): top-1 15,827 -> 15,835 of 16,960 (LOOP's WORK with
no HAPPINESS, CoA's non-adjacent location "que no está al lado"); top-3,
abstention and false abstention unchanged. Read from any word of none
after a thing, with any sibling of the game: 8 won and 9 lost (a verb
denied, "sin resolver", event cards), hence the gates above.
"""

from __future__ import annotations

NONE_REACH = 3  # "no TENGO FICHA de FRUSTRACION": the thing after the word of none and a verb or a kind word
TITLE_REACH = 3  # "with NO HAPPINESS left", "DEPLETION: the MATERIAL deck is EMPTY" (as search.GAP_WINDOW)


def none_things(stems: list[str], concepts: list, none: frozenset[str], none_of: frozenset[str],
                denials: frozenset[str], breaks: frozenset[int], generic: frozenset[str]) -> list[int]:
    """The positions of the game's terms the question says a player has none
    of (`concepts`: the game glossary's concepts at each position, `none`:
    the keys of the words of none; not across a clause break)."""
    found: list[int] = []
    for position, stemmed in enumerate(stems):
        if stemmed not in none or any(not concept.startswith("~common:") for concept in concepts[position][0]):
            continue  # (a word of a game's term: "Frustración SIN resolver" is a kind of Frustración, not none)
        after = position + 1
        while after < len(stems) and after not in breaks and stems[after] in none_of:
            after += 1  # ("sin NINGUNA Ficha", "no ANY coin")
        if stemmed in denials and after == position + 1:
            continue  # ("can't MOVE", "NOT adjacent" said so: a deed denied; "don't have ANY" says none)
        while after < len(stems) and after not in breaks and after <= position + NONE_REACH \
                and concepts[after][0] - generic:
            if after not in found:
                found.append(after)
            after += 1
        if stemmed == "0" and after == position + 1 and position and position not in breaks \
                and concepts[position - 1][0] - generic and position - 1 not in found:
            found.append(position - 1)  # ("HAPPINESS 0", none said after it)
    return found


def title_says_none(title_stems: list[str], title_concepts: list, wanted: set[str], wanted_concepts: set[str],
                    none: frozenset[str]) -> bool:
    """Whether a title says a word of none within TITLE_REACH words of a
    thing wanted (its stem, or a concept of it)."""
    nones = [p for p, word in enumerate(title_stems) if word in none]
    if not nones:
        return False
    things = [p for p, word in enumerate(title_stems) if word in wanted or title_concepts[p] & wanted_concepts]
    return any(abs(a - b) <= TITLE_REACH for a in nones for b in things)


def title_says_had(title_words: list[str], title_keys: list[str], wanted: set[str], had: frozenset[str]) -> bool:
    """Whether a title says the thing wanted is there already: a word of
    having it still (`had`, folded: "already", "ya") within TITLE_REACH
    words before it ("a Track that ALREADY has a FRUSTRATION", "que YA tiene
    Frustración"), read in its folded words (a stopword such as "ya" is no
    stem)."""
    marks = [p for p, word in enumerate(title_words) if word in had]
    return any(0 < p - mark <= TITLE_REACH for mark in marks for p, own in enumerate(title_keys) if own in wanted)


def said_none_first(chosen: tuple, judged: list[tuple], says_none, sibling, same_up_to: int) -> tuple:
    """`chosen`, or, when its title does not say the none asked of and
    another judged entry that answers as well (the same reasons up to
    `same_up_to`) and is its sibling does, the best such entry; when none
    does and the chosen's title says the thing is there already, the best
    such sibling whose title does not. `says_none(rank)` is 1 for a title
    that says none of the thing, -1 for one that says it is there already,
    0 else; `sibling(rank, other_rank)`."""
    reasons, rank = chosen[0], chosen[1]
    said = says_none(rank)
    if not reasons[0] or said > 0:
        return chosen
    others = [item for item in judged if item[1] != rank and item[0][:same_up_to] == reasons[:same_up_to]
              and sibling(rank, item[1])]
    fitting = [item for item in others if says_none(item[1]) > 0] or \
        ([item for item in others if says_none(item[1]) == 0] if said < 0 else [])
    return max(fitting, key=lambda item: (item[0], -item[1])) if fitting else chosen
