"""A thing named in lowercase beside its kind by a word its game never uses: the rulebook is silent.

"Is there a flying trait?", "what does the lottery card give in CV?",
"¿qué hace la carta de viaje espacial?": players seldom write capitals, and
a name in lowercase beside its kind asks about a thing as surely as "the
Flying trait" does (rules/unknown_names.py). But most lowercase words beside
a kind only describe it: "the last card", "the top card", "a face-down
tile", "la carta de arriba", "mi ficha roja", "the new leisure card". So a
lowercase word is read as a name only where the sentence leaves no other
reading, and only when the game never uses it:

* in English, between an article or possessive (`[named_things] articles`:
  "a", "the", "my", "which") and the kind ("the space travel card"), or
  after a word that links a name to its kind ("a card called flying");
  in Spanish, after the kind and its link, the kind opened by an article
  ("la carta DE viaje espacial", "una carta LLAMADA lotería": only the word
  after the link, as a describing word or a verb may follow it, "¿las
  cartas de salud caducan?"), or without a link the word right after the
  kind when the kind is the object of the question's verb ("¿hay un rasgo
  volador?", "¿hay fichas voladoras?": `existentials`), not the subject of
  a clause, whose verb may follow it ("¿las cartas caducan?", "si la carta
  vale ...": `clause_openers`), nor after a word that asks which of the
  kind (`interrogatives`: "¿desde QUÉ ubicación ARRANCA el autobús?", "¿en
  CUÁL casilla empieza?": the verb of the question follows; round fabst32,
  TUNE107 false abstention -1, blind63, nothing else moved);
* a word of a name is none of the describing words (`describing`: where
  a thing lies, its order, size, look, state or owner) nor ends as they
  do (`describing_endings`: "the discarded card", "la carta repetida"), has
  four letters or more ("exp" is shorthand) and is no number or ordinal;
* and no text of the game (its rule entries, gaps, glossary, in any
  language) holds the word, another form of its stem or a word it may be
  typed for (`unknown_names.typo_forms`: "torn" may be "turn").

Words, not the name as a whole: a name of words the game uses, not in a
row ("the space travel card" where "space" and "travel" are both rule
words), is no evidence in lowercase, where "the last open location" and
"the second wellness card" are made the same way. Each word costs a look-up
of its stem in the index's postings; only a word no game text holds asks
for the typo search.
"""

from __future__ import annotations

from functools import lru_cache
from typing import AbstractSet, Iterable

from referee.rules.normalize import key, lexicon_table, ordinal, question_form, stem, stopwords
from referee.rules.unknown_names import considered_games, may_hold, may_hold_kind, named_things_lexicon, typo_forms, words_and_games

NAME_LETTERS = 4  # the fewest letters of a word read as part of a lowercase name ("exp", "vep" are shorthand)
SPANISH_NAME_WORDS = 1  # the words after "la carta de" read as its name (then a describing word or a verb may follow)


@lru_cache(maxsize=4)
def _describing(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], tuple[str, ...]]:
    """The kinds a lowercase name stands beside (the named things' and `plain_kinds`: "the dragon token"),
    the articles, describing words and describing endings of `lang` (`[named_things]`). The people at the
    table (`question_form.table_people`, rules/people.py) count as describing words: "my BROTHER used money
    tokens" tells who, and names no token."""
    table = lexicon_table(lang, "named_things")
    people = frozenset(question_form(lang).get("table_people", ()))
    return (frozenset(table.get("kinds", ())) | frozenset(table.get("plain_kinds", ())),
            frozenset(table.get("articles", ())), frozenset(table.get("describing", ())) | people,
            tuple(table.get("describing_endings", ())))


@lru_cache(maxsize=4)
def _clause_words(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words that open a clause before a kind (`clause_openers`) and the existentials ("¿hay fichas X?")
    of `lang`, as sets (made once, not for each question that holds a kind)."""
    table = lexicon_table(lang, "named_things")
    return frozenset(table.get("clause_openers", ())), frozenset(table.get("existentials", ()))


@lru_cache(maxsize=4)
def _interrogatives(lang: str) -> frozenset[str]:
    """The words that ask which thing of a kind (`[named_things] interrogatives`: "¿desde QUÉ ubicación arranca
    el autobús?"), after which the word right after the kind is the question's verb, not a name."""
    return frozenset(lexicon_table(lang, "named_things").get("interrogatives", ()))


def _may_name(word, lang: str, stop: frozenset[str], never: frozenset[str], describing: frozenset[str],
              endings: tuple[str, ...]) -> bool:
    """Whether a word of the question may be part of a lowercase name (see the module's rules)."""
    folded = word.folded
    return (len(folded) >= NAME_LETTERS and folded.isalpha() and folded not in stop and folded not in never
            and folded not in describing and not folded.endswith(endings) and not word.owner
            and key(folded, lang) == stem(folded, lang) and ordinal(folded, lang) is None)


def plain_names(text: str, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """The lowercase words the question names a thing by beside its kind: (as typed, the words that may
    name: folded), in order."""
    _, links, never, sides = named_things_lexicon(lang)
    kinds, articles, describing, endings = _describing(lang)
    if not kinds or not articles or not may_hold_kind(text, kinds):
        return []
    openers, existentials = _clause_words(lang)
    interrogatives = _interrogatives(lang)
    read = words_and_games(text)
    if read is None:
        return []
    found, games = read
    stop = stopwords(lang)

    def plain(position: int, kind_too: bool = False) -> bool:
        word = found[position]
        return not word.capital and word.quote is None and position not in games \
            and (kind_too or word.folded not in kinds) and word.folded not in stop and word.folded not in links \
            and word.folded not in articles and word.folded.isalpha()

    told: list[tuple[str, tuple[str, ...]]] = []
    for place, word in enumerate(found):
        if word.folded not in kinds or word.quote is not None:
            continue
        run: list = []
        if "before" in sides:  # English: "the space travel card", back to the article (a kind may be in it)
            start = place
            while start > 0 and plain(start - 1, True) and not found[start].opens and not found[start].apart:
                start -= 1
            if start < place and start > 0 and found[start - 1].folded in articles and not found[start].apart:
                run = found[start:place]
        after = place + 1
        if after < len(found) and found[after].folded in links and not found[after].capital \
                and (("before" in sides) or (place > 0 and found[place - 1].folded in articles)):
            # "a card called flying", "la carta de viaje espacial": the words after the link
            end = after + 1
            while end < len(found) and plain(end, True) and not found[end].opens and not found[end].apart:
                end += 1
            run = run or found[after + 1:end]
            if "before" not in sides:
                run = run[:SPANISH_NAME_WORDS]
        elif "before" not in sides and after < len(found) and plain(after) and place > 0 \
                and found[place - 1].folded in articles and found[place - 1].folded not in interrogatives \
                and not found[after].opens and not found[after].apart \
                and (found[place - 1].folded in existentials
                     or (place > 1 and not found[place - 1].opens and found[place - 2].folded not in openers)):
            # "¿hay un rasgo volador?": the word right after the kind, the kind an object of the question's
            # verb (not the subject of a clause: "¿las cartas caducan?", "si la carta vale ...")
            run = [found[after]]
        may = [_may_name(item, lang, stop, never, describing, endings) for item in run]
        if any(may):  # (from the first word that may name: "the last flying card" names "flying card")
            shown = run[may.index(True):]
            told.append((" ".join(item.typed for item in shown),
                         tuple(item.folded for item, naming in zip(run, may) if naming)))
    return told


def game_uses(word: str, game: str) -> bool:
    """Whether a text of `game` (rule entries, gaps, glossary; any language) holds `word`, another form of
    its stem, or a word it may be typed for."""
    from referee.rules.index import get_index

    index = get_index()

    def holds(stemmed: str, lang_index) -> bool:
        if game in index.stem_games.get(lang_index.lang, {}).get(stemmed, ()):
            return True  # (a rule or glossary word of the game)
        return may_hold(stemmed, lang_index, index) and (game, stemmed) in lang_index.postings

    if any(holds(key(word, lang), lang_index) for lang, lang_index in index.langs.items()):
        return True
    return any(holds(key(close, lang), lang_index) for lang, lang_index in index.langs.items()
               for close in typo_forms(word, lang))


def unknown_plain_name(text: str, lang: str, games: Iterable[str] = (), likely: str | None = None,
                       set_apart: AbstractSet[str] = frozenset()) -> str | None:
    """The first lowercase name beside its kind with a word that none of `games` (every game when none is
    given; `likely` first) uses, as typed; None when there is none. A name with a word of `set_apart` (a
    comparison's words: rules/compared_things.py) is the player's frame and is passed over."""
    considered: list[str] | None = None  # (listed at the first name: most questions give none)
    for typed, naming in plain_names(text, lang):
        if set_apart and not set_apart.isdisjoint(naming):
            continue
        considered = considered_games(games, likely) if considered is None else considered
        if any(not any(game_uses(word, game) for game in considered) for word in naming):
            return typed
    return None
