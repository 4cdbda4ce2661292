"""Setting up a LOOP game (P.2 1.0 Basic Mode Setup; P.13 5.1; P.16 6.1; P.17 7.1).

Builds the initial state for the player count and mode (MATERIAL sets
removed, one set face-up in the BUY AREA, the decks, Solo's blue and
Cooperative's one-of-each FAVOUR hands), lists the set-up steps for the table
(`checklist`), and takes the set-up reports: the 5 ACTIVITY flipped over, the
CAREER dealt and the one chosen (or the INTERN), the red FAVOUR dealt by
seat, and the random starting MATERIAL.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove, Setup
from referee.core.errors import BadInput
from referee.core.facts import FactBook
from referee.core.messages import Msg, Names, ngettext
from referee.core.moves import Move
from referee.core.registry import check_table, get_game, players_counted
from referee.games.loop import data, effects
from referee.games.loop.decisions import SETUP, setup_step
from referee.games.loop.state import Material, Player, State, bump
from referee.i18n import N_


CARD_NUMBERS = "credit_card_numbers"
BUY_AREA_CARDS = "buy_area_cards"
NEW_SESSION_OPTIONS = {CARD_NUMBERS: "stable", BUY_AREA_CARDS: "named"}
"""How the moves of a new LOOP session are read, as `referee new` records it:
CREDIT CARD keep their numbers when another is paid off; in Solo, a move that
takes one of several BUY AREA cards of a type showing different QUALITY names
it ('glass:3'). A session file without them was recorded when `payoff N`
meant the N-th card held at that moment and the first such card was taken,
and replays so."""


def validate(setup: Setup) -> None:
    unknown = {key: value for key, value in setup.options.items() if (key, value) not in NEW_SESSION_OPTIONS.items()}
    if unknown:
        raise BadInput(N_("LOOP takes no set-up options (got: {options})."), options=", ".join(unknown))
    check_table(get_game(data.GAME_ID), setup.mode, setup.players)
    for name in setup.players:
        if any(ch in name for ch in ".:") or name.lower() in (data.BUY_AREA, data.CENTRAL):
            raise BadInput(N_("Player name '{name}' cannot contain '.' or ':' or be 'buy' / 'central' (they name MATERIAL in moves)."), name=name)


def initial(setup: Setup) -> State:
    mode = setup.mode
    table = data.table()
    count = len(setup.players)
    removed = table["materials"]["sets_removed"][str(count)]
    per_type = table["materials"]["per_type"]
    people = {name: Player(name=name, seat=seat, golden=(seat == 0)) for seat, name in enumerate(setup.players)}
    state = State(mode=mode, order=list(setup.players), people=people, facts=FactBook(setup.facts, setup.catalog, game="loop"),
                  stable_card_numbers=setup.options.get(CARD_NUMBERS) == "stable",
                  named_buy_area_cards=setup.options.get(BUY_AREA_CARDS) == "named")
    # P.2 step 1: remove sets, one set face-up around DEPLETION, the rest is the deck.
    state.deck = {kind: per_type - removed - 1 for kind in data.material_types()}
    state.buy_area = [Material(kind, 0) for kind in data.material_types()]
    state.activity_unseen = table["activities"]["total"]
    state.consume_area = [None] * table["activities"]["consume_area_slots"]
    favours = table["favours"]
    if mode == "solo":
        for kind in favours["blue"]:
            bump(people[setup.players[0]].hand, kind)
    elif mode == "cooperative":
        for person in people.values():   # P.16 "1 set of 5 red FAVOUR in hand (1 of each). Remove the rest"
            for kind in favours["red"]:
                bump(person.hand, kind)
    else:
        state.favour_deck = {kind: favours["per_type"] for kind in favours["red"]}
    if mode in data.MODES_WITH_EVENTS:
        state.event_pool = list(data.events_for(mode))
    steps: list[tuple[str, str]] = [(setup.players[0], "activity")]
    for name in setup.players:
        if mode in data.MODES_WITH_CAREERS:
            steps += [(name, "careers"), (name, "career")]
        else:
            take_career(state, name, "intern")
        if mode in ("basic", "competitive"):
            steps.append((name, "hand"))
        steps.append((name, "start"))
    for name, step in steps:
        state.pending.add(setup_step(name, step))
    skip_empty_steps(state)
    return state


def take_career(state: State, name: str, career: str) -> list[Msg]:
    spec = data.careers()[career]
    person = state.people[name]
    person.career = career
    person.happiness = spec["start_happiness"]
    person.coins = spec["start_coins"]
    person.reputation = spec["start_reputation"]
    return [Msg(
        N_("{player} plays {career}: HAPPINESS {happiness}, {coins} COIN, {reputation} REPUTATION."),
        player=name, career=data.career_name(career), happiness=person.happiness, coins=person.coins, reputation=person.reputation,
    )]


def skip_empty_steps(state: State) -> None:
    """Drop set-up steps with nothing to report (a CAREER with no starting MATERIAL)."""
    while (head := state.pending.head()) is not None and head.source.startswith(SETUP):
        step = head.source[len(SETUP):]
        if step == "start" and not data.careers()[state.people[head.player].career]["start_materials"]:
            state.pending.items.pop(0)
            continue
        if step == "activity" and None not in state.consume_area:
            state.pending.items.pop(0)
            continue
        break


def deal_careers(state: State, move: Move) -> Iterator[None]:
    """The 'careers' move: The CAREER dealt to you."""
    first, second = move.arg(0), move.arg(1)
    allowed = data.careers_for(state.mode)
    for career in (first, second):
        if career not in allowed:
            raise IllegalMove(
                N_("{career} is not used in {mode} Mode (Not-For-Coop / Not-For-Solo icon)."),
                rule_ids=("careers.mode-restrictions", "modes.careers"), career=data.career_name(career), mode=Names(get_game(data.GAME_ID).modes[state.mode].names),
            )
        for other in state.people.values():
            if career in other.dealt and other.name != move.player:
                raise IllegalMove(N_("{career} was already dealt to {player}."), rule_ids=("competitive.setup-careers",), career=data.career_name(career), player=other.name)
    if first == second:
        raise IllegalMove(ngettext("The {n} CAREER dealt are {n} different cards.", "The {n} CAREER dealt are {n} different cards.", data.table()["careers"]["dealt"]), rule_ids=("competitive.setup-careers",))
    yield
    state.pending.settle(move.player, move.verb)
    state.people[move.player].dealt = [first, second]
    return [Msg(N_("{player} is dealt {first} and {second}."), player=move.player, first=data.career_name(first), second=data.career_name(second))]


def choose_career(state: State, move: Move) -> Iterator[None]:
    """The 'career' move: The CAREER you play: one of those dealt, or intern."""
    career = move.arg(0)
    person = state.people[move.player]
    if career != "intern" and career not in person.dealt:
        raise IllegalMove(
            N_("{player} can play {first}, {second} or the INTERN, not {career}."),
            rule_ids=("competitive.setup-careers",), player=move.player,
            first=data.career_name(person.dealt[0]), second=data.career_name(person.dealt[1]), career=data.career_name(career),
        )
    yield
    state.pending.settle(move.player, move.verb)
    return take_career(state, move.player, career)


def starting_hand(state: State, move: Move) -> Iterator[None]:
    """The 'hand' move: The red FAVOUR dealt to you at set-up."""
    kinds = move.arg(0, ())
    favours = data.table()["favours"]
    seat = state.people[move.player].seat
    row = favours["by_seat"].get(str(len(state.order)), [])
    if seat < len(row):
        if len(kinds) != row[seat]:
            raise IllegalMove(
                N_("With {players}, seat {seat} starts with {expected} FAVOUR, not {given}."),
                rule_ids=("setup.favour-table",), seat=seat + 1, players=players_counted(len(state.order)), expected=row[seat],
                given=len(kinds),
            )
    elif not 1 <= len(kinds) <= favours["unknown_seat_max"]:
        raise IllegalMove(N_("A starting hand has 1 to {maximum} FAVOUR."), rule_ids=("setup.favour-table",), maximum=favours["unknown_seat_max"])
    left = dict(state.favour_deck)
    for kind in kinds:
        if kind not in favours["red"]:
            raise IllegalMove(N_("{favour} is a blue (Solo) FAVOUR; this mode uses the red ones."), rule_ids=("setup.favours",), favour=kind)
        if left.get(kind, 0) <= 0:
            raise IllegalMove(N_("All {count} {favour} are already dealt."), rule_ids=("area.favour-cards",), count=favours["per_type"], favour=kind)
        bump(left, kind, -1)
    yield
    state.pending.settle(move.player, move.verb)
    for kind in kinds:
        bump(state.favour_deck, kind, -1)
        bump(state.people[move.player].hand, kind)
    return [ngettext("{player} is dealt {n} FAVOUR.", "{player} is dealt {n} FAVOUR.", len(kinds), player=move.player)]


def starting_materials(state: State, move: Move) -> Iterator[None]:
    """The 'start' move: The random starting MATERIAL you drew."""
    kinds = move.arg(0, ())
    person = state.people[move.player]
    qualities = data.careers()[person.career]["start_materials"]
    if len(kinds) != len(qualities):
        raise IllegalMove(
            N_("{career} starts with {expected} random MATERIAL, not {given}."),
            rule_ids=("careers.initial-setup", "setup.starting-resources"), career=data.career_name(person.career), expected=len(qualities), given=len(kinds),
        )
    effects.check_deck_draws(state, kinds, ("setup.starting-resources",))
    yield
    state.pending.settle(move.player, move.verb)
    changes: list[Msg] = []
    for kind, quality in zip(kinds, qualities):
        effects.take_from_deck(state, kind, ("setup.starting-resources",))
        person.materials.append(Material(kind, quality))
        changes.append(Msg(N_("{player} takes {kind} at QUALITY {quality}."), player=move.player, kind=kind, quality=quality))
    return changes


def _materials_removed(sets: int, players: int) -> Msg:
    """The first step (P.2: the sets of MATERIAL a player count leaves out), its plurals in the reader's language."""
    with_players = players_counted(players)
    if not sets:
        return Msg(N_("Keep every MATERIAL for {players}."), players=with_players)
    return ngettext("Remove {n} set of MATERIAL (1 of each type) for {players}.",
                    "Remove {n} sets of MATERIAL (1 of each type) for {players}.", sets, players=with_players)


def _intern_start() -> Msg:
    """The INTERN's Initial Setup (P.1-2 "INTERN starts game at HAPPINESS 4"; "INTERN starts with 2 COIN
    and 1 random MATERIAL at QUALITY 2"), as careers.toml holds it."""
    intern = data.careers()["intern"]
    qualities = sorted(set(intern["start_materials"]))
    quality = qualities[0] if len(qualities) == 1 else "/".join(map(str, qualities))
    return ngettext(
        "Everyone plays the INTERN: HAPPINESS {happiness}, {coins}, {n} random MATERIAL at QUALITY {quality} (report it: 'start TYPE'); REPUTATION token black side up.",
        "Everyone plays the INTERN: HAPPINESS {happiness}, {coins}, {n} random MATERIAL at QUALITY {quality} (report them: 'start TYPE...'); REPUTATION token black side up.",
        len(intern["start_materials"]), happiness=intern["start_happiness"], quality=quality,
        coins=ngettext("{n} COIN", "{n} COIN", intern["start_coins"]),
    )


def checklist(setup: Setup) -> list[Msg]:
    """The set-up steps for this player count and mode, as messages."""
    mode, count = setup.mode, len(setup.players)
    table = data.table()
    removed = table["materials"]["sets_removed"][str(count)]
    steps = [
        _materials_removed(removed, count),
        Msg(N_("Place 1 set of MATERIAL face-up around DEPLETION (the BUY AREA); shuffle the rest onto DEPLETION ({deck} cards).", ), deck=(table["materials"]["per_type"] - removed - 1) * len(data.material_types())),
        Msg(N_("Shuffle the ACTIVITY, flip over {count} into the CONSUME AREA and report each: 'activity NAME COLOUR COLOUR PROPERTY PROPERTY'."), count=table["activities"]["consume_area_slots"]),
        Msg(N_("Place all COIN in the WORK AREA.")),
        Msg(N_("Deal {count} GOAL to each player (secret); put the rest away."), count=data.goal_limit(mode)),
    ]
    if mode == "solo":
        steps.append(ngettext("Put away the red FAVOUR; take the {n} blue FAVOUR (ACQUIRE, BARTER, RENEW, RESELL, SHARE) in hand.",
                              "Put away the red FAVOUR; take the {n} blue FAVOUR (ACQUIRE, BARTER, RENEW, RESELL, SHARE) in hand.", len(table["favours"]["blue"])))
    elif mode == "cooperative":
        steps.append(Msg(N_("Each player takes 1 red FAVOUR of each type ({count}); remove the rest from the game."), count=len(table["favours"]["red"])))
    else:
        row = table["favours"]["by_seat"].get(str(count), [])
        for seat, name in enumerate(setup.players):
            if seat < len(row):
                steps.append(Msg(N_("Remove the blue FAVOUR; deal {name} (seat {seat}) {count} red FAVOUR and report them: 'hand TYPE...'."), name=name, seat=seat + 1, count=row[seat]))
            else:
                steps.append(Msg(N_("Deal {name} (seat {seat}) the red FAVOUR printed in the table on P.2 and report them: 'hand TYPE...'."), name=name, seat=seat + 1))
    if mode in data.MODES_WITH_EVENTS:
        steps.append(Msg(N_("Shuffle the EVENT ({count} cards in this mode) and the CREDIT CARD face-down on the board."), count=len(data.events_for(mode))))
        steps.append(ngettext("Deal {n} CAREER to each player ('careers A B'); each keeps one or plays the INTERN ('career NAME').",
                              "Deal {n} CAREER to each player ('careers A B'); each keeps one or plays the INTERN ('career NAME').", table["careers"]["dealt"]))
        steps.append(Msg(N_("Set HAPPINESS, COIN, REPUTATION and random MATERIAL by your CAREER's Initial Setup; report the MATERIAL drawn: 'start TYPE...'.")))
    else:
        steps.append(_intern_start())
    steps.append(Msg(N_("{name} starts (golden HAPPINESS token); play goes clockwise."), name=setup.players[0]))
    if mode == "cooperative":
        steps.append(Msg(N_("Goal: everyone at HAPPINESS {threshold} or more at the end, after the penalties."), threshold=data.scoring()["win_threshold"]))
    if mode == "solo":
        steps.append(Msg(N_("Goal: HAPPINESS {threshold} or more at the end, after the penalties."), threshold=data.scoring()["win_threshold"]))
    return steps
