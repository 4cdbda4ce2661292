"""Labels for the fields of `referee status` that every game shares. The JSON
keeps the keys; the table shows these labels in the user's language. Each
game adds its own in `referee/games/<game>/labels.py`."""

from referee.core.messages import Msg
from referee.i18n import N_

COMMON = {
    "game": Msg(N_("Game")),
    "mode": Msg(N_("Mode")),
    "round": Msg(N_("Round")),
    "turn": Msg(N_("Turn")),
    "phase": Msg(N_("Phase")),
    "must_act": Msg(N_("Must act")),
    "active_player": Msg(N_("Active player")),
    "over": Msg(N_("Game over")),
    "seat": Msg(N_("Seat")),
    "goals": Msg(N_("Goals")),
}
