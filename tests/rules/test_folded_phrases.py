"""The disk cache of the folded `[question_form]` phrases
(rules/folded_phrases.py): what it gives is what folding gives, field by
field, in both languages; a cache that is stale, foreign, damaged or edited
is ignored and replaced; its key changes with the word lists and with the
code that folds; the file is plain JSON."""

import json
import os
import stat

import pytest

from referee.core.cache_files import framed
from referee.rules import folded_phrases, lexicon_cache, normalize


def _folded_in_process(lang, field):
    return tuple(tuple(normalize.words(phrase)) for phrase in normalize.question_form(lang).get(field, ()))


def _kept(lang, field):
    """The cache's folded phrases of a field, asked as `normalize` asks."""
    return folded_phrases.kept(lang, field, normalize.LANGUAGES, normalize.fold_question_forms)


def _phrase_fields(lang):
    return [field for field, value in normalize.question_form(lang).items()
            if type(value) is list and all(type(item) is str for item in value)]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A fresh cache folder, and no table read yet in this process."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE", str(folder))
    monkeypatch.setattr(folded_phrases, "_kept", None)
    return folder


@pytest.fixture
def folds(monkeypatch):
    """How many times the whole table is folded (a spy on `fold_all`)."""
    calls = []
    fold_all = folded_phrases.fold_all
    monkeypatch.setattr(folded_phrases, "fold_all", lambda *args: (calls.append(1), fold_all(*args))[1])
    return calls


def _files(folder):
    return sorted(folder.glob("folded-*.json"))


def _fresh_process(monkeypatch):
    monkeypatch.setattr(folded_phrases, "_kept", None)


def test_every_field_of_both_languages_is_what_folding_gives(cache, folds, monkeypatch):
    assert {"en", "es"} <= set(normalize.LANGUAGES)
    for reading in ("made", "read back"):
        _fresh_process(monkeypatch)
        for lang in normalize.LANGUAGES:
            fields = _phrase_fields(lang)
            assert fields
            for field in fields:
                assert _kept(lang, field) == _folded_in_process(lang, field), (reading, lang, field)
    assert folds == [1]  # folded once, then read from the file
    assert len(_files(cache)) == 1


def test_a_question_form_field_folds_as_before_in_english_and_spanish(cache):
    # a phrase with capitals, accents, punctuation and a contraction, folded as a question would be
    assert folded_phrases.fold_all(
        lambda lang: {"asks": ["How many?", "¿Cuántos dados?", "can't", "", "¡!"], "nested": [["a"]]},
        normalize.fold, ["en"]) == {"en": {"asks": "\nhow many\ncuantos dados\ncan not\n\n"}}


def test_unknown_fields_and_languages_are_left_to_the_caller(cache):
    assert _kept("en", "no such field anywhere") is None
    assert _kept("xx", "no such field anywhere") is None
    assert normalize.question_form_phrases("en", "no such field anywhere") == ()


def test_the_file_is_private_plain_json_framed_with_its_key(cache):
    _kept("en", _phrase_fields("en")[0])
    [path] = _files(cache)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    header, _, payload = path.read_bytes().partition(b"\n")
    magic, version, key, _checksum = header.decode("ascii").split(" ")
    assert (magic, version) == (folded_phrases.MAGIC, str(folded_phrases.FORMAT))
    assert key == folded_phrases.fingerprint(lexicon_cache.loaded_key())
    value = json.loads(payload)
    assert list(value) == list(normalize.LANGUAGES)
    assert all(type(text) is str for fields in value.values() for text in fields.values())


def _write(cache, key, data):
    cache.mkdir(mode=0o700, exist_ok=True)
    path = cache / f"folded-{key}.json"
    path.write_bytes(data)
    os.chmod(path, 0o600)
    return path


@pytest.mark.parametrize("damage", ["cut", "edited", "other format", "other languages", "not folded words"])
def test_a_damaged_or_foreign_file_is_ignored_and_replaced(cache, folds, damage, monkeypatch):
    key = folded_phrases.fingerprint(lexicon_cache.loaded_key())
    languages = list(normalize.LANGUAGES)
    field = _phrase_fields("en")[0]
    table = {lang: {field: "\nnot what folding gives"} for lang in languages}
    good = folded_phrases.dumps(key, table)
    data = {
        "cut": good[:-5],
        "edited": good.replace(b"not what", b"NOT WHAT"),
        "other format": framed(folded_phrases.MAGIC, folded_phrases.FORMAT + 1, key, json.dumps(table).encode()),
        "other languages": folded_phrases.dumps(key, {"en": table["en"]}),
        "not folded words": folded_phrases.dumps(key, {lang: {field: "\nNot Folded!"} for lang in languages}),
    }[damage]
    _write(cache, key, data)
    expected = _folded_in_process("en", field)
    if damage == "not folded words":  # checked as read: the caller folds that field in the process
        assert _kept("en", field) is None
        assert normalize.question_form_phrases.__wrapped__("en", field) == expected
        assert folds == []
    else:
        assert _kept("en", field) == expected
        assert folds == [1]
        _fresh_process(monkeypatch)
        assert _kept("en", field) == expected
        assert folds == [1]  # the file was replaced by a good one


def test_a_stale_file_is_ignored_and_removed(cache, folds):
    stale = _write(cache, "0" * 32, folded_phrases.dumps("0" * 32, {"en": {}, "es": {}}))
    _kept("es", _phrase_fields("es")[0])
    assert folds == [1]
    assert not stale.exists()
    assert len(_files(cache)) == 1


def test_the_key_hashes_the_word_lists_and_the_code_that_folds(cache, tmp_path, monkeypatch):
    key = folded_phrases.fingerprint("a")
    assert folded_phrases.fingerprint("b") != key
    here = os.path.dirname(folded_phrases.__file__)
    copy = tmp_path / "code"
    copy.mkdir()
    for name in folded_phrases._CODE:
        (copy / name).write_bytes(open(os.path.join(here, name), "rb").read())
    monkeypatch.setattr(folded_phrases, "__file__", str(copy / "folded_phrases.py"))
    assert folded_phrases.fingerprint("a") == key
    with open(copy / "normalize.py", "ab") as source:
        source.write(b"\n# the fold changed\n")
    assert folded_phrases.fingerprint("a") != key


def test_code_that_cannot_be_read_only_costs_the_folding(cache, tmp_path, monkeypatch):
    monkeypatch.setattr(folded_phrases, "__file__", str(tmp_path / "nowhere" / "folded_phrases.py"))
    field = _phrase_fields("en")[0]
    assert _kept("en", field) is None
    assert normalize.question_form_phrases.__wrapped__("en", field) == _folded_in_process("en", field)
    assert _files(cache) == [] if cache.exists() else True
