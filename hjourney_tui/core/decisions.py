"""What a game is waiting for, as one value the TUI, the command line and autoplay read.

`Game.decision()` derives it from the pending question (core.questions); the
question shapes themselves, turn order and priority windows live in
core.questions and core.turns.
"""

from __future__ import annotations

from typing import Any

from .records import record


@record
class Decision:
    kind: str  # "turn", "simultaneous", "priority", "response", "interrupt", "order", "choice" or "over"
    seats: tuple[str, ...]  # the seats that may (or must) answer now
    prompt: str
    rule: str = ""
    mode: str = "one"  # "one": that seat; "any": whichever answers first; "secret": each, in secret

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "seats": list(self.seats), "prompt": self.prompt,
                             "mode": self.mode}
        if self.rule:
            d["rule"] = self.rule
        return d
