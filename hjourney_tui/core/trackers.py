"""Counters with bounds (health, fate, peril, threat...)."""

from __future__ import annotations

from .records import record


@record(frozen=False)
class Tracker:
    name: str
    value: int = 0
    lo: int | None = 0
    hi: int | None = None

    def clamp(self, v: int) -> int:
        if self.lo is not None and v < self.lo:
            v = self.lo
        if self.hi is not None and v > self.hi:
            v = self.hi
        return v

    def set(self, v: int) -> int:
        """Set within bounds; returns the change actually made."""
        old = self.value
        self.value = self.clamp(v)
        return self.value - old

    def add(self, n: int) -> int:
        return self.set(self.value + n)

    def as_data(self) -> dict[str, int | None]:
        return {"value": self.value, "lo": self.lo, "hi": self.hi}
