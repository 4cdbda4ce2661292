"""Words a question's neighbours read otherwise: the adverb, not the term.

"¿la contamos SOLO como sobrante?", "¿cuentan las fichas o SOLO las
cartas?": Spanish "solo" is both the adverb "only" and the name of the
solo mode (a term of the games' glossaries). The search already reads the
question so (normalize.read_by_neighbours, `asked`: "solo" is the mode only
after a word of playing or of a mode, "jugando solo", "modo solo"; else
"unicamente", or "maximo" in "solo una"). A module that looks the
question's own words up in a glossary word by word (rules/stand_ins.py:
"contar X como Y") must read them the same way, or it takes the adverb for
the mode: the question then offers "the solo mode" as a stand-in no rule
allows, and the search abstains on a rule it holds (round soloonly).

`read_otherwise` gives the positions of the words this reading writes as
another word: what they mean there is that other word, so the word as
written names no glossary term ("un PAR de dados" is two dice, "el autobús
PARA en" the verb; neither is a term either way). English reads "only" as
written, so nothing changes there.

TUNE181 (round soloonly): false abstention 976 -> 975 (blind178's "la
contamos solo como sobrante"); top-1 32,597, top-3 34,727 and abstention
5,390 (5,403) unchanged; CHECK4 unchanged (767 / 796 / 131 (131) / 17).
"""

from __future__ import annotations

from referee.rules.normalize import read_by_neighbours


def read_otherwise(said: list[str], lang: str) -> frozenset[int]:
    """The positions in `said` (folded words of a question) of the words its
    neighbours read as another word ("solo" -> "unicamente"), the mode kept
    as written ("jugando solo")."""
    read = read_by_neighbours(list(said), lang, asked=True)
    if len(read) != len(said):  # (a reading that merged words: positions no longer line up)
        return frozenset()
    return frozenset(at for at, (word, seen) in enumerate(zip(said, read)) if seen != word)
