"""`referee ask`: answer a rules question from the rule entries, with citations."""


from typing import Annotated, List, Optional

from referee.core.errors import BadInput
from referee.i18n import N_

# A rules question is a sentence or two; anything longer is refused at once,
# so that no input makes the search run for seconds.
MAX_QUESTION = 1_000
# How many rule entries `ask` shows when `--limit` is not given: the answer and the next candidates
DEFAULT_LIMIT = 5


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
            typer.Option(
                "--game",
                help=tr(
                    "Search only this game's rules (default: the game of the open session, if any, "
                    "else every game, preferring one the question names)."
                ),
                show_default=False,
                autocompletion=complete.games,
            ),
        ] = None,
        limit: Annotated[int, typer.Option("--limit", help=tr("How many rule entries to show: the answer and the next candidates."))] = DEFAULT_LIMIT,
        json: Annotated[bool, cli.json_option()] = False,
        lang: Annotated[
            Optional[str],
            typer.Option("--lang", help=tr("Language of the answer and the output: en or es (default: the question's language)."), show_default=False),
        ] = None,
    ) -> int:
        return answer(cli, question, game=game, limit=limit, as_json=json, lang=lang)


def answer(cli, question: list[str], game: str | None, limit: int, as_json: bool, lang: str | None) -> int:
    """Answer `question` (its words) and show the answer: the body of `referee
    ask`, shared by the command of the framework and by the quick path that
    runs a plain `ask` line without it (cli/quick_ask.py). `cli` is anything
    with the user's translator (`tr`) and output (`out`). Returns the exit
    code: 0 answered, 1 the rulebook is silent or nothing matches."""
    tr = cli.tr
    text = " ".join(question).strip()
    if len(text) > MAX_QUESTION:
        raise BadInput(N_("The question is too long ({length} characters; the limit is {limit}). Ask about one thing at a time."), length=len(text), limit=MAX_QUESTION)
    if not text:
        raise BadInput(N_("Ask a question, like: referee ask \"how many dice do I roll?\""))
    if limit < 1:
        raise BadInput(N_("--limit must be at least 1 (got {limit})."), limit=limit)
    from referee.rules.search import search

    result = search(text, game=game, lang=lang, limit=limit, playing=None if game else _session_game())
    if as_json:
        cli.out.json(result.to_json())
    if not result.hits:
        import sys

        sys.stderr.write(tr("No rule entry matches this question. Try other words, or list the rules with 'referee rules list GAME'.") + "\n")
        return 1
    if not as_json:
        _show(cli, result, follow_question=lang is None)
    return 0 if result.answered else 1


def _session_game() -> str | None:
    """The game of the open session ($REFEREE_SESSION, else referee-session.toml
    here), or None: a question asked at the table is about the game on it."""
    from referee.cli.table import session_path
    from referee.core.errors import RefereeError

    path = session_path(None)
    if not path.is_file():
        return None
    from referee.core import session as sessions

    try:
        return sessions.load(path).setup.game
    except (RefereeError, OSError):
        return None  # not a usable session: the question still gets an answer from every game


def _show(cli, result, follow_question: bool) -> None:
    from referee.cli.rule_view import print_rule
    from referee.i18n import Translator

    # without --lang, the whole answer (labels too) follows the question's language
    tr = Translator(result.lang) if follow_question and cli.tr.lang != result.lang else cli.tr
    cite_tr = tr if tr.lang == result.lang else Translator(result.lang)
    if not result.answered:
        _show_silence(cli, tr, cite_tr, result)
        return
    best, others = result.hits[0], result.hits[1:]
    print_rule(cli.out.console, tr, cite_tr, best, note=best.note)
    if others:
        cli.out.line(tr("Other rules that may answer it:"))
        _list(cli, cite_tr, others, first_number=2, game=best.game)


def _show_silence(cli, tr, cite_tr, result) -> None:
    """No entry answers: say so, name what the rules do not cover, and list
    the nearest entries as related reading, not as the answer."""
    from rich.panel import Panel
    from rich.text import Text

    body = Text(tr("The rulebook does not cover this question."), style="bold")
    if result.gap is not None:  # a known silence of the rulebook: what it leaves open, in the rules' language
        body.append("\n")
        body.append(tr("A known gap of the rulebook: {question}", question=result.gap.title))
        body.append("\n")
        body.append(result.gap.text)
    elif result.missing:
        body.append("\n")
        body.append(tr("The nearest rules do not speak of: {words}.", words=", ".join(result.missing)))
    if result.printed:  # what a component prints: read it there, and keep it as a fact
        body.append("\n")
        body.append(tr("Rulebooks do not list what each card, tile or location prints: read it on the component"
                       " (`referee facts` keeps what you read)."))
    body.append("\n")
    body.append(tr("Agree on a ruling at the table; the related rules below may help."), style="dim")
    cli.out.console.print(Panel(body, expand=False))
    cli.out.line(tr("Related rules:"))
    _list(cli, cite_tr, result.hits, first_number=1, game=None)


def _list(cli, cite_tr, hits, first_number: int, game: str | None) -> None:
    """Numbered lines: title (game when not `game`, id, page)."""
    from rich.table import Table
    from rich.text import Text

    from referee.core.registry import get_game

    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", no_wrap=True)
    table.add_column()
    for number, hit in enumerate(hits, start=first_number):
        details = [hit.id]
        if hit.game != game:
            details.insert(0, get_game(hit.game).name(cite_tr.lang))
        if hit.page is not None:
            details.append(cite_tr("p. {page}", page=hit.page))
        line = Text(hit.title, style="bold")
        line.append(f"  ({', '.join(details)})", style="dim")
        table.add_row(Text(f"{number}."), line)
    cli.out.console.print(table)
