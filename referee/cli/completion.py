"""Shell completion (`referee --install-completion` for bash, zsh, fish):
what each argument can be, computed only when the shell asks.

Commands and options complete from typer itself; these functions add game
ids, modes, and, from the session file (`--file`, else the default one),
player names and the moves legal now ('Ana: roll'). They import what they
need inside, so ordinary commands pay nothing for them. A session that cannot
be read completes to nothing rather than failing in the shell.

No `from __future__ import annotations` here: typer reads the `ctx`
annotation at run time to pass the click context.
"""

from pathlib import Path
from typing import List, Optional

import typer


def games(incomplete: str) -> list[str]:
    """Game ids and aliases starting with what was typed."""
    from referee.core.registry import GAME_IDS, get_game

    names = [*GAME_IDS, *(alias for game_id in GAME_IDS for alias in get_game(game_id).aliases)]
    return [name for name in names if name.startswith(incomplete.lower())]


def modes(ctx: typer.Context, incomplete: str) -> List[str]:
    """The modes of the game named earlier on the line. An option still
    waiting for its value leaves the parsed parameters empty, so the words
    typed are read too (bash gives them in COMP_WORDS, zsh and fish in
    _TYPER_COMPLETE_ARGS)."""
    from referee.core.errors import RefereeError
    from referee.core.registry import resolve_game

    for word in filter(None, [ctx.params.get("game"), *_typed_words()[2:]]):
        if word.startswith("-"):
            continue
        try:
            chosen = resolve_game(word)
        except RefereeError:
            continue
        return [mode for mode in chosen.modes if mode.startswith(incomplete.lower())]
    return []


def _typed_words() -> List[str]:
    import os
    import shlex

    line = os.environ.get("_TYPER_COMPLETE_ARGS") or os.environ.get("COMP_WORDS") or ""
    try:
        return shlex.split(line)
    except ValueError:
        return line.split()


def _session(ctx: typer.Context):
    from referee.cli.table import session_path
    from referee.core.errors import RefereeError
    from referee.core.session import load

    file: Optional[Path] = ctx.params.get("file") or ctx.params.get("file_option")
    path = session_path(Path(file) if file else None)
    from dataclasses import replace

    from referee.core.catalog import load_catalog

    try:
        session = load(path)
        # the fold reads the user's catalog of component facts, as every session command does
        return replace(session, setup=replace(session.setup, catalog=load_catalog(session.setup.game))), path
    except (RefereeError, OSError):
        return None, path


def players(ctx: typer.Context, incomplete: str) -> list[str]:
    """The session's player names."""
    session, _ = _session(ctx)
    if session is None:
        return []
    return [name for name in session.setup.players if name.lower().startswith(incomplete.lower())]


def moves(ctx: typer.Context, incomplete: str) -> list[str]:
    """'Ana:' for each player who may act now; after 'Ana:', the verbs Ana
    may use now, in the session's language: in one quoted word ("Ana: ro")
    or in the next word of a move typed without quotes (Ana: ro)."""
    from referee.core.engine import legal_now
    from referee.core.errors import RefereeError
    from referee.core.session import current_state
    from referee.games import game_rules

    session, path = _session(ctx)
    if session is None:
        return []
    rules = game_rules(session.setup.game)
    try:
        legal = legal_now(rules, current_state(rules, session, path))
    except RefereeError:
        return []
    before = [word for word in (ctx.params.get("words") or ()) if word != incomplete]
    if len(before) == 1 and before[0].endswith(":") and ":" not in incomplete:  # Ana: ro<TAB>, no quotes
        return [shown.split(":", 1)[1].strip() for shown in _verbs(session, legal, before[0], incomplete)]
    who, colon, verb = incomplete.partition(":")
    if not colon:
        return [f"{name}:" for name in legal if name.lower().startswith(who.lower())]
    return _verbs(session, legal, who, verb)


def _verbs(session, legal: dict, who: str, verb: str) -> list[str]:
    """'Ana: VERB' for each verb `who` may use now that starts with `verb`."""
    who = who.rstrip(":")
    player = next((name for name in legal if name.lower() == who.strip().lower()), None)
    if player is None:
        return []
    # verbs as the session's language writes them (both are accepted when typed)
    from referee.core.vocabulary import fold, vocabulary

    lang = session.lang or "en"
    words = vocabulary(session.setup.game)
    shown = [words.verb(v, lang).replace(" ", "-") for v in legal[player]]
    # shells keep only candidates that start with what was typed: keep its spacing after ':'
    gap = verb[: len(verb) - len(verb.lstrip())] if verb.strip() else " "
    return [f"{who}:{gap}{v}" for v in shown if fold(v).startswith(fold(verb.strip()))]
