"""A count the player already holds, and the rule of the limit at that count.

"If I ALREADY have 2 REPUTATION and ACCEPT a SHARE, do I gain anything?",
"YA tengo 5 en la mano y me juegan un FAVOUR, ¿lo tengo que coger igual?".
The player tells that they stand at a number and asks what the rules do
there: that is the edge of a limit ("You can hold at most 2 REPUTATION; at
2 you may still ACCEPT FAVOUR but gain no more", "a hand limit of 5"). The
general rule (what accepting gives; how a FAVOUR is played) holds the
question's other words and came first. A shortlisted entry that states a
limit (the common concept `limit`: "at most", "max", "como mucho") and holds
the number told is raised by ALREADY_HELD_FACTOR.

The form: a number (digits or a number word: "one" too, "a track that
already has a flipped ONE") at most `reach` words from a word of the
lexicon's `already_held.words` ("already", "ya"); or at most `reach` words
after a word of having (`held`: "I HAVE 7 dice", "TENGO 7 dados") when the
question asks for more too (`more`: "a card would give me ANOTHER one",
"una carta me daría 2 MÁS"; not after an article, `more_not_after`:
"pago la que tengo y saco CREDIT CARD por LA OTRA" is the other one): a
count held and one more asked is the edge of the limit as much as
"already" is. Told with "have" alone ("I have 3
COIN, what can I buy?") a count is the scene, and raises nothing: with
"have" and "tengo" read as "already" on the questions of held counts,
top-1 gained 2 and lost 2 ("Tengo 2 REPUTATION ... ¿Puedo cambiar?").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, lexicon_table, words
from referee.rules.triggers import triggered_by

# Tuning list TUNE26 (after rules/ranges_asked.py): 1.1 moved 6 questions to top-1 (2 REPUTATION x4, 5 FAVOUR in
# hand, a track that already has one Frustration) and lost 1 (4 Presences, already a false abstention), one
# unanswerable question (the CV purchase limit of 2) no longer abstains
ALREADY_HELD_FACTOR = 1.1


@lru_cache(maxsize=None)
def _lexicon(lang: str) -> tuple[frozenset[str], int, frozenset[str], frozenset[str], frozenset[str]]:
    """`lang`'s words of "already", how far from one the number may be, the words of having and of more, and the
    words after which a word of more is none ("LA otra": the other one)."""
    table = lexicon_table(lang, "already_held")
    return (frozenset(table.get("words", ())), int(table.get("reach", 0)), frozenset(table.get("held", ())),
            frozenset(table.get("more", ())), frozenset(table.get("more_not_after", ())))


@triggered_by(lambda lang: ((word,) for word in _lexicon(lang)[0] | _lexicon(lang)[2]), absent=frozenset())
def counts_held(query: str, lang: str) -> frozenset[str]:
    """The numbers (as keys: "two" is "2") a question tells the player already holds: near a word of "already",
    or after a word of having when the question asks for more too ("i HAVE 7 dice and a card would give me
    ANOTHER one")."""
    already, reach, held, more, not_after = _lexicon(lang)
    folded = words(query)
    places = [i for i, word in enumerate(folded) if word in already]
    near = {j for i in places for j in range(max(0, i - reach), min(len(folded), i + reach + 1))}
    if any(word in more and not (n and folded[n - 1] in not_after) for n, word in enumerate(folded)):
        near |= {j for i, word in enumerate(folded) if word in held for j in range(i + 1, min(len(folded), i + reach + 1))}
    return frozenset(value for j in near if (value := key(folded[j], lang)).isdigit())


def held_factor(states_limit: bool, held: frozenset[str], counts: frozenset[str]) -> float:
    """ALREADY_HELD_FACTOR for an entry that states a limit and holds
    (`held`: its tokens) one of the counts told, 1.0 for the others."""
    return ALREADY_HELD_FACTOR if states_limit and not held.isdisjoint(counts) else 1.0
