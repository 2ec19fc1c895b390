"""Rolling pools of the five dice and reading a roll: power, Criticals, Botch, Plus, Star, Wear.

Every die is rolled with the game's RNG, which the save restores, so a reload never re-rolls.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import field
from typing import TYPE_CHECKING, Any

from ....core.records import record
from ..printed import DICE

if TYPE_CHECKING:
    from ..engine import Vessels


@record(frozen=False)
class Result:
    """A roll as the rules read it (VS-DICE-05..08; damage rolls: VS-DMG-01/02)."""

    faces: list[tuple[str, str]] = field(default_factory=list)  # (die, face label)
    power: int = 0
    criticals: int = 0
    botch: bool = False
    plus: int = 0
    star: int = 0
    wear: int = 0

    def as_data(self) -> dict[str, Any]:
        return {"faces": [list(f) for f in self.faces], "power": self.power, "criticals": self.criticals,
                "botch": self.botch, "plus": self.plus, "star": self.star, "wear": self.wear}

    def text(self) -> str:
        shown = ", ".join(f"{die} {label}" for die, label in self.faces)
        tail = "BOTCH" if self.botch else f"power {self.power}" + (f", {self.criticals} critical" if self.criticals
                                                                    else "")
        return f"[{shown}] {tail}"


def pool(**dice: int) -> Counter[str]:
    return Counter({d: n for d, n in dice.items() if n > 0})


def roll(game: Vessels, dice: Counter[str], *, damage: bool = False, ignore_botch: bool = False) -> Result:
    """Roll these dice together.  A Botch fails the roll outright (no power, Critical, Plus, Star or
    Wear: VS-DICE-06..08), except in a damage roll, which ignores the Botch and reads only power and
    Criticals.  An action that explicitly ignores Botch reads the Botch face as blank (VS-DICE-09)."""
    out = Result()
    raw = 0
    crits = plus = star = wear = 0
    botch = False
    for die in DICE:  # a fixed order, so the same dice always draw the same numbers
        for _ in range(dice.get(die, 0)):
            face = game.content.dice[die].roll(game.rng)
            out.faces.append((die, face.label))
            raw += face.value
            crits += face.has("critical")
            plus += face.has("plus")
            star += face.has("star")
            wear += face.has("wear")
            botch = botch or (face.has("botch") and not ignore_botch)
    if damage:
        out.power, out.criticals = max(0, raw), crits
        return out
    if botch:
        out.botch = True
        return out
    out.power, out.criticals, out.plus, out.star, out.wear = max(0, raw), crits, plus, star, wear
    return out


def roll_one(game: Vessels, die: str) -> int:
    """One die's number alone (the Enhancement Die for a layout, the Cursed Die for attacks of opportunity)."""
    return game.content.dice[die].roll(game.rng).value
