"""Moves as values, and the grammar that reads and writes them.

A move is one line, `player: verb args`, e.g. `Ana: roll 3 5` or
`Ben: move-to 6 turquoise`. Each game declares its verbs (`Verb`) with typed
arguments (`Arg`); `Grammar.parse` turns a line into a frozen `Move` and
`Move.text()` prints it back to the same canonical line, so parse∘format
round-trips. Syntax problems raise `MoveSyntaxError` with a did-you-mean drawn
first from the verbs legal now.

A grammar may learn a game's vocabulary (`Grammar.learn`): then the verbs,
choices and words of free-text arguments are also read in the other
language (`Ana: tirar 3`, `Ana: elegir 4 6 turquesa`), and a verb may be
shortened to a unique prefix (`Ana: cho 4`). The move always comes out in
its canonical ids, so a session is the same whichever language typed it.
"""

from __future__ import annotations

import re
import unicodedata

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from referee.core.errors import BadInput
from referee.core.messages import Msg
from referee.core.vocabulary import fold
from referee.i18n import N_

if TYPE_CHECKING:
    from referee.core.vocabulary import Vocabulary
    from referee.i18n import Translator


# A move is one short line, and its numbers are what a table counts: longer
# input is refused before any rule sees it.
MAX_MOVE_LENGTH = 1_000
MAX_MOVE_DIGITS = 9
_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_MOVE_DIGITS + 1))

class MoveSyntaxError(BadInput):
    """A line that is not a move of this game (exit code 2)."""


@dataclass(frozen=True)
class Arg:
    """One argument of a verb.

    kind: "int" (whole number within minimum..maximum), "choice" (one of
    `choices`, case-insensitive, unique prefixes accepted), "player" (a player
    of the session), "text" (one word). `many` takes every remaining token (at
    least one unless `optional`); `optional` may be left out (value None, or ()
    when `many`). `numbered`: a choice may carry ':N' to tell apart cards of
    one kind (LOOP's 'glass:3', the glass showing QUALITY 3); the value is
    then the canonical choice with the same ':N'.
    """

    name: str
    kind: str = "int"
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False
    many: bool = False
    numbered: bool = False

    def usage(self, words: "Vocabulary | None" = None, lang: str = "en") -> str:
        """How this argument is shown in a usage line: its choices when few, else its name in capitals; [...] when optional."""
        if self.kind == "choice" and len(self.choices) <= 6:
            label = "|".join(words.word(c, lang) if words else c for c in self.choices)
        else:
            label = (words.arg(self.name, lang) if words else self.name).upper()
        label = f"{label}..." if self.many else label
        return f"[{label}]" if self.optional else label


@dataclass(frozen=True)
class Verb:
    """A kind of move: its name, arguments, help (a message), an example line
    and the rule entries that govern it (ids in the game's rules files)."""

    name: str
    args: tuple[Arg, ...] = ()
    help: Msg = field(default_factory=lambda: Msg(""))
    example: str = ""
    rules: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()

    def usage(self, words: "Vocabulary | None" = None, lang: str = "en") -> str:
        """'PLAYER: roll DICE...', or shown in `lang` with the game's words."""
        player = words.arg("player", lang).upper() if words else "PLAYER"
        name = words.verb(self.name, lang) if words else self.name
        return " ".join([f"{player}:", name, *(arg.usage(words, lang) for arg in self.args)])


class VerbName(Msg):
    """A verb id as a message parameter, shown by the game's verb table."""

    def __init__(self, verb_id: str):
        super().__init__("")
        object.__setattr__(self, "params", {"verb": verb_id})

    def render(self, tr: "Translator") -> str:
        """The verb's name in `tr`'s language."""
        words = getattr(tr, "words", None)
        return words.verb(self.params["verb"], tr.lang) if words else self.params["verb"]

    def english(self) -> str:
        """The English form, without a catalog."""
        return self.params["verb"]


class Usage(Msg):
    """A verb's usage as a message parameter: shown with the game's words in
    the reader's language (the translator's vocabulary, if it has one)."""

    def __init__(self, verb: Verb):
        super().__init__("")
        object.__setattr__(self, "params", {"verb": verb})

    def render(self, tr: "Translator") -> str:
        """The verb's usage line in `tr`'s language."""
        words = getattr(tr, "words", None)
        return self.params["verb"].usage(words, tr.lang)

    def english(self) -> str:
        """The English form, without a catalog."""
        return self.params["verb"].usage()


@dataclass(frozen=True)
class Move:
    """One reported event: who, what, with which (typed) arguments."""

    player: str
    verb: str
    args: tuple[Any, ...] = ()

    def __init__(self, player: str, verb: str, args: tuple[Any, ...] = ()):
        # frozen: set through the instance's dict, as `Msg` does (a fold reads a move per event)
        fields = self.__dict__
        fields["player"] = player
        fields["verb"] = verb
        fields["args"] = args

    def text(self) -> str:
        """The move as one line the table could type (`Ana: roll 3 5`); parsing it gives the same move back."""
        parts = [f"{self.player}:", self.verb]
        for value in self.args:
            if value is None:
                continue
            if isinstance(value, tuple):
                parts.extend(map(str, value))
            else:
                parts.append(str(value))
        return " ".join(parts)

    def arg(self, index: int, default: Any = None) -> Any:
        """The argument at `index`, or `default` when it is missing or was left out."""
        return self.args[index] if index < len(self.args) and self.args[index] is not None else default

    def __str__(self) -> str:
        return self.text()


class Grammar:
    """The verbs of one game."""

    def __init__(self, verbs: Iterable[Verb]):
        self.verbs: dict[str, Verb] = {}
        self._aliases: dict[str, str] = {}
        self.words: Vocabulary | None = None
        self._lowered: dict[int, tuple[Arg, dict[str, tuple[str, ...]]]] = {}  # see _exact_choices
        for verb in verbs:
            self.verbs[verb.name] = verb
            for alias in (verb.name, *verb.aliases):
                self._aliases[alias.lower()] = verb.name

    def learn(self, words: "Vocabulary") -> None:
        """Read the game's words too: verb aliases, choices and free-text
        words in every language of `words` (canonical ids always win)."""
        self.words = words
        for alias, verb_id in words.verb_aliases.items():
            if verb_id in self.verbs:
                self._aliases.setdefault(alias, verb_id)
        for verb_id in self.verbs:
            self._aliases.setdefault(fold(verb_id), verb_id)

    def verb(self, name: str) -> Verb:
        """The Verb named `name` (KeyError when the grammar has no such verb)."""
        return self.verbs[name]

    def parse(self, line: str, players: Sequence[str], legal_verbs: Iterable[str] = (), known: dict[str, Move] | None = None) -> Move:
        """Read one move line. `legal_verbs` orders the did-you-mean suggestions.
        `known`: the moves of lines read before for the same players (a fold
        reads many lines again: 'Ana: done'); a line naming its verb whole is
        read once and kept there, as it reads the same whatever is legal.
        `players`: the session's, in seat order (a tuple, as a fold passes
        them, is used as it is)."""
        if known is not None:
            found = known.get(line)
            if found is not None:
                return found
        if len(line) > MAX_MOVE_LENGTH:
            raise MoveSyntaxError(N_("A move is one line of at most {limit} characters."), limit=MAX_MOVE_LENGTH)
        # compatibility forms become plain ones (fullwidth "３", superscript "²"
        # -> "3", "2"); a digit that is still no decimal digit is refused
        text = " ".join((line if line.isascii() else unicodedata.normalize("NFKC", line)).split())
        odd = None if text.isascii() else next((char for char in text if char.isdigit() and not char.isdecimal()), None)
        if odd is not None:
            raise MoveSyntaxError(N_("'{line}': '{char}' is not a digit the referee reads; write numbers with 0 to 9."), line=text[:60], char=odd)
        if _LONG_NUMBER.search(text):
            raise MoveSyntaxError(N_("'{line}': no number in a move has more than {digits} digits."), line=text[:60], digits=MAX_MOVE_DIGITS)
        if ":" not in text:
            raise MoveSyntaxError(
                N_("'{line}' is not a move: write it as 'PLAYER: VERB ...', for example '{example}'."),
                line=text, example=next(iter(self.verbs.values())).example,
            )
        who, _, rest = text.partition(":")
        player = self.player_name(who.strip(), players)
        tokens = rest.split()
        if self.words and "@" in rest:  # '@SOURCE' references name ids too ('@realizacion-4' -> '@fulfillment-4')
            tokens = [self.words.canonical_text(t) if t.startswith("@") else t for t in tokens]
        if not tokens:
            raise MoveSyntaxError(N_("'{line}': the verb is missing after '{player}:'."), line=text, player=player)
        named = self._named(tokens[0])
        verb = self.verbs[named] if named else self._verb(tokens[0], legal_verbs, text)
        args = self._args(verb, tokens[1:], players, text)
        move = Move(player, verb.name, args)
        if known is not None and named:
            known[line] = move
        return move

    def player_name(self, name: str, players: Sequence[str]) -> str:
        """The session's spelling of a player name (case forgiven), or a did-you-mean."""
        if name in players:  # spelled as the session does (names differ in more than case)
            return name
        lowered = name.lower()
        for player in players:
            if player.lower() == lowered:
                return player
        from referee.core.suggest import nearest

        suggestion = nearest(name, players)
        if suggestion:
            raise MoveSyntaxError(N_("Unknown player '{name}'. Did you mean '{suggestion}'?"), name=name, suggestion=suggestion)
        raise MoveSyntaxError(N_("Unknown player '{name}'. Players: {players}."), name=name, players=", ".join(players))

    def _named(self, word: str) -> str | None:
        """The verb `word` names whole (an id or alias, any case or accent), or None."""
        return self._aliases.get(word.lower()) or self._aliases.get(fold(word))

    def _verb(self, word: str, legal: Iterable[str], line: str) -> Verb:
        name = self._named(word)
        if name:
            return self.verbs[name]
        # a unique prefix of a verb, in any language ('cho' -> choose), or of the one verb legal now among several
        legal = {v for v in legal if v in self.verbs}
        starting = {verb_id for alias, verb_id in self._aliases.items() if alias.startswith(fold(word))}
        if len(starting) > 1 and len(starting & legal) == 1:
            starting &= legal
        if len(starting) == 1:
            return self.verbs[starting.pop()]
        from referee.core.suggest import ranked

        candidates = [(self._aliases[name], score) for name, score in ranked(word, self._aliases)]
        if candidates:
            # among near-equal matches, prefer a move that is legal now
            top = candidates[0][1]
            close = [name for name, score in candidates if score >= top - 10]
            best = next((name for name in close if name in legal), close[0])
            raise MoveSyntaxError(
                N_("Unknown move '{word}' in '{line}'. Did you mean '{suggestion}'? ({usage})"),
                word=word, line=line, suggestion=VerbName(best), usage=Usage(self.verbs[best]),
            )
        raise MoveSyntaxError(
            N_("Unknown move '{word}' in '{line}'. Moves: {verbs}."), word=word, line=line, verbs=", ".join(self.verbs)
        )

    def _args(self, verb: Verb, tokens: list[str], players: Sequence[str], line: str) -> tuple[Any, ...]:
        values: list[Any] = []
        position = 0
        for spec in verb.args:
            if spec.many:
                rest = tokens[position:]
                if not rest and not spec.optional:
                    raise self._usage(verb, line)
                values.append(tuple(self._value(spec, token, players, verb, line) for token in rest))
                position = len(tokens)
                continue
            if position >= len(tokens):
                if spec.optional:
                    values.append(None)
                    continue
                raise self._usage(verb, line)
            values.append(self._value(spec, tokens[position], players, verb, line))
            position += 1
        if position < len(tokens):
            raise self._usage(verb, line)
        return tuple(values)

    def _usage(self, verb: Verb, line: str) -> MoveSyntaxError:
        return MoveSyntaxError(
            N_("'{line}' does not fit '{usage}', for example '{example}'."), line=line, usage=Usage(verb), example=verb.example
        )

    def _value(self, spec: Arg, token: str, players: Sequence[str], verb: Verb, line: str) -> Any:
        if spec.kind == "int":
            try:
                value = int(token)
            except ValueError:
                raise MoveSyntaxError(
                    N_("'{line}': {name} must be a whole number, not '{token}'."), line=line, name=spec.name, token=token
                ) from None
            if (spec.minimum is not None and value < spec.minimum) or (spec.maximum is not None and value > spec.maximum):
                raise MoveSyntaxError(
                    N_("'{line}': {name} must be from {minimum} to {maximum}, not {value}."),
                    line=line, name=spec.name, minimum=spec.minimum, maximum=spec.maximum, value=value,
                )
            return value
        if spec.kind == "choice":
            base, colon, number = token.partition(":")
            if spec.numbered and colon and number.isdecimal():
                found = self._choice(spec, base)
                if found is not None:
                    return f"{found}:{int(number)}"
            found = self._choice(spec, token)
            if found is not None:
                return found
            from referee.core.suggest import nearest

            suggestion = nearest(token, spec.choices)
            if suggestion:
                raise MoveSyntaxError(
                    N_("'{line}': unknown {name} '{token}'. Did you mean '{suggestion}'?"),
                    line=line, name=spec.name, token=token, suggestion=suggestion,
                )
            raise MoveSyntaxError(
                N_("'{line}': unknown {name} '{token}'. Choose one of: {choices}."),
                line=line, name=spec.name, token=token, choices=", ".join(spec.choices),
            )
        if spec.kind == "player":
            return self.player_name(token, players)
        return self.words.canonical_text(token, players) if self.words else token

    def _exact_choices(self, spec: Arg) -> dict[str, tuple[str, ...]]:
        """`spec`'s choices by their lower-case spelling, made once per argument
        (a replayed log reads a choice at nearly every event)."""
        found = self._lowered.get(id(spec))
        if found is None or found[0] is not spec:
            by_case: dict[str, tuple[str, ...]] = {}
            for choice in spec.choices:
                by_case[choice.lower()] = (*by_case.get(choice.lower(), ()), choice)
            found = self._lowered[id(spec)] = (spec, by_case)
        return found[1]

    def _choice(self, spec: Arg, token: str) -> str | None:
        """The choice `token` names: exactly, by a typed alias of the game's
        words, or by a unique prefix of either; None when it names none."""
        exact = self._exact_choices(spec).get(token.lower(), ())
        if len(exact) == 1:
            return exact[0]
        forms = {c: {c.lower()} for c in spec.choices}
        if self.words:
            for choice in spec.choices:
                forms[choice] |= self.words.forms(choice)
        typed = fold(token)
        named = [c for c, known in forms.items() if typed in known]
        if len(named) == 1:
            return named[0]
        prefixed = [c for c, known in forms.items() if any(form.startswith(typed) for form in known)]
        return prefixed[0] if len(prefixed) == 1 else None
