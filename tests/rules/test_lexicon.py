"""The word lists of rules search live in data (`referee/rules/lexicon/`):
each language's file holds every list the algorithms read, every role of
`common.toml` names a phrase of a common group, and the index cache is keyed
on the files, so an edited word list rebuilds the index."""

import os

from referee.core.files import read_toml
from referee.core.resources import lexicon_dir
from referee.rules import index_cache, normalize

LANGUAGE_LISTS = ("stopwords", "weak", "detail", "noun_markers", "numbers", "question_intents", "answer_intents",
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
             *roles["gap_stand_ins"].keys(), *roles["gap_stand_ins"].values()]
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
