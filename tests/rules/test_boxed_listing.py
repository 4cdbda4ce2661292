"""A listing of a kind by what its cards print, typed into a search box with
no word of asking before the kind, is unanswered when the rulebook does not
print each card of that kind (rules/boxed_listing.py, issue 12).

The probes are search-box queries worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules.boxed_listing import boxed_deck_count, boxed_listing
from referee.rules.search import search


@pytest.mark.parametrize("question, game, missing", [
    ("relationship cards that give good luck", "cv", "relationship cards"),
    ("wellness cards giving energy", "adulthood", "wellness cards"),
    ("work cards with good luck", "cv", "work cards"),
    ("careers needing fame how many", "adulthood", "careers"),  # the ask typed last
    ("careers with shady icon", "adulthood", "careers"),
    ("cartas de posesión que dan dinero", "cv", "cartas de posesion"),
    ("partners con icono Education cuántos", "adulthood", "partners"),
    ("possessions needing good luck", "cv", "possessions"),  # CV's type named bare
    ("posesiones que cuestan dinero cada turno", "cv", "posesiones"),
    # short, opened by a word of asking, the kind typed singular: which one card prints it
    ("which location needs green motivation", "coming-of-age", "locations"),
    ("qué Career pide Education", "adulthood", "careers"),
    # opened by a word of some, the kind singular: whether one card prints it
    ("algún Partner da energía?", "adulthood", "partners"),
    ("any location give willpower?", "coming-of-age", "locations"),
])
def test_a_search_box_listing_of_printed_cards_is_unanswered(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)


def test_a_search_box_listing_shows_the_rule_of_the_kind_as_related():
    result = search("relationship cards that give good luck", game="cv")
    assert result.answered is False
    assert "card-type.relationship" in [hit.id for hit in result.hits]


@pytest.mark.parametrize("question, game, first", [
    ("far right market card cost", "adulthood", "turn.market-costs"),  # "cost" a noun: the price of the market
    ("cards with red slash", "cv", "cost.red-slash"),  # a bare kind: the rule of paying
    ("events with continuous effect", "loop", None),  # LOOP prints every EVENT
])
def test_close_search_box_queries_a_rule_answers_stay_answered(question, game, first):
    result = search(question, game=game)
    assert result.answered is True
    if first is not None:
        assert result.hits[0].id == first


@pytest.mark.parametrize("question, lang", [
    ("¿Cuántas fichas de dinero trae el juego?", "es"),  # what the box holds, the kind typed plural
    ("cuantas cartas de infancia con 3 jugadores", "es"),  # "con 3": a player count, not what cards print
    ("market card cost rightmost", "en"),
    ("credit card welcoming gift", "en"),
    ("which cards give money", "en"),  # (read as written by rules/instances.py, not here)
    ("when does a health card that gives money score", "en"),  # too long and a sentence
    ("any tips for first game?", "en"),  # no kind after "any"
    ("alguna duda con el mazo?", "es"),
])
def test_no_search_box_listing(question, lang):
    assert boxed_listing(question, lang) == ()


@pytest.mark.parametrize("question, lang, kind", [
    ("knowledge cards with red slash", "en", ("knowledge", "cards")),
    ("leisure card that gives impact", "en", ("leisure", "cards")),
    ("goals needing 4 leaf how many", "en", ("goals",)),
    ("which goal needs a book", "en", ("goals",)),
    ("cartas de relación con buena suerte", "es", ("cartas", "de", "relacion")),
    ("eventos con dinero cuántos", "es", ("eventos",)),
    ("qué ACTIVITY lleva METAL", "es", ("activities",)),
])
def test_search_box_listings_read(question, lang, kind):
    assert boxed_listing(question, lang) == kind


@pytest.mark.parametrize("question, game, missing", [
    ("health cards in childhood deck", "cv", "health"),
    ("cartas de salud en mazo de infancia cuántas", "cv", "salud"),
])
def test_a_search_box_count_of_a_kind_in_a_deck_is_unanswered(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (missing,)


def test_a_search_box_count_of_a_deck_the_rulebook_counts_stays_answered():
    result = search("old age cards in deck how many", game="cv")
    assert result.answered is True
    assert result.hits[0].id == "components.cards"


@pytest.mark.parametrize("question, lang, asked", [
    ("health cards in childhood deck", "en", "how many health cards are in childhood deck"),
    ("relaciones en mazo de vejez cuántas", "es", "cuantas relaciones hay en mazo de vejez"),
    ("what is in the deck", "en", None),  # a sentence, not a kind
    ("how do the cards in the deck get shuffled", "en", None),
    ("cartas de salud cuando se acaba el mazo", "es", None),  # no word of in before the deck
])
def test_search_box_counts_in_a_deck_read(question, lang, asked):
    assert boxed_deck_count(question, lang) == asked


# A request to explain a kind opens no search-box listing (rules/boxed_listing.py): "explain" named no kind of card,
# and the rule of the kind answers. CV, Card Types > Cards with 2 Colors.
@pytest.mark.parametrize("question, lang", [
    ("explain cards with two colours", "en"),
    ("describe cards with two colors", "en"),
    ("explícame cartas con dos colores", "es"),
    ("explicame cartas de relación con buena suerte", "es"),
])
def test_a_request_to_explain_is_no_search_box_listing(question, lang):
    assert boxed_listing(question, lang) == ()


@pytest.mark.parametrize("question", [
    "explain cards with two colours",
    "explícame las cartas con dos colores",
])
def test_a_request_to_explain_a_kind_is_answered_by_its_rule(question):
    result = search(question, game="cv")
    assert result.answered is True
    assert result.hits[0].id in {"two-color.identify", "two-color.choose-type"}


def test_the_same_kind_typed_bare_is_still_a_search_box_listing():
    result = search("relationship cards that give good luck", game="cv")
    assert result.answered is False and result.missing == ("relationship cards",)
