"""The Lord of the Rings table as pictures, at the smallest and a roomy terminal size: planning with
a hand to play from, questing with one character committed, a defender to declare against an
engaged enemy with its face-down shadow card, and the hand-off screen between two players.

Seeded games played by the basic bot give the same pictures every time; regenerate on purpose
with: pytest tests/tui/test_lotr_lcg_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest

from hjourney_tui.tui.app import HJourneyApp

from .lotr_lcg_tables import new_session, play_until, saved
from .test_snapshots import freeze

SIZES = [(80, 24), (120, 40)]


@pytest.fixture
def planning(saves):
    s = new_session()
    play_until(s, "planning: play", skip=2)  # round 2: three cards can be paid for
    return saved(s, saves, "planning")


@pytest.fixture
def questing(saves):
    s = new_session()
    play_until(s, "commit characters")
    s.apply("Ana", next(c.text for c in s.game.legal_commands("Ana") if c.verb == "commit"))
    return saved(s, saves, "questing")


@pytest.fixture
def defending(saves):
    s = new_session()
    play_until(s, "declare a defender")
    return saved(s, saves, "defending")


@pytest.fixture
def two_players(saves):
    return saved(new_session((("Ana", "Pat"), ("Ben", "Sam"))), saves, "two")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table", ["planning", "questing", "defending", "two_players"])
def test_lotr_table(snap_compare, saves, request, table, size):
    app = HJourneyApp(saves_dir=saves, save=request.getfixturevalue(table), bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)
