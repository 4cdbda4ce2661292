"""`referee facts GAME`: the user's catalog of component facts — what cards,
tiles and boards print that the rulebook does not — listed, corrected,
shared between machines (export / import) and forgotten.

    referee facts adulthood                         list every known fact
    referee facts adulthood show card.career.chef   one fact
    referee facts adulthood set KEY VALUE           correct or add one (VALUE: a word, a number or TOML)
    referee facts coa set KEY VALUE --file S.toml   correct it in session S too (its [facts]), every event checked again
    referee facts adulthood forget KEY              remove one
    referee facts adulthood export club.toml        write them to a file to share
    referee facts adulthood import club.toml        add a shared file's facts

An import that contradicts known facts reports every conflict and changes
nothing, unless `--prefer mine` or `--prefer theirs` says which side wins.
"""


from pathlib import Path
from typing import Annotated, Any, Optional

from referee.core.errors import BadInput
from referee.i18n import N_

ACTIONS = ("list", "show", "set", "forget", "export", "import")
PREFER = ("mine", "theirs")


def register(cli) -> None:
    import typer

    tr = cli.tr

    @cli.app.command("facts", help=tr("The facts printed on a game's components that you reported once: list, show, set, forget, export, import."))
    def facts(
        game: Annotated[str, typer.Argument(help=tr("The game."), show_default=False)],
        action: Annotated[str, typer.Argument(help=tr("list, show KEY, set KEY VALUE, forget KEY, export FILE or import FILE."))] = "list",
        items: Annotated[Optional[list[str]], typer.Argument(help=tr("The fact's key and value, or the file."), show_default=False)] = None,
        prefer: Annotated[Optional[str], typer.Option("--prefer", help=tr("On import, which side wins a conflict: mine or theirs."))] = None,
        force: Annotated[bool, typer.Option("--force", help=tr("Overwrite an existing file on export."))] = False,
        file: Annotated[Optional[Path], typer.Option("--file", "-f", help=tr("With set: also correct the fact in this session file, checking every recorded event again."))] = None,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
        json: Annotated[bool, cli.json_option()] = False,
    ) -> int:
        from referee.core.registry import resolve_game
        from referee.core.suggest import nearest

        chosen = resolve_game(game).id
        if action not in ACTIONS:
            suggestion = nearest(action, ACTIONS)
            raise BadInput(N_("Unknown facts action '{action}'. Did you mean '{suggestion}'? Actions: {actions}."), action=action, suggestion=suggestion or ACTIONS[0], actions=", ".join(ACTIONS))
        args = list(items or [])
        wanted = {"list": 0, "show": 1, "set": 2, "forget": 1, "export": 1, "import": 1}[action]
        if len(args) != wanted and not (action == "set" and len(args) > 2):
            raise BadInput(N_("'referee facts {game} {action}' takes {usage}."), game=chosen, action=action, usage=_USAGE[action])
        if file is not None and action != "set":
            raise BadInput(N_("--file goes with 'set': it corrects a fact in a session file."))
        if action in ("set", "forget", "import"):
            from referee.core.catalog import catalog_lock

            with catalog_lock(chosen):
                if file is not None:
                    return _set_in_session(cli, chosen, args, file, lang, as_json=json)
                return _ACTIONS[action](cli, chosen, args, prefer=prefer, force=force, as_json=json)
        return _ACTIONS[action](cli, chosen, args, prefer=prefer, force=force, as_json=json)


def _name(cli, game: str) -> str:
    """The game as the table reads it, in the user's language ('Coming of Age'), not its id."""
    from referee.core.registry import get_game

    return get_game(game).name(cli.tr.lang)


_USAGE = {"list": "—", "show": "KEY", "set": "KEY VALUE", "forget": "KEY", "export": "FILE", "import": "FILE"}


def _list(cli, game: str, args: list[str], as_json: bool, **_: Any) -> int:
    from referee.core.catalog import catalog_path, load_catalog
    from referee.core.facts import show_value

    known = load_catalog(game)
    if as_json:
        cli.out.json({"game": game, "file": str(catalog_path(game)), "facts": known})
        return 0
    if not known:
        cli.out.line(cli.tr("No facts are known for {game} yet: they are kept the first time a session reports them.", game=_name(cli, game)))
        return 0
    from rich.table import Table

    table = Table(title=cli.tr("Known facts — {game}", game=_name(cli, game)))
    table.add_column(cli.tr("Fact"))
    table.add_column(cli.tr("Value"))
    for key, value in sorted(known.items()):
        table.add_row(key, show_value(value))
    cli.out.console.print(table)
    cli.out.line(cli.tr("Kept in {file}.", file=str(catalog_path(game))))
    return 0


def _show(cli, game: str, args: list[str], as_json: bool, **_: Any) -> int:
    from referee.core.catalog import load_catalog
    from referee.core.facts import show_value

    key = args[0]
    known = load_catalog(game)
    if key not in known:
        _unknown(known, key, game)
    if as_json:
        cli.out.json({"game": game, "key": key, "value": known[key]})
    else:
        cli.out.line(f"{key} = {show_value(known[key])}")
    return 0


def _set(cli, game: str, args: list[str], as_json: bool, **_: Any) -> int:
    from referee.core.catalog import load_catalog, save_catalog
    from referee.core.facts import show_value

    key, value = _key(args[0]), parse_value(" ".join(args[1:]))
    known = load_catalog(game)
    before = known.get(key)
    known[key] = value
    save_catalog(game, known)
    if as_json:
        cli.out.json({"game": game, "key": key, "value": value, "before": before})
    elif before is None:
        cli.out.line(cli.tr("Kept: {key} = {value}.", key=key, value=show_value(value)))
    else:
        cli.out.line(cli.tr("Corrected: {key} = {value} (was {before}).", key=key, value=show_value(value), before=show_value(before)))
    return 0


def _set_in_session(cli, game: str, args: list[str], file: Path, lang: str | None, as_json: bool) -> int:
    """`set KEY VALUE --file SESSION`: correct a fact the session file records
    (`[facts]`: a printed fact fixed when the session started, such as Coming
    of Age's order of locations, or one its events took from the catalog),
    and the catalog with it. Every recorded event is judged again on the new
    value (`session.with_recorded_fact`); if one no longer holds, nothing is
    written, neither the session nor the catalog."""
    from referee.cli.table import Table
    from referee.core.catalog import load_catalog, save_catalog
    from referee.core.errors import RefereeError
    from referee.core.facts import show_value
    from referee.core.fact_use import unrecorded
    from referee.core.session import with_recorded_fact

    key, value = _key(args[0]), session_value(" ".join(args[1:]))
    t = Table(cli, file, lang, writes=True)
    if t.session.setup.game != game:
        raise BadInput(N_("{file} is a session of {other}, not of {game}."), file=str(t.path), other=t.session.setup.game, game=game)
    before = t.session.setup.facts.get(key)
    try:
        session, state = with_recorded_fact(t.rules, t.session, key, value)
    except RefereeError as error:
        return t.refuse(error, as_json, " ".join(args))
    t.save(session, state)  # first: a session changed meanwhile is refused before the catalog changes
    known = load_catalog(game)
    known[key] = value
    save_catalog(game, known)
    if as_json:
        t.out.json({"game": game, "key": key, "value": value, "before": before, "file": str(t.path)})
        return 0
    shown = show_value(before) if before is not None else "—"
    t.out.line(t.tr("Corrected in {file} and in your catalog: {key} = {value} (was {before}). Every recorded event still holds.", file=str(t.path), key=key, value=show_value(value), before=shown))
    with unrecorded():
        t.out.line(t.expectation_line(state))
    return 0


def session_value(text: str) -> Any:
    """A value for a session's fact: as `parse_value` reads it, and whole
    numbers separated by spaces as the list `referee facts` shows
    ('9 7 5 3 1 2 4 6 8 10')."""
    words = text.split()
    if len(words) > 1 and all(word.isdigit() for word in words):
        return [int(word) for word in words]
    return parse_value(text)


def _forget(cli, game: str, args: list[str], as_json: bool, **_: Any) -> int:
    from referee.core.catalog import load_catalog, save_catalog

    key = args[0]
    known = load_catalog(game)
    if key not in known:
        _unknown(known, key, game)
    del known[key]
    save_catalog(game, known)
    if as_json:
        cli.out.json({"game": game, "forgotten": key})
    else:
        cli.out.line(cli.tr("Forgotten: {key}. The next session that needs it will ask for it.", key=key))
    return 0


def _export(cli, game: str, args: list[str], as_json: bool, force: bool, **_: Any) -> int:
    from referee.core.catalog import catalog_text, load_catalog
    from referee.core.files import atomic_write

    target = Path(args[0])
    if target.exists() and not force:
        raise BadInput(N_("{file} already exists: use --force to replace it."), file=str(target))
    known = load_catalog(game)
    atomic_write(target, catalog_text(game, known).encode("utf-8"))
    if as_json:
        cli.out.json({"game": game, "file": str(target), "count": len(known)})
    else:
        cli.out.line(cli.tr.ngettext("Wrote {n} fact of {game} to {file}.", "Wrote {n} facts of {game} to {file}.", len(known), game=_name(cli, game), file=str(target)))
    return 0


def _import(cli, game: str, args: list[str], as_json: bool, prefer: str | None, **_: Any) -> int:
    from referee.core.catalog import load_catalog, read_catalog_file, save_catalog
    from referee.core.facts import show_value

    if prefer is not None and prefer not in PREFER:
        raise BadInput(N_("--prefer takes mine or theirs, not '{value}'."), value=prefer)
    theirs = read_catalog_file(Path(args[0]), game)
    mine = load_catalog(game)
    conflicts = sorted(key for key in theirs if key in mine and mine[key] != theirs[key])
    added = sorted(key for key in theirs if key not in mine)
    if conflicts and prefer is None:
        if as_json:
            cli.out.json({"game": game, "changed": False, "conflicts": [{"key": k, "mine": mine[k], "theirs": theirs[k]} for k in conflicts]})
        else:
            import sys

            for key in conflicts:
                sys.stderr.write(cli.tr("Conflict: {key} is {mine} here but {theirs} in {file}.", key=key, mine=show_value(mine[key]), theirs=show_value(theirs[key]), file=args[0]) + "\n")
            sys.stderr.write(cli.tr("Nothing was changed. Run it again with --prefer mine or --prefer theirs.") + "\n")
        return 1
    merged = dict(mine)
    merged.update({key: theirs[key] for key in added})
    if prefer == "theirs":
        merged.update({key: theirs[key] for key in conflicts})
    if merged != mine:
        save_catalog(game, merged)
    replaced = conflicts if prefer == "theirs" else []
    if as_json:
        cli.out.json({"game": game, "changed": merged != mine, "added": added, "replaced": replaced, "kept": [k for k in conflicts if k not in replaced]})
    else:
        cli.out.line(cli.tr.ngettext("Imported {n} new fact of {game}.", "Imported {n} new facts of {game}.", len(added), game=_name(cli, game)))
        if conflicts:
            cli.out.line(cli.tr("Conflicts: {replaced} replaced by the file's value, {kept} kept as they were.", replaced=len(replaced), kept=len(conflicts) - len(replaced)))
    return 0


_ACTIONS = {"list": _list, "show": _show, "set": _set, "forget": _forget, "export": _export, "import": _import}


def _key(text: str) -> str:
    if not text or any(ch.isspace() for ch in text) or len(text) > 200:
        raise BadInput(N_("'{key}' is not a fact key: one word of up to 200 characters, such as card.career.chef."), key=text[:200])
    return text


def parse_value(text: str) -> Any:
    """A value as typed: TOML when it reads as TOML (`2`, `true`, `[1, 2]`,
    `{cost = 2}`), else the words as written."""
    import tomllib

    text = text.strip()
    if not text:
        raise BadInput(N_("A fact needs a value."))
    try:
        return tomllib.loads(f"value = {text}")["value"]
    except tomllib.TOMLDecodeError:
        return text


def _unknown(known: dict, key: str, game: str) -> None:
    from referee.core.messages import Names
    from referee.core.registry import get_game
    from referee.core.suggest import nearest

    name = Names(get_game(game).names)  # shown in the user's language

    suggestion = nearest(key, list(known))
    if suggestion:
        raise BadInput(N_("No fact '{key}' is known for {game}. Did you mean '{suggestion}'?"), key=key, game=name, suggestion=suggestion)
    raise BadInput(N_("No fact '{key}' is known for {game}."), key=key, game=name)
