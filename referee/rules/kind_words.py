"""The tables of kinds of each game (rules/kinds.py), worked out from its glossary and packed to be kept with the index.

A question that lacks one word may be answered by a rule of that word's
kind ("a BARTER" of a rule of FAVOURs: rules/kinds.py). Three tables tell
the kinds: which one-word glossary names name one of a kind (`build_kinds_of`),
which members a glossary's `[[kinds]]` lists (`build_members_of`), and the
stems of the glossary's names (`build_glossary_stems`). Working them out
parses the game's glossary.toml, so the index keeps them
(`Index.kind_words`, built in rules/game_words.py `of_index`), one text per
game and language (`packed_tables`); rules/kinds.py reads them back
(`unpacked_tables`). Kept apart from rules/kinds.py, which reads the index,
so that the index's build does not import its own reader.
"""

from __future__ import annotations

import json

from referee.rules import corpus
from referee.rules.normalize import key, stopwords, words


def tables(game: str, lang: str) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]], frozenset[str]]:
    """`game`'s tables of kinds in `lang` (`build_kinds_of`, `build_members_of`, `build_glossary_stems`)."""
    return build_kinds_of(game, lang), build_members_of(game, lang), build_glossary_stems(game, lang)


def packed_tables(game: str, lang: str) -> str:
    """`tables(game, lang)` as one text, kept with the index (`Index.kind_words`, built in rules/game_words.py
    `of_index`): working them out parses the game's glossary.toml, 2-10 ms of CPU at the first question of a
    process that one lacking word leaves unanswered; as one text, the index's load reads a string, and a
    search reads the tables of the one game it asks about."""
    kinds, members, stems = tables(game, lang)
    return json.dumps([{word: sorted(heads) for word, heads in kinds.items()},
                       {word: sorted(heads) for word, heads in members.items()}, sorted(stems)], ensure_ascii=False)


def unpacked_tables(text: str) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]], frozenset[str]]:
    """The tables `packed_tables` wrote, back as the sets a search reads."""
    kinds, members, stems = json.loads(text)
    return ({word: frozenset(heads) for word, heads in kinds.items()},
            {word: frozenset(heads) for word, heads in members.items()}, frozenset(stems))


def build_kinds_of(game: str, lang: str) -> dict[str, frozenset[str]]:
    """Stem of a word that is a glossary name of its own in `game` (a one-word
    name: "Happiness", "Leisure", "Ocio") -> the kinds it names one of: the
    head of a glossary name of two content words that it qualifies, "W H" in
    English ("Happiness track", "leisure card"), "H de W" in Spanish ("pista
    de Felicidad", "carta de Ocio"). Only a thing the game names by itself is
    one of a kind: a word that only describes ("face" of "face-down deck")
    is not, nor a word of a longer name ("choose a new location of interest")."""
    stop = stopwords(lang)
    kinds: dict[str, set[str]] = {}
    own: set[str] = set()
    for term in corpus.glossary(game):
        for name in term.in_lang(lang):
            stems = [key(word, lang) for word in words(name) if word not in stop and not word.isdigit()]
            if len(stems) == 1:
                own.add(stems[0])
            elif len(stems) == 2 and stems[0] != stems[1]:
                head, word = (stems[0], stems[1]) if lang == "es" else (stems[1], stems[0])
                kinds.setdefault(word, set()).add(head)
    return {stemmed: frozenset(heads) for stemmed, heads in kinds.items() if stemmed in own}


def build_members_of(game: str, lang: str) -> dict[str, frozenset[str]]:
    """Stem of the one-word name in `lang` of a member its game's glossary
    lists as one of a kind (a `[[kinds]]` table's `kind_of`: kind -> its
    members, each by the first English name of its glossary term: LOOP's
    FAVOURs by type; its canonical name only, "Barter", "Trueque": not
    "trade", "vender", everyday words) -> the stems of that kind's one-word
    names in `lang` ("favour", "favor")."""
    from referee.rules.sibling_terms import kind_tables  # (imported here: sibling_terms reads the index's types)
    stop = stopwords(lang)
    by_name = {term.in_lang("en")[0].casefold(): term for term in corpus.glossary(game) if term.in_lang("en")}

    def one_words(term, canonical: bool = False) -> set[str]:
        found = set()
        for name in term.in_lang(lang)[:1] if canonical else term.in_lang(lang):
            stems = [key(word, lang) for word in words(name) if word not in stop and not word.isdigit()]
            if len(stems) == 1:
                found.add(stems[0])
        return found

    listed: dict[str, set[str]] = {}
    for table, _ in kind_tables(game):
        for kind, members in table.get("kind_of", {}).items():
            kind_term = by_name.get(str(kind).casefold())
            if kind_term is None:
                continue
            heads = one_words(kind_term)
            for member in members:
                if (term := by_name.get(str(member).casefold())) is not None:
                    for stemmed in one_words(term, canonical=True):  # (its own name: not "trade", "vender")
                        listed.setdefault(stemmed, set()).update(heads)
    return {stemmed: frozenset(heads) for stemmed, heads in listed.items()}


def build_glossary_stems(game: str, lang: str) -> frozenset[str]:
    """The stems of the content words of `game`'s glossary names in `lang`."""
    stop = stopwords(lang)
    return frozenset(key(word, lang) for term in corpus.glossary(game) for name in term.in_lang(lang)
                     for word in words(name) if word not in stop and not word.isdigit())
