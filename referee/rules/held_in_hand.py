"""The hand told as where one's cards are: a place, not a topic, when the rule answers the act.

"Can I still play cards FROM MY HAND in the last round?", "do icons on cards
IN MY HAND count?", "¿cuántas Fichas de Objetivo puedo sacar DE LA MANO para
puntuar?": players of any card game name the hand as the place their
unplayed cards are. The rule of the act (play on until everyone has had the
same turns, the icons of your tableau count, one Goal per Trait played)
answers without saying "hand": a rulebook says "play a card", "the cards
you hold", "your Values face down". Yet "hand" is a glossary term of some
games (Adulthood's and CV's "cards in hand") and so a topic everywhere
(`search._evidence`), and the right rule was said to be silent.

The reading, of the first entry only and only when the search judged it
not to answer: the hand said after a word that places a thing in or out
of it and an owner or article (`[question_form] held_links`, `held_owners`,
`held_hands`: "in my hand", "from your hand", "de la mano", "a mi mano"),
each time the question says it, not offered as one side of a choice ("¿a
la vista o EN LA MANO?": the place asked), not in a question that asks a
count of what is in the hand (its size is a limit: "how many can I have
IN my hand?" stays a topic; "how many Goals can I play FROM my hand?"
counts the Goals); every topic the entry lacks is such a hand, and the
entry covers another topic and at least half the words of the sentences
that ask (`ASKED_SHARE`: the rule speaks of the ask, not only of a story
told before it). Then the hand is no topic, and the entry is judged
again. "Show my hand", "my hand limit", "5 in hand" (no owner: a count
held) keep it a topic.

Cheap: one pass over the question's words, only for a first entry judged
silent. Round jargontwo, TUNE179: false abstention 969 -> 963 (Adulthood,
Coming of Age), top-1, top-3 and abstention unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import intents, question_form

COUNT_INTENT = "?num"  # the question asks how many (search's intents)
# the least share of the words of the sentences that ask (not a story told before them) the entry covers, the hand
# counted: below it, the hand may be what tells the question from the rule ("A Life Event makes me Grown Up. Can I
# still play a Grown Up card from my hand that same turn?" beside the rule of the Life Event spaces: 3 of 8)
ASKED_SHARE = 0.5
CONTEXT = -1  # (search.CONTEXT: a word of a statement before the ask)


@lru_cache(maxsize=4)
def _held(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The links, owners and words of the hand of `lang` (`[question_form] held_*`), as sets."""
    form = question_form(lang)
    return (frozenset(form.get("held_links", ())), frozenset(form.get("held_owners", ())),
            frozenset(form.get("held_hands", ())))


def hands_held(said: list[str], lang: str) -> frozenset[str]:
    """The folded words of the hand (`held_hands`) that the folded words `said` tell only as where one's
    cards are ("in my hand"), when every time they say them they do so; empty otherwise."""
    links, owners, hands = _held(lang)
    found = [n for n, word in enumerate(said) if word in hands]
    if not found or not all(n > 1 and said[n - 1] in owners and said[n - 2] in links for n in found):
        return frozenset()
    offered = frozenset(question_form(lang).get("alternatives", ()))
    if any(word in offered for word in said[:found[-1]]):
        return frozenset()  # ("¿a la vista o las guardo EN LA MANO?": the hand offered as a choice is the place asked)
    return frozenset(said[n] for n in found)


def _ask_covered(evidence: tuple, clauses: Sequence[int]) -> bool:
    """Whether the entry covers at least `ASKED_SHARE` of the words (not numbers) of the sentences that ask
    (`clauses`, per word of `evidence`: its sentence, CONTEXT for a statement before the ask)."""
    asked = [covered for n, (word, _, covered) in enumerate(evidence)
             if not word.isdigit() and (len(clauses) != len(evidence) or clauses[n] != CONTEXT)]
    return bool(asked) and sum(asked) >= ASKED_SHARE * len(asked)


def _counted_in(said: list[str], lang: str) -> bool:
    """Whether the folded words `said` say the hand after a link that holds a thing in it (`held_counted_links`:
    "in my hand", "en la mano"), whose count a question of how many asks; not out of it ("sacar DE la mano")."""
    inside = frozenset(question_form(lang).get("held_counted_links", ()))
    hands = _held(lang)[2]
    return any(word in hands and n > 1 and said[n - 2] in inside for n, word in enumerate(said))


def held_answers(said: list[str], lang: str, clauses: Sequence[int], evidence: tuple,
                 answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the hand told as where one's
    cards are read as no topic, when every topic the entry lacks is such a
    hand, the entry covers another topic and half the asking sentences'
    words (`clauses`: the sentence of each word of `evidence`), and the
    question asks no count of what is in the hand; as judged otherwise.
    `said` is the question's folded words. Returns (answered, missing,
    evidence)."""
    lacking = lacking_only_among(evidence, lambda: hands_held(said, lang))
    if not lacking:
        return (*judged, evidence)
    if not any(topic and covered for _, topic, covered in evidence) or not _ask_covered(evidence, clauses):
        return (*judged, evidence)
    if COUNT_INTENT in intents(said, lang) and _counted_in(said, lang):
        return (*judged, evidence)  # ("how many can I have IN MY HAND?": the hand's size asked)
    return judged_without(evidence, lacking, answers)
