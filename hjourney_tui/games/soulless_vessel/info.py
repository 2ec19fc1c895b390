"""What the menu and the command line know of Soulless Vessel without loading its engine."""

from hjourney_tui.core.bots import BOT_CLASSES
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

# every adventure of the campaign, chapter by chapter (a test keeps this in step with campaign.toml)
ADVENTURES = ("first_descent", "bell_cellars", "eel_warrens", "drowned_chapter",
              "burning_rows", "cinder_mill", "crow_tithe", "matrons_kiln",
              "brine_steps", "pickling_vaults", "cantors_hall", "bishops_reliquary",
              "will_o_road", "heron_causeway", "sunken_ferry", "fen_mothers_nest",
              "gilded_stair", "ticking_gallery", "hollow_court", "headless_throne")

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
    options=(OptionSpec("adventure", "which adventure to play as a single game", "first_descent", ADVENTURES,
                        single_game=True),
             OptionSpec("adventure_file", "an adventure of your own from a TOML file, as a single game: "
                        "hjourney new soulless_vessel --adventure FILE", {}, single_game=True),
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
