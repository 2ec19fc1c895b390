"""The grid geometry figures of `hjourney bench` are produced (their speed is not asserted)."""

from __future__ import annotations

from hjourney_tui.bench import geometry


def test_geometry_figures_name_their_measures():
    figures = geometry(0.01, size=16)
    assert [f.name for f in figures] == ["grid sight", "grid paths"]
    assert all(f.passed is not None and "/s" in f.detail for f in figures)
