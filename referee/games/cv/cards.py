"""Card facts: what is printed on a CV card, reported by the table.

The rulebook prints no card text, so a card's facts are entered the first
time it is seen and kept in the session's FactBook under `card.cv.NAME`. The
facts of a track card are written after its name:

    used-car possession cost:money,money,money points:3
    marriage relationship cost:relationship,relationship gives:relationship dice:1
    office work/knowledge cost:knowledge gives:money,money upkeep:health condition

TYPE (two types `a/b` for a two-colour card), `cost:` the symbol cost,
`condition` when the cost also has a special condition, `gives:` the effect
symbols of the active card (its tokens), `upkeep:` the red-slash cost paid
each turn, `dice:` extra dice while active, `points:` a possession's points.
A childhood card has only `gives:` (the symbols it adds when played).
"""

from __future__ import annotations

from typing import Any

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import MoveSyntaxError
from referee.games.cv import data
from referee.i18n import N_

SYMBOL_FIELDS = ("cost", "gives", "upkeep")
NUMBER_FIELDS = ("dice", "points")
EXAMPLE = "used-car possession cost:money,money,money points:3"


def key(name: str) -> str:
    return f"card.cv.{name}"


def goal_key(name: str) -> str:
    return f"goal.cv.{name}"


def symbol(token: str, where: str) -> str:
    """A die symbol from its name or an unambiguous prefix."""
    lowered = token.lower()
    exact = [face for face in data.faces() if face == lowered]
    found = exact or [face for face in data.faces() if face.startswith(lowered)]
    if len(found) != 1:
        raise MoveSyntaxError(
            N_("'{where}': '{token}' is not a die symbol ({symbols})."), where=where, token=token, symbols=", ".join(data.faces())
        )
    return found[0]


def symbols(text: str, where: str) -> list[str]:
    return sorted(symbol(part, where) for part in text.split(",") if part)


def parse(deck: str, tokens: tuple[str, ...], where: str) -> dict[str, Any]:
    """The facts written after a card's name, as the plain table the FactBook keeps."""
    facts: dict[str, Any] = {"deck": deck, "types": [], "condition": False}
    given: set[str] = {"deck"}
    for field in SYMBOL_FIELDS:
        facts[field] = []
    for field in NUMBER_FIELDS:
        facts[field] = 0
    for token in tokens:
        name, colon, value = token.partition(":")
        name = name.lower()
        if not colon and name == "condition":
            facts["condition"] = True
        elif not colon and all(part in data.card_types() for part in name.split("/")):
            facts["types"] = name.split("/")
        elif colon and name in SYMBOL_FIELDS:
            facts[name] = symbols(value, where)
        elif colon and name in NUMBER_FIELDS and value.isdigit():
            facts[name] = int(value)
            given.add(name)
        else:
            raise MoveSyntaxError(
                N_("'{where}': cannot read the card fact '{token}'. Write TYPE (or TYPE/TYPE), cost:, gives:, upkeep:, dice:, points:, condition, e.g. '{example}'."),
                where=where, token=token, example=EXAMPLE,
            )
    if deck != "childhood" and not facts["types"]:
        raise MoveSyntaxError(N_("'{where}': the card's type is missing, e.g. '{example}'."), where=where, example=EXAMPLE)
    if "possession" in facts["types"] and "points" not in given:
        raise MoveSyntaxError(N_("'{where}': a possession's points are missing, e.g. '{example}'."), where=where, example=EXAMPLE)
    # only what is printed: empty fields are left out, so the fact reads like the report
    return {name: value for name, value in facts.items() if value or name in given}


def known(state, name: str) -> dict[str, Any] | None:
    """The card's facts if the session, its file or the user's catalog knows them."""
    return state.facts.get(key(name))


def facts_of(state, name: str) -> dict[str, Any]:
    """The facts of a card already on the table (always known: reported when it appeared)."""
    return state.facts.get(key(name)) or {}


def need_facts(state, name: str, example: str) -> dict[str, Any]:
    """The facts of a card, or a refusal showing how to report them."""
    facts = known(state, name)
    if facts is None:
        raise IllegalMove(
            N_("The facts printed on {card} are not known yet: report them once, e.g. '{example}'."),
            rule_ids=("cards.layout",), card=name, example=example,
        )
    return facts


def describe(name: str) -> Msg:
    """How a card is named when its facts are contradicted."""
    return Msg(N_("card {card}"), card=name)

