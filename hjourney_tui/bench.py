"""`hjourney bench`: the suite's speed figures, each against a floor or target.

Machines differ, so the start-up figures are ratios against a floor measured
in the same run on the same machine:

* start-up: `hjourney --version` against `python -c "import click, tomllib, tomli_w"`;
* first frame: the app's menu, headless, against a bare Textual app;
* bot playouts: commands per second with random bots (invariant checks off);
* loading: read, replay and verify a long real save (1,000 commands where a game lasts that long);
* commands: from a command given on the game screen to the screen repainted, p50 and p95, on a
  game 500 commands in (headless, Textual's Pilot);
* opening: a long save from the command line to the game screen's first frame, against a bare
  Textual app's first frame.

Long games are played by the heuristic bots on tables known to run long (LONG_GAMES), never
stitched together from several games: where no real game reaches a length, the longest one is
used and its length is printed.

Timings of whole processes take the best of several runs: the minimum is the
figure least disturbed by whatever else the machine is doing. A ratio against a
floor is taken from pairs of runs instead (see `_paired`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .core.records import record

if TYPE_CHECKING:
    from .registry import GameInfo

STARTUP_TARGET = 1.5  # x the floor
FRAME_TARGET = 1.3  # x the floor
PLAYOUT_TARGET = 5000.0  # commands per second, at least
LOAD_TARGET = 0.150  # seconds for a 1,000-command save
LOAD_COMMANDS = 1000
COMMAND_TARGET = 0.050  # seconds at p95, command given to screen repainted
COMMAND_AT = 500  # commands already played when the timing starts
COMMAND_SAMPLES = 60
OPEN_TARGET = 2.0  # x the bare app's first frame


@record
class LongGame:
    """A table the heuristic bots play long: mode, seats, bot kind, options, seed."""

    mode: str
    seats: int
    bot: str
    options: tuple[tuple[str, object], ...]
    seed: int


# Found by searching modes, options and seeds.  A Kilforth game lasts at most 21 Days, so even
# four heroes make some 880 commands; a Warhammer Quest quest is over in under 200.
LONG_GAMES = {
    "kilforth": LongGame("coop", 4, "heuristic", (("night_setup", -1), ("auto_evasion", True), ("deal_start", True)), 1458),
    "wq_acg": LongGame("coop", 4, "heuristic", (("quest", "endless_stair"),), 881024),
    # random bots lose a Soulless Vessel adventure within some 20 commands; four heuristic heroes
    # on seed 5 are still exploring after 700
    "soulless_vessel": LongGame("coop", 4, "heuristic", (), 5),
}


@record(frozen=False)
class Figure:
    name: str
    detail: str
    target: str
    passed: bool | None  # None: skipped

    def line(self) -> str:
        verdict = "skipped" if self.passed is None else "PASS" if self.passed else "MISS"
        return f"{self.name:<18} {self.detail:<62} {self.target:<16} {verdict}"


def compiled() -> None:
    """Write the package's bytecode, as an installed copy has it, so start-up figures time the
    program and not Python compiling its source (which PYTHONDONTWRITEBYTECODE would repeat on
    every run)."""
    import compileall

    compileall.compile_dir(Path(__file__).parent, quiet=1)


def child_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a timed process: as given (or ours), reading the bytecode `compiled`
    wrote."""
    out = dict(os.environ if env is None else env)
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    return out


TIMEOUT = 120  # seconds a timed process may take; a first frame takes well under one


def best_of(cmd: list[str], runs: int, env: dict[str, str] | None = None) -> float:
    """Fastest wall time of `runs` runs of `cmd`; raises if it fails."""
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        try:  # a screen that never draws its first frame must fail the figure, not hang the bench
            done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=child_env(env),
                                  timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            raise RuntimeError(f"no result after {TIMEOUT} s") from None
        elapsed = time.perf_counter() - t
        if done.returncode != 0:
            err = done.stderr.decode(errors="replace").strip().splitlines()
            raise RuntimeError(err[-1] if err else f"exit status {done.returncode}")
        best = min(best, elapsed)
    return best


def _paired(a: list[str], b: list[str], runs: int, env: dict[str, str] | None = None) -> tuple[float, float]:
    """Times of a and b from `runs` pairs of runs, each pair run back to back so both see the
    same machine: the pair whose ratio a/b is the median of all the pairs' ratios.

    On a machine whose speed drifts from second to second, the best time of a and the best time
    of b may come from different moments; a pair's ratio does not, and the median sets aside a
    pair that one burst of load disturbed."""
    pairs = [(best_of(a, 1, env), best_of(b, 1, env)) for _ in range(runs)]
    pairs.sort(key=lambda p: p[0] / p[1])
    return pairs[len(pairs) // 2]


def hjourney_command() -> list[str]:
    """The installed console script beside this interpreter, else `python -m hjourney_tui`."""
    here = Path(sys.executable).parent / "hjourney"
    if here.is_file():
        return [str(here)]
    found = shutil.which("hjourney")
    return [found] if found else [sys.executable, "-m", "hjourney_tui"]


def startup(runs: int) -> Figure:
    floor_cmd = [sys.executable, "-c", "import click, tomllib, tomli_w"]
    ours, floor = _paired(hjourney_command() + ["--version"], floor_cmd, runs)
    ratio = ours / floor
    return Figure("start-up", f"hjourney --version {ours * 1000:.0f} ms vs floor {floor * 1000:.0f} ms"
                  f" = {ratio:.2f}x", f"<= {STARTUP_TARGET}x", ratio <= STARTUP_TARGET)


_BARE_APP = """
import asyncio
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hjourney")

async def main():
    async with Bare().run_test(size=(80, 24)) as pilot:
        await pilot.pause()

asyncio.run(main())
"""

_OUR_APP = """
import asyncio, sys
from pathlib import Path
from {module} import HJourneyApp

async def main():
    async with HJourneyApp(saves_dir=Path(sys.argv[1])).run_test(size=(80, 24)) as pilot:
        await pilot.pause()

asyncio.run(main())
"""


def first_frame(runs: int, module: str = "hjourney_tui.tui.app") -> Figure:
    import importlib.util

    target = f"<= {FRAME_TARGET}x"
    try:
        present = importlib.util.find_spec(module) is not None
    except ImportError:
        present = False
    if not present:
        return Figure("first frame", "skipped: no TUI yet", target, None)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            ours, floor = _paired([sys.executable, "-c", _OUR_APP.format(module=module), tmp],
                                  [sys.executable, "-c", _BARE_APP], runs)
        except RuntimeError as exc:
            return Figure("first frame", f"skipped: the app did not start ({exc})"[:58], target, None)
    ratio = ours / floor
    return Figure("first frame", f"menu, headless {ours * 1000:.0f} ms vs bare app {floor * 1000:.0f} ms"
                  f" = {ratio:.2f}x", target, ratio <= FRAME_TARGET)


def bench_games() -> list[GameInfo]:
    """Every shipped game; the extra (test) games only when none ships yet."""
    from .registry import _import, games, shipped

    real = [_import(p) for p in shipped()]
    return real or list(games().values())


def playout_setup(info: GameInfo) -> tuple[str, int]:
    """A representative table: co-op or competitive with the usual seat count."""
    mode = next((m for m in ("coop", "competitive", "solo") if m in info.modes), info.modes[0])
    lo, hi = info.seats_for(mode)
    return mode, info.default_seats.get(mode) or min(max(lo, 2), hi)


def playouts(info: GameInfo, budget: float) -> Figure:
    from .core.autoplay import autoplay

    mode, seats = playout_setup(info)
    commands = 0
    seconds = 0.0
    games = crashes = 0
    seed = 1
    # One game untimed first: loading the game's cards happens once per process (the load and
    # open figures count it), not once per game.
    autoplay(info, games=1, seed=0, seats=seats, mode=mode, strict=False, max_commands=50)
    while seconds < budget:
        # Capped so that one endless random game cannot stall the whole bench.
        r = autoplay(info, games=1, seed=seed, seats=seats, mode=mode, strict=False, max_commands=5000)
        commands += r.commands
        seconds += r.seconds
        games += r.games
        crashes += len(r.crashes)
        seed += 1
    rate = commands / seconds if seconds else 0.0
    extra = f", {crashes} crash(es)" if crashes else ""
    return Figure(f"playouts {info.id}", f"{rate:,.0f} commands/s ({games} games, {seats} random bots{extra})",
                  f">= {PLAYOUT_TARGET:,.0f}/s", rate >= PLAYOUT_TARGET and not crashes)


def long_session(info: GameInfo, commands: int = LOAD_COMMANDS, tries: int = 30):  # -> Session
    """One real game of up to `commands` commands: the game's LONG_GAMES table if it has one,
    else the longest of `tries` random-bot games."""
    from .core.autoplay import play_one
    from .core.bots import make_bot
    from .core.game import Seat
    from .core.session import Session

    recipe = LONG_GAMES.get(info.id)
    if recipe is not None:
        seat_list = [Seat(f"Bot{i + 1}", recipe.bot) for i in range(recipe.seats)]
        session = Session.new(info, seat_list, recipe.mode, recipe.seed, dict(recipe.options))
        bots = {s.name: make_bot(info.id, recipe.bot, recipe.seed * 31 + i) for i, s in enumerate(seat_list)}
        play_one(session, bots, commands)
        return session
    mode, seats = playout_setup(info)
    best = None
    for seed in range(1, tries + 1):
        seat_list = [Seat(f"Bot{i + 1}", "random") for i in range(seats)]
        session = Session.new(info, seat_list, mode, seed)
        bots = {s.name: make_bot(info.id, "random", seed * 31 + i) for i, s in enumerate(seat_list)}
        try:
            play_one(session, bots, commands)
        except Exception:  # a crashing game is autoplay's business, not this figure's
            continue
        if best is None or len(session.log) > len(best.log):
            best = session
        if len(session.log) >= commands:
            break
    return best


def at_the_keyboard(session):  # -> Session
    """The same game with every seat played by one person at the keyboard (no bots, no hand-offs)."""
    from .core.game import Seat, Setup
    from .core.session import Session

    s = session.setup
    seats = [Seat(x.name, None, "Bench") for x in s.seats]
    copy = Session(session.info, Setup(s.game, seats, s.mode, s.seed, dict(s.options)), session.ruleset)
    copy.apply_all((e.seat, e.command) for e in session.log)
    return copy


def _best_load(path: Path, runs: int) -> float:
    from .core import ruleset
    from .core.saves import load_save

    best = float("inf")
    for _ in range(runs):
        ruleset._load.cache_clear()  # a fresh process reads the cards too
        t = time.perf_counter()
        load_save(path)
        best = min(best, time.perf_counter() - t)
    return best


def load_verify(info: GameInfo, runs: int) -> Figure:
    from .core.saves import write_save

    target = f"<= {LOAD_TARGET * 1000:.0f} ms"
    session = long_session(info)
    if session is None or not session.log:
        return Figure(f"load {info.id}", "skipped: no game could be played to build a save", target, None)
    n = len(session.log)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.toml"
        write_save(session, path)
        best = _best_load(path, runs)
    size = f"{n}-command save" if n >= LOAD_COMMANDS else f"{n}-command save (longest real game)"
    return Figure(f"load {info.id}", f"{size}: {best * 1000:.1f} ms", target, best <= LOAD_TARGET)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of `values`."""
    import math

    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(q / 100 * len(ordered)) - 1))]


async def _time_commands(bots, path: Path, samples: int) -> tuple[list[float], list[float]]:
    """Seconds from each command given on the game screen to the last frame it caused, and the
    processor time the app spent on it (which another program's load does not inflate)."""
    from .tui.app import HJourneyApp

    app = HJourneyApp(saves_dir=path.parent, save=path, bot_delay=0)
    app.animate_dice = False  # the figure is the real faces, not the spin
    frames: list[float] = []
    times: list[float] = []
    cpu: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        display = app._display

        def timed_display(screen, update):  # noqa: ANN001 - Textual's own arguments
            frames.append(time.perf_counter())
            return display(screen, update)

        app._display = timed_display  # type: ignore[method-assign]
        await pilot.pause()
        screen = app.screen
        for _ in range(samples):
            game = screen.session.game
            if screen.session.outcome() is not None:
                break
            seat = game.decision().seats[0]
            text = bots[seat].choose(game.view(seat), game.legal_commands(seat))
            screen.viewer = seat
            frames.clear()
            start, start_cpu = time.perf_counter(), time.thread_time()
            screen.give(text, seat)
            for _ in range(4):  # the command's frames, the save after them, any late layout
                await pilot.pause()
            times.append((frames[-1] if frames else time.perf_counter()) - start)
            cpu.append(time.thread_time() - start_cpu)
    return times, cpu


def command_speed(info: GameInfo, samples: int = COMMAND_SAMPLES) -> Figure:
    import asyncio

    from .core.bots import make_bot
    from .core.saves import write_save

    target = f"p95 <= {COMMAND_TARGET * 1000:.0f} ms"
    name = f"command {info.id}"
    session = long_session(info, COMMAND_AT + samples)
    if session is None or len(session.log) < samples:
        return Figure(name, "skipped: no game long enough", target, None)
    start = min(COMMAND_AT, len(session.log) - samples)
    recipe = LONG_GAMES.get(info.id)
    kind, seed = (recipe.bot, recipe.seed) if recipe else ("random", 1)
    bots = {s.name: make_bot(info.id, kind, seed * 31 + i) for i, s in enumerate(session.setup.seats)}
    played = at_the_keyboard(session)
    from .core.session import Session

    opening = Session(played.info, played.setup, played.ruleset)
    opening.apply_all((e.seat, e.command) for e in played.log[:start])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.toml"
        write_save(opening, path)
        times, cpu = asyncio.run(_time_commands(bots, path, samples))
    if not times:
        return Figure(name, "skipped: the game ended at once", target, None)
    p50, p95 = percentile(times, 50) * 1000, percentile(times, 95) * 1000
    return Figure(name, f"{len(times)} commands from {start} in: p50 {p50:.0f} ms, p95 {p95:.0f} ms"
                  f" (CPU p50 {percentile(cpu, 50) * 1000:.0f} ms)", target, p95 <= COMMAND_TARGET * 1000)


# Both processes end at their first frame (os._exit), so neither's shutdown is counted.
_OPEN_SAVE = """
import asyncio, os, sys
from pathlib import Path
from hjourney_tui.tui.app import HJourneyApp

async def main():
    path = Path(sys.argv[1])
    app = HJourneyApp(saves_dir=path.parent, save=path, bot_delay=0)
    display = app._display
    def first_frame(screen, update):
        display(screen, update)
        if type(screen).__name__ == "GameScreen":
            os._exit(0)
    app._display = first_frame
    async with app.run_test(size=(120, 40)) as pilot:
        while True:
            await pilot.pause()

asyncio.run(main())
"""

_BARE_FIRST_FRAME = """
import asyncio, os
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hjourney")

async def main():
    app = Bare()
    display = app._display
    def first_frame(screen, update):
        display(screen, update)
        os._exit(0)
    app._display = first_frame
    async with app.run_test(size=(120, 40)) as pilot:
        while True:
            await pilot.pause()

asyncio.run(main())
"""


def open_save(info: GameInfo, runs: int) -> Figure:
    from .core.saves import write_save

    target = f"<= {OPEN_TARGET}x"
    name = f"open {info.id}"
    session = long_session(info)
    if session is None or not session.log:
        return Figure(name, "skipped: no game could be played to build a save", target, None)
    n = len(session.log)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.toml"
        write_save(at_the_keyboard(session), path)
        env = {**os.environ, "HJOURNEY_NO_ANIMATION": "1"}
        try:
            ours, floor = _paired([sys.executable, "-c", _OPEN_SAVE, str(path)],
                                  [sys.executable, "-c", _BARE_FIRST_FRAME], runs, env)
        except RuntimeError as exc:
            return Figure(name, f"skipped: the app did not start ({exc})"[:58], target, None)
    ratio = ours / floor
    return Figure(name, f"{n}-command save to game screen {ours * 1000:.0f} ms vs bare app "
                  f"{floor * 1000:.0f} ms = {ratio:.2f}x", target, ratio <= OPEN_TARGET)


def fork_cost(info: GameInfo, runs: int, commands: int = 300) -> Figure:
    """What a lookahead bot pays for one copy of a game `commands` in (a fork replays the log)."""
    session = long_session(info, commands, tries=5)
    if session is None or not session.log:
        return Figure(f"fork {info.id}", "skipped: no game could be played", "reported", None)
    game = session.game
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        game.fork()
        best = min(best, time.perf_counter() - t)
    n = len(game.history)
    return Figure(f"fork {info.id}", f"{best * 1000:.1f} ms at {n} commands in "
                  f"({best / max(n, 1) * 1e6:.0f} us per command)", "reported", True)


SIGHT_TARGET = 50_000.0  # fresh line-of-sight traces per second: ~10 per command at 5,000 commands/s
PATHS_TARGET = 5_000.0  # 6-MP reachable-square searches per second: one per command at 5,000 commands/s


def geometry(budget: float, size: int = 64) -> list[Figure]:
    """Grid geometry on a large seeded board: fresh sight traces, and 6-MP movement searches."""
    import random

    from .core.grid import Grid, line_edges

    rng = random.Random(7)
    cells = [(x, y) for y in range(size) for x in range(size)]
    blocked = {s for s in cells if rng.random() < 0.10}
    hard = [s for s in cells if rng.random() < 0.10 and s not in blocked]
    walls = []
    for _ in range(size * 2):  # short wall lines, as room outlines would give
        x, y, n = rng.randrange(1, size), rng.randrange(1, size), rng.randrange(2, 7)
        walls += line_edges((x, y), (min(size, x + n), y)) if rng.random() < 0.5 else \
            line_edges((x, y), (x, min(size, y + n)))
    grid = Grid(size, size, blocked=blocked, difficult=hard, walls=walls)
    near = [(a, (min(size - 1, max(0, a[0] + rng.randint(-12, 12))), min(size - 1, max(0, a[1] + rng.randint(-12, 12)))))
            for a in rng.choices(cells, k=20_000)]
    done, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < budget:
        for a, b in near[:2000]:
            grid.trace(a, b)
        done += 2000
        near = near[2000:] + near[:2000]
    sight = done / (time.perf_counter() - t0)
    starts = [s for s in cells if grid.walkable(s)]
    grid.reachable(starts[0], 6)  # the step table is built once per board
    done, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < budget:
        for s in starts[done % len(starts):][:200]:
            grid.reachable(s, 6)
            done += 1
    paths = done / (time.perf_counter() - t0)
    board = f"{size}x{size} board"
    return [Figure("grid sight", f"{sight:,.0f} fresh sight lines/s ({board}, up to 12 apart)",
                   f">= {SIGHT_TARGET:,.0f}/s", sight >= SIGHT_TARGET),
            Figure("grid paths", f"{paths:,.0f} move searches/s ({board}, all ends within 6 MP)",
                   f">= {PATHS_TARGET:,.0f}/s", paths >= PATHS_TARGET)]


def run(echo: Callable[[str], object] = print, *, quick: bool = False) -> list[Figure]:
    """Measure and print every figure; returns them for callers and tests."""
    runs = 3 if quick else 10
    echo(f"hjourney bench ({'quick' if quick else 'full'}; best of {runs} process runs; "
         f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs)")
    figures: list[Figure] = []
    compiled()

    def report(fig: Figure) -> None:
        figures.append(fig)
        echo(fig.line())

    report(startup(runs))
    report(first_frame(max(2, runs // 2)))
    infos = bench_games()
    if not infos:
        echo("playouts           skipped: no games installed")
    for info in infos:
        report(playouts(info, 0.3 if quick else 1.5))
    for info in infos:
        report(load_verify(info, 2 if quick else 5))
    for info in infos:
        report(open_save(info, 2 if quick else 5))
    for info in infos:
        report(command_speed(info, 20 if quick else COMMAND_SAMPLES))
    for info in infos:
        report(fork_cost(info, 2 if quick else 5))
    list(map(report, geometry(0.2 if quick else 1.0)))
    missed = [f.name for f in figures if f.passed is False]
    echo("all figures within target" if not missed else f"missed: {', '.join(missed)}")
    return figures
