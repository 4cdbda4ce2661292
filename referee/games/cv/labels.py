"""Labels for CV's `referee status` fields and the names of its decks and
card types in the table's language (the JSON keeps the keys)."""

from referee.core.messages import Msg
from referee.i18n import N_

DECKS = {
    "childhood": Msg(N_("childhood")),
    "early": Msg(N_("early adulthood")),
    "middle": Msg(N_("middle age")),
    "old": Msg(N_("old age")),
}

TYPES = {
    "health": Msg(N_("Health")),
    "relationship": Msg(N_("Relationship")),
    "knowledge": Msg(N_("Knowledge")),
    "work": Msg(N_("Work")),
    "possession": Msg(N_("Possession")),
    "event": Msg(N_("Event")),
}

LABELS = {
    **DECKS,
    **TYPES,
    "dice": Msg(N_("Dice")),
    "rerolls_used": Msg(N_("Rerolls used")),
    "bought": Msg(N_("Cards taken this turn")),
    "played_symbols": Msg(N_("Symbols of played cards left this turn")),
    "track": Msg(N_("Track")),
    "decks": Msg(N_("Cards left in the decks")),
    "public_goals": Msg(N_("Public life goals")),
    "bicycle_token": Msg(N_("Bicycle token")),
    "cv": Msg(N_("CV")),
    "active_cards": Msg(N_("Active cards")),
    "cv_cards": Msg(N_("CV cards")),
    "hand": Msg(N_("Hand")),
    "tokens": Msg(N_("Tokens")),
}


def deck(stage: str) -> Msg:
    return DECKS[stage]


def kind(name: str) -> Msg:
    return TYPES[name]
