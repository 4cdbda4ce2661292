"""Game-specific behaviour, one package per game; pure Python, no I/O.

A game's package is named after its id (`coming-of-age` ->
`referee.games.coming_of_age`). Each has a `scoring` module with
`score(tally) -> ScoreSheet` and `template(game, mode, render) -> str`; a
game refereed turn by turn also has a `referee` module whose `RULES` object
implements `referee.core.engine.GameRules`. Nothing here lists the games:
they are found from `rulesets/` and these packages. Packages are imported
only when a command needs them, to keep start-up fast.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Sequence
from functools import cache
from types import ModuleType

from referee.core.registry import GAME_IDS, Ids, game_ids


def package(game_id: str) -> str:
    """The package of a game: `referee.games.<id with '_' for '-'>`."""
    return "referee.games." + game_id.replace("-", "_")


def scoring_module(game_id: str) -> ModuleType:
    """The game's `scoring` module (imported now)."""
    return importlib.import_module(f"{package(game_id)}.scoring")


def score(tally):
    """Score a checked tally with its game's scorer; then refuse any top-level
    key no part of the scoring read (a misspelt `mode` or table name)."""
    module = scoring_module(tally.game.id)
    sheet = module.score(tally)
    tally.top.finish(known=("game", "mode", "players", *getattr(module, "TOP_LEVEL", ())))
    return sheet


@cache
def _is_refereed(game_id: str) -> bool:
    """True when the game's package has a `referee` module (found without importing it)."""
    try:
        return importlib.util.find_spec(f"{package(game_id)}.referee") is not None
    except ModuleNotFoundError:  # no package for this game at all
        return False


@cache
def refereed() -> tuple[str, ...]:
    """The games refereed turn by turn, in listing order."""
    return tuple(game_id for game_id in game_ids() if _is_refereed(game_id))


def _refereed_id(game_id: str) -> bool:
    return game_id in GAME_IDS and _is_refereed(game_id)


# Games refereed turn by turn: each package has a `referee` module whose
# `RULES` object implements `referee.core.engine.GameRules`.
REFEREED: Sequence[str] = Ids(refereed, _refereed_id)


def game_rules(game_id: str):
    """The game's `GameRules`, its grammar reading the game's words in every
    language (rulesets/<game>/vocabulary.toml)."""
    rules = importlib.import_module(f"{package(game_id)}.referee").RULES
    if rules.grammar.words is None:
        from referee.core.vocabulary import vocabulary

        rules.grammar.learn(vocabulary(game_id))
    return rules


def status_labels(game_id: str) -> dict:
    """Labels of the game's status fields (common ones included), key -> Msg."""
    from referee.core.status_labels import COMMON

    labels = dict(COMMON)
    try:
        labels.update(importlib.import_module(f"{package(game_id)}.labels").LABELS)
    except ModuleNotFoundError:
        pass
    return labels
