"""Stepping through the parts of a game's board by key (t / T), for boards taller than the screen."""

from __future__ import annotations

from textual.widget import Widget


def step_section(pane: Widget, names: tuple[str, ...], step: int) -> None:
    """Bring the next (or previous) displayed part of `pane`'s board into sight: the board's
    children matching `names`, in that order.  The part is marked for a moment, for a board where
    nothing needed to move.  The pane remembers where it is in `section`."""
    board = pane.parent
    if board is None:
        return
    parts = [w for name in names for w in board.query(name) if w.parent is board and w.display]
    if not parts:
        return
    pane.section = (getattr(pane, "section", -1) + step) % len(parts)  # type: ignore[attr-defined]
    part = parts[pane.section]  # type: ignore[attr-defined]
    if pane.section == 0:  # type: ignore[attr-defined]
        board.scroll_home(animate=False)  # type: ignore[attr-defined]
    else:
        part.scroll_visible(top=True, animate=False)
    part.add_class("-shown")
    pane.set_timer(0.8, lambda: part.remove_class("-shown"))
