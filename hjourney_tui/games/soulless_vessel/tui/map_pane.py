"""The dungeon on its square grid, with a cursor.

Each square takes two cells: what stands or lies there, then its east edge (a wall, a door or
nothing); a wall along its south edge underlines it.  Heroes are capitals in their colours,
enemies small letters in red.  From the hero on view, the squares it can walk to are tinted
green and those it sees within its weapon's reach blue (teal: both); with the cursor on a square
it can walk to, the path and its MP cost are drawn.  Sight, reach, paths and blast squares are
the engine's, from the view's `aim`; the commands come from the legal list.

Arrows or hjkl move the cursor, PgUp/PgDn and Home/End jump; `m` gives the command for the square
under the cursor (walk there, open the door beside it, attack the enemy on it, pick that hero or
square for an enemy), Enter shows the square in full with every command it offers.  A map larger
than the pane scrolls with the cursor.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from hjourney_tui.tui.glyphs import use_ascii
from hjourney_tui.tui.panes import SendCommand
from hjourney_tui.tui.redraw import content_height, refresh_content
from hjourney_tui.tui.view_pane import LineStrips

from ..board import column
from .cards import tokens
from .common import (
    ENEMY,
    GOOD,
    MUTED,
    WARN,
    commands_at,
    group_tags,
    hero_colour,
    hero_on_view,
    hero_tags,
    loot_squares,
    mark,
    model_squares,
    square_name,
    state_of,
)
from .town_pane import in_town

Square = tuple[int, int]
LEFT = 4  # the row number and the west edge before the first square
WALK_BG, RANGE_BG, BOTH_BG, PATH_BG, BLAST_BG = "#14401c", "#1c2a55", "#124848", "#5f5f00", "#6f1f1f"
WALL, DOOR = "#bcbcbc", "bold #ffd700"
LOOT = {"chest": "bold #d7af5f", "drop": "bold #d787ff", "vessel": "bold #87d7af"}
TERRAIN_STYLE = {".": "#6c6c6c", "~": "#5fafd7", "#": "#8a8a8a", ":": "#af87ff"}
TERRAIN_NAME = {".": "floor", "~": "difficult terrain", "#": "solid rock", ":": "pit (see-through)"}
MIN_ROWS = 5  # map rows shown however short the board is


def side(a: Square, b: Square) -> tuple[Square, Square]:
    """Two neighbouring squares in the order the board's wall and door lists give them."""
    return (a, b) if a < b else (b, a)


class MapPane(Widget, can_focus=True):
    DEFAULT_CSS = "MapPane { height: auto; }"
    BINDINGS = [
        Binding("up,k", "cursor(0, -1)", "North", show=False),
        Binding("down,j", "cursor(0, 1)", "South", show=False),
        Binding("left,h", "cursor(-1, 0)", "West", show=False),
        Binding("right,l", "cursor(1, 0)", "East", show=False),
        Binding("pageup", "cursor(0, -5)", "Five north", show=False),
        Binding("pagedown", "cursor(0, 5)", "Five south", show=False),
        Binding("home", "home", "Back to the hero", show=False),
        Binding("enter", "inspect", "Inspect", show=False),
        Binding("m", "choose", "Act on this square", show=False),
        Binding("t", "page(1)", "Next page", show=False),
        Binding("T", "page(-1)", "Previous page", show=False),
        Binding("asterisk", "blast", "Aim a blast", show=False),
    ]
    HELP = (("Arrows, hjkl", "map: move the cursor (PgUp/PgDn: five rows)"),
            ("Home", "map: cursor back to the hero on view"),
            ("m", "map: the command for the square under the cursor (walk, open, attack, pick)"),
            ("Enter", "map: the square in full (terrain, model, every command it offers)"),
            ("Click", "map: put the cursor there; click again to act"),
            ("*", "map: aim the blast template from the hero at the cursor (on/off): the squares it hits"),
            ("", "map colours: green = can walk there, blue = in sight and weapon reach, "
                 "teal = both, olive = the path"),
            ("", "map marks: \u25a3 ($) a chest, \u25c6 (%) a Dropped Item token, \u2625 (&) a vessel lying there"))

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.view: dict[str, Any] = {}
        self.version = 0
        self.cursor: Square = (0, 0)
        self.origin: Square = (0, 0)  # the top-left square shown
        self.hero_pos: Square | None = None
        self.blast = False  # the blast template aimed from the hero on view towards the cursor
        self._overlay: tuple[tuple[int, ...], dict[str, Any]] | None = None
        self._drawn: tuple[tuple[Any, ...], list[Text]] | None = None
        self._strips: tuple[tuple[Any, ...], list[Strip]] | None = None
        self._line_strips = LineStrips()  # a new drawing renders only its changed lines

    # -- data ------------------------------------------------------------------------
    def update_view(self, view: dict[str, Any]) -> None:
        before = content_height(self)
        self.view = view
        # the town pane stands in for the map between adventures
        self.display = self.can_focus = not in_town(view)
        self.version += 1
        a = self.aim()
        pos = tuple(a["pos"]) if a.get("pos") else None
        if pos != self.hero_pos and pos is not None:
            self.cursor = pos  # type: ignore[assignment]  # the cursor follows the hero when it moves
        self.hero_pos = pos  # type: ignore[assignment]
        refresh_content(self, before)

    def aim(self) -> dict[str, Any]:
        """What the engine works out for the model this seat works from (sight, reach, walks, blast)."""
        return state_of(self.view).get("aim") or {}

    def board(self) -> dict[str, Any]:
        return state_of(self.view).get("board") or {}

    def overlay(self) -> dict[str, Any]:
        """The view's reckoning from the working model, keyed by square: where it can walk (with
        the cost), the squares in sight (with the distance) and within its reach, the path to the
        cursor, the blast's hit squares when aimed at the cursor."""
        key = (self.version, *self.cursor, self.blast)
        if self._overlay is not None and self._overlay[0] == key:
            return self._overlay[1]
        a = self.aim()
        sight = {(x, y): d for x, y, d in a.get("sight") or []}
        walks = {tuple(w["square"]): w for w in a.get("walks") or []}
        out: dict[str, Any] = {"walk": {}, "range": {tuple(s) for s in a.get("in_reach") or []}, "path": [],
                               "sees": None, "distance": sight.get(self.cursor), "blast": set(),
                               "blast_far": False}
        for c in self.view.get("legal", []):
            data = c.get("data") or {}
            # where the hero can walk, or the squares the party picks from for an enemy's move
            if c.get("enabled") and (c.get("verb") in ("move", "square") or data.get("action") in ("move", "place")) \
                    and data.get("square") is not None:
                out["walk"][tuple(data["square"])] = data.get("cost")
        if a.get("pos") is not None and self.cursor != tuple(a["pos"]):
            out["sees"] = self.cursor in sight
        if out["walk"].get(self.cursor) is not None and self.cursor in walks:  # a walk (picks carry no cost)
            out["path"] = [tuple(p) for p in walks[self.cursor]["path"]]
        if self.blast:
            b = a.get("blast") or {}
            index = {(x, y): i for x, y, i in b.get("aims") or []}
            if self.cursor in index:
                out["blast"] = {tuple(q) for q in b["hits"][index[self.cursor]]}
            else:
                out["blast_far"] = True
        self._overlay = (key, out)
        return out

    def action_blast(self) -> None:
        if not self.blast and not self.aim().get("blast"):
            self.app.bell()
            self.app.notify("No blast to aim: the hero on view owns no blast spell.", timeout=4)
            return
        self.blast = not self.blast
        self.version += 1
        self.refresh(layout=True)

    # -- input ---------------------------------------------------------------------------
    def action_cursor(self, dx: int, dy: int) -> None:
        b = self.board()
        w, h = int(b.get("width") or 1), int(b.get("height") or 1)
        self.cursor = (min(w - 1, max(0, self.cursor[0] + dx)), min(h - 1, max(0, self.cursor[1] + dy)))
        self.refresh(layout=True)
        self.scroll_visible(animate=False)

    def action_home(self) -> None:
        if self.hero_pos is not None:
            self.cursor = self.hero_pos
            self.refresh(layout=True)

    def action_page(self, step: int) -> None:
        from .panel import BoardPanel  # the panel's panes import what this module imports

        panel = next(iter(self.screen.query(BoardPanel)), None)
        if panel is not None:
            panel.next_page(step)

    def here(self) -> list[dict[str, Any]]:
        return commands_at(self.view, self.cursor)

    def action_choose(self) -> None:
        cmds = self.here()
        if len(cmds) == 1:
            self.post_message(SendCommand(cmds[0]["command"], asked=True))
        elif cmds:
            self.action_inspect()
        else:
            self.app.bell()

    def action_inspect(self) -> None:
        if not self.view:
            return

        def done(text: str | None) -> None:
            if text and any(c["command"] == text for c in self.here()):  # still on offer
                self.post_message(SendCommand(text, asked=True))

        from .inspect_screen import InspectScreen  # (imported when first shown)

        self.app.push_screen(InspectScreen(self.view, self.cursor), done)

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y < 1:
            return
        x = self.origin[0] + (offset.x - LEFT) // 2
        y = self.origin[1] + offset.y - 1
        b = self.board()
        if offset.x < LEFT or not (0 <= x < int(b.get("width") or 0) and 0 <= y < self.origin[1] + self.rows_shown()
                                   and y < int(b.get("height") or 0)):
            return
        event.stop()
        if (x, y) == self.cursor:
            self.action_choose()
            return
        self.cursor = (x, y)
        self.refresh(layout=True)

    # -- drawing -------------------------------------------------------------------------
    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.text_lines(width))

    def render(self) -> Text:
        return Text("\n").join(self.text_lines(self.size.width))

    def render_line(self, y: int) -> Strip:
        # the drawing's lines turned into strips once (Textual would convert the whole map into
        # its Content, span by span, at every repaint)
        width = self.content_size.width
        lines = self.text_lines(width)
        key = (self._drawn[0] if self._drawn else None, width, self.rich_style)
        if self._strips is None or self._strips[0] != key:
            self._strips = (key, self._line_strips.strips(self, lines, width))
        strips = self._strips[1]
        return strips[y] if 0 <= y < len(strips) else Strip.blank(width, self.rich_style)

    def rows_shown(self) -> int:
        """Map rows that fit the board beside the lines under the map."""
        height = int(self.board().get("height") or 0)
        room = self.parent.size.height if self.parent is not None else 0  # type: ignore[union-attr]
        if room <= 0:
            return height
        return max(min(height, MIN_ROWS), min(height, room - 1 - self.detail_room()))

    def detail_room(self) -> int:
        room = self.parent.size.height if self.parent is not None else 0  # type: ignore[union-attr]
        return 2 if 0 < room < 20 else 3

    def text_lines(self, width: int) -> list[Text]:
        if not self.board().get("rows"):
            return [Text("(the dungeon is not laid out yet)", MUTED)]
        rows = self.rows_shown()
        cols = max(4, (max(width, 12) - LEFT) // 2)
        key = (self.version, width, rows, self.cursor, use_ascii())
        if self._drawn is not None and self._drawn[0] == key:
            return self._drawn[1]
        self.follow(cols, rows)
        lines = self.draw_map(cols, rows) + self.detail(width)
        self._drawn = (key, lines)
        return lines

    def follow(self, cols: int, rows: int) -> None:
        """Scroll the window just enough to keep the cursor in it."""
        b = self.board()
        w, h = int(b["width"]), int(b["height"])
        ox, oy = self.origin
        cx, cy = self.cursor
        ox = min(max(ox, cx - cols + 1), cx, max(0, w - cols))
        oy = min(max(oy, cy - rows + 1), cy, max(0, h - rows))
        self.origin = (max(0, ox), max(0, oy))

    def draw_map(self, cols: int, rows: int) -> list[Text]:
        b = self.board()
        grid_rows: list[str] = b["rows"]
        w, h = int(b["width"]), int(b["height"])
        ox, oy = self.origin
        xs = range(ox, min(w, ox + cols))
        ys = range(oy, min(h, oy + rows))
        walls = {side(tuple(a), tuple(c)) for a, c in b.get("walls", [])}
        barriers = {side(tuple(a), tuple(c)) for a, c in b.get("barriers", [])}
        doors: dict[tuple[Square, Square], bool] = {}
        for d in b.get("doors", []):
            s, t = (tuple(q) for q in d["squares"])
            doors[side(s, t)] = bool(d["open"])
        models = model_squares(self.view)
        lying = loot_squares(self.view)
        heroes = state_of(self.view).get("heroes") or {}
        enemies = state_of(self.view).get("enemies") or {}
        minions = state_of(self.view).get("minions") or {}
        htags, gtags = hero_tags(self.view), group_tags(self.view)
        me = hero_on_view(self.view)
        ov = self.overlay()
        path = set(ov["path"][1:])

        def cell(x: int, y: int) -> str:
            return grid_rows[y][x] if 0 <= y < h and 0 <= x < len(grid_rows[y]) else " "

        def room(x: int, y: int) -> bool:
            return cell(x, y) != " "

        def edge_mark(a: Square, c: Square) -> tuple[str, str]:
            e = side(a, c)
            if e in doors:
                return (mark("open"), DOOR) if doors[e] else (mark("door"), DOOR)
            if not (room(*a) or room(*c)):
                return " ", ""
            if e in walls:
                return mark("wall_v"), WALL
            if e in barriers:
                return "!" if use_ascii() else "\u250a", WARN
            return " ", ""

        head = Text(" " * LEFT, no_wrap=True)
        for x in xs:
            head.append(f"{column(x):<2}", "bold" if x == self.cursor[0] else MUTED)
        out = [head]
        for y in ys:
            line = Text(f"{y + 1:>3}", "bold" if y == self.cursor[1] else MUTED)
            line.no_wrap = True
            ch, st = edge_mark((xs[0] - 1, y), (xs[0], y)) if xs else (" ", "")
            line.append(ch, st)
            for x in xs:
                s = (x, y)
                t = cell(x, y)
                glyph, style = (mark(t), TERRAIN_STYLE.get(t, "")) if t != " " else (" ", "")
                who = models.get(s)
                if who in heroes:
                    glyph = htags.get(who, "?")
                    style = f"bold {hero_colour(self.view, who)}" + (" underline" if who == me else "")
                elif who in enemies:
                    glyph = gtags.get(enemies[who]["group"], "?")
                    style = ENEMY
                elif who in minions:
                    glyph, style = mark("minion"), f"bold {hero_colour(self.view, minions[who]['owner'])}"
                elif s in lying:
                    glyph, style = mark(lying[s][0]), LOOT[lying[s][0]]
                elif s in path:
                    glyph, style = mark("path"), "bold #ffff87"
                else:  # a closed door into an unseen room shows on the unseen side
                    for e, opened in doors.items():  # (a door in an east edge shows there already)
                        if s in e and e[0][0] == e[1][0] and not room(*s) and not opened:
                            glyph, style = mark("door"), DOOR
                bg = ""
                if s in ov["blast"]:
                    bg = BLAST_BG
                elif s in path:
                    bg = PATH_BG
                elif s in ov["walk"] and s in ov["range"]:
                    bg = BOTH_BG
                elif s in ov["walk"]:
                    bg = WALK_BG
                elif s in ov["range"]:
                    bg = RANGE_BG
                south = side(s, (x, y + 1)) in walls and (room(x, y) or room(x, y + 1))
                sty = style + (f" on {bg}" if bg else "") + (" underline" if south else "")
                if s == self.cursor:
                    sty = (style or "white") + " bold reverse"
                line.append(glyph, sty.strip())
                ech, est = edge_mark(s, (x + 1, y))
                east_south = south and side((x + 1, y), (x + 1, y + 1)) in walls
                line.append(ech, (est + (" underline" if east_south else "")).strip())
            out.append(line)
        return out

    def detail(self, width: int) -> list[Text]:
        """The square under the cursor in a line, its command in the next, the colours' key last."""
        st = state_of(self.view)
        b = self.board()
        x, y = self.cursor
        rows = b.get("rows") or []
        t = rows[y][x] if y < len(rows) and x < len(rows[y]) else " "
        sep = f" {mark('sep')} "
        first = Text(no_wrap=True, overflow="crop")
        first.append(square_name(self.cursor), "bold")
        first.append(" " + (TERRAIN_NAME.get(t, "") if t != " " else "unexplored"))
        models = model_squares(self.view)
        who = models.get(self.cursor)
        heroes, enemies, groups = st.get("heroes") or {}, st.get("enemies") or {}, st.get("groups") or {}
        if who in heroes:
            h = heroes[who]
            first.append(sep + f"{who} ({h['vessel_name']})", f"bold {hero_colour(self.view, who)}")
        elif who in enemies:
            e = enemies[who]
            g = groups.get(e["group"], {})
            first.append(sep + f"{who}: {g.get('name', '')}, wounds {e['wounds']}/{g.get('max_wounds', '?')}"
                         + tokens(e), ENEMY)
        elif who in (st.get("minions") or {}):
            m = st["minions"][who]
            first.append(sep + f"{who}: {m['name']}, {m['owner']}'s minion, scratches {m['scratches']}/{m['toughness']}",
                         f"bold {hero_colour(self.view, m['owner'])}")
        lying = loot_squares(self.view).get(self.cursor)
        if lying:
            first.append(sep + lying[1], LOOT[lying[0]])
        ov = self.overlay()
        me = self.aim().get("model")
        if me and ov["sees"] is not None:
            if ov["sees"]:
                reach = "in reach" if self.cursor in ov["range"] else "out of reach"
                first.append(sep + f"{ov['distance']} from {me}, in sight, {reach}", MUTED)
            else:
                first.append(sep + f"out of {me}'s sight", MUTED)
        second = Text(no_wrap=True, overflow="crop")
        cmds = self.here()
        if self.blast and ov["blast_far"]:
            a = self.aim()
            second.append(f"blast: aim within {(a.get('blast') or {}).get('within', '?')} squares of "
                          f"{a.get('model', '')}  (*: off)  ", "bold #ff8787")
        elif self.blast:
            hit = sorted(ov["blast"], key=lambda q: (q[1], q[0]))
            struck = list(dict.fromkeys(models[q] for q in hit if q in models))  # a Bulky model once
            second.append(f"blast aimed here: {len(hit)} squares", "bold #ff8787")
            second.append(f"{', hits ' + ', '.join(struck) if struck else ''}  (*: off)  ", "#ff8787")
        if cmds:
            c = cmds[0]
            second.append(f"m: {c['command']}", f"bold {GOOD}")
            cost = (c.get("data") or {}).get("cost")
            if c.get("verb") == "move" and cost is not None:
                second.append(f" ({cost} MP, {len(ov['path']) - 1 if ov['path'] else '?'} steps)", GOOD)
            if len(cmds) > 1:
                second.append(f"  +{len(cmds) - 1} more: Enter", MUTED)
        else:
            second.append("nothing to do here now; Enter: the square in full", MUTED)
        lines = [first, second]
        if self.detail_room() > 2:
            key = Text(no_wrap=True, overflow="crop")
            key.append("  ", f"on {WALK_BG}")
            key.append(" walk ", MUTED)
            key.append("  ", f"on {RANGE_BG}")
            key.append(" sight+reach ", MUTED)
            key.append("  ", f"on {BOTH_BG}")
            key.append(" both ", MUTED)
            key.append(f"{mark('door')}", DOOR)
            key.append(" door ", MUTED)
            key.append(f"{mark('~')}", TERRAIN_STYLE["~"])
            key.append(" difficult ", MUTED)
            key.append(f"{mark(':')}", TERRAIN_STYLE[":"])
            key.append(" pit  ?: keys", MUTED)
            lines.append(key)
        for line in lines:
            line.truncate(max(10, width))
        return lines

