"""The core's timing model, each shape exercised through the test game's commands.

Dice Race with the `perils` option: a roll of 1 wounds the roller, and the
peril cards answer wounds through the core's windows (see tests/toygame).
Tests set up a position (cards in hand, a die that always rolls 1), then act
only through commands and read the outcome from views, events and commands.
"""

from __future__ import annotations

import pytest

from hjourney_tui.core.dice import Die
from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.session import Session

NAMES = ["Ana", "Ben", "Cy", "Dee"]


def race(info, n=3, **options):
    s = Session.new(info, [Seat(x) for x in NAMES[:n]], "competitive", 5, {"perils": True, **options}, strict=True)
    for i, seat in enumerate(NAMES[:n]):
        s.apply(seat, f"bid {2 if i == 0 else 0}")  # Ana starts and is the first player
    return s


def give(s, seat, card, where="hand"):
    g = s.game
    runner = g.state.runners[seat]
    return g.table.create(card, runner.hand if where == "hand" else runner.charms, owner=seat)


def always_roll(s, value):
    s.game.die = Die.from_data("pip", [value])


def asked(s):
    d = s.game.decision()
    return d.kind, d.seats


def test_cheers_go_round_the_table_and_skip_seats_with_nothing_to_cheer_with(toy_info):
    s = race(toy_info, 4)
    for seat in ("Ana", "Ben", "Dee"):  # Cy has nothing to cheer with: auto-pass
        give(s, seat, "step")
    always_roll(s, 2)
    s.apply("Ana", "roll")
    order = []
    while s.game.decision().kind == "priority":
        seat = s.game.decision().seats[0]
        order.append(seat)
        s.apply(seat, "pass")
    assert order == ["Ana", "Ben", "Dee"]  # clockwise from the roller, Cy passed by itself
    assert asked(s) == ("turn", ("Ben",))


def test_cheers_can_go_counter_clockwise_and_a_cheer_reopens_the_window(toy_info):
    s = race(toy_info, 4, counter_cheers=True)
    for seat in NAMES:
        give(s, seat, "step")
    always_roll(s, 2)
    s.apply("Ana", "roll")
    seen = []
    for _ in range(3):
        seen.append(s.game.decision().seats[0])
        s.apply(seen[-1], "pass")
    assert seen == ["Ana", "Dee", "Cy"]
    s.apply("Ben", "cheer")  # everyone must pass again, starting with the next seat
    seen = []
    while s.game.decision().kind == "priority":
        seen.append(s.game.decision().seats[0])
        s.apply(seen[-1], "pass")
    assert seen == ["Ana", "Dee", "Cy", "Ben"]


def test_a_seat_that_turns_auto_pass_off_is_asked_even_with_nothing_to_play(toy_info):
    s = race(toy_info, 3)
    give(s, "Ana", "step")
    give(s, "Ben", "step")
    s.apply("Cy", "autopass off")
    always_roll(s, 2)
    s.apply("Ana", "roll")
    s.apply("Ana", "pass")
    s.apply("Ben", "pass")
    assert asked(s) == ("priority", ("Cy",))
    assert [c.text for c in s.game.legal_commands("Cy")] == ["pass"]
    s.apply("Cy", "pass")
    assert asked(s) == ("turn", ("Ben",))


def test_a_runner_knocked_out_is_skipped_in_turns_and_windows(toy_info):
    s = race(toy_info, 3)
    for seat in NAMES[:3]:
        give(s, seat, "step")
    s.game.state.runners["Ben"].wounds = 2
    always_roll(s, 2)
    s.apply("Ana", "roll")
    while s.game.decision().kind == "priority":
        s.apply(s.game.decision().seats[0], "pass")
    always_roll(s, 1)
    s.apply("Ben", "roll")  # a third wound: Ben is out
    assert s.view("Ana")["state"]["out"] == ["Ben"]
    window = []
    while s.game.decision().kind == "priority":
        window.append(s.game.decision().seats[0])
        s.apply(window[-1], "pass")
    assert "Ben" not in window
    assert asked(s) == ("turn", ("Cy",))
    always_roll(s, 2)
    s.apply("Cy", "roll")
    while s.game.decision().kind == "priority":
        s.apply(s.game.decision().seats[0], "pass")
    assert asked(s) == ("turn", ("Ana",))


def test_each_runner_stashes_up_to_two_cards_in_secret(toy_info):
    s = Session.new(toy_info, [Seat("Ana"), Seat("Ben")], "competitive", 5, {"stash": True}, strict=True)
    s.apply("Ana", "bid 1")
    s.apply("Ben", "bid 0")
    d = s.game.decision()
    assert d.kind == "simultaneous" and d.seats == ("Ana", "Ben") and d.mode == "secret"
    s.apply("Ana", "stash 1")
    with pytest.raises(Refused):
        s.apply("Ana", "stash 1")  # the same card twice
    ana_cards = [c["card"] for c in s.view("Ana")["state"]["hands"]["Ana"]]
    s.apply("Ana", "stash 2")  # a second card: Ana is finished
    assert s.game.decision().seats == ("Ben",)
    assert not any("stash" in line for line in s.log_lines("Ben") if "Ana" in line and ":" in line)
    assert "Ana chooses in secret: stash 1" in s.log_lines("Ana")
    assert s.view("Ben")["state"]["positions"]["Ana"] == 0  # nothing revealed yet
    with pytest.raises(Refused):
        s.apply("Ana", "done")
    s.apply("Ben", "done")  # Ben stashes nothing
    worth = sum(toy_info.load_ruleset()["cards"]["cards"][c]["value"] for c in ana_cards)
    assert s.view("Ben")["state"]["positions"] == {"Ana": worth, "Ben": 0}
    assert s.game.decision().kind == "turn"


def test_an_interrupt_prevents_a_wound(toy_info):
    s = race(toy_info, 2)
    give(s, "Ana", "shield")
    always_roll(s, 1)
    s.apply("Ana", "roll")
    kind, seats = asked(s)
    assert (kind, seats) == ("interrupt", ("Ana",))
    shield = next(c for c in s.game.legal_commands("Ana") if c.data.get("timing") == "interrupt")
    s.apply("Ana", shield.text)
    assert s.view("Ana")["state"]["wounds"]["Ana"] == 0
    assert any("Shield stops the wound" in line for line in s.log_lines(None))


def test_a_wound_goes_through_when_the_interrupt_is_passed(toy_info):
    s = race(toy_info, 2)
    give(s, "Ana", "shield")
    always_roll(s, 1)
    s.apply("Ana", "roll")
    s.apply("Ana", "pass")
    assert s.view("Ana")["state"]["wounds"]["Ana"] == 1


def test_two_forced_effects_are_ordered_by_the_first_player_before_a_response(toy_info):
    s = race(toy_info, 2)
    ben_bramble = give(s, "Ben", "bramble", "charms")
    give(s, "Ben", "thorn", "charms")
    give(s, "Ben", "rally")
    s.game.state.runners["Ben"].pos = 5
    always_roll(s, 2)
    s.apply("Ana", "roll")
    s.apply("Ben", "pass")  # Ana has no card to cheer with, so only Ben is asked
    assert asked(s) == ("turn", ("Ben",))
    always_roll(s, 1)
    s.apply("Ben", "roll")  # Ben is wounded: his two charms are Forced
    kind, seats = asked(s)
    assert kind == "order" and seats == ("Ana",)  # Ana is the first player, so Ana orders them
    options = s.game.legal_commands("Ana")
    first = next(c for c in options if c.data["source"] == str(ben_bramble.uid))
    s.apply("Ana", first.text)  # Bramble first (back 1), then Thorn (a card) follows by itself
    assert s.view("Ben")["state"]["positions"]["Ben"] == 4
    assert len(s.view("Ben")["state"]["hands"]["Ben"]) == 2  # Rally and the Thorn draw
    assert asked(s) == ("response", ("Ben",))  # only then the optional response
    rally = next(c for c in s.game.legal_commands("Ben") if c.data.get("timing") == "response")
    s.apply("Ben", rally.text)
    assert s.view("Ben")["state"]["positions"]["Ben"] == 6


def test_a_response_limited_once_per_round_is_not_offered_twice(toy_info):
    s = race(toy_info, 1 + 1)
    give(s, "Ana", "rally")
    give(s, "Ana", "rally")
    always_roll(s, 1)
    s.apply("Ana", "roll")
    rally = [c for c in s.game.legal_commands("Ana") if c.data.get("timing") == "response"]
    assert len(rally) == 2
    s.apply("Ana", rally[0].text)
    assert s.game.decision().kind != "response"  # the second copy is the same ability: once per round


def test_a_wound_slows_the_runner_until_the_end_of_the_phase(toy_info):
    s = race(toy_info, 2)
    give(s, "Ben", "step")
    always_roll(s, 1)
    s.apply("Ana", "roll")
    assert s.view("Ana")["state"]["speed"]["Ana"] == -1 or s.view("Ana")["state"]["speed"]["Ana"] == 0
    assert s.game.modifiers.stat("Ana", "speed") == 0  # stats never fall below 0 ...
    assert [m.what for m in s.game.modifiers.in_force("Ana")] == ["speed"]  # ... but the -1 is in force
    s.apply("Ben", "pass")  # the cheers close: the phase ends
    assert s.game.modifiers.in_force("Ana") == []


def test_a_fork_tries_moves_without_touching_the_game(toy_info):
    s = race(toy_info, 2)
    before = s.game.digest()
    twin = s.game.fork()
    assert twin.digest() == before
    twin.apply("Ana", "draw")
    assert twin.digest() != before and s.game.digest() == before
    s.apply("Ana", "draw")
    assert s.game.digest() == twin.digest()  # the same command gives the same state: no hidden dice
