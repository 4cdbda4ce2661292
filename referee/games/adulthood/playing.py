"""Step 3: playing cards from hand (Player Turns 3b; Cost to Play Bar) and
ending the turn's step 3.

A card is played if its cost bar is paid, the player is Grown Up when the
bar shows the Grown-Up icon, has each Life icon the bar shows, and has
committed the "resources played elsewhere" it asks for. Where it goes
depends on its type: Career, Community, Leisure and Wellness cover their
slot (the older card goes to the Experience stack, and a replaced Career or
Partner loses its Promoted / Married marker); one Partner, or more with the
Open Relationship trait; any number of Resources and Traits; Experiences
resolve and go to the stack.
"""

from __future__ import annotations

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import Move
from referee.games.adulthood import cards, data, tracks
from referee.games.adulthood.state import Person, State
from referee.games.adulthood.tableau import missing_icons, open_relationship, partners
from referee.i18n import N_


def playable(state: State, person: Person, name: str, facts: dict) -> IllegalMove | None:
    """Why `person` cannot play card `name` now (None: they can)."""
    kind = facts.get("type")
    if kind == "event":
        return IllegalMove(N_("{card} is a Life Event: it is resolved when drawn, not played from hand."), rule_ids=("cards.life-event",), card=name)
    cost = cards.bundle(facts.get("cost", ""))
    if tracks.short(person, cost):
        return IllegalMove(
            N_("{card} costs {cost} to play; {player} has {energy} Energy and {money} Money."),
            rule_ids=("cost.green-bar", "effects.play-any"), card=name, cost=data.amounts(cost), player=person.name, energy=person.energy, money=person.money,
        )
    if facts.get("grown_up") and not person.grown_up:
        return IllegalMove(N_("{card} shows the Grown-Up icon: {player} is not Grown Up yet."), rule_ids=("cost.grown-up-icon",), card=name, player=person.name)
    # Each Life icon the bar prints asks for one already in the tableau: a bar
    # showing Family twice asks for two (rule note on cost.life-icon).
    needs = facts.get("needs", [])
    missing = missing_icons(state, person, needs) if needs else []   # the tableau is counted only when asked
    if missing:
        return IllegalMove(
            N_("{card} needs the Life icons {needed} already in {player}'s tableau; {player} lacks {lacking}."),
            rule_ids=("cost.life-icon", "cost.family-time-example"), card=name, needed=", ".join(needs), player=person.name, lacking=", ".join(missing),
        )
    elsewhere = facts.get("elsewhere")
    if elsewhere:
        amount, _, spot = elsewhere.partition("@")
        wanted = cards.bundle(amount)
        there = person.on_spots.get(spot, {})
        committed = {"time": there.get("time", 0) + there.get("energy_as_time", 0), "energy": there.get("energy", 0), "money": there.get("money", 0)}
        if any(committed.get(key, 0) < n for key, n in wanted.items()):
            return IllegalMove(
                N_("{card} asks for {amount} played on {spot} this turn; {player} has {committed} there."),
                rule_ids=("cost.resources-elsewhere",), card=name, amount=data.amounts(wanted), spot=data.spot_name(spot), player=person.name, committed=data.amounts(committed),
            )
    return None


def play(state: State, move: Move):
    """`play CARD [facts]`: play a card from hand (facts the first time it is seen)."""
    person = state.people[move.player]
    name = move.arg(0).lower()
    if name not in person.hand:
        raise IllegalMove(N_("{player} has no {card} in hand (hand: {hand})."), rule_ids=("turn.play-cards",), player=move.player, card=name, hand=", ".join(person.hand) or "—")
    facts = cards.need(state, name, cards.reported(state, name, move.arg(1, ()), move.text()), "play", move.player)
    refusal = playable(state, person, name, facts)
    if refusal is not None:
        raise refusal
    yield
    changes = [Msg(N_("{player} plays {card}."), player=move.player, card=name), *cards.learn(state, name, facts)]
    person.hand.remove(name)
    tracks.pay(person, cards.bundle(facts.get("cost", "")))
    person.played_now.append(name)
    _place(person, name, facts["type"], changes)
    tracks.gain(state, person, cards.bundle(facts.get("gives", "")), changes, name)
    return changes


def _place(person: Person, name: str, kind: str, changes: list[Msg]) -> None:
    where = data.card_types()[kind]
    if where == "slot":
        old = person.slots.get(kind)
        person.slots[kind] = name
        if old:
            person.experiences.append(old)
            changes.append(Msg(N_("{old} goes to {player}'s Experience stack."), old=old, player=person.name))
            if kind == "career" and person.promoted:
                person.promoted = False
                changes.append(Msg(N_("{player} loses the Promoted marker with the old Career."), player=person.name))
    elif where == "partner":
        _place_partner(person, name, changes)
    elif where == "side":
        person.side.append(name)
    else:
        person.experiences.append(name)


def _place_partner(person: Person, name: str, changes: list[Msg]) -> None:
    """A new Partner (Card Types, Partners; Player Turns 3b). With the Open
    Relationship trait the Partners in play stay active beside it (the rulebook
    sets no number), and the Married marker stays with the Partner married.
    Without it, the older Partner goes to the Experience stack, taking the
    Married marker with it."""
    if person.partner and open_relationship(person):
        person.more_partners.append(name)
        changes.append(Msg(N_("{player} has Open Relationship: {card} joins the active Partners ({old})."), player=person.name, old=", ".join(partners(person)[:-1]), card=name))
        return
    for old in partners(person):
        person.experiences.append(old)
        changes.append(Msg(N_("{old} goes to {player}'s Experience stack."), old=old, player=person.name))
    person.partner, person.more_partners = name, []
    if person.married:
        person.married = False
        changes.append(Msg(N_("{player} loses the Married marker with the old Partner."), player=person.name))


def done(state: State, move: Move):
    """`done`: step 3 is over; step 4 resets the board and the market. Right
    after the referee ended step 3 by itself, a `done` confirms it (automatic.py)."""
    yield
    if state.ended_by_itself == move.player:
        return [Msg(N_("{player}'s step 3 had already ended by itself."), player=move.player)]
    state.turn_state.finished = True
    return [Msg(N_("{player} ends step 3."), player=move.player)]
