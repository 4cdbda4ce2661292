"""Session commands: new, do, check, undo, redo, amend, log, status, options,
hints and bot. One session file holds the setup and the events; every command
reads it, and only an accepted change rewrites it (atomically)."""

from pathlib import Path
from typing import Annotated, Optional

from referee.core.errors import BadInput, RefereeError
from referee.core.fact_use import unrecorded
from referee.i18n import N_


def _show_choices(t, player) -> None:
    """The closed choice open now, numbered, so the table answers with a number."""
    from referee.core.engine import choices

    open_ = choices(t.rules, t.viewed, player)
    if len(open_) == 1:
        t.out.line(t.tr("One move is listed: {move}. Record it with 'referee do ok', or write another move.", move=t.shown(open_[0].text())))
    elif open_:
        t.out.line(t.tr("Choose one (answer with its number, e.g. 'referee do 1'):"))
        for number, move in enumerate(open_, start=1):
            t.out.line(f"  {number}. {t.shown(move.text())}")


def _show_only_move(t, state) -> None:
    """After a recorded move: when the rules leave a single legal move, say so
    ('do ok' records it), so the table need not ask for the options."""
    from referee.core.engine import choices

    open_ = choices(t.rules, state)
    if len(open_) == 1:
        t.out.line(t.tr("One move is listed: {move}. Record it with 'referee do ok', or write another move.", move=t.shown(open_[0].text())))


def _show_options(t, legal, player, json) -> int:
    """`options`: whose decision it is, the numbered choice, and each player's verbs."""
    grammar = t.rules.grammar
    if json:
        t.out.json({name: [{"verb": v, "usage": grammar.verb(v).usage(), "example": grammar.verb(v).example} for v in verbs] for name, verbs in legal.items()})
        return 0
    t.out.line(t.expectation_line(t.viewed))
    for line in t.reminder_lines(t.viewed):
        t.out.line(line)
    _show_choices(t, player)  # first: the numbered answers are what the table reads
    words, players = t.tr.words, t.session.setup.players
    for name, verbs in legal.items():
        t.out.line(f"{name}:")
        for verb_name in verbs:
            verb = grammar.verb(verb_name)
            t.out.line(f"  {verb.usage(words, t.tr.lang):40} {verb.help.render(t.tr)}")
            t.out.line("  " + t.tr("e.g. {example}", example=words.move(verb.example, t.tr.lang, players)))
    return 0


def register(cli) -> None:
    import typer

    from referee.cli import completion as complete

    tr = cli.tr
    FileOpt = Annotated[Optional[Path], typer.Option("--file", "-f", help=tr("The session file (default: $REFEREE_SESSION, else referee-session.toml here)."))]
    LangOpt = Annotated[Optional[str], cli.lang_option()]
    JsonOpt = Annotated[bool, cli.json_option()]
    # the words of one move: quoted as one ("Ana: roll 3") or not (Ana: roll 3), joined again by `_joined`
    MoveArg = Annotated[list[str], typer.Argument(help=tr("One move, 'PLAYER: VERB ARGS', e.g. 'Ana: roll 3' (the quotes are optional)."), metavar=tr("MOVE"), show_default=False, autocompletion=complete.moves)]

    def table(file, lang, writes=False):
        from referee.cli.table import Table

        return Table(cli, file, lang, writes)

    @cli.app.command("new", help=tr("Start a session: check players and mode, write the session file, print the set-up checklist."))
    def new(
        game: Annotated[str, typer.Argument(help=tr("The game to referee."), show_default=False, autocompletion=complete.games)],
        players: Annotated[str, typer.Option("--players", help=tr("Player names in seat order, comma-separated: \"Ana,Ben,Carla\"."))],
        mode: Annotated[Optional[str], typer.Option("--mode", help=tr("The game mode (default: the game's default)."), autocompletion=complete.modes)] = None,
        option: Annotated[Optional[list[str]], typer.Option("--option", help=tr("A game option KEY=VALUE, e.g. rob_tokens=3."))] = None,
        force: Annotated[bool, typer.Option("--force", help=tr("Overwrite an existing session file."))] = False,
        file: FileOpt = None,
        lang: LangOpt = None,
    ) -> int:
        import os

        from referee.cli.table import session_path
        from referee.core.engine import Setup
        from referee.core.files import UNCHECKED, check_writable
        from referee.core.registry import check_table, resolve_game
        from referee.core.session import Session, save
        from referee.games import REFEREED, game_rules

        chosen = resolve_game(game)
        if chosen.id not in REFEREED:
            raise BadInput(N_("Turn-by-turn refereeing covers {games}; for {game} use 'referee score' and 'referee ask'."), games=", ".join(REFEREED), game=chosen.id)
        names = [name.strip() for name in players.split(",") if name.strip()]
        the_mode = check_table(chosen, mode, names)
        rules = game_rules(chosen.id)
        options = dict(_option(text) for text in option or [])
        setup = Setup(chosen.id, the_mode.id, tuple(names), options)
        rules.validate_setup(setup)
        recorded = getattr(rules, "session_options", None)  # what a game records in every new session: its format, how its moves number things
        if recorded is not None:
            setup = Setup(chosen.id, the_mode.id, tuple(names), {**recorded(setup), **options})
            rules.validate_setup(setup)
        fixed = _fixed_at_setup(rules, chosen.id)  # printed facts that change what the session allows, from the catalog
        if fixed:
            setup = Setup(chosen.id, the_mode.id, tuple(names), setup.options, fixed)
        path = session_path(file)
        if os.path.lexists(path) and not force:
            raise BadInput(N_("{file} already exists: use --force to replace it, or --file for another file."), file=str(path))
        check_writable(path)
        cli.hold_lock(path)
        session = Session(setup, lang=tr.lang if lang else None)
        # without --force, a file created meanwhile by another command is kept (FileChanged)
        save(session, path, expected=UNCHECKED if force else None, locked=True)
        cli.out.line(tr("New {game} session ({mode}) for {players}, saved to {file}.", game=chosen.name(tr.lang), mode=the_mode.name(tr.lang), players=", ".join(names), file=str(path)))
        if fixed:
            from referee.core.facts import show_value

            for key, value in fixed.items():
                cli.out.line(tr("Known from your catalog, recorded in this session: {key} = {value}.", key=key, value=show_value(value)))
        cli.out.line(tr("Set-up checklist:"))
        for number, step in enumerate(rules.checklist(setup), start=1):
            cli.out.line(f"  {number}. {step.render(tr)}")
        return 0

    @cli.app.command("do", help=tr("Check a move and record it; print what changed. Refused moves leave the file untouched."))
    def do(words: MoveArg, file: FileOpt = None, lang: LangOpt = None, json: JsonOpt = False) -> int:
        from referee.core.answers import is_short_answer, resolve
        from referee.core.lines import split_moves
        from referee.core.session import record

        move = _joined(words)
        t = table(file, lang, writes=True)
        session, state, recorded = t.session, t.state, []
        try:
            if is_short_answer(move):
                move = resolve(t.rules, state, move).text()
            for part in split_moves(move):
                session, outcome, parsed = record(t.rules, session, state, part)
                state = outcome.state
                recorded.append((len(session.events), parsed, outcome.changes))
        except RefereeError as error:  # one refused move refuses the whole line
            return t.refuse(error, json, part if len(recorded) else move)
        t.save(session, state)
        with unrecorded():  # the state is kept for the next command: what is shown from it leaves it the fold
            if json:
                events = [{"move": parsed.text(), "event": number, "changes": [c.render(t.tr) for c in changes]} for number, parsed, changes in recorded]
                last = events[-1]
                t.out.json({"ok": True, **last, "moves": events, "game_over": t.rules.is_over(state)})
                return 0
            for number, parsed, changes in recorded:
                t.out.line(t.tr("Recorded #{number}: {move}", number=number, move=t.shown(parsed.text())))
                t.changes(changes)
            t.out.line(t.expectation_line(state))
            _show_only_move(t, state)
        return 0

    @cli.app.command("check", help=tr("Give the verdict on a move without recording it."))
    def check(words: MoveArg, file: FileOpt = None, lang: LangOpt = None, json: JsonOpt = False) -> int:
        from referee.core.engine import parse, play_in_place

        move = _joined(words)
        t = table(file, lang)
        try:
            parsed = parse(t.rules, t.scratch, move, t.session.setup.players)
            changes = play_in_place(t.rules, t.scratch, parsed)  # this fold is thrown away: nothing is recorded
        except RefereeError as error:
            return t.refuse(error, json, move)
        if json:
            t.out.json({"ok": True, "move": parsed.text(), "changes": [c.render(t.tr) for c in changes]})
            return 0
        t.out.line(t.tr("Legal: {move}", move=t.shown(parsed.text())))
        t.changes(changes)
        return 0

    @cli.app.command("undo", help=tr("Take back the last recorded event (it can be redone)."))
    def undo(file: FileOpt = None, lang: LangOpt = None) -> int:
        from referee.core.session import undo as undo_event

        t = table(file, lang, writes=True)
        t.state  # refuse to touch a session that no longer replays
        session, line = undo_event(t.rules, t.session)
        t.save(session)
        t.out.line(t.tr("Undone: {move}", move=t.shown(line)))
        t.out.line(t.expectation_line(t.state))
        return 0

    @cli.app.command("redo", help=tr("Record again the last undone event."))
    def redo(file: FileOpt = None, lang: LangOpt = None) -> int:
        from referee.core.session import redo as redo_event

        t = table(file, lang, writes=True)
        try:
            session, outcome, line = redo_event(t.rules, t.session, t.state)
        except RefereeError as error:
            return t.refuse(error, False, "")
        t.save(session, outcome.state)
        t.out.line(t.tr("Redone: {move}", move=t.shown(line)))
        t.changes(outcome.changes)
        return 0

    @cli.app.command("amend", help=tr("Correct event N and re-check every event after it."))
    def amend(
        number: Annotated[int, typer.Argument(help=tr("The event number, as 'referee log' shows it."), show_default=False)],
        words: MoveArg,
        file: FileOpt = None,
        lang: LangOpt = None,
    ) -> int:
        from referee.core.session import amended

        move = _joined(words)
        t = table(file, lang, writes=True)
        try:  # from the latest fold the shell kept before event N, when there is one
            session, state = amended(t.rules, t.session, number, move, t.fold_before(number - 1))
        except RefereeError as error:
            return t.refuse(error, False, move)
        t.save(session, state)
        t.out.line(t.tr("Event {number} is now: {move}. Every later event still holds.", number=number, move=t.shown(session.events[number - 1])))
        return 0

    @cli.app.command("log", help=tr("List the recorded events, numbered."))
    def log(file: FileOpt = None, lang: LangOpt = None, json: JsonOpt = False) -> int:
        t = table(file, lang)
        if json:
            t.out.json({"events": list(t.session.events), "undone": list(t.session.undone)})
            return 0
        if not t.session.events:
            t.out.line(t.tr("No events yet."))
        for number, line in enumerate(t.session.events, start=1):
            t.out.line(f"{number:4}  {t.shown(line)}")
        return 0

    @cli.app.command("status", help=tr("Round, turn, phase, who must act, and each player's tracked state."))
    def status(
        player: Annotated[Optional[str], typer.Argument(help=tr("Only this player's board."), show_default=False, autocompletion=complete.players)] = None,
        file: FileOpt = None,
        lang: LangOpt = None,
        json: JsonOpt = False,
    ) -> int:
        t = table(file, lang)
        player = t.player_named(player)
        with unrecorded():
            data = t.rules.status(t.viewed)
            if json:
                reminders = t.reminder_lines(t.viewed)
                t.out.json({**data, "reminders": reminders} if reminders else data)
                return 0
            from referee.cli.status_view import show_status

            show_status(t, data, player)
        return 0

    @cli.app.command("options", help=tr("What the rules expect or allow now: whose decision it is and which moves."))
    def options(
        player: Annotated[Optional[str], typer.Argument(help=tr("Only this player's moves."), show_default=False, autocompletion=complete.players)] = None,
        file: FileOpt = None,
        lang: LangOpt = None,
        json: JsonOpt = False,
    ) -> int:
        from referee.core.engine import legal_now

        t = table(file, lang)
        player = t.player_named(player)
        with unrecorded():
            return _show_options(t, legal_now(t.rules, t.viewed, player), player, json)

    @cli.app.command("hints", help=tr("What a player could do now: moves within reach, cards they could play, goals they meet."))
    def hints(
        player: Annotated[str, typer.Argument(help=tr("The player."), show_default=False, autocompletion=complete.players)],
        file: FileOpt = None,
        lang: LangOpt = None,
    ) -> int:
        t = table(file, lang)
        name = t.player_named(player)
        if not hasattr(t.rules, "hints"):
            raise BadInput(N_("The referee gives no hints for {game}."), game=t.session.setup.game)
        with unrecorded():
            lines = t.rules.hints(t.viewed, name)
        for line in lines:
            t.out.line(line.render(t.tr))
        if not lines:
            t.out.line(t.tr("Nothing to suggest for {player} now.", player=name))
        return 0

    @cli.app.command("bot", help=tr("Resolve the bot's whole turn from the dice entered, record it and say what to do on the table."))
    def bot(file: FileOpt = None, lang: LangOpt = None) -> int:
        from referee.core.session import record

        t = table(file, lang, writes=True)
        if not hasattr(t.rules, "bot_turn"):
            raise BadInput(N_("{game} has no bot."), game=t.session.setup.game)
        with unrecorded():  # the bot reads the fold to choose: the moves are recorded below
            moves = t.rules.bot_turn(t.state)
        if not moves:
            raise BadInput(N_("The bot has nothing to do now."))
        session, state = t.session, t.state
        for move in moves:
            session, outcome, parsed = record(t.rules, session, state, move.text())
            state = outcome.state
            t.out.line(t.tr("Recorded #{number}: {move}", number=len(session.events), move=t.shown(parsed.text())))
            t.changes(outcome.changes)
        t.save(session, state, remember=False)  # the bot's moves record no fact: the file keeps the ones it had
        with unrecorded():
            t.out.line(t.expectation_line(state))
        return 0


def _option(text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise BadInput(N_("Options are KEY=VALUE, not '{text}'."), text=text)
    value = value.strip()
    try:
        return key.strip(), int(value)
    except ValueError:
        return key.strip(), value


def _fixed_at_setup(rules, game: str) -> dict[str, object]:
    """The facts a new session records from the user's catalog as it starts:
    those the game fixes at set-up (`setup_facts`) because they change what
    a session allows (core/facts.py). The catalog is read only for a game
    that has such facts."""
    setup_facts = getattr(rules, "setup_facts", None)
    if not setup_facts:
        return {}
    from referee.core.catalog import load_catalog
    from referee.core.facts import fixed_at_setup

    return fixed_at_setup(setup_facts, load_catalog(game))


def _joined(words: list[str]) -> str:
    """One move from the words the shell split it into ('Ana:', 'roll', '3')."""
    return " ".join(words)
