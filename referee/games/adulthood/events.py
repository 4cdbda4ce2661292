"""Life Events and the end of the game's reports.

Standard: each Life Event space a marker passes owes a Life Event, resolved
at the end of that player's turn (several are possible, and one may owe
another); step 4 moves them to the Experience stack. Solo: no Life Events
from the track; one from the 8-card deck at the end of every round, and the
game ends after the eighth. Events marked as lasting stay in effect during
the next round. At the end, each player reveals their Values (and a complete
heart); in solo, the Achievement level reached.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move, MoveSyntaxError
from referee.core.pending import Decision
from referee.games.adulthood import cards, data, tracks
from referee.games.adulthood.state import State
from referee.i18n import N_

SOLO_SOURCE = "solo.round-life-event"
TRACK_SOURCE = "scoring-board.life-event-spaces"


def owe_track_events(state: State, player: str) -> None:
    """Queue the Life Events `player` owes from track spaces (end of their turn)."""
    for _ in range(state.events_owed.pop(player, 0)):
        state.pending.add(Decision(player, ("event",), Msg(N_("{player} draws a Life Event and reports it"), player=player), TRACK_SOURCE))


def owe_solo_event(state: State) -> None:
    player = state.players[0]
    number = state.solo_events + 1
    state.pending.add(Decision(player, ("event",), Msg(N_("End of round: {player} draws Life Event {number} of {total} and reports it"), player=player, number=number, total=data.solo_life_events()), SOLO_SOURCE))


def event(state: State, move: Move):
    """`event NAME [facts]`: the Life Event drawn, resolved now."""
    decision = state.pending.find(move.player, "event")
    name = move.arg(0).lower()
    facts = cards.reported(state, name, move.arg(1, ()), move.text(), kind="event", kinds=("event",))
    facts = cards.need(state, name, facts, "event", move.player, cards.EVENT_EXAMPLE, ("cards.life-event",))
    yield
    state.pending.settle(move.player, "event")
    person = state.people[move.player]
    changes = [Msg(N_("{player}'s Life Event: {card}."), player=move.player, card=name), *cards.learn(state, name, facts)]
    tracks.gain(state, person, cards.bundle(facts.get("gives", "")), changes, name)
    if decision is not None and decision.source == SOLO_SOURCE:
        state.solo_events += 1
        person.experiences.append(name)
    else:
        person.events_now.append(name)
        owe_track_events(state, move.player)
    if facts.get("lasting"):
        state.lasting_until[name] = state.round + 1
        changes.append(Msg(N_("{card} stays in effect during the next round."), card=name))
    return changes


def values(state: State, move: Move):
    """`values POINTS... [heart]`: the happy of each Values card, revealed at the end (End of Game and Scoring, p. 10)."""
    person = state.people[move.player]
    words = [w.lower() for w in move.arg(0, ())]
    heart = "heart" in words
    numbers = [w for w in words if w != "heart"]
    if not all(w.isdigit() for w in numbers) or words.count("heart") > 1:
        raise MoveSyntaxError(N_("'{line}': write the happy of each Values card, then 'heart' if you have a complete heart, e.g. 'values 3 2 0 heart'."), line=move.text())
    count = person.values_down + person.values_hand
    if len(numbers) != count:
        raise IllegalMove(N_("{player} has {count} Values cards: report the happy of each."), rule_ids=("end.step4-values", "end.reveal-values"), player=move.player, count=count)
    if heart and not person.married:
        raise IllegalMove(N_("A complete heart needs a Married Partner matching one of your Values; {player} is not Married."), rule_ids=("end.step3-heart", "cards.partner-heart"), player=move.player)
    yield
    state.pending.settle(move.player, "values")
    person.values_points = [int(w) for w in numbers]
    person.heart = heart
    return [Msg(N_("{player} reveals Values worth {points} happy{heart}."), player=move.player, points=sum(person.values_points), heart=Msg(N_(" and a complete heart")) if heart else "")]


def level(state: State, move: Move):
    """`level N`: the highest level of the solo Achievement completed (0: none)."""
    yield
    state.pending.settle(move.player, "level")
    state.people[move.player].level = move.arg(0)
    return [Msg(N_("{player} completed level {level} of the Achievement."), player=move.player, level=move.arg(0))]
