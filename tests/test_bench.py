"""Benchmarks of the hot paths (pytest-benchmark; off by default, run with --benchmark-enable).

No test here asserts a time: machines differ.  `hjourney bench` prints the
figures against their floors and targets.
"""

from __future__ import annotations

import os
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


def test_first_frame_measures_an_app(tmp_path: Path, monkeypatch):
    from hjourney_tui.bench import first_frame

    (tmp_path / "fake_hj_app.py").write_text(
        "from textual.app import App\n"
        "from textual.widgets import Static\n"
        "class HJourneyApp(App):\n"
        "    def __init__(self, saves_dir):\n"
        "        super().__init__()\n"
        "        self.saves_dir = saves_dir\n"
        "    def compose(self):\n"
        "        yield Static('menu')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    fig = first_frame(1, module="fake_hj_app")
    assert fig.passed is not None and "vs bare app" in fig.detail
    assert first_frame(1, module="no_such_app_module").detail == "skipped: no TUI yet"
