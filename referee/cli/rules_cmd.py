"""`referee rules list|show`: browse a game's rule entries."""


from typing import Annotated, Optional


def register(cli) -> None:
    import typer

    tr = cli.tr
    rules_app = typer.Typer(
        help=tr("Browse a game's rule entries: list them, or show one by its id."),
        no_args_is_help=True,
        rich_markup_mode=None,
    )
    cli.app.add_typer(rules_app, name="rules")

    @rules_app.callback()
    def rules_group(lang: Annotated[Optional[str], cli.lang_option()] = None) -> None:
        # ("referee rules --lang es list cv": the language is read before any command runs)
        pass

    from referee.cli import completion as complete

    game_argument = typer.Argument(help=tr("The game: coming-of-age, loop, adulthood or cv."), show_default=False, autocompletion=complete.games)

    @rules_app.command("list", help=tr("List a game's rule entries: id, title and page."))
    def list_rules(
        game: Annotated[str, game_argument],
        json: Annotated[bool, cli.json_option()] = False,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
    ) -> int:
        from referee.rules import corpus

        game_id = corpus.game_id(game)
        entries = corpus.entries(game_id, _rules_lang(cli, game_id, lang))
        if json:
            cli.out.json([entry.to_json() for entry in entries])
            return 0
        from rich.table import Table
        from rich.text import Text

        from referee.core.registry import get_game

        table = Table(title=tr("Rules of {game}", game=get_game(game_id).name(cli.tr.lang)))
        table.add_column(tr("Id"), no_wrap=True)
        table.add_column(tr("Title"))
        table.add_column(tr("Page"), justify="right")
        for entry in entries:
            table.add_row(Text(entry.id), Text(entry.title), "" if entry.page is None else cli.tr.number(entry.page))
        cli.out.console.print(table)
        return 0

    @rules_app.command("show", help=tr("Show one rule entry in full: title, text, section, page and note."))
    def show_rule(
        game: Annotated[str, game_argument],
        rule_id: Annotated[str, typer.Argument(metavar="ID", help=tr("The rule's id, as 'referee rules list' shows it."), show_default=False)],
        json: Annotated[bool, cli.json_option()] = False,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
    ) -> int:
        from referee.rules import corpus

        game_id = corpus.game_id(game)
        entry = corpus.entry(game_id, _rules_lang(cli, game_id, lang), rule_id)
        if json:
            data = entry.to_json()
            data["note"] = entry.note
            cli.out.json(data)
            return 0
        _show_entry(cli, entry)
        return 0


def _rules_lang(cli, game_id: str, lang: Optional[str]) -> str:
    """--lang if given (it must exist); else the interface language, or English
    when the game has no rules in it."""
    from referee.rules import corpus

    if lang:
        return lang.strip().lower().replace("-", "_").split("_")[0]
    if corpus.has_rules(game_id, cli.tr.lang):
        return cli.tr.lang
    available = corpus.languages(game_id)
    return "en" if "en" in available or not available else available[0]


def _show_entry(cli, entry) -> None:
    from referee.cli.rule_view import print_rule

    print_rule(cli.out.console, cli.tr, cli.tr, entry, note=entry.note)
