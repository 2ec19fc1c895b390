from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# The test game is available to every test and to the CLI run in subprocesses.
os.environ["HJOURNEY_EXTRA_GAMES"] = "tests.toygame:INFO"
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
# Settings (the theme) go to a folder of the test run's own, never the player's config folder.
os.environ["HJOURNEY_CONFIG"] = tempfile.mkdtemp(prefix="hjourney-config-")
# Parsed card files are cached in a folder of the test run's own too.
os.environ["HJOURNEY_CACHE"] = tempfile.mkdtemp(prefix="hjourney-cache-")
# Dice trays show rolls at once: no frames of random faces in tests and snapshots.
os.environ["HJOURNEY_NO_ANIMATION"] = "1"


@pytest.fixture
def saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "saves"
    d.mkdir()
    monkeypatch.setenv("HJOURNEY_SAVES", str(d))
    return d


@pytest.fixture
def toy_info():
    from tests.toygame import INFO

    return INFO
