"""Every recorded Coming of Age session (the examples and the format-1 and
format-2 recordings) replays with the same verdicts, messages, whose-turn, options,
hints, status JSON and tally as when the golden file was written.

Each event is folded as `referee do` folds it; after it, everything the
table can see is written down (the move's messages or its refusal with
rule ids, `expected`, the numbered options, each player's hints, `status`)
and kept as a short digest per event, so a change of behaviour names the
first event that differs. The final status and tally are kept in full.

A deliberate change of behaviour (or a new recording) regenerates the file:

    .venv/bin/python tests/games/coming_of_age/test_golden.py --update
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))

from referee.core.engine import choices, parse, play_in_place  # noqa: E402
from referee.core.errors import RefereeError  # noqa: E402
from referee.core.session import load  # noqa: E402
from referee.games.coming_of_age.referee import RULES  # noqa: E402

SESSIONS = sorted((ROOT / "examples" / "coming-of-age").glob("*.session.toml")) + [
    path for folder in ("format1", "format2", "format3") for path in sorted((Path(__file__).resolve().parent / folder).glob("*.session.toml"))]
GOLDEN = Path(__file__).resolve().parent / "golden.json"


def _name(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _text(value: Any) -> Any:
    """Messages as English text, recursively; other values as they are."""
    if hasattr(value, "english"):
        return value.english()
    if isinstance(value, (list, tuple)):
        return [_text(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _text(v) for k, v in value.items()}
    return value


def _seen(state, players) -> dict[str, Any]:
    """What the table sees of `state`: whose turn, options, hints, status."""
    if RULES.is_over(state):
        return {"over": True, "status": _text(RULES.status(state))}
    expectation = RULES.expected(state)
    return {
        "expected": [_text(expectation.phase), {k: list(v) for k, v in expectation.actors.items()}, _text(expectation.note)],
        "options": [move.text() for move in choices(RULES, state)],
        "hints": {name: _text(RULES.hints(state, name)) for name in players},
        "status": _text(RULES.status(state)),
    }


def transcript(path: Path, catalog: dict[str, Any] | None = None) -> dict[str, Any]:
    """Replay the session at `path` event by event, recording what the table
    sees; `catalog`: the user's catalog of facts on the machine replaying it."""
    session = load(path)
    state = RULES.setup(replace(session.setup, catalog=dict(catalog or {})))
    events: list[str] = []
    for line in session.events:
        try:
            move = parse(RULES, state, line, session.setup.players)
            verdict: Any = _text(play_in_place(RULES, state, move))
        except RefereeError as error:
            verdict = {"refused": _text(error.msg), "rule_ids": list(getattr(error, "rule_ids", ()))}
            record = json.dumps([line, verdict], sort_keys=True, ensure_ascii=False)
            events.append(hashlib.sha256(record.encode()).hexdigest()[:16])
            break
        record = json.dumps([line, verdict, _seen(state, session.setup.players)], sort_keys=True, ensure_ascii=False)
        events.append(hashlib.sha256(record.encode()).hexdigest()[:16])
    final = {"status": _text(RULES.status(state)), "tally": RULES.tally(state) if RULES.is_over(state) else None}
    return {"events": events, "final": json.loads(json.dumps(final, sort_keys=True))}


def _explain(path: Path, index: int) -> str:
    """The event at `index` of `path` and what the table sees after it now."""
    session = load(path)
    state = RULES.setup(session.setup)
    for line in session.events[:index]:
        play_in_place(RULES, state, parse(RULES, state, line, session.setup.players))
    line = session.events[index]
    try:
        verdict: Any = _text(play_in_place(RULES, state, parse(RULES, state, line, session.setup.players)))
    except RefereeError as error:
        return f"event {index + 1} '{line}' refused: {_text(error.msg)}"
    return f"event {index + 1} '{line}': {verdict}\n{json.dumps(_seen(state, session.setup.players), indent=1, ensure_ascii=False)[:4000]}"


@pytest.mark.parametrize("path", SESSIONS, ids=_name)
def test_recorded_session_replays_as_golden(path):
    goldens = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert _name(path) in goldens, f"{_name(path)} has no golden replay yet: check it replays as intended, then run this file with --update"
    golden = goldens[_name(path)]
    now = transcript(path)
    for index, (want, got) in enumerate(zip(golden["events"], now["events"])):
        assert want == got, f"{_name(path)} differs from the golden replay at {_explain(path, index)}"
    assert len(now["events"]) == len(golden["events"])
    assert now["final"] == golden["final"]


@pytest.mark.parametrize("path", SESSIONS, ids=_name)
def test_a_layout_the_catalog_learnt_later_changes_no_recorded_session(path):
    # p. 7's turn 5 example ("the adjacent location 6" from 4) makes the Main
    # Board's printed order a fact; every session here was recorded with 1 to
    # 10 (its file holds no layout), so a machine whose catalog knows another
    # order replays each of them exactly as the golden file says.
    from referee.games.coming_of_age.board import LAYOUT_KEY

    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))[_name(path)]
    assert LAYOUT_KEY not in load(path).setup.facts
    assert transcript(path, {LAYOUT_KEY: [9, 7, 5, 3, 1, 2, 4, 6, 8, 10]}) == golden


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        sys.exit(__doc__)
    GOLDEN.write_text(json.dumps({_name(path): transcript(path) for path in SESSIONS}, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                      encoding="utf-8")
    print(f"wrote {GOLDEN.relative_to(ROOT)}")
