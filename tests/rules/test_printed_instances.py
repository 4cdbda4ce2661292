"""`ask` abstains on what one named card or location prints when no rule lists it (issue 12, item 1).

The rulebooks explain each kind of component, not what every card or
location prints: those facts are on the components (design: component
facts are reported by the table). A question of what one named instance
shows is answered only by a rule entry of that very instance (its name in
the title); otherwise the rulebook is silent (referee/rules/instances.py).
The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

import json

import pytest

from referee.rules import instances
from referee.rules.index import get_index
from referee.rules.search import search

SILENT = [
    # Adulthood p. 5 (Cost to play): "In the example here, the Crafting card costs one money and one energy to
    # play." Crafting's cost is the only thing the rulebook says of it (grep of 003_*.txt for "Crafting").
    ("Which Life icons does the Crafting card show?", "adulthood", "crafting"),
    # Adulthood p. 5: "the player's 3 time on Wellness satisfies the cost to play, 'Marathon.'" What the card
    # gives once played is never said (grep of 003_*.txt for "Marathon": that sentence only).
    ("¿Qué icono de vida tiene la carta Marathon?", "adulthood", "marathon"),
    # Coming of Age p. 6: "spend at least one Motivation Token of the required type for that location"; which
    # type each location requires is printed on the board, not in the rulebook (grep of 000_*.txt for
    # "location 4", "required type": no list).
    ("What Motivation colour does location 4 need?", "coming-of-age", "location 4"),
    # LOOP P.8: "the same 3 ACTIVITY can also be used to fulfil HOBBY and SOCIAL WELLBEING"; what SOCIAL
    # WELLBEING calls for is printed on its GOAL card (grep of 001_*.txt: that example only).
    ("Which PROPERTY does the SOCIAL WELLBEING goal ask for?", "loop", "social wellbeing"),
    # the same location as Latin American players call it ("localización")
    ("¿Qué color de Motivación pide la localización 6 en Coming of Age?", "coming-of-age", "localizacion 6"),
]


@pytest.mark.parametrize(("question", "game", "instance"), SILENT)
def test_what_an_unlisted_instance_prints_abstains(question, game, instance):
    result = search(question)
    assert result.answered is False
    assert result.missing == (instance,)
    assert result.hits and result.hits[0].game == game  # the rule of the kind of component, as related reading


ANSWERED = [
    # LOOP P.9, the GOAL list: "HOBBY 2 of the ACTIVITY you kept share the same name": the card's own entry
    ("What does the HOBBY goal call for?", "goal.hobby"),
    # the English card name in a Spanish question is the entry "AFICIÓN" (HOBBY in the English title)
    ("¿Qué pide el objetivo HOBBY?", "goal.hobby"),
    # Coming of Age, Trait Tiles (solo and Traits list): the Hoarder trait's own entry
    ("What does the Hoarder trait require?", "trait.hoarder"),
    # Adulthood p. 5: "the Crafting card costs one money and one energy to play": the rule's example tells
    # what is asked of that card, with the asked word beside its name
    ("What does the Crafting card cost?", "cost.green-bar"),
]


@pytest.mark.parametrize(("question", "entry"), ANSWERED)
def test_an_instance_with_its_own_entry_is_answered(question, entry):
    result = search(question)
    assert result.answered is True
    assert result.hits[0].id == entry


def test_a_location_named_outside_the_asked_clause_is_not_judged():
    # "go to location 7 ... what does it cost": the cost asked is the move's, not what location 7 prints
    question = "I rolled a 3 but want to go to location 7. Is that allowed, and what does it cost?"
    index = get_index()
    assert instances.asked_instances(question, "coming-of-age", index, index.langs["en"]) == []


def test_a_kind_of_card_is_no_instance():
    # "the Health card" is a kind (CV's Health cards), "the new card" no name: not one printed instance
    index = get_index()
    for question in ("What does the Health card give?", "What does the new card cost?"):
        assert instances.asked_instances(question, "cv", index, index.langs["en"]) == []


LISTINGS = [
    # CV p. 2, card types: "Health - show sports and health activities ... They usually generate health symbols,
    # but also help in dealing with bad luck." Which Health cards help, and how, is printed on the cards only.
    ("Which Health cards protect you from bad luck?", "cv", "health cards"),
    ("¿Qué cartas de Salud permiten descartar la mala suerte?", "cv", "cartas de salud"),
    # Adulthood p. 4, Partners: "Partner cards also have a heart icon that matches a 'hole' icon on a Values
    # card"; how many Partners show each heart is not listed (grep of 003_*.txt for "heart": no counts).
    ("How many Partners have a heart icon?", "adulthood", "partners"),
    ("¿Cuántas parejas traen un corazón?", "adulthood", "parejas"),
    # ... asked with the copula and a relative pronoun ("which ARE THE ... THAT", "¿cuáles SON LAS ... QUE?")
    ("Which are the Health cards that protect you from bad luck?", "cv", "health cards"),
    ("¿Cuáles son las cartas de Salud que permiten descartar la mala suerte?", "cv", "cartas de salud"),
    ("¿Cuáles son las parejas que traen un corazón?", "adulthood", "parejas"),
    # Adulthood, Values cards: "a 'hole' icon on a Values card"; which Values show which hole is on the cards
    ("¿Qué Values tienen el hueco de Family?", "adulthood", "values"),
    ("which Values have a money hole?", "adulthood", "values"),
    # Adulthood, Promotion: a Career's Life icons are printed on it; the cards listed by what they lack
    ("¿Cuáles son las Careers que no piden iconos de vida para el ascenso?", "adulthood", "careers"),
    ("¿Qué Careers no piden ningún icono para ascender?", "adulthood", "careers"),
]


@pytest.mark.parametrize(("question", "game", "kind"), LISTINGS)
def test_listing_the_cards_of_a_type_by_what_they_print_abstains(question, game, kind):
    result = search(question, game=game)
    assert result.answered is False
    assert result.missing == (kind,)


def test_a_kind_the_rulebook_prints_card_by_card_is_no_silence():
    # LOOP P.18-19, Career Overview: every CAREER is printed with its Level ("Tycoon ... Level 3")
    index = get_index()
    assert instances.asked_listing("How many careers have a Level 3 ABILITY?", "en") == ("careers",)
    assert instances.unlisted_kind("How many careers have a Level 3 ABILITY?", "loop", index, index.langs["en"]) == ()


def test_what_the_players_hold_is_no_listing():
    # "¿cuántas parejas tienen los jugadores?": the players have them, the cards print nothing asked
    assert instances.asked_listing("¿Cuántas parejas tienen los jugadores?", "es") == ()


def test_cards_dealt_to_a_player_are_no_listing():
    # Adulthood p. 3, Set Up 4d: "Give each player ... 2 Career cards": "me dan" is what a player is dealt
    assert instances.asked_listing("¿Cuántas cartas de carrera me dan al empezar?", "es") == ()
    result = search("¿Cuántas cartas de carrera me dan al empezar la partida?", game="adulthood")
    assert result.answered is True


# Coming of Age: the four playable characters are shown by their boards and tokens; the rulebook never names
# them (grep of 000_*.txt for "character": colours and neutral characters only). LOOP P.18-19 names every
# CAREER (Career Overview).
def test_asking_the_names_of_a_kind_is_a_listing():
    index = get_index()
    assert instances.unlisted_kind("What are the names of the playable characters in the box?", "coming-of-age",
                                   index, index.langs["en"]) == ("playable", "characters")
    assert instances.unlisted_kind("What are the names of the careers?", "loop", index, index.langs["en"]) == ()


def test_the_panel_sends_the_table_to_the_component(cli):
    # what a card prints is read on the card: `ask` says so, in the question's language, and --json flags it
    code, out, _ = cli("ask", "Which Life icons does the Crafting card show?", "--game", "adulthood")
    assert code == 1 and "does not cover" in out and "read it on the component" in out and "referee facts" in out
    code, out, _ = cli("ask", "¿Qué icono de vida tiene la carta Crafting?", "--game", "adulthood")
    assert code == 1 and "léelo en el componente" in out
    code, out, _ = cli("ask", "Which Life icons does the Crafting card show?", "--game", "adulthood", "--json")
    assert code == 1 and json.loads(out)["printed"] is True
    # a silence of another kind says nothing of components
    code, out, _ = cli("ask", "I'm the Tycoon with Overtime active: before or after doubling?", "--game", "loop", "--json")
    assert code == 1 and json.loads(out)["printed"] is False


def test_what_a_kind_is_or_which_kinds_there_are_is_no_listing():
    # CV, card types, lists the types and says what each is: "¿cuáles son los tipos de cartas?" and "¿qué son las
    # cartas de evento?" ask no card's print
    assert instances.asked_listing("¿Cuáles son los tipos de cartas en CV?", "es") == ()
    assert instances.asked_listing("¿Qué son las cartas de evento en CV?", "es") == ()
    assert instances.asked_listing("Which are the card types in CV?", "en") == ()
    result = search("¿Cuáles son los tipos de cartas en CV?", game="cv")
    assert result.answered is True and result.hits[0].id == "cards.types"


def test_how_cards_score_is_no_listing():
    # CV p. 5, final scoring: "count the points from the number of relationship, health and knowledge cards
    # owned": "how many Health cards give points" asks how they score, which the rule answers
    assert instances.asked_listing("How many Health cards give points at the end?", "en") == ()
    assert instances.asked_listing("¿Cuántas cartas de Salud dan puntos?", "es") == ()


# CV p. 2, card types: "Health - ... They usually generate health symbols, but also help in dealing with bad
# luck"; which Health cards help is printed on the cards only (grep of 004_*.txt: no list of Health cards). The
# game named in passing between the kind and its verb ("Health cards IN CV protect") is no part of the listing.
@pytest.mark.parametrize(
    "question",
    ["which Health cards in CV protect against bad luck?", "¿qué cartas de Health de CV protegen contra la mala suerte?"],
)
def test_a_listing_that_names_the_game_in_passing_abstains(question):
    index = get_index()
    lang = "es" if question.startswith("¿") else "en"
    assert instances.unlisted_kind(question, "cv", index, index.langs[lang]) != ()
    assert search(question).answered is False


def test_which_cards_last_is_a_listing():
    # the rules say some Life Events affect the next round (a symbol shows it), never which ones: that is on the cards
    assert instances.asked_listing("which life events last until the next round?", "en") == ("life", "events")
    assert instances.asked_listing("¿Cuáles eventos duran hasta la ronda siguiente?", "es") == ("eventos",)
    assert search("which life events last until the next round in adulthood?").answered is False


@pytest.mark.parametrize("question, lang, kind", [
    ("which cards give you a free reroll?", "en", ("cards",)),  # a bare kind with a verb of what it gives
    ("which cards cost one more in the market?", "en", ()),  # a rule of where they lie
    ("which cards have to be discarded at the end?", "en", ()),  # a rule of what must be done
    ("¿Qué Events tienen efecto continuo?", "es", ("events",)),  # the English name of a kind in Spanish
])
def test_a_kind_of_no_type_lists_only_with_a_verb_of_giving(question, lang, kind):
    assert instances.asked_listing(question, lang) == kind


@pytest.mark.parametrize("question, lang, kind", [
    ("how many of the 18 GOAL cards ask for a PLASTIC?", "en", ("goal", "cards")),
    ("¿cuántas de las cartas de Pareja traen el corazón completo?", "es", ("cartas", "de", "pareja")),
    ("¿Cuántas cartas ACTIVITY piden un METAL?", "es", ("activity",)),
    ("¿Qué GOAL tienen la propiedad LEAF?", "es", ("goal",)),
])
def test_cards_counted_out_of_all_or_named_in_english_are_listed(question, lang, kind):
    # "how many OF THE 18 ... cards", "cartas ACTIVITY" without "de", LOOP's kinds as printed (singular capitals)
    assert instances.asked_listing(question, lang) == kind


def test_a_count_out_of_all_that_asks_no_print_is_no_listing():
    assert instances.asked_listing("how many of the trait tiles can i keep in my hand?", "en") == ()
    assert instances.asked_listing("¿Cuántas de las ACTIVITY puedo consumir en un turno?", "es") == ()


# Spanish "qué cartas" of no type lists them by what they give, as "which cards have" in English: with a verb of
# `listing_bare_verbs`, or its thing's clitic before it ("qué cartas LO tienen"); not a duty ("tienen QUE"), not
# what the players hold, not what is dealt to one ("cartas ME dan").
def test_bare_cards_with_a_verb_of_giving_are_a_listing_in_spanish():
    assert instances.asked_listing("¿Y qué cartas dan dinero en CV?", "es") == ("cartas",)
    assert instances.asked_listing("¿Qué es el icono Family y qué cartas lo tienen?", "es") == ("cartas",)
    assert instances.asked_listing("¿Qué cartas tienen que descartarse al final?", "es") == ()
    assert instances.asked_listing("¿Qué cartas tienen los jugadores al empezar?", "es") == ()
    assert instances.asked_listing("¿Qué cartas me dan al empezar?", "es") == ()


@pytest.mark.parametrize("question, game, missing", [
    # Coming of Age p. 6: the Motivation type each location requires is printed on the board; "the Arcade" is
    # named alone, its kind (a location) going without saying
    ("Which Motivation Token colour does the Arcade need?", "coming-of-age", "arcade"),
    # Adulthood: "Example: Mall Walkers gives 1 energy and 1 Impact for 2 time" tells no cost to play
    ("what does Mall Walkers cost?", "adulthood", "mall walkers"),
    # ... and a location named as a spot, the glossary's word for it: Coming of Age's Experience Spaces are printed
    ("what does the Pizzeria spot do to my mood counters?", "coming-of-age", "pizzeria"),
])
def test_a_card_or_location_named_without_its_kind_is_an_instance(question, game, missing):
    result = search(question, game=game)
    assert result.answered is False
    assert result.printed is True
    assert result.missing == (missing,)


@pytest.mark.parametrize("question, kind", [
    # Spanish names a thing after its kind: the kind's own name may follow it with no "de" before the verb,
    # a Spanish name ("Sucesos Vitales": Adulthood's Life Events) or the English one a player keeps
    ("¿Qué Sucesos Vitales traen dinero?", ("sucesos", "vitales")),
    ("¿Cuántas cartas Life Event dan dinero?", ("cartas", "life", "event")),
    ("¿Qué Eventos Vitales que dan energía hay?", ("eventos", "vitales")),
])
def test_a_spanish_kind_named_after_it_without_de_is_a_listing(question, kind):
    assert instances.asked_listing(question, "es") == kind


@pytest.mark.parametrize("question", [
    "¿Cuántas cartas iniciales tiene cada jugador?",  # one player holds them: no verb of what cards print
    "¿Qué cartas robadas tienen los jugadores?",  # what the players hold
])
def test_a_spanish_kind_before_other_words_is_no_listing(question):
    assert instances.asked_listing(question, "es") == ()


def test_a_spanish_listing_of_life_events_abstains():
    # Adulthood explains Life Event cards (some good, some bad), never which one gives what
    assert search("¿Qué Sucesos Vitales dan dinero en Adulthood?").answered is False


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_points_phrases_are_those_the_common_thesaurus_finds(lang):
    """`instances` reads whether what cards give is points from the phrases of the common group of points
    alone (`common_group_phrases`), not from a table of every common group: the same phrases as the
    everyday concepts' own thesaurus carries that group's concept by, and so the same positions found."""
    from referee.rules.normalize import Thesaurus, common_concept, common_group_phrases

    concept = common_concept(instances.POINTS_WORD)
    table = Thesaurus("common", []).table(lang)[0]
    assert common_group_phrases(instances.POINTS_WORD, lang) == {phrase for phrase, concepts in table.items()
                                                                 if concept in concepts}
    assert common_group_phrases(instances.POINTS_WORD, lang)


@pytest.mark.parametrize(("question", "game", "entry"), [
    # what Values cards are, and cards of no type that lack a cost: rules (the Values have no cost)
    ("¿Qué son las cartas de Values?", "adulthood", "cards.values"),
    ("¿Qué cartas no tienen coste?", "adulthood", "cost.values-no-cost"),
    ("how do Values cards score at the end?", "adulthood", None),
])
def test_what_values_are_or_cards_without_a_cost_are_no_listing(question, game, entry):
    result = search(question, game=game)
    assert result.answered is True
    if entry:
        assert result.hits[0].id == entry


def test_a_negated_duty_is_no_listing():
    # "NO tienen QUE pagar": what must be done, not what the cards print
    assert instances.asked_listing("¿Qué Careers no tienen que pagar nada?", "es") == ()


def test_a_negation_is_no_part_of_a_name():
    # the kind is listed by what its cards lack, "no" no word of its name (LOOP prints its GOALs one by one)
    assert instances.asked_listing("¿Qué GOAL no piden PROPERTY?", "es") == ("goal",)


@pytest.mark.parametrize("question, game", [
    # the numbered spot told before the ask, then pointed back to ("THAT location", "ESA ubicación"): what it prints
    ("my die is on location 6 and i have 2 green tokens. which Motivation colour does that location ask for?",
     "coming-of-age"),
    ("Mi dado está en la ubicación 4. ¿Qué color de Motivación pide esa ubicación?", "coming-of-age"),
])
def test_a_numbered_spot_told_then_pointed_back_to_is_unanswered(question, game):
    for result in (search(question), search(question, game=game)):
        assert result.answered is False
