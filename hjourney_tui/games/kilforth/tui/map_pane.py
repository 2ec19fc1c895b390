"""The land of Kilforth as a 5x5 board, with the chosen place described under it.

Arrow keys or hjkl (or a click) choose a place; Enter opens it in full (every
card there); `m` (or a second click on the chosen place, or Enter in the full
view) moves there when `move CELL` is among the legal commands.  Anything else
only shows what is there.
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

from .common import TERRAIN_BG, fit, hero_colour, hero_on_view, hero_tags, legal_moves, mark, plural, state_of
from .inspect_screen import InspectScreen

COLS = "abcde"
LINES = 2  # text lines inside one cell
KEEP = 100  # a cell's pieces of this priority stay however crowded it is (its name, its terrain)
FULL_ROOM = 34  # board rows from which the map keeps a rule between rows and the panel still fits
BORDER = "#808080"
CURSOR_BORDER = "bold #ffd700"
CURSOR_BG = "#00305f"  # dark, so every mark on it stays clear; its name is reversed besides
LEGAL = "bold black on #5fd75f"
_BOX = {  # (up, down, left, right) -> box-drawing character
    (False, True, False, True): "\u250c", (False, True, True, True): "\u252c", (False, True, True, False): "\u2510",
    (True, True, False, True): "\u251c", (True, True, True, True): "\u253c", (True, True, True, False): "\u2524",
    (True, False, False, True): "\u2514", (True, False, True, True): "\u2534", (True, False, True, False): "\u2518",
    (False, False, True, True): "\u2500", (True, True, False, False): "\u2502",
}


def cell_name(row: int, col: int) -> str:
    return f"{COLS[col]}{row + 1}"


class Geometry:
    """Where each cell sits for a given width: boxed when there is room, packed otherwise.
    A `tight` boxed board (for a short board area) keeps the columns' rules but draws no rule
    between rows, four lines fewer."""

    def __init__(self, width: int, tight: bool = False) -> None:
        self.boxed = width >= 61
        self.tight = tight and self.boxed
        if self.boxed:
            self.cw = max(4, min(22, (width - 1) // 5 - 1))
            self.width = 1 + 5 * (self.cw + 1)
            self.pitch = LINES if self.tight else LINES + 1  # lines from one row of cells to the next
            self.height = 2 + 5 * LINES if self.tight else 1 + 5 * (LINES + 1)
        else:
            self.cw = max(3, (width - 4) // 5)
            self.width = 5 * self.cw + 4
            self.pitch = LINES
            self.height = 5 * LINES
        self.left = max(0, (width - self.width) // 2)  # centred in the pane

    def origin(self, row: int, col: int) -> tuple[int, int]:
        if self.boxed:
            return self.left + 1 + col * (self.cw + 1), 1 + row * self.pitch
        return self.left + col * (self.cw + 1), row * LINES

    def rules(self) -> set[int]:
        """The lines that are horizontal rules."""
        return {0, self.height - 1} if self.tight else {r * (LINES + 1) for r in range(6)}

    def cell_at(self, x: int, y: int) -> str | None:
        for row in range(5):
            for col in range(5):
                x0, y0 = self.origin(row, col)
                if x0 <= x < x0 + self.cw and y0 <= y < y0 + LINES:
                    return cell_name(row, col)
        return None


class Canvas:
    """A grid of styled characters turned into rich Text lines."""

    def __init__(self, width: int, height: int) -> None:
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[""] * width for _ in range(height)]

    def put(self, x: int, y: int, text: str, style: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= y < len(self.chars) and 0 <= x + i < len(self.chars[y]):
                self.chars[y][x + i] = ch
                self.styles[y][x + i] = style

    def lines(self) -> list[Text]:
        out = []
        for chars, styles in zip(self.chars, self.styles, strict=True):
            t = Text(no_wrap=True, overflow="crop")
            run, style = "", None
            for ch, st in zip(chars, styles, strict=True):
                if st != style and run:
                    t.append(run, style or "")
                    run = ""
                style = st
                run += ch
            if run:
                t.append(run, style or "")
            out.append(t)
        return out


class MapPane(Widget, can_focus=True):
    DEFAULT_CSS = """
    MapPane { height: auto; }
    """
    BINDINGS = [
        Binding("up", "cursor(-1, 0)", "North", show=False),
        Binding("down", "cursor(1, 0)", "South", show=False),
        Binding("left", "cursor(0, -1)", "West", show=False),
        Binding("right", "cursor(0, 1)", "East", show=False),
        Binding("k", "cursor(-1, 0)", "North", show=False),
        Binding("j", "cursor(1, 0)", "South", show=False),
        Binding("h", "cursor(0, -1)", "West", show=False),
        Binding("l", "cursor(0, 1)", "East", show=False),
        Binding("enter", "inspect", "Inspect", show=False),
        Binding("m", "choose", "Move here", show=False),
        Binding("t", "page(1)", "Next page", show=False),
        Binding("T", "page(-1)", "Previous page", show=False),
        Binding("pagedown", "scroll_board(1)", "Scroll the board down", show=False),
        Binding("pageup", "scroll_board(-1)", "Scroll the board up", show=False),
    ]
    HELP = (("Arrows, hjkl", "map: choose a place"), ("Enter", "map: the chosen place in full (every card there)"),
            ("m", "map: move to the chosen place, when that is a legal move"),
            ("Click", "map: choose a place; click it again to move there"),
            ("t / T", "the panel under the map: next / previous page (each hero's sheet, the Ancients "
                      "and discards, the key to the marks; on a short screen, the map)"),
            ("PgDn / PgUp", "scroll the board, for a page longer than the screen"))

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.view: dict[str, Any] = {}
        self.cursor: str | None = None
        self.hero_cell: str | None = None
        # read from the view once, not for every cell at every render
        self.hero: str | None = None
        self.tags: dict[str, str] = {}
        self.legal: dict[str, str] = {}
        self.version = 0  # bumped by every new view: the drawn lines are kept until it changes
        self._drawn: tuple[tuple[Any, ...], list[Text]] | None = None
        self._strips: tuple[tuple[Any, ...], list[Strip]] | None = None  # the drawing as strips, made once
        self._line_strips = LineStrips()  # a new drawing renders only its changed lines

    # -- data ------------------------------------------------------------------------
    def update_view(self, view: dict[str, Any]) -> None:
        before = content_height(self)
        drawn = self._drawn[1] if self._drawn is not None else None
        self.view = view
        self.version += 1
        self.hero = hero = hero_on_view(view)
        self.tags = hero_tags(view)
        self.legal = legal_moves(view)
        heroes = state_of(view).get("heroes") or {}
        cell = heroes[hero]["cell"] if hero else None
        if self.cursor is None or cell != self.hero_cell:
            self.cursor = cell or "c3"  # the chosen place follows the hero when it moves
        self.hero_cell = cell
        width = self.size.width
        if drawn is not None and width > 0 and self.text_lines(width) == drawn:
            return  # most commands leave the map as it was: no repaint
        refresh_content(self, before)

    def legal_here(self) -> dict[str, str]:
        return self.legal

    # -- input ---------------------------------------------------------------------------
    def action_cursor(self, drow: int, dcol: int) -> None:
        cell = self.cursor or "c3"
        row = min(4, max(0, int(cell[1]) - 1 + drow))
        col = min(4, max(0, COLS.index(cell[0]) + dcol))
        self.cursor = cell_name(row, col)
        self.refresh(layout=True)
        self.scroll_visible(animate=False)  # on a short screen the panel may have scrolled the map away

    def action_page(self, step: int) -> None:
        from .panel import BoardPanel  # the panel imports the panes this module serves

        panel = next(iter(self.screen.query(BoardPanel)), None)
        if panel is not None:
            panel.next_page(step)

    def action_scroll_board(self, step: int) -> None:
        board = self.parent
        if board is not None:
            (board.scroll_page_down if step > 0 else board.scroll_page_up)(animate=False)  # type: ignore[attr-defined]

    def action_choose(self) -> None:
        command = self.legal_here().get(self.cursor or "")
        if command is None:
            self.app.bell()
            return
        self.post_message(SendCommand(command))

    def action_inspect(self) -> None:
        cell = self.cursor
        if not self.view or cell not in (state_of(self.view).get("map") or {}):
            return

        def done(move: bool | None) -> None:
            # the view may have changed while the place was open (a bot's turn): ask the current one
            if move and self.cursor == cell:
                self.action_choose()

        self.app.push_screen(InspectScreen(self.view, cell), done)

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        cell = self.geometry(self.size.width).cell_at(offset.x, offset.y)
        if cell is None:
            return
        event.stop()
        if cell == self.cursor and cell in self.legal_here():
            self.post_message(SendCommand(self.legal_here()[cell]))
            return
        self.cursor = cell
        self.refresh(layout=True)

    # -- drawing -------------------------------------------------------------------------
    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.text_lines(width))

    def render(self) -> Text:
        return Text("\n").join(self.text_lines(self.size.width))

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        lines = self.text_lines(width)
        key = (self._drawn[0] if self._drawn else None, width, self.rich_style)  # the drawing's own key
        if self._strips is None or self._strips[0] != key:
            self._strips = (key, self._line_strips.strips(self, lines, width))
        strips = self._strips[1]
        return strips[y] if 0 <= y < len(strips) else Strip.blank(width, self.rich_style)

    def text_lines(self, width: int) -> list[Text]:
        """The board and the chosen place's detail, drawn once per view, width and cursor (Textual
        asks for the height and then for the drawing, and both need the same lines)."""
        if not self.view:
            return [Text("(the land is not yet drawn)")]
        geo = self.geometry(width)
        key = (self.version, width, self.cursor, geo.tight, use_ascii())
        if self._drawn is not None and self._drawn[0] == key:
            return self._drawn[1]
        lines = self.board(geo) + self.detail(width)
        self._drawn = (key, lines)
        return lines

    def geometry(self, width: int) -> Geometry:
        """The board for this width; tight when the board area is too short for the full one."""
        room = self.parent.size.height if self.parent is not None else 0  # type: ignore[union-attr]
        return Geometry(width, tight=0 < room < FULL_ROOM)

    def board(self, geo: Geometry) -> list[Text]:
        canvas = Canvas(geo.left + geo.width, geo.height)
        cells = state_of(self.view).get("map") or {}
        if geo.boxed:
            self.draw_borders(canvas, geo)
        for row in range(5):
            for col in range(5):
                name = cell_name(row, col)
                if name in cells:
                    self.draw_cell(canvas, geo, name, cells[name], *geo.origin(row, col))
        return canvas.lines()

    def draw_borders(self, canvas: Canvas, geo: Geometry) -> None:
        ascii_only = use_ascii()
        xs = {geo.left + c * (geo.cw + 1) for c in range(6)}
        ys = geo.rules()
        cur = None
        if self.cursor:
            cx, cy = geo.origin(int(self.cursor[1]) - 1, COLS.index(self.cursor[0]))
            cur = (cx - 1, cy - 1, cx + geo.cw, cy + LINES)
            if geo.tight:  # no rules above and below: the cell's own sides light up
                cur = (cx - 1, cy, cx + geo.cw, cy + LINES - 1)
        right = geo.left + geo.width - 1
        for y in range(geo.height):
            for x in range(geo.left, right + 1):
                on_h, on_v = y in ys, x in xs
                if not (on_h or on_v):
                    continue
                if ascii_only:
                    ch = "+" if on_h and on_v else ("-" if on_h else "|")
                else:
                    key = (on_v and y > 0, on_v and y < geo.height - 1, on_h and x > geo.left, on_h and x < right)
                    ch = _BOX.get(key, " ")
                style = BORDER
                if cur and cur[0] <= x <= cur[2] and cur[1] <= y <= cur[3] and (
                        x in (cur[0], cur[2]) or (y in (cur[1], cur[3]) and not geo.tight)):
                    style = CURSOR_BORDER
                canvas.put(x, y, ch, style)

    def draw_cell(self, canvas: Canvas, geo: Geometry, name: str, cell: dict[str, Any], x: int, y: int) -> None:
        bg = TERRAIN_BG.get(cell.get("terrain", ""), "#303030")
        if name == self.cursor and (not geo.boxed or geo.tight):
            bg = CURSOR_BG
        name_style = f"bold #ffd75f on {bg}" if name == self.hero_cell else f"#e4e4e4 on {bg}"
        if bg == CURSOR_BG:  # the chosen place without rules around it: shown by shape, not by colour alone
            name_style += " reverse"
        canvas.put(x, y, fit(cell.get("name", ""), geo.cw).ljust(geo.cw), name_style)
        tokens = self.cell_tokens(name, cell, self.hero)
        line = self.fit_tokens(tokens, geo.cw)
        canvas.put(x, y + 1, " " * geo.cw, f"on {bg}")
        pos = x
        for text, style in line:
            canvas.put(pos, y + 1, text, style if " on " in style else f"{style} on {bg}".strip())
            pos += len(text)

    def cell_tokens(self, name: str, cell: dict[str, Any], hero: str | None) -> list[tuple[int, int, str, str]]:
        """(group, priority, text, style) pieces of a cell's second line."""
        st = state_of(self.view)
        legal = self.legal_here()
        out: list[tuple[int, int, str, str]] = [(0, KEEP, name, LEGAL if name in legal else "#bcbcbc")]
        out.append((1, KEEP, mark(cell.get("terrain", "")), "#d0d0d0"))
        if cell.get("shortcut"):
            out.append((1, 4, mark(cell["shortcut"]), "#87d7ff"))
        if cell.get("gloom"):
            out.append((1, 7, mark("gloom"), "bold #e4b8ff"))
        heroes = st.get("heroes") or {}
        if hero and heroes.get(hero, {}).get("goal_cell") == name:
            out.append((1, 6, mark("goal"), "bold #ffffff"))
        for h in cell.get("heroes", []):
            style = f"bold {hero_colour(self.view, h)}"
            out.append((2, 9, self.tags.get(h, "?"), style + (" reverse" if h == hero else "")))
        encs = cell.get("encounters", [])
        foes = [e for e in encs if hero in e.get("enemy_of", [])]
        others = len(encs) - len(foes)
        if foes:
            out.append((3, 8, f"{mark('foe')}{len(foes)}", "bold #ff5f5f"))
        if others:
            out.append((3, 8, f"{mark('other')}{others}", "bold #ffd75f"))
        if any(a.get("cell") == name and not a.get("defeated") for a in st.get("ancients", [])):
            out.append((3, 8, mark("ancient"), "bold #ff0000"))
        for key, n in (("obstacle", cell.get("obstacles", 0)), ("plot", len(cell.get("plots", [])))):
            if n:
                out.append((3, 5, mark(key) + (str(n) if n > 1 else ""), "#ffaf5f"))
        return out

    @staticmethod
    def fit_tokens(tokens: list[tuple[int, int, str, str]], width: int) -> list[tuple[str, str]]:
        """Lay the pieces out in `width`: groups spaced apart when there is room, closer when not,
        then the least important pieces dropped one by one.  The place's name and its terrain
        are never dropped (KEEP)."""
        tokens = list(tokens)

        def laid(ts: list[tuple[int, int, str, str]], gaps: int) -> list[tuple[str, str]]:
            """gaps 2: between every group; 1: after the place's name only; 0: none."""
            out: list[tuple[str, str]] = []
            last = None
            for group, _, text, style in ts:
                if last is not None and group != last and (gaps == 2 or (gaps == 1 and last == 0)):
                    out.append((" ", ""))
                out.append((text, style))
                last = group
            return out

        while True:
            for gaps in (2, 1, 0):
                line = laid(tokens, gaps)
                if sum(len(t) for t, _ in line) <= width:
                    return line
            droppable = [t for t in tokens if t[1] < KEEP]
            if not droppable:
                return laid(tokens, 0)  # the canvas crops what still does not fit
            tokens.remove(min(droppable, key=lambda t: t[1]))

    def detail(self, width: int) -> list[Text]:
        """The chosen place in words: what is there, who stands there, whether you may go."""
        cells = state_of(self.view).get("map") or {}
        name = self.cursor or ""
        cell = cells.get(name)
        if cell is None:
            return []
        st = state_of(self.view)
        hero = self.hero
        sep = f" {mark('sep')} "
        head = Text()
        head.append(f"{name} {cell['name']}", "bold")
        bits = [cell["terrain"]]
        if cell.get("gloom"):
            bits.append("gloom")
        if cell.get("shortcut"):
            bits.append(f"{cell['shortcut']} shortcut")
        if cell.get("obstacles"):
            bits.append(f"obstacles {cell['obstacles']}")
        if cell.get("plots"):
            bits.append("plots: " + ", ".join(cell["plots"]))
        if cell.get("heroes"):
            bits.append("heroes: " + ", ".join(cell["heroes"]))
        head.append(sep + sep.join(bits))
        lines = [head]
        for a in st.get("ancients", []):
            if a.get("cell") == name and not a.get("defeated"):
                lines.append(Text(f"{mark('ancient')} {a['name']}: HP {a['hp']}, "
                                  f"{plural(a['plots'], 'plot')} gathered", "bold #ff5f5f"))
        for e in cell.get("encounters", []):
            foe = hero in e.get("enemy_of", [])
            t = Text()
            t.append(f"{mark('foe') if foe else mark('other')} ", "bold #ff5f5f" if foe else "bold #ffd75f")
            t.append(e["name"], "bold")
            stats = [e.get("type", "")] + [f"{label} {e[k]}" for k, label in
                                          (("fight", "Fight"), ("hp", "HP"), ("sneak", "Sneak")) if e.get(k)]
            t.append(" - " + ", ".join(s for s in stats if s))
            if e.get("enemy_of"):
                t.append(f" (enemy of {', '.join(e['enemy_of'])})", "#ff8787" if foe else "#9e9e9e")
            if e.get("claimed_by"):
                t.append(f" claimed by {e['claimed_by']}", "#87d7ff")
            lines.append(t)
        if name in self.legal_here():  # the other keys are on the ? screen and the Key page
            head.append(f"{sep}m: {self.legal_here()[name]}", "bold #5fd75f")
        out: list[Text] = []
        for t in lines:
            out.extend(t.wrap(self.app.console, max(10, width)))
        return out
