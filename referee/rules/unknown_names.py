"""A named thing no text of the game names: the rulebook is silent about it.

"What does the Flying trait do?", "¿qué hace la carta VIAJE ESPACIAL?",
"how does the Night Owl trait work?": a question that names a card, trait,
ability... beside its kind, by a name that no rule entry, gap, glossary term
or alias of the game holds (in any of its languages), asks about a thing the
rules never speak of: made up, misremembered, or printed only on the card.
The search would answer it with the entry of some real card whose words it
shares ("trait", "does"); it must say the rules are silent instead, and name
what they do not know.

A name is read only where it is plain that it is one:

* beside a word of its kind (`[named_things] kinds` of the question's
  language: "card", "trait", "carta", "rasgo"), before it where the
  language puts names there ("the Scavenger career"), after it, or after a
  word that links them ("la carta de Matrimonio", "a card called X");
* written with capitals (the first letter, or all of them: "VIAJE
  ESPACIAL"), or between quotes ("the 'healthy mind' goal"); several such
  words in a row make one name ("Night Owl"; a lowercase word between two
  is no part of it: "GLASS y PLASTIC" are two things, nor is a word past a
  possessive, a comma or a bracket: "Rob Bot's Frustration Token", "Citas
  (Date)"). A name that ends at a possessive right before the kind is the
  owner of the things, not their name ("Jess mimicked one of LEO'S Trait
  Tiles": a player's tiles, not a trait called "Leo's"; tuning sets, round
  inter1: 1 false abstention fewer, nothing else moved). So is a given name
  after a link of ownership (`owner_links`, `given_names`: "imitó un Rasgo
  DE JUAN", a player's trait, not a trait called "Juan"), one word no
  game's text holds ("Rob" is Coming of Age's bot; rules/player_names.py
  reads it as a player). Tuning sets, round inter2, with the alias
  "imitar el mismo rasgo" and a rule of "different players" speaking of the
  others (rules/others_things.py): top-1 +2, false abstention -2, the rest
  unchanged. A word capitalised only because it opens a sentence is no
  name ("Playing Career cards ..."), nor a stopword or a game's name; a
  question in title case ("What Does The Red Card Do?") names nothing.

Two or more words with a capital first letter in a row inside a sentence
("Does Night Owl count as a Mood trait?") name a thing without its kind
(not words all in capitals: LOOP writes each of its terms so, "COIN
REPUTATION" are two). Without the kind beside it, such a name is a silence
only when one of its words is in no game's texts at all ("owl"): a name made
of the rules' own words ("Space Travel") may be a way of saying a rule.

A name is known to a game when its words stand in a row in the game's
texts (rule entries, gaps, glossary; every language), each word as
written, as another form of the same stem in the text's language, or
within the few edits the search forgives a typo (`search._max_edits`; the
first letter kept: "Scavanger" is the Scavenger, "Flying" no "lying").
The index's postings find the few documents that hold a form of each of
its words; only their fields are read, so a name costs a question a few
milliseconds, not a reading of every text. A language's postings are read
only for a stem some document of it may hold (`may_hold`), and a game's
glossary only when each word has a form among the game's stems: in a new
process, a name unknown to the question's language does not unpack the
other language's postings (about 7 ms) nor the glossary (about 10 ms) for
words no text there holds. Names are judged against the games the question is
about (the one it names or the table plays), else against every game: a
name any game knows is a question of ranking, not a silence.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import AbstractSet, Iterable, Sequence

from referee.rules import corpus
from referee.rules.normalize import fold, key, lexicon_table, stopwords, words

ALONE_WORDS = 2  # capitalised words in a row that make a name without a word of its kind beside them
TITLE_CASE_SHARE = 1.0  # a question with this share of its longer words capitalised is in title case ...
TITLE_CASE_WORDS = 2  # ... when it has at least this many ...
TITLE_CASE_LENGTH = 4  # ... words of at least this many letters (not opening a sentence, no game's name)

_TOKEN = re.compile(
    r"(?P<word>[^\W\d_]+(?:['’][^\W\d_]+)?|\d+)"
    r"|(?P<both>\")|(?P<open>[“«]|(?<!\w)['‘](?=\w))|(?P<close>[”»]|(?<=\w)['’](?!\w))"
    r"|(?P<boundary>[.?!¿¡:;])|(?P<mark>[,()\[\]/&+—–])"
)


@lru_cache(maxsize=4)
def named_things_lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The kinds, links, never-names and sides of `lang` (`[named_things]`)."""
    table = lexicon_table(lang, "named_things")
    return (frozenset(table.get("kinds", ())), frozenset(table.get("links", ())), frozenset(table.get("never", ())),
            frozenset(table.get("sides", ())))


_POSSESSIVES = ("'s", "’s", "'S", "’S")


class _Word:
    __slots__ = ("folded", "typed", "capital", "quote", "opens", "apart", "owner")

    def __init__(self, typed: str, capital: bool, quote: int | None, opens: bool, apart: bool) -> None:
        self.typed, self.capital, self.quote, self.opens, self.apart = typed, capital, quote, opens, apart
        if "'" in typed or "’" in typed:  # (the word before its apostrophe: "Bot's" is "bot")
            # ("Rob Bot's Frustration Token": the owner's name ends at the possessive)
            self.owner = typed.endswith(_POSSESSIVES)
            typed = typed.split("'")[0].split("’")[0]
        else:
            self.owner = False
        self.folded = fold(typed)  # (its words single-spaced, as " ".join(words(...)) would give them)


def words_of(text: str) -> list[_Word]:
    """The words of `text`: each folded, whether it is written with a capital (not as the first word of a
    sentence, unless all in capitals), the quoted span it stands in (a number) and whether it opens a sentence."""
    found: list[_Word] = []
    quote: int | None = None
    spans = 0
    opens = True
    apart = False  # a comma, bracket or dash since the last word: no name runs across it ("Citas (Date)")
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind == "boundary":
            opens = True
        elif kind == "mark":
            apart = True
        elif kind == "both" or (kind == "open" and quote is None) or (kind == "close" and quote is not None):
            if quote is None:
                quote, spans = spans, spans + 1
            else:
                quote = None
        elif kind == "word":
            token = match.group()
            shouting = len(token) > 1 and token.isupper()
            capital = token[0].isupper() and (shouting or not opens)
            found.append(_Word(token, capital, quote, opens, apart))
            opens = apart = False
    return found


def title_case(found: Sequence[_Word], games: AbstractSet[int]) -> bool:
    """Whether the longer words are capitalised without being all in capitals: a headline, not names."""
    longer = [word for place, word in enumerate(found) if len(word.typed) >= TITLE_CASE_LENGTH
              and not word.typed.isupper() and not word.opens and place not in games]
    return len(longer) >= TITLE_CASE_WORDS \
        and sum(word.typed[0].isupper() for word in longer) >= TITLE_CASE_SHARE * len(longer)


@lru_cache(maxsize=8)
def words_and_games(text: str) -> tuple[tuple[_Word, ...], frozenset[int]] | None:
    """The words of `text` (`words_of`) and the positions of those that name a game, or None when the
    question is in title case (its capitals name nothing). Kept for the few last questions: the checks
    of names with their kind, without it and in lowercase each read the same question."""
    found = tuple(words_of(text))
    games = game_positions(found)
    return None if title_case(found, games) else (found, games)


_PLAIN_WORD = re.compile(r"[0-9a-z]+")
_COMBINING = re.compile("[\u0300-\u036f]")  # (as `normalize.fold` takes accents off)


@lru_cache(maxsize=8)
def _lowered(text: str) -> str:
    """`text` in lowercase, accents off (as `normalize.fold` reads it, the contractions and punctuation
    left): each word's folded form (`_Word.folded`) stands in it as a run of letters."""
    lowered = text.lower()
    return lowered if lowered.isascii() else _COMBINING.sub("", unicodedata.normalize("NFKD", lowered))


@lru_cache(maxsize=16)
def _parts(kinds: frozenset[str]) -> tuple[str, ...] | None:
    """The kinds no other kind is part of ("card" for "card" and "cards"), or None when one is not plain
    lowercase letters (a gate could then miss it)."""
    if not all(_PLAIN_WORD.fullmatch(kind) for kind in kinds):
        return None
    return tuple(sorted(kind for kind in kinds if not any(other != kind and other in kind for other in kinds)))


def may_hold_kind(text: str, kinds: frozenset[str]) -> bool:
    """Whether a word of `text` may be one of `kinds`: one of them stands in its lowercase letters. A
    question without (most ask about no card, trait... by its kind) is not read word by word (`words_of`)
    for a name beside its kind."""
    parts = _parts(kinds)
    if parts is None:
        return True
    lowered = _lowered(text)
    return any(part in lowered for part in parts)


# (where `_TOKEN` opens a quoted span: `both` and `open`)
_OPENING_QUOTE = re.compile(r"[\"“«]|(?<!\w)['‘](?=\w)")
# ("I" as a word of its own, not of "I'm" nor of "AI": a stopword, trimmed off any name `names` or `_alone` reads)
_LONE_I = re.compile(r"(?<![^\W\d_])I(?![^\W\d_]|['’][^\W\d_])")


def _capitals(text: str, lang: str) -> str:
    """`text` after its first letter, a lone "I" left out where "i" is a stopword of `lang`: the letters a
    capitalised word of a name (`_Word.capital`, not a sentence's first word) has its capital among."""
    return (_LONE_I.sub(" ", text) if "i" in stopwords(lang) else text)[1:]


def may_name(text: str, lang: str) -> bool:
    """Whether `text` may give a name beside a kind (`names`): a name is a quoted span (an opening quote) or
    capitalised words in a row (`_run`), each with a capital (`_capitals`), or the first word all in
    capitals ("CV ..."). Most questions have only their first letter and a lone "I" in capitals: they are
    not read word by word (`words_of`) for one."""
    if _OPENING_QUOTE.search(text):
        return True
    if len(text) > 1 and text[0].isupper() and text[1].isalpha() and not text[1].islower():
        return True  # (a first word all in capitals is a capitalised word too)
    return any(map(str.isupper, _capitals(text, lang)))


def may_hold_alone(text: str, lang: str) -> bool:
    """Whether `text` may hold ALONE_WORDS words in a row with a capital first letter inside a sentence
    (`_alone`): as many capitals after its first letter (a sentence's first word is none of them), a lone
    "I" not counted (a stopword, never a word of such a name)."""
    rest = _capitals(text, lang)
    return rest != rest.lower() and sum(map(str.isupper, rest)) >= ALONE_WORDS


def names(text: str, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """The names the question gives a thing beside its kind: (as typed, folded words), in order."""
    kinds, links, never, sides = named_things_lexicon(lang)
    if not kinds or not may_hold_kind(text, kinds) or not may_name(text, lang):
        return []
    read = words_and_games(text)
    if read is None:
        return []
    found, games = read
    stop = stopwords(lang)
    told: list[tuple[str, tuple[str, ...]]] = []
    for place, word in enumerate(found):
        if word.folded not in kinds or word.quote is not None:
            continue
        runs = []
        # (not across a comma or a bracket: "i drew 2 events, Rob says only 1" names no event "Rob")
        # (nor an owner right before it: "one of LEO'S Trait Tiles" are a player's tiles, no trait named "Leo's")
        if "before" in sides and not word.apart and not (place and found[place - 1].owner):
            runs.append(_run(found, place - 1, -1, kinds, games))
        if "after" in sides:
            start = place + 1
            while start < len(found) and found[start].folded in links and not found[start].capital:
                start += 1
            if start < len(found) and not found[start].apart \
                    and not _owner_after(found, place + 1, start, lang):
                runs.append(_run(found, start, 1, kinds, games))
        for run in runs:
            # (no stopword at either end of a name: "The Flying" is "Flying")
            while run and (run[0].folded in stop or run[0].folded in never):
                run = run[1:]
            while run and (run[-1].folded in stop or run[-1].folded in never):
                run = run[:-1]
            if not run or all(item.folded in stop for item in run):
                continue
            told.append((" ".join(item.typed for item in run), tuple(" ".join(i.folded for i in run).split())))
    return told


@lru_cache(maxsize=4)
def _owners(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The links after which a given name is the thing's owner, and the given names (`[named_things]`)."""
    table = lexicon_table(lang, "named_things")
    return frozenset(table.get("owner_links", ())), frozenset(table.get("given_names", ()))


def _owner_after(found: Sequence[_Word], first: int, start: int, lang: str) -> bool:
    """Whether the word at `start`, after the links from `first`, is the owner of the thing, not its name: one
    link of ownership ("un Rasgo DE Juan") and a single given name no game's text holds, nothing capitalised
    after it ("la carta de Matrimonio" is a name; "Rob", Coming of Age's bot, is in the texts)."""
    owner_links, given = _owners(lang)
    if start != first + 1 or found[first].folded not in owner_links or found[start].folded not in given:
        return False
    after = start + 1
    if after < len(found) and found[after].capital and not found[after].apart and not found[after].opens:
        return False
    return _in_no_text(found[start].folded)


def alone_names(text: str, lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """The names the question gives a thing without its kind (`_alone`): (as typed, folded words)."""
    kinds, _, never, _ = named_things_lexicon(lang)
    read = words_and_games(text) if kinds and may_hold_alone(text, lang) else None
    if read is None:
        return []
    found, games = read
    return _alone(found, kinds, games, stopwords(lang), never)


def _alone(found: Sequence[_Word], kinds: frozenset[str], games: AbstractSet[int], stop: frozenset[str],
           never: frozenset[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The names said without their kind: ALONE_WORDS or more words in a row each written with a capital
    first letter (not all in capitals, LOOP's way of writing its terms: "COIN REPUTATION" are two),
    inside a sentence ("When I play Space Travel, ...")."""
    told = []
    run: list[_Word] = []
    for place, word in enumerate([*found, None]):
        plain = word is not None and word.capital and not word.opens and word.quote is None \
            and not word.typed.isupper() and place not in games and word.folded not in kinds \
            and word.folded not in stop and word.folded not in never
        if plain and run and found[place - 1] is run[-1] and not run[-1].owner and not word.apart:
            run.append(word)
            continue
        if len(run) >= ALONE_WORDS:
            told.append((" ".join(item.typed for item in run), tuple(" ".join(i.folded for i in run).split())))
        run = [word] if plain else []
    return told


def _run(found: Sequence[_Word], start: int, step: int, kinds: frozenset[str], games: AbstractSet[int]) -> list[_Word]:
    """The name that starts at `start` going by `step` (-1: back from a kind, 1: forward): one quoted span,
    or capitalised words in a row, up to a game's name (at `games`: "la carta
    Bicicleta en CV"); in reading order."""
    if not 0 <= start < len(found):
        return []
    if found[start].quote is not None:
        span = found[start].quote
        return [word for word in found if word.quote == span]
    run: list[_Word] = []
    position = start
    while 0 <= position < len(found):
        word = found[position]
        if word.quote is not None or word.folded in kinds or position in games:
            break
        if not word.capital or (run and (run[-1] if step > 0 else word).owner) \
                or (run and (word if step > 0 else run[-1]).apart):
            break
        run.append(word)
        if step < 0 and word.opens:
            break
        position += step
        if step > 0 and position < len(found) and found[position].opens:
            break
    return run[::-1] if step < 0 else run


def game_positions(found: Sequence[_Word]) -> frozenset[int]:
    """The positions of the words that name a game ("CV", "Coming of Age")."""
    from referee.rules.index import get_index

    return _game_positions(tuple(word.folded for word in found), get_index().game_names)


def _game_positions(folded: tuple[str, ...], names: dict[tuple[str, ...], str]) -> frozenset[int]:
    """`game_positions` of the folded words, the game names given (`Index.game_names`): each name looked
    up from the positions its first word stands at."""
    firsts = _first_words(names)
    taken: set[int] = set()
    for start, word in enumerate(folded):
        if word in firsts:
            for name in names:
                if name and name[0] == word and folded[start:start + len(name)] == name:
                    taken.update(range(start, start + len(name)))
    return frozenset(taken)


_FIRSTS: list = [None, frozenset()]  # (the game names last read, their first words)


def _first_words(names: dict[tuple[str, ...], str]) -> frozenset[str]:
    """The first words of the game names, kept for the index's names last read (the same every question)."""
    if _FIRSTS[0] is not names:
        _FIRSTS[:] = [names, frozenset(name[0] for name in names if name)]
    return _FIRSTS[1]


CANDIDATE_DOCS = 40  # the most documents whose fields are read to find a name's words in a row


def _max_edits(word: str) -> int:
    """The edits a typo of `word` may hold (as the search corrects them: none in short words)."""
    if len(word) <= 3 or word.isdigit():
        return 0
    return 1 if len(word) <= 7 else 2


@lru_cache(maxsize=8)
def _by_first_letter(lang: str) -> dict[str, list[str]]:
    """The words of `lang`'s rule text (every game's rules and gaps) by their first letter."""
    from referee.rules.index import get_index

    found: dict[str, list[str]] = {}
    for word in get_index().langs[lang].vocabulary:
        found.setdefault(word[:1], []).append(word)
    return found


@lru_cache(maxsize=1024)
def typo_forms(word: str, lang: str) -> frozenset[str]:
    """The words of `lang`'s rule text that may be `word` typed: itself, or a typo away that begins as it
    does (a name's typo keeps its first letter: "Flying" is not "lying")."""
    from referee.rules.index import get_index

    found = {word} & get_index().langs[lang].vocabulary.keys()
    edits = _max_edits(word)
    if edits:
        from rapidfuzz import process
        from rapidfuzz.distance import OSA

        found.update(choice for choice, _, _ in process.extract(
            word, _by_first_letter(lang).get(word[:1], ()), scorer=OSA.distance, score_cutoff=edits, limit=None))
    return frozenset(found)


def _forms(word: str, lang: str) -> frozenset[str]:
    """The stems (search keys) `word` may be in `lang`: its own, and those of the words it may be typed for."""
    return frozenset(key(other, lang) for other in typo_forms(word, lang) | {word})


def _fields(entry) -> tuple[tuple[str, ...], ...]:
    """The folded words of each field of an entry (or gap) that may name a thing."""
    return tuple(tuple(words(text)) for text in (entry.title, entry.text, entry.note or "", *entry.aliases) if text)


def _in_a_row(name: tuple[str, ...], rows, lang: str, forms: list[frozenset[str]]) -> bool:
    """Whether one of `rows` (tuples of folded words) holds the name's words in a row, each as written, as
    a word it may be typed for, or as a form of its stem (`forms`, per word of the name)."""
    size = len(name)
    for row in rows:
        for start in range(len(row) - size + 1):
            if all(row[start + step] == word or key(row[start + step], lang) in forms[step]
                   for step, word in enumerate(name)):
                return True
    return False


def may_hold(stemmed: str, lang_index, index) -> bool:
    """Whether a document of `lang_index` may hold the stem: a rule word of some game there
    (`Index.stem_games`) or a word only gaps hold (`gap_idf`). Every token of the postings is one or the
    other, so a stem that is neither is in no posting list, and they need not be read (in a new process,
    reading a language's postings costs about 4 ms: a name unknown to the question's language would read
    the other's)."""
    return stemmed in index.stem_games.get(lang_index.lang, {}) or stemmed in lang_index.gap_idf


def _known_in(name: tuple[str, ...], game: str, lang_index) -> bool:
    """Whether a rule entry or gap of `game` in one language holds the name's words in a row: the
    documents that hold a form of each content word (the index's postings), then their fields."""
    from referee.rules.index import get_index

    index = get_index()
    lang = lang_index.lang
    stop = stopwords(lang)
    forms = [_forms(word, lang) for word in name]
    candidates: set[int] | None = None
    for word, stems in zip(name, forms):
        if word in stop:
            continue  # (not in the postings: "A Diamond IS FOR Business" is found by its other words)
        holding = set()
        for stemmed in stems:
            postings = lang_index.postings.get((game, stemmed)) if may_hold(stemmed, lang_index, index) else None
            if postings is not None:
                holding.update(postings.numbers)
        candidates = holding if candidates is None else candidates & holding
        if not candidates:
            return False
    if candidates is None:
        return False
    rows = (row for number in sorted(candidates)[:CANDIDATE_DOCS] for row in _fields(lang_index.docs[number].entry))
    return _in_a_row(name, rows, lang, forms)


@lru_cache(maxsize=8)
def _glossary_rows(game: str) -> tuple[tuple[str, ...], ...]:
    """The folded words of every name of every term of `game`'s glossary, in every language."""
    from referee.rules.index import get_index

    return tuple(tuple(words(name)) for group in get_index().thesaurus(game).groups for name in group)


def _in_glossary(name: tuple[str, ...], game: str, lang: str, index) -> bool:
    """Whether a name of a term of `game`'s glossary holds the name's words in a row (read in `lang`). A
    glossary word's stem in `lang` is one of the game's stems there (`Index.stem_games`): when a word of
    the name has no form among them, no row can hold it, and the glossary is not read (nor, in a new
    process, unpacked: about 10 ms)."""
    forms = [_forms(word, lang) for word in name]
    uses = index.stem_games.get(lang, {})
    if not all(any(game in uses.get(stemmed, ()) for stemmed in stems) for stems in forms):
        return False
    return _in_a_row(name, _glossary_rows(game), lang, forms)


KNOWN_KEPT = 4096  # the most answers of `known` kept for the index last read (then they are all let go)

_KNOWN: list = [None, {}]  # (the index last read, its answer of `known` for each (name, game) asked)


def known(name: tuple[str, ...], game: str) -> bool:
    """Whether the texts of `game` (its rule entries, gaps and glossary, in any language) hold the name's
    words in a row, each as written, as another form of its stem or as a word it may be typed for.

    The answer is the index's alone (its texts, their stems, the typos its vocabulary allows), the same
    each time a question gives the name: it is kept per index. Names repeat: of the names the questions
    of the tuning sets give beside their kind or alone, three in four were given by an earlier question,
    and each reading of the texts costs a first-time question about 0.2 ms (the postings of each form of
    each word, the fields of up to CANDIDATE_DOCS documents folded and compared, the glossary's names)."""
    from referee.rules.index import get_index

    index = get_index()
    if _KNOWN[0] is not index or len(_KNOWN[1]) >= KNOWN_KEPT:
        _KNOWN[:] = [index, {}]
    told = _KNOWN[1]
    answer = told.get((name, game))
    if answer is None:
        answer = told[(name, game)] = _known(name, game, index)
    return answer


def _known(name: tuple[str, ...], game: str, index) -> bool:
    """`known`, read in the texts of `index`."""
    langs = index.langs.values()
    if any(_known_in(name, game, lang_index) for lang_index in langs):
        return True
    return any(_in_glossary(name, game, lang_index.lang, index) for lang_index in langs)


def _in_no_text(word: str) -> bool:
    """Whether no rule text, gap or glossary of any game, in any language, holds `word` or a word it may
    be typed for ("owl")."""
    from referee.rules.index import get_index

    index = get_index()
    return word not in index.known_words and not any(
        typo_forms(word, lang) or key(word, lang) in lang_index.stems for lang, lang_index in index.langs.items())


def considered_games(games: Iterable[str], likely: str | None) -> list[str]:
    """`games`, or every game when none is given (in listing order, `likely`
    first), those of them with rule files. Every game is listed as the index
    keeps them (`Index.game_modes`, made in the order of GAME_IDS), since
    listing GAME_IDS parses each game.toml for its order."""
    from referee.rules.index import get_index

    return [game for game in (games or sorted(get_index().game_modes, key=lambda game: game != likely))
            if corpus.languages(game)]


def unknown_name(text: str, lang: str, games: Iterable[str] = (), likely: str | None = None,
                 set_apart: AbstractSet[str] = frozenset()) -> str | None:
    """The first name the question gives a thing beside its kind that none of `games` (every game when
    none is given, `likely` first: the game of the entry that would answer, whose texts most likely
    know it, so that the others' are seldom read) knows, as typed; None when every name is known (or
    the question names none). A name with a word of `set_apart` (the words of a comparison with a
    thing, "like the blue shell in MARIO KART": rules/compared_things.py) is the player's frame, not
    the thing asked, and is passed over."""
    considered: list[str] | None = None  # (listed at the first name: most questions give none)
    for typed, folded in names(text, lang):
        if set_apart and not set_apart.isdisjoint(folded):
            continue
        considered = considered_games(games, likely) if considered is None else considered
        if not any(known(folded, game) for game in considered):
            return typed
    for typed, folded in alone_names(text, lang):  # (said without its kind: a word no game knows, too)
        if set_apart and not set_apart.isdisjoint(folded):
            continue
        considered = considered_games(games, likely) if considered is None else considered
        if not any(known(folded, game) for game in considered) \
                and any(_in_no_text(word) for word in folded):
            return typed
    return None
