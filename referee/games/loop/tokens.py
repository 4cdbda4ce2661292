"""Reading the words of a move: MATERIAL references and option words.

A MATERIAL is named by its type, optionally its QUALITY and its owner:
`glass`, `glass:2`, `Ben.glass:2`, `buy.glass` (Solo: the BUY AREA). Types
may be shortened to a unique prefix (`g:2`). A bare type is enough when all
the owner's MATERIAL of that type have the same QUALITY; otherwise the
referee asks which one. Option words are `key:value` (`free:food`,
`drop:dance`, `card:recycle`) or flags (`rep`, `half`, `face-down`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import MoveSyntaxError
from referee.games.loop import data
from referee.games.loop.state import Material, State
from referee.i18n import N_

MATERIAL_WORD = Msg(N_("MATERIAL"))
PROPERTY_WORD = Msg(N_("PROPERTY"))
FAVOUR_WORD = Msg(N_("FAVOUR"))
BUY_AREA_WHERE = Msg(N_("the BUY AREA"))


@dataclass(frozen=True)
class Ref:
    owner: str | None
    kind: str
    quality: int | None = None

    def text(self) -> str:
        base = self.kind if self.quality is None else f"{self.kind}:{self.quality}"
        return base if self.owner is None else f"{self.owner}.{base}"


def kind_of(word: str, choices: tuple[str, ...] | None = None, what: Msg = MATERIAL_WORD) -> str:
    """A type word (unique prefixes accepted)."""
    choices = choices or data.material_types()
    lowered = word.lower()
    found = [c for c in choices if c == lowered] or [c for c in choices if c.startswith(lowered)]
    if len(found) == 1 and lowered:
        return found[0]
    raise MoveSyntaxError(N_("'{word}' is not a {what}; choose one of: {choices}."), word=word, what=what, choices=", ".join(choices))


def owner_of(word: str, state: State) -> str:
    lowered = word.lower()
    for name in state.order:
        if name.lower() == lowered:
            return name
    if lowered in (data.BUY_AREA, data.CENTRAL):
        return lowered
    raise MoveSyntaxError(N_("'{word}' is not a player here. Players: {players}."), word=word, players=", ".join(state.order))


def parse_ref(token: str, state: State) -> Ref:
    owner = None
    body = token
    if "." in token:
        who, body = token.split(".", 1)
        owner = owner_of(who, state)
    quality = None
    if ":" in body:
        body, raw = body.split(":", 1)
        try:
            quality = int(raw)
        except ValueError:
            raise MoveSyntaxError(N_("'{token}': the QUALITY after ':' must be a number."), token=token) from None
    return Ref(owner, kind_of(body), quality)


def split(tokens: tuple[str, ...], keys: tuple[str, ...] = (), flags: tuple[str, ...] = ()) -> tuple[list[str], dict[str, str], Counter]:
    """Separate positional words, `key:value` options and repeated flags."""
    positional: list[str] = []
    options: dict[str, str] = {}
    seen: Counter = Counter()
    for token in tokens:
        lowered = token.lower()
        if lowered in flags:
            seen[lowered] += 1
            continue
        key, sep, value = token.partition(":")
        if sep and key.lower() in keys:
            if key.lower() in options:
                raise MoveSyntaxError(N_("'{key}:' is given twice."), key=key.lower())
            options[key.lower()] = value
            continue
        positional.append(token)
    return positional, options, seen


def matches(material: Material, ref: Ref) -> bool:
    kinds = {material.kind} | ({material.forged} if material.forged else set())
    return ref.kind in kinds and (ref.quality is None or material.quality == ref.quality)


def pick(materials: list[Material | None], ref: Ref, taken: set[int], where: str | Msg, rule_ids: tuple[str, ...], any_quality: bool = False) -> int:
    """The index of the MATERIAL `ref` names in `materials` (not one already `taken`).
    `any_quality`: the QUALITY does not matter (taking a card from the BUY AREA at a set QUALITY)."""
    found = [i for i, m in enumerate(materials) if m is not None and i not in taken and matches(m, ref)]
    if not found:
        have = ", ".join(describe(m) for m in materials if m is not None) or "-"
        raise IllegalMove(
            N_("There is no {material} in {where} (there: {have})."),
            rule_ids=rule_ids, material=ref.text(), where=where, have=have,
        )
    qualities = sorted({materials[i].quality for i in found})  # type: ignore[union-attr]
    if len(qualities) > 1 and not any_quality:
        options = ", ".join(f"{ref.kind}:{q}" for q in qualities)
        raise IllegalMove(
            N_("Which {kind} in {where}? Say its QUALITY: {options}."),
            rule_ids=rule_ids, kind=ref.kind, where=where, options=options,
        )
    return found[0]


def describe(material: Material) -> str:
    text = f"{material.kind}:{material.quality}"
    return f"{text}(={material.forged})" if material.forged else text
