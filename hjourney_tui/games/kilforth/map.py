"""The 5x5 grid: cell names (a1..e5) and their coordinates."""

from __future__ import annotations

COLS = "abcde"
CENTRE = "c3"


def cell_of(r: int, c: int) -> str:
    return f"{COLS[c]}{r + 1}"


def rc(cell: str) -> tuple[int, int]:
    return int(cell[1]) - 1, COLS.index(cell[0])
