"""Setting up a CV game ("Setup", steps 1-6).

`checklist` lists the steps for the player count; `initial` builds the state
(the three life-stage decks counted, nothing on the track yet). The table
then reports what was dealt: the 5 track cards (`reveal`, in track.py), the
public life goals (`goal`), each player's childhood cards (`dealt`) and the
draft (`keep`): keep 1 (`keep_per_pass`) and pass the other 2 left, keep 1
and pass the last one left. Whoever ends up with the bicycle starts every
round and takes the bicycle token.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove, Setup
from referee.core.errors import BadInput
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.games.cv import cards, data
from referee.games.cv.state import Player, State
from referee.i18n import N_

START = "track"


def validate(setup: Setup) -> None:
    if setup.options:
        raise BadInput(N_("CV takes no set-up options (got: {options})."), options=", ".join(setup.options))


def initial(setup: Setup) -> State:
    people = {name: Player(name=name, stacks={kind: [] for kind in data.cv_types()}) for name in setup.players}
    decks = {stage: data.deck_size(stage) for stage in data.stages()}
    return State(players=tuple(setup.players), phase=START, people=people, decks=decks, stage=data.stages()[0])


def checklist(setup: Setup) -> list[Msg]:
    count = len(setup.players)
    table = data.table()
    childhood = data.childhood_deck(count)
    steps = [
        Msg(N_("Lay the board on the table; sort the cards by their backs and shuffle each deck; put the early adulthood, middle age and old age decks on the board.")),
        Msg(N_("Reveal {count} early adulthood cards onto the track and report each, left to right: 'reveal NAME TYPE cost:... gives:...' (just the name once its facts are known)."), count=table["track_length"]),
        ngettext("Deal {secret} to each player (secret), then reveal {n} public life goal and report it: 'goal NAME POINTS'.",
                 "Deal {secret} to each player (secret), then reveal {n} public life goals and report each: 'goal NAME POINTS'.", data.public_goals(count),
                 secret=ngettext("{n} life goal", "{n} life goals", table["secret_life_goals"])),
    ]
    if childhood == data.deck_size("childhood"):
        steps.append(Msg(N_("Deal {dealt} childhood cards to each player (all {total}); each reports them: 'dealt A B C'."), dealt=table["childhood"]["dealt"], total=childhood))
    else:
        steps.append(Msg(
            N_("Childhood deck for {players} players: the bicycle plus {extra} random childhood cards ({total}); shuffle, deal {dealt} to each player, set the rest aside; each reports them: 'dealt A B C'."),
            players=count, extra=childhood - 1, total=childhood, dealt=table["childhood"]["dealt"],
        ))
    steps += [
        _draft_step(table["childhood"]["dealt"], data.keep_per_pass()),
        Msg(N_("Whoever has the bicycle puts it face up, takes the bicycle token and starts every round; play goes clockwise.")),
    ]
    return steps


def _draft_step(dealt: int, keep: int) -> Msg:
    """The draft as the checklist says it: keep `keep` of the `dealt`, pass
    the rest; keep `keep` of those received and pass the last ones."""
    passed = dealt - keep
    return ngettext("Draft: keep {keep} of your {dealt} and pass {passed} to the left ('keep CARD'); keep {keep} of the {passed} received and pass the last one to the left.",
                    "Draft: keep {keep} of your {dealt} and pass {passed} to the left ('keep CARD'); keep {keep} of the {passed} received and pass the last {n} to the left.",
                    passed - keep, keep=keep, dealt=dealt, passed=passed)


# ---------------------------------------------------------------- handlers

def _name(text: str) -> str:
    return text.lower()


def goal(state: State, move: Move):
    """The 'goal' move: a public life goal laid out at set-up, with the points printed on it (known ones need only the name)."""
    name, points = _name(move.arg(0)), move.arg(1)
    wanted = data.public_goals(len(state.players))
    if name in state.goals:
        raise IllegalMove(N_("The public life goal {goal} is already on the board."), rule_ids=("setup.public-goals",), goal=name)
    if points is None:  # a goal seen on an earlier game night: its points are known
        known = state.facts.get(cards.goal_key(name))
        if not isinstance(known, dict) or type(known.get("points")) is not int:
            raise IllegalMove(
                N_("The points printed on life goal {goal} are not known yet: report them once, e.g. '{example}'."),
                rule_ids=("setup.public-goals",), goal=name, example=f"{move.player}: goal {name} 5",
            )
        points = known["points"]
    state.facts.check(cards.goal_key(name), {"points": points}, Msg(N_("life goal {goal}"), goal=name))
    yield
    state.facts.learn(cards.goal_key(name), {"points": points})
    state.goals.append(name)
    return [Msg(N_("Public life goal {number} of {total}: {goal} ({points} points)."), number=len(state.goals), total=wanted, goal=name, points=points)]


def childhood_rule(players: int) -> str:
    """The rule entry of Setup step 5 for this player count: 4 players deal
    3 cards each; 2 and 3 players first build the deck round the bicycle."""
    return f"setup.childhood-{players}p"


def dealt(state: State, move: Move):
    """The 'dealt' move: the childhood cards a player was dealt for the draft; the bicycle is dealt to exactly one player."""
    names = [_name(card) for card in move.arg(0)]
    each = data.table()["childhood"]["dealt"]
    step = childhood_rule(len(state.players))
    if len(names) != each:
        raise IllegalMove(N_("Each player is dealt {expected} childhood cards, not {given}."), rule_ids=(step,), expected=each, given=len(names))
    bicycle = data.bicycle()
    holders = [p.name for p in state.people.values() if bicycle in p.dealt]
    if bicycle in names and holders:
        raise IllegalMove(N_("The bicycle was already dealt to {player}."), rule_ids=("cards.bicycle",), player=holders[0])
    waiting = [p for p in state.people.values() if not p.dealt and p.name != move.player]
    if not waiting and not holders and bicycle not in names:
        raise IllegalMove(
            N_("The childhood deck always holds the bicycle, so one of you was dealt it: report it as '{bicycle}'."),
            rule_ids=(step, "cards.bicycle"), bicycle=bicycle,
        )
    yield
    state.people[move.player].dealt = names
    return [Msg(N_("{player} is dealt {count} childhood cards."), player=move.player, count=len(names))]


def keep(state: State, move: Move):
    """The 'keep' move: a childhood card a player keeps from the cards in front
    of them; once every player has kept `keep_per_pass` (or has none left),
    the rest go to the left."""
    person = state.people[move.player]
    name = _name(move.arg(0))
    if name not in person.dealt:
        raise IllegalMove(N_("{player} can keep {cards}, not {card}."), rule_ids=("setup.childhood-draft",), player=move.player, cards=", ".join(person.dealt), card=name)
    yield
    person.dealt.remove(name)
    person.hand.append(name)
    person.kept_this_pass += 1
    changes = [Msg(N_("{player} keeps a childhood card."), player=move.player)]
    if all(not keeps_now(p) for p in state.people.values()):
        changes += pass_left(state)
    return changes


def keeps_now(person: Player) -> bool:
    """True while `person` still has a childhood card to keep this pass."""
    return bool(person.dealt) and person.kept_this_pass < data.keep_per_pass()


def pass_left(state: State) -> list[Msg]:
    """Everyone passes the cards left in front of them to the player on the left;
    cards received that are no more than `keep_per_pass` are simply kept (no
    choice: the last card)."""
    order = list(state.players)
    passed = {order[(i + 1) % len(order)]: state.people[name].dealt for i, name in enumerate(order)}
    changes = []
    for name, received in passed.items():
        person = state.people[name]
        person.dealt = list(received)
        person.kept_this_pass = 0
        if len(person.dealt) <= data.keep_per_pass():
            person.hand += person.dealt
            person.dealt = []
    if all(not p.dealt for p in state.people.values()):
        changes += start_player(state)
    else:
        changes.append(Msg(N_("Cards passed to the left: keep {keep} of the {count} received."), keep=data.keep_per_pass(), count=len(next(iter(passed.values())))))
    return changes


def start_player(state: State) -> list[Msg]:
    bicycle = data.bicycle()
    holder = next(name for name in state.players if bicycle in state.people[name].hand)
    seat = state.players.index(holder)
    state.first_seat = state.seat = seat
    state.people[holder].bicycle_token = True
    return [Msg(N_("The draft is over: {player} has the bicycle, takes the bicycle token and starts every round."), player=holder)]


def card(state: State, move: Move):
    """The 'card' move: the printed facts of a childhood card in a player's hand, reported once and then known."""
    name = _name(move.arg(0))
    person = state.people[move.player]
    if name not in person.hand:
        raise IllegalMove(N_("{card} is not in {player}'s hand ({hand})."), rule_ids=("cards.childhood",), card=name, player=move.player, hand=", ".join(person.hand) or "—")
    facts = cards.parse("childhood", move.arg(1, ()), move.text())
    state.facts.check(cards.key(name), facts, cards.describe(name))
    yield
    new = state.facts.learn(cards.key(name), facts)
    if new:
        return [Msg(N_("Noted the facts of {card}."), card=name)]
    return [Msg(N_("The facts of {card} were already known."), card=name)]
