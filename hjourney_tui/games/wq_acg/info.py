"""What the menu and the command line know of Warhammer Quest without loading its engine."""

from hjourney_tui.core.bots import BOT_CLASSES
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

BOT_CLASSES.setdefault("wq_acg:heuristic", "hjourney_tui.games.wq_acg.bots:HeuristicBot")

INFO = GameInfo(
    id="wq_acg",
    title="Warhammer Quest: The Adventure Card Game", short="Warhammer Quest",
    blurb="A party of 2-4 heroes delves beneath the town; act with your four action cards, "
          "hold back the enemies and finish the quest before peril overwhelms you.",
    modes=("solo", "coop"),
    min_seats=2,
    max_seats=4,
    engine="hjourney_tui.games.wq_acg.engine:WarhammerQuest",
    # outside a campaign any sheet can be played alone; endless_stair is the delve
    options=(OptionSpec("quest", "which quest sheet to play", "rot_beneath",
                        ("rot_beneath", "stolen_lanterns", "drowned_chapel", "greywater_mill", "ember_throne",
                         "endless_stair")),),
    tui="hjourney_tui.games.wq_acg.tui:build_panes",
    campaign=True,
    solo_seats=(2, 2),  # a solo player runs two heroes
)
