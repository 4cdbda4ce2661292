"""People at the table told by who they are: a player, never a topic of the question.

"Playing with my WIFE, how do the neutral trait tiles work?", "can I wait
to see where my FRIENDS put their dice?", "how many time meeples does each
PERSON get?". The rulebooks speak of players; a question that tells who
sits at the table by who they are to the one asking (my wife, my friends,
mis amigos) or one by one (each person, cada persona) still asks of
players. Such a word is not something the answering rule must hold: a
rulebook that never says "wife" is not silent about the neutral tiles.

The words are `question_form.table_people` of the question's language,
read as people only right after a possessive ("my", "mis") or a word of
one by one (`question_form.table_people_each`: "each", "cada"), or one word
after it ("my little brother": the word between describes the person, and
is no topic either), where they cannot be a thing of the game ("the FRIENDSHIP track" is; "my friends" are
the other players).

At a family table the children are told with an article too ("make him
easier for THE KIDS", "make friends with THE KID who has his wooden person
there"): `table_children` after one of
`table_children_articles`. Only the words of children: "the friends", "the
person" may still be a game's thing. English only: on the tuning sets (round
kids2) the English reading answers 2 questions more and keeps every silence;
the Spanish one ("LOS NIÑOS") gained nothing and lost one ("¿pueden los
niños jugar en cooperativo entre ellos...?": the children are what is asked).

Some people words are a thing of one game too (`question_form.speech_people`:
"partner", "pareja" are Adulthood's Partner cards): "my PARTNER got 3 bad
luck" in CV, whose rulebook never says "partner", tells who sat at the
table; in Adulthood "my partner" may be the card. They are read by
`at_table(..., kin=True)`, and the search forgives one only where the
entry's game never uses the word.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import POSSESSIVES, question_form


@lru_cache(maxsize=8)
def _lexicon(lang: str, kin: bool = False) -> tuple[frozenset[str], frozenset[str]]:
    """The people words of `lang` (`kin`: those that are a game's thing too),
    and the words after which they name a person at the table."""
    form = question_form(lang)
    before = POSSESSIVES.get(lang, frozenset()) | frozenset(form.get("table_people_each", ()))
    return frozenset(form.get("speech_people" if kin else "table_people", ())), before


@lru_cache(maxsize=8)
def _children(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of the children at a family table (`table_children`) and the
    articles after which they are them (`table_children_articles`)."""
    form = question_form(lang)
    return frozenset(form.get("table_children", ())), frozenset(form.get("table_children_articles", ()))


def at_table(folded: list[str], places: list[int], lang: str, kin: bool = False) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it
    names a person at the table ("my WIFE", "cada PERSONA") or describes
    one between the possessive and the person ("my LITTLE brother", "mi
    MEJOR amigo"). `kin`: the words that are a game's thing too ("my PARTNER")."""
    people, before = _lexicon(lang, kin)
    if not people:
        return [False] * len(places)
    children, articles = _children(lang) if not kin else (frozenset(), frozenset())
    told: set[int] = set()
    for position, word in enumerate(folded):
        if not position:
            continue
        if word in children and folded[position - 1] in articles:
            told.add(position)  # ("easier for THE KIDS")
            continue
        if word not in people:
            continue
        if folded[position - 1] in before:
            told.add(position)
        elif position > 1 and folded[position - 2] in before:
            told.update((position - 1, position))
    return [position in told for position in places]
