"""The word lists of rules search live in data (`referee/rules/lexicon/`):
each language's file holds every list the algorithms read, every role of
`common.toml` names a phrase of a common group, and the index cache is keyed
on the files, so an edited word list rebuilds the index."""

import os

import pytest

from referee.core.files import read_toml
from referee.core.resources import lexicon_dir
from referee.rules import index_cache, normalize

LANGUAGE_LISTS = ("stopwords", "weak", "detail", "doing", "noun_markers", "numbers", "ordinals", "ordinal_endings", "question_intents",
                  "answer_intents",
                  "transfer", "neighbours")


def test_every_language_file_holds_every_list():
    assert set(normalize.LANGUAGES) == {"en", "es"}
    for lang in normalize.LANGUAGES:
        lexicon = read_toml(lexicon_dir() / f"{lang}.toml")
        assert set(LANGUAGE_LISTS) <= lexicon.keys(), lang
        assert {"patterns", "people", "count_word", "padding"} <= lexicon["neighbours"]["two_of_us"].keys()


def test_the_lists_are_read_from_data():
    # words of each file, as the algorithms see them
    assert "the" in normalize.stopwords("en") and "los" in normalize.stopwords("es")
    assert normalize.key("dos", "es") == "2" and normalize.key("twelve", "en") == "12"
    assert normalize.content_words("el autobús para en la parada", "es")[:2] == ["autobus", "parar"]
    assert normalize.content_words("me and my wife play", "en") == ["2", "players", "play"]
    assert normalize.content_words("se acaban las fichas", "es") == ["agota", "fichas"]


def test_every_role_names_a_common_group():
    roles = read_toml(lexicon_dir() / "common.toml")["concepts"]
    phrases = {phrase for group in normalize.COMMON_GROUPS for phrase in group}
    named = [*roles["topics"], *roles["transfer"], *roles["gaps"], *roles["first_player_triggers"],
             *roles["gap_stand_ins"].keys(), *roles["gap_stand_ins"].values(), *roles["same_act"]]
    assert set(named) <= phrases
    assert len(normalize.TOPIC_CONCEPTS) == len(set(roles["topics"]))


def test_an_edited_word_list_changes_the_index_cache_key(tmp_path, monkeypatch):
    for path in lexicon_dir().glob("*.toml"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(index_cache, "lexicon_dir", lambda: tmp_path)
    before = index_cache.fingerprint()
    edited = tmp_path / "en.toml"
    edited.write_text(edited.read_text() + "\n")
    os.utime(edited, ns=(1, 1))
    assert index_cache.fingerprint() != before


def _concepts(text: str, lang: str) -> set[str]:
    thesaurus = normalize.Thesaurus("test", [])
    return {token.text for token in thesaurus.expand(normalize.terms(text, lang), lang) if token.text.startswith("~")}


# A phrase of the everyday groups whose small words are stopwords would shrink
# to its one content word ("at most" to "most", "a la vez" to "vez"), so that
# every "left-most card" spoke of a limit and every "una vez" of doing things
# at the same time: such phrases are read by their neighbours instead.
@pytest.mark.parametrize("text, lang, group", [
    ("you may take at most 3 cards", "en", "limit"),
    ("what's the most dice you can have", "en", "limit"),
    ("como mucho 3 cartas", "es", "limit"),
    ("al menos dos jugadores", "es", "minimum"),
    ("jugamos todos a la vez", "es", "at the same time"),
    ("tiro de nuevo", "es", "again"),
    ("a die next to the bus", "en", "adjacent"),
    ("en una partida de un solo jugador", "es", "solo"),
])
def test_a_phrase_of_small_words_keeps_its_concept(text, lang, group):
    assert normalize.common_concept(group) in _concepts(text, lang)


@pytest.mark.parametrize("text, lang, group", [
    ("the left-most card gives an extra energy", "en", "limit"),
    ("un poco mucho", "es", "limit"),
    ("más o menos", "es", "minimum"),
    ("una vez por turno", "es", "at the same time"),
    ("toma una carta nueva", "es", "again"),
    ("the next player", "en", "adjacent"),
    ("si un jugador abandona la partida", "es", "solo"),
])
def test_its_content_word_alone_does_not(text, lang, group):
    assert normalize.common_concept(group) not in _concepts(text, lang)


def test_no_glossary_phrase_shrinks_to_a_lone_number():
    # "a dos" (a 2-player game) and "dos por uno" (BOGOF) read as "2": every
    # Spanish "2" then spoke of them
    from referee.rules import corpus

    for game in corpus.available_games():
        for term in corpus.glossary(game):
            for lang, names in term.names:
                for phrase in names:
                    keys = normalize.terms(phrase, lang)
                    assert not (len(phrase.split()) > 1 and len(keys) == 1 and keys[0].isdigit()), (game, phrase)


def test_a_player_in_spanish_is_not_the_solo_mode():
    # "un jugador" shrank to "jugador": every Spanish question about a player named the solo mode
    from referee.rules.index import get_index

    for game in ("adulthood", "coming-of-age", "loop"):
        thesaurus = get_index().thesaurus(game)
        solo = {token.text for token in thesaurus.expand(normalize.terms("en solitario", "es"), "es")
                if token.text.startswith(f"~{game}")}
        player = {token.text for token in thesaurus.expand(normalize.terms("si un jugador abandona", "es"), "es")}
        assert solo and not solo & player, game


def test_playing_two_is_a_player_count():
    # "jugamos a dos", "una partida a dos": two players, as "somos dos"
    assert normalize.content_words("jugamos a dos, ¿qué cambia?", "es")[:2] == ["2", "jugadores"]
    assert normalize.content_words("una partida a dos", "es")[:2] == ["2", "jugadores"]


@pytest.mark.parametrize("text, lang, read", [
    ("wey, ¿cuántas cartas se mezclan si somos tres?", "es", ["si", "3", "jugadores"]),
    ("en partida de cuatro, ¿cuándo se descarta?", "es", ["con", "4", "jugadores"]),
    ("with only 2 of us, when do we drop a card?", "en", ["with", "2", "players"]),
    ("the three of us play", "en", ["with", "3", "players"]),
])
def test_a_number_of_people_is_a_player_count(text, lang, read):
    folded = normalize.read_by_neighbours(normalize.words(text), lang)
    assert any(folded[n : n + 3] == read for n in range(len(folded))), folded


def test_people_who_do_something_are_some_of_the_players():
    # "two of us tied": some of the players (the tie-break), not a two-player game
    folded = normalize.read_by_neighbours(normalize.words("two of us finished on the same score"), "en")
    assert folded[:4] == ["and", "2", "players", "finished"] and "with" not in folded


@pytest.mark.parametrize("text, lang, read", [
    ("how long is a game of CV", "en", "playtime"),
    ("¿cuánto dura una partida?", "es", "playtime"),
    # the time it takes, roughly: the time on the clock (a rule may say how long a game is in turns)
    ("how long does it take to play", "en", "clocktime"),
    ("¿cuánto se tarda en jugar?", "es", "clocktime"),
    ("¿cuánto dura más o menos una partida?", "es", "clocktime"),
    ("how long does an event last", "en", None),
    ("cuánto dura un evento", "es", None),
])
def test_the_length_of_a_whole_game_is_read_as_playing_time(text, lang, read):
    concepts = _concepts(text, lang)
    for reading in ("playtime", "clocktime"):
        assert (normalize.common_concept(reading) in concepts) is (reading == read)


@pytest.mark.parametrize("text, lang, read", [
    ("¿a partir de qué edad se puede jugar?", "es", True),
    ("¿desde qué edad es?", "es", True),
    ("from what age is it", "en", True),
    ("¿en qué edad de la vida estoy?", "es", False),
    ("the old age deck", "en", False),
])
def test_the_age_a_game_is_for_is_read_as_such(text, lang, read):
    assert (normalize.common_concept("agerating") in _concepts(text, lang)) is read


@pytest.mark.parametrize("text, mode", [
    ("¿el autobús para en todas las ubicaciones o solo en algunas?", False),
    ("puedo comprar un material pagando solo con reputación", False),
    ("jugando solo, ¿qué favores uso?", True),
    ("en solo, si el agotamiento sale, ¿pierdo?", True),
])
def test_solo_before_a_preposition_is_only(text, mode):
    # "solo en algunas" is "only at some", not the solo mode
    assert (normalize.common_concept("solo") in _concepts(text, "es")) is mode


@pytest.mark.parametrize("text", ["¿cuántas cartas robo al montar la partida?", "¿con cuánto dinero arranco?"])
def test_setting_up_in_everyday_spanish(text):
    # "montar la partida" (Spain) and "arranco" (Latin America) set the game up, as "preparar" and "empiezo"
    assert normalize.common_concept("setup") in _concepts(text, "es")


@pytest.mark.parametrize("text, runs_out", [
    ("¿de qué mazo salen las cartas cuando se acaba el de juventud?", True),
    ("el mazo de juventud. Cuando se acaba, se usa el de madurez", True),
    ("el mazo de juventud se usa hasta que se acaba la partida", False),
])
def test_a_supply_named_before_runs_out(text, runs_out):
    # "se acaba el de juventud": the deck is left out, as Spanish does once it is named
    assert ("agota" in normalize.read_by_neighbours(normalize.words(text), "es")) is runs_out


@pytest.mark.parametrize("text, lang", [("we both met the goal equally", "en"), ("quedamos igualados", "es")])
def test_finishing_equally_is_a_tie(text, lang):
    assert normalize.common_concept("tie") in _concepts(text, lang)


@pytest.mark.parametrize("text, read", [
    ("do I have to throw one away?", True),
    ("can I throw it out", True),
    ("can I throw away a card", False),  # together, "throw away" is a phrase of the discard group already
    ("I throw the dice", False),
])
def test_a_verb_apart_from_its_particle_is_read_together(text, read):
    assert ("discard" in normalize.read_by_neighbours(normalize.words(text), "en")) is read


def test_an_ordinal_is_one_key_however_written():
    # "5th", "fifth", "quinta", "5º" are the same ordinal; "first" is not read so (also the start, a moment)
    assert {normalize.key(word, "en") for word in ("5th", "fifth")} == {"5th"}
    assert {normalize.key(normalize.fold(word), "es") for word in ("quinta", "quinto", "5º", "5ª")} == {"5th"}
    assert normalize.key("first", "en") != "1th" and normalize.key("5", "en") == "5"


def test_a_spanish_verb_whose_root_changes_keeps_the_infinitive_stem():
    # "¿cómo elijo?" is answered by "elige una"; "pierdo" by "perder": one key for the verb
    assert {normalize.stem(word, "es") for word in ("elijo", "elige", "elegir")} == {normalize.stem("elegir", "es")}
    assert normalize.stem("pierdo", "es") == normalize.stem("perder", "es")
    assert normalize.stem("juego", "es") != normalize.stem("jugar", "es")  # "el juego" is also the game


def test_each_number_of_a_list_goes_with_the_word_after_it():
    # "A 2 o 3 jugadores" (CV, set-up of the childhood deck) speaks of 2 players as much as of 3
    thesaurus = normalize.Thesaurus("cv", [])
    tokens = {token.text for token in normalize.analyze("A 2 o 3 jugadores, aparta las cartas", "es", thesaurus)}
    assert {"2_jugador", "3_jugador"} <= tokens
    assert "2_3" in tokens and "jugador_2" not in tokens


def test_a_spanish_present_participle_keeps_its_verb_stem():
    # "las cartas sobrantes" are the cards that "sobran"; "durante" (during) stays apart from "dura" (lasts)
    assert normalize.stem("sobrantes", "es") == normalize.stem("sobran", "es")
    assert normalize.stem("restantes", "es") == normalize.stem("restan", "es")
    assert normalize.stem("durante", "es") != normalize.stem("dura", "es")


def test_a_colloquial_word_for_the_other_player_reads_as_player():
    # as the Spanish "compa", "colega": "my buddy", "the other dude" is another player, not a word a rule lacks
    assert "player" in normalize.terms("can my buddy take it back", "en")
    assert "jugador" in normalize.terms("mi compa lo quiere", "es")


def test_no_phrase_of_a_question_form_is_empty():
    # The checks that read these phrases (rules/unstated_specifics.py, idioms.py, sequence.py, comparison.py,
    # stand_ins.py) skip a question holding none of their phrases' first words: a phrase that folds to no word
    # would have matched every question before that shortcut and none after it.
    for lang in normalize.LANGUAGES:
        for field, value in normalize.question_form(lang).items():
            phrases = value if isinstance(value, list) else []
            for phrase in phrases:
                if isinstance(phrase, str):
                    assert normalize.words(phrase), (lang, field, phrase)
