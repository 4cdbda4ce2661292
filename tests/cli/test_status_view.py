"""`referee status` reads like the table: golden outputs at 80 and 120
columns in both languages, for every refereed game; no line wider than the
terminal; `status PLAYER` shows one board; `--json` keeps the canonical ids.

Set REFEREE_GOLDEN=1 to rewrite the golden files after an intended change.
"""

import json
import os
from pathlib import Path

import pytest
import tomli_w
import tomllib

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# a Coming of Age night recorded in the first session format (it replays with the rules it was recorded under)
COA_FORMAT1 = Path(__file__).resolve().parents[1] / "games" / "coming_of_age" / "format1" / "standard-3p.session.toml"
GOLDEN = Path(__file__).resolve().parent / "golden"
NIGHTS = {
    # a Coming of Age game in round 2 (Frustrations, Friendship, a Presence), a LOOP game mid-way,
    # an Adulthood turn owing a Life Event (a decision in the pending queue) and a CV turn buying cards
    "coming-of-age": (COA_FORMAT1, 60),
    "loop": (EXAMPLES / "loop" / "competitive-4p.toml", 60),
    "adulthood": (EXAMPLES / "adulthood" / "standard-3p.toml", 63),
    "cv": (EXAMPLES / "cv" / "standard-3p.session.toml", 60),
}


def _night(tmp_path, game):
    source, cut = NIGHTS[game]
    data = tomllib.loads(source.read_text(encoding="utf-8"))
    data["events"], data["undone"] = data["events"][:cut], []
    path = tmp_path / "night.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("width", [80, 120])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game", sorted(NIGHTS))
def test_status_matches_golden(cli, tmp_path, monkeypatch, game, lang, width):
    monkeypatch.setenv("COLUMNS", str(width))
    path = _night(tmp_path, game)
    code, out, err = cli("status", "--file", str(path), "--lang", lang)
    assert code == 0, err
    out = out.replace(str(path), "night.toml")
    assert max(len(line) for line in out.splitlines()) <= width
    golden = GOLDEN / f"status-{game}-{lang}-{width}.txt"
    if os.environ.get("REFEREE_GOLDEN"):
        golden.write_text(out, encoding="utf-8")
    assert out == golden.read_text(encoding="utf-8")


def test_spanish_status_shows_no_english_values(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    path = _night(tmp_path, "coming-of-age")
    code, out, _ = cli("status", "--file", str(path), "--lang", "es")
    assert code == 0
    for english in ("standard", "turquoise", "unresolved", "overcome", "Frustration", "center", "left", "Phase", "Round"):
        assert english not in out, english


@pytest.mark.parametrize("game, english", [
    ("adulthood", ("Standard", "events", "Creativity", "Education", "face down", "Phase", "Round")),
    ("cv", ("Standard", "select", "health", "bad-luck", "buy", "done", "Phase", "Round")),
])
def test_spanish_status_of_adulthood_and_cv_shows_no_english_values(cli, tmp_path, monkeypatch, game, english):
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = cli("status", "--file", str(_night(tmp_path, game)), "--lang", "es")
    assert code == 0
    for word in english:
        assert word not in out, word


def test_status_of_one_player_shows_only_that_board(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    path = _night(tmp_path, "loop")
    code, out, _ = cli("status", "ben", "--file", str(path))
    assert code == 0
    assert "─ Ben ─" in out and "─ Ana ─" not in out and "─ Cara ─" not in out


def test_status_json_keeps_canonical_ids(cli, tmp_path):
    path = _night(tmp_path, "coming-of-age")
    code, out, _ = cli("status", "--file", str(path), "--lang", "es", "--json")
    data = json.loads(out)
    assert data["mode"] == "standard"
    assert set(next(iter(data["players"].values()))["mood"]) <= {"turquoise", "green", "pink", "orange", "blue"}


@pytest.mark.parametrize("game", ["adulthood", "cv"])
def test_status_json_keeps_canonical_ids_of_adulthood_and_cv(cli, tmp_path, game):
    path = _night(tmp_path, game)
    code, out, _ = cli("status", "--file", str(path), "--lang", "es", "--json")
    data = json.loads(out)
    assert code == 0 and data["phase"] in ("events", "select")
    if game == "adulthood":
        assert data["must_act"][0]["verbs"] == ["event"] and "life-event-spaces" in data["must_act"][0]["source"]
        assert set(data["players"]["Ana"]["life_icons"]) <= {"creativity", "education", "fame", "family", "service", "social"}
    else:
        assert set(data["dice"]) == {"health", "bad-luck"}


def test_a_game_without_a_layout_is_drawn_by_shape():
    from referee.cli.board_view import Board, Layout

    board = Board(label=lambda k: k.title(), term=lambda t: t, number=str, players=("Ana",), layout=Layout())
    lines = board.lines({"track": {"space": 2, "of": 4}, "coins": 3, "hand": ["a", "b"], "gone": None}, 40)
    assert lines == ["Track [·●··] 2", "Coins 3", "Hand: a, b"]
    many = board.lines({"hand": [f"card{i}" for i in range(40)]}, 30)
    assert len(many) == 2 and many[-1].endswith(")") and "… (+" in many[-1]


def test_a_plain_line_prints_what_rich_would(monkeypatch):
    """Output.line writes a line itself, without importing rich, only as rich
    would print it: random lines of every kind (short, long, words longer
    than a line, runs of spaces, accents, tabs, wide characters), three
    widths, compared with rich's own output."""
    import io
    import random
    import string

    from rich.console import Console

    from referee.cli.output import as_rich_prints

    rng = random.Random(7)
    narrow = string.ascii_letters + string.digits + "      .,;!?-()'\"/áéíóúñÁ«»–—’…×ºª¿¡→←↑↓€\n"
    alphabets = [narrow, narrow + ": ", narrow + ":\t\u3042\u0301😀"]
    written = 0
    for width in ("20", "80", "160"):
        monkeypatch.setenv("COLUMNS", width)
        for _ in range(1500):
            alphabet = rng.choice(alphabets)
            text = ("  " if rng.random() < 0.3 else "") + "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 400)))
            if rng.random() < 0.2:
                text = text.replace(" ", "")  # words longer than a line
            shown = as_rich_prints(text)
            if shown is not None:
                written += 1
                printed = io.StringIO()
                Console(file=printed, highlight=False, soft_wrap=False).print(text, markup=False)
                assert printed.getvalue() == shown + "\n", (width, text)
    assert written > 1000


def _fit_by_textwrap(line, width, rows=2):
    """`board_view.fit` as first written: textwrap for every line and every shortening tried."""
    import textwrap

    def wrap(text):
        return textwrap.wrap(text, width, subsequent_indent="  ", break_on_hyphens=False) or [""]

    wrapped = wrap(line)
    if len(wrapped) <= rows:
        return wrapped
    items = line.split(", ")
    for keep in range(len(items) - 1, 0, -1):
        wrapped = wrap(", ".join(items[:keep]) + f", … (+{len(items) - keep})")
        if len(wrapped) <= rows:
            return wrapped
    return wrap(line)[: rows - 1] + [textwrap.shorten(" ".join(wrap(line)[rows - 1:]), width - 2, placeholder=" …")]


def test_fitting_a_line_skips_textwrap_only_where_it_would_change_nothing():
    from hypothesis import given, settings, strategies as st

    from referee.cli.board_view import fit

    words = st.text(alphabet=st.sampled_from("ab ·,é…\t\n-●"), max_size=12)

    @settings(max_examples=400, deadline=None)
    @given(st.lists(words, max_size=30).map(", ".join), st.integers(min_value=3, max_value=60))
    def same(line, width):
        assert fit(line, width) == _fit_by_textwrap(line, width), (line, width)

    same()


@pytest.mark.parametrize("width", [80, 160])
def test_a_board_drawn_again_is_drawn_as_anew(cli, tmp_path, monkeypatch, width):
    """The shell draws a panel once for what it shows: the status of a game,
    then after a move, then again before it (the same file), each equals the
    status drawn with nothing kept."""
    from referee.cli import status_view

    monkeypatch.setenv("COLUMNS", str(width))
    source, cut = NIGHTS["coming-of-age"]
    data = tomllib.loads(source.read_text(encoding="utf-8"))
    path = tmp_path / "night.toml"

    def status(events):
        data["events"], data["undone"] = events, []
        path.write_text(tomli_w.dumps(data), encoding="utf-8")
        code, out, err = cli("status", "--file", str(path))
        assert code == 0, err
        return out

    events = tomllib.loads(source.read_text(encoding="utf-8"))["events"]
    shown = []
    for end in (cut, cut + 1, cut, cut + 1):
        kept = status(events[:end])
        status_view._DRAWN.clear()
        assert kept == status(events[:end])
        shown.append(kept)
    assert shown[0] != shown[1] and shown[0] == shown[2]


@pytest.mark.parametrize("color", [False, True])
@pytest.mark.parametrize("width", [60, 80, 112, 160, 200, 250])
@pytest.mark.parametrize("game", sorted(NIGHTS))
def test_boards_side_by_side_are_laid_out_as_rich_lays_them(cli, tmp_path, monkeypatch, game, width, color):
    """The panels are framed by the referee when their rows are plain
    (`status_view.boxed`) and the players' panels side by side put together
    from each panel's own lines (drawn once for what they show): the same
    characters as rich's Panels in its Columns, at every width, in a colour
    terminal too, for the whole game (its start, middle and end)."""
    from referee.cli import status_view

    monkeypatch.setenv("COLUMNS", str(width))
    if color:
        monkeypatch.setenv("FORCE_COLOR", "1")
    source, _ = NIGHTS[game]
    data = tomllib.loads(source.read_text(encoding="utf-8"))
    events = data["events"]
    path = tmp_path / "night.toml"
    for cut in (1, len(events) // 2, len(events)):
        data["events"], data["undone"] = events[:cut], []
        path.write_text(tomli_w.dumps(data), encoding="utf-8")
        laid_out = []
        for ours in (True, False):
            status_view._DRAWN.clear()
            with monkeypatch.context() as patched:
                if not ours:
                    patched.setattr(status_view._Drawn, "_cell", lambda self, draw, what, width: None)
                    patched.setattr(status_view, "boxed", lambda *args: None)
                code, out, err = cli("status", "--file", str(path))
            assert code == 0, err
            laid_out.append(out)
        assert laid_out[0] == laid_out[1], cut
