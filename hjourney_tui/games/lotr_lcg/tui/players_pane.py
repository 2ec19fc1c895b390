"""Each player's side of the table: threat dial, heroes with their resources, damage, state and
attachments, allies, the enemies engaged with the player and their shadow cards, hand and deck sizes."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .base import ViewPane
from .style import CYAN, GREEN, MUTED, RED, SPHERE_STYLE, YELLOW, fit, g, health, printed, stats

CHARACTER_STATS = ("willpower", "attack", "defence")
NARROW = 56  # below this width the header lines leave out what the card screen gives
ENEMY_STATS = ("attack", "defence")
CHARACTER_KEYWORDS = (("sentinel", "Sentinel"), ("ranged", "Ranged"))  # shown by a character's name


def state_mark(c: dict[str, Any]) -> Text:
    """Ready or exhausted, and questing."""
    mark = Text(g("exhausted"), f"bold {RED}") if c.get("exhausted") else Text(g("ready"), f"bold {GREEN}")
    return mark + (Text(g("committed"), f"bold {YELLOW}") if c.get("committed") else Text(" "))


def row(left: Text, right: Text, width: int) -> Text:
    """`left` cut to leave room for `right`, which ends at the pane's edge."""
    room = width - right.cell_len - 1
    if left.cell_len > room:
        left = left.copy()
        left.truncate(max(4, room - 1))
        left.append(g("more"))
    return left + Text(" " * max(1, width - left.cell_len - right.cell_len)) + right


def attachments(c: dict[str, Any], width: int, indent: str) -> list[Text]:
    atts = [a.get("name", "?") for a in c.get("attachments", []) if not a.get("face_down")]
    if not atts:
        return []
    return [Text.assemble(indent, (g("attach") + " ", MUTED), fit(", ".join(atts), width - len(indent) - 2))]


class PlayersPane(ViewPane):
    def draw(self, width: int) -> Text:
        players = self.state.get("players") or {}
        lines: list[Text] = []
        for seat, p in players.items():
            lines += self.player(seat, p, width)
        return Text("\n").join(lines) if lines else Text("")

    def player(self, seat: str, p: dict[str, Any], width: int) -> list[Text]:
        hand = p.get("hand")
        size = len(hand) if isinstance(hand, list) else int(hand or 0)
        viewer = self.view.get("seat")
        head = Text.assemble((seat, "bold reverse" if seat == viewer else "bold"),
                             (f" {g('first')}" if p.get("first") else "", f"bold {YELLOW}"))
        if p.get("eliminated"):
            return [head + Text("  eliminated", f"bold {RED}")]
        threat = p.get("threat", 0)
        dial = Text.assemble(("threat ", MUTED), (str(threat), f"bold {RED}" if threat >= 40 else "bold"),
                             ("  hand ", MUTED), str(size), ("  deck ", MUTED), str(p.get("deck", 0)))
        if width >= NARROW:  # the discard pile's cards are on the card screen
            dial.append_text(Text.assemble(("  discard ", MUTED), str(len(p.get("discard") or []))))
        named = head + Text(f"  {p.get('deck_name', '')}", MUTED)
        lines = [row(named if named.cell_len + dial.cell_len < width else head, dial, width)]
        for c in p.get("heroes", []):
            lines += self.character(c, width, hero=True)
        for c in p.get("allies", []):
            lines += self.character(c, width, hero=False)
        for e in p.get("engaged", []):
            lines += self.enemy(e, width)
        return lines

    def character(self, c: dict[str, Any], width: int, hero: bool) -> list[Text]:
        if c.get("face_down"):
            return [Text(f"  {g('facedown')} face-down card", MUTED)]
        sphere = printed(self.view, c.get("card", "")).get("sphere", "neutral")
        name = Text(c.get("name", "?"), f"bold {SPHERE_STYLE.get(sphere, '')}" if hero else SPHERE_STYLE.get(sphere, ""))
        left = Text.assemble(" ", state_mark(c), " ", name, ("" if hero else " (ally)", MUTED))
        if str(c.get("uid")) == str((self.state.get("attack") or {}).get("defender")):
            left.append(" defending", f"bold {CYAN}")
        right = stats(c, CHARACTER_STATS) + Text(" ") + health(c)
        if hero:
            right += Text(f" {g('resource')}{c.get('resources', 0)}", f"bold {YELLOW}" if c.get("resources") else MUTED)
        kws = c.get("keywords") or {}
        words = " ".join(w for k, w in CHARACTER_KEYWORDS if kws.get(k))  # what combat lets it do
        atts = [a.get("name", "?") for a in c.get("attachments", []) if not a.get("face_down")]
        inline = Text.assemble(left, (f" {words}" if words else "", CYAN),
                               (f" {g('attach')}" + ", ".join(atts) if atts else "", MUTED))
        if inline.cell_len + right.cell_len + 1 <= width:  # keywords and attachments fit beside the name
            return [row(inline, right, width)]
        indent = "     "
        if not words:
            return [row(left, right, width), *attachments(c, width, indent)]
        below = Text.assemble(indent, (words, CYAN), (f"  {g('attach')} " + ", ".join(atts) if atts else "", MUTED))
        return [row(left, right, width), below]

    def enemy(self, e: dict[str, Any], width: int) -> list[Text]:
        attack = self.state.get("attack") or {}
        attacking = str(e.get("uid")) == str(attack.get("enemy"))
        left = Text.assemble("  ", ("attacking " if attacking else "engaged ", f"bold {RED} reverse" if attacking else RED),
                             (" " if attacking else "", ""), (e.get("name", "?"), f"bold {RED}"))
        right = stats(e, ENEMY_STATS) + Text(" ") + health(e)
        lines = [row(left, right, width), *attachments(e, width, "     ")]
        for s in e.get("shadows", []):
            if s.get("face_down"):
                lines.append(Text.assemble("     ", (f"{g('facedown')} shadow card, face down", MUTED)))
            else:
                text = printed(self.view, s.get("card", "")).get("shadow") or "no shadow effect"
                lines.append(Text.assemble("     ", ("shadow ", MUTED), (s.get("name", "?"), f"bold {CYAN}"), ": ",
                                           fit(text, max(4, width - 14 - len(s.get("name", ""))))))
        return lines
