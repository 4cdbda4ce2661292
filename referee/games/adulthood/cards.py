"""Card facts: what a card prints, reported by the table the first time the
card appears, then known (the engine's FactBook, `state.facts`).

No card text is in the rulebook, so nothing here is invented: a card is a
name plus the facts the players typed, as `key=value` words:

    type=community cost=1e1m grown-up needs=family icons=social
    gives=1e3h action=2t>1e1i upgraded=3t>3m upgrade=fame,fame
    elsewhere=3t@wellness time=1 lasting

Amounts are written as a count and a letter: t time, e energy, m money,
h happy, i impact, u Unhappiness token, n Negative Impact token ("2t1m").
A card reported again with other facts is refused, showing both.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from referee.core.engine import IllegalMove
from referee.core.messages import Msg
from referee.core.moves import MoveSyntaxError
from referee.games.adulthood import data
from referee.i18n import N_

LETTERS = {"t": "time", "e": "energy", "m": "money", "h": "happiness", "i": "impact", "u": "unhappiness", "n": "negative"}
ORDER = "temhiun"
AMOUNT = re.compile(r"(\d*)([a-z])")
PAY = set("tem")          # what an action spot or a cost bar can ask for
GAIN = set("emhiun")      # what a card or a spot can give
COST = set("em")          # the green cost-to-play bar: money and energy
TYPES = (*data.card_types(), "event")
FLAGS = {"grown-up": "grown_up", "lasting": "lasting"}
KEYS = ("type", "cost", "needs", "icons", "gives", "action", "upgraded", "upgrade", "elsewhere", "time")
EXAMPLE = "type=community cost=1e icons=social action=2t>1e1i"
EVENT_EXAMPLE = "gives=2h1u icons=family"


def fact_key(name: str) -> str:
    return f"card.{data.GAME_ID}.{name.lower()}"


def bundle(text: str) -> dict[str, int]:
    """'2t1m' -> {'time': 2, 'money': 1} (an empty text is nothing)."""
    return dict(_bundle(text))


@lru_cache(maxsize=1024)  # a game's few printed amounts are read at every play, draft and spot
def _bundle(text: str) -> tuple[tuple[str, int], ...]:
    out: dict[str, int] = {}
    for count, letter in AMOUNT.findall(text):
        out[LETTERS[letter]] = out.get(LETTERS[letter], 0) + (int(count) if count else 1)
    return tuple(out.items())


def amount(text: str, allowed: set[str], key: str, line: str) -> str:
    """Check and write an amount canonically ('1m2t' -> '2t1m')."""
    found = AMOUNT.findall(text)
    if not text or "".join(c + l for c, l in found) != text or any(l not in allowed for _, l in found):
        raise MoveSyntaxError(
            N_("'{line}': {fact}={text} is not an amount; write counts and letters from '{letters}', e.g. {fact}=1e1m."),
            line=line, fact=key, text=text, letters="".join(l for l in ORDER if l in allowed),
        )
    counts = {letter: 0 for letter in ORDER}
    for count, letter in found:
        counts[letter] += int(count) if count else 1
    return "".join(f"{n}{letter}" for letter, n in counts.items() if n)


def _icons(text: str, key: str, line: str) -> list[str]:
    icons = [word for word in text.split(",") if word]
    known = data.life_icons()
    for icon in icons:
        if icon not in known:
            raise MoveSyntaxError(N_("'{line}': unknown Life icon '{icon}' in {fact}; icons: {icons}."), line=line, icon=icon, fact=key, icons=", ".join(known))
    return sorted(icons)


def _action(text: str, key: str, line: str) -> str:
    pay, arrow, gain = text.partition(">")
    if not arrow:
        raise MoveSyntaxError(N_("'{line}': {fact} is written PAY>GAIN, e.g. {fact}=2t>1e1i."), line=line, fact=key)
    gain_text = amount(gain, GAIN, key, line) if gain else ""
    return f"{amount(pay, PAY, key, line)}>{gain_text}"


def parse_facts(words: tuple[str, ...], line: str) -> dict[str, Any]:
    """Read `key=value` words into a card's facts, written canonically (a
    new dict each time). The same words are read once: a card's facts are
    reported again and again (every market refill that deals it), and a
    refusal is raised anew, naming this `line`."""
    key = tuple(words)
    found = _READ_FACTS.get(key)
    if found is None:
        found = _read_facts(key, line)
        if len(_READ_FACTS) < MAX_READ_FACTS:
            _READ_FACTS[key] = found
    return {name: list(value) if isinstance(value, list) else value for name, value in found.items()}


MAX_READ_FACTS = 4096  # cards' facts read back, kept for the next report of the same words
_READ_FACTS: dict[tuple[str, ...], dict[str, Any]] = {}


def _read_facts(words: tuple[str, ...], line: str) -> dict[str, Any]:
    facts: dict[str, Any] = {}
    for word in words:
        if word.lower() in FLAGS:
            facts[FLAGS[word.lower()]] = True
            continue
        key, sep, value = word.partition("=")
        key, value = key.lower(), value.lower()
        if not sep or key not in KEYS or not value:
            raise MoveSyntaxError(
                N_("'{line}': '{word}' is not a card fact; facts are key=value with keys {keys}, or the words grown-up, lasting."),
                line=line, word=word, keys=", ".join(KEYS),
            )
        if key == "type":
            if value not in TYPES:
                raise MoveSyntaxError(N_("'{line}': unknown card type '{value}'; types: {types}."), line=line, value=value, types=", ".join(TYPES))
            facts["type"] = value
        elif key == "cost":
            facts["cost"] = amount(value, COST, key, line)
        elif key == "gives":
            facts["gives"] = amount(value, GAIN, key, line)
        elif key in ("needs", "icons", "upgrade"):
            facts[key] = _icons(value, key, line)
        elif key in ("action", "upgraded"):
            facts[key] = _action(value, key, line)
        elif key == "elsewhere":
            quantity, at, spot = value.partition("@")
            if not at or not spot:
                raise MoveSyntaxError(N_("'{line}': elsewhere is written AMOUNT@SPOT, e.g. elsewhere=3t@wellness."), line=line)
            facts["elsewhere"] = f"{amount(quantity, PAY, key, line)}@{data.spot_id(spot)}"
        else:
            if not value.isdigit():
                raise MoveSyntaxError(N_("'{line}': time={value} must be a whole number of extra Time meeples."), line=line, value=value)
            facts["time"] = int(value)
    return facts


def known(state, name: str) -> dict[str, Any] | None:
    return state.facts.get(fact_key(name))


def reported(state, name: str, words: tuple[str, ...], line: str, kind: str | None = None, kinds: tuple[str, ...] = ()) -> dict[str, Any] | None:
    """The facts of card `name` after this report: those typed now (checked
    against what is known) or the known ones. `kind` is the type the move
    implies (a Career drawn at Interview); `kinds` the types allowed here.
    Validation only: `learn` records them after the handler's yield."""
    if not words:
        facts = known(state, name)
        if facts is not None:
            _check_type(name, facts, kinds)
        return facts
    facts = parse_facts(words, line)
    if kind is not None:
        facts.setdefault("type", kind)
    if "type" not in facts:
        raise MoveSyntaxError(N_("'{line}': say the card's type, e.g. '{name} {example}'."), line=line, name=name, example=EXAMPLE)
    _check_type(name, facts, kinds)
    state.facts.check(fact_key(name), facts, Msg(N_("card {card}"), card=name))
    return facts


def _check_type(name: str, facts: dict[str, Any], kinds: tuple[str, ...]) -> None:
    if kinds and facts.get("type") not in kinds:
        raise IllegalMove(
            N_("{card} is a {type} card; here only {kinds} fit."),
            rule_ids=("cards.types",), card=name, type=data.type_name(facts.get("type")), kinds=", ".join(kinds),
        )


def learn(state, name: str, facts: dict[str, Any] | None) -> list[Msg]:
    if facts is not None and state.facts.learn(fact_key(name), facts):
        return [Msg(N_("Noted the facts of {card}: {facts}."), card=name, facts=describe(facts))]
    return []


def describe(facts: dict[str, Any]) -> str:
    """The facts as the words that report them."""
    words = []
    for key in ("type", *KEYS[1:], *FLAGS.values()):
        if key not in facts:
            continue
        value = facts[key]
        if value is True:
            words.append(next(word for word, name in FLAGS.items() if name == key))
        elif isinstance(value, list):
            words.append(f"{key}={','.join(value)}")
        else:
            words.append(f"{key}={value}")
    return " ".join(words)


def need(state, name: str, facts: dict[str, Any] | None, verb: str, player: str, example: str = EXAMPLE, rules: tuple[str, ...] = ("cost.green-bar",)) -> dict[str, Any]:
    """Facts that must be known now (to play a card): else refuse, showing how to report them."""
    if facts is None:
        raise IllegalMove(
            N_("The referee does not know what {card} prints yet: report it once with its facts, e.g. '{player}: {verb} {card} {example}'."),
            rule_ids=rules, card=name, player=player, verb=verb, example=example,
        )
    return facts


def split_action(text: str | None) -> tuple[dict[str, int], dict[str, int]] | None:
    if not text:
        return None
    pay, _, gain = text.partition(">")
    return bundle(pay), bundle(gain)


def group(tokens: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """'chef type=career cost=1m yoga type=wellness' -> [(chef, facts), (yoga, facts)]:
    a word without '=' (and not a flag) starts a new card."""
    cards: list[tuple[str, list[str]]] = []
    for token in tokens:
        if "=" in token or token.lower() in FLAGS:
            if not cards:
                raise MoveSyntaxError(N_("'{word}': name the card before its facts."), word=token)
            cards[-1][1].append(token)
        else:
            cards.append((token.lower(), []))
    return [(name, tuple(words)) for name, words in cards]
