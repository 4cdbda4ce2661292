"""A CV game night played the way people play it: they roll real (seeded)
dice, reroll towards the card they want, take the best cards they can pay,
keep good cards active, lose their weakest card to misfortune, and report
the cards on the table. The examples in examples/cv/ are recorded with it.

Card names (ea-01, ma-01, oa-01, ch-01 ...) and their facts stand for
whatever cards the table reports (the rulebook prints no card text); only
Marriage, Used car, the bicycle and the Collector goal are named in the
rulebook, and Marriage's extra die is its example's.
"""

from __future__ import annotations

import random
from collections import Counter

from cv_playout import card_line
from referee.core.engine import Setup, parse, play
from referee.games.cv import data
from referee.games.cv.buying import missing
from referee.games.cv.cards import facts_of, known
from referee.games.cv.dice import dice_count, rerollable
from referee.games.cv.placing import affordable_together, choices, upkeep_cards
from referee.games.cv.referee import RULES

PREFIX = {"early": "ea", "middle": "ma", "old": "oa"}
NAMED = {
    "early": ["marriage relationship cost:relationship,relationship gives:relationship dice:1",
              "used-car possession cost:money,money,money points:3"],
}
GOALS = [("collector", 5), ("lg-2", 4), ("lg-3", 6)]
BOX = 2026   # the facts printed on this box's cards


class Night:
    def __init__(self, players: tuple[str, ...], seed: int, box: int = BOX):
        """`box` fixes the cards' facts (one box, the same cards every night); `seed` the shuffles and dice."""
        self.rng = random.Random(seed)
        self.setup = Setup("cv", "standard", players)
        self.state = RULES.setup(self.setup)
        self.log: list[str] = []
        printed = random.Random(box)
        self.decks = {}
        for stage in data.stages():
            lines = list(NAMED.get(stage, []))
            lines += [card_line(printed, PREFIX[stage], n) for n in range(1, data.deck_size(stage) - len(lines) + 1)]
            self.rng.shuffle(lines)
            self.decks[stage] = lines
        others = [f"ch-{n:02}" for n in range(1, data.deck_size("childhood"))]
        self.childhood_gives = {card: printed.choice(("health", "relationship", "knowledge", "money", "luck")) for card in [data.bicycle(), *others]}
        size = data.childhood_deck(len(players))
        self.childhood = [data.bicycle()] + self.rng.sample(others, size - 1)
        self.rng.shuffle(self.childhood)
        self.goals = GOALS[: data.public_goals(len(players))]

    def do(self, line: str) -> None:
        move = parse(RULES, self.state, line, self.setup.players)
        play(RULES, self.state, move, in_place=True)
        self.log.append(move.text())

    def value(self, card: str, person) -> float:
        facts = facts_of(self.state, card)
        types = facts.get("types", [])
        if "possession" in types:
            return 1 + facts.get("points", 0)
        if "event" in types:
            return 1
        worth = 2 + 0.5 * len(facts.get("gives", [])) + facts.get("dice", 0) - len(facts.get("upkeep", []))
        kinds = [k for k in types if k in data.cv_types()]
        if kinds and any(0 < len(person.stacks[k]) < 6 for k in kinds if data.goes_anywhere(k)):
            worth += 1   # sets score more the larger they grow
        return worth

    def move(self) -> str:
        state, rng = self.state, self.rng
        name, verbs = sorted(RULES.expected(state).actors.items())[0]
        person = state.people[name]
        if "reveal" in verbs:
            return f"{name}: reveal " + self.reveal_line()
        if "goal" in verbs:
            goal, points = self.goals[len(state.goals)]
            return f"{name}: goal {goal} {points}"
        if "dealt" in verbs:
            return f"{name}: dealt {' '.join(self.childhood.pop() for _ in range(data.table()['childhood']['dealt']))}"
        if "keep" in verbs:
            return f"{name}: keep {data.bicycle() if data.bicycle() in person.dealt else person.dealt[0]}"
        if "roll" in verbs:
            return f"{name}: roll {' '.join(rng.choice(data.faces()) for _ in range(dice_count(state, person)))}"
        if "select" == state.phase and not state.pending:
            return self.select(name, person)
        if "discard" in verbs:
            worst = min(person.active_cards(), key=lambda c: self.value(c, person))
            return f"{name}: discard {worst}"
        if "add" in verbs:
            card = next(c for c in state.this_turn.to_place if any(d.data.get("card") == c for d in state.pending.for_player(name)))
            return f"{name}: add {card} {self.where(person, card)}".strip()
        if "upkeep" in verbs:
            chosen = []
            for card in sorted(upkeep_cards(state), key=lambda c: -self.value(c, person)):
                if affordable_together(state, [*chosen, card]):
                    chosen.append(card)
            return f"{name}: upkeep {' '.join(chosen)}".strip()
        if "assist" in verbs:
            best = max(state.track, key=lambda c: self.value(c, person))
            return f"{name}: assist {best} {self.where(person, best)}".strip()
        if "goals" in verbs:
            return f"{name}: goals {self.goal_report(person)}"
        raise AssertionError(verbs)

    def reveal_line(self) -> str:
        line = self.decks[self.state.stage].pop(0)
        card = line.split()[0]
        return card if known(self.state, card) else line

    def select(self, name: str, person) -> str:
        state = self.state
        options = []
        for card in dict.fromkeys(state.track):
            if not missing(state, card, False):
                options.append((self.value(card, person), card, ""))
            elif not missing(state, card, True):
                options.append((self.value(card, person) - 0.5, card, " luck"))
            else:
                helper = self.helper_for(person, card)
                if helper:
                    if not known(state, helper):
                        return f"{name}: card {helper} gives:{self.childhood_gives[helper]}"
                    options.append((self.value(card, person) - 0.2, card, f" {helper}"))
        if options and (max(options)[0] >= 3 or not rerollable(state)):
            _, card, extra = max(options)
            return f"{name}: buy {card}{extra}"
        if rerollable(state) and not state.this_turn.bought:
            wanted = self.reroll_towards(person)
            if wanted is not None:
                return f"{name}: reroll {' '.join(wanted)}"
        if options:
            _, card, extra = max(options)
            return f"{name}: buy {card}{extra}"
        return f"{name}: done"

    def helper_for(self, person, card: str) -> str | None:
        short = missing(self.state, card, False)
        for helper in person.hand:
            if helper in self.childhood_gives and sum(short.values()) == 1 and self.childhood_gives[helper] in short:
                return helper
        return None

    def reroll_towards(self, person) -> list[str] | None:
        """Keep the dice the most wanted affordable-looking card needs; reroll
        the rest (bad luck stays); None when no die is worth rerolling."""
        state = self.state
        dice = state.this_turn.dice
        target = max(state.track, key=lambda c: (self.value(c, person) - 0.7 * sum(missing(state, c, False).values()), c))
        need = Counter(facts_of(state, target).get("cost", [])) - Counter(person.tokens)
        kept: list[str] = []
        rerolled = 0
        for face in dice:
            if face == data.bad_luck() or need[face] > 0:
                need[face] -= 1
                kept.append(face)
            else:
                rerolled += 1
                kept.append(self.rng.choice(data.faces()))
        return kept if rerolled else None

    def where(self, person, card: str) -> str:
        kinds, _ = choices(person, facts_of(self.state, card))
        if not kinds:
            return ""
        kind = min(kinds, key=lambda k: len(person.stacks[k]))
        words = [kind] if len(kinds) > 1 else []
        stack = person.stacks[kind]
        if stack and data.goes_anywhere(kind):
            keep_active = self.value(stack[-1], person) > self.value(card, person)
            words.append(f"under:{stack[-1]}" if keep_active else "top")
        return " ".join(words)

    def goal_report(self, person) -> str:
        """The secret goal's points and how far each public goal was achieved (as the players count them)."""
        secret = 8 if len(person.stacks["health"]) >= 2 and len(person.stacks["knowledge"]) >= 2 else 0
        measures = {"collector": len(person.stacks["possession"]), "lg-2": len(person.stacks["knowledge"]), "lg-3": len(person.stacks["relationship"])}
        achieved = " ".join(f"{goal}:{measures[goal]}" for goal in self.state.goals if measures[goal])
        return f"{secret} {achieved}".strip()


def night(players: tuple[str, ...], seed: int, limit: int = 3000) -> Night:
    table = Night(players, seed)
    for _ in range(limit):
        if table.state.over:
            return table
        table.do(table.move())
    raise AssertionError(f"no end after {limit} moves")
