"""Seeing, showing or looking at a thing whose visibility the question states, answered by a rule that states it too.

"When Rob draws a Trait tile, does it go FACE UP next to his board so I
can SEE it?", "at the end do my FACE DOWN Values count, even the ones I
never LOOKED at?", "¿Cuántas cartas hay en el mercado y están A LA
VISTA?", "si rechazo su FAVOUR BOCA ABAJO, ¿se da vuelta para VER qué
era?". The player says the visibility asked about in the words of the
table (face up, face down, secret, a la vista, boca abajo) and wraps it in
a verb of seeing, looking or showing; the rule says the visibility of the
thing ("Rob draws a Trait tile and places it face down", "the market: 6
cards face up"). Read word by word, the verb (and the "vista" of "a la
vista" beside a rule that says "boca arriba") was a topic the rule never
holds, and `ask` said the rulebook was silent beside the rule that answers.

The reading: when the question itself states a visibility (a phrase of
`question_form.seen_hidden` or `seen_open`: "face down", "secret",
"hidden", "face up", "visible", "boca abajo", "oculta", "a la vista"),
its verbs of seeing, looking or showing (`stated_view_verbs`: "see",
"looked", "show", "ver", "mirar", "enseñar") and the words of that phrase
are covered by an entry one of whose sentences states a visibility too
(`seen_by_others.tells_view`). Not read:
- a question that asks leave ("?may": "can I PEEK at Rob's face-down
  tiles?", "¿puedo MIRAR el mazo boca abajo?"): that a pile lies face down
  does not say whether a player may look at it;
- a verb after a word of purpose (`seen_purpose`: "face up SO everyone
  SEES it", "PARA QUE todos las VEAN"): why a thing is laid so is asked;
- the words of the phrase when the question says two visibilities ("face
  up in my AREA ... OR face down?": a rule of another thing's face-up
  cards does not choose; rules/offered_sides.py reads a choice of sides);
  nor a word inside a term of the game's glossary (search: "los objetivos
  PÚBLICOS" names a kind of CV goal);
- telling ("can I TELL them my secret Value?"): what may be said is the
  table talk the rulebooks leave open, not what lies in view.
A question that states no visibility ("can I SHOW my hand?") is not read.

Gated on a set look-up of the first words of the phrases of visibility:
other questions pay nothing.

Measured on TUNE147 (start 8f026303): false abstention 723 -> 718
(blind143 4, blind103 "¿qué parte de cada carta tiene que quedar A LA
VISTA?"), nothing else moved. Read without the leave, purpose and
one-phrase conditions it answered 14 unanswerable questions ("can i peek
at robs face down trait tiles", "¿Tengo que jugar mis FAVOUR boca arriba
para que todos vean cuál es?", "The CREDIT CARD ... face up ... so everyone
sees it, or face down?"). A word alone ("siempre van ESCONDIDOS",
"escondido" a word of `seen_hidden` since) outside a term of the game:
false abstention 711 -> 709 (blind102 "¿Los Values se enseñan ... o
siempre van escondidos?", blind138), nothing else moved.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import find_phrase, phrases_held


def stated_view_words(folded: list[str], places: list[int], lang: str, intents: tuple[str, ...]) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is a
    verb of seeing, looking or showing (`stated_view_verbs`, not after a
    word of purpose, `seen_purpose`) or a word of a phrase of visibility of
    several words (`seen_hidden`, `seen_open`: "face down", "a la vista"),
    in a question that states a visibility and asks no leave (`intents`
    without "?may"). Empty otherwise (most questions: set look-ups)."""
    if "?may" in intents:
        return []  # "can I PEEK at Rob's face-down tiles?", "¿puedo MIRARLAS?": leave to look, which no layout settles
    if question_form_openers(lang, "seen_hidden").isdisjoint(folded) and question_form_openers(lang, "seen_open").isdisjoint(folded):
        return []  # (no word a phrase of visibility opens with: two set look-ups)
    told = question_form_phrases(lang, "seen_hidden") + question_form_phrases(lang, "seen_open")
    verbs = question_form_set(lang, "stated_view_verbs")
    marked = set()
    stated = list(phrases_held(folded, told))
    if len(stated) == 1:
        # (one visibility said: "face up IN MY AREA ... OR FACE DOWN?" offers two sides, which a rule of another
        # thing's side does not settle (rules/offered_sides.py); a word inside a term of the game's glossary, "los
        # objetivos PÚBLICOS" naming a kind of goal, is left to the search, which knows the game)
        start = find_phrase(folded, stated[0], 0)
        while start >= 0:
            marked.update(range(start, start + len(stated[0])))
            start = find_phrase(folded, stated[0], start + 1)
    purpose = next((find_phrase(folded, phrase, 0) for phrase in question_form_phrases(lang, "seen_purpose")
                    if find_phrase(folded, phrase, 0) >= 0), len(folded))
    # ("face up SO everyone SEES it, or face down?", "PARA QUE todos las VEAN": why a thing is laid so)
    marked.update(position for position, word in enumerate(folded[:purpose]) if word in verbs)
    if not marked:
        return []
    return [place in marked for place in places]
