"""`referee games`: the games this referee knows, with names, players and modes."""


from typing import Annotated, Optional

from referee.core.registry import all_games


def games_data() -> list[dict]:
    return [
        {
            "id": game.id,
            "names": dict(game.names),
            "aliases": list(game.aliases),
            "players": {"min": game.min_players, "max": game.max_players},
            "modes": [
                {
                    "id": mode.id,
                    "names": dict(mode.names),
                    "players": {"min": mode.min_players, "max": mode.max_players},
                    "default": mode.default,
                }
                for mode in game.modes.values()
            ],
        }
        for game in all_games()
    ]


def register(cli) -> None:
    tr = cli.tr

    @cli.app.command("games", help=tr("List the games, with their names in English and Spanish, player counts and modes."))
    def games(
        json: Annotated[bool, cli.json_option()] = False,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
    ) -> int:
        data = games_data()
        if json:
            cli.out.json(data)
            return 0
        from rich.table import Table

        table = Table(title=tr("Games"), show_lines=False)
        for header in (tr("Id"), tr("English"), tr("Spanish"), tr("Players"), tr("Modes")):
            table.add_column(header)
        for game in data:
            modes = ", ".join(
                f"{mode['names'].get(tr.lang) or mode['names']['en']} ({_players(tr, mode['players'])})" for mode in game["modes"]
            )
            table.add_row(game["id"], game["names"]["en"], game["names"]["es"], _players(tr, game["players"]), modes)
        cli.out.console.print(table)
        return 0


def _players(tr, players: dict) -> str:
    low, high = players["min"], players["max"]
    return tr.number(low) if low == high else f"{tr.number(low)}–{tr.number(high)}"
