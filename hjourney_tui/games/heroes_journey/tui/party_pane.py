"""The journeying player's party: each companion with its values now and the cards it bears
(possessions, artifacts, conditions), then the support area and the quest."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.core.words import plural

from .common import (
    CYAN,
    MAGENTA,
    MUTED,
    WIDE,
    YELLOW,
    ViewPane,
    fit,
    flow,
    g,
    pairs_shown,
    stats,
    walking_seat,
)

BORNE_STYLE = {"condition": MAGENTA, "possession": CYAN, "artifact": f"bold {CYAN}"}


def borne_line(c: dict[str, Any], width: int, indent: str) -> Text | None:
    """The cards a character bears, conditions marked apart from its gear."""
    borne = c.get("bears") or []
    if not borne:
        return None
    parts = [Text(b["title"] + (" (condition)" if b.get("type") == "condition" else ""),
                  BORNE_STYLE.get(b.get("type", ""), "")) for b in borne]
    return Text(indent) + flow([Text("bears", MUTED), *parts], width - len(indent), sep=" ", indent=indent)


def held_line(c: dict[str, Any], width: int, indent: str, label: str = "holds") -> Text | None:
    """Culture tokens on a card and the cards stacked on it: how many for every seat, their titles
    for the owner (the view gives them to the owner alone)."""
    parts = [Text(f"{plural(n, culture + ' token')}", YELLOW) for culture, n in sorted((c.get("culture_tokens") or {}).items())]
    if c.get("stacked"):
        titles = [s["title"] for s in c.get("stacked_cards") or []]
        parts.append(Text(f"{c['stacked']} stacked" + (":" if titles else " face down"), CYAN))
        parts += [Text(t + ("," if i < len(titles) - 1 else "")) for i, t in enumerate(titles)]  # wrap between titles
    if not parts:
        return None
    return Text(indent) + flow([Text(label, MUTED), *parts], width - len(indent), sep=" ", indent=indent)


def character_line(c: dict[str, Any], width: int, hero: str = "") -> Text:
    wide = width >= WIDE
    mark = Text(g("hero") if c["uid"] == hero else " ", f"bold {YELLOW}")
    values = stats(c, wide)
    room = max(6, width - values.cell_len - 3)
    name = fit(c["title"], min(room, 22 if wide else 16))
    return Text.assemble(mark, " ", (name.ljust(min(room, 22 if wide else 16)), "bold"), " ", values)


class PartyPane(ViewPane):
    def draw(self, width: int) -> Text:
        seat = walking_seat(self.view)
        p = (self.state.get("players") or {}).get(seat or "")
        if p is None:
            return Text("")
        lines = [Text.assemble((f"{seat}'s party", "bold underline"),
                               (f"  {p.get('deck', '')}" if width >= WIDE else "", MUTED))]
        if pairs_shown(self.state) and p.get("party"):  # the skirmishes below show each companion
            lines.append(Text(f"  {plural(len(p['party']), 'companion')}: see the skirmishes", MUTED))
        for c in p.get("party") or [] if not pairs_shown(self.state) else []:
            lines.append(character_line(c, width, p.get("hero", "")))
            lines += [x for x in (borne_line(c, width, "    "), held_line(c, width, "    ")) if x is not None]
        if not p.get("party"):
            lines.append(Text("  no companions yet", MUTED))
            coming = p.get("hero_to_come")  # the viewer's own, while bidding
            if coming:
                lines.append(Text.assemble(("  your Hero will be ", MUTED), (coming["title"], "bold"),
                                           (f", resistance {coming['resistance']}: bid less than that", MUTED)))
        support = p.get("support") or []
        if support:
            lines.append(Text("Support", "bold"))
            for c in support:
                if "strength" in c:
                    lines.append(character_line(c, width))
                else:
                    lines.append(Text.assemble("  ", (c["title"], "bold"), (f" ({c['type']})", MUTED)))
                lines += [x for x in (borne_line(c, width, "    "), held_line(c, width, "    ")) if x is not None]
        if p.get("quest"):
            lines.append(Text.assemble(("Quest ", MUTED), (", ".join(p["quest"]), "italic")))
        return Text("\n").join(lines)
