"""Why the heuristic bots win or lose: plays games and counts how they end, in which round, which
enemies dealt the scratches, which vessels died and which cards and commands the bots never used.

    python -m hjourney_tui.games.soulless_vessel.botstats ADVENTURE SEATS GAMES SEED
    python -m hjourney_tui.games.soulless_vessel.botstats table CHAPTER GAMES SEED [ADVENTURE,...]

The second form prints only the wins of every adventure of a chapter for 1-4 heroes, each cell
played on the same seeds.
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from ...core.autoplay import play_one
from ...core.bots import make_bot
from ...core.session import Seat, Session
from ...registry import game_info


def play(adventure: str, seats: int, games: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    info = game_info("soulless_vessel")
    info.engine_class()
    ends: Counter[str] = Counter()
    rounds: list[int] = []
    by_enemy: Counter[str] = Counter()
    deaths: Counter[str] = Counter()
    verbs: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    won = 0
    for g in range(games):
        seat_list = [Seat(f"Bot{i + 1}", "heuristic") for i in range(seats)]
        mode = "solo" if seats == 1 else "coop"
        opts = {"adventure": adventure, **(options or {})}
        session = Session.new(info, seat_list, mode, seed + g, opts, strict=False)
        bots = {s.name: make_bot(info.id, "heuristic", (seed + g) * 31 + i) for i, s in enumerate(seat_list)}
        try:
            play_one(session, bots, 20000)
        except Exception as e:  # noqa: BLE001 - a crash is counted and shown, and the run goes on
            ends["crash"] += 1
            print(f"  crash on seed {seed + g}: {type(e).__name__}: {e}", file=sys.stderr)
            continue
        game = session.game
        st = game.state
        for h in st.heroes.values():
            for c in h.deck:
                seen[str(c)] += 1
        for e in game.events:
            if e.kind == "defend" and e.data.get("scratches"):
                by_enemy[e.data["enemy"].rstrip("0123456789")] += e.data["scratches"]  # the group, not the model
            elif e.kind == "death":
                deaths[str(e.data.get("vessel"))] += 1
        for entry in session.log:
            word = entry.command.split()
            verbs[word[0]] += 1
            if word[0] in ("major", "minor", "commit") and len(word) > 1:
                cards[f"{word[0]} {word[1]}"] += 1
        end = "won" if st.won else "gave up" if st.gave_up else "failed" if st.failed else \
            "all souls" if st.lost else "unfinished"
        won += st.won
        ends[end] += 1
        rounds.append(st.round)
    return {"won": won, "games": games, "ends": ends, "rounds": rounds, "by_enemy": by_enemy, "deaths": deaths,
            "verbs": verbs, "cards": cards, "seen": seen}


def chapter_adventures(chapter: int) -> list[str]:
    """The ids of a chapter's adventures, in the campaign's order."""
    from .content import load_content
    return [a.id for a in load_content().adventures_of(chapter)]


def table(chapter: int, games: int, seed: int, only: list[str] | None = None) -> None:
    print(f"chapter {chapter}, {games} games a cell, seeds {seed}..{seed + games - 1}")
    print(f"{'adventure':<18}" + "".join(f"{n} hero(es)".rjust(12) for n in range(1, 5)))
    for adventure in only or chapter_adventures(chapter):
        row = []
        for seats in range(1, 5):
            r = play(adventure, seats, games, seed)
            crashed = r["ends"].get("unfinished", 0) + r["ends"].get("crash", 0)
            row.append(f"{r['won']}/{games}" + (f" ({crashed}?)" if crashed else ""))
        print(f"{adventure:<18}" + "".join(c.rjust(12) for c in row), flush=True)


def main(argv: list[str]) -> None:
    if argv[0] == "table":
        table(int(argv[1]), int(argv[2]), int(argv[3]), argv[4].split(",") if len(argv) > 4 else None)
        return
    adventure, seats, games, seed = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    r = play(adventure, seats, games, seed)
    print(f"{adventure} {seats} hero(es) seeds {seed}..{seed + games - 1}: won {r['won']}/{games}")
    print("  ends:", dict(r["ends"]))
    rs = sorted(r["rounds"])
    print(f"  rounds: median {rs[len(rs) // 2]}, max {rs[-1]}")
    print("  scratches by enemy:", dict(r["by_enemy"].most_common()))
    print("  vessels died:", dict(r["deaths"].most_common()))
    print("  commands:", dict(r["verbs"].most_common()))
    print("  cards:", dict(r["cards"].most_common()))
    unused = sorted(c for c in r["seen"] if not any(k.split()[1] == c for k in r["cards"] if k.startswith("major")))
    print("  cards held but never resolved as a major action:", unused)


if __name__ == "__main__":
    main(sys.argv[1:])
