"""Playing a thing on another player, answered by the rule of what targets whom.

"The Lawyer just REJECTed a FAVOUR I PLAYED ON SOMEONE ELSE. Can he do
that?", "¿Puede Rechazar un Favor que JUGUÉ SOBRE OTRO JUGADOR?". Players
say whom a card is aimed at by the act and the person ("played on someone
else", "played on another player", "jugado a otro jugador"); the rulebook
says it of the card: "REJECT a FAVOUR, even one that is NOT TARGETING
YOU", "aunque no vaya DIRIGIDO a ti", "put it into your TARGET's AREA".
Read word by word, "played" and "else" were topics such a rule does not
hold, and `ask` said the rulebook was silent beside the rule that answers.

The reading: a verb of playing (`question_form.aimed_verbs`: "played",
"jugué"), right after it a word of aim (`aimed_links`: "on", "at",
"sobre", "a"), then within two words a word of the others
(`aimed_others`: "else", "another", "other", "otro", "alguien"): those
words are covered by an entry one of whose sentences holds a word of
targeting (`aimed_rule`: "target", "targeting", "dirigido"). Only then:
a rule that never says whom a thing targets still misses them. Gated on a
set look-up of the verbs: other questions pay nothing.

A rule of whom a thing targets speaks of the other players, too, for a
thing asked of as another's (rules/others_things.py: "target", "dirigido"
in `others_rule_alone`), and the catalog's gap of when the Lawyer may
object no longer holds, as an alias, the case the rule settles ("lawyer
rejects a favour played to someone else").

Tuning sets (TUNE43, round inter2), the three together: false abstention
453 -> 449, top-1, top-3 and abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set
from referee.rules.unstated_specifics import entry_tells

OTHERS_REACH = 2  # words after the word of aim a word of the others may stand ("on SOMEONE ELSE", "sobre OTRO")


def aimed_words(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is part of a thing played on another
    player ("PLAYED on someone ELSE"): the verb and the words of the others. Empty when the question holds no
    verb of playing (most questions: a set look-up) or none aimed at another player."""
    verbs = question_form_set(lang, "aimed_verbs")
    if verbs.isdisjoint(folded):
        return []
    links, others = question_form_set(lang, "aimed_links"), question_form_set(lang, "aimed_others")
    marked: set[int] = set()
    for position, word in enumerate(folded):
        if word in verbs and position + 1 < len(folded) and folded[position + 1] in links:
            reach = range(position + 2, min(position + 2 + OTHERS_REACH, len(folded)))
            told = [place for place in reach if folded[place] in others]
            if told:
                marked.update((position, *told))
    if not marked:
        return []
    return [place in marked for place in places]


def tells_target(number: int, lang_index: LangIndex) -> bool:
    """Whether a sentence of entry `number` says whom a thing targets ("even one that is not targeting you",
    "aunque no vaya dirigido a ti"); worked out once per entry."""
    return entry_tells(number, lang_index, "aimed_rule")
