"""`referee ask`: answer a rules question from the rule entries, with citations."""


from typing import Annotated, List, Optional

from referee.core.errors import BadInput
from referee.i18n import N_


def register(cli) -> None:
    import typer

    from referee.cli import completion as complete

    tr = cli.tr

    @cli.app.command(
        "ask",
        help=tr(
            "Answer a rules question from the rule entries, with the rule's section and page. "
            "Ask in English or Spanish; the answer comes in the question's language."
        ),
    )
    def ask(
        question: Annotated[List[str], typer.Argument(metavar="QUESTION", help=tr("The question (quotes are optional)."), show_default=False)],
        game: Annotated[
            Optional[str],
            typer.Option("--game", help=tr("Search only this game's rules (default: every game, preferring one the question names)."), show_default=False, autocompletion=complete.games),
        ] = None,
        limit: Annotated[int, typer.Option("--limit", help=tr("How many rule entries to show: the answer and the next candidates."))] = 5,
        json: Annotated[bool, cli.json_option()] = False,
        lang: Annotated[
            Optional[str],
            typer.Option("--lang", help=tr("Language of the answer and the output: en or es (default: the question's language)."), show_default=False),
        ] = None,
    ) -> int:
        text = " ".join(question).strip()
        if not text:
            raise BadInput(N_("Ask a question, like: referee ask \"how many dice do I roll?\""))
        if limit < 1:
            raise BadInput(N_("--limit must be at least 1 (got {limit})."), limit=limit)
        from referee.rules.search import search

        result = search(text, game=game, lang=lang, limit=limit)
        if json:
            cli.out.json(result.to_json())
        if not result.hits:
            import sys

            sys.stderr.write(tr("No rule entry matches this question. Try other words, or list the rules with 'referee rules list GAME'.") + "\n")
            return 1
        if not json:
            _show(cli, result, follow_question=lang is None)
        return 0


def _show(cli, result, follow_question: bool) -> None:
    from rich.table import Table
    from rich.text import Text

    from referee.cli.rule_view import print_rule
    from referee.core.registry import get_game
    from referee.i18n import Translator

    # without --lang, the whole answer (labels too) follows the question's language
    tr = Translator(result.lang) if follow_question and cli.tr.lang != result.lang else cli.tr
    cite_tr = tr if tr.lang == result.lang else Translator(result.lang)
    best, others = result.hits[0], result.hits[1:]
    print_rule(cli.out.console, tr, cite_tr, best)
    if not others:
        return
    cli.out.line(tr("Other rules that may answer it:"))
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", no_wrap=True)
    table.add_column()
    for number, hit in enumerate(others, start=2):
        details = [hit.id]
        if hit.game != best.game:
            details.insert(0, get_game(hit.game).name(cite_tr.lang))
        if hit.page is not None:
            details.append(cite_tr("p. {page}", page=hit.page))
        line = Text(hit.title, style="bold")
        line.append(f"  ({', '.join(details)})", style="dim")
        table.add_row(Text(f"{number}."), line)
    cli.out.console.print(table)
