"""Where in the rulebook a question is: the end of the game.

"How many points do I lose for each frustration left at the end?", "I have
5 Social icons at the end, how much happiness do I get?", "¿las fichas que
me sobran cuentan al final?": such a question names a thing of play (a
Frustration, an icon, a token) and asks what it is worth when the game is
scored. The rule of play about the thing ("Bouncing left: add a Frustration
or lose 2 VEP") shares its words as much as the scoring rule does ("Each
unresolved Frustration costs 3 VEP", in End of the Game and Final Scoring);
what tells them apart is the part of the rulebook the question is about:
the end of the game. Of two close entries of one game, one of the sections
of the part asked goes first (`search._best_covering`).

The words are the lexicon's (`question_form`), for each part of PARTS:
`<part>`, the phrases that speak of it ("at the end", "al final", "al
puntuar"), unless a word of `<part>_not` comes within PART_REACH words after ("at the end of my TURN", "al final de
cada RONDA": the end of something else); and `<part>_sections`, the words of
the section titles of that part ("End of the Game and Final Scoring", "Fin
de la partida").
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import fold, question_form, words
from referee.rules.unstated_specifics import phrase_starts

# (setup was measured too, "at the start", "al preparar" and the Setup sections: it put more setup steps before
# the rule asked than it brought forward)
PARTS = ("game_end",)
PART_REACH = 3  # words after a part's phrase that may say it is another's ("at the end of my turn")


@lru_cache(maxsize=16)
def _part(part: str, lang: str) -> tuple[tuple[tuple[str, ...], ...], frozenset[str], tuple[str, ...]]:
    """The lexicon's phrases of `part` (as folded words), the words after which one is of another part,
    and the folded words of its section titles."""
    form = question_form(lang)
    return (tuple(tuple(words(phrase)) for phrase in form.get(part, ())), frozenset(form.get(f"{part}_not", ())),
            tuple(fold(said) for said in form.get(f"{part}_sections", ())))


@lru_cache(maxsize=16)
def _first_words(part: str, lang: str) -> frozenset[str] | None:
    """The first word of each phrase of `part`: a question holding none of
    them speaks of no such part (None when a phrase has no word: it is
    found anywhere)."""
    phrases = _part(part, lang)[0]
    return None if () in phrases else frozenset(phrase[0] for phrase in phrases)


def asked_parts(query: str, lang: str) -> frozenset[str]:
    """The parts of the rulebook (of PARTS) the question speaks of."""
    folded = words(query)
    found = set()
    for part in PARTS:
        phrases, others, _ = _part(part, lang)
        firsts = _first_words(part, lang)
        if firsts is not None and firsts.isdisjoint(folded):  # (no phrase of the part can start anywhere)
            continue
        if any(not others & set(folded[start + len(phrase):start + len(phrase) + PART_REACH])
               for phrase in phrases for start in phrase_starts(folded, phrase)):
            found.add(part)
    return frozenset(found)


@lru_cache(maxsize=2048)
def in_part(section: str, part: str, lang: str) -> bool:
    """Whether a rule entry's section is one of `part` of the rulebook."""
    folded = fold(section)
    return any(said in folded for said in _part(part, lang)[2])


def in_asked_part(section: str, parts: frozenset[str], lang: str) -> bool:
    """Whether a rule entry's section is one of the parts of the rulebook the question speaks of."""
    return any(in_part(section, part, lang) for part in parts)
