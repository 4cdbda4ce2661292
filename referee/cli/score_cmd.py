"""`referee score`: end-of-game scoring of a tally file, or a tally template."""


import sys
from pathlib import Path
from typing import Annotated, Optional

from referee.core.errors import BadInput
from referee.i18n import N_


def register(cli) -> None:
    import typer

    from referee.cli import completion as complete

    tr = cli.tr

    @cli.app.command("score", help=tr("Score the end of a game from a tally file (or print a tally template to fill in)."))
    def score(
        game: Annotated[Optional[str], typer.Argument(help=tr("The game: coming-of-age, loop, adulthood or cv."), show_default=False, autocompletion=complete.games)] = None,
        tally: Annotated[Optional[Path], typer.Argument(help=tr("The tally file (TOML), one table per player."), show_default=False)] = None,
        template: Annotated[bool, typer.Option("--template", help=tr("Print a commented tally to fill in, instead of scoring."))] = False,
        ask: Annotated[bool, typer.Option("--ask", help=tr("Ask each player's counts one by one, write them to TALLY (a new file) and score them."))] = False,
        players: Annotated[Optional[str], typer.Option("--players", help=tr("With --ask: the player names, comma-separated (else they are asked)."))] = None,
        mode: Annotated[Optional[str], typer.Option("--mode", help=tr("The game mode (default: the tally's, else the game's default)."), autocompletion=complete.modes)] = None,
        svg: Annotated[Optional[Path], typer.Option("--svg", help=tr("Also save the score table as an SVG image."))] = None,
        file: Annotated[Optional[Path], typer.Option("--file", "-f", help=tr("Score a session file instead of a tally (provisional if the game is not over)."))] = None,
        json: Annotated[bool, cli.json_option()] = False,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
    ) -> int:
        from referee.core.registry import resolve_game
        from referee.games import scoring_module

        if svg is not None:
            _check_svg_target(svg, tuple(p for p in (tally, file) if p is not None))
        if file is None and game is None and tally is None and not (template or ask):
            from referee.cli.table import session_path

            if session_path(None).is_file():  # at the table: the open session, as every session command reads it
                file = session_path(None)
        if file is not None:
            return _score_session(cli, file, game, lang, json, svg)
        if game is None:
            raise BadInput(N_("Name the game to score, e.g. 'referee score cv TALLY.toml', or give --file SESSION."))
        chosen = resolve_game(game)
        module = scoring_module(chosen.id)
        if template:
            cli.out.plain(module.template(chosen, chosen.mode(mode), cli.out.text))
            return 0
        if ask:
            tally = _ask_tally(cli, chosen, chosen.mode(mode), tally, players)
        if tally is None:
            raise BadInput(N_("Give the tally file to score, or --template to get one to fill in."))
        from referee.core.tally import load_tally

        from referee.games import score as score_tally

        sheet = score_tally(load_tally(tally, chosen, mode))
        if json:
            cli.out.json(sheet.to_json())
        else:
            _show(cli, sheet, chosen)
        if svg is not None:
            _save_svg(cli, sheet, chosen, svg, inputs=(tally,))
        return 0


def _ask_tally(cli, game, mode, path: Optional[Path], players: Optional[str]) -> Path:
    """Run the score pad and write its tally; returns the file to score."""
    import tomli_w

    from referee.cli.score_pad import ScorePad, stdin_line
    from referee.core.files import atomic_write
    from referee.core.vocabulary import vocabulary

    path = path or Path(f"{game.id}-tally.toml")
    if path.exists():
        raise BadInput(N_("{file} already exists: name a new file for the tally."), file=str(path))
    tr = cli.tr.with_words(vocabulary(game.id))
    pad = ScorePad(game, mode, tr, cli.out.line, stdin_line)
    text = players if players is not None else pad.read_line(tr("Players (comma-separated):") + " ")
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names or len({n.lower() for n in names}) != len(names):
        raise BadInput(N_("Player names must be different: {players}."), players=text)
    if not mode.min_players <= len(names) <= mode.max_players:
        from referee.core.registry import wrong_player_count

        raise wrong_player_count(mode, len(names))
    data = pad.run(names)
    atomic_write(path, tomli_w.dumps(data).encode("utf-8"))
    cli.out.line("")
    cli.out.line(tr("Tally written to {file}: correct it there and score it again with 'referee score {game} {file}'.", file=str(path), game=game.id))
    return path


def _score_session(cli, file: Path, game: Optional[str], lang: Optional[str], json: bool, svg: Optional[Path]) -> int:
    """Score a session from its tracked state, with the same scorer as tallies."""
    from referee.cli.table import Table
    from referee.core.registry import get_game, resolve_game
    from referee.core.tally import tally_from_data
    from referee.games import score as score_tally

    table = Table(cli, file, lang)
    chosen = get_game(table.session.setup.game)
    if game is not None and resolve_game(game).id != chosen.id:
        raise BadInput(N_("{file} is a {game} session."), file=str(file), game=chosen.id)
    state = table.state
    data = table.rules.tally(state)
    sheet = score_tally(tally_from_data(data, chosen, str(file)))
    sheet.provisional = not table.rules.is_over(state)
    from types import SimpleNamespace

    view = SimpleNamespace(tr=table.tr, out=table.out)
    if json:
        payload = sheet.to_json()
        payload["provisional"] = sheet.provisional
        view.out.json(payload)
    else:
        _show(view, sheet, chosen)
    if svg is not None:
        _save_svg(view, sheet, chosen, svg, inputs=(table.path,))
    return 0


def _show(cli, sheet, game) -> None:
    from referee.cli.score_view import score_table, summary_lines
    from referee.core.vocabulary import vocabulary

    tr = cli.tr.with_words(vocabulary(game.id))  # colours, goals... in the reader's language
    cli.out.console.print(score_table(sheet, game, tr))
    for line in summary_lines(sheet, game, tr):
        cli.out.line(line)


def _check_svg_target(path: Path, inputs: tuple[Path, ...]) -> None:
    """Refuse, before any work, an image file that is an input or not a
    regular file the user may replace."""
    from referee.core.files import check_writable, same_file

    for source in inputs:
        if same_file(path, source):
            raise BadInput(N_("--svg {file}: this is the file being scored; give another file name for the image."), file=str(path))
    check_writable(path)


def _save_svg(cli, sheet, game, path: Path, inputs: tuple[Path, ...]) -> None:
    """Write the score table as SVG, never over the file it was scored from."""
    from rich.console import Console
    from rich.text import Text

    from referee.cli.score_view import score_table, summary_lines
    from referee.core.files import atomic_write

    _check_svg_target(path, inputs)

    import io

    recorder = Console(record=True, width=100, file=io.StringIO())
    recorder.print(score_table(sheet, game, cli.tr))
    for line in summary_lines(sheet, game, cli.tr):
        recorder.print(Text(line))
    svg_text = recorder.export_svg(title=f"referee — {game.name(cli.tr.lang)}")
    atomic_write(path, svg_text.encode("utf-8"))
    # on stderr, so that `--json --svg FILE` keeps stdout pure JSON
    sys.stderr.write(cli.tr("Saved the score table to {file}.", file=str(path)) + "\n")
