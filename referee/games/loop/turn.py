"""A player's turn (P.6-10): draw a FAVOUR, then exactly one of WORK, BUY
(buy.py) or CONSUME, GOAL, REPUTATION for HAPPINESS, and ending the turn.

Every handler validates, yields, then mutates (the core handler contract):
`check` runs it up to its `yield` on the state itself, `apply` to the end,
so the reasons and the effects come from one source. The CAREER and EVENT
conditions that change these actions are applied here, where the action is.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.core.engine import IllegalMove
from referee.core.messages import Msg, ngettext
from referee.core.moves import Move, MoveSyntaxError
from referee.games.loop import data, effects
from referee.games.loop.candidates import any_legal
from referee.games.loop.buy import buy
from referee.games.loop.queries import event_on, goal_met, kind_for_use, must_draw, numbered, one_action
from referee.games.loop.state import Material, State, bump
from referee.games.loop.tokens import (
    PROPERTY_WORD,
    Ref,
    buy_area_slot,
    kind_of,
    parse_ref,
    pick,
    split,
)
from referee.i18n import N_


def draw(state: State, move: Move) -> Iterator[None]:
    """The 'draw' move: The FAVOUR drawn at the start of your turn."""
    kinds = move.arg(0, ())
    needed = must_draw(state)
    rules = ("turn.draw-favour",) + (("career.waitress",) if state.player.career == "waitress" else ())
    if needed == 0:
        raise IllegalMove(N_("{player} draws no FAVOUR now (holds {count}; draws only below {limit}, once)."), rule_ids=rules, player=move.player, count=sum(state.player.hand.values()), limit=data.table()["favours"]["draw_below"])
    if len(kinds) != needed:
        raise IllegalMove(N_("{player} draws {needed} FAVOUR now, not {given}."), rule_ids=rules, player=move.player, needed=needed, given=len(kinds))
    effects.check_drawable(state, kinds, rules)
    yield
    changes: list[Msg] = []
    for kind in kinds:
        effects.draw_favour(state, kind, rules)
        bump(state.player.hand, kind)
    state.this_turn.drawn = True
    changes.append(ngettext("{player} draws {n} FAVOUR.", "{player} draws {n} FAVOUR.", len(kinds), player=move.player))
    return changes


def salary(state: State, words: list[str]) -> tuple[int, int, str | None]:
    """The SALARY for this WORK: (coins, happiness lost, the word naming the Artist's MATERIAL)."""
    person = state.player
    spec = data.careers()[person.career]
    numbers = [w for w in words if w.isdigit()]
    others = [w for w in words if not w.isdigit()]
    options = spec["salary"]
    create = None
    if others:
        if person.career != "artist" or len(others) > 1:
            raise MoveSyntaxError(N_("'work' takes {words}? Only the Artist names a MATERIAL (Create)."), words=" ".join(others))
        parse_ref(others[0], state)   # a MATERIAL type, maybe with the QUALITY it shows
        create = others[0]
    if len(options) > 1:
        choices = "/".join(str(c) for c, _ in options)
        if len(numbers) != 1 or int(numbers[0]) not in [c for c, _ in options]:
            raise IllegalMove(N_("The Freelancer chooses one SALARY: 'work COINS' with COINS one of {choices}."), rule_ids=("career.freelancer",), choices=choices)
        coins, loss = next(o for o in options if o[0] == int(numbers[0]))
    else:
        if numbers:
            raise MoveSyntaxError(N_("{career} has only one SALARY: write just 'work'."), career=data.career_name(person.career))
        coins, loss = options[0]
    if spec.get("salary_double"):
        coins = person.coins
    return coins, loss, create


def work(state: State, move: Move) -> Iterator[None]:
    """WORK (P.6; SALARY P.5; REPUTATION P.9 a; Forced into Debt P.15; careers P.18)."""
    one_action(state, "work")
    if state.this_turn.action == "work":
        raise IllegalMove(N_("{player} already WORKed this turn."), rule_ids=("turn.one-action",), player=move.player)
    person = state.player
    words, _, flags = split(move.arg(0, ()), flags=("rep",))
    reps = flags["rep"]
    coins, loss, create = salary(state, words)
    events = data.table()["events"]
    extra_loss = 0
    rules = ["turn.work", "area.salary"]
    if event_on(state, "overtime"):
        coins += events["overtime_coins"]
        extra_loss += events["overtime_happiness"]
        rules.append("event.overtime")
    if person.career == "tycoon":
        extra_loss += len(person.cards) * data.ability_numbers("tycoon")["happiness_per_card"]
        rules.append("career.tycoon")
    total_loss = loss + extra_loss
    if reps > person.reputation:
        raise IllegalMove(N_("{player} spends {count} REPUTATION but has {have}."), rule_ids=("reputation.work",), player=move.player, count=reps, have=person.reputation)
    changes: list[Msg] = []
    slot = buy_area_slot(state, move, create, ("career.artist",)) if create and person.happiness >= total_loss else None
    if person.happiness < total_loss:
        if state.mode != "basic" and not stuck_without_work(state):
            raise IllegalMove(
                N_("WORK costs {loss} HAPPINESS and {player} has {have}: APPLY for a CREDIT CARD and BUY or CONSUME instead."),
                rule_ids=("credit.forced-debt", "turn.work-no-happiness"), loss=total_loss, player=move.player, have=person.happiness,
            )
        if reps or create:
            only = data.table()["happiness"]["basic_no_happiness_coins"]
            raise IllegalMove(ngettext("With no HAPPINESS to deduct, WORK only gives {n} COIN and ends the turn.", "With no HAPPINESS to deduct, WORK only gives {n} COIN and ends the turn.", only), rule_ids=("turn.work-no-happiness",))
        if any(card["turn"] < data.table()["credit"]["payoff_min"] for card in person.cards):
            raise IllegalMove(N_("This WORK ends the turn at once: PAYOFF every CREDIT CARD first."), rule_ids=("credit.payoff", "turn.work-no-happiness"))
        yield
        state.this_turn.action = "work"
        changes.append(Msg(N_("{player} has no HAPPINESS to deduct: takes {coins} COIN and ends the turn."), player=move.player, coins=data.table()["happiness"]["basic_no_happiness_coins"]))
        effects.coins(state, move.player, data.table()["happiness"]["basic_no_happiness_coins"], changes)
        take_back_favours(state, changes)
        state.this_turn.work_ends = True
        return changes
    yield
    state.this_turn.action = "work"
    gain = coins + reps * data.table()["reputation"]["work_coin"]
    if event_on(state, "economic-slowdown"):
        gain -= events["slowdown_work_coins"]
    changes.append(ngettext("{player} WORKs: +{n} COIN, -{loss} HAPPINESS.", "{player} WORKs: +{n} COIN, -{loss} HAPPINESS.", gain, player=move.player, loss=total_loss))
    if reps:
        effects.reputation(state, move.player, -reps, changes)
    effects.coins(state, move.player, gain, changes)
    effects.happiness(state, move.player, -total_loss, changes)
    if slot is not None:
        created = state.buy_area[slot].kind  # type: ignore[union-attr]
        state.buy_area[slot] = None
        create = data.ability_numbers("artist")
        person.materials.append(Material(created, create["quality"]))
        changes.append(ngettext("Create: {player} takes {kind} at QUALITY {quality} and {n} COIN.", "Create: {player} takes {kind} at QUALITY {quality} and {n} COIN.", create["coins"], player=move.player, kind=created, quality=create["quality"]))
        effects.coins(state, move.player, create["coins"], changes)
    take_back_favours(state, changes)
    return changes


def take_back_favours(state: State, changes: list[Msg]) -> None:
    """Cooperative and Solo: played FAVOUR return to the hand when you WORK, and only then (P.16, P.17)."""
    person = state.player
    if person.played:
        for kind, count in person.played.items():
            bump(person.hand, kind, count)
        changes.append(Msg(N_("{player} takes {count} played FAVOUR back into hand."), player=person.name, count=sum(person.played.values())))
        person.played = {}


def stuck_without_work(state: State) -> bool:
    """Forced into Debt (P.15) assumes a CREDIT CARD makes BUY or CONSUME possible; if
    even after one there is no legal BUY or CONSUME, the Basic rule (1 COIN, end of
    turn) is the only way on, rather than a game that cannot continue."""
    if state.this_turn.applied == 0:
        return False
    return not any_legal(state, {"buy": buy, "consume": consume})


def resolve_material(state: State, ref: Ref, taken: set, rule_ids: tuple[str, ...], spent: list[dict]) -> tuple[str, list, int]:
    """Where a MATERIAL used to CONSUME is: own, or SHAREd (another player's, or
    Solo's BUY AREA). A SHARE it uses is added to `spent` (not yet removed)."""
    person = state.player
    if ref.owner is None or ref.owner == person.name:
        index = pick(person.materials, Ref(None, ref.kind, ref.quality), {i for (h, i) in taken if h == id(person.materials)}, person.name, rule_ids)
        return person.name, person.materials, index
    holder = state.buy_area if ref.owner == data.BUY_AREA else state.people[ref.owner].materials if ref.owner in state.people else None
    shares = [s for s in state.this_turn.shares
              if s["owner"] == ref.owner and (s["kind"] == ref.kind or s.get("forged") == ref.kind) and all(s is not used for used in spent)]
    if holder is None or not shares:
        raise IllegalMove(N_("{player} has no SHARE of a {kind} from {owner} this turn."), rule_ids=("favour.share", "favour.solo-share"), player=person.name, kind=ref.kind, owner=ref.owner)
    share = shares[0]
    index = pick(holder, Ref(None, share["kind"], share["quality"]), {i for (h, i) in taken if h == id(holder)}, ref.owner, rule_ids)
    spent.append(share)
    return ref.owner, holder, index


def consume(state: State, move: Move) -> Iterator[None]:
    """CONSUME (P.7): one QUALITY from each MATERIAL of the 2 colours; broken ones to the LANDFILL."""
    name = move.arg(0).lower()
    words, options, _ = split(move.arg(1, ()), keys=("drop",))
    if len(words) != 2:
        raise MoveSyntaxError(N_("CONSUME names the ACTIVITY and its 2 MATERIAL, e.g. 'consume dance glass plastic:2'."))
    one_action(state, "consume")
    person, turn, table = state.player, state.this_turn, data.table()
    slowdown = event_on(state, "economic-slowdown")
    limit = table["events"]["slowdown_consume"] if slowdown else table["activities"]["consume_per_turn"]
    if turn.consumes >= limit:
        raise IllegalMove(N_("{player} already completed {count} ACTIVITY this turn (limit {limit})."), rule_ids=("turn.consume", "event.economic-slowdown") if slowdown else ("turn.consume",), player=move.player, count=turn.consumes, limit=limit)
    if event_on(state, "vulgarian") and person.coins < table["events"]["vulgarian_coins"]:
        raise IllegalMove(N_("Vulgarian: CONSUME needs {need} COIN or more; {player} has {coins}."), rule_ids=("event.vulgarian",), need=table["events"]["vulgarian_coins"], player=move.player, coins=person.coins)
    cards = [(i, c) for i, c in enumerate(state.consume_area) if c is not None and c.name == name]
    if not cards:
        there = ", ".join(c.name for c in state.consume_area if c is not None) or "-"
        raise IllegalMove(N_("There is no ACTIVITY '{activity}' in the CONSUME AREA (there: {there})."), rule_ids=("turn.consume",), activity=name, there=there)
    refs = [parse_ref(word, state) for word in words]
    taken: set = set()
    used = []
    spent: list[dict] = []
    for ref in refs:
        owner, holder, index = resolve_material(state, ref, taken, ("turn.consume-cost",), spent)
        taken.add((id(holder), index))
        used.append((owner, holder, index))
    kinds = sorted(kind_for_use(state, holder[i]) for _, holder, i in used)
    micro = state.active_event == "micro-plastic"
    fitting = [(i, c) for i, c in cards if sorted(c.colours) == kinds and not (micro and "food" in c.colours)]
    if not fitting:
        card = cards[0][1]
        if micro and "food" in card.colours:
            raise IllegalMove(N_("Micro-Plastic: FOOD counts as PLASTIC, so no ACTIVITY needing FOOD can be completed."), rule_ids=("event.micro-plastic",))
        raise IllegalMove(
            N_("{name} needs {colours}; {materials} count as {kinds} (2 separate MATERIAL, {quality} QUALITY each)."),
            rule_ids=("turn.consume-cost",), name=name, colours="+".join(card.colours), materials=" ".join(words), kinds="+".join(kinds),
            quality=table["activities"]["consume_wear"],
        )
    slot, card = fitting[0]
    kept = table["activities"]["kept"]
    drop = options.get("drop")
    if len(person.activities) >= kept and drop is None:
        held = ", ".join(c.name for c in person.activities)
        raise IllegalMove(N_("{player} keeps {kept} ACTIVITY already ({held}): add 'drop:NAME' to discard one."), rule_ids=("turn.activity-keep", "area.activity-slots"), player=move.player, kept=kept, held=held)
    if drop is not None and len(person.activities) < kept:
        raise IllegalMove(N_("{player} has a free ACTIVITY slot: nothing to drop."), rule_ids=("turn.activity-keep",), player=move.player)
    old = [c for c in person.activities if c.name == drop.lower()] if drop is not None else []
    if drop is not None and not old:
        raise IllegalMove(N_("{player} keeps no ACTIVITY '{activity}'."), rule_ids=("turn.activity-keep",), player=move.player, activity=drop)
    yield
    for share in spent:
        turn.shares.remove(share)
    changes: list[Msg] = [Msg(N_("{player} CONSUMEs {name} with {materials}."), player=move.player, name=name, materials=" ".join(words))]
    if drop is not None:
        person.activities.remove(old[0])
        state.activity_discard.append(old[0])
        changes.append(Msg(N_("{player} discards the kept ACTIVITY {activity}."), player=move.player, activity=old[0].name))
    for owner, holder, index in sorted(used, key=lambda u: -u[2]):
        effects.wear(state, owner, holder, index, table["activities"]["consume_wear"], changes)
    state.consume_area[slot] = None
    person.activities.append(card)
    person.completed += 1
    turn.action = "consume"
    turn.consumes += 1
    effects.happiness(state, move.player, table["activities"]["happiness_each"], changes)
    turn.snapshots.append(list(person.activities))
    return changes


def rep_happiness(state: State, move: Move) -> Iterator[None]:
    """P.9 c: only in a CONSUME turn, 2 REPUTATION at once for 1 HAPPINESS."""
    rules = data.table()["reputation"]
    if state.this_turn.action != "consume":
        raise IllegalMove(N_("REPUTATION buys HAPPINESS only in a CONSUME turn (after CONSUMing)."), rule_ids=("reputation.consume",))
    if state.player.reputation < rules["consume_cost"]:
        raise IllegalMove(N_("{player} needs {need} REPUTATION and has {have}."), rule_ids=("reputation.consume",), player=move.player, need=rules["consume_cost"], have=state.player.reputation)
    yield
    changes: list[Msg] = []
    effects.reputation(state, move.player, -rules["consume_cost"], changes)
    effects.happiness(state, move.player, rules["consume_happiness"], changes)
    return changes


def remembered_goal(state: State, name: str) -> dict | None:
    """GOAL `name`'s printed reward and PROPERTY, from the session file or the
    user's catalog (None when unknown, or when it does not read as a GOAL)."""
    value = state.facts.get(f"goal.{name}")
    goals = data.table()["goals"]
    if not (isinstance(value, dict) and set(value) == {"kind", "reward", "properties"}):
        return None
    reward, props = value["reward"], value["properties"]
    if type(reward) is not int or not 1 <= reward <= data.happiness_max() or not isinstance(props, list):
        return None
    if value["kind"] == name and name in goals["special"] and not props:
        return value
    if value["kind"] == "properties" and goals["properties_min"] <= len(props) <= goals["properties_max"] and all(p in data.properties() for p in props):
        return value
    return None


def goal_spec(state: State, move: Move) -> dict:
    name = move.arg(0).lower()
    details = move.arg(1, ())
    goals = data.table()["goals"]
    known = state.goal_catalog.get(name) or remembered_goal(state, name)
    if not details:
        if known is None:
            raise MoveSyntaxError(
                N_("GOAL '{name}' is new: enter it once with its HAPPINESS and PROPERTY, e.g. '{example}'."),
                name=name, example=f"{move.player}: goal {name} 3 house house group group",
            )
        return known
    if not details[0].isdigit():
        raise MoveSyntaxError(N_("After the GOAL's name comes the HAPPINESS it gives (a number)."))
    reward = int(details[0])
    if not 1 <= reward <= data.happiness_max():
        raise MoveSyntaxError(N_("A GOAL gives 1 to {maximum} HAPPINESS."), maximum=data.happiness_max())
    if name in goals["special"]:
        if len(details) != 1:
            raise MoveSyntaxError(N_("{name} has no PROPERTY to list: 'goal {name} HAPPINESS'."), name=name)
        spec = {"kind": name, "reward": reward, "properties": []}
    else:
        props = sorted(kind_of(word, data.properties(), PROPERTY_WORD) for word in details[1:])
        if not goals["properties_min"] <= len(props) <= goals["properties_max"]:
            raise IllegalMove(N_("A GOAL calls for {minimum} to {maximum} PROPERTY, not {count}."), rule_ids=("goal.properties", "goal.types"), minimum=goals["properties_min"], maximum=goals["properties_max"], count=len(props))
        spec = {"kind": "properties", "reward": reward, "properties": props}
    if name in state.goal_catalog and state.goal_catalog[name] != spec:
        raise IllegalMove(N_("GOAL '{name}' was entered before with different HAPPINESS or PROPERTY."), rule_ids=("goal.types",), name=name)
    state.facts.check(f"goal.{name}", spec, Msg(N_("GOAL {name}"), name=name), rule_ids=("goal.types",))
    if known is None and len(state.goal_catalog) >= goals["total"]:
        raise IllegalMove(N_("There are only {count} GOAL."), rule_ids=("goal.types",), count=goals["total"])
    return spec


def goal(state: State, move: Move) -> Iterator[None]:
    """Achieving a GOAL (P.8): in the CONSUME turn its requirement is met; each once; 3 (Solo 4) per player."""
    name = move.arg(0).lower()
    person = state.player
    if state.this_turn.action != "consume":
        raise IllegalMove(N_("GOAL are achieved during a CONSUME turn, after CONSUMing."), rule_ids=("goal.claim", "goal.achieve"))
    limit = data.goal_limit(state.mode)
    if len(person.goals) >= limit:
        raise IllegalMove(N_("{player} already achieved {count} GOAL: that is all of them."), rule_ids=("goal.limit",), player=move.player, count=limit)
    if name in state.goals_taken:
        raise IllegalMove(N_("GOAL '{name}' was already achieved; each GOAL only once."), rule_ids=("goal.limit",), name=name)
    spec = goal_spec(state, move)
    if goal_met(spec, state.this_turn.start_kept):
        raise IllegalMove(N_("'{name}' was already met before this turn: a GOAL is revealed in the turn its requirement is met."), rule_ids=("goal.reveal-timing",), name=name)
    if not any(goal_met(spec, kept) for kept in state.this_turn.snapshots):
        kept = ", ".join(f"{c.name}({'+'.join(c.properties)})" for c in person.activities) or "-"
        need = "+".join(spec["properties"]) or name
        raise IllegalMove(N_("The kept ACTIVITY ({kept}) do not meet '{goal}' (needs {need})."), rule_ids=("goal.achieve", "goal.hobby", "goal.curiosity"), kept=kept, goal=name, need=need)
    yield
    state.goal_catalog[name] = spec
    state.facts.learn(f"goal.{name}", spec)
    person.goals.append(name)
    state.goals_taken.append(name)
    changes = [Msg(N_("{player} achieves GOAL {name} (+{reward} HAPPINESS)."), player=move.player, name=name, reward=spec["reward"])]
    effects.happiness(state, move.player, spec["reward"], changes)
    return changes


def end(state: State, move: Move) -> Iterator[None]:
    """End Turn (P.10 2.7): an action was taken, every CREDIT CARD paid; turn-end EVENT."""
    person = state.player
    if state.this_turn.action is None:
        raise IllegalMove(N_("{player} must WORK, BUY or CONSUME before ending the turn (no passing)."), rule_ids=("turn.one-action", "turn.refill-timing"), player=move.player)
    for number, card in numbered(state, person):
        if card["turn"] < data.table()["credit"]["payoff_min"]:
            raise IllegalMove(
                N_("CREDIT CARD {number} needs a PAYOFF of {low}-{high} COIN this turn ({player} has {coins} COIN; with none, APPLY for another)."),
                rule_ids=("credit.payoff",), number=number, player=move.player, coins=person.coins,
                low=data.table()["credit"]["payoff_min"], high=data.table()["credit"]["payoff_max"],
            )
    target = move.arg(0)
    hype = event_on(state, "hypebeast") and len(state.order) > 1
    if hype and (target is None or target == move.player):
        raise IllegalMove(N_("Hypebeast: name another player at turn end: 'end PLAYER'."), rule_ids=("event.hypebeast",))
    if target is not None and not hype:
        raise IllegalMove(N_("'end' names a player only under Hypebeast."), rule_ids=("event.hypebeast",))
    yield
    return finish(state, target)


def finish(state: State, target: str | None) -> list[Msg]:
    """What happens when the active player ends the turn, before refilling."""
    name = state.active
    changes = [Msg(N_("{player} ends the turn."), player=name)]
    if event_on(state, "a-diamond-is-for-business") and "metal" not in {kind_for_use(state, m) for m in state.player.materials}:
        changes.append(Msg(N_("A Diamond Is For Business: {player} has no METAL."), player=name))
        effects.happiness(state, name, -data.table()["events"]["a_diamond_happiness"], changes)
    if target is not None:
        theirs = {kind_for_use(state, m) for m in state.people[target].materials}
        mine = {kind_for_use(state, m) for m in state.player.materials}
        if not theirs <= mine:
            changes.append(Msg(N_("Hypebeast: {player} lacks {kinds} that {target} owns."), player=name, kinds=", ".join(sorted(theirs - mine)), target=target))
            effects.happiness(state, name, -data.table()["events"]["hypebeast_happiness"], changes)
    for person in state.people.values():
        for material in person.materials:
            material.forged = None
    state.this_turn.shares = []
    state.phase = "refill"
    return changes
