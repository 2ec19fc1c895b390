"""Optional variants, each a game option that is off by default (VS-VAR-01..03).

- open_planning: the heroes place their cards in the open, one hero after another, each seeing
  what the others placed; hidden placement (VS-ROUND-03) is off.
- soft_failure: in a campaign, losing every vessel fails the adventure but does not end the
  campaign; the souls take new bodies in town (see town.settle).
- modifiers: extra difficulty modifiers by name, comma-separated, from modifiers.toml: each
  changes a few numbers (starting threat, Traits per group, every enemy's attack or speed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Answer, Ask, Option, Script
from . import statuses

if TYPE_CHECKING:
    from ..engine import Vessels

SLOTS = 2
CHANGES = ("start_threat", "traits", "attack", "speed")


def modifier_table(game: Vessels) -> dict[str, dict[str, int]]:
    """The modifiers the ruleset offers (modifiers.toml), checked once."""
    return game.ruleset.derived("soulless_vessel.modifiers", lambda: _read_modifiers(game))


def _read_modifiers(game: Vessels) -> dict[str, dict[str, int]]:
    out = {}
    for mid, t in (game.ruleset.get("modifiers") or {}).get("modifiers", {}).items():
        bad = [k for k in t if k != "name" and (k not in CHANGES or not isinstance(t[k], int))]
        if bad:
            raise ValueError(f"modifiers.toml: modifiers.{mid}.{bad[0]} should be one of {', '.join(CHANGES)}, "
                             "a whole number")
        out[mid] = {k: int(v) for k, v in t.items() if k in CHANGES}
    return out


def modifiers(game: Vessels) -> dict[str, int]:
    """The changes of the modifiers switched on, added up (VS-VAR-02)."""
    names = [n.strip() for n in str(game.setup.options.get("modifiers") or "").split(",") if n.strip()]
    table = modifier_table(game)
    total: dict[str, int] = {}
    for n in names:
        if n not in table:
            raise ValueError(f"no difficulty modifier called '{n}' (modifiers: {', '.join(table) or 'none'})")
        for k, v in table[n].items():
            total[k] = total.get(k, 0) + v
    return total


def on(game: Vessels, name: str) -> bool:
    """A campaign keeps its variants in its record; a single adventure has them as options."""
    if game.setup.campaign is not None and name in game.setup.campaign["record"].get("variants", []):
        return True
    return bool(game.setup.options.get(name))


def place_openly(game: Vessels) -> Script:
    """Step 4 with open planning: each hero in turn places up to two cards, and every card placed
    is on the table for all to see at once."""
    st = game.state
    for seat, h in st.heroes.items():
        h.placed = []
        while len(h.placed) < (1 if statuses.has(h, "stun") else SLOTS):  # stunned: one card (VS-STATUS-17)
            opts = [Option(f"commit {c}", f"place {game.content.abilities[c].name} in the open",
                           {"verb": "commit", "card": c}) for c in h.hand]
            if not opts:
                break
            ans: Answer = yield Ask(seat, f"{seat}: place up to two ability cards (open planning)",
                                    [*opts, Option("done", "place nothing more", {"verb": "done"})],
                                    rule="VS-VAR-03", kind="choice")
            if ans.name == "done":
                break
            h.placed.append(ans.args[0])
            game.emit(f"{seat} places {game.content.abilities[ans.args[0]].name}", kind="commit", seat=seat,
                      rule="VS-VAR-03", data={"seat": seat, "card": ans.args[0]})
    shown = {s: list(h.placed) for s, h in st.heroes.items()}
    game.emit("cards placed: " + "; ".join(f"{s} {', '.join(c) or 'nothing'}" for s, c in shown.items()),
              kind="reveal", rule="VS-ROUND-04", reveals=True, data={"placed": shown})
