"""Tallies for tests: a test names only the counts it checks."""

from __future__ import annotations

import textwrap

from referee.core.registry import get_game


def _none_for(value):
    """What a template's field holds when there is nothing to count: 0, false, [] or {}."""
    return type(value)() if isinstance(value, (bool, int, list, dict)) else None


def completed(game_id: str, text: str, mode: str | None = None) -> str:
    """A test's tally with every field of the game's template that a player's
    table leaves out written as none (0, false, [] or {}): a test names only
    the counts it checks, as a full tally (which `referee score` asks
    for) would hold the rest. Text that is not a readable tally is left as is
    for the scorer to refuse."""
    import tomllib

    import tomli_w

    from referee.games import scoring_module

    try:
        data = tomllib.loads(textwrap.dedent(text))
        game = get_game(game_id)
        chosen = game.mode(mode or data.get("mode"))
        template = tomllib.loads(scoring_module(game.id).template(game, chosen, lambda msg: msg.english()))
    except Exception:
        return textwrap.dedent(text)
    players = data.get("players")
    if not isinstance(players, dict) or not all(isinstance(table, dict) for table in players.values()):
        return textwrap.dedent(text)
    fields = next(iter(template["players"].values()))
    tables = [(table, fields) for table in players.values()]
    # a section such as Coming of Age's [rob], when the test writes it
    tables += [(data[name], section) for name, section in template.items()
               if name != "players" and isinstance(section, dict) and isinstance(data.get(name), dict)]
    for table, wanted in tables:
        for key, value in wanted.items():
            if key not in table and _none_for(value) is not None:
                table[key] = _none_for(value)
    return tomli_w.dumps(data)
