"""Benchmarks of the hot paths (pytest-benchmark; off by default, run with --benchmark-enable).

No test here asserts a time: machines differ.  `hjourney bench` prints the
figures against their floors and targets.
"""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.bench import Figure, long_session, playout_setup
from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.core.saves import load_save, write_save
from tests.toygame import INFO


def test_bench_playouts(benchmark):
    mode, seats = playout_setup(INFO)
    report = benchmark(autoplay, INFO, games=20, seed=1, seats=seats, mode=mode, strict=False)
    assert report.games == 20 and not report.crashes


def test_bench_load_and_verify(benchmark, tmp_path: Path):
    session = long_session(INFO, tries=5)
    path = tmp_path / "long.toml"
    write_save(session, path)
    loaded = benchmark(load_save, path)
    assert loaded.game.digest() == session.game.digest()


def test_figure_lines_name_their_verdict():
    assert Figure("x", "1 ms", "<= 2 ms", True).line().endswith("PASS")
    assert Figure("x", "3 ms", "<= 2 ms", False).line().endswith("MISS")
    assert Figure("x", "skipped: no TUI yet", "<= 2 ms", None).line().endswith("skipped")
