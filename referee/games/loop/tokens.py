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
from referee.core.moves import Move, MoveSyntaxError
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


def pick(materials: list[Material | None], ref: Ref, taken: set[int], where: str | Msg, rule_ids: tuple[str, ...]) -> int:
    """The index of the MATERIAL `ref` names in `materials` (not one already `taken`);
    when those of its type differ in QUALITY, the move must say which (a BUY AREA
    card a move takes is found by `buy_area_slot`)."""
    found = [i for i, m in enumerate(materials) if m is not None and i not in taken and matches(m, ref)]
    if not found:
        have = ", ".join(describe(m) for m in materials if m is not None) or "-"
        raise IllegalMove(
            N_("There is no {material} in {where} (there: {have})."),
            rule_ids=rule_ids, material=ref.text(), where=where, have=have,
        )
    qualities = sorted({materials[i].quality for i in found})  # type: ignore[union-attr]
    if len(qualities) > 1:
        options = ", ".join(f"{ref.kind}:{q}" for q in qualities)
        raise IllegalMove(
            N_("Which {kind} in {where}? Say its QUALITY: {options}."),
            rule_ids=rule_ids, kind=ref.kind, where=where, options=options,
        )
    return found[0]


def describe(material: Material) -> str:
    text = f"{material.kind}:{material.quality}"
    return f"{text}(={material.forged})" if material.forged else text


def buy_area_slot(state: State, move: Move, word: str, rule_ids: tuple[str, ...], area: list[Material | None] | None = None, key: str = "") -> int:
    """The BUY AREA slot of the MATERIAL a move takes (BUY, the Welcoming Gift,
    Create, BOGOF, Redeem Bonus), named by `word`: 'glass', or 'glass:3' for
    the glass showing QUALITY 3; `key` is the option it came in ('free:').

    In Solo the QUALITY a card shows in the BUY AREA matters: the blue FAVOUR
    use its "Exhibited QUALITY" (P.17). So when the cards of that type show
    different QUALITY the move must say which one it takes, and is refused
    with the moves to choose from; elsewhere any card of the type will do
    (as in sessions recorded before the move had to say, which took the first).
    `area`: the BUY AREA as it stands for this move (default: the board's)."""
    area = state.buy_area if area is None else area
    ref = parse_ref(word, state)
    slots = [i for i, m in enumerate(area) if m is not None and m.kind == ref.kind]
    if not slots:
        have = ", ".join(describe(m) if m.quality else m.kind for m in area if m is not None) or "-"
        raise IllegalMove(N_("There is no {material} in {where} (there: {have})."), rule_ids=rule_ids, material=ref.kind, where=BUY_AREA_WHERE, have=have)
    if ref.quality is not None:
        shown = [i for i in slots if area[i].quality == ref.quality] or [i for i in slots if not area[i].quality]  # type: ignore[union-attr]
        if not shown:
            raise IllegalMove(N_("No {kind} in the BUY AREA shows QUALITY {quality}."), rule_ids=rule_ids, kind=ref.kind, quality=ref.quality)
        return shown[0]
    qualities = sorted({area[i].quality for i in slots})  # type: ignore[union-attr]
    if state.mode == "solo" and state.named_buy_area_cards and len(qualities) > 1:
        named = [f"{ref.kind}:{q}" if q else f"{ref.kind}:N" for q in qualities]
        lines = "; ".join(f"{n}) {_renamed(move, key + word, key + name)}" for n, name in enumerate(named, start=1))
        raise IllegalMove(
            N_("Which {kind} of the BUY AREA? They show different QUALITY, and the one left on the board matters (its Exhibited QUALITY): {options}."),
            rule_ids=(*rule_ids, "favour.solo-acquire"), kind=ref.kind, options=lines,
        )
    return slots[0]


def _renamed(move: Move, token: str, replacement: str) -> str:
    """`move`'s line with its first `token` replaced ('free:glass' -> 'free:glass:3')."""
    words = move.text().split()
    for i, word in enumerate(words[2:], start=2):
        if word == token:
            words[i] = replacement
            break
    return " ".join(words)
