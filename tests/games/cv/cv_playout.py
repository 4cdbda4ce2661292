"""A CV game played to the end by players who choose at random among legal
moves, reporting dice and cards as a table would. The card names and facts
(early-01 ...) stand for whatever cards the table reports: the rulebook
prints no card text."""

from __future__ import annotations

import random

from referee.core.engine import Setup, parse, play
from referee.games.cv import data
from referee.games.cv.buying import affordable
from referee.games.cv.dice import dice_count
from referee.games.cv.placing import choices
from referee.games.cv.referee import RULES

SYMBOLS = ("health", "relationship", "knowledge", "money")


def card_line(rng: random.Random, stage: str, number: int) -> str:
    """A card as reported the first time: name, type(s) and facts."""
    name = f"{stage}-{number:02}"
    kind = rng.choice(("health", "relationship", "knowledge", "work", "possession", "event"))
    if kind in ("health", "knowledge") and rng.random() < 0.2:
        kind = f"{kind}/{rng.choice(('relationship', 'work'))}"
    words = [name, kind]
    cost = [rng.choice(SYMBOLS) for _ in range(rng.randint(1, 3))]
    words.append("cost:" + ",".join(cost))
    if rng.random() < 0.1:
        words.append("condition")
    if kind != "event":
        gives = [rng.choice(SYMBOLS + ("luck", "bad-luck")) for _ in range(rng.randint(0, 2))]
        if gives:
            words.append("gives:" + ",".join(gives))
    else:
        words.append("gives:" + rng.choice(SYMBOLS))
    if kind != "event" and rng.random() < (0.5 if kind.startswith("work") else 0.15):
        words.append("upkeep:" + rng.choice(SYMBOLS))
    if kind.startswith("relationship") and rng.random() < 0.3:
        words.append("dice:1")
    if kind == "possession":
        words.append(f"points:{rng.randint(1, 6)}")
    return " ".join(words)


class Player:
    def __init__(self, players: tuple[str, ...], seed: int):
        self.rng = random.Random(seed)
        self.setup = Setup("cv", "standard", players)
        self.state = RULES.setup(self.setup)
        self.log: list[str] = []
        self.decks = {stage: [card_line(self.rng, stage, n) for n in range(1, data.deck_size(stage) + 1)] for stage in data.stages()}
        size = data.childhood_deck(len(players))
        others = [f"childhood-{n:02}" for n in range(1, data.deck_size("childhood"))]
        self.childhood = [data.bicycle()] + self.rng.sample(others, size - 1)
        self.rng.shuffle(self.childhood)
        self.goal_number = 0

    def do(self, line: str) -> None:
        move = parse(RULES, self.state, line, self.setup.players)
        play(RULES, self.state, move, in_place=True)
        self.log.append(move.text())

    def move(self) -> str:
        expected = RULES.expected(self.state)
        name, verbs = self.rng.choice(sorted(expected.actors.items()))
        state, rng = self.state, self.rng
        person = state.people[name]
        if "reveal" in verbs:
            line = self.decks[state.stage].pop(0)
            return f"{name}: reveal {line}"
        if "goal" in verbs:
            self.goal_number += 1
            return f"{name}: goal goal-{self.goal_number} {rng.randint(2, 6)}"
        if "dealt" in verbs:
            hand = [self.childhood.pop() for _ in range(data.table()["childhood"]["dealt"])]
            return f"{name}: dealt {' '.join(hand)}"
        if "keep" in verbs:
            return f"{name}: keep {rng.choice(person.dealt)}"
        if "roll" in verbs:
            return f"{name}: roll {' '.join(rng.choice(data.faces()) for _ in range(dice_count(state, person)))}"
        if "discard" in verbs:
            return f"{name}: discard {rng.choice(person.active_cards())}"
        if "add" in verbs:
            card = state.this_turn.to_place[0]
            return f"{name}: add {card} {self.where(person, card)}"
        if "upkeep" in verbs:
            return f"{name}: upkeep {' '.join(self.paid())}".strip()
        if "assist" in verbs:
            if rng.random() < 0.2:
                return f"{name}: pass"
            card = rng.choice(state.track)
            return f"{name}: assist {card} {self.where(person, card)}".strip()
        if "goals" in verbs:
            achieved = " ".join(f"{goal}:{rng.randint(0, 5)}" for goal in state.goals if rng.random() < 0.6)
            return f"{name}: goals {rng.randint(0, 8)} {achieved}".strip()
        if "reroll" in verbs and rng.random() < 0.5:
            dice = [d if d == data.bad_luck() or rng.random() < 0.5 else rng.choice(data.faces()) for d in state.this_turn.dice]
            return f"{name}: reroll {' '.join(dice)}"
        if "buy" in verbs and rng.random() < 0.9:
            options = affordable(state)
            if options:
                card, luck = rng.choice(options)
                return f"{name}: buy {card}" + (" luck" if luck else "")
        return f"{name}: done"

    def paid(self) -> list[str]:
        """A largest set of card costs the symbols left can pay, in random order."""
        from referee.games.cv.placing import affordable_together, upkeep_cards

        due = upkeep_cards(self.state)
        self.rng.shuffle(due)
        chosen: list[str] = []
        for card in due:
            if affordable_together(self.state, [*chosen, card]):
                chosen.append(card)
        return chosen

    def where(self, person, card: str) -> str:
        from referee.games.cv.cards import facts_of

        kinds, _ = choices(person, facts_of(self.state, card))
        if not kinds:
            return ""
        kind = self.rng.choice(kinds)
        stack = person.stacks[kind]
        words = [kind] if len(kinds) > 1 else []
        if stack and data.goes_anywhere(kind):
            words.append(self.rng.choice(["top", "bottom", f"under:{self.rng.choice(stack)}"]))
        return " ".join(words)


def playout(players: tuple[str, ...], seed: int, limit: int = 3000, check=None) -> Player:
    """Play a whole game; every move chosen must be legal; `check(state)` after each."""
    table = Player(players, seed)
    for _ in range(limit):
        if table.state.over:
            return table
        table.do(table.move())
        if check is not None:
            check(table.state)
    raise AssertionError(f"no end after {limit} moves")
