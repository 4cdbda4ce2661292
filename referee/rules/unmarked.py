"""Questions typed without a question mark, as on a phone at the table.

"we placed 2 dice on the same loc. who gets the bonus": a player who types
no "?" (nor "¿") still tells the situation in one sentence and asks in
another. With no mark to say which, a sentence asks when it opens as a
question does: with a word of the lexicon's
`question_form.unmarked_openers` ("who", "can", "how"; "quien", "puedo",
"se puede"), read through the shorthand typed for it ("q pasa", "r they").
The other sentences tell the situation (search._sentences_of_words), as
they do beside a sentence marked with "?".

A question typed as a bare act ("trade cards??", "reroll a die if i dont
like the number", "rechazar un favor sin tener otro igual") has no word
that asks at all: the search reads it with the "can i" / "puedo" it leaves
unsaid (`implied_asking`), so the judgements that read how a question asks
judge it as its full question.
"""

from __future__ import annotations

from referee.rules.normalize import intents, question_form, question_form_phrases, words
from referee.rules.shorthand import table


def opens_question(sentence: str, lang: str) -> bool:
    """Whether `sentence` (its text, without a "?") opens as a question in
    `lang`: its first words, their shorthand read ("q" -> "que"), are one of
    the lexicon's `unmarked_openers`."""
    folded = words(sentence)
    if not folded:
        return False
    read = list(table(lang).get((folded[0],), (folded[0],))) + folded[1:]
    return any(tuple(read[: len(phrase)]) == phrase for phrase in question_form_phrases(lang, "unmarked_openers"))


def implied_asking(text: str, lang: str) -> str | None:
    """The words a question typed as a bare act leaves unsaid ("reroll a die
    if i dont like it", "trade cards??", "pasar turno"): the lexicon's
    `implied_may` ("can i", "puedo") when its first word is one of the
    lexicon's `bare_acts` (an English verb, a Spanish infinitive) and none
    of its words asks anything ("how", "who", "cuantas"): read so, it is
    judged as the question it shortens ("can i trade cards?", "¿puedo pasar
    turno?"). None otherwise, and in a language whose lexicon has no
    `implied_may`."""
    form = question_form(lang)
    implied = form.get("implied_may")
    folded = words(text)
    if not implied or not folded or folded[0] not in form.get("bare_acts", ()) or intents(folded, lang):
        return None
    return implied
