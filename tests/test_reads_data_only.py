"""Bots and game panes read data, never the English a player reads.

A description, an event's text or a rule id may change wording at any time;
a bot or pane that parses them breaks silently.  This walks the source of
every bot and game pane and refuses any read of a command's `description`,
an event's `text` or a `rule` id, and any splitting of a command's text.  (The shell's command list shows
descriptions to people; it lives in hjourney_tui/tui and is not checked.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parent.parent / "hjourney_tui" / "games"
CHECKED = sorted([*GAMES.glob("*/bots.py"), *GAMES.glob("*/tui/*.py")])
FORBIDDEN_ATTRS = {"description", "rule"}
# Event text may be shown as it is, never taken apart: in bots and in the panes that are handed
# events (the dice trays), text used in a comparison, a regex or a string method is a parse.
EVENT_READERS = ("bots.py", "dice_tray.py")
PARSING_METHODS = {"startswith", "endswith", "split", "rsplit", "partition", "rpartition", "find", "index",
                   "count", "replace", "lower", "upper", "strip", "isdigit"}


def _key(node: ast.AST) -> str | None:
    """The constant key a node reads: x["key"] or x.get("key", ...)."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        return node.slice.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
        return node.args[0].value
    return None


def _parses(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    up = parents.get(node)
    if isinstance(up, ast.Compare):
        return True
    if isinstance(up, ast.Attribute) and up.attr in PARSING_METHODS:
        return True
    return isinstance(up, ast.Call) and isinstance(up.func, ast.Attribute) \
        and isinstance(up.func.value, ast.Name) and up.func.value.id == "re"


# what a command's text is held in, by the names bots and panes give it
COMMAND_ATTRS = {"text", "command"}
COMMAND_NAMES = {"text", "t", "cmd", "command", "pick"}


def _splits(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    up = parents.get(node)
    return isinstance(up, ast.Attribute) and up.attr in {"split", "rsplit", "partition", "rpartition"}


def reads(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    events = path.name in EVENT_READERS
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_ATTRS and isinstance(node.ctx, ast.Load):
            out.append(f"{path.name}:{node.lineno} reads .{node.attr}")
        key = _key(node)
        if key in ("description", "rule"):
            out.append(f"{path.name}:{node.lineno} reads {key!r}")
        elif key in ("text", "public_text") and events and _parses(node, parents):
            out.append(f"{path.name}:{node.lineno} takes apart the event text")
        if (key == "command" or isinstance(node, ast.Attribute) and node.attr in COMMAND_ATTRS
                or isinstance(node, ast.Name) and node.id in COMMAND_NAMES) and _splits(node, parents):
            out.append(f"{path.name}:{node.lineno} takes a command's text apart (its verb, args and data say it)")
    return out


def test_there_are_bots_and_panes_to_check():
    assert any(p.name == "bots.py" for p in CHECKED) and any(p.parent.name == "tui" for p in CHECKED)
    for game in ("kilforth", "wq_acg", "heroes_journey"):  # every game with panes of its own
        assert any(p.parent.name == "tui" and p.parent.parent.name == game for p in CHECKED), game


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: f"{p.parent.parent.name if p.parent.name == 'tui' else p.parent.name}/{p.name}")
def test_bots_and_panes_read_no_descriptions_event_text_or_rule_ids(path):
    assert reads(path) == []
