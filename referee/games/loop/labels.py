"""Labels for LOOP's `referee status` fields (keys stay in the JSON)."""

from referee.core.messages import Msg
from referee.i18n import N_

LABELS = {
    "action_this_turn": Msg(N_("Action this turn")),
    "board": Msg(N_("Board")),
    "pending_favour": Msg(N_("Favour awaiting an answer")),
    "immediate_event": Msg(N_("Immediate Event")),
    "end_triggered": Msg(N_("End triggered")),
    "depletion": Msg(N_("Depletion")),
    "starting_player": Msg(N_("Starting player")),
    "career": Msg(N_("Career")),
    "coins": Msg(N_("Coins")),
    "happiness": Msg(N_("Happiness")),
    "reputation": Msg(N_("Reputation")),
    "materials": Msg(N_("Materials")),
    "landfill": Msg(N_("Landfill")),
    "activities": Msg(N_("Activities kept")),
    "activities_completed": Msg(N_("Activities completed")),
    "favours": Msg(N_("Favours in hand")),
    "favours_played": Msg(N_("Favours played")),
    "credit_cards": Msg(N_("Credit Cards")),
    "events_face_down": Msg(N_("Events face down")),
}
