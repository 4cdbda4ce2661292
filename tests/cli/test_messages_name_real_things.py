"""No message names a command or a rule entry that does not exist: every
`'referee COMMAND ...'` quoted in a message of the catalogs is a command of
the app, and every `'referee rules show GAME ID'` names an entry of that game."""

import re
from pathlib import Path

from babel.messages.pofile import read_po

from referee.cli.app import build_app
from referee.i18n import Translator
from referee.rules import corpus

ROOT = Path(__file__).resolve().parents[2]
QUOTED = re.compile(r"'referee ([a-z-]+)((?: [^' ]+)*)'")


def _messages() -> list[str]:
    found = []
    for path in sorted((ROOT / "locales" / "en" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle, locale="en"):
                if message.id:
                    found.extend(message.id if isinstance(message.id, tuple) else (message.id,))
    return found


def _commands() -> set[str]:
    app = build_app(Translator("en")).app
    return {command.name for command in app.registered_commands} | {group.name for group in app.registered_groups} | {"--help"}


def test_every_quoted_command_exists():
    commands = _commands()
    named = {(match.group(1), text) for text in _messages() for match in QUOTED.finditer(text)}
    assert named, "the pattern should find the commands messages name"
    assert sorted({command for command, _ in named} - commands) == []


def test_every_quoted_rule_entry_exists():
    for text in _messages():
        for match in QUOTED.finditer(text):
            words = match.group(2).split()
            if match.group(1) != "rules" or not words:
                continue
            assert words[0] in ("list", "show"), text
            if words[0] == "show" and len(words) == 3 and "{" not in "".join(words[1:]):
                game, rule_id = words[1], words[2]
                assert corpus.entry(game, "en", rule_id).id == rule_id, text
