"""Phase 1, Roll the Dice: how many dice, the first roll, two rerolls, and
bad luck dice frozen. Also the symbols a player can spend this turn (dice
and tokens not yet used), which buying and upkeep draw from.
"""

from __future__ import annotations

from collections import Counter

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move
from referee.games.cv import cards, data
from referee.games.cv.state import Player, State
from referee.i18n import N_


def dice_count(state: State, person: Player) -> int:
    """4 dice, plus those the active cards add, 7 at most."""
    table = data.table()
    extra = sum(cards.facts_of(state, card).get("dice", 0) for card in person.active_cards())
    return min(table["dice_start"] + extra, table["dice_max"])


def pool(state: State) -> Counter:
    """Symbols of the active player's dice and tokens not yet spent this turn."""
    turn = state.this_turn
    return Counter(turn.dice) + Counter(state.me.tokens) - Counter(turn.spent)


def bad_luck_count(state: State, person: Player, dice: list[str]) -> int:
    """Bad luck symbols from dice and tokens."""
    bad = data.bad_luck()
    return dice.count(bad) + person.tokens.count(bad)


def frozen(dice: list[str]) -> int:
    return dice.count(data.bad_luck())


def roll(state: State, move: Move):
    """The 'roll' move: the faces of a player's roll, with as many dice as they roll this turn."""
    dice = list(move.arg(0))
    expected = dice_count(state, state.me)
    if len(dice) != expected:
        raise IllegalMove(
            N_("{player} rolls {expected} dice now, not {given}."), rule_ids=("roll.four-dice", "roll.max-seven"),
            player=move.player, expected=expected, given=len(dice),
        )
    yield
    turn = state.this_turn
    turn.dice, turn.rolled = dice, True
    return [Msg(N_("{player} rolls: {dice}."), player=move.player, dice=", ".join(dice))]


def no_reroll(state: State, player: str) -> IllegalMove | None:
    """Why the active player may not reroll at all now (None: they may): cards
    taken already, both rerolls used, or every die frozen on bad luck."""
    turn = state.this_turn
    limit = data.table()["rerolls"]
    if turn.bought:
        return IllegalMove(N_("Rerolls come before taking cards."), rule_ids=("round.phases", "roll.rerolls"))
    if turn.rerolls >= limit:
        return IllegalMove(N_("{player} has used both rerolls ({limit})."), rule_ids=("roll.rerolls",), player=player, limit=limit)
    if turn.dice and frozen(turn.dice) == len(turn.dice):
        return IllegalMove(N_("Every die shows bad luck: frozen dice cannot be rerolled."), rule_ids=("roll.bad-luck-frozen",))
    return None


def reroll(state: State, move: Move):
    """The 'reroll' move: the new faces of the dice a player rerolls, within the rerolls allowed and before taking cards."""
    turn = state.this_turn
    dice = list(move.arg(0))
    limit = data.table()["rerolls"]
    refusal = no_reroll(state, move.player)
    if refusal is not None:
        raise refusal
    if len(dice) != len(turn.dice):
        raise IllegalMove(
            N_("A reroll keeps the same {expected} dice; report all of them, not {given}."), rule_ids=("roll.rerolls",),
            expected=len(turn.dice), given=len(dice),
        )
    if frozen(dice) < frozen(turn.dice):
        raise IllegalMove(
            N_("Dice showing bad luck are frozen: {before} before the reroll, {after} after."), rule_ids=("roll.bad-luck-frozen",),
            before=frozen(turn.dice), after=frozen(dice),
        )
    yield
    turn.dice = dice
    turn.rerolls += 1
    return [ngettext("{player} rerolls: {dice} ({n} reroll left).", "{player} rerolls: {dice} ({n} rerolls left).", limit - turn.rerolls,
                     player=move.player, dice=", ".join(dice))]


def rerollable(state: State) -> int:
    """How many dice may still be rerolled (0 once rerolls are used or cards taken)."""
    turn = state.this_turn
    if not turn.rolled or turn.bought or turn.rerolls >= data.table()["rerolls"]:
        return 0
    return len(turn.dice) - frozen(turn.dice)


def effect(state: State, move: Move):
    """A card's printed effect changed the dice (Knowledge cards "help manipulate
    the dice results", Health cards "help in dealing with bad luck"): the player
    names the active card or the event played and reports the dice as they are
    now. The referee does not know card texts, so it checks only that the card
    is there to use; an event or childhood card used this way is discarded."""
    person = state.people[move.player]
    card = move.arg(0).lower()
    dice = list(move.arg(1))
    limit = data.table()["dice_max"]
    if card not in person.active_cards() and card not in person.hand:
        raise IllegalMove(
            N_("{card} is neither an active card of {player}'s CV ({active}) nor in their hand ({hand})."),
            rule_ids=("card-type.knowledge", "card-type.event", "cv.active"),
            card=card, player=move.player, active=", ".join(person.active_cards()) or "—", hand=", ".join(person.hand) or "—",
        )
    if len(dice) > limit:
        raise IllegalMove(N_("A player has at most {limit} dice."), rule_ids=("roll.max-seven",), limit=limit)
    yield
    state.this_turn.dice = dice
    changes = [Msg(N_("{card}'s effect: {player}'s dice are now {dice}."), card=card, player=move.player, dice=", ".join(dice))]
    if card not in person.active_cards():
        person.hand.remove(card)
        state.discard.append(card)
        changes.append(Msg(N_("{card} is discarded after use."), card=card))
    return changes
