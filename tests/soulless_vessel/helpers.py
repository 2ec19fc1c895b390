"""Helpers for the Soulless Vessel rule tests: a game on the test content, models put where a
test wants them, and default answers to move the game along."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.info import INFO
from hjourney_tui.games.soulless_vessel.rules.spawning import spawn
from hjourney_tui.games.soulless_vessel.state import Enemy
from hjourney_tui.registry import GameInfo

FIXTURE = Path(__file__).resolve().parent / "fixture"
SEATS = ("Ana", "Bo", "Cy", "Di")
# the game on the test content, for the cross-game guards (autoplay, saves)
TEST_INFO = GameInfo(**{**INFO.__dict__, "ruleset_root": str(FIXTURE)})


def new(seats: int = 1, seed: int = 1, **options) -> Vessels:
    setup = Setup("soulless_vessel", [Seat(s) for s in SEATS[:seats]], "coop", seed, options)
    return Vessels(setup, load_ruleset("soulless_vessel", FIXTURE))


def legal(g: Vessels, seat: str | None = None) -> list[str]:
    return [c.text for c in g.legal_commands(seat)]


def refused(g: Vessels, seat: str | None = None) -> dict[str, str]:
    """Commands shown but refused now, with the reason."""
    return {c.text: c.reason for c in g.legal_commands(seat, enabled_only=False) if not c.enabled}


def waiting(g: Vessels) -> tuple[str, ...]:
    return g.decision().seats


def commit(g: Vessels, plan: dict[str, list[str]]) -> None:
    """Answer step 4: each hero commits the listed cards (nothing for a seat not listed)."""
    for seat in list(waiting(g)):
        for c in plan.get(seat, []):
            g.apply(seat, f"commit {c}")
        if g.decision().kind == "simultaneous" and seat in waiting(g):
            g.apply(seat, "done")


def events(g: Vessels, kind: str) -> list:
    return [e for e in g.events if e.kind == kind]


class Scripted:
    """The game's RNG with the next die faces fixed: each number is the index of the face the next
    die shows (in the order dice.toml lists them); after those, the real RNG goes on."""

    def __init__(self, real, faces: list[int]) -> None:  # noqa: ANN001 - the game's Rng
        self.real, self.faces = real, list(faces)

    def below(self, n: int) -> int:
        return self.faces.pop(0) if self.faces else self.real.below(n)

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.below(hi - lo + 1)

    def __getattr__(self, name: str):  # noqa: ANN204 - everything else is the real RNG's
        return getattr(self.real, name)


def rig(g: Vessels, *faces: int) -> None:
    g.rng = Scripted(g.rng if not isinstance(g.rng, Scripted) else g.rng.real, list(faces))


# face indexes in dice.toml, by what they show
STD_BOTCH, STD_1, STD_1PLUS, STD_2, STD_2WEAR, STD_CRIT = range(6)
POW_1, POW_2, POW_3 = 0, 2, 4
CUR_0, CUR_M1, CUR_M2 = 0, 2, 4
ENH_1, ENH_2, ENH_3 = 0, 2, 4


def open_board(g: Vessels) -> None:
    """Every room revealed and every door open, nothing spawned: room to lay out a test."""
    st = g.state
    st.board.revealed = list(g.content.maps[st.adventure].rooms)
    st.board.open_doors = list(g.content.maps[st.adventure].doors)
    g.map_changed()
    g._legal_cache = None


def put(g: Vessels, seat: str, square: str) -> None:
    g.state.heroes[seat].pos = board.parse(square)
    g._legal_cache = None


def foes(g: Vessels, kind: str, *squares: str) -> list[str]:
    """A group of this kind on these squares (as many models as squares), with an AI card drawn."""
    st = g.state
    before = set(st.enemies)
    spawn(g, kind, [board.parse(s) for s in squares])
    new_ids = [e for e in st.enemies if e not in before]
    for extra in new_ids[len(squares):]:
        st.groups[st.enemies[extra].group].models.remove(extra)
        del st.enemies[extra]
    for s in squares[len(new_ids):]:  # more models than the hero count brings
        st.spawned[kind] += 1
        eid = f"{kind}{st.spawned[kind]}"
        st.enemies[eid] = Enemy(eid, kind, board.parse(s), size=2 if g.content.enemies[kind].bulky else 1)
        st.groups[kind].models.append(eid)
        new_ids.append(eid)
    g._legal_cache = None
    return new_ids[:len(squares)]


def set_ai(g: Vessels, kind: str, card: str) -> None:
    grp = g.state.groups[kind]
    grp.ai = card
    grp.initiative = grp.acts_at = g.content.enemies[kind].initiative + g.content.ai_cards[card].initiative


def to_turn(g: Vessels, seat: str, plan: dict[str, list[str]] | None = None) -> None:
    """Place the planned cards, take the highest initiative, and answer by default until `seat`'s turn."""
    commit(g, plan or {})
    for _ in range(200):
        d = g.decision()
        if d.kind == "turn" and d.seats == (seat,):
            return
        opts = g.legal_commands()
        ini = [c for c in opts if c.verb == "initiative"]
        if ini:
            pick = max(ini, key=lambda c: c.data["initiative"])
            g.apply(pick.seat, pick.text)
            continue
        go = [c for c in opts if c.verb == "go" and c.seat == seat]
        if go:
            g.apply(seat, "go")
            continue
        first = opts[0]
        end = [c for c in opts if c.seat == first.seat and c.text in ("end", "done")]
        g.apply(first.seat, end[0].text if end else first.text)
    raise AssertionError(f"{seat}'s turn never came")
