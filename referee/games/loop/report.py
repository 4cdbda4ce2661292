"""What the table sees: `status` (JSON-ready, every tracked number) and the
end-of-game `tally` in the scorer's format (scoring.py reads it).

The DEPLETION Penalty is taken from the HAPPINESS track the moment it
happens (P.10: "loses 1 HAPPINESS immediately and may trigger EVENT"); the
tally reports HAPPINESS before it and `triggered_depletion`, so the score
sheet shows it as a penalty row without counting it twice.
"""

from __future__ import annotations

from typing import Any

from referee.core.engine import Expectation, must_act
from referee.core.status_head import status_head
from referee.games.loop import data
from referee.games.loop.decisions import first_response
from referee.games.loop.queries import numbered
from referee.games.loop.state import Activity, Material, State


def _material(m: Material | None) -> str | None:
    if m is None:
        return None
    text = f"{m.kind}:{m.quality}" if m.quality else m.kind
    return f"{text}={m.forged}" if m.forged else text


def _activity(card: Activity | None) -> dict[str, Any] | None:
    if card is None:
        return None
    return {"name": card.name, "colours": list(card.colours), "properties": list(card.properties)}


def status(state: State, expectation: Expectation) -> dict[str, Any]:
    """Everything the table tracks, JSON-ready: board, players, and who must act (the pending queue's shape)."""
    players = {}
    for name in state.order:
        p = state.people[name]
        players[name] = {
            "seat": p.seat + 1,
            "starting_player": p.golden,
            "career": p.career,
            "coins": p.coins,
            "happiness": p.happiness,
            "reputation": p.reputation,
            "materials": [_material(m) for m in p.materials],
            "landfill": list(p.landfill),
            "activities": [_activity(a) for a in p.activities],
            "activities_completed": p.completed,
            "goals": list(p.goals),
            "favours": dict(sorted(p.hand.items())),
            "favours_played": dict(sorted(p.played.items())),
            "credit_cards": {str(number): card["paid"] for number, card in numbered(state, p)},   # number -> COIN paid
            "events_face_down": p.events_down,
        }
    pending = None
    if state.favour is not None:
        pending = {
            "player": state.favour.player, "target": state.favour.target, "effect": state.favour.effect,
            "details": dict(state.favour.details), "cannot_reject": state.favour.enforced, "face_down": state.favour.face_down,
        }
    return {
        **status_head(data.GAME_ID, state, state.active if state.phase != "setup" else None),
        "must_act": state.pending.open_to_json() if state.pending else must_act(expectation, source=state.phase),
        "action_this_turn": state.this_turn.action,
        "board": {
            "buy_area": [_material(m) for m in state.buy_area],
            "consume_area": [_activity(a) for a in state.consume_area],
            "material_deck": state.deck_size(),
            "material_discard": dict(sorted(state.discard.items())),
            "activity_deck": state.activity_deck_size(),
            "activity_discard": len(state.activity_discard),
            "favour_deck": sum(state.favour_deck.values()),
            "favour_discard": sum(state.favour_discard.values()),
            "event_deck": state.events_left() if state.mode in data.MODES_WITH_EVENTS else None,
            "active_event": state.active_event,
            "event_discard": list(state.event_discard),
        },
        "players": players,
        "pending_favour": pending,
        "immediate_event": first_response(state).data["event"] if first_response(state) else None,
        "end_triggered": state.end_triggered,
        "depletion": state.depleted,
        "over": state.over,
    }


def tally(state: State) -> dict[str, Any]:
    penalties = data.scoring()["penalties"][state.mode]
    players = {}
    for name in state.order:
        p = state.people[name]
        triggered = state.depletion_by == name
        happiness = p.happiness + (state.depletion_loss if triggered else 0)
        entry: dict[str, Any] = {
            "happiness": min(happiness, data.happiness_max()),
            "reputation": p.reputation,
            "landfill": len(p.landfill),
            "goals": len(p.goals),
            "activities": p.completed,
        }
        if "debt" in penalties:
            entry["credit_cards"] = len(p.cards)
        entry["triggered_depletion"] = triggered
        players[name] = entry
    return {"mode": state.mode, "players": players}
