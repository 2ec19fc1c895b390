"""The round at a glance: round, step, threat, and the initiative track with every hero, minion and
enemy group in acting order (the one acting marked, those done ticked)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .common import ENEMY, MUTED, ViewPane, acting_minion, acting_seats, flow, hero_colour, mark, state_of

STEP_NAMES = {"effects": "effects", "event": "event roll", "ai": "AI cards", "place": "secret placement",
              "reveal": "reveal", "turns": "turns"}


def track(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Everyone on the track, highest initiative first: heroes, then minions (always at 0), then
    enemies on a tie."""
    st = state_of(view)
    out = []
    for seat, h in (st.get("heroes") or {}).items():
        out.append({"who": seat, "hero": True, "init": int(h.get("initiative") or 0), "acted": bool(h.get("acted")),
                    "rank": 0})
    for mid, m in (st.get("minions") or {}).items():
        out.append({"who": mid, "hero": False, "minion": True, "owner": m["owner"], "init": int(m["initiative"]),
                    "acted": bool(m.get("acted")), "rank": 1})
    for gid, g in (st.get("groups") or {}).items():
        out.append({"who": g.get("name", gid), "hero": False, "init": int(g.get("initiative") or 0),
                    "acted": bool(g.get("acted")), "rank": 2})
    return sorted(out, key=lambda e: (-e["init"], e["rank"]))


class TrackPane(ViewPane):
    DEFAULT_CSS = "TrackPane { height: auto; padding: 0 1; background: #1c1c1c; }"

    def draw(self, width: int) -> Text:
        st = self.state
        t = Text()
        t.append(f"Round {st.get('round', 0)}", "bold")
        t.append(f" {mark('sep')} {STEP_NAMES.get(st.get('step', ''), st.get('step', ''))}")
        t.append(f" {mark('sep')} threat {st.get('threat', 0)}", "bold #ff8787")
        pieces = [t]
        now = st.get("current_initiative")
        revealed = st.get("step") == "turns"
        minion, seats = acting_minion(self.view), acting_seats(self.view)
        for e in track(self.view):
            p = Text()
            style = f"bold {hero_colour(self.view, e['who'])}" if e["hero"] else ENEMY
            if e.get("minion"):
                style = f"bold {hero_colour(self.view, e['owner'])}"
                acting = e["who"] == minion
            elif e["hero"]:
                acting = e["who"] in seats
            else:
                acting = revealed and now is not None and e["init"] == now and not e["acted"]
            if acting:
                p.append(mark("turn"), "bold")
            known = revealed if e["hero"] else e["init"] > 0 or e.get("minion")  # heroes' cards hide till the turns
            p.append(f"{e['init'] if known else mark('hidden')} ", MUTED)
            if e.get("minion"):
                p.append(mark("minion"), style)
            p.append(e["who"], style + (" reverse" if acting else ""))
            if e["acted"] and revealed and not acting:
                p.append(mark("done"), MUTED)
            pieces.append(p)
        return flow(pieces, width)
