"""Things of one kind compared among themselves: a silence of the question's form.

"Che, ¿las cartas de Valores dan distinta Felicidad UNAS DE OTRAS o todas
dan lo mismo?", "¿las ubicaciones del final del tablero dan más que las del
principio, o son IGUAL DE BUENAS?", "what's the difference between the
four-sided dice OF EACH COLOUR, do they have different numbers on them?".
A player who mixes up the pieces of one kind asks whether they differ from
one another. A rulebook says what the kind is for, how many there are and
what one of them does; it seldom weighs the pieces of a kind against each
other, and when it does it says so in words of sameness ("The game has 7
IDENTICAL dice", "6 DIFFERENT symbols"). The rule that ranks first is the
one that counts or introduces the kind ("9 dice in each player colour",
"gain happy from each of your Values cards") and would answer with
confidence a comparison it never draws: that is on the cards, which the
table reads.

The question asks it when one of its sentences has a word of comparison
(`looks_compared_cues`: "different", "same", "distinta", "igual") and a
phrase of among themselves (`compared_among`: "from one another", "of each
colour", "unas de otras", "entre sí", "igual de buenas"). It is unanswered
when none of the near rules has a word of sameness or difference
(`compared_among_told`) or gives one of each (`compared_among_each`): a
rule that calls the dice identical answers "¿son todos iguales?", and one
that deals "4 Goal Tiles, one of each letter" answers "are they all the
same letter?". Only such a phrase: "are locations 1 and 4 next to
each other" and "adyacentes entre sí" have no word of comparison, and
"two different numbers" compares no pieces among themselves.

The same question asked of all of a kind ("ARE ALL the CREDIT CARDs THE
SAME, or do some have a different Welcoming Gift?", "¿TODAS SON IGUALES o
algunas tienen peores condiciones?": `compared_among_all`, then a word of
`compared_among_alike` a few words on), or of the early ones of a kind
against the later ones ("¿Hay diferencia entre las Cartas de Recuerdo de
las ubicaciones nuevas y LAS DEL PRINCIPIO?", "... and THE LATER ONES"), is
read alike. On the tuning list (TUNE41): abstention 2,897 -> 2,900
(blind85's CREDIT CARD "todas son iguales o algunas tienen peores
condiciones", blind89's CREDIT CARDs "are all ... the same" and its Memory
Cards "de las ubicaciones nuevas y las del principio"), top-1, top-3 and
false abstention unchanged.

On blind88 (players who mix up two things of one game) the Values cards'
"unas de otras", the locations' "igual de buenas" and the dice "of each
colour" were answered by the rule that counts or scores the kind. On the
tuning list: abstention 2,837 -> 2,839 (both in blind88; with the game
named, 20 -> 23 there: the dice "of each colour" too, which a rule of
another game's "different" keeps answered when no game is named), top-1,
top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set
from referee.rules.phrase_lists import listed_positions, listed_starts
from referee.rules.unstated_specifics import entry_sentences, sentence_words


ALL_ALIKE_REACH = 6  # folded words after "are all" where its word of sameness may stand ("ARE ALL the CREDIT CARDs
# THE SAME"): the kind asked between them, of at most a few words


def _all_alike(said: list[str], lang: str) -> set[int]:
    """The positions of a phrase of all of a kind (`compared_among_all`:
    "are all", "son todas") and of a word of sameness or difference after
    it (`compared_among_alike`: "same", "iguales") within ALL_ALIKE_REACH
    words, the kind named between them: "ARE ALL the CREDIT CARDs THE SAME,
    or do some have a different Welcoming Gift?", "¿todas SON IGUALES o
    algunas tienen peores condiciones?". Not "do all players roll at the
    same time", which asks when, not whether the players differ."""
    alike = question_form_set(lang, "compared_among_alike")
    if alike.isdisjoint(said):
        return set()
    for start in listed_starts(said, lang, "compared_among_all"):
        found = next((at for at in range(start + 2, min(len(said), start + 2 + ALL_ALIKE_REACH)) if said[at] in alike),
                     None)
        if found is not None:
            return {start, start + 1, found}
    return set()


def unstated_sameness(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The phrase of among themselves when a sentence of the question
    compares things of one kind among themselves and no rule of `near` has
    a word of sameness or difference; else None."""
    lang = lang_index.lang
    cues = question_form_set(lang, "looks_compared_cues")
    for said in sentence_words(query):
        if cues.isdisjoint(said):
            continue  # (no word of comparison: most sentences)
        among = listed_positions(said, lang, "compared_among") or _all_alike(said, lang)
        if not among:
            continue
        told = question_form_set(lang, "compared_among_told")
        if any(not told.isdisjoint(sentence) or listed_positions(sentence, lang, "compared_among_each")
               for number in near for sentence in entry_sentences(number, lang_index)):
            return None
        return " ".join(said[at] for at in sorted(among))
    return None
