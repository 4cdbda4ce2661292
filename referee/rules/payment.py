"""What a question offers to pay with, which the answering rule must say is paid.

"Can I spend VEP to get a Motivation Token?", "¿Puedo pagar Fuerza de
Voluntad para darle la vuelta a una Ficha de Recuerdo usada?". The rule that
ranks first speaks of every thing the question names (VEP and Motivation,
Willpower and Memory), but it pays with something else: "spend Motivation
... gain 3 VEP". A rulebook lets a thing be paid only where it says so,
right after a word of paying ("spend 4 Willpower Tokens", "pagar ... con 4
Fichas de Fuerza de Voluntad"); a rule that only gains or counts it does not
answer whether it can be paid. Then the rulebook is silent about paying
with it.

The thing offered is the first word after a verb of paying in the question
(`question_form.paying` of its language: pay, spend, pagar, gastar), skipping
numbers and little words, when it is a term of the game's glossary; the rule
says it is paid when the same word, or a word of the same glossary term,
comes within PAID_REACH words after one of the rule's own words of paying
(or of "with", or of using it: "pay the Memory WITH 4 Willpower Tokens",
"COMMIT an energy token in place of a time meeple"), little words aside.

What the payment buys counts too (`bought`): "can I spend 4 Willpower TO
MOVE A MOOD COUNTER one step?", "¿puedo gastar COIN PARA ROBAR UN FAVOUR
extra?". A rule that pays with the thing for something else ("pay 4
Willpower in place of a Motivation Token" for a Memory) does not say it
buys a step of a mood counter. When the question says what it pays for
(the game's terms after a word of purpose, `question_form.paying_purpose`:
"to", "for", "para", within BOUGHT_REACH words), a near entry says it is
paid only when it also holds one of those terms, and is not the entry of a
named card the question does not name (LOOP's Waitress draws a FAVOUR for
COIN: her power, not the rule; rules/unnamed_things.py). On the tuning
sets: 3 abstentions more (blind25, blind30; 2 English, 1 Spanish), nothing
else moved.

A colour before the thing offered (`colour_names`: "I spent TURQUOISE
motivation", "spend ORANGE Motivation Tokens") says which of the thing is
paid: the thing is the word after it, which "spend one or more Motivation
Tokens" pays (round fabst36: TUNE119 false abstention -2, blind56 and
blind76; nothing else moved). A Spanish colour follows its noun ("Fichas de
Motivación naranjas") and is never the word read.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import is_common_concept, key, question_form, question_form_set, stopwords, words
from referee.rules.unnamed_things import unnamed_thing

PAID_REACH = 5  # words after a word of paying within which the rule names what is paid ("spend 4 Willpower Tokens")
OFFERED_REACH = 3  # words after the question's verb of paying within which it names what it offers
BOUGHT_REACH = 6  # words after the question's word of purpose within which it names what it pays for
MOMENT_REACH = 3  # words before a verb of paying within which a word of a moment makes it tell when ("BEFORE I spend",
# "ANTES DE que pague")

# (id of the index, language, entry number) -> (the index, kept alive; the entry's stems and their game concepts)
_SAID: dict[tuple[int, str, int], tuple[Index, tuple[tuple[str, frozenset[str]], ...]]] = {}


def game_concepts(stems: list[str], game: str, index: Index, lang: str) -> list[frozenset[str]]:
    """Each stem's glossary concepts of the game (not the everyday ones every
    game shares); rules/purchases.py reads them too."""
    return [frozenset(concept for concept in own if not is_common_concept(concept))
            for own, _ in index.thesaurus(game).concepts_at(stems, lang)]


def offered(query: str, game: str, index: Index, lang: str) -> tuple[str, str, frozenset[str]] | None:
    """What the question offers to pay with: (the word as written, its stem,
    its glossary concepts), or None when it pays with no term of the game.
    It is the word right after a verb of paying ("spend VEP", "pagar Fuerza
    de Voluntad", "pay 4 Willpower") or after the word of "with" that follows
    one ("pagar CON reputación"); a verb followed by an article or "for" pays
    FOR what follows ("pay THE upkeep", "pagar UNA carta"), which is what is
    bought, not what is paid with, but a verb of spending spends what its
    article names ("spend A good luck symbol", "gastar UNA ficha"); nor is
    "without paying X", nor a verb of paying in a clause of when, a word of
    a moment at most MOMENT_REACH words before it ("can I play my Career
    card BEFORE I SPEND my time?", "antes de gastar"): the question asks
    when something may be done, not leave to pay with a thing. A word of how
    many before the thing ("una SOLA REPUTATION", "a SINGLE token") is skipped:
    "sola" is no Solo mode."""
    paying, with_words, bought, denied = _offer_words(lang)
    spending, articles = _spending_words(lang)
    said = words(query)
    if paying.isdisjoint(said):
        return None  # (no verb of paying: the cheap look first, as most questions)
    moments, amounts = _paying_moments(lang)
    for position, word in enumerate(said):
        if word not in paying or (position and said[position - 1] in denied):
            continue  # ("WITHOUT paying time", "SIN pagar": not paying is asked, not what pays)
        if not moments.isdisjoint(said[max(0, position - MOMENT_REACH):position]):
            continue  # ("BEFORE I spend my time", "ANTES DE gastar": when something is done, not what pays)
        after = [other for other in said[position + 1:position + 1 + OFFERED_REACH + 1] if not key(other, lang).isdigit()]
        if after and after[0] in with_words:
            after = after[1:]
        elif word in spending and len(after) > 1 and after[0] in articles:
            after = after[1:]  # ("SPEND A good luck symbol", "GASTAR UNA ficha": spent, not bought)
        while len(after) > 1 and after[0] in amounts:
            after = after[1:]  # ("gastar una SOLA REPUTATION", "spend a SINGLE token": how many, not the thing)
        if len(after) > 1 and after[0] in question_form_set(lang, "colour_names") and after[1] not in stopwords(lang):
            after = after[1:]  # ("spend TURQUOISE motivation": which of the thing, the thing is what is paid)
        if not after or after[0] in bought or after[0] in stopwords(lang):
            continue
        stemmed = key(after[0], lang)
        # (read with the words after it, so that the first word of a term of several is the term: "GOOD luck")
        concepts = game_concepts([key(other, lang) for other in after if other not in stopwords(lang)], game, index,
                                  lang)[0]
        if concepts:
            return after[0], stemmed, concepts
    return None


@lru_cache(maxsize=8)
def _offer_words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The question's verbs of paying, words of paying with, words of what is
    bought, and of denial ("without", "not") in `lang`, as sets (made once)."""
    form = question_form(lang)
    return (frozenset(form.get("paying", ())), frozenset(form.get("paying_with", ())),
            frozenset(form.get("paying_for", ())), frozenset((*form.get("without", ()), *form.get("negations", ()))))


@lru_cache(maxsize=8)
def _paying_moments(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of a moment that make a verb of paying after them tell when
    ("BEFORE I spend", "DESPUÉS DE pagar": `question_form.paying_moments`),
    and the words of how many before what is paid ("a SINGLE", "una SOLA":
    `paying_amounts`)."""
    form = question_form(lang)
    return frozenset(form.get("paying_moments", ())), frozenset(form.get("paying_amounts", ()))


@lru_cache(maxsize=8)
def _spending_words(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The verbs of spending of `lang`, after which an article names what is
    spent ("spend A token"; "pay THE upkeep" names what is bought), and the
    articles (`question_form.spending`, `spent_articles`)."""
    form = question_form(lang)
    return frozenset(form.get("spending", ())), frozenset(form.get("spent_articles", ()))


def _entry_words(number: int, index: Index, lang_index: LangIndex) -> tuple[tuple[str, frozenset[str]], ...]:
    """The stems of an entry's title and text, in order, without little
    words but with the words of paying with ("with", "con": most are little
    words), each with its game concepts, worked out once."""
    cache_key = (id(index), lang_index.lang, number)
    cached = _SAID.get(cache_key)
    if cached is None:
        entry = lang_index.docs[number].entry
        lang = lang_index.lang
        kept = _markers(lang)
        stems = [key(word, lang) for word in words(f"{entry.title} . {entry.text}")
                 if word not in stopwords(lang) or key(word, lang) in kept]
        concepts = game_concepts(stems, entry.game, index, lang)
        cached = _SAID[cache_key] = (index, tuple(zip(stems, concepts)))
    return cached[1]


@lru_cache(maxsize=8)
def _markers(lang: str) -> frozenset[str]:
    """The stems after which a rule names what is paid: its words of paying,
    of paying with ("with", "con") and of standing in ("instead of", "use",
    "commit": `paying_rule`)."""
    form = question_form(lang)
    return frozenset(key(word, lang) for field in ("paying", "paying_with", "paying_rule") for word in form.get(field, ()))


def says_paid(number: int, thing: tuple[str, str, frozenset[str]], index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry names `thing` within PAID_REACH words after one of its words of paying."""
    markers = _markers(lang_index.lang)
    said = _entry_words(number, index, lang_index)
    _, stemmed, concepts = thing
    for position, (word, _) in enumerate(said):
        if word in markers and any(other == stemmed or own & concepts
                                   for other, own in said[position + 1:position + 1 + PAID_REACH]):
            return True
    return False


def bought(query: str, thing: tuple[str, str, frozenset[str]], game: str, index: Index, lang: str) -> list[tuple[str, frozenset[str]]]:
    """What the question pays `thing` for: the stems and glossary concepts of
    the game's terms within BOUGHT_REACH words after the first word of
    purpose that follows the thing offered ("spend 4 willpower TO move a
    MOOD COUNTER"), in the same clause; [] when it says none."""
    said = words(query)
    purposes = frozenset(question_form(lang).get("paying_purpose", ()))
    offered_at = next((n for n, word in enumerate(said) if word == thing[0]), None)
    if offered_at is None or not purposes:
        return []
    start = next((n for n in range(offered_at + 1, len(said)) if said[n] in purposes), None)
    if start is None:
        return []
    after = [word for word in said[start + 1:start + 1 + BOUGHT_REACH] if word not in stopwords(lang)]
    stems = [key(word, lang) for word in after]
    return [(stemmed, concepts) for stemmed, concepts in zip(stems, game_concepts(stems, game, index, lang))
            if concepts and not stemmed.isdigit()]


def _buys(number: int, terms: list[tuple[str, frozenset[str]]], asked: frozenset[str], index: Index,
          lang_index: LangIndex) -> bool:
    """Whether the entry holds one of the `terms` paid for, and is no named
    card's the question (`asked`: its stems and glossary concepts) does not name."""
    said = _entry_words(number, index, lang_index)
    stems = {word for word, _ in said}
    concepts = frozenset().union(*(own for _, own in said))
    if not any(stemmed in stems or own & concepts for stemmed, own in terms):
        return False
    return not unnamed_thing(number, list(asked), set(asked), index, lang_index)


def unpaid(query: str, numbers: list[int], index: Index, lang_index: LangIndex) -> str:
    """The word of what the question offers to pay with, when none of the
    nearest entries (`numbers`, the first the one that would answer) says
    it is paid (for what the question pays for, when it says it: `bought`);
    "" otherwise (a near rule that pays with it is the ranking's business,
    not a silence)."""
    if not numbers:
        return ""
    lang = lang_index.lang
    game = lang_index.docs[numbers[0]].entry.game
    thing = offered(query, game, index, lang)
    if thing is None:
        return ""
    payers = [number for number in numbers if says_paid(number, thing, index, lang_index)]
    terms = bought(query, thing, game, index, lang) if payers else []
    if terms:
        stems = [key(word, lang) for word in words(query) if word not in stopwords(lang)]
        asked = frozenset(stems) | frozenset().union(*(own for own, _ in index.thesaurus(game).concepts_at(stems, lang)))
        payers = [number for number in payers if _buys(number, terms, asked, index, lang_index)]
    return "" if payers else thing[0]
