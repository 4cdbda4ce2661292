"""Labels for Adulthood's `referee status` fields (keys stay in the JSON)."""

from referee.core.messages import Msg
from referee.i18n import N_

LABELS = {
    "pending": Msg(N_("Decisions owed")),
    "market": Msg(N_("Market")),
    "life_events_in_effect": Msg(N_("Life Events in effect")),
    "solo_life_events": Msg(N_("Solo Life Events drawn")),
    "end_triggered": Msg(N_("End triggered")),
    "time": Msg(N_("Time")),
    "energy": Msg(N_("Energy")),
    "money": Msg(N_("Money")),
    "happiness": Msg(N_("Happiness")),
    "impact": Msg(N_("Impact")),
    "unhappiness_tokens": Msg(N_("Unhappiness tokens")),
    "negative_impact_tokens": Msg(N_("Negative Impact tokens")),
    "to_cross": Msg(N_("Steps to crossing")),
    "grown_up": Msg(N_("Grown Up")),
    "promoted": Msg(N_("Promoted")),
    "married": Msg(N_("Married")),
    "hand": Msg(N_("Hand")),
    "slots": Msg(N_("Slots")),
    "partner": Msg(N_("Partner")),
    "more_partners": Msg(N_("Other active Partners (Open Relationship)")),
    "resources_traits": Msg(N_("Resources and Traits")),
    "experiences": Msg(N_("Experience stack")),
    "life_icons": Msg(N_("Life icons")),
    "values": Msg(N_("Values")),
    "face_down": Msg(N_("face down")),
    "in_hand": Msg(N_("in hand")),
    "placed": Msg(N_("Spots used")),
}
