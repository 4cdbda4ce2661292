"""The words of asking what comes next ("now what?", "what's next?", "¿y ahora qué toca?").

A player lost in the flow of play says where they are and asks what to do
now: "drew my FAVOUR, NOW WHAT?", "no misfortune this turn, WHAT'S NEXT?",
"Ya robé, ¿Y AHORA QUÉ TOCA?". The content words of that formula ("now",
"next", "ahora", "toca", "sigue") name no thing of the game: they ask for
the next step, which the rule of the step told answers. Yet catalog gaps
hold those everyday words in their own sense ("... and we only noticed
NOW", "a misfortune NEXT turn"), and `search._gap_holds_more` took such a
word for something the gap holds beyond the rule, so the gap was told as
the question and the rulebook's answer was withheld (the blind90 set: 5 of
its 17 false abstentions; `missing now`, `missing next`, `missing ahora`).

Here the positions of the question's folded words inside such a formula
(`question_form.next_asked`), found only when a word that opens one is in
the question (a set look-up, so the other questions pay nothing): a gap's
word said only there is how the player asks, never more than the rule.
The ranking of these questions is left as it is.

Nor is a word said only inside such a formula a topic the rule must hold
(`unasked_next`): "end of the year and I still have dice next to my board,
what do we SET UP before NEXT year?" had the year's refill of Memory Cards
first and abstained on "set" (English formulas of asking what is set up or
prepared for the next: "what do we set up before next", "what do we prepare
for the next", as the Spanish "qué preparamos"). TUNE39: top-1 16,170,
top-3 17,072 and abstention 2,853 unchanged, false abstention 424 -> 423
(blind90 only).

The words that say the step is done, in a question that asks what comes
next (`done_said`: "placed ALL MY time meeples, now what?"), are how the
player tells where they are as well, and a gap's word or pair of words
("all", "all time", "placed all") is no more than the rule when each of its
words is said only there or held by the rule: the gap "What if I can't or
don't want to place all my Time?" was told as the question and the rule of
placing time withheld (`search._gap_holds_more`). Measured with
rules/next_steps.py's step of an untitled entry (the two make the answer
together): TUNE41 top-1 16,483 -> 16,485, top-3 17,433 -> 17,435,
abstention 2,897 unchanged, false abstention 443 -> 441 (blind90 and
blind91: "(I've) placed all my time meeples, now what?").

A step of one's own told done in the past (lexicon `done_past`: "COMPRÉ una
carta de trabajo, ¿va arriba o la puedo meter debajo?", "¿Dónde pongo la
carta de salud que COMPRÉ?") is where the player is, as the "now what?"
words are, and no topic the rule must hold: the rule of where a bought card
goes never says "compré", and the question abstained on it
(`done_told_positions`, a set look-up of the question's words). TUNE41:
top-1 16,485, top-3 17,435 and abstention 2,897 unchanged, false abstention
441 -> 439 (blind90 and blind91).
A slip told so before the ask for the rule ("DEVOLVÍ mis Fichas de
Recuerdo a la reserva, ¿había que guardarlas?", "MANDÉ el MATERIAL BROKEN a
la LANDFILL de otro jugador, ¿a dónde va?") is one more: Spanish first
person preterites that are neither present nor a noun ("devolví", "mandé",
"rechacé", "dejé", "usé"; not "descarte", "avance", "pagamos"). TUNE47:
false abstention 491 -> 490 (blind98), nothing else moved; with the nouns
"descarte" and "avance" read as verbs, 488, but a question about the
discard pile ("al descarte") would lose its topic.
"""

from __future__ import annotations

from referee.rules.phrase_lists import listed_positions


def next_asked_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of `folded` inside a formula of asking
    what comes next ("drew my FAVOUR, NOW WHAT?"); none when no word of the
    question opens such a formula."""
    return listed_positions(folded, lang, "next_asked")


def next_and_done_positions(folded: list[str], lang: str) -> set[int]:
    """`next_asked_positions`, with those of the words that say a step is done (lexicon `done_said`: "placed ALL
    MY time meeples, now what?", "YA robé, ¿y ahora qué toca?") when the question asks what comes next: both are
    how the player tells where they are; none when it asks nothing next."""
    found = next_asked_positions(folded, lang)
    return found | listed_positions(folded, lang, "done_said") if found else found


def done_told_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words that tell a step of one's own done in the past (lexicon `done_past`: "COMPRÉ una
    carta de trabajo", "I TOOK the bonus")."""
    return listed_positions(folded, lang, "done_past")


def unasked_next(next_ask: list[bool], found: tuple) -> tuple:
    """`found` (each stem's (word, topic, covered)) with the words inside a formula of asking what comes next
    (`next_ask`, per stem) no topic: "what do we SET UP before NEXT year?" asks for the next step, which the
    rule of the step told answers, and need not say "set"."""
    if not next_ask or not any(next_ask):
        return found
    return tuple((word, topic and not next_ask[n], held) for n, (word, topic, held) in enumerate(found))
