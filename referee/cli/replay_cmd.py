"""`referee replay FILE`: re-check a recorded game from the start and report
the first illegal event (which, why, which rule). Exit 0 clean, 1 otherwise."""

from pathlib import Path
from typing import Annotated, Optional


def register(cli) -> None:
    import typer

    tr = cli.tr

    @cli.app.command("replay", help=tr("Re-check a recorded game from the start; report the first illegal event."))
    def replay(
        file: Annotated[Path, typer.Argument(help=tr("The session file to audit."), show_default=False)],
        lang: Annotated[Optional[str], cli.lang_option()] = None,
        json: Annotated[bool, cli.json_option()] = False,
    ) -> int:
        from referee.cli.table import Table
        from referee.core.session import replay as replay_events

        t = Table(cli, file, lang)
        done = replay_events(t.rules, t.session.setup, t.session.events)
        over = t.rules.is_over(done.state)
        if done.error is None:
            if json:
                t.out.json({"ok": True, "events": done.applied, "game_over": over})
                return 0
            t.out.line(t.tr.ngettext("The only event is legal.", "All {n} events are legal.", done.applied))
            t.out.line(t.tr("The game is over.") if over else t.expectation_line(done.state))
            return 0
        if json:
            t.out.json({
                "ok": False, "events": len(t.session.events), "first_illegal": done.failed_at, "move": done.failed_line,
                "reason": done.error.msg.render(t.tr), "rules": t.citations(getattr(done.error, "rule_ids", ())),
            })
            return 1
        t.out.line(t.tr("Event {number} is the first illegal one: {move}", number=done.failed_at, move=t.shown(done.failed_line or "")))
        t.refuse(done.error, False, done.failed_line or "")
        return 1
