"""What the menu and the command line know of the Lord of the Rings card game without loading its engine."""

from hjourney_tui.core.bots import BOT_CLASSES
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

BOT_CLASSES.setdefault("lotr_lcg:basic", "hjourney_tui.games.lotr_lcg.bots:BasicBot")
BOT_CLASSES.setdefault("lotr_lcg:heuristic", "hjourney_tui.games.lotr_lcg.bots:HeuristicBot")

INFO = GameInfo(
    id="lotr_lcg",
    title="The Lord of the Rings: The Card Game", short="LOTR LCG",
    blurb="1-4 players lead heroes and a deck each along a quest deck, against an encounter deck "
          "of enemies, locations and treacheries; seven phases a round, threat rising all the while.",
    modes=("solo", "coop"),
    min_seats=1,
    max_seats=4,
    engine="hjourney_tui.games.lotr_lcg.engine:Lotr",
    campaign=True,  # the scenarios in order, with a campaign log between them
    deck_reader="hjourney_tui.games.lotr_lcg.decks:read_deck",
    tui="hjourney_tui.games.lotr_lcg.tui:build_panes",
    options=(OptionSpec("scenario", "which scenario to play (single games; a campaign plays them in order)",
                        "drowned_road",
                        ("drowned_road", "burning_hamlets", "sunken_archive"), single_game=True),
             OptionSpec("decks", "deck ids for the seats in order, comma-separated (the rest by default)", ""),
             OptionSpec("first_player", "the seat number that starts as first player (0: random)", 0),
             OptionSpec("easy", "easy mode: heroes start with a resource; hard-only encounter cards stay out",
                        False),
             OptionSpec("show_score", "show the running score on the threat tray (it is kept either way)", False)),
)
