"""Setting up Adulthood (Set Up the Game; solo changes in Adulthood (Solo Mode)).

`initial` gives each player the printed starting supply; `checklist` lists the
set-up steps for the player count and mode; `enter` owes the reports the
referee needs before the first turn: the boards' printed spaces (once per
machine), the market row, the Career each player keeps, and in solo the
Achievement kept. The oldest player is seated first.
"""

from __future__ import annotations

from referee.core.engine import Setup
from referee.core.errors import BadInput
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.core.pending import Decision
from referee.games.adulthood import board, cards, data
from referee.games.adulthood.state import Person, State
from referee.i18n import N_


def validate(setup: Setup) -> None:
    if setup.options:
        raise BadInput(N_("Adulthood takes no set-up options (got: {options})."), options=", ".join(setup.options))


def initial(setup: Setup) -> State:
    play = data.play()
    solo = setup.mode == data.SOLO
    people = {
        name: Person(
            name=name, energy=play["start_energy"], money=play["start_money"],
            values_down=0 if solo else play["values_face_down"], values_hand=0 if solo else play["values_in_hand"],
        )
        for name in setup.players
    }
    return State(players=tuple(setup.players), phase="setup", mode=setup.mode, people=people, market=[None] * data.market_size(setup.mode))


def enter(state: State, changes: list[Msg]) -> None:
    """Owe the set-up reports, in the rulebook's order."""
    first = state.players[0]
    # 'board' is offered with the market, never owed: whether the boards are
    # known depends on this machine's catalog, and the fold must not.
    state.pending.add(Decision(first, ("market", "board"), Msg(N_("{player} reports the {count} market cards, left to right"), player=first, count=data.market_size(state.mode)), "setup.market"))
    play = data.play()
    for name in state.players:
        for _ in range(play["careers_kept"]):
            state.pending.add(Decision(name, ("keep",), Msg(N_("{player} reports the Career kept (the other is discarded)"), player=name), "setup.careers", together=True))
    if state.mode == data.SOLO:
        for _ in range(play["solo"]["achievements_kept"]):
            state.pending.add(Decision(first, ("achievement",), Msg(N_("{player} reports the Solo Achievement kept"), player=first), "solo.achievement-draw"))


def report_board(state: State, move: Move):
    """`board cross=N grown=H,I events-happy=... events-impact=... priceK=...`"""
    facts = board.parse(state, move, move.text())
    state.facts.check(board.fact_key(state.mode), facts, Msg(N_("the board")), ("scoring-board.grown-up",))
    yield
    state.facts.learn(board.fact_key(state.mode), facts)
    return [Msg(N_("Board noted: {board}."), board=board.describe(facts))]


def keep(state: State, move: Move):
    """`keep CAREER [facts]`: the Career kept in hand (Set Up the Game, steps 4d and 6)."""
    name = move.arg(0).lower()
    facts = cards.reported(state, name, move.arg(1, ()), move.text(), kind="career", kinds=("career",))
    yield
    state.pending.settle(move.player, "keep")
    state.people[move.player].hand.append(name)
    return [Msg(N_("{player} keeps the Career {card} in hand."), player=move.player, card=name), *cards.learn(state, name, facts)]


def achievement(state: State, move: Move):
    """`achievement NAME`: a Solo Achievement kept of those drawn (Solo Mode)."""
    name = move.arg(0)
    yield
    state.pending.settle(move.player, "achievement")
    person = state.people[move.player]
    person.achievement = name if person.achievement is None else f"{person.achievement}, {name}"
    return [Msg(N_("{player} keeps the Achievement {achievement}."), player=move.player, achievement=name)]


def checklist(setup: Setup) -> list[Msg]:
    play = data.play()
    solo = setup.mode == data.SOLO
    steps = [
        Msg(N_("Market Board and Scoring Board in the middle of the table{side}."), side=Msg(N_(" (their solo sides)")) if solo else ""),
        ngettext("Money, Energy, Negative Impact and Unhappiness tokens, {n} Time meeple and the Grown-Up, Promoted and Married markers within reach.",
                 "Money, Energy, Negative Impact and Unhappiness tokens, {n} Time meeples and the Grown-Up, Promoted and Married markers within reach.", play["supply_time"]),
        Msg(N_("Shuffle the Adulthood, Values, Life Event, Partner and Career decks separately; put them at the top of the Scoring Board.")),
        Msg(N_("Each player: a Player Board{solo}, {time} Time meeples, {energy} Energy and {money} Money, {careers} Career cards and {markers} Score Markers."),
            solo=Msg(N_(" (the Solo Player Board)")) if solo else "", time=play["time"], energy=play["start_energy"], money=play["start_money"], careers=play["careers_dealt"],
            markers=play["score_markers"]),
    ]
    if solo:
        steps.append(Msg(N_("Don't deal Values. Deal {count} Life Events face down as the Life Event deck; return the rest to the box."), count=data.solo_life_events()))
        steps.append(ngettext("Draw {n} Solo Achievement card, keep {kept}; report it: 'NAME: achievement TITLE'.",
                              "Draw {n} Solo Achievement cards, keep {kept}; report it: 'NAME: achievement TITLE'.",
                              play["solo"]["achievements_drawn"], kept=play["solo"]["achievements_kept"]))
    else:
        steps.append(Msg(N_("Each player: {down} Values face down (not to be looked at) and {hand} in hand (secret)."), down=play["values_face_down"], hand=play["values_in_hand"]))
    steps += [
        Msg(N_("Score Markers: one on the Impact track, one at the other end on the Happiness track.")),
        ngettext("Each player keeps {n} Career and discards the other; report it: 'NAME: keep CAREER' (with its facts the first time).",
                 "Each player keeps {n} Careers and discards the rest; report each: 'NAME: keep CAREER' (with its facts the first time).", play["careers_kept"]),
        Msg(N_("Place {count} Adulthood cards face up in the market; report them left to right: 'NAME: market CARD CARD ...'."), count=data.market_size(setup.mode)),
        Msg(N_("{player} goes first (list the players oldest first); play goes clockwise."), player=setup.players[0]),
        Msg(N_("The first time only: report the spaces printed on the Scoring Board, with your board's numbers in place of this example's: '{player}: board {example}'."), player=setup.players[0], example=board.example(setup.mode)),
    ]
    return steps

