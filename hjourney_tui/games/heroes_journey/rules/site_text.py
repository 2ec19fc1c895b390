"""Site text: the site where the Campaign player's party stands changes characters' values while it is
there (HJ-SITE-10).  No site text works while starting parties are placed (HJ-SETUP-22)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjourney_tui.core.modifiers import Modifier

from . import playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def live_site(game: HeroesJourney) -> str:
    """The uid of the site whose text is in effect now, or ""."""
    st = game.state
    cp = st.turn.campaign
    if not cp or st.turn.phase == "setup":
        return ""
    return st.path.get(st.players[cp].site, "")


def bonus(game: HeroesJourney) -> dict[str, Any] | None:
    uid = live_site(game)
    return game.state.data(uid).get("bonus") if uid else None


def modifiers(game: HeroesJourney) -> list[Modifier]:
    """One modifier for each character the live site's text reaches.  A race or feature named by the
    text is read from the printed card, so blanking a character does not take it away (HJ-CHR-14)."""
    b = bonus(game)
    if b is None:
        return []
    st = game.state
    if b["who"] == "companion":
        chars = playing.companions(game, st.turn.campaign)
    else:
        chars = playing.minions(game)
    tag = b.get("tag")
    site = live_site(game)
    return [Modifier(u, b["stat"], b["amount"], source=site) for u in chars
            if tag is None or tag in st.data(u).get("tags", ())]
