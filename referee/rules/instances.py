"""Questions of what named cards, locations or tiles print, which the rulebook does not list.

"What Life icon does the Crafting card have?", "Which Motivation Token
colour does location 9 ask for?", "¿Qué da la carta Marathon?". A rulebook
explains each kind of component (what a Career card is, how a location's
Motivation is paid) but not what each one prints: those facts are on the
components, and players enter them (`referee facts`). A rule about the kind
of component ranks first for such a question and would answer it with
confidence; the question is about one instance, which that rule never names.

The question names an instance when a word of a kind of component
(`question_form.instance_kinds` of its language: card, location, carta,
ubicación...) comes with a number ("location 9", "ubicación 7") or with a
name (English: before it, after an article: "the Crafting card"; Spanish:
after it: "la carta Marathon") made of words the game's rulebook holds in
at most a few entries and that are no everyday word every game shares
("the Health card" is a kind, "the new card" is no name), or, in English,
by a name of the game's glossary alone, its kind going without saying
("which colour does the Arcade ask for", "what does mall walkers cost":
`_bare_names`). It asks what the
instance shows when, in one clause, a word of asking ("what", "which",
"qué", "cuál") comes before the instance and a verb of showing
(`question_form.instance_shows`: have, give, cost, ask, pide, da...) after
the word of asking. A kind said in the ask after a word of pointing back
(`instance_pointing`: "that", "esa") is the instance of that kind the
question told by its number before the ask ("mi dado está en la ubicación
8. ¿Qué tipos de Motivación pide ESA UBICACIÓN?" asks what location 8
prints; TUNE183: abstention +1, blind176, nothing else moved). The rulebook lists the instance when one of the game's
rule entries has its name (or "location 9") in its title: the rule of that
very card ("What does the HOBBY goal need?" is answered by the HOBBY goal),
or when the rule first names it beside another word of the question ("For
example, Crafting costs one money and one energy" tells what Crafting
costs); an entry of the Components list names a component to count it
("1 Reference Tent Card"), never to list what it prints. A title that names the instance does not list what it costs when
its entry tells no cost ("Example: Mall Walkers gives 1 energy and 1 Impact
for 2 time": `_cost_untold`), nor what its rule leaves to the component
("at least 2 Presences among the 3 locations INDICATED ON THE TILE" does
not list which locations: `_deferred`). Otherwise the rulebook is silent
on it.

The same holds of a question that lists or counts the cards of one type by
what they print ("which Health cards help against bad luck?", "¿cuántos
Partners traen el corazón?", "the names of the four kids"): silent unless
the rulebook prints each card of that kind, one entry each (LOOP's careers
and events, Coming of Age's traits).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.combined import NAME_ENTRIES, holders, named_things
from referee.rules.index import Index, LangIndex
from referee.rules.normalize import (PLAYER_WORDS, common_group_phrases, is_common_concept, key, question_form,
                                     question_form_set, stopwords, words)

NAME_WORDS = 3  # the most words of a card's name ("the SOCIAL WELLBEING goal")
COST_REACH = 3  # words after a rule's word of cost within which it says how much ("paying ONE energy")
# words between a rule's word of leaving a detail to the component and the detail ("LOCATIONS indicated", "Fichas de
# RECUERDO de los tipos indicados", "its EXACT condition is printed"; 2 left those two questions answered)
DEFER_REACH = 4
DECK_WORDS = 5  # the most words from "in" to the deck's word ("in THE MIDDLE AGE deck")
TOLD_REACH = 3  # words between a card's name and what a rule tells of it ("Crafting costs one money")
_PLAYERS = frozenset(PLAYER_WORDS)  # "tienen los JUGADORES": the players, not the cards, have it
POINTS_WORD = "points"  # (the common group of points: `common_concept(POINTS_WORD)`)
_CLAUSE = re.compile(r"[^.,;:!?¿¡()\"—–]+")

# (id of the language index, game) -> (the language index, kept alive; [the folded text of each entry's title])
_TEXTS: dict[tuple[int, str], tuple[LangIndex, list[str]]] = {}
# (id of the language index, game) -> (the language index, kept alive; [the stems of each entry's title])
_STEMS: dict[tuple[int, str], tuple[LangIndex, list[frozenset[str]]]] = {}




@lru_cache(maxsize=8)
def _listing_openers(lang: str) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]], frozenset[str] | None,
                                         frozenset[str] | None, frozenset[str] | None]:
    """The phrases that open a listing question in `lang` (`listing_asking`:
    "which", "how many") and that ask for names (`listing_naming`), each as
    its words; the first word of each (a question word that begins none of
    them opens nothing); and the longest word of each opening and of each
    naming phrase (a question without one holds no such phrase). None for
    a set when a phrase has no word: every word is looked at."""
    form = question_form(lang)
    asking = [tuple(phrase.split()) for phrase in form.get("listing_asking", ())]
    naming = [tuple(phrase.split()) for phrase in form.get("listing_naming", ())]
    phrases = asking + naming
    firsts = frozenset(phrase[0] for phrase in phrases) if all(phrases) else None
    asking_keys = frozenset(max(phrase, key=len) for phrase in asking) if all(asking) else None
    naming_keys = frozenset(max(phrase, key=len) for phrase in naming) if all(naming) else None
    return asking, naming, firsts, asking_keys, naming_keys


@lru_cache(maxsize=8)
def _others_phrases(lang: str) -> tuple[list[tuple[str, ...]], frozenset[str]]:
    """The phrases that ask for the other cards of a kind (`listing_others`:
    "what other", "qué otras"), each as its words, and the words that end
    them (a question holding none asks no such thing: one set look-up)."""
    others = [tuple(phrase.split()) for phrase in question_form(lang).get("listing_others", ())]
    return others, frozenset(phrase[-1] for phrase in others if phrase)


def _other_kind(rest: list[str], lang: str) -> tuple[str, ...]:
    """The words of the kind whose other cards are asked for, right after a
    phrase of `listing_others`: in English up to `NAME_WORDS` words ending
    in a word of a kind (`listing_typed`, `listing_generic`: "what other
    CAREERS", "what are the other CHILDHOOD CARDS"), in Spanish the kind's
    word first and the type after "de" ("qué otras CARTAS DE RELACIÓN");
    () when no word of a kind follows ("what are the other dice for?", "¿qué
    otros juegos tiene la editorial?": a rule or no card at all). A bare
    generic kind lists no type ("which other CARDS can I buy?", "what other
    TOKENS do I get at setup?": what a rule lets one take), so the kind
    needs a type: its own word ("careers") or one beside the generic."""
    typed, generic = question_form_set(lang, "listing_typed"), question_form_set(lang, "listing_generic")
    skipped = question_form_set(lang, "listing_skipped")
    while rest and rest[0] in skipped:
        rest = rest[1:]
    if question_form(lang).get("instance_name_first", True):
        for end, word in enumerate(rest[:NAME_WORDS]):
            if word in typed or (word in generic and end):
                return tuple(rest[:end + 1])
            if word in stopwords(lang) or word in generic:
                return ()
        return ()
    if rest and rest[0] in typed:
        return tuple(rest[:1])
    of = question_form(lang).get("listing_of", "")
    if len(rest) > 2 and rest[0] in generic and rest[1] == of and rest[2] not in stopwords(lang):
        return tuple(rest[:3])
    return ()


def _title_texts(lang_index: LangIndex, game: str) -> list[str]:
    """The folded text of the title of each rule entry of `game` in one
    language (" location 9 ... "), worked out once (not its aliases:
    "crafting cost" is a way of asking about the rule whose example names
    Crafting, not Crafting's rule), in the order of `_title_numbers`."""
    cache_key = (id(lang_index), game)
    cached = _TEXTS.get(cache_key)
    if cached is None:
        found = [f" {' '.join(words(lang_index.docs[number].entry.title))} "
                 for number in _title_numbers(lang_index, game)]
        cached = _TEXTS[cache_key] = (lang_index, found)
    return cached[1]


def _title_stems(lang_index: LangIndex, game: str) -> list[frozenset[str]]:
    """The stems of the title of each rule entry of `game` in one language,
    worked out once, apart from the texts: the titles of the other language
    are read as written only, and stemming them cost a few ms."""
    cache_key = (id(lang_index), game)
    cached = _STEMS.get(cache_key)
    if cached is None:
        found = [frozenset(key(word, lang_index.lang) for word in text.split())
                 for text in _title_texts(lang_index, game)]
        cached = _STEMS[cache_key] = (lang_index, found)
    return cached[1]


def _listed(instance: tuple[str, ...], game: str, index: Index, lang_index: LangIndex) -> bool:
    """Whether a rule entry of `game` has the instance in its title: "location
    9" as written, a name by its stems, or as written in the title of
    another language (players use the English card names: "el objetivo
    HOBBY" is the entry "AFICIÓN (HOBBY)" in English)."""
    said = f" {' '.join(instance)} "
    if instance[-1].isdigit():
        return any(said in text for other in index.langs.values() for text in _title_texts(other, game))
    # as written first (no stemming of every title), then by its stems: either one lists it
    if any(all(f" {word} " in text for word in instance) for other in index.langs.values()
           for text in _title_texts(other, game)):
        return True
    stems = {key(word, lang_index.lang) for word in instance}
    return any(stems <= held for held in _title_stems(lang_index, game))


def _name_word(word: str, game: str, lang: str, index: Index, lang_index: LangIndex, reach: int) -> bool:
    """Whether a word can be part of a card's own name: the game's rulebook
    holds it in at most `reach` entries, and it is no everyday word every
    game shares (a card's name may be in the game's glossary: "Marathon")."""
    if word.isdigit() or word in stopwords(lang):
        return False
    stemmed = key(word, lang)
    if len(holders(lang_index, game, stemmed)) > reach:
        return False
    return not any(is_common_concept(concept) for concept in index.thesaurus(game).concepts_at([stemmed], lang)[0][0])


def _a_name(name: list[str], game: str, lang: str, index: Index, lang_index: LangIndex) -> bool:
    """Whether words make a card's own name: one of them rare (NAME_ENTRIES),
    the others rare enough (twice that: "the SOCIAL WELLBEING goal")."""
    return bool(name) and all(_name_word(word, game, lang, index, lang_index, 2 * NAME_ENTRIES) for word in name) \
        and any(_name_word(word, game, lang, index, lang_index, NAME_ENTRIES) for word in name)


def asked_instances(query: str, game: str, index: Index, lang_index: LangIndex) -> list[tuple[str, ...]]:
    """The instances whose printed content the question asks (each as its
    folded words: ("location", "9"), ("crafting",)), in the clauses that ask
    what one shows."""
    lang = lang_index.lang
    kinds, shows, asking = question_form_set(lang, "instance_kinds"), question_form_set(lang, "instance_shows"), question_form_set(lang, "instance_asking")
    articles = question_form_set(lang, "instance_articles")
    said = words(query)
    if asking.isdisjoint(said) or shows.isdisjoint(said):
        return []  # (a word of asking or of showing missing from the question: from each clause too)
    name_first = question_form(lang).get("instance_name_first", True)
    found = []
    pointing = question_form_set(lang, "instance_pointing")
    for match in _CLAUSE.finditer(query):
        said = words(match.group())
        opened = next((n for n, word in enumerate(said) if word in asking), None)
        if opened is None or not any(word in shows for word in said[opened + 1:]):
            continue
        found.extend(_bare_names(said, opened, game, index, lang_index))
        for n in range(opened + 1, len(said)):
            if said[n] not in kinds:
                continue
            if n + 1 < len(said) and said[n + 1].isdigit():
                found.append((said[n], said[n + 1]))
                continue
            told = _told_number(query[:match.start()], said[n]) if said[n - 1] in pointing else None
            if told is not None:  # ("mi dado está en la ubicación 8. ¿Qué pide ESA ubicación?": location 8)
                found.append((said[n], told))
                continue
            if name_first:  # "the Crafting card": the name between the article and the kind
                start = n
                while start > opened + 1 and n - start < NAME_WORDS and said[start - 1] not in articles:
                    start -= 1
                name = said[start:n]
                bounded = start > 0 and said[start - 1] in articles
            else:  # "la carta Marathon": the name after the kind, which follows an article
                end = n + 1
                adverbs = tuple(question_form(lang).get("instance_name_adverb_endings", ())) or None
                while end < len(said) and end - n <= NAME_WORDS and said[end] not in stopwords(lang) \
                        and said[end] not in kinds and not (adverbs and said[end].endswith(adverbs)):
                    end += 1  # (an adverb ends the name: "la carta SHARE EXACTAMENTE" is the SHARE card)
                name = said[n + 1:end]
                bounded = n > 0 and (said[n - 1] in articles or _joined_kind(said, n, kinds, articles, lang))
            if bounded and _a_name(name, game, lang, index, lang_index):
                found.append(tuple(name))
    return found


def _told_number(before: str, kind: str) -> str | None:
    """The number of the last instance of `kind` the question told before its ask ("en la ubicación 8": "8"),
    which a word of pointing back in the ask refers to ("¿qué pide ESA ubicación?"), or None."""
    said = words(before)
    return next((said[n + 1] for n in range(len(said) - 2, -1, -1) if said[n] == kind and said[n + 1].isdigit()), None)


def _bare_names(said: list[str], opened: int, game: str, index: Index, lang_index: LangIndex) -> list[tuple[str, ...]]:
    """The name of one thing of the game said with no word of its kind where
    a question of what it prints puts the thing: between the auxiliary after
    the word of asking (`instance_auxiliaries`) and the verb of showing
    ("which colour DOES the Arcade ASK for", "what DOES mall walkers COST"),
    an article aside; not the auxiliary again ("what does the robot DO with
    the dice" asks what Rob Bot does). The name is a term of the game's own glossary made of
    rare words (`_glossary_name`): players name a location or a card alone,
    and the kind goes without saying. Only in a language that lists such
    auxiliaries (English): the Spanish reading, the name after the verb
    ("¿qué PIDE el Salón recreativo?"), took relative clauses ("el QUE tiene
    la bici") and "¿Qué da Overseas Vacation...?", which an example tells,
    on the tuning sets."""
    lang = lang_index.lang
    shows, articles = question_form_set(lang, "instance_shows"), question_form_set(lang, "instance_articles")
    auxiliaries = question_form_set(lang, "instance_auxiliaries")
    helper = next((n for n in range(opened + 1, len(said)) if said[n] in auxiliaries), None)
    if helper is None:
        return []
    start = helper + 2 if said[helper + 1:helper + 2] and said[helper + 1] in articles else helper + 1
    verbs = shows - auxiliaries  # ("what does the robot DO with the dice": what a player or a bot does, not a print)
    return [tuple(said[start:end]) for end in range(start + 1, min(len(said), start + NAME_WORDS + 1))
            if said[end] in verbs and _glossary_name(said[start:end], game, index, lang_index)][:1]


def _glossary_name(name: list[str], game: str, index: Index, lang_index: LangIndex) -> bool:
    """Whether words name one thing of `game` alone: a term of its own
    glossary as written (not an everyday word's swap), holding no word of a
    kind of component ("the Career" is a kind), of rare words (`_a_name`)."""
    lang = lang_index.lang
    if not name or not question_form_set(lang, "instance_kinds").isdisjoint(name):
        return False
    thesaurus = index.thesaurus(game)
    phrase = tuple(key(word, lang) for word in name)
    concepts = thesaurus.table(lang)[0].get(phrase, frozenset())
    return any(not is_common_concept(concept) for concept in concepts) and not thesaurus.swapped(phrase, lang) \
        and _a_name(name, game, lang, index, lang_index)


def _joined_kind(said: list[str], n: int, kinds: frozenset[str], articles: frozenset[str], lang: str) -> bool:
    """Whether the kind's word at `n` ends a kind of several words that an
    article opens ("la FICHA DE Objetivo Cautious": `instance_kind_joiners`)."""
    return n > 2 and said[n - 1] in question_form_set(lang, "instance_kind_joiners") and said[n - 2] in kinds \
        and said[n - 3] in articles


def unlisted(query: str, game: str, index: Index, lang_index: LangIndex, first: int | None = None) -> tuple[str, ...]:
    """The words of the first instance the question asks the printed content
    of that no rule entry of `game` has in its title, and that the `first`
    entry (the one that would answer) does not tell of either; () when the
    question asks of none, or the rulebook says what is asked."""
    for instance in asked_instances(query, game, index, lang_index):
        if _cost_untold(instance, query, game, lang_index):
            return instance  # (its rule names it and tells no cost: neither lists nor tells what it costs)
        if _deferred(instance, query, game, lang_index):
            return instance  # (its rule names it and says what is asked is printed on it)
        if _listed(instance, game, index, lang_index):
            continue
        if first is not None and _tells_of(first, instance, query, index, lang_index):
            continue
        return instance
    return ()


def _cost_untold(instance: tuple[str, ...], query: str, game: str, lang_index: LangIndex) -> bool:
    """Whether the question asks what the instance costs (`instance_cost_asked`:
    "what does the X card cost", "¿cuánto cuesta la carta X?") and the rule
    entries whose title names it, in the question's language, tell no cost
    (`_tells_cost`, `instance_cost_told`: "Example: Mall Walkers gives 1 energy and 1 Impact
    for 2 time" tells what its action gives, not what playing it costs). False
    when no title of the language names it (read as listed, as before).
    On the tuning sets (round 20): 2 abstentions more (1 English, 1 Spanish,
    "cuánto" also a word of asking of `instance_asking`), nothing else moved."""
    lang = lang_index.lang
    if question_form_set(lang, "instance_cost_asked").isdisjoint(words(query)):
        return False
    told = question_form_set(lang, "instance_cost_told")
    naming = _naming(instance, game, lang_index)
    if not naming:
        return False
    return not any(_tells_cost(f"{lang_index.docs[number].entry.title} . {lang_index.docs[number].entry.text}", told, lang)
                   for number in naming)


def _naming(instance: tuple[str, ...], game: str, lang_index: LangIndex) -> list[int]:
    """The rule entries of `game`, in the question's language, whose title
    names the instance as written."""
    return [number for number, text in zip(_title_numbers(lang_index, game), _title_texts(lang_index, game))
            if all(f" {word} " in text for word in instance)]


def _deferred(instance: tuple[str, ...], query: str, game: str, lang_index: LangIndex) -> bool:
    """Whether a rule entry whose title names the instance leaves what the
    question asks to the component: a word of the question (other than the
    instance's name, its kind and the words of asking) said at most
    DEFER_REACH words from a word of `instance_deferred` ("have 2 Presences
    among the 3 LOCATIONS INDICATED on the Tile" for "which locations does
    the Hedonist goal list?"). The rule names the card and explains its
    kind; what it prints is on the tile, which the table reads.
    On the tuning sets: 2 abstentions more (blind45, blind49), nothing else moved."""
    lang = lang_index.lang
    deferring = question_form_set(lang, "instance_deferred")
    stop = stopwords(lang)
    left_out = {key(word, lang) for word in (*instance, *question_form_set(lang, "instance_kinds"), *question_form_set(lang, "instance_asking"))}
    asked = {key(word, lang) for word in words(query) if word not in stop} - left_out
    for number in _naming(instance, game, lang_index):
        said = words(lang_index.docs[number].entry.text)
        for position, word in enumerate(said):
            if word in deferring and asked & {key(other, lang) for other in said[max(0, position - DEFER_REACH):
                                                                                  position + DEFER_REACH + 1]
                                              if other not in stop}:
                return True
    return False


def _tells_cost(text: str, told: frozenset[str], lang: str) -> bool:
    """Whether a rule's text tells a cost: a word of `told` with a number at
    most COST_REACH words after it ("paying ONE energy", "costs 2 money",
    "pagar UNA energía": `instance_cost_one`, the words of one a stem keeps),
    or a word of it that needs none ("free", "gratis"); "the people you
    SPEND time with" tells none."""
    said = words(text)
    for position, word in enumerate(said):
        if word in told and (word in question_form_set(lang, "instance_cost_free") or any(
                key(other, lang).isdigit() or other in question_form_set(lang, "instance_cost_one")
                for other in said[position + 1:position + 1 + COST_REACH])):
            return True
    return False


def _title_numbers(lang_index: LangIndex, game: str) -> list[int]:
    """The numbers of the rule entries of `game` whose title may list what an
    instance prints, in the order of `_title_texts`: not those of the
    Components list (`components_section`), which count what the box holds
    ("1 Reference Tent Card") and never what a component prints."""
    counted = question_form(lang_index.lang).get("components_section", "")
    return [number for number in range(lang_index.gap_start) if lang_index.docs[number].entry.game == game
            and lang_index.docs[number].entry.section != counted]


def _tells_of(number: int, instance: tuple[str, ...], query: str, index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry names the instance with another word of the
    question close by (TOLD_REACH words, little words aside): "For example,
    Crafting COSTS one money and one energy" tells what Crafting costs, not
    which Life icon it shows."""
    lang = lang_index.lang
    stop = stopwords(lang)
    named = {key(word, lang) for word in instance}
    kinds = {key(word, lang) for word in question_form_set(lang, "instance_kinds")}
    asking = {key(word, lang) for word in question_form_set(lang, "instance_asking")}
    asked = {key(word, lang) for word in words(query) if word not in stop} - named - kinds - asking
    entry = lang_index.docs[number].entry
    said = [key(word, lang) for word in words(f"{entry.title} . {entry.text}") if word not in stop]
    numbered = instance[-1].isdigit()  # "location 9": the number right after the kind's word, not any location
    for position, stemmed in enumerate(said):
        if numbered and not (stemmed == instance[-1] and position and said[position - 1] == key(instance[0], lang)):
            continue
        if (numbered or stemmed in named) and asked & set(said[max(0, position - TOLD_REACH):position + TOLD_REACH + 1]):
            return True
    return False


def asked_listing(query: str, lang: str, index: Index | None = None) -> tuple[str, ...]:
    """The words of the kind of component a question asks to list or count
    by what its cards print ("which Health cards help against bad luck",
    "¿cuántos Partners traen el corazón?", "¿cuántas cartas de Padres dan
    Fuerza de Voluntad?"); () when it asks no such thing. The kind is a
    kind of its own (`listing_typed`: partners, careers) or cards of a named
    type (`listing_generic` with the type's words: English before, "Health
    cards"; Spanish after, "cartas de Health"), and the verb of what they
    print (`listing_verbs`: give, have, traen, dan) follows it as its own
    verb: not "cards ME dan" (what I am dealt), not "which TYPE of cards"
    (the types are rules), not "which cards" of no type unless a verb of
    what they give follows (`listing_bare_verbs`: "which cards GIVE extra
    rerolls"; not "which cards COST extra", a rule of where they lie, nor
    "which cards HAVE TO be discarded"). Counted out of all of them ("how
many OF THE 18 GOAL cards ask for a LEAF?", `listing_partitive`), they
are listed the same; in Spanish the card's own kind may follow the
generic one without "de" ("cuántas cartas ACTIVITY piden"). Asking for their
    names (`listing_naming`: "the names of the four kids") lists them too.
    The copula and article after the word of asking (`listing_skipped`:
    "which ARE THE Health cards", "¿cuáles SON LAS cartas de Health?") and a
    relative pronoun before the verb (`listing_relatives`: THAT give, QUE
    dan) change nothing. Given the `index`, the names of games said in
    passing are left out first (`without_game_names`)."""
    form = question_form(lang)
    asking, naming, openers, asking_keys, naming_keys = _listing_openers(lang)
    generic, typed = question_form_set(lang, "listing_generic"), question_form_set(lang, "listing_typed")
    verbs, objects, types = question_form_set(lang, "listing_verbs"), question_form_set(lang, "listing_objects"), question_form_set(lang, "listing_types")
    bare_verbs = question_form_set(lang, "listing_bare_verbs")  # "which cards GIVE": the verbs a kind of no type lists with
    modal = question_form_set(lang, "listing_bare_modal")  # "which cards HAVE TO", "qué cartas TIENEN QUE": a duty, not a print
    thing_clitics = question_form_set(lang, "listing_thing_clitics")  # "qué cartas LO tienen": the thing had, before the verb
    name_first = form.get("instance_name_first", True)
    # "which ARE THE Health cards that give", "¿cuáles SON LAS cartas de Health que dan?": the copula and the
    # article after the word of asking, and the relative pronoun before the verb, say the same as without them
    skipped, relatives = question_form_set(lang, "listing_skipped"), question_form_set(lang, "listing_relatives")
    partitive = question_form_set(lang, "listing_partitive")  # "how many OF the 18 cards": the cards counted all the same
    joins = question_form_set(lang, "listing_joins")  # "and": a word of asking after it opens another question
    negations = question_form_set(lang, "negations")  # "que NO piden": after the relative, before the verb
    # the cheap look first (most questions): a listing needs, in one clause, an opening, a verb of printing and a
    # word of a kind (typed or generic); a request of names, its phrase. Each word of a clause is one of the question.
    said = words(query)
    names = naming_keys is None or not naming_keys.isdisjoint(said)
    lists = (asking_keys is None or not asking_keys.isdisjoint(said)) and not verbs.isdisjoint(said) \
        and not (typed.isdisjoint(said) and generic.isdisjoint(said))
    others, others_ends = _others_phrases(lang)
    if not others_ends.isdisjoint(said):  # "what OTHER Careers are there?": the kind's other cards, each named on it
        for clause in _CLAUSE.findall(query):
            clause_words = words(clause)  # (not `said`: the question's words, read again below)
            for start in range(len(clause_words)):
                other = next((phrase for phrase in others
                              if tuple(clause_words[start:start + len(phrase)]) == phrase), None)
                kind = _other_kind(clause_words[start + len(other):], lang) if other is not None else ()
                if kind:
                    return kind
    if not names and not lists:
        return ()
    if index is not None:  # "which Relationship cards IN CV give": the game named in passing is no part of it
        query = without_game_names(query, index, lang)

    def scored(after: list[str]) -> bool:
        """Whether what the cards give is points ("how many Health cards give POINTS"): how they score, a rule;
        not points for a thing of their own ("how many life goal cards give points FOR possessions", "¿cuántos
        objetivos dan puntos POR cartas de Trabajo?": `listing_points_for`), which each card prints."""
        # (a phrase of the common group of points among the first three words: where the everyday concepts'
        # own thesaurus, `Thesaurus("common", [])`, finds that group's concept; its table of every common group
        # took about 18 ms to build, at the first such question of a process)
        stems = tuple(key(word, lang) for word in after[:3])
        phrases = common_group_phrases(POINTS_WORD, lang)
        ends = [end for start in range(len(stems)) for end in range(start + 1, len(stems) + 1)
                if stems[start:end] in phrases]
        if not ends:
            return False
        points_for = question_form_set(lang, "listing_points_for")
        return not any(end < len(after) - 1 and after[end] in points_for for end in ends)

    for clause in _CLAUSE.findall(query):
        said = words(clause)
        for start in range(len(said)):
            if openers is not None and said[start] not in openers:
                continue  # (no phrase of listing or naming begins here)
            called = next((phrase for phrase in naming if tuple(said[start:start + len(phrase)]) == phrase), None)
            if called is not None:  # "the names of the four kids": each one's name, printed on it
                after = said[start + len(called):]
                first = next((n for n, word in enumerate(after)
                              if word not in stopwords(lang) and not key(word, lang).isdigit()), len(after))
                kind = after[first:first + NAME_WORDS]
                kind = kind[:next((n for n, word in enumerate(kind) if word in stopwords(lang)), len(kind))]
                if kind:
                    return tuple(kind)
            opening = next((phrase for phrase in asking if tuple(said[start:start + len(phrase)]) == phrase), None)
            if opening is None:
                continue
            rest = said[start + len(opening):]
            if rest and rest[0] in partitive:  # "how many OF THE 18 GOAL cards ask", "cuántas DE LAS cartas de Health"
                rest = rest[1:]
                while rest and (rest[0] in skipped or key(rest[0], lang).isdigit()):
                    rest = rest[1:]
            while rest and rest[0] in skipped:
                rest = rest[1:]
            if not name_first and len(rest) > 1 and rest[0] in generic and rest[1] in typed:
                rest = rest[1:]  # "cuántas cartas ACTIVITY piden": the card's own kind after the generic one
            # "which Health cards give", "how many Partners have", "which are the Health cards that give"
            if name_first:
                rest = _without_deck(rest, generic | typed, lang)  # "how many work cards IN THE OLD AGE DECK pay"
                for end, word in enumerate(rest[:NAME_WORDS + 1]):
                    if word in types or word in stopwords(lang):
                        break
                    verb = end + 2 if end + 2 < len(rest) and rest[end + 1] in relatives else end + 1
                    # "which cards GIVE extra rerolls": a bare kind with a verb of what it gives; not "which cards
                    # COST extra" (a rule of where they lie) nor "which cards HAVE TO" (a rule of what must be done)
                    if (word in typed or (word in generic and (end or _bare_listing(rest, verb, bare_verbs, modal)))) \
                            and verb < len(rest) and rest[verb] in verbs and not scored(rest[verb + 1:]):
                        return tuple(rest[:end + 1])
                continue
            verb = 2 if len(rest) > 2 and rest[1] in relatives else 1  # "cuáles son los Partners QUE traen"
            # "cuántos Partners traen" (not "tienen LOS JUGADORES")
            # "¿qué cartas LO tienen?": the clitic of the thing asked (not of whom it is given to: "cartas ME dan")
            bare = verb + 1 if len(rest) > verb + 1 and rest[verb] in thing_clitics else verb
            if rest and rest[0] in generic and _bare_listing(rest, bare, bare_verbs, modal) \
                    and not _PLAYERS & set(rest[bare + 1:bare + 3]) and not scored(rest[bare + 1:]):
                return tuple(rest[:1])  # "¿qué cartas tienen el icono Shady?": as "which cards have" in English
            # "las Careers (que) NO piden": a kind of its own listed by what its cards lack, printed all the same
            # (not "cartas que no tienen coste", of no type, a rule of the market; not "NO tienen QUE pagar", a duty)
            if rest and rest[0] in typed and len(rest) > verb + 2 and rest[verb] in negations \
                    and rest[verb + 2] not in modal:
                verb += 1
            if rest and rest[0] in typed and len(rest) > verb and rest[verb] in verbs \
                    and not _PLAYERS & set(rest[verb + 1:verb + 3]) and not scored(rest[verb + 1:]):
                return tuple(rest[:1])
            named = _name_then_verb(rest, generic | typed, verbs, relatives, lang)  # "Eventos VITALES dan"
            if named and not _PLAYERS & set(rest[named + 1:named + 3]) and not scored(rest[named + 1:]):
                return tuple(rest[:named - 1] if rest[named - 1] in relatives else rest[:named])
            if len(rest) > 2 and rest[0] in generic and rest[1] == form.get("listing_of", ""):  # "cartas de Health dan"
                for end in range(2, min(len(rest), 2 + 2 * NAME_WORDS)):
                    if rest[end] in objects:
                        break
                    # "¿qué son las cartas de posesión Y QUÉ dan?": a second question, not the kind's verb
                    if rest[end] in joins and openers is not None and rest[end + 1:end + 2] \
                            and rest[end + 1] in openers:
                        break
                    if rest[end] in verbs and not _PLAYERS & set(rest[end + 1:end + 3]) and not scored(rest[end + 1:]):
                        return tuple(rest[:end - 1] if rest[end - 1] in relatives else rest[:end])
    return ()


def _without_deck(rest: list[str], kinds: frozenset[str], lang: str) -> list[str]:
    """`rest` without the deck the counted cards are drawn from, said right
    after their kind ("how many work cards IN THE OLD AGE DECK pay out
    money", "how many cards IN THE MIDDLE AGE DECK give"): a word of
    `listing_deck_openers` after the kind and, at most DECK_WORDS words on,
    a word of `listing_deck_ends`. The deck says where the cards are, not
    what they print; `rest` unchanged when it names none."""
    openers = question_form_set(lang, "listing_deck_openers")
    if openers.isdisjoint(rest):
        return rest  # (no word that opens a deck: most questions)
    ends = question_form_set(lang, "listing_deck_ends")
    for at, word in enumerate(rest[1:NAME_WORDS + 2], start=1):
        if word in openers and rest[at - 1] in kinds:
            end = next((n for n in range(at + 1, min(len(rest), at + 1 + DECK_WORDS)) if rest[n] in ends), None)
            return rest if end is None else rest[:at] + rest[end + 1:]
    return rest


def _name_then_verb(rest: list[str], kinds: frozenset[str], verbs: frozenset[str], relatives: frozenset[str],
                    lang: str) -> int | None:
    """The position of the kind's verb when, in a language that names a
    thing after its kind, the kind opens `rest` and its own name follows it
    with no word of "of" ("¿qué Sucesos VITALES dan...?", "¿cuántas cartas
    LIFE EVENT tienen...?": the Spanish name, or the English one a player
    keeps): one word up to NAME_WORDS - 1 of them, no little word, negation
    ("¿qué GOAL NO piden...?"), number or verb among them, then the verb, a
    relative pronoun aside ("Eventos Vitales QUE dan"). None when `rest` is
    not so made."""
    if not rest or rest[0] not in kinds:
        return None
    stop, negations = stopwords(lang), question_form_set(lang, "negations")
    for end in range(2, min(len(rest), NAME_WORDS + 1)):
        word = rest[end - 1]
        if word in stop or word in negations or word in verbs or key(word, lang).isdigit():
            return None
        verb = end + 1 if rest[end] in relatives else end
        if verb < len(rest) and rest[verb] in verbs:
            return verb
    return None


def _bare_listing(rest: list[str], verb: int, bare_verbs: frozenset[str], modal: frozenset[str]) -> bool:
    """Whether the word at `verb` of `rest` (the words after a generic kind of
    no type: "which cards", "qué cartas") is a verb of what cards give
    (`listing_bare_verbs`: "GIVE extra rerolls", "TIENEN el icono Shady")
    and no duty (`listing_bare_modal`: "HAVE TO be discarded", "TIENEN QUE
    descartarse"): the cards are then listed by what they print."""
    return verb < len(rest) and rest[verb] in bare_verbs and not (rest[verb + 1:verb + 2] and rest[verb + 1] in modal)


def keeps_first_word(first: str, index: Index, lang: str) -> bool:
    """Whether `without_game_names` keeps a clause's first folded word
    `first` first: it opens no game's name and is no little word that goes
    before one. A reading that wants a phrase at the start of a clause
    without game names can then test the word before leaving names out."""
    return first not in question_form_set(lang, "game_named_after") and not any(name[0] == first for name in index.game_names)


def without_game_names(query: str, index: Index, lang: str) -> str:
    """The question without the names of games it says in passing, and the
    little word before each ("which Relationship cards IN CV give good
    luck", "¿qué cartas de Salud DE CV dan...?"): the name tells which
    game, not what the cards are; the clauses are kept apart."""
    names = index.game_names
    if not names:
        return query
    longest = max(len(name) for name in names)
    firsts = {name[0] for name in names if name}  # (a name is looked for only where its first word stands: most words)
    before = question_form_set(lang, "game_named_after")
    clauses = []
    for clause in _CLAUSE.findall(query):
        said = words(clause)
        kept: list[str] = []
        n = 0
        while n < len(said):
            length = next((size for size in range(min(longest, len(said) - n), 0, -1)
                           if tuple(said[n:n + size]) in names), 0) if said[n] in firsts else 0
            if length:
                if kept and kept[-1] in before:
                    kept.pop()
                n += length
                continue
            kept.append(said[n])
            n += 1
        clauses.append(" ".join(kept))
    return ". ".join(clauses)


LISTED_ENTRIES = 3  # entries of named things in one section: the rulebook prints each card of that kind there


def _printed_kinds(game: str, index: Index, lang_index: LangIndex) -> list[frozenset[str]]:
    """The stems and glossary concepts of the sections where the rulebook
    prints each card of a kind, one entry per card ("Career Overview",
    "Traits"): at least LISTED_ENTRIES entries of named things."""
    sections: dict[str, int] = {}
    for number in named_things(index, lang_index, game):
        section = lang_index.docs[number].entry.section
        sections[section] = sections.get(section, 0) + 1
    return [_stems_and_concepts(words(section.split(">")[-1]), game, index, lang_index.lang)
            for section, count in sections.items() if count >= LISTED_ENTRIES]


def _stems_and_concepts(said: list[str], game: str, index: Index, lang: str) -> frozenset[str]:
    stems = [key(word, lang) for word in said if word not in stopwords(lang)]
    concepts = index.thesaurus(game).concepts_at(stems, lang)
    return frozenset(stems) | {concept for own, _ in concepts for concept in own if not is_common_concept(concept)}


def unlisted_kind(query: str, game: str, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The words of the kind of component a question lists or counts by what
    its cards print (`asked_listing`), when the rulebook of `game` does not
    print each card of that kind (`_printed_kinds`: LOOP's careers and
    events, Coming of Age's traits are printed); () otherwise."""
    return unprinted_kind(asked_listing(query, lang_index.lang, index), game, index, lang_index)


def unprinted_kind(kind: tuple[str, ...], game: str, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """`kind`, the words of a kind of component a question lists, when the
    rulebook of `game` does not print each card of it (`kind_printed`, its
    generic words such as "cards" left out); () otherwise, or when no kind
    was read. Shared by the listing asked in words (`unlisted_kind`) and the
    one typed into a search box (rules/boxed_listing.py)."""
    if not kind:
        return ()
    generic = question_form_set(lang_index.lang, "listing_generic")
    if kind_printed([word for word in kind if word not in generic], game, index, lang_index):
        return ()
    return kind


def kind_printed(kind: list[str], game: str, index: Index, lang_index: LangIndex) -> bool:
    """Whether the rulebook of `game` prints each card of the kind the words
    `kind` name (`_printed_kinds`: LOOP's careers and events, Coming of
    Age's traits), one entry each."""
    asked = _stems_and_concepts(kind, game, index, lang_index.lang)
    return any(asked & printed for printed in _printed_kinds(game, index, lang_index))
