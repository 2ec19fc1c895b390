"""Real save and campaign files for the fault tests: a game of each of the five games, and a
Warhammer Quest campaign with one quest finished and the next under way."""

from __future__ import annotations

import shutil
from pathlib import Path

from hjourney_tui.core.bots import RandomBot
from hjourney_tui.core.campaign import campaign_path, new_campaign, record_quest, start_quest
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, save_path, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

CAMPAIGN = "Camp"


def play(session: Session, commands: int, seed: int = 0, *, stop_before_end: bool = False) -> None:
    """Random legal commands; with stop_before_end, stop when one more would end the game."""
    bot = RandomBot(seed)
    for _ in range(commands):
        if session.outcome() is not None:
            return
        seat = session.game.decision().seats[0]
        choice = bot.choose(session.view(seat), session.game.legal_commands(seat))
        before = list(session.log)
        session.apply(seat, choice)
        if stop_before_end and session.outcome() is not None:
            session.rebuild(before)
            return


def quest_at_its_last_command(folder: Path, name: str = CAMPAIGN, seed: int = 5) -> tuple[Path, str]:
    """A new campaign whose first quest's save waits for the command that ends it."""
    info = game_info("wq_acg")
    camp = new_campaign(info, name, [Seat("Ana"), Seat("Ben")], "coop", folder)
    path = start_quest(info, camp, folder, seed)
    session = load_save(path)
    play(session, 100000, seed, stop_before_end=True)
    write_save(session, path)
    return path, _ending(session, seed)


def _ending(session: Session, seed: int) -> str:
    """A command that ends the game now (play stopped just before one)."""
    seat = session.game.decision().seats[0]
    for c in session.game.legal_commands(seat):
        before = list(session.log)
        session.apply(seat, c.text)
        over = session.outcome() is not None
        session.rebuild(before)
        if over:
            return f"{seat}: {c.text}"
    raise AssertionError("no command ends the game here")


def build(folder: Path) -> dict[str, Path]:
    """Every kind of file, written by the code under test: {label: path}."""
    folder.mkdir(parents=True, exist_ok=True)
    kf = Session.new(game_info("kilforth"), [Seat("Ana"), Seat("Ben", "random")], "coop", 11, {"deal_start": True})
    play(kf, 40, 1)
    write_save(kf, save_path("kf", folder))
    wq = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", 12)
    play(wq, 40, 2, stop_before_end=True)
    write_save(wq, save_path("wq", folder))
    others = {"hj": ("heroes_journey", "competitive"), "lc": ("lotr_lcg", "coop"), "vs": ("soulless_vessel", "coop")}
    for i, (name, (game, mode)) in enumerate(others.items()):
        s = Session.new(game_info(game), [Seat("Ana"), Seat("Ben")], mode, 13 + i)
        play(s, 40, 4 + i, stop_before_end=True)
        write_save(s, save_path(name, folder))
    first, ending = quest_at_its_last_command(folder)
    session = load_save(first)
    seat, _, text = ending.partition(": ")
    session.apply(seat, text)
    write_save(session, first)
    assert record_quest(session, first) is not None
    info = game_info("wq_acg")
    from hjourney_tui.core.campaign import load_campaign

    second = start_quest(info, load_campaign(campaign_path(CAMPAIGN, folder)), folder, 6)
    session = load_save(second)
    play(session, 25, 3, stop_before_end=True)
    write_save(session, second)
    for bak in folder.rglob("*.bak"):
        bak.unlink()
    return {"kilforth game": folder / "kf.toml", "wq game": folder / "wq.toml",
            "heroes' journey game": folder / "hj.toml", "lcg game": folder / "lc.toml",
            "soulless vessel game": folder / "vs.toml",
            "finished quest": first, "quest under way": second,
            "campaign": campaign_path(CAMPAIGN, folder)}


def copy_folder(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst)
    return dst


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under `folder`, hidden ones included, by relative path."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
