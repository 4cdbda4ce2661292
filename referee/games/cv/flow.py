"""The order of play as a table of phases ("Setup"; "Game Play", phases 1-5;
"Social Assistance"; "End of the Game").

Set-up: the track, the public life goals, the childhood cards dealt, the
draft. Then each turn: roll, select cards (rerolls first), bad luck, add to
CV, upkeep, cleanup (refill, with social assistance when a deck runs out),
the end of the turn (tokens; the end of the game at the end of a round).
Decisions owed (a misfortune's discard, where a card goes, social
assistance) sit in `state.pending` and come before the phase.
"""

from __future__ import annotations

from referee.core.flow import Flow, Phase
from referee.core.messages import Msg, ngettext
from referee.games.cv import data, ending, labels, placing, setup, track
from referee.games.cv.dice import rerollable
from referee.games.cv.state import State, Turn
from referee.i18n import N_

HAND_VERBS = ("card", "play")


def _dealer(state: State) -> str:
    return state.players[0]


def _start_turn(state: State, changes: list[Msg]) -> None:
    if state.turn == 0:
        state.turn = 1
    else:
        Flow.next_turn(state)
    state.this_turn = Turn()
    changes.append(Msg(N_("Round {round}: {player}'s turn."), round=state.round, player=state.active))


def _select_verbs(state: State) -> tuple[str, ...]:
    turn = state.this_turn
    verbs = []
    if rerollable(state):
        verbs.append("reroll")
    if state.track and len(turn.bought) < data.table()["cards_per_turn"]:
        verbs.append("buy")
    return (*verbs, "done", "effect", *HAND_VERBS)


def _select_label(state: State) -> Msg:
    turn = state.this_turn
    left = data.table()["rerolls"] - turn.rerolls
    if rerollable(state):
        return Msg(N_("{player}: select cards, or reroll ({left} left; {count} dice may be rerolled)"), player=state.active, left=left, count=rerollable(state))
    return Msg(N_("{player}: select cards ({taken} taken)"), player=state.active, taken=len(turn.bought))


def _end_turn(state: State, changes: list[Msg]) -> None:
    changes.append(placing.update_tokens(state, state.me))
    if track.game_ends(state):
        state.ending = True
        changes.append(Msg(
            N_("End of the round and the old age deck holds {cards}, fewer than the {players} players: the game is over. Each player reports their life goals: 'goals POINTS GOAL:MEASURE...'."),
            cards=ngettext("{n} card", "{n} cards", state.decks[data.stages()[-1]]), players=len(state.players),
        ))


def _over(state: State, changes: list[Msg]) -> None:
    FLOW.end_game(state, Msg(N_("The old age deck ran short at the end of a round.")), changes)


# Set-up and the final count: no card is played then.
NO_PLAY_PHASES = ("track", "goals", "deal", "draft", "final", "over")


def anytime(state: State) -> dict[str, tuple[str, ...]]:
    """Event cards: "A player can play an event card at any moment to use its
    effect, then discard the card" (Cards, 7): whoever holds a card in hand may
    play it, on anyone's turn, once the game is under way."""
    if state.phase in NO_PLAY_PHASES:
        return {}
    return {name: ("play",) for name in state.players if state.people[name].hand}


def _nobody(state: State) -> dict:
    return {}


PHASES = [
    Phase("track", lambda s: Msg(N_("Set-up: reveal the track ({count} of {length})"), count=len(s.track), length=data.table()["track_length"]),
          lambda s: {_dealer(s): ("reveal",)}, done=lambda s: len(s.track) >= data.table()["track_length"], next="goals"),
    Phase("goals", lambda s: Msg(N_("Set-up: reveal the public life goals ({count} of {total})"), count=len(s.goals), total=data.public_goals(len(s.players))),
          lambda s: {_dealer(s): ("goal",)}, done=lambda s: len(s.goals) >= data.public_goals(len(s.players)), next="deal"),
    Phase("deal", lambda s: Msg(N_("Set-up: report the childhood cards dealt to you")),
          lambda s: {name: ("dealt",) for name in s.players if not s.people[name].dealt},
          done=lambda s: all(p.dealt for p in s.people.values()), next="draft"),
    Phase("draft", lambda s: ngettext("Set-up: the childhood draft, keep {n} card", "Set-up: the childhood draft, keep {n} cards", data.keep_per_pass()),
          lambda s: {name: ("keep",) for name in s.players if setup.keeps_now(s.people[name])},
          done=lambda s: all(not p.dealt for p in s.people.values()), next="roll"),
    Phase("roll", lambda s: Msg(N_("{player}: roll the dice"), player=s.active),
          lambda s: {s.active: ("roll", *HAND_VERBS)}, done=lambda s: s.this_turn.rolled, next="select", enter=_start_turn),
    Phase("select", _select_label, lambda s: {s.active: _select_verbs(s)},
          done=lambda s: s.this_turn.selected or len(s.this_turn.bought) >= data.table()["cards_per_turn"], next="bad-luck"),
    Phase("bad-luck", lambda s: Msg(N_("{player}: bad luck"), player=s.active), _nobody, done=lambda s: True, next="add", enter=placing.misfortunes_owed),
    Phase("add", lambda s: Msg(N_("{player}: add to CV"), player=s.active), _nobody, done=lambda s: True, next="upkeep", enter=placing.place_bought),
    Phase("upkeep", lambda s: Msg(N_("{player}: pay card costs"), player=s.active), _nobody, done=lambda s: True, next="cleanup", enter=placing.pay_upkeep),
    Phase("cleanup", lambda s: Msg(N_("{player}: cleanup, refill the track from the {deck} deck"), player=s.active, deck=labels.deck(s.stage)),
          lambda s: {s.active: ("reveal",)}, done=track.refilled, next="turn-end", enter=track.slide),
    Phase("turn-end", lambda s: Msg(N_("{player}: end of the turn"), player=s.active), _nobody, done=lambda s: True,
          next=lambda s: "final" if s.ending else "roll", enter=_end_turn),
    Phase("final", lambda s: Msg(N_("The end: reveal your secret life goal and report your life goals")),
          lambda s: {name: ("goals",) for name in s.players if s.people[name].goal_points is None}, done=ending.reported, next="over"),
    Phase("over", lambda s: Msg(N_("The game is over.")), _nobody, enter=_over),
]

FLOW = Flow(PHASES, start="track")
