"""Text normalisation for matching questions against rule entries.

The pipeline, the same for rule text and for questions:

1. `fold`: lowercase, accents stripped (``"Fuerza de Voluntad"`` ->
   ``"fuerza de voluntad"``, ``"¿Qué?"`` -> ``"que"``), English contractions
   opened, everything that is not a letter or a digit becomes a space.
2. `words`: the folded text split into words.
3. stopwords per language are dropped (articles, pronouns, the verbs and
   question words of asking; quantities, time words and negation stay).
4. `key`: number words become digits ("two", "dos" -> "2"); other words go
   through a light, hand-written stemmer per language (English: plurals,
   -ing/-ed, British/American spelling; Spanish: plurals, gender, common verb
   endings and clitics, -ción). It only has to send the forms a player types
   and the forms the rulebook uses to the same key; languages without rules
   are left unstemmed.
5. `Thesaurus`: synonym expansion. Every English or Spanish synonym of a
   glossary term becomes one concept token (``"~cv:12"``) for its game, so
   "fuerza de voluntad", "willpower" and "WP" meet in the index; the
   everyday words of rules questions (end / finish / acabar, pay / afford /
   pagar...) have game-independent concepts (`COMMON_GROUPS`). The words of
   a phrase stay too, at a lower weight, and so do pairs of adjacent words,
   so partial wording still counts and matching wording counts more.

6. `intents`: the question words dropped as stopwords that say what is asked
   ("who", "how many", "when", "can I"; "quién", "cuántos"...) become intent
   tokens ("?who", "?num"...), and rule text gets the same tokens from the
   words answers of that kind use (players, numbers, moments, permissions).

7. `weak_keys`, `TOPIC_CONCEPTS`, `Thesaurus.concepts_at`, `noun_markers`,
   `hands_over`: what the search needs to judge whether an entry covers a
   question (see `search._evidence`): the words an entry need not contain
   (asking words, colours, everyday verbs), the common concepts that are a
   question's topic, which concepts stand for each word of a question, which
   words stand in a noun's place, and which verb hands something over to
   another player.

`read_by_neighbours` (used by `content_words`, so by questions and rule text
alike) reads a word whose sense hangs on a stopword next to it: "para en" is
the verb to stop, "falta una" a missing component, "más de" a limit, "se
acaban las fichas" a supply running out, "se queda a 0" reaching 0, "we lost
a die" a missing piece, "me and my wife" or "jugamos a dos" two players, "how long
is a game" / "¿cuánto dura una partida?" the playing time ("how long does it
usually take" / "¿cuánto se tarda?" the time on the clock), "¿desde qué edad?"
the age a game is for, "un par de" / "a couple of" two, "no tokens left" none
remaining (not the direction).

The word lists (stopwords, number words, the Spanish stemmer's endings, weak
and detail words, intent markers, transfer words, the neighbour readings and
the everyday concept groups) are data, in `referee/rules/lexicon/` (one file
per language and `common.toml`; their parse is cached on disk,
`lexicon_cache.py`); this module holds the algorithms. It knows
no game beyond the glossary terms it is given.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache, partial
from itertools import repeat
from typing import NamedTuple

from referee.rules import folded_phrases
from referee.rules.lexicon_cache import lexicons

# ---------------------------------------------------------------- folding

_CONTRACTIONS = [
    (re.compile(r"\b(can|won|don|doesn|didn|isn|aren|wasn|weren|haven|hasn|hadn|shouldn|couldn|wouldn|mustn)['’]?t\b"), r"\1 not"),
    (re.compile(r"n['’]t\b"), " not"),
    (re.compile(r"\bcannot\b"), "can not"),
    (re.compile(r"['’](s|re|ll|ve|m|d)\b"), ""),
    (re.compile(r"\bre-(?=[a-z])"), "re"),  # "re-roll" is "reroll" ("re" alone is a stopword)
    (re.compile(r"\bnon[- ](?=[a-z])"), "not "),  # "non-adjacent" denies as "not adjacent" does (see below)
]
# What every match of a contraction holds: "n", maybe an apostrophe, "t"
# ending a word (each negated verb ends in "n"), "cannot", an apostrophe,
# "re-" or the prefix "non". A text without any of these is left as it is by
# all six, so it is scanned once, not six times (most questions and rule texts).
# ("non-adjacent" read as "not adjacent": a rule's "non-adjacent location" is
# what a player asks as "a location that ISN'T next to it", the negation and
# the word it denies a pair as in "can't pay". Tuning sets: top-1 11,578 ->
# 11,582, top-3 12,191 -> 12,190 (Coming of Age's move to a location not
# next to the die x5 won; a LOOP question on keeping a goal for later lost,
# close beside three gaps), abstention 2,014 and false abstention 254 the same.)
_CONTRACTED = re.compile(r"n['’]?t\b|cannot|['’]|re-|\bnon[- ]")
_NON_WORD = re.compile(r"[^0-9a-z]+")
_COMBINING = re.compile("[\u0300-\u036f]")  # accents once NFKD has split them off


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Lowercase, without accents or punctuation, single-spaced."""
    text = text.lower()
    if _CONTRACTED.search(text):
        for pattern, replacement in _CONTRACTIONS:
            text = pattern.sub(replacement, text)
    # (ASCII text has no accents to split off: NFKD leaves it as it is)
    stripped = text if text.isascii() else _COMBINING.sub("", unicodedata.normalize("NFKD", text))
    return _NON_WORD.sub(" ", stripped).strip()


def folds_word_by_word(text: str) -> bool:
    """Whether `fold` reads each word of `text` apart from its neighbours: no
    contraction to expand (`_CONTRACTED`), so the folded words of the pieces
    of `text` cut at marks that are no word are the text's own words in turn."""
    return _CONTRACTED.search(text.lower()) is None


def words(text: str) -> list[str]:
    """The folded words of a text (a new list: the caller may change it).

    A search reads the question's words about 45 times (each reading of
    rules/silences.py and several of search.py ask `words(query)` again),
    over about two distinct texts: they are split once and copied after
    (0.2 µs a call against 0.85)."""
    return list(_split_words(text))


@lru_cache(maxsize=64)
def _split_words(text: str) -> tuple[str, ...]:
    """`words(text)` kept as a tuple, for the last few texts read."""
    return tuple(fold(text).split())


_MARKED_SENTENCE = re.compile(r"[^.!?:;]+[.!?:;]*")


@lru_cache(maxsize=64)
def marked_sentences(text: str) -> tuple[str, ...]:
    """The sentences of a question, each with the marks that end it (".",
    "!", "?", ":", ";"), so that a reading can tell one that asks ("?" in
    it, or "¿") from one that tells. The opening "¿" and "¡" do not split:
    "Las cartas que conseguí, ¿se quedan?" is one sentence. (Split so for
    the question's sentences, its lead and its scene clauses in search.py
    and the first sentence that asks in late_fixes.py; `unstated_specifics.
    sentence_words` splits at "¿" as well, for readings within one clause.)"""
    return tuple(match.group() for match in _MARKED_SENTENCE.finditer(text))


# Where a clause ends as punctuation tells it: a comma, a full stop, a semicolon, a colon (not inside a
# number: "1,000", "3.5", "10:30"), a question or exclamation mark (and the Spanish opening ones), a
# parenthesis or bracket, a dash set apart by spaces ("tiles - one per year") or a long dash. Two words with
# one of these between them are not a pair ("over 9 TURNS, ONE per year" holds no "turn 1").
_CLAUSE_BREAK = re.compile(r",(?!\d)|\.(?!\w)|:(?!\d)|[;!?\u00bf\u00a1()\[\]\u2013\u2014]|(?<!\S)-+(?!\S)")
_NO_BREAKS: frozenset[int] = frozenset()


@lru_cache(maxsize=4096)
def clause_starts(text: str) -> frozenset[int]:
    """The positions in `words(text)` of the words that open a new clause
    (after a `_CLAUSE_BREAK`; not the first word). None at all when the
    pieces between the marks do not fold to as many words as the whole text
    (a contraction across a mark): no clause is told then, as before."""
    pieces = _CLAUSE_BREAK.split(text)
    if len(pieces) == 1:
        return _NO_BREAKS
    starts: set[int] = set()
    count = 0
    for piece in pieces:
        found = len(words(piece))
        if found and count:
            starts.add(count)
        count += found
    return frozenset(starts) if count == len(words(text)) else _NO_BREAKS


def breaks_between(places: list[int], starts: frozenset[int]) -> frozenset[int]:
    """Of words kept at `places` (positions among a text's words, in order):
    the numbers of those with a clause start after the word kept before
    (a stopword between them may be the one that opens the clause)."""
    if not starts:
        return _NO_BREAKS
    return frozenset(n for n in range(1, len(places))
                     if any(place in starts for place in range(places[n - 1] + 1, places[n] + 1)))


# ---------------------------------------------------------------- the word lists

# The words live in data (`referee/rules/lexicon/`): one file per language
# (stopwords, number words, the stemmer's endings, weak and detail words, the
# words of intents, transfer and neighbour readings) and `common.toml` (the
# everyday concepts shared by every language). This module keeps the algorithms.


def _load_lexicons() -> tuple[dict, dict[str, dict]]:
    """The common lexicon and each language's, by language code: the TOML
    files' parse, kept on disk for the next process (rules/lexicon_cache.py)."""
    return lexicons()


_COMMON, _LEXICONS = _load_lexicons()
LANGUAGES = tuple(_LEXICONS)


def _words_by_lang(field: str, table: str | None = None) -> dict[str, frozenset[str]]:
    """One list of every language's lexicon (in `table` when given), as sets."""
    found = {}
    for lang, lexicon in _LEXICONS.items():
        source = lexicon.get(table, {}) if table else lexicon
        found[lang] = frozenset(source.get(field, ()))
    return found


def _neighbours(lang: str, reading: str) -> dict:
    """One neighbour reading of `lang` (empty when the language has none)."""
    return _LEXICONS.get(lang, {}).get("neighbours", {}).get(reading, {})


def lexicon(lang: str) -> dict:
    """The whole of `lang`'s lexicon, table by table (empty when the language has none)."""
    return _LEXICONS.get(lang, {})


def lexicon_table(lang: str, name: str) -> dict:
    """One table of `lang`'s lexicon (empty when the language has none)."""
    return _LEXICONS.get(lang, {}).get(name, {})


def question_form(lang: str) -> dict:
    """The `[question_form]` table of `lang`'s lexicon: the words that tell how
    a question asks ("how does X work", "X or Y?", "can't", "are there"),
    read by the search (empty when the language has none)."""
    return _LEXICONS.get(lang, {}).get("question_form", {})


def fold_question_forms() -> dict[str, dict[str, str]]:
    """Every language's `[question_form]` phrases folded, for the disk cache
    (rules/folded_phrases.py), with the fold itself, not its kept answers."""
    return folded_phrases.fold_all(question_form, fold.__wrapped__, list(LANGUAGES))


@lru_cache(maxsize=256)
def question_form_phrases(lang: str, field: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of one `[question_form]` field of `lang`, each folded into
    its words (made once per field, not per question): what the readings of
    a question's form (rules/advice.py, late_fixes.py, existence.py,
    unstated_specifics.py) compare the question's words with. Kept folded on
    disk for the next process (rules/folded_phrases.py)."""
    folded = folded_phrases.kept(lang, field, LANGUAGES, fold_question_forms)
    if folded is not None:
        return folded
    return tuple(tuple(words(phrase)) for phrase in question_form(lang).get(field, ()))


@lru_cache(maxsize=256)
def question_form_reach(lang: str, *fields: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of some `[question_form]` fields of `lang` (none
    that folds to no word) and their `first_word_reach`: what `phrase_at`
    finds them in a question's words with (rules/comparison.py, idioms.py,
    guessed_reasons.py, edge_told.py)."""
    phrases = frozenset(phrase for field in fields for phrase in question_form_phrases(lang, field) if phrase)
    return phrases, first_word_reach(phrases)


@lru_cache(maxsize=256)
def question_form_distinct(lang: str, *fields: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of some `[question_form]` fields of `lang`, folded into
    their words, each once and in order, none that folds to no word: the
    markers a rule's text is searched for ("must", "choose to", "spend")."""
    listed = [phrase for field in fields for phrase in question_form(lang).get(field, ())]
    return tuple(dict.fromkeys(tuple(words(phrase)) for phrase in listed if words(phrase)))


@lru_cache(maxsize=256)
def question_form_longest_first(lang: str, field: str) -> tuple[tuple[str, ...], ...]:
    """`question_form_phrases(lang, field)`, longest first: a reading that
    takes the first phrase found at a place finds "otro jugador descartó"
    before "otro jugador"."""
    return tuple(sorted(question_form_phrases(lang, field), key=len, reverse=True))


@lru_cache(maxsize=256)
def question_form_openers(lang: str, field: str) -> frozenset[str]:
    """The first words of `question_form_phrases(lang, field)`: one set
    look-up rules out a question none of whose words opens such a phrase
    (most questions) before any phrase is compared."""
    return frozenset(phrase[0] for phrase in question_form_phrases(lang, field) if phrase)


@lru_cache(maxsize=256)
def question_form_keys(lang: str, field: str) -> frozenset[str] | None:
    """One word of each phrase of `question_form_phrases(lang, field)`, its
    longest that is no stopword (else its longest; the first of them: as a
    rule the least common), or None when the field has an empty phrase. A
    phrase is held only where all its words are, so words that hold none of
    these hold no phrase of the field: the gate of a reading whose phrases
    open with words most questions hold ("a", "the", "can":
    `question_form_openers` lets those through) and go on with rarer ones
    ("a fixed ORDER", "is it BETTER", "the WAY")."""
    phrases = question_form_phrases(lang, field)
    if not all(phrases):
        return None
    stop = stopwords(lang)
    return frozenset(max(phrase, key=lambda word: (word not in stop, len(word))) for phrase in phrases)


def may_hold_phrase(said, lang: str, field: str) -> bool:
    """Whether the folded words `said` may hold a (non-empty) phrase of
    `question_form.<field>`: a word one opens with and a word of each
    phrase's `question_form_keys` (two set look-ups; False rules every such
    phrase out, True is only a maybe)."""
    if question_form_openers(lang, field).isdisjoint(said):
        return False
    keys = question_form_keys(lang, field)
    return keys is None or not keys.isdisjoint(said)


@lru_cache(maxsize=256)
def question_form_by_opener(lang: str, field: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """`question_form_phrases(lang, field)` by their first word, each word's
    in the lexicon's order: a reading that looks for the first phrase at
    each place of the question compares a word only with the phrases it
    opens, not with every phrase (made once per field, not per question).
    Treat as read-only."""
    phrases = question_form_phrases(lang, field)
    return {first: tuple(phrase for phrase in phrases if phrase and phrase[0] == first)
            for first in question_form_openers(lang, field)}


@lru_cache(maxsize=256)
def question_form_set(lang: str, field: str) -> frozenset[str]:
    """One word list of `lang`'s `[question_form]`, as a set (made once per
    field): a reading's set look-up of single words ("only", "turns")."""
    return frozenset(question_form(lang).get(field, ()))


def question_form_words(field: str) -> dict[str, frozenset[str]]:
    """One word list of every language's `[question_form]`, as sets."""
    return _words_by_lang(field, "question_form")


# ---------------------------------------------------------------- stopwords

STOPWORDS: dict[str, frozenset[str]] = _words_by_lang("stopwords")


def stopwords(lang: str) -> frozenset[str]:
    return STOPWORDS.get(lang, frozenset())


# ---------------------------------------------------------------- stemming

_VOWELS = set("aeiouy")


def _has_vowel(text: str) -> bool:
    return any(ch in _VOWELS for ch in text)


def english_singulars(word: str) -> tuple[str, ...]:
    """The word and the singulars it may be the English plural of
    ("resources" -> "resource", "activities" -> "activity")."""
    found = [word]
    if word.endswith("ies"):
        found.append(word[:-3] + "y")
    if word.endswith("es"):
        found.append(word[:-2])
    if word.endswith("s"):
        found.append(word[:-1])
    return tuple(found)


def _stem_en(word: str) -> str:
    if len(word) <= 3:
        return word
    # British and American spelling meet: favour / favor, colour / color, centre / center
    if len(word) >= 6 and word.endswith(("our", "ours")):
        word = word.replace("our", "or") if word.count("our") == 1 else word
    elif len(word) >= 5 and word.endswith(("tre", "tres")):
        word = word[: word.rfind("tre")] + "ter" + ("s" if word.endswith("s") else "")
    # plurals and third person
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses") or (word.endswith("oes") and len(word) <= 5):  # classes; goes -> go, does -> do
        word = word[:-2]
    elif word.endswith(("ches", "shes", "xes", "zes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    # -ing, -ed (rolling, rolled -> roll; getting -> get; placed -> plac)
    for suffix in ("ingly", "edly", "ing", "ed"):
        if word.endswith(suffix):
            base = word[: -len(suffix)]
            if len(base) >= 3 and _has_vowel(base):
                word = base
                if len(word) >= 4 and word[-1] == word[-2] and word[-1] not in "lsz" and word[-1] not in _VOWELS:
                    word = word[:-1]
            break
    if word.endswith("ly") and len(word) > 5:
        word = word[:-2]
    if word.endswith("y") and len(word) > 3:
        word = word[:-1] + "i"
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


_ES_STEMMER = _LEXICONS.get("es", {}).get("stemmer", {})
_ES_CLITICS = tuple(_ES_STEMMER.get("clitics", ()))
_ES_NOT_CLITIC = tuple(_ES_STEMMER.get("not_clitic", ()))  # "reparte" is not "repar" + "te"
# plural, gender, verb and derivational endings, tried longest first
_ES_ENDINGS = tuple(sorted(_ES_STEMMER.get("endings", ()), key=len, reverse=True))
# ... looked up as the word's last letters, longest first: two endings of one length cannot both end a
# word, so the first that does and leaves a stem long enough is the one the list, tried in order, finds
_ES_ENDING_SET = frozenset(ending for ending in _ES_ENDINGS if ending)
_ES_ENDING_LENGTHS = tuple(sorted({len(ending) for ending in _ES_ENDING_SET}, reverse=True))
# the stems a verb shares with a proper name ("robar" -> "rob", Rob Bot): the verb's words get another key
_ES_NAME_CLASH = dict(_ES_STEMMER.get("name_clash", {}))
# words kept whole ("durante" is not "dura")
_ES_UNSTEMMED = frozenset(_ES_STEMMER.get("unstemmed", ()))
# the stems of verbs whose root changes irregularly ("elijo" -> "elij", "tengo" -> "teng"), read as the
# infinitive's ("elegir" -> "eleg", "tener" -> "ten"); with them, the regular changes (`_root_changes`)
_ES_IRREGULAR_CHANGES = dict(_ES_STEMMER.get("stem_changes", {}))
# a stem keeps 3 letters: "edición" is not "ed", "suerte" not "su" (the possessive), "acaba" not "ac";
# the two-letter stems listed are a verb's whole root ("usar", "usando", "usan" -> "us")
_ES_SHORTEST_STEM = 3
_ES_SHORT_STEMS = frozenset(_ES_STEMMER.get("short_stems", ()))
# the infinitives of three letters a clitic comes off ("darle" -> "dar"): any other base keeps 4 letters
_ES_SHORT_INFINITIVES = frozenset(_ES_STEMMER.get("short_infinitives", ()))


def _stem_left(word: str, ending: str) -> bool:
    """Whether taking `ending` off `word` leaves a stem long enough to stand
    for the word: 3 letters, or one of the listed two-letter verb roots."""
    left = word[: -len(ending)]
    return len(left) >= _ES_SHORTEST_STEM or (len(ending) > 1 and left in _ES_SHORT_STEMS)


def _without_endings(word: str) -> str:
    """Up to two Spanish endings off `word`, each the longest that leaves a
    stem long enough ("acaba" -> "acab", as "acabar", not "ac")."""
    for _ in range(2):
        for length in _ES_ENDING_LENGTHS:
            ending = word[-length:]
            if len(ending) == length and ending in _ES_ENDING_SET and _stem_left(word, ending):
                word = word[:-length]
                break
        else:
            break
    return word


def _stem_es(word: str) -> str:
    """Light Spanish stemmer: clitics (casarme -> casar), then up to two
    endings (jugadores -> jugador, cartas -> cart, empatamos -> empat,
    puntuación / puntuar -> puntu), each leaving a stem of 3 letters
    (acaba -> acab, edición -> edicion; usar -> us, a listed verb root),
    then spelling (coloque -> coloc), then
    a root that changes (cierra -> cerr, as cerrar), then a stem shared with a
    proper name set apart (robo, robar -> robar; Rob -> rob)."""
    if len(word) <= 3 or word in _ES_UNSTEMMED:  # ("rob", the name, keeps its key: the clash is the verb's)
        return word
    word = _ending_stem_es(word)
    word = _ES_STEM_CHANGES.get(word, word)
    return _ES_NAME_CLASH.get(word, word)


def _ending_stem_es(word: str) -> str:
    """`_stem_es` up to the spelling, before a root that changes is read
    as its infinitive's (cierra -> cierr, cerrar -> cerr)."""
    if len(word) <= 3 or word in _ES_UNSTEMMED:
        return word
    for clitic in () if word.endswith(_ES_NOT_CLITIC) else _ES_CLITICS:
        if word.endswith(clitic):
            base = word[: -len(clitic)]
            if base.endswith(("ar", "er", "ir", "ando", "iendo")) and (len(base) >= 4 or base in _ES_SHORT_INFINITIVES):
                word = base
                break
    if word.endswith("ces") and len(word) > 4:
        word = word[:-3] + "z"
    word = _without_endings(word)
    if word.endswith("qu") and len(word) > 3:
        word = word[:-2] + "c"
    elif word.endswith("gu") and len(word) > 3:
        word = word[:-1]
    return word


# the endings of the present forms whose root is stressed (cierra, cierro, cierran, cierres...), of either conjugation
_STRESSED_ENDINGS = ("o", "a", "as", "an", "e", "es", "en")


def _root_changes(changes: dict[str, list[str]]) -> dict[str, str]:
    """The stems of the stressed forms of the verbs whose root changes
    regularly, each read as its infinitive's stem: `changes` maps an
    alternation of the root's last vowel ("o>ue": poder, puede; "e>ie":
    cerrar, cierra; "e>i": pedir, pide; "u>ue": jugar, juega) to its verbs'
    infinitives, from which both stems come ("pued" -> "pod"; "cierren" ->
    "cierr" -> "cerr"). A verb whose stem does not end its root in that
    vowel is left out (a mistake in the list, not a guess). Replaces a
    hand-kept table of 16 such stems, which it holds."""
    found = {}
    for alternation, infinitives in changes.items():
        plain, stressed = alternation.split(">")
        for infinitive in infinitives:
            root = _ending_stem_es(infinitive)
            last = max(root.rfind(vowel) for vowel in "aeiou")
            if last < 0 or root[last] != plain:
                continue
            changed = root[:last] + stressed + root[last + 1:]
            for ending in _STRESSED_ENDINGS:
                said = _ending_stem_es(changed + ending)
                # (an ending that eats into the changed vowel leaves a stem too short to tell: "entiendes" -> "ent")
                if said != root and said.startswith(changed[:last + len(stressed)]):
                    found[said] = root
    return found


_ES_STEM_CHANGES = {**_root_changes(_ES_STEMMER.get("root_changes", {})), **_ES_IRREGULAR_CHANGES}


_STEMMERS = {"en": _stem_en, "es": _stem_es}


@lru_cache(maxsize=65536)
def stem(word: str, lang: str) -> str:
    """The matching key of one folded word in `lang` (digits unchanged)."""
    if word.isdigit():
        return word
    stemmer = _STEMMERS.get(lang)
    return stemmer(word) if stemmer else word


# Words whose sense hangs on a stopword next to them, which the stopword list
# would drop (each language's `[neighbours]` tables): "el autobús para en ..."
# is the verb to stop (not "para", for); "solo una" is "only one" (a limit);
# "more than" / "más de" is a limit; "falta una carta" a missing component.
_BY_NEXT_WORD = {
    lang: {(first, after): read for first, after, read, *_ in lexicon.get("neighbours", {}).get("by_next_word", ())}
    for lang, lexicon in _LEXICONS.items()
}
# ... but not after a word that makes the pair a degree (a fourth element): "tied FOR the most" is the majority
# a tie is over, compared among players, where "what's the most I can have" is a limit (round fabterms)
_BY_NEXT_WORD_NOT_AFTER = {
    lang: {(first, after): frozenset(rest[0])
           for first, after, _, *rest in lexicon.get("neighbours", {}).get("by_next_word", ()) if rest}
    for lang, lexicon in _LEXICONS.items()
}
# ... but a pair of those read otherwise before a phrase ("MORE THAN once", "MÁS
# DE una vez": a repeat asked, not a limit; `[neighbours] by_next_phrase`):
# (first, after) -> (phrases after the pair, read). Round often2, TUNE43: top-1
# 16,852 -> 16,853, abstention 2,957 -> 2,958, false abstention 453 -> 452,
# top-3 unchanged (tests/rules/test_more_than_once.py)
_BY_NEXT_PHRASE = {
    lang: {(first, after): (tuple(tuple(phrase.split()) for phrase in phrases), read)
           for first, after, phrases, read in lexicon.get("neighbours", {}).get("by_next_phrase", ())}
    for lang, lexicon in _LEXICONS.items()
}
# ... and a word read by the word before it ("what AGE", "qué EDAD": the age a
# game is for), with, as a fourth element, the words or phrases one of which
# must come before that ("desde qué edad"; "en qué edad" is a stage of life).
_BY_PREVIOUS_WORD = {
    lang: {(previous, word): (read, tuple(tuple(phrase.split()) for phrase in before[0]) if before else None)
           for previous, word, read, *before in lexicon.get("neighbours", {}).get("by_previous_word", ())}
    for lang, lexicon in _LEXICONS.items()
}


def _sets(reading: dict, *fields: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(reading.get(field, ())) for field in fields)


@lru_cache(maxsize=4)
def _two_of_us_table(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The patterns of two people told without a number, by their first word
    (each "*" of a pattern stands for one of the language's `people`; a "#"
    for a number of people, "somos tres", keyed under "#")."""
    reading = _neighbours(lang, "two_of_us")
    people = reading.get("people", ())
    table: dict[str, list[tuple[str, ...]]] = {}
    for template in reading.get("patterns", ()):
        slot = template.index("*") if "*" in template else None
        for person in people if slot is not None else (None,):
            pattern = tuple(person if n == slot else word for n, word in enumerate(template))
            table.setdefault(pattern[0], []).append(pattern)
    return {first: tuple(patterns) for first, patterns in table.items()}


def _people_count(word: str, lang: str) -> str | None:
    """The digits of a number of people ("tres", "3"), from 2 up; None for another word."""
    number = NUMBER_WORDS.get(lang, {}).get(word, word)
    return number if number.isdigit() and int(number) >= 2 else None


def _people_told(folded: list[str], lang: str):
    """(start, length, number of players, whether what follows is something
    they do) of each place where the words tell a number of people without
    a count of players ("me and my wife", "somos tres", "the three of us"),
    by the language's `two_of_us` patterns."""
    by_first = _two_of_us_table(lang)
    if not by_first:
        return
    numbers = NUMBER_WORDS.get(lang, {})  # (another word is no number of people)
    # (told in C first, no word read one by one: a text with no number word and no digits counts no people, and
    # one with no word a pattern opens holds none of them: most texts)
    counted = "#" in by_first and not (numbers.keys().isdisjoint(folded) and not any(map(str.isdigit, folded))) \
        and any(_people_count(word, lang) for word in folded if word in numbers or word.isdigit())
    if not counted and by_first.keys().isdisjoint(folded):
        return
    doing = PLAYERS_DOING.get(lang, frozenset())
    # (only the places whose word opens a pattern, or may be a count, are read: a pattern starts at no other)
    places = [i for i, word in enumerate(folded) if word in by_first or (counted and (word in numbers or word.isdigit()))]
    if not places:
        return
    row = tuple(folded)  # (a pattern without "#" is compared whole, in C: most patterns, read at "my", "me", "the"...)
    end = 0  # (where the last pattern found ends: none starts inside it)
    for i in places:
        if i < end:
            continue
        count = _people_count(folded[i], lang) if counted else None
        for pattern in by_first.get(folded[i], ()) + (by_first.get("#", ()) if count else ()):
            part = row[i : i + len(pattern)]
            if part == pattern if "#" not in pattern else len(part) == len(pattern) and all(
                    want == word or (want == "#" and _people_count(word, lang)) for want, word in zip(pattern, part)):
                number = next((_people_count(word, lang) for want, word in zip(pattern, part) if want == "#"), "2")
                after = folded[i + len(pattern)] if i + len(pattern) < len(folded) else ""
                yield i, len(pattern), number, after in doing
                end = i + len(pattern)
                break


def people_counts(folded: list[str], lang: str) -> list[str]:
    """The numbers of players the words tell as people at the table ("somos
    dos", "we're 3", "me and my wife"), not those who then do something
    ("two of us tied"): the count of the game played, however short the
    words that tell it (a two-word "somos dos" has no room for the "with"
    that marks a count once read as "2 jugadores": `_two_of_us`)."""
    return [number for _, _, number, doing in _people_told(folded, lang) if not doing]


def _two_of_us(folded: list[str], lang: str) -> list[str]:
    """The words, with two people told without a number ("me and my wife")
    written as "with 2 players" ("con 2 jugadores"; "2 players" for two
    words), padded with "and" / "y" so that each word still stands for one
    word of the question. A number of people told so ("somos tres", "the
    three of us") is that many players. When what follows is something those
    people do ("two of us TIED"), they are some of the players, not the number
    playing: "2 players tied", without "with"."""
    told_at = list(_people_told(folded, lang))
    if not told_at:
        return folded
    reading = _neighbours(lang, "two_of_us")
    out: list[str] = []
    i = 0
    for start, length, number, doing in told_at:
        out.extend(folded[i:start])
        told = [number, reading["count_word"]]
        padding = [reading["padding"]] * (length - len(told))
        if doing:  # "and 2 players tied": next to what they do
            told = padding + told
        elif length > 2:  # "with 2 players", as a player count is told
            told = [reading["count_before"]] + told + padding[1:]
        else:
            told += padding
        out.extend(told)
        i = start + length
    out.extend(folded[i:])
    return out


class _Readings(NamedTuple):
    """The neighbour readings of one language, ready to look up."""

    by_next_word: dict[tuple[str, str], str]
    by_next_phrase: dict[tuple[str, str], tuple[tuple[tuple[str, ...], ...], str]]
    by_previous_word: dict[tuple[str, str], tuple[str, tuple[tuple[str, ...], ...] | None]]
    read_as: dict[str, str]
    shown_to: tuple[frozenset[str], frozenset[str], str] | None
    skip_turn: dict | None
    missing: tuple[frozenset[str], frozenset[str], frozenset[str], str] | None
    ending: tuple[frozenset[str], frozenset[str], frozenset[str], str, str, str] | None
    lost: tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], str] | None
    # (what says the thing lost is no component, within some words after it: the game itself, "we lost a
    # cooperative GAME": `_lost_game`)
    lost_game: tuple[int, frozenset[str]] | None
    broke: tuple[frozenset[str], frozenset[str], str, str, frozenset[str], frozenset[str]] | None
    reaching: tuple[frozenset[str], frozenset[str], str, frozenset[str]] | None
    game_length: tuple[frozenset[str], frozenset[str], frozenset[str], int, str, frozenset[str], str] | None
    # (one (words, particle, reach, read_as) for each verb told apart from its particle)
    split_verb: tuple[tuple[frozenset[str], frozenset[str], int, str], ...] | None
    none_left: tuple[frozenset[str], frozenset[str], frozenset[str], int, str] | None
    only_adverb: tuple[frozenset[str], frozenset[str], str] | None = None
    declined: tuple[frozenset[str], frozenset[str], tuple[str, ...], str, frozenset[str]] | None = None
    only_some: tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], str] | None = None
    become: tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], str] | None = None
    # (what says the thing was lost by play, within some words after it: a cause after "to" / "por", "I lost a
    # card TO MISFORTUNE", "perdí una carta POR LA MALA suerte": `_lost_to_cause`)
    lost_cause: tuple[int, frozenset[str], frozenset[str], str] | None = None
    # (the table as the one who lost it, before "lost", and the words after it then: "WE lost THE little bus",
    # where "I lost the bicycle card" is lost by the rules)
    lost_subject: tuple[frozenset[str], frozenset[str]] | None = None
    # every word a reading can apply to: each reading asks the word itself to be one of its words, so a
    # word outside them (most of a question's) is read as written without trying them one by one
    triggers: frozenset[str] = frozenset()
    # (first, next) -> the words before the pair after which it is not read so ("tied for the most")
    by_next_word_not_after: dict[tuple[str, str], frozenset[str]] = {}


@lru_cache(maxsize=4)
def _readings(lang: str) -> _Readings:
    """The `[neighbours]` tables of `lang` as sets (a reading the language
    does not have is None)."""

    def table(name: str) -> dict:
        return _neighbours(lang, name)

    shown, skip, missing = table("shown_to"), table("skip_turn"), table("missing")
    ending, lost, broke, reaching = table("ending_supply"), table("lost"), table("broke_on_me"), table("reaching")
    length, split, none_left = table("game_length"), table("split_verb"), table("none_left")
    only, declined, some = table("only_adverb"), table("declined"), table("only_some")
    become = table("become")
    readings = _Readings(
        by_next_word=_BY_NEXT_WORD.get(lang, {}),
        by_next_word_not_after=_BY_NEXT_WORD_NOT_AFTER.get(lang, {}),
        by_next_phrase=_BY_NEXT_PHRASE.get(lang, {}),
        by_previous_word=_BY_PREVIOUS_WORD.get(lang, {}),
        read_as={form: target for target, forms in table("read_as").items() for form in forms},
        shown_to=(*_sets(shown, "words", "next"), shown["read_as"]) if shown else None,
        skip_turn={field: frozenset(value) if isinstance(value, list) else value for field, value in skip.items()}
        if skip else None,
        missing=(*_sets(missing, "words", "next", "not_after"), missing["read_as"]) if missing else None,
        ending=(*_sets(ending, "words", "article", "supplies"), ending["reflexive"], ending["read_as"],
                ending.get("elided", "")) if ending else None,
        lost=(*_sets(lost, "words", "next", "present", "datives"), lost["read_as"]) if lost else None,
        lost_game=(lost.get("game_reach", 0), frozenset(lost.get("games", ()))) if lost else None,
        lost_cause=(lost.get("cause_reach", 0), *_sets(lost, "cause_markers", "causes"), lost.get("cause_read_as", ""))
        if lost else None,
        lost_subject=_sets(lost, "subjects", "subject_next") if lost and lost.get("subjects") else None,
        broke=(*_sets(broke, "words", "datives"), broke["read_as"], broke.get("reflexive", ""),
               *_sets(broke, "article", "by_rule")) if broke else None,
        reaching=(*_sets(reaching, "words", "skipped"), reaching["read_as"], *_sets(reaching, "kept_after"))
        if reaching else None,
        game_length=(*_sets(length, "words", "before", "game"), length["reach"], length["read_as"],
                     *_sets(length, "clock"), length.get("clock_read_as", length["read_as"])) if length else None,
        split_verb=tuple((*_sets(verb, "words", "particle"), verb["reach"], verb["read_as"]) for verb in split)
        if split else None,
        none_left=(*_sets(none_left, "words", "before", "not_after"), none_left["reach"], none_left["read_as"])
        if none_left else None,
        only_adverb=(*_sets(only, "words", "mode_after"), only["read_as"]) if only else None,
        declined=(*_sets(declined, "words", "before"), tuple(declined["next_endings"]), declined["read_as"],
                  frozenset(declined.get("nothing", ()))) if declined else None,
        only_some=(*_sets(some, "words", "counts", "then", "not_then"), some["read_as"]) if some else None,
        # (its first set every form, so that the triggers hold the enclitic ones too)
        become=(frozenset(become["words"]) | frozenset(become["enclitic"]), *_sets(become, "clitics", "enclitic", "not_next"),
                become["read_as"]) if become else None,
    )
    return readings._replace(triggers=_trigger_words(readings))


def _trigger_words(r: _Readings) -> frozenset[str]:
    """The words a neighbour reading of `r` can apply to: those read as
    another, the first of a (word, next word) pair, the second of a
    (previous word, word) pair, the verb of skipping a turn, and the words
    (the first set) of every other reading."""
    found = set(r.read_as) | {word for word, _ in r.by_next_word} | {word for _, word in r.by_previous_word}
    found |= {word for word, _ in r.by_next_phrase}
    for reading in (r.shown_to, r.missing, r.ending, r.lost, r.broke, r.reaching, r.game_length, *(r.split_verb or ()),
                    r.none_left, r.only_adverb, r.declined, r.only_some, r.become):
        if reading:
            found |= reading[0]
    if r.skip_turn:
        found.add(r.skip_turn["verb"])
    return frozenset(found)


def read_by_neighbours(folded: list[str], lang: str, asked: bool = False) -> list[str]:
    """The folded words, with a word whose sense hangs on the stopword next to
    it written as that sense ("para en" -> "parar", "falta una" -> missing,
    "se termina el mazo" -> running out, "mostrarle" -> showing to someone,
    "perdimos una ficha" -> a missing component, "se me rompe" -> damaged,
    "se queda a 0" -> reaches 0, "cuánto dura una partida" -> playing time,
    "throw one away" -> discard, "no tokens left" -> running out, "me vuelvo
    Adulto" -> becoming, "skip rolling" / "puedo no tirar" -> refusing). In a
    question (`asked`), "o solo después" -> only, where "jugando solo" is
    the solo mode (rule text keeps its words: an entry's "(Solo)" or
    "Solo: ..." names the mode with no word of playing before it)."""
    folded = _two_of_us(folded, lang)
    r = _readings(lang)
    table, missing, ending, same, lost, reaching = r.by_next_word, r.missing, r.ending, r.read_as, r.lost, r.reaching
    numbers = NUMBER_WORDS.get(lang, {})
    if not table and not missing and not ending and not same and not lost and not reaching:
        return folded
    skip, triggers = r.skip_turn, r.triggers
    read = []
    for i, word in enumerate(folded):
        if word not in triggers:  # (no reading applies to it)
            read.append(word)
            continue
        after = folded[i + 1] if i + 1 < len(folded) else ""
        before = folded[i - 1] if i else ""
        if word in same:
            word = same[word]
        elif r.shown_to and word in r.shown_to[0] and after in r.shown_to[1]:
            word = r.shown_to[2]
        elif skip and word == skip["verb"] and ((i + 2 < len(folded) and folded[i + 2] == skip["noun"] and (
                after in skip["own"] or (after in skip["article"] and before in skip["asking"])))
                or (after == skip["noun"] and before in skip["asking"])):  # "¿se puede pasar turno?"
            word = skip["read_as"]
        elif asked and r.only_some and word in r.only_some[0] and _only_some(folded, i, r.only_some):
            word = r.only_some[4]  # "only one OF my tracks", "only 1-4 are open": which ones, not a limit
        elif asked and r.only_adverb and word in r.only_adverb[0] and before in r.only_adverb[1]:
            pass  # "jugando solo", "modo solo": the solo mode
        elif (word, after) in r.by_next_phrase and _followed(folded, i + 2, r.by_next_phrase[(word, after)][0]):
            word = r.by_next_phrase[(word, after)][1]  # "MORE THAN once": a repeat, not a limit
        elif table and (word, after) in table and before not in r.by_next_word_not_after.get((word, after), ()):
            word = table[(word, after)]
        elif asked and r.only_adverb and word in r.only_adverb[0]:
            word = r.only_adverb[2]  # "o solo después", "solo al final": only
        elif (before, word) in r.by_previous_word and _preceded(folded, i - 1, r.by_previous_word[(before, word)][1]):
            word = r.by_previous_word[(before, word)][0]
        elif missing and word in missing[0] and after in missing[1] and before not in missing[2]:
            word = missing[3]
        elif ending and word in ending[0] and (
                (after in ending[1] and i + 2 < len(folded) and folded[i + 2] in ending[2])
                or (before == ending[3] and i >= 2 and folded[i - 2] in ending[2] and _agree(folded[i - 2], word))
                # "el mazo ... cuando se acaba EL DE juventud": the supply named before, left out
                or (after in ending[1] and i + 2 < len(folded) and folded[i + 2] == ending[5]
                    and ending[2] & set(folded[:i]))
                # "el mazo de juventud. Cuando SE ACABA, se usa...": the supply just named, nothing named after
                or (before == ending[3] and after not in ending[1] and _supply_named_before(folded, i, ending))):
            word = ending[4]
        elif lost and word in lost[0] and (after in lost[1] or (r.lost_subject and before in r.lost_subject[0]
                                                              and after in r.lost_subject[1])) \
                and (word not in lost[2] or before in lost[3]) and not _lost_game(folded, i, r.lost_game):
            # (lost to a cause of play: the verb of the rules, "lost" read as "lose" where the rules say it)
            word = (r.lost_cause[3] or word) if _lost_to_cause(folded, i, r.lost_cause) else lost[4]
        elif r.broke and word in r.broke[0] and before in r.broke[1] \
                and (not r.broke[3] or (i >= 2 and folded[i - 2] == r.broke[3])) \
                and _next_past(folded, i, r.broke[4]) not in r.broke[5]:
            word = r.broke[2]  # (not "se me rompe un MATERIAL": a thing the rules break, `by_rule`)
        elif reaching and word in reaching[0] and _is_number(_next_past(folded, i, reaching[1]), numbers) \
                and not _kept_count(folded, i, reaching[3], numbers):
            word = reaching[2]
        elif r.game_length and _asks_game_length(folded, i, r.game_length):
            # "how long does a game usually TAKE", "¿cuánto dura MÁS O MENOS?": the time on the clock
            word = r.game_length[6] if r.game_length[5] & set(folded) else r.game_length[4]
        elif r.split_verb and (split := _split_verb(folded, i, r.split_verb)):
            word = split  # "throw one away", "pick it back up": the verb and its particle apart ("throw away" is a phrase)
        elif r.none_left and word in r.none_left[0] and before not in r.none_left[2] \
                and r.none_left[1] & set(folded[max(0, i - r.none_left[3]) : i]):
            word = r.none_left[4]  # "no tokens left": none remain (not the left of "move left")
        elif r.declined and word in r.declined[0] and (not r.declined[1] or before in r.declined[1]) \
                and after.endswith(r.declined[2]) and len(after) > 4 \
                and (i + 2 >= len(folded) or folded[i + 2] not in r.declined[4]):
            # "skip TAKING it", "¿puedo no COGERLA?": declining to do it (not "¿puedo no hacer NADA?": doing nothing
            # declines no thing, as "can I just do nothing?" in English)
            word = r.declined[3]
        elif r.become and word in r.become[0] and after not in r.become[3] \
                and (word in r.become[2] or before in r.become[1]):
            word = r.become[4]  # "¿cuándo ME VUELVO Grown Up?": becoming, not coming back nor "volver a" (again)
        read.append(word)
    return read


def _lost_game(folded: list[str], i: int, lost_game: tuple[int, frozenset[str]] | None) -> bool:
    """Whether what was lost at `i` ("we lost a ...") is a game, said
    within reach ("we lost a cooperative GAME of loop", "perdimos una
    PARTIDA"): the players lost at play, no component went missing. Read as
    a thing gone missing, "lost" was a topic no rule of the game's end
    covers, and "did we really all lose?" abstained (round fabst34: blind37)."""
    if not lost_game:
        return False
    reach, games = lost_game
    return not games.isdisjoint(folded[i + 2:i + 2 + reach])


def _lost_to_cause(folded: list[str], i: int, lost_cause: tuple[int, frozenset[str], frozenset[str], str] | None) -> bool:
    """Whether what was lost at `i` ("I lost a ...") was lost to a cause of
    play, told within reach after it: a marker of cause ("to", "por") and,
    right after it or past one word ("to A misfortune", "por LA mala
    suerte"), a cause (`causes`: misfortune, bad luck, an event...). "I lost
    a Relationship card TO MISFORTUNE. Does it still count?" lost it by the
    rules; read as a component gone missing, "lost" was a topic no rule of
    misfortune covers, and the question abstained beside the rule that
    answers (blind99, blind100, blind101). "We lost a die" and "perdimos
    una ficha por ahí" tell no cause and stay a thing gone missing. Once
    not misplaced, English "lost" reads as "lose" (`cause_read_as`), the
    verb the rules say ("lose a card"): "lost" is no stem of it. Round
    fabst40, with the Parent Card alias of "can't pay": TUNE131 false
    abstention 600 -> 594, top-1 23,143 -> 23,147, top-3 the same,
    abstention 4,025 -> 4,024 (blind37 "I lost one of them to misfortune
    ... can the lost card still count for my life goal?", a gap, is now
    answered by the misfortune rules)."""
    if not lost_cause or not lost_cause[0]:
        return False
    reach, markers, causes, _ = lost_cause
    return any(folded[at] in markers and not causes.isdisjoint(folded[at + 1:at + 3])
               for at in range(i + 2, min(i + 2 + reach, len(folded))))


def _split_verb(folded: list[str], i: int, verbs: tuple) -> str | None:
    """The reading of the word at `i` as a verb told apart from its particle
    (`[[neighbours.split_verb]]`: "THROW one AWAY" -> discard, "PICK it back
    UP" -> retrieve), or None: one of a table's `words`, not right before its
    particle, which comes 2 to `reach` words after it."""
    word, after = folded[i], folded[i + 1] if i + 1 < len(folded) else ""
    for words_, particle, reach, read_as in verbs:
        if word in words_ and after not in particle and particle & set(folded[i + 2 : i + 1 + reach]):
            return read_as
    return None


def _agree(supply: str, verb: str) -> bool:
    """Whether a Spanish noun and verb agree in number, so the noun can be its
    subject ("el mazo se acaba", "las fichas se acaban"; not "los marcadores,
    ¿se termina?")."""
    return supply.endswith("s") == verb.endswith(("n", "s"))


def _only_some(folded: list[str], i: int, some: tuple) -> bool:
    """Whether "only" at `i` picks some of a group rather than setting a
    limit: a count of `some` (one, 1) then a word of it ("only one OF my Mood
    Tracks is free", "does only one OF us get it"; not "only one of EACH",
    which a limit says) or a number ("only 1-4 are open", folded "1 4": a
    range of the open ones)."""
    if i + 2 >= len(folded) or folded[i + 1] not in some[1]:
        return False
    then = folded[i + 2]
    if then.isdigit():
        return True
    return then in some[2] and (i + 3 >= len(folded) or folded[i + 3] not in some[3])


def _supply_named_before(folded: list[str], i: int, ending: tuple) -> bool:
    """Whether a supply is named a few words before the reflexive verb at i
    ("el mazo de juventud. Cuando SE ACABA"), and not as what another
    reflexive verb does ("cuando se cruzan los marcadores, ¿se termina?": the
    markers cross, the game ends)."""
    _, article, supplies, reflexive, _, _ = ending
    for j in range(max(0, i - 5), i - 1):
        if folded[j] in supplies and _agree(folded[j], folded[i]):
            verb = j - 2 if j and folded[j - 1] in article else j - 1
            if not (verb >= 1 and folded[verb - 1] == reflexive):
                return True
    return False


def _preceded(folded: list[str], i: int, phrases: tuple[tuple[str, ...], ...] | None) -> bool:
    """Whether the words just before position i end with one of `phrases` (None: any words)."""
    return phrases is None or any(tuple(folded[max(0, i - len(phrase)) : i]) == phrase for phrase in phrases)


def _followed(folded: list[str], i: int, phrases: tuple[tuple[str, ...], ...]) -> bool:
    """Whether the words from position i begin with one of `phrases`."""
    return any(tuple(folded[i : i + len(phrase)]) == phrase for phrase in phrases)


def _asks_game_length(folded: list[str], i: int, length: tuple) -> bool:
    """Whether the word at i asks how long a whole game lasts: "(how) LONG is
    a game", "(cuánto) DURA una partida", "cuánto se TARDA en jugar"."""
    words, before, game, reach = length[:4]
    return (folded[i] in words and any(word in before for word in folded[max(0, i - 2) : i])
            and any(word in game for word in folded[i + 1 : i + 1 + reach]))


def _kept_count(folded: list[str], i: int, pronouns: frozenset[str], numbers: dict[str, str]) -> bool:
    """Whether the word at i, after a pronoun of `pronouns` and right before a
    number, says what someone keeps, not a number reached: "cada jugador SE
    QUEDA 1 y descarta la otra", "¿cuántas recibo y ME QUEDO 2?" keep a
    count, where "se queda A 0" reaches one (the preposition tells them
    apart)."""
    return i > 0 and folded[i - 1] in pronouns and i + 1 < len(folded) and _is_number(folded[i + 1], numbers)


def _next_past(folded: list[str], i: int, skipped: set[str]) -> str:
    """The word after position i, past any of `skipped` ("queda A 0", "drops TO 0", "went DOWN TO 0")."""
    n = i + 1
    while n < len(folded) and folded[n] in skipped:
        n += 1
    return folded[n] if n < len(folded) else ""


def _is_number(word: str, numbers: dict[str, str]) -> bool:
    return word.isdigit() or word in numbers or word in _ZERO


def content_words(text: str, lang: str) -> list[str]:
    """Folded words of `text` without the stopwords of `lang` (a new list: the caller may change it)."""
    return list(_content_words(text, lang))


@lru_cache(maxsize=256)
def _content_words(text: str, lang: str) -> tuple[str, ...]:
    """`content_words`, kept for the last texts read: a search asks it about five times a question, two in
    five of them a text already read (the question's own, an entry's title or text), and each reading by
    neighbours costs a few microseconds. The words are the text's and the language's lexicon's alone."""
    stop = stopwords(lang)
    return tuple(word for word in read_by_neighbours(words(text), lang) if word not in stop)


NUMBER_WORDS: dict[str, dict[str, str]] = {
    lang: {word: str(value) for word, value in lexicon.get("numbers", {}).items()} for lang, lexicon in _LEXICONS.items()
}
_ZERO = frozenset(_COMMON.get("zero", ()))


def is_number(word: str, lang: str) -> bool:
    """Whether a folded word is a number: digits, or a word of number of `lang` (lexicon `numbers`: "seven",
    "siete", "cero"). The one test of the readings that count (rules/spaces_asked.py, spot_spaces.py,
    featured_counts.py, self_repairs.py); `_is_number` of the neighbours' reading also takes the other
    language's word of zero."""
    return word.isdigit() or word in NUMBER_WORDS.get(lang, {})
# having none of a thing ("not having ANY work card", "no tengo NINGUNA carta"): see search._had_none
ABSENCE = _COMMON.get("absence", {})
# players alike in a "who" question ("we are the SAME age"): see search._tie_asked
ALIKE_WORDS = frozenset(_COMMON.get("alike", {}).get("words", ()))
ALIKE_PLAYERS = frozenset(_COMMON.get("alike", {}).get("players", ()))  # ... those only ever said of players ("both")
CARD_RULE_GROUPS = frozenset(_COMMON.get("card_rule_groups", ()))  # the id heads of one card's own rule (rules/moded_cards.py)


# Ordinals read as one key whichever way written ("fifth", "5th", "quinta" -> "5th"): each
# language's `[ordinals]` table, and its endings written after digits ("5th", "5ª").
ORDINAL_WORDS: dict[str, dict[str, str]] = {
    lang: {word: str(value) for word, value in lexicon.get("ordinals", {}).items()} for lang, lexicon in _LEXICONS.items()
}
_ORDINAL_ENDINGS = {lang: frozenset(lexicon.get("ordinal_endings", ())) for lang, lexicon in _LEXICONS.items()}
_DIGITS_THEN = re.compile(r"(\d+)(\D+)")


_ORDINAL_KEY = re.compile(r"\d+th")


def ordinal(word: str, lang: str) -> str | None:
    """The key of an ordinal, one for every way of writing it ("5th",
    "fifth", "quinta", "5º" -> "5th"), or None for another word."""
    spelled = ORDINAL_WORDS.get(lang, {}).get(word)
    digits = _DIGITS_THEN.fullmatch(word)
    if not spelled and digits and digits.group(2) in _ORDINAL_ENDINGS.get(lang, ()):
        spelled = digits.group(1)
    return f"{spelled}th" if spelled else None


def is_ordinal_key(stemmed: str) -> bool:
    """Whether a key is an ordinal's: "a 5th trait" asks about a limit a rule
    states as "at most four" (a number, the same as "4 traits"), not about a
    word the rule must hold."""
    return stemmed.endswith("th") and bool(_ORDINAL_KEY.fullmatch(stemmed))  # (most keys: no regex)


# dice told by their sides, in the plural ("the d8s", "two d6s"): the die of that many sides ("d8"), which a
# game's glossary names where its rulebook speaks of such dice (Coming of Age's "eight-sided Die")
_DICE_BY_SIDES = re.compile(r"(d\d+)s")


@lru_cache(maxsize=65536)
def key(word: str, lang: str) -> str:
    """The matching key of one folded content word: number words become
    digits ("two" / "dos" -> "2"), ordinals one key ("fifth" / "5th" /
    "quinto" -> "5th"), dice by their sides one key ("d8s" / "d8"), other
    words their stem. Remembered per word, as `stem` is: a search reads the
    same words again (its question, the evidence's entries), and each
    reading tried the number words, the ordinals (a regular expression) and
    the stem."""
    sides = _DICE_BY_SIDES.fullmatch(word)
    if sides:
        word = sides.group(1)
    return NUMBER_WORDS.get(lang, {}).get(word) or ordinal(word, lang) or stem(word, lang)


def terms(text: str, lang: str) -> list[str]:
    """Keys of the content words of a text: its plain tokens, before synonyms."""
    return [key(word, lang) for word in content_words(text, lang)]


def clause_terms(text: str, lang: str) -> tuple[list[str], frozenset[int]]:
    """`terms` of a text, and the numbers of those that open a new clause
    (`clause_starts`): two terms with a clause break between them are no
    pair (see `_bigrams`)."""
    said = words(text)
    folded = read_by_neighbours(said, lang)
    stop = stopwords(lang)
    places = [position for position, word in enumerate(folded) if word not in stop]
    stems = [key(folded[position], lang) for position in places]
    starts = clause_starts(text) if len(folded) == len(said) else _NO_BREAKS
    return stems, breaks_between(places, starts)


@lru_cache(maxsize=4096)
def title_terms(title: str, lang: str) -> frozenset[str]:
    """`terms` of an entry's title (or of its head before a colon), read
    once: the checks that compare titles with a question do so for each of
    its candidates, question after question."""
    return frozenset(terms(title, lang))


# Words a rule entry need not contain to answer the question: words of asking
# ("what happens", "how much") and colours (`weak`), and the everyday verbs,
# adverbs and fillers with which a player tells what happened at the table
# (`detail`): they still rank, but an entry that lacks them is not missing
# part of the question. A word the rulebook never uses and that is not one of
# these is a topic it is silent about (see search._foreign).
_WEAK, _DETAIL, _DOING = _words_by_lang("weak"), _words_by_lang("detail"), _words_by_lang("doing")
WEAK_WORDS: dict[str, frozenset[str]] = {lang: _WEAK[lang] | _DETAIL[lang] | _DOING[lang] for lang in LANGUAGES}
# Handing something over to another player ("can I give my coins to another
# player", "¿puedo darle una carta a otro jugador?"): the verb, and the words
# that name the other player after it. Only an entry about trading or lending
# answers such a question (see search._evidence).
TRANSFER_VERBS = _words_by_lang("verbs", "transfer")
OTHER_WORDS = _words_by_lang("other", "transfer")
OTHER_PEOPLE = _words_by_lang("other_people", "transfer")  # the other players named without the word "player"
# the players handing things to one another ("hand each other coins", "entre nosotros")
RECIPROCAL = {lang: tuple(tuple(words(phrase)) for phrase in lexicon.get("transfer", {}).get("reciprocal", ()))
              for lang, lexicon in _LEXICONS.items()}
TRANSFER_REACH = 10  # how many words after the verb the other player may be named
# "give HER one of mine", "¿puedo DARLE una ficha?": the other player as a pronoun right after the verb (or
# joined to it), before what is handed over; not before a word of `not_handed` ("give them BACK", "darle LA
# VUELTA": turning it over)
TO_SOMEONE = _words_by_lang("to_someone", "transfer")
TO_SOMEONE_VERBS = _words_by_lang("verbs_to_someone", "transfer")
NOT_HANDED = _words_by_lang("not_handed", "transfer")
# a verb of handing over that is also the noun of where cards are held, read as that noun after a noun marker
# ("play it FROM HAND", "1 card IN HAND", "in my HAND": `noun_markers`), never as giving anything away
TRANSFER_NOUNS = _words_by_lang("also_nouns", "transfer")
_POSSESSIVE_WORDS = _words_by_lang("possessives")  # ("to MY girlfriend": a person at the table, `_recipients`)


def hands_over(folded: list[str], position: int, lang: str) -> bool:
    """Whether the word at `position` hands something over to another player
    ("another player", "otro jugador", "the others", "each other"; not "another location"), or to
    someone told by a pronoun ("give HER one", "darLE una ficha"; not "give me", "darle la vuelta"),
    by who they are at the table ("to MY GIRLFRIEND", "a MI HERMANO": rules/people.py), or as the
    player beside ("the PLAYER NEXT TO ME", "al JUGADOR DE MI IZQUIERDA": `transfer.neighbours`; these
    two: 2 abstentions more on the tuning sets, blind31, nothing else moved)."""
    if folded[position] not in TRANSFER_VERBS.get(lang, ()):
        return False
    if folded[position] in TRANSFER_NOUNS.get(lang, ()) and marks_noun(folded, position, lang):
        return False  # "my Career card FROM HAND ... my friend says no": the hand, not handing over
    other, people, players = OTHER_WORDS.get(lang, frozenset()), OTHER_PEOPLE.get(lang, frozenset()), set(PLAYER_WORDS)
    table, owners, beside = _recipients(lang)
    end = min(len(folded), position + 1 + TRANSFER_REACH)
    after, then = folded[position + 1 : position + 3], set(folded[position + 1 : position + 4])
    if (folded[position] in TO_SOMEONE_VERBS.get(lang, ()) or (after and after[0] in TO_SOMEONE.get(lang, ())
                                                               and len(after) > 1)) \
            and then.isdisjoint(NOT_HANDED.get(lang, ())):
        return True  # ("give HER one of mine", "darLE una ficha")
    return any(
        folded[n] in people or (folded[n] in other and n + 1 < len(folded) and folded[n + 1] in players)
        or any(tuple(folded[n : n + len(phrase)]) == phrase for phrase in RECIPROCAL.get(lang, ()))
        or (folded[n] in table and folded[n - 1] in owners)
        or (folded[n] in players and any(tuple(folded[n + 1 : n + 1 + len(phrase)]) == phrase for phrase in beside))
        for n in range(position + 1, end)
    )


@lru_cache(maxsize=4)
def _recipients(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[tuple[str, ...], ...]]:
    """The people at the table told by who they are (`question_form.table_people`), the possessives
    before them, and the phrases after a word of player that make it the player beside (`transfer.neighbours`)."""
    lexicon = _LEXICONS.get(lang, {})
    return (frozenset(lexicon.get("question_form", {}).get("table_people", ())), _POSSESSIVE_WORDS.get(lang, frozenset()),
            tuple(tuple(words(phrase)) for phrase in lexicon.get("transfer", {}).get("neighbours", ())))


# The words after which a question word is a noun ("off THE table", "in teams",
# "por equipos", "al suelo", "¿hay límite?"): only such a word is a topic the
# rulebook is silent about when it never uses it (an unknown verb, "it hits 0",
# "que elijo", is a detail of how the question is told).
_NOUN_MARKERS = _words_by_lang("noun_markers")
# "in my CV", "en mi CV": after one of these a game's name is the thing it names in that game
POSSESSIVES = _words_by_lang("possessives")


@lru_cache(maxsize=4)
def other_games(lang: str) -> frozenset[str]:
    """The folded names of other games a question of `lang` compares with ("like income in MONOPOLY")."""
    return frozenset(word for name in _LEXICONS.get(lang, {}).get("other_games", ()) for word in words(name))


@lru_cache(maxsize=4)
def similes(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of `lang` that start a comparison ("como si fuera"), longest first."""
    phrases = {tuple(words(phrase)) for phrase in _LEXICONS.get(lang, {}).get("similes", ())}
    return tuple(sorted(phrases, key=len, reverse=True))


@lru_cache(maxsize=4)
def noun_markers(lang: str) -> frozenset[str]:
    """The folded articles, determiners and prepositions of `lang`, and "hay"."""
    return _NOUN_MARKERS.get(lang, frozenset())


# The noun markers that are pronouns too, and the words before them that make them one: "¿cómo LAS reconozco?",
# "no LO tengo" (a clitic after a word of asking that opens a clause, or after a negation or another clitic)
_PRONOUN_MARKERS = _words_by_lang("markers", "pronouns")
_PRONOUN_AFTER = _words_by_lang("after", "pronouns")
_PRONOUN_OPENING = _words_by_lang("opening", "pronouns")


def marks_noun(folded: list[str], position: int, lang: str, opens: frozenset[int] = frozenset()) -> bool:
    """Whether the word at `position` of the folded words is a noun by the
    word before it, a noun marker (`noun_markers`): not when it is a marker
    itself ("what's this ABOUT"), nor when the marker is a clitic there
    ("¿cómo las RECONOZCO?", "no lo TENGO"), a verb the question tells, not
    a thing it names. `opens` holds the positions that open a clause."""
    markers = noun_markers(lang)
    if not position or folded[position - 1] not in markers or folded[position] in markers:
        return False
    if folded[position - 1] not in _PRONOUN_MARKERS.get(lang, ()) or position < 2:
        return True
    earlier = folded[position - 2]
    return not (earlier in _PRONOUN_AFTER.get(lang, ())
                or (earlier in _PRONOUN_OPENING.get(lang, ()) and position - 2 in opens))


# The words after which a question word is a verb the player tells ("I BUY", "se VUELVE"): the everyday
# doing a gap of the catalogs does not hold more of than the rule that answers (search._gap_holds_more).
_VERB_MARKERS = _words_by_lang("verb_markers")


def verb_markers(lang: str) -> frozenset[str]:
    """The folded subject pronouns (English) and clitics (Spanish) of `lang`
    after which a word is a verb: "I BUY", "we STOP", "¿cómo se VUELVE...?"."""
    return _VERB_MARKERS.get(lang, frozenset())


@lru_cache(maxsize=4)
def weak_keys(lang: str) -> frozenset[str]:
    """The keys (stems) of the weak words of `lang`."""
    return frozenset(key(word, lang) for word in WEAK_WORDS.get(lang, ()))


@lru_cache(maxsize=4)
def asking_keys(lang: str) -> frozenset[str]:
    """The keys of the words of asking (`weak`) and of the everyday verbs of
    doing (`doing`: placing, obtaining, needing, saying), not the `detail`
    words a player tells the scene with: "nobody", "whenever" may be the point."""
    return frozenset(key(word, lang) for word in _WEAK.get(lang, ()) | _DOING.get(lang, ()))


# ---------------------------------------------------------------- synonyms

# The everyday words of rules questions, the same for every game: what players
# say for ending, starting, paying, winning... (each group is one concept;
# English and Spanish together). Game terms live in each game's glossary.
# the prefix of the concept tokens of the everyday groups every game shares ("~common:12")
COMMON_CONCEPT = "~common:"
COMMON_GROUPS: list[list[str]] = [[phrase.split("@")[0] for phrase in group] for group in _COMMON.get("groups", ())]
# A phrase written "timer@en" is a phrase of that language only: another language's stemmer would cut it to
# one of its own words (Spanish reads "timer" as "tim", the stem of "Family Time" in the Spanish rule text)
COMMON_ONLY_IN: dict[str, str] = {
    text: lang for group in _COMMON.get("groups", ()) for text, _, lang in (phrase.partition("@") for phrase in group) if lang
}


def is_common_concept(concept: str) -> bool:
    """Whether a concept token is one of the everyday groups every game shares
    (ending, paying, winning...), as against a game's own glossary term."""
    return concept.startswith(COMMON_CONCEPT)


def common_concept(word: str) -> str:
    """The concept token of the common group that holds `word` (found by
    content, so reordering or inserting groups cannot break the reference)."""
    return f"{COMMON_CONCEPT}{next(i for i, group in enumerate(COMMON_GROUPS) if word in group)}"



_ROLES = _COMMON.get("concepts", {})
FIRST_PLAYER_CONCEPT = common_concept("first player")
# a "who" question about these concepts (start, first) asks for the first player
FIRST_PLAYER_TRIGGERS = frozenset(common_concept(word) for word in _ROLES.get("first_player_triggers", ()))
# Common concepts that are the topic of a question, not a detail of it: an
# entry that does not speak of running out or of a limit does not answer
# "what if the deck runs out" or "is there a hand limit" (common.toml names them).
TOPIC_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("topics", ()))
# topics whose phrase names their own object ("pass MY TURN"): no other word beside them is what they are of
WHOLE_TOPIC_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("whole_topics", ()))
LIMIT_CONCEPT = common_concept("limit")
# paying: a limit on it is a limit on the sum paid (rules/limit_counts.py `paid_near`)
PAY_CONCEPT = common_concept("pay")
# how long a game takes on the clock ("usually", "roughly"): a rule that says how long it is in turns does not say
CLOCK_CONCEPT = common_concept("clocktime")
# trouble at the table told in a sentence before the question: still what the question is about
TROUBLE_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("table_trouble", ()))
# what an entry must speak of to answer a question about handing something to another player
TRANSFER_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("transfer", ()))
# the game actions a question may ask leave for: an entry that never speaks of discarding does not answer
# "can I discard a card without playing it"
ACTION_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("actions", ()))
# the acts a rule may name with another verb of the same group than the question ("get rid of" / "discard")
SAME_ACT_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("same_act", ()))
# what players do when the question speaks of some of them, not of the number playing: "if two players TIE"
PLAYERS_DOING = _words_by_lang("doing", "players")
# players told apart inside a rule ("two DIFFERENT players", "the OTHER two players"): not the number playing
PLAYERS_APART = _words_by_lang("apart", "players")
PLAYERS_OTHERS = _words_by_lang("others", "players")
# a "who" question asks who is entitled: the rule that states the condition
ELIGIBLE_CONCEPT = common_concept("eligible")
# the gaps a general rule may fill (a stand-in for components that run out or go missing)
GAP_CONCEPTS = frozenset(common_concept(word) for word in _ROLES.get("gaps", ()))
# a missing piece is filled by the rule for pieces that run out (LOOP's "use any handy objects")
GAP_STAND_INS = {common_concept(gap): common_concept(filler) for gap, filler in _ROLES.get("gap_stand_ins", {}).items()}
# a topic an entry answers by speaking of another concept ("can the others SEE my cards" by saying they are SECRET)
ANSWERED_BY = {
    common_concept(topic): frozenset(common_concept(other) for other in others)
    for topic, others in _ROLES.get("answered_by", {}).items()
}

PHRASE_WORD_WEIGHT = 0.6  # weight of the words of a glossary phrase beside its concept token
NESTED_CONCEPT_WEIGHT = 0.5  # a concept found inside a longer glossary phrase
SINGLE_CONCEPT_WEIGHT = 0.7  # the concept of a one-word synonym (the word itself also counts)
BIGRAM_WEIGHT = 0.3  # two words in a row, as in the question
PLAYER_COUNT_WEIGHT = 1.0  # a number next to "players" ("3 players", "para 4 jugadores"): a player count
# the words a player count is made with: "3 players", "4-player", "con 2 jugadores"
PLAYER_WORDS = tuple(_COMMON.get("player_words", ()))
NUMBER_BIGRAM_WEIGHT = 0.8  # a word then a number ("level 5", "round 2"): says which one is meant


@lru_cache(maxsize=4)
def player_keys(lang: str) -> frozenset[str]:
    """The keys of PLAYER_WORDS in `lang`."""
    return frozenset(key(word, lang) for word in PLAYER_WORDS)


def _bigram_weight(a: str, b: str, players: frozenset[str]) -> float:
    """Two stems in a row: a player count weighs most, then a word and its
    number ("level 5", "round 2"), then any other pair."""
    if (a.isdigit() and b in players) or (b.isdigit() and a in players):
        return PLAYER_COUNT_WEIGHT
    if b.isdigit() and not a.isdigit():
        return NUMBER_BIGRAM_WEIGHT
    return BIGRAM_WEIGHT


class Token(NamedTuple):
    text: str
    weight: float = 1.0


# Token(text, weight) made in C (a named tuple's own constructor is a Python function): a search makes hundreds
_token = partial(tuple.__new__, Token)


def table_shape(table: dict[tuple[str, ...], frozenset[str]]) -> tuple[int, dict[str, int]]:
    """The longest phrase of a thesaurus table, and each first word of its
    phrases with the most words a phrase starting with it has."""
    reach: dict[str, int] = {}
    for phrase in table:
        if len(phrase) > reach.get(phrase[0], 0):
            reach[phrase[0]] = len(phrase)
    return max(reach.values(), default=0), reach


# The words that only bind a phrase ("AL lado", "SE cae", "look AT"), in any language: a glossary
# phrase is written in either language and read with the stemmer of each
PHRASE_GLUE = frozenset(word for glue in _words_by_lang("phrase_glue").values() for word in glue)
_NAME_LETTER = re.compile(r"(?<!\S)[A-Z](?!\S)")  # "Step A", "objetivo D": the letter that tells one of a series


def _single_word_keys(group: list[str], lang: str) -> frozenset[str]:
    """The keys of a synonym group's one-word phrases."""
    return frozenset(key for phrase in group if len(words(phrase)) == 1 for key in terms(phrase, lang))


def _group_keys(group: list[str], lang: str, common: bool) -> list[tuple[str, ...]]:
    """The phrases (stemmed words) a synonym group stands as in `lang`'s thesaurus table, in its order:
    each of its phrases read by `terms`, but a common group's phrase of another language only
    ("timer@en") and a phrase narrowed to one word that alone is not the notion."""
    single = _single_word_keys(group, lang)
    found = []
    for phrase in group:
        if common and COMMON_ONLY_IN.get(phrase, lang) != lang:
            continue  # a phrase of another language only ("timer@en")
        key = tuple(terms(phrase, lang))
        if key and not _narrowed_to_one_word(phrase, key, single, lang):
            found.append(key)
    return found


@lru_cache(maxsize=8)
def common_group_phrases(word: str, lang: str) -> frozenset[tuple[str, ...]]:
    """The phrases (stemmed words) of `lang`'s thesaurus tables that carry the concept of the common group
    holding `word` (`common_concept(word)`): the ones of that group alone (`_group_keys`), read without
    building the table of every common group (about 18 ms a language)."""
    number = next(i for i, group in enumerate(COMMON_GROUPS) if word in group)
    return frozenset(_group_keys(COMMON_GROUPS[number], lang, True))


def _narrowed_to_one_word(phrase: str, key: tuple[str, ...], single: frozenset[str], lang: str) -> bool:
    """Whether a glossary phrase of several words is left, once its stopwords
    are dropped, with one word that alone is not the notion: a dropped word
    that does more than bind the phrase ("MUY atrás" is being far behind,
    "atrás" alone any way back; "TU tiempo", "HOW much", "QUICK game") or the
    letter of a name ("objetivo A", "Step A"). The group must not list that
    word alone as a name of its own ("los demás" beside "demás"). Such a
    phrase matched the lone word wherever it was said ("tiempo", "objetivo",
    "much"), and gave every rule and question saying it the notion."""
    if len(key) != 1 or key[0] in single:
        return False
    said = words(phrase)
    if len(said) < 2:
        return False
    kept = set(content_words(phrase, lang))
    dropped = [word for word in said if word not in kept]
    return bool(_NAME_LETTER.search(phrase)) or any(word not in PHRASE_GLUE for word in dropped)


class Thesaurus:
    """Glossary terms of one game, as phrases of stemmed words -> concept tokens.

    `terms` is a list of synonym groups; each group is a list of phrases in any
    language. Phrases are stemmed with the stemmer of the text they will be
    compared to, so one thesaurus serves English and Spanish text alike.
    """

    def __init__(self, scope: str, groups: list[list[str]], common: bool = True):
        self.scope = scope
        self.groups = groups
        self.common = COMMON_GROUPS if common else []
        self._tables: dict[str, tuple[dict[tuple[str, ...], frozenset[str]], int, dict[str, int]]] = {}
        self._swapped: dict[str, frozenset[tuple[str, ...]]] = {}  # the phrases `_add_word_swaps` made, per language

    def concept(self, index: int) -> str:
        return f"~{self.scope}:{index}"

    def table(self, lang: str) -> tuple[dict[tuple[str, ...], frozenset[str]], int, dict[str, int]]:
        """Phrase (stemmed words) -> concepts, the longest phrase length, and
        the words phrases start with, each with the most words a phrase
        starting with it has (a look-up for a longer run would find none)."""
        cached = self._tables.get(lang)
        if cached is not None:
            return cached
        phrases: dict[tuple[str, ...], set[str]] = {}
        named = [(self.concept(index), group) for index, group in enumerate(self.groups)]
        named += [(f"{COMMON_CONCEPT}{index}", group) for index, group in enumerate(self.common)]
        for concept, group in named:
            for key in _group_keys(group, lang, concept.startswith(COMMON_CONCEPT)):
                phrases.setdefault(key, set()).add(concept)
        written = frozenset(phrases)
        self._add_word_swaps(phrases, lang)
        self._swapped[lang] = frozenset(phrases) - written
        table = {key: frozenset(value) for key, value in phrases.items()}
        self._tables[lang] = (table, *table_shape(table))
        return self._tables[lang]

    def _add_word_swaps(self, phrases: dict[tuple[str, ...], set[str]], lang: str) -> None:
        """A glossary phrase of two or more words also matches with one of its
        words said as an everyday one-word synonym of the common groups
        ("espacio de arriba" for "espacio superior"): players name a compound
        term with the words they use, which its glossary cannot list one by one.
        A phrase already written keeps its own concepts only."""
        swaps: dict[str, set[str]] = {}
        groups_of: dict[str, int] = {}
        for group in self.common:
            words = {key[0] for phrase in group if COMMON_ONLY_IN.get(phrase, lang) == lang
                     for key in (tuple(terms(phrase, lang)),) if len(key) == 1}
            for word in words:
                swaps.setdefault(word, set()).update(words - {word})
                groups_of[word] = groups_of.get(word, 0) + 1
        # a word of two groups has two senses ("inicial": the first player's, and what one starts
        # with): swapped in or out it would make a term of a sense the phrase does not have
        swaps = {word: {other for other in others if groups_of[other] == 1}
                 for word, others in swaps.items() if groups_of[word] == 1}
        game_concepts = {self.concept(index) for index in range(len(self.groups))}
        for key, concepts in list(phrases.items()):
            own = concepts & game_concepts
            if len(key) < 2 or not own:
                continue
            for position, word in enumerate(key):
                for other in swaps.get(word, ()):
                    swapped = key[:position] + (other,) + key[position + 1 :]
                    if swapped not in phrases:
                        phrases[swapped] = set(own)

    def swapped(self, phrase: tuple[str, ...], lang: str) -> bool:
        """Whether a phrase of the table (stemmed words) is one its glossary
        does not write, made by swapping a word for an everyday synonym
        ("happiness worth" of "happiness points"): a reading of the term,
        not the term as the game names it."""
        swapped = self._swapped.get(lang)
        if swapped is None:
            self.table(lang)
            swapped = self._swapped[lang]
        return phrase in swapped

    def expand(self, stems: list[str], lang: str, known=None, breaks: frozenset[int] = frozenset()) -> list[Token]:
        """The stems as tokens, plus one concept token per glossary phrase found.

        Words inside a matched phrase keep a lower weight; a concept found
        inside a longer matched phrase gets a lower weight too. `known` tells
        which stems the text being searched uses: a one-word synonym it does
        not use (a word of the other language) passes its full weight to the
        concept. `breaks`: the stems that open a new clause (no pair of
        stems runs across one)."""
        longest = self.table(lang)[1]
        matches = self.matches(stems, lang)
        if breaks:  # (no phrase across a clause break: "..., hand. Limit" is no "hand limit")
            matches = [match for match in matches if not any(match[0] < place < match[1] for place in breaks)]
        covered = [False] * len(stems)
        tokens: list[Token] = []
        longest_end: dict[int, int] = {}
        for start, end, _ in matches:
            longest_end[start] = max(longest_end.get(start, start), end)
        for start, end, concepts in matches:
            # inside a longer phrase that starts at or before this one (the starts of phrases found, in reach)
            nested = False
            for other, reach in longest_end.items():
                if start - longest < other <= start and reach >= end and reach - other > end - start:
                    nested = True
                    break
            weight = NESTED_CONCEPT_WEIGHT if nested else 1.0
            if end - start == 1 and (known is None or known(stems[start])):
                weight = min(weight, SINGLE_CONCEPT_WEIGHT)
            tokens.extend(map(_token, zip(sorted(concepts), repeat(weight))))  # (made in C)
            if end - start > 1:
                for position in range(start, end):
                    covered[position] = True
        for position, word in enumerate(stems):
            tokens.append(_token((word, PHRASE_WORD_WEIGHT if covered[position] else 1.0)))
        if BIGRAM_WEIGHT:
            tokens.extend(_bigrams(tuple(stems), lang, breaks))
        return tokens

    def matches(self, stems: list[str], lang: str) -> list[tuple[int, int, frozenset[str]]]:
        """Every glossary phrase found in `stems`, as (start, end, concepts),
        by start and then longest first (worked out once for the same
        words: a search reads a question with each game's glossary again
        and again)."""
        return list(_remembered_matches(self, tuple(stems), lang))

    def _matches(self, stems: tuple[str, ...], lang: str) -> list[tuple[int, int, frozenset[str]]]:
        """`matches`, worked out."""
        table, _, reach = self.table(lang)
        look_up, starts, count = table.get, reach.get, len(stems)
        found: list[tuple[int, int, frozenset[str]]] = []
        for start, word in enumerate(stems):
            most = starts(word)
            if most is None:
                continue
            for end in range(min(start + most, count), start, -1):
                concepts = look_up(stems[start:end])  # (a slice of a tuple is a tuple)
                if concepts:
                    found.append((start, end, concepts))
        return found

    def concepts_at(self, stems: list[str], lang: str) -> list[tuple[frozenset[str], frozenset[str]]]:
        """For each position of `stems`: the concepts of every glossary phrase
        that covers it (the tokens that can stand for that word in rule
        text), and those of them that come from phrases of two or more words
        ("hand limit", "memory card"), which name one notion together."""
        return list(_remembered_concepts(self, tuple(stems), lang))

    def _concepts_at(self, stems: tuple[str, ...], lang: str) -> list[tuple[frozenset[str], frozenset[str]]]:
        """`concepts_at`, worked out (sets only for the positions a phrase covers: most hold none; a
        position one phrase covers keeps that phrase's concepts, already a frozenset)."""
        every: dict[int, frozenset[str]] = {}
        phrased: dict[int, frozenset[str]] = {}
        for start, end, concepts in _remembered_matches(self, stems, lang):
            for position in range(start, end):
                found = every.get(position)
                every[position] = concepts if found is None else found | concepts
                if end - start > 1:
                    found = phrased.get(position)
                    phrased[position] = concepts if found is None else found | concepts
        return [(every.get(position, _NONE), phrased.get(position, _NONE)) for position in range(len(stems))]

    def phrase_over(self, stems: list[str], lang: str, positions: list[int]) -> bool:
        """Whether a glossary phrase of two or more words found in `stems`
        covers one of `positions`: what a look at `spans` would tell, with
        only the runs that start close enough before a position to reach it
        looked up (not every phrase of the whole text)."""
        table, longest, reach = self.table(lang)
        look_up, count = table.get, len(stems)
        for position in positions:
            for start in range(max(0, position - longest + 1), position + 1):
                # the runs from `start` long enough to reach `position`, and of two words or more
                for end in range(min(start + reach.get(stems[start], 0), count), max(start + 2, position + 1) - 1, -1):
                    if look_up(tuple(stems[start:end])):
                        return True
        return False

    def spans(self, stems: list[str], lang: str) -> list[tuple[int, int]]:
        """Where glossary phrases of at least two words occur in `stems`: at
        each start, the longest (read from `matches`, longest first)."""
        found = []
        for start, end, _ in _remembered_matches(self, tuple(stems), lang):
            if end - start > 1 and (not found or found[-1][0] != start):
                found.append((start, end))
        return found


_NONE: frozenset[str] = frozenset()


# The phrases and concepts found in the words a search reads, per thesaurus:
# a question is read with the same glossary several times (its weights, its
# evidence, its thresholds...). Each kept as a tuple, never changed.
REMEMBERED = 4096


@lru_cache(maxsize=REMEMBERED)
def _bigrams(stems: tuple[str, ...], lang: str, breaks: frozenset[int] = frozenset()) -> tuple[Token, ...]:
    """The tokens of each two stems in a row (the same for every game's glossary),
    and each number of a list of numbers with the word after the list ("2 o 3
    jugadores", "with 2, 3 or 4 players": 2 players and 3 players all; the
    commas of such a list do not break it).

    A word and a number are no pair across a clause break (`breaks`): "over 9
    turns, one per year" holds no "turn_1", the detail that tells which turn
    a question asks about ("which mood tracks are used on turn 1?": search.
    _best_covering). Two words still pair across one: breaking every pair at
    every mark, in entries and questions, cost 6 top-1, 2 top-3, 1 abstention
    and 2 false abstentions over the tuning sets (in entries only: 3 top-1,
    2 top-3); breaking the word-and-number pairs of entries only moved top-1,
    top-3 and abstention +1 each, false abstention 0."""
    players = player_keys(lang)
    pairs = [Token(f"{a}_{b}", _bigram_weight(a, b, players))
             for n, (a, b) in enumerate(zip(stems, stems[1:]), 1)
             if n not in breaks or not (a.isdigit() or b.isdigit())]
    for end, word in enumerate(stems):
        if word.isdigit() or not end or end in breaks or not stems[end - 1].isdigit():
            continue
        start = end - 1
        while start and stems[start - 1].isdigit():
            start -= 1
        pairs += [Token(f"{number}_{word}", _bigram_weight(number, word, players)) for number in stems[start:end - 1]]
    return tuple(pairs)


@lru_cache(maxsize=REMEMBERED)
def _remembered_matches(thesaurus: Thesaurus, stems: tuple[str, ...], lang: str) -> tuple:
    return tuple(thesaurus._matches(stems, lang))


@lru_cache(maxsize=REMEMBERED)
def _remembered_concepts(thesaurus: Thesaurus, stems: tuple[str, ...], lang: str) -> tuple:
    return tuple(thesaurus._concepts_at(stems, lang))


# ---------------------------------------------------------------- question intent

# The small words that carry a question's meaning ("who", "how many", "when",
# "can I") are stopwords, so they would be lost. Each becomes an intent token
# ("?who"...) in the question; rule text gets the same token from the words an
# answer of that kind uses (players, numbers, moments, permissions), so an
# entry that can answer the kind of question asked gains a little.
_QUESTION_INTENTS: dict[str, dict[str, list[str]]] = {
    lang: lexicon.get("question_intents", {}) for lang, lexicon in _LEXICONS.items()
}
# what the answers say: rule text holding these gets the intent token
_ANSWER_INTENTS: dict[str, dict[str, list[str]]] = {
    lang: lexicon.get("answer_intents", {}) for lang, lexicon in _LEXICONS.items()
}
INTENT_WEIGHT = 0.5  # an intent token in a question, beside its content words
ANSWER_INTENT_WEIGHT = 0.5  # each marker of an answer kind in rule text (title and aliases weigh more by field)


# A marker phrase written with "..." between its parts ("what does ... mean", "what do ... stand for")
# holds the asked term there: its second part follows the first within MARKER_GAP words. Only
# phrases so written match across a gap; every other one matches its words side by side.
GAP_MARK = "..."
MARKER_GAP = 6


def _marker_table(table: dict[str, dict[str, list[str]]], lang: str) -> tuple[dict[tuple[str, ...], str], dict[str, int]]:
    """The marker phrases of `lang` written side by side (folded words ->
    intent) and `first_word_reach` of them."""
    phrases = {
        tuple(words(phrase)): intent for intent, listed in table.get(lang, {}).items() for phrase in listed
        if GAP_MARK not in phrase
    }
    return phrases, first_word_reach(phrases)


def _gapped_table(table: dict[str, dict[str, list[str]]], lang: str) -> dict[str, dict[tuple[str, ...], list[tuple[tuple[str, ...], str]]]]:
    """The marker phrases of `lang` written with a gap ("what does ... mean"),
    by the first word of their first part: first part (folded words) -> its
    (second part, intent) pairs. `intents` compares a place of the text only
    with the first parts its word opens (most words open none), not with
    every one; each word's in the lexicon's order, as before."""
    gapped: dict[str, dict[tuple[str, ...], list[tuple[tuple[str, ...], str]]]] = {}
    for intent, listed in table.get(lang, {}).items():
        for phrase in listed:
            if GAP_MARK in phrase:
                head, tail = (tuple(words(part)) for part in phrase.split(GAP_MARK, 1))
                if not head:
                    raise ValueError(f"a marker phrase written with {GAP_MARK!r} opens with words: {phrase!r}")
                gapped.setdefault(head[0], {}).setdefault(head, []).append((tail, intent))
    return gapped


def _gapped_marker(folded: list[str], position: int, gapped, lang: str) -> tuple[str, int] | None:
    """The intent of a gapped marker phrase whose first part starts at
    `position` and whose second part follows within MARKER_GAP words, with the
    position of its last word; else None (`gapped`: the first parts the word
    at `position` opens). The words between must hold a
    content word, the term asked: "what does THAT mean" points back at
    something told before and asks no term."""
    for head, endings in gapped.items():
        if tuple(folded[position : position + len(head)]) != head:
            continue
        start = position + len(head)
        for skip in range(1, MARKER_GAP + 1):
            for tail, intent in endings:
                at = start + skip
                if tuple(folded[at : at + len(tail)]) == tail:
                    if all(word in stopwords(lang) for word in folded[start:at]):
                        return None
                    return intent, at + len(tail) - 1
    return None


class _Reach(dict):
    """A `first_word_reach`, which also keeps the phrases it was made of (`source`, the very object) and one
    word of each of them (`held`, its longest): a phrase is held only where all its words are, so folded words
    with none of `held` hold none of those phrases (`phrase_positions` passes them over: most phrases open
    with words most questions hold, "the", "can", "what", "que", and go on with rarer ones)."""

    __slots__ = ("source", "held")


def first_word_reach(phrases) -> dict[str, int]:
    """Each first word of `phrases` (tuples of words) with the most words a
    phrase starting with it has: a run of words is looked up only from a
    word some phrase starts with, and no longer than that."""
    said = [phrase for phrase in phrases if phrase]
    reach = _Reach(table_shape(said)[1])
    reach.source = phrases
    reach.held = frozenset(max(phrase, key=len) for phrase in said)
    return reach


_MARKERS = {
    (kind, lang): _marker_table(table, lang)
    for kind, table in (("question", _QUESTION_INTENTS), ("answer", _ANSWER_INTENTS))
    for lang in LANGUAGES
}
_GAPPED_MARKERS = {
    (kind, lang): _gapped_table(table, lang)
    for kind, table in (("question", _QUESTION_INTENTS), ("answer", _ANSWER_INTENTS))
    for lang in LANGUAGES
}


@lru_cache(maxsize=4)
def intent_openers(lang: str) -> frozenset[str]:
    """The words a marker of a question's intent may open with ("how" of
    "how many", "what" of "what does ... mean"): a run of words whose first
    word is none of them holds a marker only where a later word opens one
    (`asked_in_title.opening_kind` passes over a clause that opens so)."""
    _, reach = _MARKERS.get(("question", lang), ({}, {}))
    return frozenset(reach) | frozenset(_GAPPED_MARKERS.get(("question", lang), {}))


@lru_cache(maxsize=4)
def leave_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded words of the markers of an answer about leave (may, must,
    only, not, never, free, "hay que": the "?may" answer intent of `lang`) and
    of a requirement ("as long as", "siempre que": `requirements`)."""
    listed = [*_ANSWER_INTENTS.get(lang, {}).get("?may", ()), *_LEXICONS.get(lang, {}).get("requirements", ())]
    return tuple(dict.fromkeys(tuple(words(phrase)) for phrase in listed if words(phrase)))


def intents(folded: list[str], lang: str, answer: bool = False) -> list[str]:
    """The intent tokens of a text's folded words (stopwords included), once
    per marker found: the kind of question it asks or, with `answer`, the kind
    of answer it gives."""
    kind = "answer" if answer else "question"
    phrases, reach = _MARKERS.get((kind, lang), ({}, {}))
    gapped = _GAPPED_MARKERS.get((kind, lang), {})
    found: list[str] = []
    if not phrases:
        return found
    position = 0
    while position < len(folded):
        if answer and (folded[position].isdigit() or folded[position] in NUMBER_WORDS.get(lang, {})):
            found.append("?num")
            position += 1
            continue
        most = reach.get(folded[position])  # (most words start no marker: no run to look up)
        for length in range(min(most, len(folded) - position), 0, -1) if most else ():
            intent = phrases.get(tuple(folded[position : position + length]))
            if intent:
                found.append(intent)
                position += length - 1
                break
        else:  # ("what does the Q on a card mean": a gapped marker, the words between it are the term asked)
            opened = gapped.get(folded[position])
            marker = _gapped_marker(folded, position, opened, lang) if opened else None
            if marker:
                found.append(marker[0])
                position = marker[1]
        position += 1
    return found


def phrase_positions(folded: list[str], phrases, reach: dict[str, int], shortest: int = 1) -> set[int]:
    """The positions of the words that make up one of `phrases` (tuples of
    folded words, at least `shortest` long; `reach`: their `first_word_reach`),
    scanning left to right and taking the longest phrase that starts at each place.

    Only the places whose word opens a phrase are visited, picked out first
    (most words open none; a search reads about twelve texts of some
    fourteen words so: 57.9 -> 53.4 µs a question over the calls of 3,000
    tuning questions, the rest being the look-ups of the runs)."""
    found: set[int] = set()
    if shortest >= 1 and type(reach) is _Reach and reach.source is phrases and reach.held.isdisjoint(folded):
        return found  # (no word of each phrase: none of them is held, whatever words open one)
    opening = range(len(folded)) if shortest < 1 else [at for at, word in enumerate(folded) if word in reach]
    free = 0  # the first place after the phrases found so far
    for position in opening:
        if position < free:
            continue
        length = phrase_at(folded, position, phrases, reach, shortest)
        if length:
            found.update(range(position, position + length))
            free = position + length
    return found


def phrase_at(folded: list[str], at: int, phrases, reach: dict[str, int], shortest: int = 1) -> int:
    """How many words the longest of `phrases` (tuples of folded words, at
    least `shortest` long; `reach`: their `first_word_reach`) that the
    folded words begin at `at` has (0: none)."""
    for length in range(min(reach.get(folded[at], 0), len(folded) - at), shortest - 1, -1):
        if tuple(folded[at:at + length]) in phrases:
            return length
    return 0


def asking_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of the question's intent phrases of two
    words or more ("en qué MOMENTO", "number OF"): how it asks, not what it
    is about."""
    phrases, reach = _MARKERS.get(("question", lang), ({}, {}))
    return phrase_positions(folded, phrases, reach, shortest=2)


def analyze(text: str, lang: str, thesaurus: Thesaurus | None = None) -> list[Token]:
    """Text -> weighted tokens: stemmed content words plus glossary concepts,
    plus the intent tokens of the answers it gives."""
    stems, breaks = clause_terms(text, lang)
    tokens = [Token(word) for word in stems] if thesaurus is None else thesaurus.expand(stems, lang, breaks=breaks)
    tokens.extend(Token(intent, ANSWER_INTENT_WEIGHT) for intent in intents(words(text), lang, answer=True))
    return tokens


def form_positions(folded: list[str], lang: str, form: str) -> set[int]:
    """The positions of every phrase of the question form `form` (`question_form.<form>` of the lexicon)
    found in `folded`; phrases are compared only where one of their first words stands, and only those
    that open with it, so a question without any pays one set look-up. A phrase is held only where all its
    words are: words with an opener but no key of the form's phrases (`question_form_keys`: "is" opens "is
    that cheating" but the question says no "cheating") pay a second look-up, not a comparison at each
    opener (every opener compared every phrase of the form: three to five forms read a question, 3 µs
    each)."""
    openers = question_form_openers(lang, form)
    found: set[int] = set()
    if openers.isdisjoint(folded):
        return found
    keys = question_form_keys(lang, form)
    if keys is not None and keys.isdisjoint(folded):
        return found
    by_opener = question_form_by_opener(lang, form)
    for start, word in enumerate(folded):
        for phrase in by_opener.get(word, ()):
            if tuple(folded[start:start + len(phrase)]) == phrase:
                found.update(range(start, start + len(phrase)))
    return found
