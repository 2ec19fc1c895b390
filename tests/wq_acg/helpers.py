"""Set-up helpers for Warhammer Quest rule tests: a started quest and forced dice."""

from __future__ import annotations

import copy

from hjourney_tui.core.dice import Face
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

S = Face("S", 0, ("success",))
C = Face("C", 0, ("crit",))
D = Face("D", 0, ("defence",))
SD = Face("S+D", 0, ("success", "defence"))
BLANK = Face("-", 0, ())
A = Face("A", 0, ("attack",))
N = Face("N", 0, ("nemesis",))


class FixedDie:
    """Stands in for a die: gives the faces queued by the test, in order."""

    def __init__(self, name: str, real) -> None:
        self.name = name
        self.faces = real.faces
        self.queue: list[Face] = []

    def roll(self, rng) -> Face:
        if not self.queue:
            raise AssertionError(f"the test queued too few {self.name} faces")
        return self.queue.pop(0)


HEROES = ["ironwarden", "windrunner", "lampbearer", "emberseer"]


def start(n: int = 2, seed: int = 1, heroes: list[str] | None = None, solo: bool = False,
          abilities: bool = False) -> Session:
    """A quest after hero picks and the leader's choice.  The heroes' own abilities are
    left out unless asked for, so a rule's test sees that rule alone at work."""
    info = game_info("wq_acg")
    names = ["Ana", "Ben", "Cy", "Dee"][:n]
    s = Session.new(info, [Seat(x) for x in names], "solo" if solo else "coop", seed, strict=True)
    if not abilities:
        without_abilities(s.game)
    for seat, hero in zip(names, heroes or HEROES, strict=False):
        s.apply(seat, f"pick {hero}")
    s.apply("Ana", "leader 1")
    return s


def without_abilities(game) -> None:
    """This game only: the heroes keep their cards but lose their abilities."""
    game.c = copy.deepcopy(game.c)
    game._patched = True
    for hero in game.c["hero"].values():
        hero.pop("after_action", None)
        hero.pop("modify", None)


def fix_dice(game) -> tuple[FixedDie, FixedDie]:
    game.hero_die = FixedDie("hero", game.hero_die)
    game.enemy_die = FixedDie("enemy", game.enemy_die)
    game._legal_cache = None
    return game.hero_die, game.enemy_die


def clear_enemies(game) -> None:
    """Send every enemy in play back to the deck so a test can place its own."""
    for z in (*game.zones.values(), game.shadow):
        for e in list(z):
            game.table.move(e, game.enemy_deck, face_up=False)
            e.flags.discard("exhausted")
            e.tokens.pop("wounds", None)
    game._legal_cache = None


def place(game, enemy_id: str, seat: str | None = None, face_up: bool = True):
    """Put a copy of `enemy_id` from the deck (or the lair) into a zone."""
    for zone in (game.enemy_deck, game.lair, game.enemy_discard):
        for e in zone:
            if e.card_id == enemy_id:
                game.table.move(e, game.zones[seat] if seat else game.shadow, face_up=face_up)
                game._legal_cache = None
                return e
    raise AssertionError(f"no {enemy_id} left to place")


def legal(session, seat: str | None = None) -> list[str]:
    session.game._legal_cache = None
    return [c.text for c in session.game.legal_commands(seat)]


def empty_dungeon(game) -> None:
    """Set the dungeon deck aside so explore draws nothing unexpected."""
    game.table.gather(game.dungeon_deck, game.unused)


def inspired_explorer(heroes: int = 2):
    """Ana Inspired, about to explore an empty dungeon with no enemies, her two hero dice blank:
    the one success of the result comes from Inspired alone.  Returns the session."""
    s = start(heroes)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    empty_dungeon(g)
    g.give_condition("Ana", "inspired", "test")
    hero.queue = [BLANK, BLANK]
    return s


def slay_nemesis(session, seat: str = "Ana", wounds_left: int = 1) -> None:
    """The lair's nemesis engages `seat` with `wounds_left` health and the seat's attack (all successes) ends it.

    Call fix_dice first; the enemy die shows a blank.
    """
    g = session.game
    nem = g.lair.top
    g.engage(nem, seat, "test")
    nem.tokens["wounds"] = g.foe(nem)["health"] - wounds_left
    g.hero_die.queue = [S] * g.dice_for(seat, "attack")
    g.enemy_die.queue = [BLANK]
    session.apply(seat, f"attack e{nem.uid}")


def only_engageable_enemies(game) -> None:
    """Set aside the enemy cards that never engage, so every spawn lands in a zone."""
    for e in list(game.enemy_deck):
        if game.foe(e).get("cannot_engage"):
            game.table.move(e, game.unused)
