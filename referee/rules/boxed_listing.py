"""Listing questions typed into a search box: the kind first, no word of asking before it.

"health cards that give money", "knowledge cards with red slash",
"partners needing icons to marry", "eventos con símbolo de dinero
cuántos", "cartas de conocimiento con buena suerte". A player who types
into a search field drops the "which" or "how many" that opens the
listing question of rules/instances.py (`asked_listing`: "WHICH Health
cards give money?"), or puts it last; says "with"/"con" for the verb of
having, and the verb as an -ing form or in the singular ("leisure card
that gives impact"). What is asked is the same: which cards of a kind
print something, which only the cards show unless the rulebook prints
each card of that kind (`kind_printed`).

The question is read so when it is short (at most BOX_WORDS words), no
word of asking opens it (a question that opens so is read as written),
a word of asking is found nowhere else but, as a phrase, at its very end
(`listing_asking`: "... how many", "... cuántos"), and, once the words of
`boxed_listing_swaps` are put in their listing form ("with" -> "have",
"giving" -> "give", "card" -> "cards", "con" -> "tienen"), the question
opened by the language's first word of asking lists a kind that opens the
query itself: the noun phrase of the kind, then its verb, then what its
cards print. The verb must read as one: after a relative ("cards THAT
give") or typed in a form of the swaps ("partners NEEDING", "cartas
CON"); "market card cost" is a noun, the price a rule of the market
sets. A bare generic kind ("cards with red slash") lists no type and is left to
the rules (the red slash is a rule of paying); the kind needs a word of
its own before or after the generic one.

The same box drops the verb of "how many X are in the Y deck": "work
cards in early adulthood deck", "relaciones en mazo de vejez cuántas"
(`boxed_deck_count`) ask what a deck holds of a kind, which the cards
show unless a near rule counts it (rules/counts.py).

A query opened by a word of explaining (lexicon `question_form.explain_asked`:
"EXPLAIN cards with two colours", "EXPLÍCAME cartas con dos colores") is a
request for the rule of the kind, not a box listing which cards print what:
it is left to the rules (rules/introduced_asked.py reads the explaining).
Round explainrank, TUNE153: false abstention 724 -> 723 (blind150 "explain
cards with two colours"), nothing else moved; CHECK4 unchanged.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.instances import asked_listing, unprinted_kind, without_game_names
from referee.rules.normalize import question_form, question_form_set, stopwords, words

BOX_WORDS = 7  # the most words of a search-box query (one to six words, and a slip)
DECK_KIND_WORDS = 3  # the most words of the kind counted in a deck ("relaciones", "early adulthood WORK CARDS")
DECK_REACH = 4  # words from the word of in to the deck ("in EARLY ADULTHOOD DECK", "en MAZO de vejez")


@lru_cache(maxsize=8)
def _asking(lang: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of asking of `lang` (`listing_asking`), each as its words, longest first."""
    return tuple(sorted((tuple(phrase.split()) for phrase in question_form(lang).get("listing_asking", ())),
                        key=len, reverse=True))


@lru_cache(maxsize=32)
def _swaps(lang: str, fields: tuple[str, ...] = ("boxed_listing_having", "boxed_listing_forms",
                                                  "boxed_listing_singulars")) -> dict[str, str]:
    """The words of `lang` a search box types for those of a listing
    question, from the lexicon's `fields` (each pair "typed form": "with
    have", "giving give", "goal goals")."""
    return dict(pair.split() for field in fields for pair in question_form(lang).get(field, ()))


def boxed_listing(query: str, lang: str, index: Index | None = None) -> tuple[str, ...]:
    """The words of the kind a search-box query lists by what its cards
    print (as `asked_listing` returns them, in the listing form), or ()
    when the query is no such noun phrase."""
    said = words(query if index is None else without_game_names(query, index, lang))
    if not said or len(said) > BOX_WORDS or said[0] in question_form_set(lang, "explain_asked"):
        return ()  # (a request to explain opens no search-box noun phrase: "EXPLAIN cards with two colours")
    asking = _asking(lang)
    if not asking:
        return ()
    if any(tuple(said[:len(phrase)]) == phrase for phrase in asking):
        return _opened(said, lang, index)
    if said[0] in question_form_set(lang, "boxed_listing_any") and len(said) > 1:
        # "alguna Carta de Recuerdo da Presencia?", "any experience space give vep?": which one prints it
        return _opened([*question_form(lang).get("boxed_listing_opener", "").split(), *said[1:]], lang, index)
    opener = tuple(question_form(lang).get("boxed_listing_opener", " ".join(asking[-1])).split())
    for phrase in asking:  # "goals needing 4 property HOW MANY": the ask typed last
        if len(said) > len(phrase) and tuple(said[-len(phrase):]) == phrase:
            said, opener = said[:-len(phrase)], phrase
            break
    relatives = question_form_set(lang, "listing_relatives")
    firsts = {phrase[0] for phrase in asking} - relatives  # ("que" is also the relative: "cartas QUE dan")
    if not firsts.isdisjoint(said):
        return ()
    swaps = _swaps(lang)
    typed = said
    said = [swaps.get(word, word) for word in said]
    kind = asked_listing(" ".join((*opener, *said)), lang, index)
    if not kind or tuple(said[:len(kind)]) != kind:
        return ()
    verb = len(kind) + (len(said) > len(kind) and said[len(kind)] in relatives)
    if len(said) <= verb + 1:
        return ()  # (a verb last is a noun: "rightmost market card COST" asks a rule, no print named after it)
    if verb == len(kind) and typed[verb] not in swaps:
        return ()  # ("market cards cost 3": a noun or a verb; "cards THAT cost", "cards COSTING": a verb)
    generic = question_form_set(lang, "listing_generic")
    if all(word in generic for word in kind):
        return ()
    return kind


def _opened(said: list[str], lang: str, index: Index | None) -> tuple[str, ...]:
    """The kind a short query opened by a word of asking lists once its
    singulars are put in the listing form (`boxed_listing_singulars`:
    "which GOAL NEEDS 3 leaf", "qué ACTIVITY LLEVA PLASTIC": which one card
    prints it, the same silence as which cards do), when the query as
    typed lists none (read as written by `asked_listing` then), also when
    a word of some opens it in place of the ask (`boxed_listing_any`: "ANY
    experience space give vep?", "¿ALGUNA Carta de Recuerdo da
    Presencia?"). The kind itself must be typed singular: "¿cuántas fichas
    de dinero TRAE Adulthood?" counts what the box holds, and "con 3" there
    is a player count (the word of having is left as typed)."""
    swaps = _swaps(lang, ("boxed_listing_singulars",))
    if swaps.keys().isdisjoint(said[1:]):
        return ()
    swapped = [swaps.get(word, word) for word in said]
    kind = asked_listing(" ".join(swapped), lang, index)
    if not kind or asked_listing(" ".join(said), lang, index):
        return ()
    start = next((n for n in range(len(swapped)) if tuple(swapped[n:n + len(kind)]) == kind), None)
    if start is None or all(word not in swaps for word in said[start:start + len(kind)]):
        return ()  # ("¿cuántas fichas de dinero TRAE Adulthood?": the kind typed plural, the verb the box's)
    generic = question_form_set(lang, "listing_generic")
    return () if all(word in generic for word in kind) else kind


def boxed_deck_count(query: str, lang: str) -> str | None:
    """The "how many ... are in the deck" question a search-box query of a
    kind in a deck stands for ("relaciones en mazo de vejez cuántas", "work
    cards in early adulthood deck"), or None. The query is short (at most
    BOX_WORDS words), its ask of how many (`boxed_count_opener`) typed
    first, last or not at all, and it is the kind (one to DECK_KIND_WORDS
    words) then a word of in (`boxed_count_in`) with a word of a deck
    (`deck_words`) within DECK_REACH words after it: what the deck holds of
    the kind, a count of the box, which rules/counts.py judges when it is
    worded as "how many KIND are in DECK" (`boxed_count_there`)."""
    form = question_form(lang)
    opener, there = tuple(form.get("boxed_count_opener", "").split()), form.get("boxed_count_there", "")
    decks, inside = question_form_set(lang, "deck_words"), question_form_set(lang, "boxed_count_in")
    said = words(query)
    if not opener or decks.isdisjoint(said) or inside.isdisjoint(said) or len(said) > BOX_WORDS:
        return None  # (no deck, no word of in: most questions)
    asked = {phrase[0] for phrase in _asking(lang)}
    if tuple(said[:len(opener)]) == opener:
        said = said[len(opener):]
    elif len(said) > len(opener) and tuple(said[-len(opener):]) == opener:
        said = said[:-len(opener)]
    within = next((n for n, word in enumerate(said) if word in inside), None)
    if within is None or not 0 < within <= DECK_KIND_WORDS or not asked.isdisjoint(said) \
            or decks.isdisjoint(said[within + 1:within + 1 + DECK_REACH]) \
            or any(word in stopwords(lang) for word in said[:within]):
        return None
    return " ".join((*opener, *said[:within], there, *said[within + 1:]))


def unlisted_boxed_kind(query: str, game: str, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The words of the kind a search-box query lists by what its cards
    print (`boxed_listing`), when the rulebook of `game` does not print
    each card of that kind (`kind_printed`); () otherwise. The same
    silence as rules/instances.py `unlisted_kind`, for the query typed
    without its word of asking."""
    return unprinted_kind(boxed_listing(query, lang_index.lang, index), game, index, lang_index)
