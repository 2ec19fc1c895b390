"""What the menu and the command line know of Soulless Vessel without loading its engine."""

from hjourney_tui.core.bots import BOT_CLASSES
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

BOT_CLASSES.setdefault("soulless_vessel:heuristic", "hjourney_tui.games.soulless_vessel.bots:HeuristicBot")

INFO = GameInfo(
    id="soulless_vessel",
    title="Soulless Vessel",
    blurb="1-4 souls in borrowed bodies explore a dungeon room by room: each round they commit ability "
          "cards in secret, act in initiative order and roll custom dice against AI-driven enemy groups.",
    modes=("solo", "coop"),
    min_seats=1,
    max_seats=4,
    engine="hjourney_tui.games.soulless_vessel.engine:Vessels",
    tui="hjourney_tui.games.soulless_vessel.tui:build_panes",
    options=(OptionSpec("adventure", "which adventure to play", "first_descent", ("first_descent",)),
             OptionSpec("difficulty", "the campaign's difficulty", "default",
                        ("default", "challenger", "nightmare", "nightmare+1", "nightmare+2", "nightmare+3")),
             OptionSpec("open_planning", "variant: cards are placed in the open, one hero after another", False),
             OptionSpec("soft_failure", "variant (campaign): losing every vessel fails the adventure, not the "
                                        "campaign", False),
             OptionSpec("modifiers", "extra difficulty modifiers by name, comma-separated: uneasy_dark, "
                                     "marked_broods, sharpened_claws, hunting_pace", "")),
    campaign=True,
    listing=1,
)
