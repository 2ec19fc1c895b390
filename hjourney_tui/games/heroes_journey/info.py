"""The Heroes' Journey's registry entry (kept light: no engine import)."""

from __future__ import annotations

from hjourney_tui.core.bots import BOT_CLASSES
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

BOT_CLASSES.setdefault("heroes_journey:heuristic", "hjourney_tui.games.heroes_journey.bots:HeuristicBot")

INFO = GameInfo(
    id="heroes_journey", title="The Heroes' Journey", short="Heroes' Journey",
    blurb="Each player leads a Hero and companions along a shared path of nine sites, while every "
          "opponent spends the risk they stir up on minions to stop them.",
    modes=("competitive",), min_seats=2, max_seats=6,
    engine="hjourney_tui.games.heroes_journey.engine:HeroesJourney",
    tui="hjourney_tui.games.heroes_journey.tui:build_panes",
    deck_reader="hjourney_tui.games.heroes_journey.decks:read_deck",
    options=(
        OptionSpec("decks", "prebuilt decks alice, iliad, jungle, oz: one per seat round the table (e.g. oz,iliad); "
                           "blank: those four in that order", ""),
        OptionSpec("persistent_pool", "the risk pool is not emptied when a turn starts", False),
        OptionSpec("end_reconcile", "the Campaign player reconciles when their party stops", False),
        OptionSpec("intro", "intro game: each atlas site has one number (its place in the atlas, by region)", False),
    ),
    default_seats={"competitive": 2},
    listing=1,  # after the games that shipped before it
)
