"""Only one LOOP CONTINUOUS EVENT is ever in effect (issue 12: a wrong answer plays a wrong game).

LOOP p. 14: a CONTINUOUS EVENT "will last until game end or when its effect
is replaced by another CONTINUOUS EVENT", and "When 2 or more CONTINUOUS
EVENT are triggered, only the latest one takes effect". So two CONTINUOUS
EVENT are never active together: a known gap built on that premise ("Red
Gown and Disposable Culture are both active: ...") said the rulebook was
silent where it answers. Those gaps are gone, and the question of which one
applies gets the rule of p. 14.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from referee.rules.search import search

LOOP = Path(__file__).resolve().parents[2] / "rulesets" / "loop"
TOGETHER = ("both", "at once", "at the same time", "ambos", "los dos", "las dos", "a la vez", "al mismo tiempo")


@pytest.mark.parametrize("question", [
    "Red Gown and Disposable Culture are both active, which one wins?",
    "Everything Is Online and Landfill Tax both active: which one takes effect?",
    "Red Gown y Disposable Culture están activos a la vez, ¿cuál gana?",
    "Si Overtime y Collector están boca arriba los dos, ¿cuál se aplica?",
])
def test_two_continuous_events_at_once_get_the_rule_that_only_the_latest_applies(question):
    result = search(question, game="loop")
    assert result.answered is True
    assert result.hits[0].id == "events.triggering"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_loop_gap_has_two_continuous_events_active_together(lang):
    events = tomllib.loads((LOOP / "events.toml").read_text(encoding="utf-8"))["events"]
    # (the Spanish text names some cards by their English names, as printed)
    continuous = {name.lower() for event in events.values() if event["kind"] == "continuous" for name in event["names"].values()}
    gaps = tomllib.loads((LOOP / f"gaps.{lang}.toml").read_text(encoding="utf-8"))["gaps"]
    for gap in gaps:
        said = f"{gap['title']} {gap['text']}".lower()
        named = [name for name in continuous if name in said]
        assert len(named) < 2 or not any(word in said for word in TOGETHER), (gap["id"], named)
