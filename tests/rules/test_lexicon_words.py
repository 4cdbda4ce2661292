"""A word of a language's lexicon is read as written, never as another word (issue 12).

The typo guesser reads a word the rule text does not know as the nearest word
it does. A word the lexicons list is a real word of the language: read as
another word two letters away ("renunciar" as "anunciar", "puesta" as
"cuesta", "fight" as "right"), the question asked about what it never said
(rules/lexicon_words.py). An ending changed ("broke" / "broken") still reads
the same word in the rule text's form, and a real typo is still fixed. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.lexicon_words import another_word, lexicon_words
from referee.rules.search import _correct, search


def test_words_of_the_lexicons_are_not_read_as_other_words():
    assert _correct("renunciar", "es") == "renunciar"
    assert _correct("puesta", "es") == "puesta"
    assert _correct("fight", "en") == "fight"


def test_an_ending_changed_and_a_real_typo_are_still_read():
    assert _correct("broke", "en") == "broken"  # the same word in the rule text's form
    assert _correct("reputaton", "en") == "reputation"  # not a word of the lexicon
    assert not another_word("broke", "broken", 1, "en")


def test_short_forms_are_no_words_of_the_language():
    # "recieve" is in the lexicon's [shorthand] table as what it stands for, not as a word
    assert "recieve" not in lexicon_words("en")
    assert "puesta" in lexicon_words("es")


def test_a_card_already_in_place_is_not_a_cost():
    # Adulthood, card types: Community, Leisure and Wellness cards replace the basic spaces of the player board;
    # "una carta de Wellness PUESTA" is a card in place, not what a card costs ("cuesta")
    result = search("Ya tengo una carta de Wellness puesta y me sale otra de Wellness, ¿puedo tener las dos?",
                    game="adulthood")
    assert "cards.adulthood-slot-cards" in [hit.id for hit in result.hits]


def test_the_rulebook_that_speaks_of_a_deck_is_who_says_it():
    # CV, setup: the early adulthood deck, which the rulebook also calls the "young adulthood" deck
    result = search("¿el mazo de 'young adulthood' del que habla el reglamento es el de 'early adulthood'?", game="cv")
    assert result.answered and result.hits[0].id == "cards.decks"
    # (in English, the deck order's text says "the early (young) adulthood deck": its entry answers, round top1r3)
    english = search("is the young adulthood deck mentioned in the rulebook the early adulthood deck?", game="cv")
    assert english.answered and english.hits[0].id == "cleanup.deck-order"


def test_a_listing_verb_read_as_written_still_lists_printed_cards():
    # CV p. 2, card types: Health cards "usually generate health symbols, but also help in dealing with bad luck";
    # which of them help is printed on the cards only. "protect" (a listing verb) is no slip for "project": read as
    # written it meets the gap of how Health cards protect, and what is missing is still the kind the cards print
    # (rules/silences.py `printed_beside_gap`)
    assert _correct("protect", "en") == "protect"
    result = search("Which Health cards protect a player from bad luck?", game="cv")
    assert result.answered is False
    assert result.missing == ("health cards",) and result.printed


def test_trouble_told_before_the_ask_stays_a_topic():
    # Coming of Age, Setup > Individual Player Setup: "Each player draws one of the 4 Starting Trait Tiles that were
    # set aside"; no rulebook here says how the components are kept from one game to the next. With "store" read
    # as written (no longer "score", which no entry covered), "BETWEEN GAMES," told before the ask was forgiven as
    # the scene in the game's own words; trouble at the table (TROUBLE_CONCEPTS) stays what is asked
    for question in ("Between games, do we have to store the Starting Trait Tiles apart from the other Trait Tiles?",
                     "Between games, do we store the Parent Cards of each colour in separate piles?"):
        result = search(question, game="coming-of-age")
        assert result.answered is False
        assert "between" in result.missing
    # ... a scene told before the ask in the game's own words is still forgiven
    result = search("At setup, how many Starting Trait Tiles does each player draw?", game="coming-of-age")
    assert result.answered and result.hits[0].id == "setup.starting-trait-and-goals"


def test_the_lexicon_words_read_from_the_index_are_the_ones_of_the_lexicon():
    # (the index's lexicon_words, not the whole lexicon folded at the first guess of a process that reads another word)
    from referee.rules.index import get_index
    from referee.rules.lexicon_word_list import worked_out

    index = get_index()
    assert set(index.lexicon_words) == set(index.langs)
    for lang in index.langs:
        assert lexicon_words(lang) == worked_out(lang)
    assert "puesta" in lexicon_words("es") and "fight" in lexicon_words("en")
