"""Moving the party along the shared path (HJ-MOVE-01..08, HJ-SITE-03..07)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.turns import CLOCKWISE, COUNTER_CLOCKWISE

from . import characters, elimination, playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney

LAST_SITE = 9


def placer(game: HeroesJourney) -> str:
    """Who places the next site: the opponent the leaving site's arrow points to, the only opponent
    in a two-player game (HJ-SITE-03, HJ-SITE-04)."""
    st = game.state
    cp = st.turn.campaign
    site = st.site_at(st.players[cp].site)
    arrow = site["arrow"] if site else "right"
    direction = COUNTER_CLOCKWISE if arrow == "right" else CLOCKWISE
    return game.turns.next_after(cp, direction) or cp


def move(game: HeroesJourney) -> Script:
    """One move from site N to N+1, in the order of HJ-MOVE-05; at site 9 the party cannot move."""
    st = game.state
    cp = st.turn.campaign
    p = st.players[cp]
    n = p.site + 1
    if n > LAST_SITE:
        game.emit(f"{cp}'s party is at site {LAST_SITE} and cannot move", kind="move", rule="HJ-MOVE-06")
        return
    if n not in st.path:
        who = placer(game)
        order = [who, *(s for s in game.turns.order_from(who, COUNTER_CLOCKWISE) if s not in (who, cp))]
        for seat in order:
            fits = elimination.fitting_sites(game, seat, n)
            if not fits:
                continue
            answer = yield Ask(seat, f"place site {n} from your atlas",
                               [Option(f"site {u}", f"{st.data(u)['title']} (risk {st.data(u)['risk']})",
                                       {"verb": "site", "card": u, "card_id": st.card(u).card_id, "number": n,
                                        "risk": st.data(u)["risk"]})
                                for u in fits], rule="HJ-SITE-05")
            elimination.place_site(game, seat, answer.args[0], n)
            break
        else:
            game.emit(f"nobody can place site {n}: the party stays", kind="move", rule="HJ-MP-05")
            return
    brazen = sum(characters.stat(game, u, "brazen") for u in playing.active_in_play(game))
    if brazen:
        st.pool += brazen
        game.emit(f"brazen cards add {brazen} to the pool ({st.pool})", kind="risk", rule="HJ-KW-BRAZEN-01",
                  data={"pool": st.pool, "change": brazen})
    p.site = n
    st.turn.moves += 1
    game.emit(f"{cp}'s party moves to site {n}", kind="move", seat=cp, rule="HJ-MOVE-05",
              data={"seat": cp, "site": n, "moves": st.turn.moves})
    risk = st.site_at(n)["risk"]  # type: ignore[index]
    st.pool += risk
    party = len(playing.companions(game, cp))
    st.pool += party
    game.emit(f"risk: site {risk} + {party} companion{'s' if party != 1 else ''} = pool {st.pool}", kind="risk",
              rule="HJ-RISK-09", data={"pool": st.pool, "site_risk": risk, "companions": party})


def can_move_again(game: HeroesJourney) -> bool:
    """Below the move limit and not at site 9 (HJ-REG-05, HJ-EDGE-12)."""
    st = game.state
    return st.turn.moves < st.turn.move_limit and st.players[st.turn.campaign].site < LAST_SITE
