"""The case asked after a quoted rule, which no rule of the game speaks of.

A player who quotes a rule and then asks of a case ("A Life Event is resolved
'at the end of their turn'. If the one I draw HANDS me a card, can I play it
right then, or does it wait for STEP 3 of my NEXT TURN?", "Pone que al final
del año se reponen las ubicaciones... Si el MAZO ya no da para todas, ¿qué
hacemos con las Fichas de MOTIVACIÓN?") has read the rule already: the quote
is what they were told, the case after it is what they ask. The entry that
holds the quote is the rule the case is checked on, so the case's words are
details of it (rules/quotes.py `passage_checked`): "'Spend 4 time to earn 1
money'. can I use ENERGY tokens for some of the 4 time?" is answered by that
rule together with the one that lets energy stand in for time.

That reading goes too far when the case's words, which the quoted entry
lacks, are spoken of together by no other rule of the game either: then no
rule combines with the quoted one to settle the case, and the rulebook is
silent on it, however closely the quote matches. A careful reader checks
that some rule says something of the case before calling it answered. So
the topics after the passage that the passage reading made details stay
topics (missing from the entry) when no other rule entry of the same game
holds all of them:

* only the words after the last word of the passage are the case (a
  question that asks first and quotes after, "can I make friends through
  their die? The rule only talks about 'a player who has a Presence'", brings
  the quote as its evidence);
* only words the game's rulebook uses: a word no rule of the game knows (a
  "leader", "in practice", "la hoja") is how the player puts it, which the
  passage reading rightly leaves a detail;
* of two things offered as a choice ("¿puedo jugar con la Waitress O el
  Lawyer?") each is looked up without the other: the rule of either one
  settles it.

TUNE185, round quoteabst: abstention +3 (blind180), nothing else moved on the
816 questions of the tuning and check lists that quote or retell a rule.
"""

from __future__ import annotations

from collections.abc import Callable


def case_positions(before: tuple, after: tuple, quoted: list[bool], known: Callable[[int], bool]) -> list[int]:
    """The positions of the topics of the case asked after the passage
    (`quoted`) that the passage reading made details: a topic in `before`
    (the evidence before that reading), none in `after`, past the last word
    of the passage, and a word the game's rulebook uses (`known`)."""
    last = max((position for position, inside in enumerate(quoted) if inside), default=len(quoted))
    return [position for position in range(last + 1, len(after))
            if before[position][1] and not after[position][1] and known(position)]


def unsettled_case(before: tuple, after: tuple, quoted: list[bool], stems: list[str],
                   alternatives: dict[int, int], known: Callable[[int], bool],
                   held_elsewhere: Callable[[frozenset[str]], bool]) -> tuple:
    """The evidence `after` (`(word, topic, covered)` per question word, once
    the entry was read as holding the quoted passage), with the case's words
    (`case_positions`) topics again when no other rule entry of the game
    holds all of them (`held_elsewhere`, given their stems); of two things
    offered as a choice (`alternatives`, position -> the other side), each
    side is looked up without the other."""
    case = case_positions(before, after, quoted, known)
    if not case:
        return after
    asked = frozenset(stems[position] for position in case)
    others: dict[int, set[int]] = {}
    for side, other in alternatives.items():
        others.setdefault(side, set()).add(other)
        others.setdefault(other, set()).add(side)
    readings = {asked - frozenset(stems[other] for other in others.get(position, ())) for position in case}
    if any(reading and held_elsewhere(reading) for reading in readings):
        return after
    kept = set(case)
    return tuple((word, True, covered) if position in kept else (word, topic, covered)
                 for position, (word, topic, covered) in enumerate(after))


def held_by_other_rule(numbers_of: Callable[[str], object], stems: frozenset[str], number: int, gap_start: int) -> bool:
    """Whether a rule entry other than `number` (numbers below `gap_start`:
    not a known gap) holds every stem of `stems`; `numbers_of` gives the
    entry numbers of the game that hold a stem (its posting list's numbers,
    or None)."""
    together: set[int] | None = None
    for stemmed in stems:
        numbers = numbers_of(stemmed)
        held = {other for other in (numbers if numbers is not None else ()) if other < gap_start and other != number}
        together = held if together is None else together & held
        if not together:
            return False
    return bool(together)
