"""The rules reference each game ships, and how Warhammer Quest's covers its engine."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from hjourney_tui.core.commands import CORE_COMMANDS
from hjourney_tui.registry import _import, game_info, shipped
from hjourney_tui.rules_ref import find_rules, match_topic, read_topics

RULE_ID = re.compile(r"\bWQ-[A-Z]+-\d+\b")


def wq_reference() -> tuple[str, list]:
    path = find_rules(game_info("wq_acg"))
    assert path is not None
    text = path.read_text(encoding="utf-8")
    return text, read_topics(text)[1]


@pytest.mark.parametrize("path", shipped())
def test_every_shipped_game_has_a_reference_that_splits_into_topics(path):
    info = _import(path)
    rules = find_rules(info)
    assert rules is not None, f"{info.id} ships no rules.md"
    intro, topics = read_topics(rules.read_text(encoding="utf-8"))
    assert intro.strip(), f"{info.id}: no introduction before the first topic"
    assert len(topics) >= 3
    assert all(t.body.strip() for t in topics), f"{info.id}: a topic with no text"
    assert len({t.slug for t in topics}) == len(topics), f"{info.id}: two topics share a name"


def test_every_command_of_the_engine_is_shown_in_the_reference():
    text, _ = wq_reference()
    engine = game_info("wq_acg").engine_class()
    missing = [name for name, spec in engine.commands.specs.items()  # the core's own answers are the core's
               if spec not in CORE_COMMANDS and not re.search(rf"`{re.escape(name)}[ `]", text)]
    assert not missing, f"commands the reference never shows: {missing}"


def test_every_rule_id_the_engine_names_finds_one_topic():
    _, topics = wq_reference()
    package = Path(inspect.getfile(game_info("wq_acg").engine_class())).parent
    source = "".join(p.read_text(encoding="utf-8") for p in package.glob("*.py"))
    ids = sorted(set(RULE_ID.findall(source)))
    assert ids
    unclear = {i: [t.title for t in match_topic(topics, i)] for i in ids}
    assert not {i: found for i, found in unclear.items() if len(found) != 1}


def test_each_rule_id_in_the_reference_belongs_to_one_topic():
    text, topics = wq_reference()
    for rule in set(RULE_ID.findall(text)):
        assert len(match_topic(topics, rule)) == 1, f"{rule} is cited by several topics"
