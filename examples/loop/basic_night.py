"""Record the Basic game night (run once; basic-2p.toml is then kept as it is).

    PYTHONPATH=. python examples/loop/basic_night.py

Ana and Ben's first game, Basic Mode, played by the rulebook (P.2-P.11): every
turn's choice is written below as the players made it (what to BUY,
CONSUME, WORK for, which FAVOUR to play and whether to ACCEPT); the cards come
off the shuffled decks in the order listed. The ACTIVITY cards and the GOAL
other than those the rulebook prints (SENSE OF BELONGING: 2 HOUSE and 2 GROUP)
stand for whatever the table reports: the rulebook does not list them, and
the HAPPINESS a GOAL gives is as reported. The game ends on DEPLETION at the
end of Ben's turn (P.10 2.8 a): Ben loses 1 HAPPINESS, both end on 9, neither
holds REPUTATION, and Ana wins the tie-break with fewer MATERIAL in her
LANDFILL (3 against 7).
"""

from __future__ import annotations

from pathlib import Path

from referee.core.engine import Setup, parse, play
from referee.core.session import Session, save
from referee.games import game_rules
from referee.games.loop.setup import NEW_SESSION_OPTIONS

HERE = Path(__file__).resolve().parent
PLAYERS = ("Ana", "Ben")

# The decks as shuffled at set-up, top card first.
ACTIVITIES = [
    "act1 glass plastic house heart", "act2 food metal group leaf", "act3 food utility book heart",
    "act4 metal plastic house group", "act5 glass food leaf book", "act6 plastic utility heart group",
    "act7 glass metal book house", "act8 food plastic leaf heart", "act2", "act9 metal utility group book",
    "act10 glass utility house leaf", "act4", "act11 food glass heart group", "act12 plastic metal leaf book",
    "act13 utility food house book",
]
MATERIALS = "glass metal food plastic utility plastic food metal glass utility food glass plastic metal utility".split()
FAVOURS = "acquire share resell barter recycle share acquire barter resell share recycle acquire share barter".split()

SETUP = [
    *(f"Ana: activity {card}" for card in ACTIVITIES[:5]),
    "Ana: hand share acquire",
    "Ana: start glass",
    "Ben: hand barter resell share",
    "Ben: start metal",
]

# Each player's choices, turn by turn ('end' closes a turn; the FAVOUR drawn
# and the cards refilled after it are reported from the decks above).
TURNS = """
Ana: buy plastic 2 | end
Ben: buy food 2 | end
Ana: consume act1 glass plastic | end
Ben: consume act2 food metal | end
Ana: work | end
Ben: work | end
Ana: play share Ben metal | Ben: accept | Ana: consume act4 Ben.metal plastic | end
Ben: buy utility 2 | Ben: buy glass 1 | end
Ana: buy metal 2 | Ana: buy plastic 1 | end
Ben: consume act3 food utility | end
Ana: consume act7 glass metal | Ana: play share Ben utility | Ben: accept | Ana: consume act6 plastic Ben.utility drop:act7 | Ana: goal sense-of-belonging 3 house house group group | end
Ben: work rep rep | end
Ana: work | Ana: play resell Ben metal | Ben: accept | end
Ben: buy food 2 | Ben: buy plastic 2 | end
Ana: buy food 2 | Ana: buy glass 2 | end
Ben: consume act8 food plastic | Ben: consume act5 food glass drop:act3 | Ben: goal nature-lover 4 leaf leaf leaf book | end
Ana: consume act11 food glass drop:act1 | end
Ben: consume act4 metal plastic drop:act8 | end
Ana: work | end
Ben: work rep | end
Ana: buy metal 2 | Ana: buy utility 1 | end
Ben: buy food 2 | Ben: buy glass 2 | end
"""


def record() -> list[str]:
    """Play the night through the referee; every line is checked as it is recorded."""
    rules = game_rules("loop")
    setup = Setup("loop", "basic", PLAYERS, dict(NEW_SESSION_OPTIONS))
    state = rules.setup(setup)
    log: list[str] = []
    decks = {"activity": iter(ACTIVITIES[5:]), "material": iter(MATERIALS[2:]), "draw": iter(FAVOURS)}

    def do(line: str) -> None:
        move = parse(rules, state, line, PLAYERS)
        play(rules, state, move, in_place=True)
        log.append(move.text())

    def reports() -> None:
        """What the decks say: the FAVOUR drawn at a turn's start, the refills at its end."""
        while not state.over:
            actors = rules.expected(state).actors
            name, verbs = next(iter(actors.items()))
            deck = next((verb for verb in ("draw", "material", "activity") if verb in verbs and "end" not in verbs), None)
            if deck is None:
                return
            do(f"{name}: {deck} {next(decks[deck])}")

    for line in SETUP:
        do(line)
    reports()
    for turn in TURNS.strip().splitlines():
        for part in turn.split(" | "):
            do(f"{state.active}: end" if part == "end" else part)
            reports()
    assert state.over
    return log


def main() -> None:
    save(Session(Setup("loop", "basic", PLAYERS, dict(NEW_SESSION_OPTIONS)), "en", record()), HERE / "basic-2p.toml")


if __name__ == "__main__":
    main()
