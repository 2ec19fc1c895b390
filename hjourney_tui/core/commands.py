"""Commands: the one way game state ever changes.

Each game declares its commands once as `CommandSpec`s.  A command has a text
form (`move b3`, `confront 2 sneak`) and a structured form (`Command`); the
TUI, the command line, bots and tests all send the text form.
"""

from __future__ import annotations

import difflib
import shlex
from collections.abc import Iterable, Sequence
from dataclasses import field
from typing import Any

from .records import record
from .words import plural


class CommandError(Exception):
    """Text that is not a well-formed command of this game."""


@record
class Arg:
    name: str
    kind: str = "word"  # "word", "int" or "choice"
    choices: tuple[str, ...] = ()
    optional: bool = False
    many: bool = False  # takes every remaining token (last argument only)
    help: str = ""

    def parse(self, token: str, command: str) -> str:
        if self.kind == "int":
            try:
                return str(int(token))
            except ValueError:
                raise CommandError(f"'{command}' needs a number for {self.name}, not '{token}'") from None
        if self.kind == "choice":
            t = token.lower()
            if t in self.choices:
                return t
            close = difflib.get_close_matches(t, self.choices, n=1)
            hint = f": did you mean '{close[0]}'?" if close else f" (one of: {', '.join(self.choices)})"
            raise CommandError(f"'{command}' does not know {self.name} '{token}'{hint}")
        return token.lower()

    @property
    def usage(self) -> str:
        label = self.name.upper()
        if self.many:
            label += "..."
        return f"[{label}]" if self.optional else label


@record
class CommandSpec:
    name: str
    help: str
    args: tuple[Arg, ...] = ()
    aliases: tuple[str, ...] = ()
    topic: str = ""  # the rules topic this command belongs to
    # gives up whatever else the seat could still do this turn (a front end may ask before sending it)
    ends_turn: bool = False
    # what the command costs that cannot be taken back, for a front end to ask about first ("" for none)
    confirm: str = ""

    @property
    def usage(self) -> str:
        return " ".join([self.name, *(a.usage for a in self.args)])

    def text(self, *args: object) -> str:
        """Canonical text of this command with these arguments."""
        return " ".join([self.name, *(str(a).lower() for a in args)])


@record
class Command:
    name: str
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.name, *self.args))

    def int(self, i: int) -> int:
        return int(self.args[i])

    def __str__(self) -> str:
        return self.text


@record
class LegalCommand:
    """A command a seat may give now, as offered to players and bots."""

    seat: str
    text: str
    description: str = ""
    enabled: bool = True
    reason: str = ""  # why a shown-but-disabled command can't be given now
    # What bots and panes read: at least the verb and arguments, and whatever the
    # engine adds (card ids, odds, dice).  Descriptions are for people only.
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def name(self) -> str:
        return self.text.split(" ", 1)[0]

    @property
    def verb(self) -> str:
        return str(self.data.get("verb") or self.name)

    @property
    def args(self) -> tuple[str, ...]:
        return tuple(self.text.split()[1:])

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "command": self.text, "verb": self.verb,
                             "args": list(self.args), "description": self.description}
        if not self.enabled:
            d["enabled"], d["reason"] = False, self.reason
        if self.data:
            d["data"] = {k: v for k, v in self.data.items() if k != "verb"}
        return d


@record(frozen=False)
class CommandSet:
    specs: dict[str, CommandSpec] = field(default_factory=dict)
    _lookup: dict[str, CommandSpec] = field(default_factory=dict)

    @classmethod
    def of(cls, specs: Iterable[CommandSpec]) -> CommandSet:
        cs = cls()
        for spec in specs:
            cs.add(spec)
        return cs

    def add(self, spec: CommandSpec) -> None:
        for n in (spec.name, *spec.aliases):
            if n in self._lookup:
                raise ValueError(f"command name {n!r} is declared twice")
            self._lookup[n] = spec
        self.specs[spec.name] = spec

    def __getitem__(self, name: str) -> CommandSpec:
        return self.specs[name]

    def __contains__(self, name: object) -> bool:
        """Whether `name` is one of these commands or an alias of one."""
        return isinstance(name, str) and name.lower() in self._lookup

    def parse(self, text: str) -> Command:
        text = text.strip()
        if not text:
            raise CommandError("type a command ('help' lists them)")
        try:
            tokens = shlex.split(text) if ('"' in text or "'" in text) else text.split()
        except ValueError as exc:
            raise CommandError(f"cannot read '{text}': {exc}") from None
        head = tokens[0].lower()
        spec = self._lookup.get(head)
        if spec is None:
            close = difflib.get_close_matches(head, list(self._lookup), n=1)
            hint = f": did you mean '{close[0]}'?" if close else ""
            raise CommandError(f"unknown command '{tokens[0]}'{hint}")
        return Command(spec.name, self._parse_args(spec, tokens[1:]))

    def _parse_args(self, spec: CommandSpec, tokens: Sequence[str]) -> tuple[str, ...]:
        out: list[str] = []
        i = 0
        for arg in spec.args:
            if arg.many:
                rest = tokens[i:]
                if not rest and not arg.optional:
                    raise CommandError(f"'{spec.name}' needs {arg.name} (usage: {spec.usage})")
                out.extend(arg.parse(t, spec.name) for t in rest)
                i = len(tokens)
                break
            if i >= len(tokens):
                if arg.optional:
                    break
                raise CommandError(f"'{spec.name}' needs {arg.name} (usage: {spec.usage})")
            out.append(arg.parse(tokens[i], spec.name))
            i += 1
        if i < len(tokens):
            raise CommandError(f"'{spec.name}' takes {plural(len(spec.args), 'argument')}, got extra '{' '.join(tokens[i:])}'"
                               f" (usage: {spec.usage})")
        return tuple(out)


# Answers every game understands; a game may declare its own command of the same name instead.
CORE_COMMANDS = (
    CommandSpec("pass", "pass: let the window or the ability go by", topic="timing"),
    CommandSpec("done", "commit nothing more / finish", topic="timing"),
    CommandSpec("order", "of the effects due at once, resolve this one next", (Arg("n", "int"),), topic="timing"),
    CommandSpec("trigger", "use this triggered ability now", (Arg("source"), Arg("ability", optional=True)),
                topic="timing"),
    CommandSpec("autopass", "on: pass by yourself when you have nothing to play; off: always be asked",
                (Arg("setting", "choice", ("on", "off")),), topic="timing"),
)
