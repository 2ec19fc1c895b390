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


def test_percentile_is_the_nearest_rank():
    from hjourney_tui.bench import percentile

    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0 and percentile(values, 95) == 95.0 and percentile([3.0], 95) == 3.0


def test_command_and_open_figures_run_on_a_real_game_screen():
    from hjourney_tui.bench import command_speed, open_save

    fig = command_speed(INFO, samples=3)
    assert fig.passed is not None and "p50" in fig.detail and "p95" in fig.detail
    fig = open_save(INFO, 1)
    assert fig.passed is not None and "vs bare app" in fig.detail


def test_long_games_are_real_games_of_one_table():
    from hjourney_tui.bench import LONG_GAMES, at_the_keyboard
    from hjourney_tui.registry import game_info

    info = game_info("wq_acg")
    session = long_session(info, commands=40)
    recipe = LONG_GAMES["wq_acg"]
    assert len(session.log) == 40 and session.setup.seed == recipe.seed  # one game, cut where asked
    copy = at_the_keyboard(session)
    assert copy.game.digest() == session.game.digest() and not any(s.bot for s in copy.setup.seats)


def test_a_ratio_comes_from_the_median_pair_of_runs(monkeypatch):
    """A burst of load in one run, or a machine faster in one moment than the next, must not set
    the ratio: each pair runs back to back and the median pair's ratio is the figure."""
    from hjourney_tui import bench

    times = iter([
        0.30, 0.20,  # ratio 1.5
        0.90, 0.21,  # ours disturbed: 4.3
        0.28, 0.10,  # the floor's one lucky run: 2.8
        0.31, 0.20,  # 1.55
        0.29, 0.19,  # 1.53
    ])
    monkeypatch.setattr(bench, "best_of", lambda cmd, runs, env=None: next(times))
    assert bench._paired(["a"], ["b"], 5) == (0.31, 0.20)  # the best of each would give 0.28 / 0.10 = 2.8
