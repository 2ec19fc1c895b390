"""Competitive Kilforth keeps each hero's rumours to that hero, in every way the game is read.

Bots play competitive games, starting rumours chosen; after every command, the name of each reward
rumour a hero holds unseen must be absent from the public view and log, and from the other hero's
view and log unless the table saw the card before it went to hand (or the other hero held it).
"""

from __future__ import annotations

import json

from hjourney_tui.core.bots import RandomBot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def test_rumours_stay_with_their_hero_in_views_logs_and_commands():
    info = game_info("kilforth")
    checked = 0
    for seed in (3, 4, 5):
        s = Session.new(info, [Seat("Ana"), Seat("Ben")], "competitive", seed)
        g = s.game
        bots = {"Ana": RandomBot(seed), "Ben": RandomBot(seed + 50)}
        known: set[str] = set()  # names the whole table has seen
        seen_by: dict[str, set[str]] = {"Ana": set(), "Ben": set()}  # a card a hero held (then gave away)
        for _ in range(250):
            if s.outcome() is not None:
                break
            held = {h: {g.c["reward"][r[1]]["name"] for r in g.heroes[h]["rumours"] if r[0] == "reward"}
                    for h in ("Ana", "Ben")}
            for h in held:
                seen_by[h] |= held[h]
            public = json.dumps(s.view(None)) + "\n".join(s.log_lines(None))
            assert not g.hides_commands() or all(c.seat in g.decision().seats for c in g.legal_commands())
            for h, other in (("Ana", "Ben"), ("Ben", "Ana")):
                theirs = json.dumps(s.view(other)) + "\n".join(s.log_lines(other))
                for name in held[h] - known:
                    checked += 1
                    assert name not in public, f"{h}'s rumour {name} shows in public"
                    assert name in seen_by[other] or name not in theirs, f"{h}'s rumour {name} shows to {other}"
            hidden = held["Ana"] | held["Ben"]
            known |= {n for n in (g.c["reward"][k]["name"] for k in g.c["reward"]) if n in public and n not in hidden}
            seat = g.decision().seats[0]
            s.apply(seat, bots[seat].choose({}, g.legal_commands(seat)))
            g = s.game
    assert checked > 100
