"""The rule-entry files: same ids in every language, no empty field, pages
within each rulebook's range, unique ids, glossaries in both languages."""

import re

import pytest

from referee.core.errors import BadInput
from referee.core.registry import GAME_IDS
from referee.rules import corpus

# The pages each rulebook's entries may cite (None: the rulebook has no page numbers).
PAGE_RANGES = {"coming-of-age": (7, 11), "loop": (1, 20), "adulthood": (1, 12), "cv": None}
LANGS = ("en", "es")
ID_FORMAT = re.compile(r"^[a-z0-9]+(?:[.-][a-z0-9]+)*$")


@pytest.mark.parametrize("game", GAME_IDS)
def test_rules_exist_in_english_and_spanish(game):
    assert set(LANGS) <= set(corpus.languages(game))


@pytest.mark.parametrize("game", GAME_IDS)
def test_same_ids_in_english_and_spanish(game):
    english = [entry.id for entry in corpus.entries(game, "en")]
    spanish = [entry.id for entry in corpus.entries(game, "es")]
    assert set(english) == set(spanish), (sorted(set(english) - set(spanish)), sorted(set(spanish) - set(english)))


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_ids_unique_and_well_formed(game, lang):
    ids = [entry.id for entry in corpus.entries(game, lang)]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    assert not duplicates
    assert [i for i in ids if not ID_FORMAT.match(i)] == []


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_no_empty_field(game, lang):
    for entry in corpus.entries(game, lang):
        for name in ("id", "section", "title", "text"):
            assert getattr(entry, name).strip(), f"{game}/{lang} {entry.id}: empty {name}"
        assert entry.aliases, f"{game}/{lang} {entry.id}: no aliases"
        assert all(alias.strip() for alias in entry.aliases), f"{game}/{lang} {entry.id}: empty alias"
        assert entry.note is None or entry.note.strip()
        assert entry.game == game and entry.lang == lang


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_pages_within_the_rulebook(game, lang):
    pages = {entry.id: entry.page for entry in corpus.entries(game, lang) if entry.page is not None}
    allowed = PAGE_RANGES[game]
    if allowed is None:
        assert pages == {}
        return
    low, high = allowed
    assert {i: p for i, p in pages.items() if not low <= p <= high} == {}


@pytest.mark.parametrize("game", GAME_IDS)
def test_same_page_in_both_languages(game):
    english = {entry.id: entry.page for entry in corpus.entries(game, "en")}
    spanish = {entry.id: entry.page for entry in corpus.entries(game, "es")}
    assert {i: (p, spanish.get(i)) for i, p in english.items() if spanish.get(i) != p} == {}


@pytest.mark.parametrize("game", GAME_IDS)
def test_glossary_terms_in_both_languages(game):
    terms = corpus.glossary(game)
    assert terms
    for term in terms:
        assert term.in_lang("en") and term.in_lang("es"), term
        assert all(name.strip() for name in term.all_names())


def test_entries_are_frozen_and_cached():
    first = corpus.entries("cv", "en")
    assert corpus.entries("cv", "en") is first
    with pytest.raises(Exception):
        first[0].title = "changed"


def test_aliases_and_names_resolve():
    assert corpus.entries("coa", "en") == corpus.entries("coming-of-age", "en")


def test_unknown_game_and_language_are_bad_input():
    with pytest.raises(BadInput):
        corpus.entries("chess", "en")
    with pytest.raises(BadInput) as error:
        corpus.entries("cv", "fr")
    assert "fr" in str(error.value) and "en" in str(error.value)


def test_unknown_rule_id_suggests_the_closest():
    with pytest.raises(BadInput) as error:
        corpus.entry("cv", "en", "roll.reroll")
    assert "roll.rerolls" in str(error.value)
    assert corpus.entry("cv", "en", "ROLL.REROLLS").id == "roll.rerolls"


def test_mood_penalty_follows_seed_002_in_both_languages():
    # seed 002, p. 10: "cada vez que gastes una o más Fichas de Motivación (o 4 de Fuerza de Voluntad, si está
    # permitido) para obtener un Recuerdo o colocar una Presencia, debes mover el Contador de Estado de Ánimo del
    # color de esa ficha exactamente 2 pasos hacia la izquierda"
    spanish = corpus.entry("coming-of-age", "es", "motivation.mood-penalty")
    english = corpus.entry("coming-of-age", "en", "motivation.mood-penalty")
    assert "(o 4 de Fuerza de Voluntad, si está permitido)" in spanish.text and "2 pasos" in spanish.text
    assert "(or 4 Willpower Tokens, where the location allows it)" in english.text and "2 steps" in english.text
    assert spanish.page == english.page == 10


SPAIN_ONLY = re.compile(r"\b(cog(er|e|es|en|ido|ida|iendo)|coj[oa]s?|bocarriba|bocabajo|podéis|tenéis|habéis)\b", re.IGNORECASE)
HOBBY_WORDS = re.compile(r"\b(draft|meeples?|tableau|slots?)\b", re.IGNORECASE)


@pytest.mark.parametrize("game", [g for g in GAME_IDS if corpus.has_rules(g, "es")])
def test_spanish_rule_text_reads_well_in_spain_and_latin_america(game):
    # issue 12: neutral words ("tomar/robar", not "coger"), one spelling ("boca arriba"), no hobby anglicisms
    # unless glossed once (Adulthood's component list glosses "meeples")
    glossed = 0
    for entry in corpus.entries(game, "es"):
        shown = " ".join(filter(None, (entry.title, entry.text, entry.note)))
        assert not SPAIN_ONLY.search(shown), (entry.id, SPAIN_ONLY.search(shown).group(0))
        found = HOBBY_WORDS.findall(shown)
        if found:
            glossed += 1
            assert entry.id.startswith("components."), (entry.id, found)
    assert glossed <= 1
