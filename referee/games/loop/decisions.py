"""The decisions LOOP owes the table, in the one queue (`state.pending`):

- a set-up report (`setup.STEP`): the ACTIVITY flipped over, the CAREER
  dealt and the one chosen, the FAVOUR dealt, the starting MATERIAL;
- a response to an IMMEDIATE EVENT (`event.EVENT`, P.14), one per player
  clockwise from who triggered it, or a CREDIT CARD instead (P.15);
- the answer to a FAVOUR played (`favour.EFFECT`, P.8): ACCEPT or REJECT by
  its target (or a call of a Politician's face-down bluff), an objection by
  any Lawyer holding a FAVOUR, all at once.

Handlers add and settle them; `flow.expected` reads the queue first.
"""

from __future__ import annotations

from referee.core.messages import Msg
from referee.core.pending import Decision
from referee.games.loop import data
from referee.games.loop.state import State
from referee.i18n import N_

SETUP, EVENT, FAVOUR = "setup.", "event.", "favour."

# The verb each IMMEDIATE EVENT that asks something of the players is answered with.
RESPONSES = {
    "insurance": "insurance", "planned-obsolescence": "obsolete", "redeem-bonus": "redeem", "repurchase": "repurchase",
    "satan-santa": "santa", "social-responsibility": "take", "status-climb": "climb", "landfill-tax": "apply",
}


def setup_step(name: str, step: str) -> Decision:
    """The set-up report `name` owes: `step` is the verb that gives it."""
    return Decision(name, (step,), Msg(N_("Set-up: {player} reports '{step}'"), player=name, step=step), source=SETUP + step)


def response(event: str, name: str) -> Decision:
    """What `name` owes an IMMEDIATE EVENT: its response verb (or a CREDIT CARD)."""
    verb = RESPONSES[event]
    verbs = (verb,) if verb == "apply" else (verb, "apply")
    return Decision(name, verbs, Msg(N_("{event}: {player} resolves it"), event=data.event_name(event), player=name),
                    source=EVENT + event, data={"event": event})


def first_response(state: State) -> Decision | None:
    """The first IMMEDIATE EVENT response owed, if any."""
    return next((d for d in state.pending if d.source.startswith(EVENT)), None)


def favour_answers(state: State) -> None:
    """Owe the answers to the FAVOUR just played (`state.favour`), all at once:
    its target ACCEPTs or REJECTs (or calls a face-down bluff), and any other
    Lawyer holding a FAVOUR may object."""
    favour = state.favour
    label = Msg(N_("{target} ACCEPTs or REJECTs {player}'s FAVOUR"), target=favour.target, player=favour.player)
    source = FAVOUR + favour.effect
    verbs = ("accept", "reject", "call") if favour.face_down else ("accept", "reject")
    state.pending.add(Decision(favour.target, verbs, label, source=source, together=True))
    for person in state.people.values():
        if person.career == "lawyer" and person.name != favour.player and person.hand:
            state.pending.add(Decision(person.name, ("object",), label, source=source, together=True))


def favour_answered(state: State) -> None:
    """The FAVOUR in play is answered: nobody owes it anything more."""
    state.favour = None
    _drop_answers(state)


def favour_turned_up(state: State) -> None:
    """A called face-down FAVOUR proved true and stays in play, face up: its
    answers are owed again, without the call."""
    _drop_answers(state)
    favour_answers(state)


def _drop_answers(state: State) -> None:
    state.pending.items[:] = [d for d in state.pending if not d.source.startswith(FAVOUR)]
