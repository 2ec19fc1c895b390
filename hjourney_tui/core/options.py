"""Options a game offers at new-game time (variants, difficulty)."""

from __future__ import annotations

from typing import Any

from .records import record


class OptionError(ValueError):
    pass


@record
class OptionSpec:
    key: str
    help: str
    default: Any
    choices: tuple[str, ...] = ()  # for text options with a fixed set of values
    single_game: bool = False  # picks what a campaign picks itself (its quest): single games only
    bounds: tuple[int, int] | None = None  # for whole-number options: the lowest and highest value

    def parse(self, raw: Any) -> Any:
        d = self.default
        if isinstance(d, dict):  # a file's contents, read by the command line (the game checks them)
            if isinstance(raw, dict):
                return raw
            raise OptionError(f"option {self.key} is read from a file, not typed")
        if isinstance(d, bool):
            if isinstance(raw, bool):
                return raw
            s = str(raw).lower()
            if s in ("1", "true", "yes", "on"):
                return True
            if s in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.key} takes yes or no, not '{raw}'")
        if isinstance(d, int):
            try:
                n = int(raw)
            except (TypeError, ValueError):
                raise OptionError(f"option {self.key} takes a whole number, not '{raw}'") from None
            if self.bounds and not self.bounds[0] <= n <= self.bounds[1]:
                raise OptionError(f"option {self.key} takes {self.bounds[0]} to {self.bounds[1]}, not {n}")
            return n
        s = str(raw).lower()
        if self.choices and s not in self.choices:
            raise OptionError(f"option {self.key} takes one of {', '.join(self.choices)}, not '{raw}'")
        return s


def resolve_options(specs: list[OptionSpec], given: dict[str, Any]) -> dict[str, Any]:
    """Defaults filled in, values parsed; unknown keys are an error."""
    by_key = {s.key: s for s in specs}
    for k in given:
        if k not in by_key:
            known = ", ".join(sorted(by_key)) or "none"
            raise OptionError(f"unknown option '{k}' (this game's options: {known})")
    return {s.key: (s.parse(given[s.key]) if s.key in given else s.default) for s in specs}
