"""Minions in play, by the Adversary player who played them; in the Melee phase, the skirmishes as
pairs: each companion against the minions assigned to it, the one being fought marked."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .common import MUTED, RED, WIDE, ViewPane, g, pairs_shown, stats, walking_seat
from .party_pane import borne_line, character_line, held_line


def minion_text(m: dict[str, Any], wide: bool, owner: bool = True) -> Text:
    t = Text.assemble((m["title"], f"bold {RED}"), " ", stats(m, wide))
    if owner:
        t.append(f" ({m['owner']})", MUTED)
    return t


class SkirmishPane(ViewPane):
    def draw(self, width: int) -> Text:
        st = self.state
        turn = st.get("turn") or {}
        minions = [m for p in (st.get("players") or {}).values() for m in p.get("minions") or []]
        if pairs_shown(st):
            return self.pairs(st, turn, minions, width)
        if not minions:
            return Text("No minions in play.", MUTED)
        lines = [Text("Minions in play", "bold underline")]
        for m in minions:
            lines.append(Text("  ") + minion_text(m, width >= WIDE))
            lines += [x for x in (borne_line(m, width, "    "), held_line(m, width, "    ")) if x is not None]
        return Text("\n").join(lines)

    def pairs(self, st: dict[str, Any], turn: dict[str, Any], minions: list[dict[str, Any]], width: int) -> Text:
        seat = walking_seat(self.view)
        party = ((st.get("players") or {}).get(seat or "") or {}).get("party") or []
        assigned: dict[str, list[dict[str, Any]]] = {}
        by_uid = {m["uid"]: m for m in minions}
        for minion, companion in (turn.get("assigned") or {}).items():
            if minion in by_uid:
                assigned.setdefault(companion, []).append(by_uid[minion])
        removed = set(turn.get("removed") or [])
        step = "Skirmishes" if turn.get("step") == "skirmish" else "Assignment"
        lines = [Text(step, "bold underline")]
        wide = width >= WIDE
        hero = ((st.get("players") or {}).get(seat or "") or {}).get("hero", "")
        for c in party:
            foes = assigned.get(c["uid"], [])
            now = c["uid"] == turn.get("skirmish")
            head = Text(g("now") if now else " ", "bold")
            head.append_text(character_line(c, width - 1, hero))
            if now:
                head.stylize("reverse", 0, 1)
            if c["uid"] in removed:
                head.append(" (out of this skirmish)", MUTED)
            lines.append(head)
            lines += [x for x in (borne_line(c, width, "      "), held_line(c, width, "      ")) if x is not None]
            for m in foes:
                vs = Text(f"     {g('vs')} ", f"bold {RED}")
                if m["uid"] in removed:
                    vs.append("(out) ", MUTED)
                lines.append(vs + minion_text(m, wide))
            if not foes and turn.get("step") == "assignment":
                lines.append(Text("     unassigned", MUTED))
        loose = [m for m in minions if m["uid"] not in (turn.get("assigned") or {})]
        if loose:
            lines.append(Text("Not assigned", "bold"))
            lines += [Text("  ") + minion_text(m, wide) for m in loose]
        return Text("\n").join(lines)
