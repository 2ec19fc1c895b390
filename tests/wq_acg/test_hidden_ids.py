"""Facedown enemies carry opaque ids: nothing a seat sees, types or reads names them."""

from __future__ import annotations

import json
import re

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.games.wq_acg.refs import ref, uid
from hjourney_tui.registry import game_info

from .helpers import start


def mill(seed: int) -> Session:
    s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", seed,
                    options={"quest": "greywater_mill"})
    s.apply("Ana", "pick ironwarden")
    s.apply("Ben", "pick windrunner")
    s.apply("Ana", "leader 1")
    return s


def hidden_nemesis(s: Session):
    g = s.game
    return next(c for c in g.enemy_deck if c.card_id == g.quest["nemesis"])


def test_the_hidden_nemesis_has_a_different_id_in_every_game():
    ids = {hidden_nemesis(mill(seed)).uid for seed in (1, 2, 3)}
    assert len(ids) == 3
    assert all(isinstance(i, str) and not i.isdigit() for i in ids)


def test_commands_name_enemies_by_their_opaque_id():
    s = start(2, seed=1)
    g = s.game
    attacks = [c for c in g.legal_commands("Ana") if c.name == "attack" and c.data["targets"]]
    assert attacks
    for c in attacks:
        for r in c.data["targets"]:
            assert re.fullmatch(r"e[a-z2-9]{4}", r) and r in c.text
            assert g.enemy_by_uid(uid(r)) is not None
    s.apply("Ana", attacks[0].text)  # and the command is understood


def facedown_in_play(g):
    return [e for z in (*g.zones.values(), g.shadow) for e in z if not e.face_up]


def check_nothing_names(s: Session, seat: str) -> None:
    g = s.game
    view = s.view(seat)
    lines = s.log_lines(seat)
    for e in facedown_in_play(g):
        r, name = ref("e", e), g.foe(e)["name"]
        shown = [x for x in view["state"]["shadow"] if x["id"] == r]
        shown += [x for h in view["state"]["heroes"] for x in h["engaged"] if x["id"] == r]
        assert shown == [{"id": r, "facedown": True}]
        for c in g.legal_commands(seat):
            if r in c.text:
                assert f"{name} ({r})" not in c.description
                assert e.card_id not in json.dumps(c.data)
        assert not [line for line in lines if f"{name} ({r})" in line]


def test_no_view_command_or_log_line_names_a_facedown_enemy():
    seen = 0
    for seed in range(6):
        s = mill(seed)
        bots = {seat: make_bot("wq_acg", "random", seed) for seat in ("Ana", "Ben")}
        for _ in range(600):
            legal = s.game.legal_commands()
            if not legal or s.outcome() is not None:
                break
            seen += len(facedown_in_play(s.game))
            for seat in ("Ana", "Ben"):
                check_nothing_names(s, seat)
            seat = legal[0].seat
            s.apply(seat, bots[seat].choose(s.view(seat)["state"], [c for c in legal if c.seat == seat]))
    assert seen  # the check had facedown enemies to look at


def test_an_enemy_seen_before_comes_back_facedown_under_a_new_id():
    s = start(2, seed=1)
    g = s.game
    e = next(iter(g.zones["Ana"]))
    old = ref("e", e)
    assert any(f"{g.foe(e)['name']} ({old})" in line for line in s.log_lines("Ana"))
    g.table.move(e, g.enemy_deck, top=True, face_up=False)  # defeated, then shuffled back in
    list(g.spawn(1, "shadow_down", "a test"))
    assert e in g.shadow and not e.face_up
    assert ref("e", e) != old and g.enemy_by_uid(uid(old)) is None
    check_nothing_names(s, "Ana")
