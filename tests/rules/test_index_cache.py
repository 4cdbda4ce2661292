"""The on-disk cache of the search index: plain data (never code), private,
checked before use, rebuilt when anything about it is off, and never a
reason to fail."""

import os
import pickle
import stat
from collections.abc import Mapping, Sequence

import pytest

from referee.rules import index_cache
from referee.rules.index import CACHED_CLASSES, Index, build_index


@pytest.fixture(scope="module")
def built():
    return build_index()


@pytest.fixture(scope="module")
def stored(built):
    """The cache file's bytes for the current index (encoding takes a while: once)."""
    return index_cache.dumps(built, CACHED_CLASSES)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE", str(folder))
    return folder


@pytest.fixture
def planted(cache, stored):
    """A valid cache file in a private folder, as `store` leaves it."""
    cache.mkdir(mode=0o700)
    path = index_cache._path()
    path.write_bytes(stored)
    os.chmod(path, 0o600)
    return path


def _same(one, other, where="index"):
    """Deep equality of two indexes (the thesaurus has no __eq__ of its own).
    The loaded index keeps its bulky parts packed behind read-only maps and
    sequences: those compare by content with the built dicts and lists."""
    if type(one) in CACHED_CLASSES:
        assert type(one) is type(other), where
        assert vars(one).keys() == vars(other).keys(), where
        for name in vars(one):
            _same(vars(one)[name], vars(other)[name], f"{where}.{name}")
    elif isinstance(one, dict):
        assert isinstance(other, Mapping), where
        assert set(one) == set(other) and len(one) == len(other), where
        for key in one:
            _same(one[key], other[key], f"{where}[{key!r}]")
    elif isinstance(one, list):
        assert type(other) is list or (isinstance(other, Sequence) and not isinstance(other, (str, tuple))), where
        assert len(one) == len(other), where
        for number, (a, b) in enumerate(zip(one, other)):
            _same(a, b, f"{where}[{number}]")
    elif isinstance(one, tuple):
        assert type(other) is tuple, where
        assert len(one) == len(other), where
        for number, (a, b) in enumerate(zip(one, other)):
            _same(a, b, f"{where}[{number}]")
    else:
        assert one == other, where


def test_store_then_load_gives_the_same_index(cache, built):
    index_cache.store(built, CACHED_CLASSES)
    loaded = index_cache.load(CACHED_CLASSES)
    assert isinstance(loaded, Index)
    _same(built, loaded)


def test_the_file_is_json_with_a_checked_header(stored):
    header, _, payload = stored.partition(b"\n")
    assert header.split()[:3] == [b"referee-index-cache", str(index_cache.FORMAT).encode(), index_cache.fingerprint().encode()]
    assert payload.startswith(b"{") and b"pickle" not in payload[:100]


def test_folder_and_file_are_private_whatever_the_umask(cache, built):
    old = os.umask(0)
    try:
        index_cache.store(built, CACHED_CLASSES)
    finally:
        os.umask(old)
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    assert stat.S_IMODE(index_cache._path().stat().st_mode) == 0o600


def test_a_changed_fingerprint_is_not_read(planted, monkeypatch):
    assert isinstance(index_cache.load(CACHED_CLASSES), Index)
    monkeypatch.setattr(index_cache, "fingerprint", lambda: "another-version")
    assert index_cache.load(CACHED_CLASSES) is None


@pytest.mark.parametrize("damage", [
    lambda data: b"not a cache",
    lambda data: data[:-10],  # truncated: the checksum no longer matches
    lambda data: data.replace(b'"o":"LangIndex"', b'"o":"Popen"', 1),  # a class it may not build
    lambda data: data + b" ",  # longer than its header says
    lambda data: pickle.dumps({"x": 1}),  # a pickle is never read
])
def test_a_damaged_cache_file_is_ignored(planted, damage):
    planted.write_bytes(damage(planted.read_bytes()))
    assert index_cache.load(CACHED_CLASSES) is None


def test_a_file_others_could_have_written_is_not_read(planted):
    os.chmod(planted, 0o666)
    assert index_cache.load(CACHED_CLASSES) is None


def test_a_folder_others_can_write_is_not_used(planted, cache, built):
    os.chmod(cache, 0o777)
    assert index_cache.load(CACHED_CLASSES) is None
    planted.unlink()
    index_cache.store(built, CACHED_CLASSES)
    assert not any(cache.iterdir())


def test_a_symlinked_cache_file_is_not_followed(planted, tmp_path):
    real = tmp_path / "elsewhere.json"
    planted.rename(real)
    planted.symlink_to(real)
    assert index_cache.load(CACHED_CLASSES) is None


def test_an_unwritable_cache_folder_is_not_an_error(tmp_path, monkeypatch, built):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("REFEREE_CACHE", str(blocker / "sub"))
    index_cache.store(built, CACHED_CLASSES)  # no exception
    assert index_cache.load(CACHED_CLASSES) is None


def test_store_replaces_a_damaged_file_and_removes_an_old_pickle(planted, cache, built):
    planted.write_bytes(b"damaged")
    old = cache / "rules-index-0123456789abcdef01234567.pickle"
    old.write_bytes(pickle.dumps(1))
    index_cache.store(built, CACHED_CLASSES)
    assert not old.exists() and isinstance(index_cache.load(CACHED_CLASSES), Index)


def _forged(data: bytes, core: bytes) -> bytes:
    """The file with another JSON and a valid header for it (as a forger could write one)."""
    line, _, rest = data.partition(b"\n")
    fields = line.decode().split(" ")
    sections = rest[int(fields[4]) :]
    fields[3:5] = [index_cache.checksum(core), str(len(core))]
    return " ".join(fields).encode() + b"\n" + core + sections


def _core(data: bytes) -> bytes:
    line, _, rest = data.partition(b"\n")
    return rest[: int(line.split(b" ")[4])]


def test_a_consistent_file_naming_another_class_is_refused(planted):
    data = planted.read_bytes()
    assert b'"o":"LangIndex"' in _core(data)
    planted.write_bytes(_forged(data, _core(data).replace(b'"o":"LangIndex"', b'"o":"Popen"', 1)))
    assert index_cache.load(CACHED_CLASSES) is None
    planted.write_bytes(_forged(data, _core(data)))  # the same file, unchanged, is read
    assert isinstance(index_cache.load(CACHED_CLASSES), Index)


@pytest.mark.parametrize("swap", [(b'"Doc","Entry"', b'"Doc","Popen"'), (b'"Doc","Entry"', b'"Doc","Entrz"')])
def test_a_damaged_section_is_never_read(planted, swap):
    """A section (one language's documents, posting lists, idf) that changed
    on disk makes the whole file unread when it is opened (the index is
    rebuilt, `ask` never fails on it); and one whose header was forged to
    match is still refused by its own checksum when first read, building
    nothing."""
    data = planted.read_bytes()
    assert swap[0] in data[len(_core(data)) :]
    damaged = data.replace(*swap, 1)
    planted.write_bytes(damaged)
    assert index_cache.load(CACHED_CLASSES) is None
    line, _, rest = damaged.partition(b"\n")
    fields = line.decode().split(" ")
    fields[6] = index_cache.checksum(rest[int(fields[4]) :])
    planted.write_bytes(" ".join(fields).encode() + b"\n" + rest)
    loaded = index_cache.load(CACHED_CLASSES)
    with pytest.raises(ValueError):
        loaded.langs["en"].docs[0]


QUESTIONS = [
    "how many dice do I roll", "what happens when the deck runs out", "¿cuántas cartas robo al empezar?",
    "who goes first in loop", "can I trade with other players", "qué pasa si empate", "grownup career",
    "how many players for cv", "landfill full", "solo mode bot turn",
]


def test_searching_the_cached_index_gives_the_same_answers(cache, built, monkeypatch):
    """The packed index answers every question exactly as the built one
    (the ranking reads it through the same maps and sequences)."""
    from referee.rules import search as searching

    def answers():
        searching._correct.cache_clear()
        searching._vocabulary_list.cache_clear()
        return [searching.search(question, limit=8).to_json() for question in QUESTIONS] + [
            searching.search(question, game=game, limit=3).to_json() for question in QUESTIONS[:4] for game in ("coming-of-age", "cv")
        ]

    monkeypatch.setattr(searching, "get_index", lambda: built)
    expected = answers()
    index_cache.store(built, CACHED_CLASSES)
    loaded = index_cache.load(CACHED_CLASSES)
    monkeypatch.setattr(searching, "get_index", lambda: loaded)
    assert answers() == expected


def test_a_section_once_read_takes_its_place_in_the_index(cache, built):
    """A section unpacked on first use replaces itself in its owner (the
    documents become a plain list, each language's stem table a dict), and
    what it reads is the same as the built index's."""
    index_cache.store(built, CACHED_CLASSES)
    loaded = index_cache.load(CACHED_CLASSES)
    lang_index = loaded.langs["en"]
    assert not isinstance(vars(lang_index)["docs"], list)
    first = lang_index.docs[0]
    assert type(vars(lang_index)["docs"]) is list and lang_index.docs[0] is first
    assert first.entry.id == built.langs["en"].docs[0].entry.id
    table = loaded.stem_games["en"]
    some = next(iter(built.stem_games["en"]))
    assert table.get(some) == built.stem_games["en"][some]
    assert type(loaded.stem_games["en"]) is dict


def test_packed_maps_answer_a_key_asked_again_as_the_first_time(cache, built):
    """The packed maps remember their look-ups: asking again (a hit or a
    miss, in any of the ways a map is asked) gives what a bisection gives."""
    index_cache.store(built, CACHED_CLASSES)
    loaded = index_cache.load(CACHED_CLASSES)
    lang_index, plain = loaded.langs["es"], built.langs["es"]
    tokens = sorted(plain.idf)[::97] + ["no-such-token", "~nada:0"]
    for _ in range(2):
        for token in tokens:
            assert lang_index.idf.get(token) == plain.idf.get(token)
            assert (token in lang_index.idf) == (token in plain.idf)
            assert lang_index.idf.get(token, -1.0) == plain.idf.get(token, -1.0)
        for game in plain.games:
            for token in tokens:
                assert lang_index.postings.get((game, token)) == plain.postings.get((game, token))
    assert lang_index.idf.get(("not", "text")) is None and lang_index.postings.get(("cv", ["x"])) is None
    game = plain.games[0]
    packed, thesaurus = loaded.thesauri[game].table("es")[0], built.thesauri[game].table("es")[0]
    phrases = list(thesaurus)[::13] + [("no", "tal", "frase"), ("x",)]
    for _ in range(2):
        for phrase in phrases:
            assert packed.get(phrase) == thesaurus.get(phrase)
    assert packed.get(("a", 1)) is None and packed.get(("a", ["b"])) is None and packed.get("a b") is None
    # (a map looks its memo up before the key's shape: keys of another shape, after real ones, still miss)
    for _ in range(2):
        assert lang_index.postings.get([game, tokens[0]]) is None and lang_index.postings.get((game, tokens[0], "x")) is None
        assert lang_index.postings.get(game) is None and packed.get(list(phrases[0])) is None and packed.get(phrases[0][0]) is None


def test_a_search_on_the_cached_index_reads_no_rule_glossary_gap_or_game_file(planted, tmp_path):
    """What `ask` needs from the rule, glossary, gap and game files is in the cache:
    with it warm, a search (here of questions that name no game, whose game
    is guessed from the corpus-wide game-word tables, and of two that tell
    a known gap) parses none of them, nor does telling any gap of the index
    (its related entries are kept with it: reading them from the gaps file
    cost the first gap told of each game about 40 ms, the game's rules file
    parsed with it).
    Working those tables out at each `ask` once re-read every glossary and
    rule file and cost a cold `ask` about a third of its start-up; the games'
    modes and player ranges, read from each game.toml, cost about 11 ms of
    CPU (the TOML parser's import and four files)."""
    import subprocess
    import sys

    probe = (
        "import referee.core.files as files\n"
        "read = []\n"
        "parse = files.parse_toml\n"
        "files.parse_toml = lambda data, where: (read.append(where), parse(data, where))[1]\n"
        "from referee.rules.search import search\n"
        "for question in ('who wins a tie?', 'how many market cards', '¿cuántas goal hay que sacar en solitario?',\n"
        "                 'can I undo buying a card', '¿puedo deshacer la compra de una carta?'):\n"
        "    search(question)\n"
        "from referee.rules.index import get_index\n"
        "from referee.rules.search import _gap_of\n"
        "told = [_gap_of(lang_index, number) for lang_index in get_index().langs.values()\n"
        "        for number in range(lang_index.gap_start, len(lang_index.docs))]\n"
        "assert len(told) > 100 and all(gap.related for gap in told)\n"
        "print('\\n'.join(read))\n"
    )
    # (run from tmp_path with the folder of the package this process imported first on the path: the planted
    # cache's fingerprint was made with that code, and from the checkout `-c` would import its source tree, or an
    # editable install another checkout's, and the cache would be rebuilt)
    import referee

    package_root = os.path.dirname(os.path.dirname(os.path.abspath(referee.__file__)))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, (package_root, os.environ.get("PYTHONPATH")))))
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    names = [os.path.basename(line) for line in done.stdout.split()]
    assert names and not [name for name in names if name.startswith(("rules.", "gaps.", "glossary.", "game."))], names


def test_a_gap_told_from_the_cached_index_is_the_gaps_file_one(cache, built):
    """Every gap a search can tell, made from the index (its document and its
    related entries, built and then read back from the cache), equals the
    gap read from the gaps file, in every language."""
    from referee.rules import gaps
    from referee.rules.search import _gap_of

    index_cache.store(built, CACHED_CLASSES)
    loaded = index_cache.load(CACHED_CLASSES)
    told = 0
    for index in (built, loaded):
        for lang, lang_index in index.langs.items():
            assert len(lang_index.gap_related) == len(lang_index.docs) - lang_index.gap_start
            for number in range(lang_index.gap_start, len(lang_index.docs)):
                entry = lang_index.docs[number].entry
                assert _gap_of(lang_index, number) == gaps.gap_map(entry.game, lang)[entry.id]
                told += 1
    assert told > 200
