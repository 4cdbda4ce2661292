"""Table helpers that need no session: `referee moves GAME` (the move
grammar with examples) and `referee roll d6 d6` (dice for players without)."""

import re
from typing import Annotated, Optional

from referee.core.errors import BadInput
from referee.i18n import N_

DIE = re.compile(r"^(\d*)d(\d+)$", re.IGNORECASE)
GAME_DIE = re.compile(r"^(\d*)([a-z][a-z-]*)$", re.IGNORECASE)   # a game's symbol dice: 4cv


def _game_faces(name: str) -> list[str] | None:
    """The faces of a game's own dice (game.toml [play.dice] faces), if it has them."""
    from referee.core.registry import all_games

    for game in all_games():
        if name.lower() in (game.id, *game.aliases):
            return game.data.get("play", {}).get("dice", {}).get("faces")
    return None


def register(cli) -> None:
    import typer

    from referee.cli import completion as complete

    tr = cli.tr

    @cli.app.command("moves", help=tr("The move grammar of a game, one line per move, with examples."))
    def moves(
        game: Annotated[str, typer.Argument(help=tr("The game."), show_default=False, autocompletion=complete.games)],
        lang: Annotated[Optional[str], cli.lang_option()] = None,
        json: Annotated[bool, cli.json_option()] = False,
    ) -> int:
        from referee.core.registry import resolve_game
        from referee.games import REFEREED, game_rules

        chosen = resolve_game(game)
        if chosen.id not in REFEREED:
            raise BadInput(N_("Turn-by-turn refereeing covers {games}; for {game} use 'referee score' and 'referee ask'."), games=", ".join(REFEREED), game=chosen.id)
        from referee.core.vocabulary import vocabulary

        grammar = game_rules(chosen.id).grammar
        words = vocabulary(chosen.id)
        shown = tr.with_words(words)
        if json:
            cli.out.json([{"verb": v.name, "usage": v.usage(), "help": v.help.render(tr), "example": v.example, "rules": list(v.rules)} for v in grammar.verbs.values()])
            return 0
        cli.out.line(tr("Moves of {game}: one per line, 'PLAYER: VERB ARGS'.", game=chosen.name(tr.lang)))
        for verb in grammar.verbs.values():
            cli.out.line(f"  {verb.usage(words, tr.lang)}")
            cli.out.line(f"      {verb.help.render(shown)}")
            cli.out.line("      " + tr("e.g. {example}", example=words.move(verb.example, tr.lang)))
        return 0

    @cli.app.command("roll", help=tr("Roll dice for players who lack them, e.g. 'referee roll d6 d6', '3d8' or CV's symbol dice '4cv'."))
    def roll(
        dice: Annotated[list[str], typer.Argument(help=tr("Dice like d6, 2d8, d10, or 4cv."), show_default=False)],
        seed: Annotated[Optional[int], typer.Option("--seed", help=tr("Seed, to repeat the same rolls."))] = None,
        lang: Annotated[Optional[str], cli.lang_option()] = None,
        json: Annotated[bool, cli.json_option()] = False,
    ) -> int:
        import random

        generator = random.Random(seed)
        results = []
        for text in dice:
            named = GAME_DIE.match(text.strip())
            faces_of = _game_faces(named.group(2)) if named else None
            if faces_of and 1 <= int(named.group(1) or 1) <= 20:
                results += [{"die": named.group(2).lower(), "value": generator.choice(faces_of)} for _ in range(int(named.group(1) or 1))]
                continue
            match = DIE.match(text.strip())
            count = int(match.group(1) or 1) if match else 0
            faces = int(match.group(2)) if match else 0
            if not match or not 1 <= count <= 20 or not 2 <= faces <= 100:
                raise BadInput(N_("'{die}' is not a die: write d6, 2d8, d10 (2 to 100 faces, up to 20 dice)."), die=text)
            for _ in range(count):
                results.append({"die": f"d{faces}", "value": generator.randint(1, faces)})
        if json:
            cli.out.json(results)
        else:
            cli.out.line("  ".join(f"{r['die']}: {r['value'] if isinstance(r['value'], str) else tr.number(r['value'])}" for r in results))
        return 0
