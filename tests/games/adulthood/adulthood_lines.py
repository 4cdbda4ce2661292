"""The lines a test Adulthood table reports at set-up: the board's printed
spaces, market cards and Careers with their facts. A module of its own (not
conftest.py) so that a test imports it by a name no other game's tests use:
with several test folders collected together, `conftest` would be whichever
folder's conftest came last on sys.path."""

BOARD = "cross=24 grown=10,10 events-happy=6,14,20 events-impact=6,14,20 price3=1e price4=1m"
SOLO_BOARD = "cross=24 grown=10,10"
MARKET = [
    "yoga type=wellness cost=1e action=2t>2e",
    "mall-walkers type=community action=2t>1e1i",
    "vacation type=experience cost=1m gives=1e3h icons=luxury",
    "bike type=resource cost=1m action=1t>1h icons=social",
    "crafting type=leisure cost=1e1m action=2t>2h icons=creativity",
    "family-time type=leisure cost=1e grown-up needs=family action=2t>3h icons=family",
    "marathon type=experience elsewhere=3t@wellness gives=2h icons=service",
    "volunteer type=community action=2t>2i icons=service",
    "night-class type=experience cost=1m gives=1i icons=education",
    "dog type=resource cost=1m icons=family",
]
CAREERS = {
    "Ana": "chef cost=1m icons=creativity action=4t>2m upgraded=3t>3m upgrade=creativity,creativity",
    "Ben": "nurse icons=service action=4t>2m1i upgraded=4t>3m1i upgrade=service,service",
    "Carla": "actor icons=fame action=3t>1m1h upgraded=3t>2m2h upgrade=fame,fame",
}
