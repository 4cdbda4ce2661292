"""Labels for Coming of Age's `referee status` fields (keys stay in the JSON)."""

from referee.core.messages import Msg
from referee.i18n import N_

LABELS = {
    "available_locations": Msg(N_("Open locations")),
    "bus": Msg(N_("Bus")),
    "neutral_row": Msg(N_("Neutral Trait row")),
    "vep": Msg(N_("VEP")),
    "willpower": Msg(N_("Willpower")),
    "motivation": Msg(N_("Motivation Tokens")),
    "memory_unused": Msg(N_("Memory Tokens (unused)")),
    "memory_used": Msg(N_("Memory Tokens (used)")),
    "mood": Msg(N_("Mood Tracks")),
    "space": Msg(N_("space")),
    "of": Msg(N_("of")),
    "frustration": Msg(N_("Frustration")),
    "frustration_supply": Msg(N_("Frustration Tokens in supply")),
    "interest": Msg(N_("Interest Tokens placed")),
    "interest_supply": Msg(N_("Interest Tokens in supply")),
    "fulfillment": Msg(N_("Personal Fulfillment")),
    "presences": Msg(N_("Presences")),
    "friends": Msg(N_("Friendship Track")),
    "hand": Msg(N_("Trait Tiles in hand")),
    "played": Msg(N_("Trait Tiles played")),
    "mimics": Msg(N_("Mimicked Traits")),
    "parent_cards": Msg(N_("Parent Cards played")),
    "dice": Msg(N_("Dice left")),
    "roll": Msg(N_("Roll")),
    "location": Msg(N_("Location")),
    "pending_bounce": Msg(N_("Bounce to resolve")),
    "owed": Msg(N_("Bonuses to resolve")),
    "board_bonuses": Msg(N_("Board spaces known")),
    # inside the fields above, and Rob Bot's (solo)
    "level": Msg(N_("level")),
    "step": Msg(N_("step")),
    "rob": Msg(N_("Rob Bot")),
    "pile": Msg(N_("Trait Tiles in his pile")),
    "friendship": Msg(N_("Friendship levels")),
}
