"""Kilforth's registry entry (kept light: no engine import)."""

from __future__ import annotations

from hjourney_tui.core.bots import BOT_CLASSES
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

BOT_CLASSES.setdefault("kilforth:heuristic", "hjourney_tui.games.kilforth.bots:HeuristicBot")

INFO = GameInfo(
    id="kilforth", title="Shadows of Kilforth", short="Kilforth",
    blurb="Heroes roam a darkening land, finish their sagas and face the Ancient before the last Night.",
    modes=("solo", "coop", "competitive"), min_seats=1, max_seats=4,
    engine="hjourney_tui.games.kilforth.engine:Kilforth",
    tui="hjourney_tui.games.kilforth.tui:build_panes",
    options=(
        OptionSpec("choose_heroes", "each hero chooses race, class and side (otherwise dealt at random)", False),
        OptionSpec("deal_start", "starting rumours and sides are dealt at random instead of chosen", False),
        OptionSpec("secret_hands", "co-op: each hero's rumours are seen by its own player only (always so when "
                   "competing)", False),
        OptionSpec("night_setup", "Night cards discarded at setup: easier (-1), normal (0), harder (+1)", 0,
                   bounds=(-1, 1)),
        OptionSpec("easy_dice", "dice showing 4, 5 or 6 succeed", False),
        OptionSpec("advanced_regale", "chapter N costs 2xN gold instead of 5", False),
        OptionSpec("auto_evasion", "a Hidden hero with more Sneak than the foe evades without rolling", False),
        OptionSpec("first_game", "no plots and no Ancient abilities", False),
        OptionSpec("hard_centre", "the harsh centre replaces the Sanctum", False),
        OptionSpec("finale_gathering", "co-op: a Finale is told only with every hero present", False),
        OptionSpec("random_abilities", "Ancient ability cards are dealt at random", False),
        OptionSpec("random_night_locations", "each Night card falls on a place drawn from location tokens", False),
        OptionSpec("random_reward_locations", "each reward is Discovered at a place drawn from location tokens",
                   False),
    ),
    default_seats={"solo": 1, "coop": 2, "competitive": 2},
)
