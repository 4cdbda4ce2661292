"""A story told in sentences, then a check: the check asks of the last thing told.

"The game ended and my friend's markers were in boxes next to each other,
TOUCHING but not past each other. We said they hadn't crossed. Were we
right?", "He rejected my favour by GIVING UP 1 reputation but he had 0
reputation. What should have happened?". A question sentence with no word
the entry holds and no topic ("Were we right?", "¿Es así?") asks about what
the context says, so every topic of the story stays a topic (search
`_asked_sentences`), and the story's details (how the markers lay, how the
favour was refused) are words no rule need say. A check refers back to the
sentence right before it ("we said they hadn't crossed"): that is what is
asked, and the sentences before it only set the scene, as statements beside
a question that asks of its own words do.

So, when the context is two sentences or more and the question sentence is
such a check, the topics of the sentence told last before it stay, those of
the earlier sentences do not, unless they tell trouble at the table (search
TROUBLE_CONCEPTS), which is what the question is about however it is put.

Tuning list (TUNE34): false abstention 370 -> 368 (blind38 "... touching
but not past each other. we said they hadnt crossed. were we right?",
blind70 "... the early adulthood deck just ran out while we were refilling.
Someone mentioned social assistance. How does that work?"), top-1 15,106 ->
15,107 and abstention 2,646 -> 2,647 (a story whose last statement the near
rule does not cover now leaves it, blind68), top-3 unchanged. Forgiving the
story told before the ask in the same sentence when the ask holds a word of
the rule (no topic of its own) traded: 3 answered, 3 abstentions lost.
"""

from __future__ import annotations

from referee.rules.normalize import marked_sentences, words


def last_told(text: str) -> tuple[bool, ...]:
    """For each word of the text (as `normalize.words` reads it, sentence by
    sentence), whether it is in the statement told right before the first
    sentence that asks; empty when fewer than two statements come before it."""
    sentences = [sentence for sentence in marked_sentences(text) if words(sentence)]
    first_ask = next((n for n, sentence in enumerate(sentences) if "?" in sentence or "¿" in sentence), None)
    if first_ask is None or first_ask < 2:
        return ()
    marks: list[bool] = []
    for n, sentence in enumerate(sentences):
        marks.extend([n == first_ask - 1] * len(words(sentence)))
    return tuple(marks)
