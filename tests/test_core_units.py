"""Unit tests of the core kit's building blocks."""

from __future__ import annotations

import pytest

from hjourney_tui.core.commands import Arg, CommandError, CommandSet, CommandSpec
from hjourney_tui.core.decisions import Ask, Flow, PriorityRound, SecretChoices, TurnOrder
from hjourney_tui.core.dice import D6, Die, roll
from hjourney_tui.core.events import Event
from hjourney_tui.core.options import OptionError, OptionSpec, resolve_options
from hjourney_tui.core.rng import Rng
from hjourney_tui.core.ruleset import RulesetError, validate
from hjourney_tui.core.trackers import Tracker
from hjourney_tui.core.zones import Table


def test_rng_is_reproducible_and_uniform_enough():
    a, b = Rng(42), Rng(42)
    assert [a.below(6) for _ in range(50)] == [b.below(6) for _ in range(50)]
    counts = [0] * 6
    r = Rng(1)
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_shuffle_is_a_permutation():
    r = Rng(3)
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_custom_die_faces_from_data():
    die = Die.from_data("hero", ["blank", "success", "success+crit", {"label": "2", "value": 2}])
    assert [f.label for f in die.faces] == ["blank", "success", "success+crit", "2"]
    assert die.faces[2].has("crit") and die.faces[2].has("success")
    r = roll(Rng(5), D6, 4)
    assert len(r.values) == 4 and all(1 <= v <= 6 for v in r.values)


def test_zone_draw_reshuffles_discard_when_empty():
    t = Table()
    deck, discard, hand = t.zone("deck", visibility="none"), t.zone("discard"), t.zone("hand", "Ana", "owner")
    t.fill(discard, ["a", "b", "c"])
    card = t.draw(deck, hand, reshuffle_from=discard, rng=Rng(1))
    assert card is not None and len(hand) == 1 and len(deck) == 2 and len(discard) == 0
    t.check_conservation()
    assert hand.view("Ana") != 1 and hand.view("Ben") == 1


def test_conservation_catches_a_duplicated_card():
    t = Table()
    a, b = t.zone("a"), t.zone("b")
    (card,) = t.fill(a, ["x"])
    b.cards.append(card)
    with pytest.raises(AssertionError, match="two places|ledger"):
        t.check_conservation()


def test_tracker_bounds():
    hp = Tracker("hp", 3, 0, 5)
    assert hp.add(4) == 2 and hp.value == 5
    assert hp.add(-9) == -5 and hp.value == 0


def test_command_parsing_and_errors():
    cs = CommandSet.of([CommandSpec("move", "move", (Arg("to"),)),
                        CommandSpec("confront", "confront", (Arg("n", "int"), Arg("how", "choice",
                                                             ("sneak", "strength", "lore"))))])
    assert cs.parse("MOVE B3").text == "move b3"
    assert cs.parse("confront 2 sneak").args == ("2", "sneak")
    with pytest.raises(CommandError, match="did you mean 'move'"):
        cs.parse("mvoe b3")
    with pytest.raises(CommandError, match="did you mean 'sneak'"):
        cs.parse("confront 2 snaek")
    with pytest.raises(CommandError, match="needs a number"):
        cs.parse("confront two sneak")
    with pytest.raises(CommandError, match="needs to"):
        cs.parse("move")


def test_priority_round_closes_after_everyone_passes_in_a_row():
    p = PriorityRound(["A", "B", "C"], "B")
    assert p.holder == "B"
    assert not p.passed() and p.holder == "C"
    p.acted()  # C acts: everyone must pass again
    assert p.holder == "A"
    assert not p.passed() and not p.passed()
    assert p.passed()


def test_turn_order_skips():
    t = TurnOrder(["A", "B", "C"])
    assert t.advance(lambda s: s == "B") == "C"
    assert t.advance(lambda s: True) is None


def test_secret_choices_hidden_until_complete():
    s = SecretChoices(["A", "B"])
    s.submit("A", 3)
    assert s.view("B") == {"A": "chosen", "B": None}
    with pytest.raises(ValueError):
        s.submit("A", 1)
    s.submit("B", 1)
    assert s.view("B") == {"A": 3, "B": 1}


def test_flow_pauses_and_resumes():
    log = []

    def script():
        answer = yield Ask("A", "which?", [("pick 1", "one"), ("pick 2", "two")])
        log.append(answer)

    f = Flow()
    f.run(script())
    assert f.busy and f.pending.options[0][0] == "pick 1"
    f.answer(CommandSet.of([CommandSpec("pick", "", (Arg("n", "int"),))]).parse("pick 2"))
    assert not f.busy and log[0].text == "pick 2"


def test_private_events_show_public_text_to_others():
    e = Event("Ana draws the Moon Key", private_to=("Ana",), public_text="Ana draws a card")
    assert e.line("Ana") == "Ana draws the Moon Key"
    assert e.line("Ben") == "Ana draws a card"
    assert Event("secret", private_to=("Ana",)).for_seat("Ben") is None


def test_options_are_parsed_and_unknown_ones_refused():
    specs = [OptionSpec("hard", "", False), OptionSpec("night", "", 25), OptionSpec("mode", "", "a", ("a", "b"))]
    assert resolve_options(specs, {"hard": "yes", "night": "20"}) == {"hard": True, "night": 20, "mode": "a"}
    with pytest.raises(OptionError, match="unknown option"):
        resolve_options(specs, {"colour": "red"})
    with pytest.raises(OptionError, match="one of"):
        resolve_options(specs, {"mode": "c"})


def test_ruleset_schema_names_file_and_key():
    schema = {"cards": {"*": {"name": str, "hp": int, "?text": str}}}
    validate({"cards": {"orc": {"name": "Orc", "hp": 2}}}, schema, "enemies.toml")
    with pytest.raises(RulesetError, match=r"enemies.toml: cards.orc.hp: should be a whole number"):
        validate({"cards": {"orc": {"name": "Orc", "hp": "two"}}}, schema, "enemies.toml")
    with pytest.raises(RulesetError, match="cards.orc.hpp: unknown key"):
        validate({"cards": {"orc": {"name": "Orc", "hp": 2, "hpp": 1}}}, schema, "enemies.toml")
