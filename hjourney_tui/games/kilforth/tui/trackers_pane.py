"""Day and Night, the Ancients, the darkness on the land and any Test under way."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from hjourney_tui.tui.glyphs import glyph

from .common import mark, state_of


def success_floor(faces: list[int], hits: int) -> int:
    """The lowest face that succeeds (5, or 4 with easy dice), read back from the count."""
    return 4 if sum(f >= 5 for f in faces) != hits and sum(f >= 4 for f in faces) == hits else 5


class TrackersPane(Static):
    DEFAULT_CSS = "TrackersPane { height: auto; }"

    def update_view(self, view: dict[str, Any]) -> None:
        self.update(self.lines(view))

    def board_title(self, view: dict[str, Any]) -> str | None:
        """Day, Night cards left and weather, for the board's top edge."""
        st = state_of(view)
        if "day" not in st:
            return None
        return (f"Day {st['day']} {mark('sep')} {st.get('night_left', 0)} Night cards left "
                f"{mark('sep')} {st.get('weather') or 'no weather'}")

    def lines(self, view: dict[str, Any]) -> Text:
        st = state_of(view)
        cells = st.get("map") or {}
        t = Text()
        sep = f" {mark('sep')} "
        gloom = sum(1 for c in cells.values() if c.get("gloom"))
        t.append("Turn ", "bold")
        t.append(f"{st.get('active') or '-'}", "bold #ffd75f")
        t.append(f"{sep}First hero {st.get('first') or '-'}{sep}")
        t.append("Gloom ", "bold")
        t.append(f"{gloom}/{len(cells)} {mark('gloom')}", "#d787ff")
        for a in st.get("ancients", []):
            t.append("\n")
            t.append(f"{mark('ancient')} ", "bold #ff5f5f")
            t.append(a["name"], "bold" if not a.get("defeated") else "strike #9e9e9e")
            if a.get("defeated"):
                t.append(" destroyed", "#5fd75f")
                continue
            t.append(f" Fight {a['fight']}" if "fight" in a else "")
            t.append(f" HP {a['hp']}")
            t.append(f" at {a['cell']}" if a.get("cell") else " asleep", "#ff8787" if a.get("cell") else "")
            if a.get("plots"):
                t.append(f", {a['plots']} plot(s) gathered")
            if a.get("plots_out"):
                t.append(f", plots at {' '.join(a['plots_out'])}", "#ffaf5f")
        self.pending(t, st)
        for line in st.get("odds") or []:
            t.append("\n")
            t.append("Odds ", "bold #87d7ff")
            t.append(line)
        return t

    def pending(self, t: Text, st: dict[str, Any]) -> None:
        p = st.get("pending")
        data = st.get("pending_data") or {}
        if not p:
            return
        t.append("\n")
        t.append(f"{glyph('die')} ", "bold #ffd75f")
        t.append(p.get("prompt", ""), "bold")
        faces = data.get("faces")
        if faces is not None:
            floor = success_floor(faces, data.get("hits", 0))
            t.append("\n  dice ")
            for f in faces:
                t.append(f"[{f}]", "bold #5fd75f" if f >= floor else "#9e9e9e")
                t.append(" ")
            t.append(f" {data.get('hits', 0)} of {data.get('need', 0)} needed",
                     "bold #5fd75f" if data.get("hits", 0) >= data.get("need", 0) else "bold #ff8787")
        if "foe_hp" in data:
            t.append(f"\n  the foe: Fight {data.get('foe_fight', 0)}, HP {data['foe_hp']} left")
        if data.get("keywords"):
            t.append(f"\n  keywords: {', '.join(data['keywords'])}")
            if data.get("reward"):
                t.append(f"; its reward is {'an' if data['reward'][0] in 'aeiou' else 'a'} {data['reward']}")
        for o in p.get("options", []):
            desc = o.get("description", "")
            if "%" in desc:
                desc = desc.removeprefix(o["command"] + ": ")
                t.append("\n")
                t.append("Odds ", "bold #87d7ff")
                t.append(f"{o['command']}: {desc}")
