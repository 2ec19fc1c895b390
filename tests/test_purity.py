"""Engines, the core and the command line never import textual or rich.

Each check runs in a fresh interpreter so nothing another test imported can
hide a stray import.  Every module under hjourney_tui/games/ is walked, so a
new game is covered the moment it lands.  The one exception is a game's
screen code: the module its GameInfo names as `tui`, and any `tui`
subpackage of a game, may use textual (they are loaded only by the app).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from tests.conftest import ROOT

WALK = textwrap.dedent("""
    import importlib, json, pkgutil, sys
    from pathlib import Path

    import hjourney_tui.core
    import hjourney_tui.games
    from hjourney_tui.registry import games, shipped, _import

    screens = set()
    for path in shipped():
        info = _import(path)
        if info.tui:
            screens.add(info.tui.partition(":")[0])

    def exempt(name):
        parts = name.split(".")
        return "tui" in parts[2:] or any(name == s or name.startswith(s + ".") for s in screens)

    imported = []

    def walk(package):
        for m in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            if exempt(m.name):
                continue
            module = importlib.import_module(m.name)
            imported.append(m.name)
            if m.ispkg:
                walk(module)

    walk(hjourney_tui.core)
    walk(hjourney_tui.games)
    for mod in ("hjourney_tui.cli", "hjourney_tui.registry", "hjourney_tui.bench", "hjourney_tui.rules_ref"):
        importlib.import_module(mod)
        imported.append(mod)
    for info in games().values():  # every engine class, shipped or extra
        info.engine_class()
        info.load_ruleset()
    loaded = sorted(n for n in sys.modules if n.split(".")[0] in ("textual", "rich"))
    print(json.dumps({"imported": imported, "ui": loaded}))
""")


def fresh(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_engines_and_core_never_import_textual_or_rich():
    result = fresh(WALK)
    assert "hjourney_tui.core.session" in result["imported"]
    assert "hjourney_tui.cli" in result["imported"]
    assert result["ui"] == [], f"textual/rich imported by: {result['imported']}"


def test_a_quick_command_loads_neither_the_core_nor_the_ui():
    code = textwrap.dedent("""
        import json, sys
        from hjourney_tui.cli import main
        try:
            main(["--version"])
        except SystemExit:
            pass
        heavy = sorted(n for n in sys.modules
                       if n.split(".")[0] in ("textual", "rich") or n.startswith("hjourney_tui.core"))
        print(json.dumps(heavy))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_playing_a_game_from_the_command_line_stays_headless(tmp_path):
    code = textwrap.dedent(f"""
        import json, sys
        from hjourney_tui.cli import main
        for args in (["new", "toy", "--seats", "2", "--name", "p", "--seed", "1"],
                     ["do", "p", "Player 1: bid 1", "Player 2: bid 0", "Player 1: roll"],
                     ["show", "p"], ["commands", "p"], ["check", "p"], ["log", "p"], ["saves"],
                     ["autoplay", "toy", "--games", "3", "--seed", "1"], ["rules", "toy"], ["games"],
                     ["campaign", "list"], ["play", "--help"], ["new", "--help"]):
            try:
                main(["--saves-dir", {str(tmp_path)!r}, *args])
            except SystemExit as exc:
                assert exc.code in (0, None), (args, exc.code)
        print(json.dumps(sorted(n for n in sys.modules if n.split(".")[0] in ("textual", "rich"))))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
