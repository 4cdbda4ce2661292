"""Game-specific behaviour, one package per game; pure Python, no I/O.

Each game package has a `scoring` module with `score(tally) -> ScoreSheet`
and `template(game, mode, render) -> str`. Packages are imported only when a
command needs them, to keep start-up fast.
"""

from __future__ import annotations

import importlib
from types import ModuleType

_PACKAGES = {
    "coming-of-age": "coming_of_age",
    "loop": "loop",
    "adulthood": "adulthood",
    "cv": "cv",
}


def scoring_module(game_id: str) -> ModuleType:
    return importlib.import_module(f"referee.games.{_PACKAGES[game_id]}.scoring")


def score(tally):
    """Score a checked tally with its game's scorer; then refuse any top-level
    key no part of the scoring read (a misspelt `mode` or table name)."""
    module = scoring_module(tally.game.id)
    sheet = module.score(tally)
    tally.top.finish(known=("game", "mode", "players", *getattr(module, "TOP_LEVEL", ())))
    return sheet


# Games refereed turn by turn: each package has a `referee` module whose
# `RULES` object implements `referee.core.engine.GameRules`.
REFEREED = ("coming-of-age", "loop")


def game_rules(game_id: str):
    """The game's `GameRules`, its grammar reading the game's words in every
    language (rulesets/<game>/vocabulary.toml)."""
    rules = importlib.import_module(f"referee.games.{_PACKAGES[game_id]}.referee").RULES
    if rules.grammar.words is None:
        from referee.core.vocabulary import vocabulary

        rules.grammar.learn(vocabulary(game_id))
    return rules


def status_labels(game_id: str) -> dict:
    """Labels of the game's status fields (common ones included), key -> Msg."""
    from referee.core.status_labels import COMMON

    labels = dict(COMMON)
    try:
        labels.update(importlib.import_module(f"referee.games.{_PACKAGES[game_id]}.labels").LABELS)
    except ModuleNotFoundError:
        pass
    return labels
