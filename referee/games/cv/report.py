"""What the table sees: `status` (JSON-ready), the end-of-game `tally` in
the scorer's format (scoring.py reads it, so `score --file` agrees with
`score cv TALLY`), and `hints` for one player: dice that may be rerolled,
track cards the dice and tokens can buy (and with good luck), the event
symbols left over for the second card of the turn (rule note on
'select.events-unused': they serve either card, lost when Select Cards
ends) and the cards that need them, bad luck
symbols until the next misfortune, who qualifies for social assistance.
"""

from __future__ import annotations

from typing import Any

from referee.core.messages import Msg
from referee.games.cv import buying, cards, data, dice, track
from referee.games.cv.flow import FLOW
from referee.games.cv.state import State
from referee.i18n import N_


def status(state: State) -> dict[str, Any]:
    players = {}
    for name in state.players:
        person = state.people[name]
        players[name] = {
            "bicycle_token": person.bicycle_token,
            "cv": {kind: list(stack) for kind, stack in person.stacks.items() if stack},
            "active_cards": person.active_cards(),
            "cv_cards": person.cv_size(),
            "hand": list(person.hand),
            "tokens": list(person.tokens),
        }
    turn = state.this_turn
    return {
        "game": data.GAME_ID,
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase,
        "active_player": state.active if state.turn else None,
        "must_act": {name: list(verbs) for name, verbs in FLOW.expected(state).actors.items()},
        "dice": list(turn.dice),
        "rerolls_used": turn.rerolls,
        "bought": list(turn.bought),
        "played_symbols": list(turn.loose),
        "track": list(state.track),
        "decks": dict(state.decks),
        "public_goals": list(state.goals),
        "players": players,
        "over": state.over,
    }


def tally(state: State) -> dict[str, Any]:
    players = {}
    for name in state.players:
        person = state.people[name]
        entry: dict[str, Any] = {kind: len(person.stacks[kind]) for kind in ("health", "relationship", "knowledge", "work")}
        entry["possessions"] = [cards.facts_of(state, card).get("points", 0) for card in person.stacks["possession"]]
        entry["life_goal"] = person.goal_points or 0
        entry["public_goals"] = {goal: person.measures.get(goal, 0) for goal in state.goals}
        players[name] = entry
    goals = [{"name": goal, "points": (state.facts.get(cards.goal_key(goal)) or {}).get("points", 0)} for goal in state.goals]
    return {"mode": "standard", "public_goals": goals, "players": players}


def hints(state: State, player: str) -> list[Msg]:
    person = state.people[player]
    lines: list[Msg] = []
    if player == state.active and state.phase == "select":
        count = dice.rerollable(state)
        if count:
            lines.append(Msg(N_("Dice that may be rerolled: {count} (bad luck dice are frozen); rerolls left: {left}."), count=count, left=data.table()["rerolls"] - state.this_turn.rerolls))
        loose = state.this_turn.loose if buying.no_more_cards(state) is None else []
        if loose:
            lines.append(Msg(N_("Symbols of cards played to help buy, left over for another card this turn: {symbols} (lost when Select Cards ends)."), symbols=", ".join(loose)))
        for number, (card, luck) in enumerate(buying.affordable(state), start=1):
            if luck:
                lines.append(Msg(N_("{number}. {card}: with {count} good luck ('buy {card} luck')."), number=number, card=card, count=data.good_luck_buys()))
            elif loose and buying.missing(state, card, False, ignore_loose=True):
                lines.append(Msg(N_("{number}. {card}: with dice, tokens and the symbols left over from played cards ('buy {card}')."), number=number, card=card))
            else:
                lines.append(Msg(N_("{number}. {card}: with dice and tokens ('buy {card}')."), number=number, card=card))
    if state.this_turn.rolled and player == state.active:
        bad = dice.bad_luck_count(state, person, state.this_turn.dice)
    else:
        bad = person.tokens.count(data.bad_luck())
    per = data.table()["bad_luck_per_misfortune"]
    lines.append(Msg(N_("Bad luck: {count}; {left} more until the next misfortune."), count=bad, left=per - bad % per))
    if player in track.assisted(state):
        lines.append(Msg(N_("{player} would get social assistance if a deck ran out now."), player=player))
    return lines
