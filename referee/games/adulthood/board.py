"""The Scoring Board and Market Board facts the rulebook does not print.

Where the Grown-Up and Life Event spaces are, at which combined score the two
markers cross, and the prices printed on the two middle paid market slots
are on the boards only: the table reports them once with the `board` move,
and they are remembered like card facts (a contradicting report is refused).
"""

from __future__ import annotations

from typing import Any

from referee.core.messages import Msg
from referee.core.moves import Move, MoveSyntaxError
from referee.games.adulthood import data
from referee.games.adulthood.cards import COST, amount
from referee.i18n import N_


def fact_key(mode: str) -> str:
    return f"board.{data.GAME_ID}.{mode}"


def board_facts(state) -> dict[str, Any]:
    return state.facts.get(fact_key(state.mode)) or {}


def middle_slots() -> list[int]:
    """The paid market slots (1-based) whose price only the board prints."""
    size, paid = data.play()["market_size"], data.play()["paid_slots"]
    return list(range(size - paid + 1, size))


def needed_keys(mode: str) -> tuple[str, ...]:
    keys = ["cross", "grown"]
    if mode != data.SOLO:
        keys += ["events-happy", "events-impact", *(f"price{slot}" for slot in middle_slots())]
    return tuple(keys)


def example(mode: str) -> str:
    words = ["cross=24", "grown=10,10"]
    if mode != data.SOLO:
        words += ["events-happy=6,14", "events-impact=6,14", *(f"price{slot}={p}" for slot, p in zip(middle_slots(), ("1e", "1m")))]
    return " ".join(words)


def _numbers(text: str, key: str, line: str) -> list[int]:
    parts = [p for p in text.split(",") if p]
    if not parts or not all(p.isdigit() for p in parts):
        raise MoveSyntaxError(N_("'{line}': {fact} takes track spaces as whole numbers, e.g. {fact}=6,14."), line=line, fact=key)
    return sorted(int(p) for p in parts)


def parse(state, move: Move, line: str) -> dict[str, Any]:
    """Read a `board` report into the board's facts, written canonically."""
    wanted = needed_keys(state.mode)
    given: dict[str, str] = {}
    for word in move.arg(0, ()):
        key, sep, value = word.lower().partition("=")
        if not sep or key not in wanted:
            raise MoveSyntaxError(N_("'{line}': '{word}' is not a board fact here; report {keys}, e.g. '{example}'."), line=line, word=word, keys=", ".join(wanted), example=example(state.mode))
        given[key] = value
    missing = [key for key in wanted if key not in given]
    if missing:
        raise MoveSyntaxError(N_("'{line}': the board facts {missing} are missing, e.g. '{example}'."), line=line, missing=", ".join(missing), example=example(state.mode))
    facts: dict[str, Any] = {"cross": _numbers(given["cross"], "cross", line)[0]}
    grown = _numbers(given["grown"], "grown", line)
    if len(grown) != 2:
        raise MoveSyntaxError(N_("'{line}': grown takes the Grown-Up space of the Happiness track, then of the Impact track, e.g. grown=10,10."), line=line)
    facts["grown_up"] = [int(n) for n in given["grown"].split(",")]
    if state.mode != data.SOLO:
        facts["events_happiness"] = _numbers(given["events-happy"], "events-happy", line)
        facts["events_impact"] = _numbers(given["events-impact"], "events-impact", line)
        facts["prices"] = [amount(given[f"price{slot}"], COST, f"price{slot}", line) for slot in middle_slots()]
    return facts


def describe(facts: dict[str, Any]) -> Msg:
    return Msg(
        N_("markers cross at a combined {cross}; Grown-Up at Happiness {happy} / Impact {impact}"),
        cross=facts["cross"], happy=facts["grown_up"][0], impact=facts["grown_up"][1],
    )
