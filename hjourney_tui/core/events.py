"""Events: a typed, readable record of everything that happened."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from .records import record


@record(frozen=False)
class Event:
    text: str
    kind: str = "info"  # e.g. "move", "roll", "draw", "damage", "phase", "reveal"
    rule: str = ""  # the rules topic that produced it, e.g. "gloom" or "KF-NIGHT-04"
    seat: str | None = None  # who acted, if anyone
    data: dict[str, Any] = field(default_factory=dict)
    # Hidden information: when set, only these seats read `text`; the rest read `public_text`.
    private_to: tuple[str, ...] | None = None
    public_text: str | None = None
    # New information appeared (a draw, a roll, a reveal): undo may not step past it.
    reveals: bool = False

    def for_seat(self, seat: str | None) -> dict[str, Any] | None:
        """This event as `seat` may see it (None for the public), or None if nothing shows."""
        text = self.text
        data = self.data
        if self.private_to is not None and seat not in self.private_to:
            if self.public_text is None:
                return None
            text, data = self.public_text, {}
        out: dict[str, Any] = {"text": text, "kind": self.kind}
        if self.rule:
            out["rule"] = self.rule
        if self.seat is not None:
            out["seat"] = self.seat
        if data:
            out["data"] = data
        return out

    def line(self, seat: str | None = None) -> str | None:
        v = self.for_seat(seat)
        if v is None:
            return None
        return f"{v['text']}  [{v['rule']}]" if v.get("rule") else v["text"]
