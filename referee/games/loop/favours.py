"""FAVOUR (P.9 2.4, P.11 3.1; Cooperative P.16; Solo P.17).

`play EFFECT TARGET DETAILS [card:TYPE] [face-down]` puts a red FAVOUR in a
target's AREA; the target then ACCEPTs (takes it into hand, gains REPUTATION,
the effect happens) or REJECTs (discarding the same FAVOUR or 1 REPUTATION).
The Officer's first FAVOUR of a turn cannot be REJECTed, the Lawyer may
`object` by discarding any FAVOUR, the Politician plays face-down and may be
`call`ed, the Scavenger plays RECYCLE as RESELL (`card:recycle`). In
Cooperative Mode the FAVOUR is placed face-up and always takes effect; in
Solo Mode the blue FAVOUR act on the BUY AREA and the central LANDFILL.

Details by effect: `acquire Ben glass:2` (his MATERIAL), `barter Ben
metal:3 glass:2` (mine, his), `recycle Ben food 2` (type in his LANDFILL,
COIN paid), `resell Ben glass:2` (mine), `share Ben plastic` (his). Solo:
`acquire glass:3`, `barter metal:3 glass:2`, `renew glass 2` (QUALITY, at
double COIN), `resell glass:2`, `share glass:3`.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move, MoveSyntaxError
from referee.games.loop import data, effects
from referee.games.loop.queries import event_on
from referee.games.loop.decisions import favour_answered, favour_answers, favour_turned_up
from referee.games.loop.state import FavourPlay, Material, State, bump
from referee.games.loop.tokens import (
    FAVOUR_WORD,
    kind_of,
    owner_of,
    parse_ref,
    pick,
    split,
)
from referee.i18n import N_

RULE = {"acquire": "favour.acquire", "barter": "favour.barter", "recycle": "favour.recycle", "resell": "favour.resell", "share": "favour.share"}
SOLO_RULE = {"acquire": "favour.solo-acquire", "barter": "favour.solo-barter", "renew": "favour.solo-renew", "resell": "favour.solo-resell", "share": "favour.solo-share"}


def no_coin_spending(state: State, name: str) -> None:
    if event_on(state, "everything-is-online") and not state.people[name].cards and name == state.active:
        raise IllegalMove(N_("Everything Is Online: without a CREDIT CARD {player} cannot spend COIN."), rule_ids=("event.everything-is-online",), player=name)


def share_unusable(state: State) -> str | None:
    """The action that leaves a SHARE unused: FAVOUR may be played "before,
    during, and/or after WORK, BUY, or CONSUME" (P.9 2.4), but a SHARE is spent
    only to CONSUME, and "QUALITY is not deducted if the SHAREd MATERIAL is not
    used at the end" (P.11). So a SHARE played in a WORK or BUY turn is played
    and answered as usual and simply goes unused."""
    action = state.this_turn.action
    return action if action in ("work", "buy") else None


def share_message(state: State, player: str, owner: str, kind: str) -> Msg:
    """What a SHARE now in force allows: CONSUME with it, or nothing in a WORK or BUY turn."""
    action = share_unusable(state)
    if action is not None:
        return Msg(N_("{player} chose {action} this turn and cannot CONSUME: the SHARE goes unused and no QUALITY is deducted."), player=player, action=action.upper())
    wear = data.table()["activities"]["consume_wear"]
    if owner == data.BUY_AREA:
        return Msg(N_("{player} may use {quality} QUALITY of the BUY AREA's {kind} to CONSUME (write 'buy.{kind}')."), player=player, kind=kind, quality=wear)
    return Msg(N_("{player} may use {quality} QUALITY of {target}'s {kind} to CONSUME this turn (write '{target}.{kind}')."), player=player, target=owner, kind=kind, quality=wear)


def recycle_quality(state: State, player: str, kind: str, paid: int, rule: str) -> int:
    quality = paid * data.quality_per_coin(state.people[player].career, kind)
    if quality > data.table()["materials"]["quality_max"]:
        raise IllegalMove(N_("That makes QUALITY {quality}; a MATERIAL has at most {maximum}."), rule_ids=(rule, "career.chef"), quality=quality, maximum=data.table()["materials"]["quality_max"])
    only = data.table()["events"]["disposable_culture_quality"]
    if event_on(state, "disposable-culture") and kind == "plastic" and quality != only:
        raise IllegalMove(N_("Disposable Culture: PLASTIC only at QUALITY {only}, not {quality}."), rule_ids=("event.disposable-culture",), quality=quality, only=only)
    return quality


def prepare(state: State, effect: str, player: str, target: str, words: list[str]) -> dict:
    """Check a red FAVOUR's conditions (P.11); returns its details."""
    me, them = state.people[player], state.people[target]
    rule = (RULE[effect],)
    def need(count: int, example: str) -> None:
        if len(words) != count:
            raise MoveSyntaxError(N_("{effect} is played as '{example}'."), effect=effect.upper(), example=example)
    if effect == "acquire":
        need(1, "play acquire Ben glass:2")
        if not them.materials:
            raise IllegalMove(N_("ACQUIRE cannot be played to {target}, who has no MATERIAL."), rule_ids=rule, target=target)
        index = pick(them.materials, parse_ref(words[0], state), set(), target, rule)
        price = them.materials[index].quality
        no_coin_spending(state, player)
        if me.coins < price:
            raise IllegalMove(N_("ACQUIRE costs {price} COIN (its QUALITY); {player} has {coins}."), rule_ids=rule, price=price, player=player, coins=me.coins)
        return {"theirs": words[0]}
    if effect == "barter":
        need(2, "play barter Ben metal:3 glass:2")
        mine = me.materials[pick(me.materials, parse_ref(words[0], state), set(), player, rule)]
        theirs = them.materials[pick(them.materials, parse_ref(words[1], state), set(), target, rule)]
        if theirs.quality > mine.quality:
            raise IllegalMove(N_("BARTER takes a MATERIAL of the same or less QUALITY: {theirs} is above {mine}."), rule_ids=rule, theirs=theirs.quality, mine=mine.quality)
        return {"mine": words[0], "theirs": words[1]}
    if effect == "recycle":
        need(2, "play recycle Ben food 2")
        kind = kind_of(words[0])
        if kind == "utility":
            raise IllegalMove(N_("RECYCLE takes any MATERIAL except UTILITY."), rule_ids=rule)
        if kind not in them.landfill:
            raise IllegalMove(N_("There is no {kind} in {target}'s LANDFILL."), rule_ids=rule, kind=kind, target=target)
        materials = data.table()["materials"]
        if not words[1].isdigit() or not materials["quality_min"] <= int(words[1]) <= materials["quality_max"]:
            raise MoveSyntaxError(N_("RECYCLE: the COIN paid is a number from {minimum} to {maximum}."), minimum=materials["quality_min"], maximum=materials["quality_max"])
        paid = int(words[1])
        recycle_quality(state, player, kind, paid, RULE["recycle"])
        no_coin_spending(state, player)
        if me.coins < paid:
            raise IllegalMove(ngettext("{player} needs {n} COIN and has {coins}.", "{player} needs {n} COIN and has {coins}.", paid, player=player, coins=me.coins), rule_ids=rule)
        return {"kind": kind, "paid": paid}
    if effect == "resell":
        need(1, "play resell Ben glass:2")
        mine = me.materials[pick(me.materials, parse_ref(words[0], state), set(), player, rule)]
        if them.coins < mine.quality:
            raise IllegalMove(N_("RESELL cannot be played to {target}: {target} has {coins} COIN, the price is {price}."), rule_ids=rule, target=target, coins=them.coins, price=mine.quality)
        return {"mine": words[0]}
    need(1, "play share Ben plastic:2")
    pick(them.materials, parse_ref(words[0], state), set(), target, rule)
    return {"theirs": words[0]}


def resolve(state: State, player: str, target: str, effect: str, details: dict, changes: list[Msg]) -> None:
    """The effect of an ACCEPTed (or Cooperative) red FAVOUR."""
    me, them = state.people[player], state.people[target]
    rule = (RULE[effect],)
    if effect == "acquire":
        material = them.materials.pop(pick(them.materials, parse_ref(details["theirs"], state), set(), target, rule))
        me.materials.append(material)
        changes.append(Msg(N_("{player} takes {target}'s {kind} (QUALITY {quality}) and pays {quality} COIN."), player=player, target=target, kind=material.kind, quality=material.quality))
        effects.spend(state, player, material.quality, changes, counted=True)
        effects.coins(state, target, material.quality, changes)
    elif effect == "barter":
        mine = me.materials.pop(pick(me.materials, parse_ref(details["mine"], state), set(), player, rule))
        theirs = them.materials.pop(pick(them.materials, parse_ref(details["theirs"], state), set(), target, rule))
        me.materials.append(theirs)
        them.materials.append(mine)
        changes.append(Msg(N_("{player} gives {mine} for {target}'s {theirs}."), player=player, mine=f"{mine.kind}:{mine.quality}", target=target, theirs=f"{theirs.kind}:{theirs.quality}"))
    elif effect == "recycle":
        quality = recycle_quality(state, player, details["kind"], details["paid"], RULE["recycle"])
        them.landfill.remove(details["kind"])
        me.materials.append(Material(details["kind"], quality))
        changes.append(Msg(N_("{player} RECYCLEs {kind} from {target}'s LANDFILL at QUALITY {quality}."), player=player, kind=details["kind"], target=target, quality=quality))
        effects.spend(state, player, details["paid"], changes, counted=True)
    elif effect == "resell":
        material = me.materials.pop(pick(me.materials, parse_ref(details["mine"], state), set(), player, rule))
        them.materials.append(material)
        changes.append(Msg(N_("{player} gives {target} {kind} (QUALITY {quality}) for {quality} COIN."), player=player, target=target, kind=material.kind, quality=material.quality))
        effects.coins(state, target, -material.quality, changes)
        effects.coins(state, player, material.quality, changes)
    else:
        material = them.materials[pick(them.materials, parse_ref(details["theirs"], state), set(), target, rule)]
        state.this_turn.shares.append({"owner": target, "kind": material.kind, "quality": material.quality, "forged": material.forged})
        changes.append(share_message(state, player, target, material.kind))
    gain = data.table()["favours"]["accept_reputation"][effect]
    if gain:
        effects.reputation(state, target, gain, changes)
    if effect in ("acquire", "resell"):
        for name in (target, player):
            if state.people[name].career == "salesman":
                coins = data.ability_numbers("salesman")["coins"]
                changes.append(ngettext("Salesman: {player} gains {n} COIN.", "Salesman: {player} gains {n} COIN.", coins, player=name))
                effects.coins(state, name, coins, changes)


def play(state: State, move: Move) -> Iterator[None]:
    """The 'play' move: Play a FAVOUR: EFFECT TARGET DETAILS (see 'referee rules show loop
    favours.how-to-play')."""
    effect = move.arg(0)
    words, options, flags = split(move.arg(1, ()), keys=("card",), flags=("face-down",))
    card = kind_of(options["card"], data.ALL_FAVOURS, FAVOUR_WORD) if "card" in options else effect
    if state.mode == "solo":
        return (yield from play_solo(state, move, effect, card, words, flags["face-down"] > 0))
    player = move.player
    person = state.player
    face_down = flags["face-down"] > 0
    if effect not in data.favour_types(state.mode):
        raise IllegalMove(N_("{favour} is a blue FAVOUR, used only in Solo Mode."), rule_ids=("setup.solo-blue-favours",), favour=effect)
    if face_down and person.career != "politician":
        raise IllegalMove(N_("Only the Politician plays a FAVOUR face-down."), rule_ids=("career.politician",))
    if card != effect and not face_down and not (person.career == "scavenger" and effect == "resell" and card == "recycle"):
        raise IllegalMove(N_("A {card} card is played as {effect} only by the Scavenger (RECYCLE as RESELL)."), rule_ids=("career.scavenger",), card=card, effect=effect)
    if not words:
        raise MoveSyntaxError(N_("Name the target player: 'play {effect} PLAYER ...'."), effect=effect)
    target = owner_of(words[0], state)
    if target not in state.people or target == player:
        raise IllegalMove(N_("A FAVOUR is played to another player."), rule_ids=("favours.how-to-play",))
    details = prepare(state, effect, player, target, words[1:])
    effects.check_in_hand(state, player, card, ("favours.how-to-play",))
    yield
    effects.from_hand(state, player, card, ("favours.how-to-play",))
    state.this_turn.favours_played += 1
    changes = [Msg(N_("{player} plays {effect} to {target}."), player=player, effect=effect.upper(), target=target)]
    if state.mode == "cooperative":
        bump(person.played, card)
        changes.append(Msg(N_("Cooperative Mode: the FAVOUR is placed face-up and takes effect (no REJECT).")))
        resolve(state, player, target, effect, details, changes)
        return changes
    enforced = person.career == "officer" and state.this_turn.favours_played == 1
    state.favour = FavourPlay(player, target, effect, card, details, enforced=enforced, face_down=face_down)
    favour_answers(state)
    if face_down:
        changes[0] = Msg(N_("{player} plays a FAVOUR face-down to {target}, claiming {effect}."), player=player, target=target, effect=effect.upper())
    if enforced:
        changes.append(Msg(N_("Enforce: the Officer's first FAVOUR this turn cannot be REJECTed.")))
    return changes


def accept(state: State, move: Move) -> Iterator[None]:
    """The 'accept' move: ACCEPT the FAVOUR played to you (its effect was checked when it was played)."""
    favour = state.favour
    assert favour is not None
    yield
    target = state.people[favour.target]
    bump(target.hand, favour.card)
    favour_answered(state)
    changes = [Msg(N_("{target} ACCEPTs and takes the FAVOUR into hand."), target=favour.target)]
    resolve(state, favour.player, favour.target, favour.effect, favour.details, changes)
    return changes


def reject(state: State, move: Move) -> Iterator[None]:
    """P.9 b: REJECT by discarding the same FAVOUR or 1 REPUTATION; otherwise ACCEPT."""
    favour = state.favour
    assert favour is not None
    how = move.arg(0)
    target = state.people[move.player]
    if favour.enforced:
        raise IllegalMove(N_("Enforce: {player}'s first FAVOUR this turn cannot be REJECTed (only the Lawyer may object)."), rule_ids=("career.officer",), player=favour.player)
    cost = data.table()["reputation"]["reject_cost"]
    if how == "favour":
        if state.active_event == "manners-makyth-man":
            raise IllegalMove(N_("Manners Makyth Man: REJECT only by deducting {cost} REPUTATION."), rule_ids=("event.manners-makyth-man",), cost=cost)
        if target.hand.get(favour.effect, 0) <= 0:
            raise IllegalMove(N_("{player} holds no {favour} to discard (REJECT by {cost} REPUTATION, or ACCEPT)."), rule_ids=("favours.reject",), player=move.player, favour=favour.effect.upper(), cost=cost)
    elif target.reputation < cost:
        raise IllegalMove(N_("{player} has no REPUTATION to spend (REJECT by discarding another {favour} FAVOUR from their hand, or ACCEPT)."), rule_ids=("favours.reject", "reputation.reject"), player=move.player, favour=favour.effect.upper())
    yield
    changes: list[Msg] = []
    if how == "favour":
        bump(target.hand, favour.effect, -1)
        bump(state.favour_discard, favour.effect)
        changes.append(Msg(N_("{player} discards a {favour} to REJECT."), player=move.player, favour=favour.effect.upper()))
    else:
        effects.reputation(state, move.player, -cost, changes)
    bump(state.favour_discard, favour.card)
    favour_answered(state)
    changes.append(Msg(N_("{player} REJECTs the FAVOUR; it goes to the Discard Pile."), player=move.player))
    return changes


def object_(state: State, move: Move) -> Iterator[None]:
    """Lawyer's Objection: discard any 1 FAVOUR to REJECT a FAVOUR, even one not aimed at you."""
    favour = state.favour
    assert favour is not None
    if state.people[move.player].career != "lawyer" or move.player == favour.player:
        raise IllegalMove(N_("Only a Lawyer objects, and not to their own FAVOUR."), rule_ids=("career.lawyer",))
    kind = move.arg(0)
    effects.check_in_hand(state, move.player, kind, ("career.lawyer",))
    yield
    effects.from_hand(state, move.player, kind, ("career.lawyer",))
    bump(state.favour_discard, kind)
    bump(state.favour_discard, favour.card)
    favour_answered(state)
    return [Msg(N_("Objection! {player} discards a {favour}; {owner}'s FAVOUR is REJECTed."), player=move.player, favour=kind.upper(), owner=favour.player)]


def call(state: State, move: Move) -> Iterator[None]:
    """Calling the Politician's bluff: a true claim gives the Politician REPUTATION; a lie is discarded."""
    favour = state.favour
    assert favour is not None
    if not favour.face_down:
        raise IllegalMove(N_("Only a face-down FAVOUR (Politician) can be called."), rule_ids=("career.politician",))
    yield
    if favour.card == favour.effect:
        favour.face_down = False
        favour_turned_up(state)
        changes = [Msg(N_("The FAVOUR is {favour}, as claimed."), favour=favour.card.upper())]
        effects.reputation(state, favour.player, data.ability_numbers("politician")["reputation"], changes)
        return changes
    bump(state.favour_discard, favour.card)
    favour_answered(state)
    return [Msg(N_("The FAVOUR is {card}, not {claim}: it is discarded."), card=favour.card.upper(), claim=favour.effect.upper())]


def buy_area_ref(state: State, word: str, rule: str) -> tuple[int, int]:
    """A BUY AREA MATERIAL for the blue FAVOUR and its Exhibited QUALITY (reported when not yet known)."""
    ref = parse_ref(word, state)
    slots = [i for i, m in enumerate(state.buy_area) if m is not None and m.kind == ref.kind]
    if not slots:
        there = ", ".join(f"{m.kind}:{m.quality or '?'}" for m in state.buy_area if m is not None) or "-"
        raise IllegalMove(N_("There is no {kind} in the BUY AREA (there: {there})."), rule_ids=(rule,), kind=ref.kind, there=there)
    for index in slots:
        shown = state.buy_area[index].quality  # type: ignore[union-attr]
        if ref.quality is None and shown:
            if len({state.buy_area[i].quality for i in slots}) > 1:  # type: ignore[union-attr]
                break
            return index, shown
        if ref.quality is not None and (shown == ref.quality or not shown):
            return index, ref.quality
    if ref.quality is None:
        raise IllegalMove(N_("Give the {kind}'s Exhibited QUALITY (white dots shown), e.g. '{kind}:2'."), rule_ids=(rule,), kind=ref.kind)
    raise IllegalMove(N_("No {kind} in the BUY AREA shows QUALITY {quality}."), rule_ids=(rule,), kind=ref.kind, quality=ref.quality)


def play_solo(state: State, move: Move, effect: str, card: str, words: list[str], face_down: bool) -> Iterator[None]:
    """The blue FAVOUR (P.17): placed face-up, the effect takes place against the BUY AREA.
    Each effect checks, then yields (nothing changed so far), then acts."""
    person = state.player
    if effect not in data.favour_types("solo"):
        raise IllegalMove(N_("Solo Mode uses the blue FAVOUR: {favours}."), rule_ids=("solo.favours",), favours=", ".join(data.favour_types("solo")))
    if face_down:
        raise IllegalMove(N_("Only the Politician plays a FAVOUR face-down."), rule_ids=("career.politician",))
    if card != effect and not (person.career == "scavenger" and effect == "resell" and card == "renew"):
        raise IllegalMove(N_("A {card} card is played as {effect} only by the Scavenger (RENEW as RESELL)."), rule_ids=("career.scavenger",), card=card, effect=effect)
    rule = SOLO_RULE[effect]
    changes: list[Msg] = []

    def in_hand() -> None:
        effects.check_in_hand(state, move.player, card, ("solo.favours",))

    if effect == "acquire":
        if len(words) != 1:
            raise MoveSyntaxError(N_("{effect} is played as '{example}'."), effect="ACQUIRE", example="play acquire glass:3")
        no_coin_spending(state, move.player)
        index, quality = buy_area_ref(state, words[0], rule)
        if person.coins < quality:
            raise IllegalMove(N_("ACQUIRE costs {price} COIN (its Exhibited QUALITY); {player} has {coins}."), rule_ids=(rule,), price=quality, player=move.player, coins=person.coins)
        in_hand()
        yield
        kind = state.buy_area[index].kind  # type: ignore[union-attr]
        state.buy_area[index] = None
        person.materials.append(Material(kind, quality))
        changes.append(Msg(N_("{player} ACQUIREs {kind} at QUALITY {quality} from the BUY AREA."), player=move.player, kind=kind, quality=quality))
        effects.spend(state, move.player, quality, changes, counted=True)
    elif effect == "barter":
        if len(words) != 2:
            raise MoveSyntaxError(N_("{effect} is played as '{example}'."), effect="BARTER", example="play barter metal:3 glass:2")
        mine_index = pick(person.materials, parse_ref(words[0], state), set(), move.player, (rule,))
        index, quality = buy_area_ref(state, words[1], rule)
        mine = person.materials[mine_index]
        if quality > mine.quality:
            raise IllegalMove(N_("BARTER takes a MATERIAL of the same or less QUALITY: {theirs} is above {mine}."), rule_ids=(rule,), theirs=quality, mine=mine.quality)
        in_hand()
        yield
        theirs = state.buy_area[index]
        person.materials.pop(mine_index)
        state.buy_area[index] = Material(mine.kind, mine.quality)
        person.materials.append(Material(theirs.kind, quality))  # type: ignore[union-attr]
        changes.append(Msg(N_("{player} exchanges {mine} for {theirs} from the BUY AREA."), player=move.player, mine=f"{mine.kind}:{mine.quality}", theirs=f"{theirs.kind}:{quality}"))  # type: ignore[union-attr]
    elif effect == "renew":
        if len(words) != 2 or not words[1].isdigit():
            raise MoveSyntaxError(N_("{effect} is played as '{example}'."), effect="RENEW", example="play renew glass 2")
        kind, quality = kind_of(words[0]), int(words[1])
        materials = data.table()["materials"]
        if not materials["quality_min"] <= quality <= materials["quality_max"]:
            raise IllegalMove(N_("QUALITY is {minimum} to {maximum}."), rule_ids=(rule,), minimum=materials["quality_min"], maximum=materials["quality_max"])
        if state.discard.get(kind, 0) <= 0:
            raise IllegalMove(N_("There is no {kind} in the central LANDFILL."), rule_ids=(rule,), kind=kind)
        no_coin_spending(state, move.player)
        price = 2 * quality
        if person.coins < price:
            raise IllegalMove(N_("RENEW at QUALITY {quality} costs {price} COIN (double); {player} has {coins}."), rule_ids=(rule,), quality=quality, price=price, player=move.player, coins=person.coins)
        in_hand()
        yield
        bump(state.discard, kind, -1)
        person.materials.append(Material(kind, quality))
        changes.append(Msg(N_("{player} RENEWs {kind} at QUALITY {quality}."), player=move.player, kind=kind, quality=quality))
        effects.spend(state, move.player, price, changes, counted=False)
    elif effect == "resell":
        if len(words) != 1:
            raise MoveSyntaxError(N_("{effect} is played as '{example}'."), effect="RESELL", example="play resell glass:2")
        index = pick(person.materials, parse_ref(words[0], state), set(), move.player, (rule,))
        in_hand()
        yield
        material = person.materials.pop(index)
        bump(state.deck, material.kind)
        changes.append(Msg(N_("{player} puts {kind} under the MATERIAL deck for {quality} COIN."), player=move.player, kind=material.kind, quality=material.quality))
        effects.coins(state, move.player, material.quality, changes)
    else:
        if len(words) != 1:
            raise MoveSyntaxError(N_("{effect} is played as '{example}'."), effect="SHARE", example="play share glass:3")
        index, quality = buy_area_ref(state, words[0], rule)
        in_hand()
        yield
        slot = state.buy_area[index]
        slot.quality = quality  # type: ignore[union-attr]
        state.this_turn.shares.append({"owner": data.BUY_AREA, "kind": slot.kind, "quality": quality, "forged": None})  # type: ignore[union-attr]
        changes.append(share_message(state, move.player, data.BUY_AREA, slot.kind))  # type: ignore[union-attr]
    effects.from_hand(state, move.player, card, ("solo.favours",))
    bump(person.played, card)
    state.this_turn.favours_played += 1
    return changes
