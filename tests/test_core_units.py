"""Unit tests of the core kit's building blocks."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from hjourney_tui.core.commands import Arg, CommandError, CommandSet, CommandSpec
from hjourney_tui.core.dice import D6, Die, roll
from hjourney_tui.core.events import Event
from hjourney_tui.core.ids import OpaqueIds
from hjourney_tui.core.modifiers import Modifier, Modifiers
from hjourney_tui.core.options import OptionError, OptionSpec, resolve_options
from hjourney_tui.core.questions import Answer, Ask, Flow, Question
from hjourney_tui.core.rng import Rng
from hjourney_tui.core.ruleset import RulesetError, validate
from hjourney_tui.core.scripts import CardScripts
from hjourney_tui.core.timing import Limit, Occurrence, Timing, Trigger, window
from hjourney_tui.core.trackers import Tracker
from hjourney_tui.core.turns import COUNTER_CLOCKWISE, TurnOrder
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


def test_turn_order_goes_both_ways_and_skips_seats_that_are_out():
    t = TurnOrder(["A", "B", "C", "D"], first="B")
    assert t.order_from() == ["B", "C", "D", "A"]
    assert t.order_from("B", COUNTER_CLOCKWISE) == ["B", "A", "D", "C"]
    t.out.add("C")
    assert t.order_from() == ["B", "D", "A"]
    assert t.next_after("B") == "D" and t.next_after("B", COUNTER_CLOCKWISE) == "A"
    assert t.next_after("A", skip=lambda s: s != "A") == "A"  # a lone seat comes round to itself
    assert t.next_after("A", skip=lambda s: True) is None
    assert t.rotate_first() == "D"


def test_a_secret_question_hides_each_commit_until_all_are_in():
    q = Question(("A", "B"), "stash", [("stash 1", "one"), ("stash 2", "two"), ("stash 3", "three")],
                 mode="secret", most=2)
    assert [o.text for o in q.options_for("A")] == ["stash 1", "stash 2", "stash 3", "done"]
    assert not q.commit(Answer("stash", ("2",), seat="A"))
    assert [o.text for o in q.options_for("A")] == ["stash 1", "stash 3", "done"]  # not the same card twice
    assert q.secret_view("B") == {"A": {"commits": 1, "done": False}, "B": {"commits": [], "done": False}}
    assert q.secret_view("A")["A"]["commits"] == ["stash 2"]
    assert not q.commit(Answer("stash", ("1",), seat="A"))  # two: A is finished
    assert q.waiting == ("B",) and q.options_for("A") == []
    assert q.commit(Answer("done", (), seat="B"))


def test_modifiers_add_set_expire_and_cannot_beats_can():
    printed = {("orc", "strength"): 4}
    m = Modifiers(lambda t, w: printed.get((t, w), 0))
    m.add(Modifier("orc", "strength", 2, until="phase"))
    m.add(Modifier("orc", "strength", -1, until="round"))
    assert m.stat("orc", "strength") == 5
    m.end("phase")
    assert m.stat("orc", "strength") == 3
    m.add(Modifier("orc", "strength", 1, kind="set", until="turn"))
    assert m.stat("orc", "strength") == 0  # set to 1, then -1; never below 0
    m.add(Modifier("orc", "ready", kind="can"))
    m.add(Modifier("orc", "ready", kind="cannot", until="round"))
    assert not m.can("orc", "ready")
    m.end("round")
    assert m.can("orc", "ready")
    flag = [True]
    m.add(Modifier("*", "strength", 3, until="while", holds=lambda: flag[0], applies=lambda t: t == "orc"))
    assert m.stat("orc", "strength") == 4 and m.stat("elf", "strength") == 0
    flag[0] = False
    assert m.stat("orc", "strength") == 1


def test_a_blanked_card_gives_no_constant_modifier():
    gifts = [Modifier("hero", "strength", 2, source="sword")]
    m = Modifiers(lambda t, w: 1, lambda: gifts)
    assert m.stat("hero", "strength") == 3
    m.add(Modifier("sword", "text", kind="blank", until="phase"))
    assert m.blanked("sword") and m.stat("hero", "strength") == 1


def test_a_stat_can_leave_out_modifiers_tagged_with_a_kind_of_card():
    gifts = [Modifier("hero", "strength", 2, source="sword", tags=("item",)),
             Modifier("hero", "strength", 3, source="fireball", tags=("spell", "magic"))]
    m = Modifiers(lambda t, w: 1, lambda: gifts)
    assert m.stat("hero", "strength") == 6
    assert m.stat("hero", "strength", ignore=("spell",)) == 3
    assert m.stat("hero", "strength", ignore=["magic", "item"]) == 1
    assert [g.source for g in m.in_force("hero", "strength", ignore={"item"})] == ["fireball"]
    assert gifts[1].as_data()["tags"] == ["spell", "magic"] and "tags" not in Modifier("a", "b").as_data()


def test_limits_count_per_period():
    t = Timing()
    trig = Trigger("c1", "A", "response", "x", lambda: None, ability="x", limit=Limit(1, "round"))
    assert t.allowed(trig)
    t.count(trig)
    assert not t.allowed(trig)
    t.begin("phase")
    assert not t.allowed(trig)
    t.begin("round")
    assert t.allowed(trig)


def test_opaque_ids_differ_by_seed_and_never_repeat():
    a, b = OpaqueIds.for_game(1), OpaqueIds.for_game(2)
    first = [a.new() for _ in range(200)]
    assert len(set(first)) == 200
    assert first[:5] != [b.new() for _ in range(5)]
    again = OpaqueIds.for_game(1)
    assert [again.new() for _ in range(5)] == first[:5]


def test_card_scripts_check_finds_cards_without_scripts_and_scripts_without_cards():
    scripts = CardScripts("x")
    scripts.ability("has_text", timing="response", on="wound")(lambda g, s, o: None)
    scripts.ability("ghost", timing="forced", on="wound")(lambda g, s, o: None)
    cards = {"has_text": {"text": "does"}, "blank": {"text": ""}, "talker": {"text": "says something"}}
    assert scripts.check(cards) == ["talker has text but no script", "the script for ghost names no card"]
    with pytest.raises(ValueError, match="timing"):
        scripts.ability("has_text", timing="whenever")


def test_flow_pauses_and_resumes():
    log = []

    def script():
        answer = yield Ask("A", "which?", [("pick 1", "one"), ("pick 2", "two")])
        log.append(answer)

    f = Flow()
    f.run(script())
    assert f.busy and f.pending.options_for("A")[0].text == "pick 1"
    f.answer(CommandSet.of([CommandSpec("pick", "", (Arg("n", "int"),))]).parse("pick 2"), "A")
    assert not f.busy and log[0].text == "pick 2" and log[0].seat == "A"


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


class _DueTogether:
    """Just enough of a game for one trigger window: Forced effects that log their names."""

    ORDER_RULE = "TEST-ORDER"
    ORDER_PROMPT = "which first?"

    def __init__(self, effects: list[tuple[str, str]]) -> None:
        self.timing, self.autopass, self.done = Timing(), {}, []
        self.effects = effects  # (name, alike key)

    def triggers(self, occ, timing):
        if timing != "forced":
            return []
        return [Trigger(f"s{i}", "Ben", "forced", name, (lambda name=name: self.done.append(name)), alike=key)
                for i, (name, key) in enumerate(self.effects)]

    def outcome(self):
        return None

    def window_order(self):
        return []

    def order_decider(self, due):
        return due[0].controller


def test_forced_effects_that_would_do_the_same_are_offered_once_and_ordered_by_the_game_s_decider():
    game = _DueTogether([("poison", "hurt"), ("poison again", "hurt"), ("charm", "heal")])
    steps = window(game, Occurrence("due"), "after")
    q = next(steps)
    assert q.waiting == ("Ben",) and q.prompt == "which first?" and q.rule == "TEST-ORDER"
    assert [o.text for o in q.options] == ["order 1", "order 3"]  # the second poison would do the same
    try:
        steps.send(SimpleNamespace(args=("3",)))
        raise AssertionError("the two alike effects left should resolve without a question")
    except StopIteration:
        pass
    assert game.done == ["charm", "poison", "poison again"]
