"""The round at a glance: round, step, threat, and the initiative track with every hero, minion and
enemy group in acting order (the one acting marked, those done ticked), as the view's `track`
gives it."""

from __future__ import annotations

from rich.text import Text

from .common import ENEMY, MUTED, ViewPane, flow, hero_colour, mark

STEP_NAMES = {"effects": "effects", "event": "event roll", "ai": "AI cards", "place": "secret placement",
              "reveal": "reveal", "turns": "turns"}


class TrackPane(ViewPane):
    DEFAULT_CSS = "TrackPane { height: auto; padding: 0 1; background: #1c1c1c; }"

    def draw(self, width: int) -> Text:
        st = self.state
        t = Text()
        t.append(f"Round {st.get('round', 0)}", "bold")
        t.append(f" {mark('sep')} {STEP_NAMES.get(st.get('step', ''), st.get('step', ''))}")
        t.append(f" {mark('sep')} threat {st.get('threat', 0)}", "bold #ff8787")
        pieces = [t]
        revealed = st.get("step") == "turns"
        groups = st.get("groups") or {}
        for e in st.get("track") or []:  # the engine's acting order
            p = Text()
            who = e["id"]
            if e["kind"] == "hero":
                style = f"bold {hero_colour(self.view, who)}"
            elif e["kind"] == "minion":
                style = f"bold {hero_colour(self.view, e['owner'])}"
            else:
                style = ENEMY
                who = groups.get(who, {}).get("name", who)
            acting = e["now"]
            if acting:
                p.append(mark("turn"), "bold")
            p.append(f"{e['initiative'] if e['known'] else mark('hidden')} ", MUTED)
            if e["kind"] == "minion":
                p.append(mark("minion"), style)
            p.append(who, style + (" reverse" if acting else ""))
            if e["acted"] and revealed and not acting:
                p.append(mark("done"), MUTED)
            pieces.append(p)
        return flow(pieces, width)
