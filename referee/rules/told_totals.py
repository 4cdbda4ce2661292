"""How many of a total the player tells first are of one sort: a silence of the question's form.

"Out of the 24 trait tiles in the draw pile, how many are worth 5 VEP?",
"of the 10 bus stop tiles how many give a trait bonus", "De las 11 Cartas
de Padres de mi mazo, ¿cuántas dan una Bonificación de Rasgo?". The player
tells the whole (a number and its kind) BEFORE the "how many", which then
asks a part of it with no kind of its own. rules/counts.py reads a total
told after the "how many" ("how many OF THE 17 old age cards are
Possessions?", `counts.tells_total`); told before it, the judge read the
words after the "how many" as the kind ("are worth 5 VEP") and a rule that
says "worth 5 VEP" of another thing (a Goal Tile) answered: the number of
the question met a number of the entry, the thing counted met its name
without the count. How many tiles of a kind print a value is on the tiles,
not in the rulebook, unless a near rule counts that kind (a number within
`counts.COUNT_REACH` words of its words: "4 starting Trait Tiles"); the
total the player told is no such count ("24 Trait Tiles" states the whole,
not the part asked), and "one" as a word counts nothing (`counts`: "draw
ONE Trait Tile" is a deal, not a count of the box).

The total: a word of "of" (`count_connectors`) with a number right after
it or after its article ("of THE 24", "de LAS 11"; not "de Voluntad, 3
fichas"), then the words of its kind (up to `counts.COUNTED_WORDS`, joined
by words of "of": "Cartas DE Padres"; the generic words of components
aside), all within TOLD_BEFORE words before the "how many" phrase
(`question_intents` "?num"); a number of players is no total ("Variante de
2 jugadores"). Not judged when the question asks leave ("?may"). A deal
told so ("De las 3 cartas de infancia, ¿cuántas me quedo?") is answered by
the rule that deals them, which counts the kind.
"""

from __future__ import annotations

from referee.rules import counts
from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import LANGUAGES, PLAYER_WORDS, key, question_form, stopwords, words
from referee.rules.unstated_specifics import phrase_starts

TOTAL_REACH = 2  # words from "of" to the number of the total ("of THE 24", "de LAS 11")
TOLD_BEFORE = 12  # words from the total's number to the "how many" that asks a part of it
_PLAYER_KEYS = frozenset(key(word, lang) for word in PLAYER_WORDS for lang in LANGUAGES)


def told_total(query: str, lang: str) -> tuple[str, ...]:
    """The told total's number and the stems of its kind ("24", "trait"), when
    a question tells a total right before its "how many"; () otherwise."""
    said = words(query)
    if not any(word.isdigit() for word in said):
        return ()  # (no number told: most questions)
    form = question_form(lang)
    connectors = frozenset(form.get("count_connectors", ()))
    generic = frozenset(key(word, lang) for word in form.get("listing_generic", ()))
    stop = stopwords(lang)
    for phrase in counts.counted_phrases(lang):
        for start in phrase_starts(said, phrase):
            for at in range(max(0, start - TOLD_BEFORE), start):
                if said[at] not in connectors:
                    continue
                # (the number right after "of" or after its article: "of THE 24"; not "de Voluntad, 3 Fichas")
                total = next((n for n in range(at + 1, min(start, at + TOTAL_REACH + 1)) if said[n].isdigit()
                              and all(word in stop for word in said[at + 1:n])), None)
                if total is None:
                    continue
                kind = []
                for word in said[total + 1:start]:
                    if word in connectors and kind:
                        continue  # ("Cartas DE Padres")
                    if word in stop or word.isdigit() or len(kind) >= counts.COUNTED_WORDS:
                        break
                    kind.append(key(word, lang))
                if any(stemmed in _PLAYER_KEYS for stemmed in kind):
                    continue  # (a count of players is no total of components: "Variante DE 2 JUGADORES")
                kind = [stemmed for stemmed in kind if stemmed not in generic]
                if kind:
                    return (said[total], *kind)
    return ()


def unstated_part(query: str, near: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The kind of the told total ("trait") when the question asks how many
    of it are of one sort and no near rule counts that kind (the told total
    aside); else None."""
    if not near:
        return None
    told = told_total(without_game_names(query, index, lang_index.lang), lang_index.lang)
    if not told:
        return None
    # (the told total rides along as the kind's own number: `counts.states_count` does not take it as a count)
    if any(counts.states_count(number, told, index, lang_index) for number in near):
        return None
    return " ".join(told[1:])
