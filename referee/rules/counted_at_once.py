"""A phrase of timing beside a count of things asks how many at once.

"Can two cards in the same stack be active AT THE SAME TIME?", "can one
activity count for two different goals AT THE SAME TIME?", "¿pueden estar
activas dos cartas de la misma pila AL MISMO TIEMPO?". The question counts
things (two cards, two goals) and asks whether they may all hold together:
how many at once, which the rule that says "only the top card is active"
or "one activity may serve two goals" answers without a word of time. Read
as the notion of doing things simultaneously, "time" / "tiempo" was a word
the entry had to hold, and `ask` said the rulebook was silent beside the
rule that answers (search._evidence drops the phrase's topic already when
the question asks "how many"; this is the same ask, put by a count).

Not a count of players ("can TWO PLAYERS take their turns at the same
time?", "¿tiran los DOS JUGADORES a la vez?"): players acting together is
the simultaneity the rules of turn order speak of, and it stays a topic;
nor a player count ("with 3 players"); nor a phrase set against another
way of doing the thing ("can I toss two coins at the same time INSTEAD of
one coin twice?", "... OR one after the other?", lexicon
`question_form.at_once_against` and the question's alternatives): the
manner is then what is asked. Cheap: read only when the question holds a
phrase of timing (lexicon `question_form.timing`).

On the tuning sets (TUNE139, round fabst42): 2 false abstentions fewer, no
other measure moved; without the words set against, one unanswerable
question was answered ("toss two coins at the same time instead of one coin
twice?").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form

COUNT_REACH = 2  # the words after a number that may name what it counts ("two DIFFERENT GOALS")


@lru_cache(maxsize=4)
def _against(lang: str) -> frozenset[str]:
    """The words that set a phrase of timing against another manner (lexicon `question_form.at_once_against`)."""
    return frozenset(question_form(lang).get("at_once_against", ()))


def counts_things(stems: list[str], timing: list[bool], players: frozenset[str],
                  player_counts: frozenset[str], weak: frozenset[str], surface: list[str] = (),
                  lang: str = "en", alternatives: bool = False) -> bool:
    """Whether the question counts two or more things outside its phrases of
    timing (`timing`, one flag per stem): a number of 2 or more, not a count
    of players, followed within COUNT_REACH words by no word of a player;
    never when the question offers alternatives or sets the phrase against
    another manner (a word of `at_once_against` in `surface`, outside the
    phrase of timing)."""
    if not timing or not any(timing) or alternatives:
        return False
    against = _against(lang)
    if any(word in against and not timing[n] for n, word in enumerate(surface)):
        return False
    for position, stemmed in enumerate(stems):
        if not stemmed.isdigit() or int(stemmed) < 2 or timing[position] or stemmed in player_counts:
            continue
        after = [word for word in stems[position + 1:position + 1 + COUNT_REACH] if word not in weak]
        before = stems[position - 1] if position else ""
        if after and not any(word in players for word in after) and before not in players:
            return True
    return False
