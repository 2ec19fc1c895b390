"""The threat dials in the side column, where the generic dice tray sits in games with dice: each
player's threat, and the staging threat the questers must beat.  It stays on screen however the
board is scrolled."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.dice_pane import DicePane

from .style import MUTED, RED, YELLOW, g, state_of

ELIMINATED_AT = 50  # a dial this high puts its player out: shown red from 40


class ThreatTray(DicePane):
    DEFAULT_CSS = "ThreatTray { height: auto; padding: 0 1; }"

    def show_events(self, events: list[dict[str, Any]], total: int | None = None) -> None:
        """Called after every command, once the screen holds the new view: draws that view's dials."""
        self.border_title = "Threat"
        self.update(self.dials(getattr(self.screen, "view", {}) or {}))

    @staticmethod
    def dials(view: dict[str, Any]) -> Text:
        st = state_of(view)
        players = st.get("players") or {}
        line = Text()
        for seat, p in players.items():
            if line:
                line.append("  ")
            threat = p.get("threat", 0)
            line.append(g("first") if p.get("first") else "", f"bold {YELLOW}")
            line.append(seat + " ", "bold")
            line.append("out" if p.get("eliminated") else str(threat),
                        f"bold {RED}" if threat >= ELIMINATED_AT - 10 else "bold")
        q = st.get("quest") or {}
        line.append("\n")
        line.append_text(Text.assemble(("staging ", MUTED), (f"T{st.get('staging_threat', 0)}", f"bold {RED}"),
                                       ("  quest ", MUTED), f"{q.get('progress', 0)}/{q.get('quest_points', 0)}"))
        if st.get("score") is not None:  # in the view only when the players asked for it (LC-CORE-VAR-05)
            line.append_text(Text.assemble(("  score ", MUTED), str(st["score"])))
        return line
