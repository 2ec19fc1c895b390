"""Soulless Vessel cards as data: the shipped ruleset loads whole, every effect is a known verb,
and bad files are refused naming the file and key at fault
(hjourney_tui/games/soulless_vessel/content.py, effects.py)."""

from __future__ import annotations

import shutil
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from hjourney_tui.core.ruleset import RulesetError
from hjourney_tui.games.soulless_vessel.content import Content, load_content
from hjourney_tui.games.soulless_vessel.effects import VERBS, Effect, EffectError, parse_effect
from tests.conftest import ROOT

DATA = ROOT / "rulesets" / "soulless_vessel"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content(DATA)


def all_effects(c: Content) -> list[Effect]:
    out: list[Effect] = []
    for card in c.abilities.values():
        out += card.major.effects + card.minor.effects
    for v in c.vessels.values():
        out += [e for p in (v.basic, *v.column2, *v.column3) for e in p.effects]
    for i in c.items.values():
        out += i.effects
    for en in c.enemies.values():
        for s in (en.default, en.nightmare):
            out += s.passive + s.bones + s.skull
    for m in c.minions.values():
        out += m.effects
    for a in c.ai_cards.values():
        out += a.effects
    for t in c.traits.values():
        out += t.effects
    for table in c.event_tables.values():
        out += [e for ev in table.entries for e in ev.effects]
    for adv in c.adventures.values():
        out += adv.rewards + adv.failure + tuple(e for q in adv.quest_triggers.values() for e in q.effects)
    return out


def flat(effects: list[Effect]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out += [e, *flat(list(e.body))]
    return out


# ----- the shipped ruleset


def test_the_whole_ruleset_loads(content: Content) -> None:
    assert content.abilities and content.vessels and content.items and content.enemies
    assert content.adventures["first_descent"].map == "first_descent"


def test_every_effect_verb_is_known(content: Content) -> None:
    effects = flat(all_effects(content))
    assert effects
    assert all(e.verb in VERBS for e in effects)


@pytest.mark.rule("VS-DICE-01")
def test_the_five_dice_come_from_the_ruleset(content: Content) -> None:
    assert set(content.dice) == {"standard", "power", "blessing", "cursed", "enhancement"}
    std = content.dice["standard"].faces
    assert [f.power for f in std] == [0, 1, 1, 2, 2, 0]
    assert sum(f.botch for f in std) == 1 and sum(f.critical for f in std) == 1
    assert [f.power for f in content.dice["cursed"].faces][:5] == [0, 0, -1, -1, -2]


@pytest.mark.rule("VS-STATUS-01")
def test_the_seven_statuses(content: Content) -> None:
    assert set(content.statuses) == {"bleed", "cripple", "cursed", "dazed", "stun", "terror", "weaken"}
    assert content.statuses["bleed"].enemy_cap == 4 and content.statuses["weaken"].enemy_cap == 2


def test_effects_parse_into_verbs_and_arguments() -> None:
    assert parse_effect("move 2") == Effect("move", (2,))
    assert parse_effect("apply bleed") == Effect("apply", ("bleed",))
    assert parse_effect("on_plus 1: apply weaken 1; add_power 1") == Effect(
        "on_plus", (1,), (Effect("apply", ("weaken", 1)), Effect("add_power", (1,))))
    assert parse_effect("spawn grave_rats at red") == Effect("spawn", ("grave_rats", "red"))
    assert parse_effect("damage_roll 2 power 1 standard").args == ("power", 2, "standard", 1)
    assert parse_effect("threat -1").args == (-1,)
    for bad in ("fly 3", "move", "move two", "apply sleepy", "on_plus 1", "move 2: move 1", "melee 3"):
        with pytest.raises(EffectError):
            parse_effect(bad)


# ----- bad files are refused


def edited(tmp_path: Path, file: str, change: Callable[[dict[str, Any]], None]) -> Path:
    """A copy of the shipped ruleset with one TOML file changed."""
    root = tmp_path / "sv"
    shutil.copytree(DATA, root)
    path = root / file
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return root


def refused(root: Path, file: str, key: str) -> RulesetError:
    with pytest.raises(RulesetError) as err:
        load_content.__wrapped__(root)
    assert err.value.file.endswith(file), err.value
    assert err.value.key == key, err.value
    return err.value


def test_an_unknown_effect_verb_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["traits"]["thick_hide"]["effects"] = ["grow_scales 2"]
    err = refused(edited(tmp_path, "traits.toml", change), "traits.toml", "traits.thick_hide.effects[0]")
    assert "grow_scales" in err.problem


def test_a_missing_key_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        del d["ai"]["hungry_lunge"]["threat"]
    refused(edited(tmp_path, "ai.toml", change), "ai.toml", "ai.hungry_lunge.threat")


def test_a_bad_number_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["enemies"]["grave_rats"]["default"]["defense"] = "tough"
    refused(edited(tmp_path, "enemies/chapter1.toml", change), "chapter1.toml",
            "enemies.grave_rats.default.defense")


def test_an_unknown_card_reference_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["bosses"]["drowned_abbot"]["default"]["bones"] = ["summon paper_golem"]
    err = refused(edited(tmp_path, "bosses.toml", change), "bosses.toml",
                  "bosses.drowned_abbot.default.bones[0]")
    assert "paper_golem" in err.problem
