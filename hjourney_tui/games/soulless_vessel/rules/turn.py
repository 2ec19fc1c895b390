"""A hero's turn: empty slots cool cards down, the default movement comes first, then each placed
card is resolved as a major or a minor action, in the order the hero likes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Answer, Ask, Option, Script
from ....core.timing import Occurrence, window
from .. import board
from . import abilities, consumables, equipment, exploration, found, loot, movement, outcome, trading

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..state import Hero


def hero_turn(game: Vessels, seat: str) -> Script:
    st = game.state
    h = st.heroes[seat]
    # a block a minor held since the hero's last turn lapses, and so do an attack card's defence dice
    h.braced, h.stance = 0, {}
    empty = abilities.SLOTS - len(h.placed)
    if empty:  # each empty slot counts as a minor action's cooldown reduction (VS-TURN-03)
        abilities.reduce_cooldowns(h, empty)
        game.emit(f"{seat}'s {empty} empty slot{'s' if empty > 1 else ''}: cooldowns -{empty}", kind="cooldown",
                  seat=seat, rule="VS-TURN-03", data={"seat": seat, "reduction": empty})
    movement.begin(h, movement.speed(game, h) + equipment.start_of_turn_mp(game, h),  # the default movement (VS-TURN-01)
                   nimble=equipment.grants(game, h, "nimble"), slippery=equipment.grants(game, h, "slippery"))
    game.emit(f"{seat}'s turn (initiative {h.initiative}, {h.mp} MP)", kind="turn", seat=seat, rule="VS-TURN-01",
              data={"seat": seat, "initiative": h.initiative, "mp": h.mp})
    while not st.over:
        if not h.placed and not _anything_to_do(game, h):
            break
        # the options are listed only when asked for: a save's replay never needs them
        ans: Answer = yield Ask(seat, _prompt(game, seat), [], kind="turn", rule="VS-TURN-02",
                                live=lambda: _options(game, seat))
        verb = ans.name
        if verb == "end":
            break
        if verb == "move":
            yield from movement.move(game, h, board.parse(ans.args[0]))
        elif verb == "open":
            yield from exploration.open_door(game, h, ans.args[0])
        elif verb == "major":
            yield from abilities.major(game, h, ans.args[0], *ans.args[1:3])
        elif verb == "minor":
            yield from abilities.minor(game, h, ans.args[0])
        elif verb in ("rearrange", "give", "take"):  # items in a campaign (rules/trading.py)
            yield from trading.act(game, h, verb, list(ans.args))
        elif verb == "chest":
            yield from loot.open_chest(game, h, board.parse(ans.args[0]))
        elif verb == "pickup":
            yield from loot.pick_up(game, h, board.parse(ans.args[0]))
        elif verb == "use":
            yield from consumables.use(game, h, ans.args[0], *ans.args[1:2])
        elif verb in ("inhabit", "extract", "swap"):
            yield from found.act(game, h, verb, ans.args[0])
        elif verb == "abandon":
            outcome.abandon(game, seat)
        outcome.check(game)
    h.mp = 0
    h.placed = []
    if not st.over:  # what waits for the end of the hero's activation answers it (rules/moments.py)
        yield from window(game, Occurrence("activation_ended", {"seat": seat}), "after")


# what a hero may do on its turn besides ending it or abandoning the adventure, group by group
_GROUPS = (movement.options, exploration.options, abilities.options, trading.options, loot.options,
           found.options, consumables.options)


def _anything_to_do(game: Vessels, h: Hero) -> bool:
    """Whether the hero may do anything but end its turn: groups are listed only until one offers something."""
    return any(o.enabled for group in _GROUPS for o in group(game, h))


def _options(game: Vessels, seat: str) -> list[Option]:
    """What the hero may do now; the last two are always `end` (or nothing left to end) and `abandon`."""
    h = game.state.heroes[seat]
    opts = [o for group in _GROUPS for o in group(game, h)]
    opts.append(Option("end", "end your turn (unspent MP are lost)", {"verb": "end"}, enabled=not h.placed,
                       reason="resolve every placed card first, as a major or a minor action" if h.placed else ""))
    opts.append(outcome.abandon_option(game))
    return opts


def _prompt(game: Vessels, seat: str) -> str:
    h = game.state.heroes[seat]
    cards = ", ".join(h.placed) or "no cards"
    return f"{seat}'s turn at {board.name(h.pos)}: {h.mp} MP, to resolve: {cards}"
