"""How many of one kind of component there are, when the rule first says no number of that kind.

"¿Cuántas cartas de Evento Vital trae Adulthood?", "How many Career cards
come in the box?". The Components rule ranks first: it speaks of the box and
of cards, and gives counts, but not of that kind ("139 cards in all ... the
decks of Adulthood, Values, Life Events, Partners and Careers"). A count is
stated where a number stands next to the kind's own word ("36 Memory
Tokens", "17 de vejez", "Life goal cards: 8"); a rule with no number next to
it does not say how many there are, and the rulebook is silent (the count is
on the components: players can count them).

The kind is the question's words after its "how many" (`question_intents`
"?num" phrases), up to COUNTED_WORDS of them, without little words, digits
and the generic words of components (`question_form.listing_generic`:
cards, tokens, cartas, fichas...) or of the box (`there_are`). The rule
states the count when one of those words, or a word of the same glossary
term, has a number within COUNT_REACH words (little words aside) before or
after it, with no other term of the game between them ("spend 1 time and 1
MONEY to add a Partner card" counts the money: `_counts_other`; on the
tuning sets 1 abstention more, blind30, nothing else moved). When the rule
first counts nothing at all (the rule of what a Life Event card does), the
count is asked of the game's Components list instead.

A question may first tell the total it asks a part of ("how many OF THE 17
OLD AGE CARDS ARE Possessions?", "¿cuántas DE LAS 17 cartas de vejez SON
Posesiones?"): the kind counted is then the one after the total and its
verb, and the question asks what the box holds as "are there" does
(`tells_total`). TUNE22 sets: 1 abstention more (blind71), nothing else
moved; no answerable question tells a number right after "how many of the".

A question that asks the whole number of a kind ("how many Values cards
are there IN TOTAL?", "¿cuántas hay EN EL MAZO?": `count_total_asked`) is
not answered by what each player is dealt: a rule outside the Components
list that counts per player ("Cada jugador recibe 2 cartas de Valores";
`count_per_player`: "each player", "cada jugador") and says no total
states no count of the kind (`_per_player`). The Components list counts the
box even where it splits it among the players ("33 Time tokens: 8 for each
of four players"). TUNE117 (start a865a82a): abstention +1 (blind114's
"¿cuántas cartas de Values hay en el mazo en total?"), nothing else moved.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import (LANGUAGES, PLAYER_WORDS, is_common_concept, key, question_form, question_form_phrases,
                                     question_form_set, stopwords, words)
from referee.rules.unstated_specifics import holds, phrase_starts

COUNTED_WORDS = 4  # the words after "how many" that name the kind counted
_PLAYER_KEYS = frozenset(key(word, lang) for word in PLAYER_WORDS for lang in LANGUAGES)
COUNT_REACH = 3  # words between a number and the kind it counts ("36 Fichas de Recuerdo", "12 de infancia")
BESIDE_REACH = 6  # words from that number to a word of the feature asked of the kind ("4 Parent Cards give VEP")

# (id of the index, language, entry number) -> (the index, kept alive; the entry's stems, little words aside)
_SAID: dict[tuple[int, str, int], tuple[Index, tuple[str, ...]]] = {}


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[list[tuple[str, ...]], frozenset[str]]:
    """The "how many" phrases of the language, and the words that are no kind (generic words, the box)."""
    from referee.rules.normalize import _LEXICONS  # (the question intents live in the language's lexicon)

    lexicon = _LEXICONS.get(lang, {})
    phrases = [tuple(phrase.split()) for phrase in lexicon.get("question_intents", {}).get("?num", ())]
    form = question_form(lang)
    generic = frozenset(key(word, lang) for field in ("listing_generic", "there_are") for word in form.get(field, ()))
    return phrases, generic


def counted_kind(query: str, lang: str) -> tuple[str, ...]:
    """The stems of the kind a "how many" question counts ("cartas de Evento
    Vital" -> evento, vital), generic words aside; () when it names none.
    The kind is the run of words right after "how many" (little words and
    numbers before it skipped), joined only by the words of "of"
    (`question_form.count_connectors`: "cartas DE Evento Vital")."""
    phrases, generic = _lexicon(lang)
    connectors = frozenset(question_form(lang).get("count_connectors", ()))
    qualifiers = frozenset(question_form(lang).get("count_qualifiers", ()))  # "cards WITH two colours"
    skipped = frozenset(question_form(lang).get("count_skipped", ()))  # "how many cards TOTAL"
    said = words(query)
    stop = stopwords(lang)
    aside = _aside_positions(said, lang)
    for start in range(len(said)):
        phrase = next((p for p in phrases if tuple(said[start:start + len(p)]) == p), None)
        if phrase is None or start in aside:
            continue  # (none here, or the "cuanto" of "en cuanto a": what is spoken of, no count)
        after = said[start + len(phrase):]
        after = after[_past_told_total(after, lang, connectors):]  # ("how many OF THE 17 OLD AGE CARDS ARE Possessions")
        first = next((n for n, word in enumerate(after) if word not in stop and not key(word, lang).isdigit()), len(after))
        kind = []
        linked = False  # (right after a word of "of" or "with": a number there is part of the kind)
        for word in after[first:]:
            if word in connectors or word in skipped or word in qualifiers:
                linked = linked or word in connectors or word in qualifiers
                continue
            stemmed = key(word, lang)
            if stemmed.isdigit() and linked and len(kind) < COUNTED_WORDS:
                kind.append(stemmed)  # "cards with TWO colours", "cartas de DOS colores"
                continue
            if word in stop or stemmed.isdigit() or len(kind) >= COUNTED_WORDS:
                break
            if stemmed in _box(lang) or stemmed in _negations(lang):
                break  # (a negation names no kind: "número de cartas, ¿NO hay ...?", "how many cards NOT used")
            kind.append(stemmed)
        return tuple(stemmed for stemmed in kind if stemmed not in generic)
    return ()


@lru_cache(maxsize=4)
def _negations(lang: str) -> frozenset[str]:
    """The keys of the negations of `lang` ("no", "not", "never"), which end
    the run of words naming the kind counted: what a question says is not so
    is no word of the kind, and read as one it was a kind no rule counts
    ("Empatados en número de cartas, ¿no hay un tercer desempate?" was told
    silent, missing "no"). The words of doing without ("without", "sin":
    `governing_negations`) are left as they were: "cartas sin icono" may
    qualify a kind. Measured on TUNE197 (193 sets; round negfive, from
    42aee623): false abstention 1,160 -> 1,158 (blind189 "número de cartas,
    ¿no hay un tercer desempate?", blind70 "¿cuánto? No hay otro jugador."),
    top-1 35,684, top-3 37,989 and abstention 5,771 (5,788) unchanged."""
    governing = question_form_set(lang, "governing_negations")
    return frozenset(key(word, lang) for word in question_form_set(lang, "negations") - governing)


def _aside_positions(said: list[str], lang: str) -> set[int]:
    """The positions of the words of a phrase that says what the question
    speaks of and holds a word of "how many" (`count_aside`: "EN CUANTO A las
    Fichas", as for): no count asked there. Empty for most questions."""
    phrases = question_form_phrases(lang, "count_aside")
    return {at for phrase in phrases for start in phrase_starts(said, phrase)
            for at in range(start, start + len(phrase))} if phrases else set()


def counted_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The "how many" phrases of `lang` (the question intent "?num"), each folded into its words."""
    return tuple(_lexicon(lang)[0])


TOTAL_REACH = 3  # words from "of" to the total a question tells ("how many OF THE 17", "cuántas DE LAS 17")


def _past_told_total(after: list[str], lang: str, connectors: frozenset[str]) -> int:
    """Where the kind a "how many" asks starts, when the question first tells
    the total it is part of ("how many of the 17 old age cards ARE
    Possessions", "¿cuántas de las 17 cartas de vejez SON Posesiones?"):
    past the "of", the number, the kind of the total and the little words
    after it (the verb); 0 when it tells no total ("how many of the cards",
    "cuántas cartas de vejez")."""
    if not after or after[0] not in connectors:
        return 0
    total = next((n for n in range(1, min(len(after), TOTAL_REACH + 1)) if key(after[n], lang).isdigit()), None)
    if total is None:
        return 0
    stop = stopwords(lang)
    n = total + 1
    while n < len(after) and (after[n] not in stop or after[n] in connectors):
        n += 1  # (the kind of the total: "cartas de vejez")
    if n == total + 1:
        return 0  # (no kind told after the number)
    while n < len(after) and after[n] in stop:
        n += 1  # (the verb: "son", "are")
    return n


def tells_total(query: str, lang: str) -> bool:
    """Whether a "how many" question first tells the total it asks a part of
    ("how many of the 12 markers are Grown-Up?"): like "are there", it asks
    what the box holds (a count of the kind within it), not a deal."""
    said = words(query)
    connectors = frozenset(question_form(lang).get("count_connectors", ()))
    if connectors.isdisjoint(said) or not any(word.isdigit() for word in said):
        return False  # (no "of" or no number told: most questions)
    phrases, _ = _lexicon(lang)
    return any(_past_told_total(said[start + len(phrase):], lang, connectors)
               for phrase in phrases for start in phrase_starts(said, phrase))


@lru_cache(maxsize=8)
def _box(lang: str) -> frozenset[str]:
    """The words of what the box holds ("hay", "trae", "box"): they end the kind."""
    return frozenset(key(word, lang) for word in question_form(lang).get("there_are", ()))


def _counting_key(word: str, lang: str) -> str:
    """The key of a rule's word, but "one" as written, not the number 1: "you can only have ONE Partner" is a
    limit, not how many Partners the box holds (a count of the box is written as a numeral: "1 Time meeple")."""
    stemmed = key(word, lang)
    return word if stemmed == "1" and not word.isdigit() else stemmed


def _entry_stems(number: int, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    cache_key = (id(index), lang_index.lang, number)
    cached = _SAID.get(cache_key)
    if cached is None:
        entry = lang_index.docs[number].entry
        stop = stopwords(lang_index.lang)
        stems = tuple(_counting_key(word, lang_index.lang) for word in words(f"{entry.title} . {entry.text}")
                      if word not in stop)
        cached = _SAID[cache_key] = (index, stems)
    return cached[1]


_PER_PLAYER: dict[tuple[int, str, int], bool] = {}  # (id of the index, language, entry number) -> `_per_player`


def _per_player(number: int, index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry counts what each player gets, not a whole: it holds
    a phrase of each player (`question_form.count_per_player`: "each
    player", "cada jugador") and none of a total (`count_total_asked`: "in
    total", "en total"), and is no entry of the Components list, which
    counts the box ("33 Time tokens: 8 for each of four players plus 1");
    worked out once per entry."""
    cache_key = (id(index), lang_index.lang, number)
    if cache_key not in _PER_PLAYER:
        lang = lang_index.lang
        entry = lang_index.docs[number].entry
        said = words(f"{entry.title} . {entry.text}")
        _PER_PLAYER[cache_key] = entry.section != question_form(lang).get("components_section", "") \
            and holds(said, question_form_phrases(lang, "count_per_player")) \
            and not holds(said, question_form_phrases(lang, "count_total_asked"))
    return _PER_PLAYER[cache_key]


def asks_total(query: str, lang: str) -> bool:
    """Whether a "how many" question asks the whole number of a kind ("how
    many Values cards are there IN TOTAL?", "¿cuántas hay EN EL MAZO?":
    `question_form.count_total_asked`), not what each player gets (no
    phrase of each player in it)."""
    said = words(query)
    if not holds(said, question_form_phrases(lang, "count_total_asked")):
        return False  # (a set look-up of a few phrases: most questions)
    return not holds(said, question_form_phrases(lang, "count_per_player"))


def states_count(number: int, kind: tuple[str, ...], index: Index, lang_index: LangIndex, total: bool = False,
                 beside: frozenset[str] = frozenset()) -> bool:
    """Whether the entry has a number within COUNT_REACH words of one of the kind's words (or of its glossary term);
    when the `total` of the kind is asked, not a number each player gets ("Cada jugador recibe 2 cartas de
    Valores" does not say how many Values cards the deck holds); when a feature is asked of the kind (`beside`,
    its stems: rules/featured_counts.py), one of its words within BESIDE_REACH words of that number too."""
    game = lang_index.docs[number].entry.game
    thesaurus = index.thesaurus(game)
    lang = lang_index.lang
    wanted = {concept for own, _ in thesaurus.concepts_at(list(kind), lang) for concept in own
              if not is_common_concept(concept)}
    stems = _entry_stems(number, index, lang_index)
    concepts = thesaurus.concepts_at(list(stems), lang)
    own = {stemmed for stemmed in kind if stemmed.isdigit()}  # (the kind's own number: "two colours" counts nothing)
    if total and _per_player(number, index, lang_index):
        return False  # (what each player is dealt: "Cada jugador recibe 2 cartas de Valores")
    for position, stemmed in enumerate(stems):
        if (stemmed in kind and not stemmed.isdigit()) or concepts[position][0] & wanted:
            for at in range(max(0, position - COUNT_REACH), min(len(stems), position + COUNT_REACH + 1)):
                if stems[at].isdigit() and stems[at] not in own and not _counts_other(at, position, stems, concepts, wanted) \
                        and (not beside or not beside.isdisjoint(stems[max(0, at - BESIDE_REACH):at + BESIDE_REACH + 1])):
                    return True
    return False


def _counts_other(at: int, position: int, stems: tuple[str, ...], concepts, wanted: set[str]) -> bool:
    """Whether another term of the game stands between the number at `at` and the kind's word at `position`:
    "1 time + 1 MONEY for a Partner" counts the money, not the Partners (a word of player is none: "4 PLAYER
    reference cards" counts the reference cards); or, for a number told after the kind with a word between
    them, right after the number: "the Wellness action: spend 2 TIME" counts the time, not the Wellness cards
    (a number right after the kind, "Wellness: 8", counts the kind)."""
    step = 1 if at < position else -1
    between = range(at + step, position, step)
    if at > position + 1 and at + 1 < len(stems):
        between = (*between, at + 1)
    return any(_other_term(n, stems, concepts, wanted) for n in between)


def _other_term(n: int, stems: tuple[str, ...], concepts, wanted: set[str]) -> bool:
    """Whether the word at `n` is a term of the game other than the kind counted (not a word of player)."""
    return bool(concepts[n][0]) and not concepts[n][0] & wanted and stems[n] not in _PLAYER_KEYS \
        and any(not is_common_concept(concept) for concept in concepts[n][0])


def unstated(query: str, numbers: list[int], index: Index, lang_index: LangIndex,
             beside: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The words of the kind a "how many are there" question counts, when
    the answering entry (the first of `numbers`) gives counts but none of
    that kind, and no other near entry (the rest of `numbers`) counts it
    either (with a word of `beside` by the number, when a feature is asked
    of the kind: `states_count`); () otherwise. When the answering entry counts nothing (it tells
    what a Life Event card does, not how many come in the box), the count
    is asked of the game's Components list (`question_form.components_section`),
    where its rulebook counts what the box holds: silent when that list gives
    counts but none of the kind either."""
    # (a game named in passing is no kind counted: "¿cuántas hay EN LOOP?", "how many are there in CV?")
    kind = counted_kind(without_game_names(query, index, lang_index.lang), lang_index.lang)
    if not kind or not numbers:
        return ()
    counting = numbers
    if not _counts(numbers[0], index, lang_index):
        game = lang_index.docs[numbers[0]].entry.game
        counting = [number for number in components_entries(game, lang_index) if _counts(number, index, lang_index)]
        if not counting:
            return ()  # (no list of components that counts: the ranking's miss, not a silence)
    total = asks_total(query, lang_index.lang)
    if any(states_count(number, kind, index, lang_index, total, beside) for number in [*counting, *numbers]):
        return ()
    return kind


def _counts(number: int, index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry gives any count (holds a number)."""
    return any(stemmed.isdigit() for stemmed in _entry_stems(number, index, lang_index))


def components_entries(game: str, lang_index: LangIndex) -> list[int]:
    """The rule entries (not gaps) of `game` in its Components section."""
    section = question_form(lang_index.lang).get("components_section", "")
    return [number for number in range(lang_index.gap_start)
            if lang_index.docs[number].entry.game == game and lang_index.docs[number].entry.section == section]
