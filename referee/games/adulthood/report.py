"""What the table sees: `status` (JSON-ready, every tracked number), the
end-of-game `tally` in the scorer's format (scoring.py reads it) and `hints`
for one player (spots they can afford, cards they can play, Promotion and
Marriage, how far everyone is from crossing)."""

from __future__ import annotations

from typing import Any

from referee.core.messages import Msg, ngettext
from referee.core.status_head import status_head
from referee.games.adulthood import cards, data, market, spots, tracks
from referee.games.adulthood.flow import FLOW
from referee.games.adulthood.playing import playable
from referee.games.adulthood.state import Person, State
from referee.games.adulthood.tableau import facts_of, icons, missing_icons, partners, time_supply
from referee.i18n import N_


def _person(state: State, p: Person) -> dict[str, Any]:
    cross = state.board().get("cross")
    return {
        "time": time_supply(state, p),
        "energy": p.energy,
        "money": p.money,
        "happiness": p.happiness,
        "impact": p.impact,
        "unhappiness_tokens": p.unhappiness,
        "negative_impact_tokens": p.negative,
        "to_cross": max(0, cross - p.happiness - p.impact) if cross is not None else None,
        "grown_up": p.grown_up,
        "promoted": p.promoted,
        "married": p.married,
        "hand": list(p.hand),
        "slots": dict(p.slots),
        "partner": p.partner,
        "more_partners": list(p.more_partners),   # Open Relationship: the other active Partners
        "resources_traits": list(p.side),
        "experiences": list(p.experiences),
        "life_icons": dict(sorted(icons(state, p).items())),
        "values": {"face_down": p.values_down, "in_hand": p.values_hand},
        "placed": p.placed,
    }


def status(state: State) -> dict[str, Any]:
    expected = FLOW.expected(state)
    return {
        **status_head(data.GAME_ID, state, state.active if state.turn else None),
        # a decision owed (a Life Event to report...) in the pending queue's shape, as LOOP's
        "must_act": state.pending.open_to_json() if state.pending else {name: list(verbs) for name, verbs in expected.actors.items()},
        "market": list(state.market),
        "life_events_in_effect": sorted(state.lasting_until),
        "solo_life_events": state.solo_events if state.mode == data.SOLO else None,
        "end_triggered": state.end_triggered,
        "players": {name: _person(state, state.people[name]) for name in state.players},
        "over": state.over,
    }


def tally(state: State) -> dict[str, Any]:
    lap = data.scoring()["lap_bonus"]
    players: dict[str, Any] = {}
    for name in state.players:
        p = state.people[name]
        entry: dict[str, Any] = {
            "happiness": p.happiness % lap,
            "happiness_laps": p.happiness // lap,
            "impact": p.impact % lap,
            "impact_laps": p.impact // lap,
            "unhappiness_tokens": p.unhappiness,
            "negative_impact_tokens": p.negative,
        }
        if state.mode == data.SOLO:
            entry["markers_crossed"] = tracks.crossed(state, p, after_tokens=True)
            if p.achievement:
                entry["achievement"] = p.achievement
            entry["achievement_level"] = p.level or 0
        else:
            entry["heart"] = p.heart
            entry["values"] = list(p.values_points or [])
            entry["life_icons"] = dict(sorted(icons(state, p).items()))
        players[name] = entry
    return {"game": data.GAME_ID, "mode": state.mode, "players": players}


def hints(state: State, name: str) -> list[Msg]:
    p = state.people[name]
    out: list[Msg] = []
    if p.placed is None and not state.over:
        visible = spots.visible(state, p)
        fits = [s for s in visible.values() if spots.affordable(state, p, [s])]
        out.append(Msg(N_("Spots {player} can afford now: {spots}."), player=name, spots=", ".join(f"{s.id} ({_cost(s.cost)})" for s in fits) or "—"))
    for card in p.hand:
        facts = cards.known(state, card)
        if facts is None:
            out.append(Msg(N_("{card}: facts not reported yet (report them when you play it)."), card=card))
            continue
        refusal = playable(state, p, card, facts)
        if refusal is None:
            out.append(Msg(N_("You can play {card} ({type}, cost {cost})."), card=card, type=data.type_name(facts.get("type")), cost=data.amounts(cards.bundle(facts.get("cost", "")))))
        else:
            out.append(Msg(N_("Not yet {card}: {reason}"), card=card, reason=refusal.msg))
    out += _upgrade_hint(state, p, p.slots.get("career"), p.promoted, "interview", Msg(N_("Promotion")))
    for partner in partners(p):
        out += _upgrade_hint(state, p, partner, p.married, "date", Msg(N_("Marriage")))
    if state.turn_state and name == state.active and state.phase == "play":
        for slot, card in enumerate(state.market, start=1):
            if card is not None:
                cost = market.price(state, slot) if state.mode != data.SOLO or state.turn_state.paid_drafts < len(data.solo_prices()) else None
                if cost is not None and not tracks.short(p, cost):
                    out.append(Msg(N_("Market slot {slot}: {card} for {cost}."), slot=slot, card=card, cost=data.amounts(cost)))
    cross = state.board().get("cross")
    if cross is not None:
        for other in state.players:
            q = state.people[other]
            steps = max(0, cross - q.happiness - q.impact)
            out.append(ngettext("{player} is {steps} step from crossing (Happiness {happy} + Impact {impact}, cross at {cross}).",
                                "{player} is {steps} steps from crossing (Happiness {happy} + Impact {impact}, cross at {cross}).",
                                steps, player=other, steps=steps, happy=q.happiness, impact=q.impact, cross=cross))
    return out


def _cost(cost: dict[str, int]) -> str:
    return "".join(f"{n}{letter}" for letter, key in cards.LETTERS.items() for n in [cost.get(key, 0)] if n)


def _upgrade_hint(state: State, p: Person, card: str | None, done: bool, spot: str, what: Msg) -> list[Msg]:
    if card is None or done:
        return []
    if not p.grown_up:
        return [Msg(N_("{what} of {card}: not Grown Up yet."), what=what, card=card)]
    lacking = missing_icons(state, p, facts_of(state, card).get("upgrade", []))
    if lacking:
        return [Msg(N_("{what} of {card}: lacks the Life icons {icons}."), what=what, card=card, icons=", ".join(lacking))]
    return [Msg(N_("{what} of {card} is open: place on {spot}."), what=what, card=card, spot=spot)]
