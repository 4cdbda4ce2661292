"""Idioms: fixed phrases whose words say how or why a thing is asked, never
what it is about ("WHAT'S THE POINT OF sliding a card out", "wait AND SEE
where the others go", "keep THE REST", "POR LAS DUDAS", "para sacármela DE
ENCIMA").

Read word by word, "point", "see", "rest", "dudas" look like topics the
answering entry lacks, and `ask` said the rulebook is silent on questions
whose first entry answers them (blind20 and blind27 "whats the point of
...", blind16 "... keep the rest?", blind21 "can i wait and see ..."). An
idiom is the player's wording, as the formulas of asking are (lexicon
`question_form.discourse`), so the search reads their positions the same
way: a word inside one is never an uncovered topic, while a word the entry
holds stays covered and still ranks.

The phrases are each language's lexicon list `question_form.idioms` (a class
of words, both languages); only whole phrases count, so "the POINTS of the
track" or "mover a la derecha" are read as before. "On purpose" / "a
propósito" is no idiom here: doing a thing by choice is what "can I discard
an active card on purpose?" asks (blind8, blind13: the rule says when a card
must be discarded, not whether one may be by choice), so reading it as
wording lost two abstentions for one answer.

Counts on the tuning sets (+blind26, blind27): 4 false abstentions answered
(blind16 "keep the rest", blind20 and blind27 "whats the point of", blind21
"wait and see"; one of them also top-1 and top-3), abstention unchanged.
A player's plight or share told so ("am I OUT OF LUCK?", "anything bad for
me IN PARTICULAR?", "en particular", "en concreto"): TUNE45 false
abstention 469 -> 467 (blind93, blind70), the other figures unchanged.
What a die or a card shows ("a die that CAME UP bad luck"): 467 -> 466
(blind44); the questions where a card came up and that abstain miss other
words.

Players who are stuck (round stuck, blind118) tell their aim and their
plight in idioms too: the aim of an act asked leave for ("can I reroll that
die TO GET RID OF IT?": the rule of rerolling answers, not one of
discarding; "can I get rid of a card?" keeps discarding as the act asked),
escaping what a rule imposes ("¿ME LIBRO DE algún modo de perder una
carta?", where "libro" read as the rulebook), the score told with football
("Rob me está ganando POR GOLEADA"), and a moment inside a round or a turn
("the market is empty HALFWAY THROUGH THE ROUND", where "halfway through"
alone is a player leaving mid-game, a common topic). On blind118: 4 false
abstentions answered; TUNE121: blind85 "¿... también me libro de la
condición especial?" answered too, nothing else moved.

Players asking when (round timing) put the order and the moment in idioms:
the reverse of an order offered ("the bonus first and then the Memory, OR
THE OTHER WAY ROUND?", "O AL REVÉS", "vice versa"), where "round" read as
the game's round, and the present moment ("does the game end AT THAT
MOMENT?", "EN ESE MOMENTO", "RIGHT NOW", "AHORA MISMO"), where "moment" was
a topic no rule holds: "If my markers cross, does the game end at that
moment?" was refused beside the rule that play finishes the round. TUNE125
on wave2base: nothing moved (its questions of these words miss other words
or were answered already); the words of asking now that rank the rule of
when are rules/moments.py's, read on the words as written, not here.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import phrase_positions, question_form_reach


@lru_cache(maxsize=4)
def _idioms(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded idioms of `lang` and their `first_word_reach`."""
    return question_form_reach(lang, "idioms")


def idiom_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the question's words (folded, as read) that make up
    an idiom of `lang`: how the player puts it, never a topic. Empty for a
    question without a word an idiom starts with (most: a set look-up)."""
    phrases, reach = _idioms(lang)
    if reach.keys().isdisjoint(folded):
        return set()
    return phrase_positions(folded, phrases, reach)
