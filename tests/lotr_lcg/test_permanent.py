"""Permanent boons in campaign mode: fixed to their hero, never discarded while it is in play, removed
from the game when it leaves play, and back at the next setup while the hero is not fallen."""

from __future__ import annotations

import pytest

from hjourney_tui.games.lotr_lcg.rules.actions import attach

from .helpers import events, legal, prompt, put, run_until, stack, waiting
from .test_campaign import after_first, game, past_setup, record

BLESSING = "wardens_blessing"


def blessed(hero: str = "ilsa") -> dict:
    rec = record(1)
    rec["boons"] = [{"card": BLESSING, "seat": "A", "hero": hero}]
    return rec


def hero_of(g, card_id: str):  # noqa: ANN001, ANN201
    return next(c for c in g.state.players["A"].heroes.cards if c.card_id == card_id)


def on(g, h) -> list[str]:  # noqa: ANN001
    return [a.card_id for a in g.state.attachments_on(h)]


@pytest.mark.rule("LC-KW-PERMANENT-04")
def test_a_permanent_boon_never_moves_to_another_hero():
    rec = after_first(blessed())
    rec["boons"] = rec["boons"][:1]  # the blessing fixed on Ilsa only, not the boons the first scenario earned
    g = game(rec)
    g.apply("A", "replace ilsa corwen")  # its hero leaves the party for the second scenario
    past_setup(g)
    corwen = hero_of(g, "corwen")
    assert BLESSING not in on(g, corwen)
    assert not any(BLESSING in c for h in g.state.players["A"].heroes.cards for c in on(g, h))
    assert not any("Wardens' Blessing" in e.text and "which hero" in e.text for e in g.events)  # nobody is asked
    g.state.won = True
    assert g.quest_report().record["boons"][0] == {"card": BLESSING, "seat": "A", "hero": "ilsa"}


@pytest.mark.rule("LC-KW-PERMANENT-05")
def test_discarding_every_attachment_leaves_a_permanent_one_on_its_hero():
    g = game(blessed())
    st = g.state
    past_setup(g)
    ilsa = hero_of(g, "ilsa")
    blade = put(g, "keen_blade", st.players["A"].attachments, controller="A")
    attach(g, blade, ilsa)
    (rust,) = stack(g, "creeping_rust")
    run_until(g, lambda g: rust in st.encounter.discard.cards)
    assert blade in st.players["A"].discard.cards
    assert on(g, ilsa) == [BLESSING]


def _blessed_hero_destroyed():  # noqa: ANN202
    g = game(blessed())
    st = g.state
    past_setup(g)
    ilsa = hero_of(g, "ilsa")
    ilsa.tokens["damage"] = st.printed(ilsa)["hit_points"] - 1
    put(g, "hill_brigand", st.players["A"].engaged)
    run_until(g, lambda g: any(t == f"take {ilsa.uid}" for t in legal(g, waiting(g))))
    g.apply("A", f"take {ilsa.uid}")
    run_until(g, lambda g: ilsa in st.players["A"].discard.cards or "refresh" in prompt(g))
    assert ilsa in st.players["A"].discard.cards
    return g


@pytest.mark.rule("LC-KW-PERMANENT-06")
def test_a_permanent_boon_leaving_play_with_its_hero_is_removed_from_the_game():
    g = _blessed_hero_destroyed()
    st = g.state
    boon = next(c for c in st.cards.values() if c.card_id == BLESSING)
    assert g.table.zone_of(boon).name == "removed"
    assert boon not in st.players["A"].discard.cards
    assert events(g, "removed")


@pytest.mark.rule("LC-KW-PERMANENT-07")
def test_a_removed_permanent_boon_comes_back_at_the_next_setup_while_its_hero_is_not_fallen():
    g = _blessed_hero_destroyed()
    g.state.players["A"].threat = 49  # the refresh phase puts A out: the scenario is lost
    run_until(g, lambda g: g.outcome() is not None and g.state.players["A"].eliminated, limit=300)
    out = g.quest_report().record  # a lost scenario forgets its fallen heroes: Ilsa is not fallen
    assert out["results"][-1] == "lost" and "ilsa" not in out["fallen"]
    assert out["boons"] == [{"card": BLESSING, "seat": "A", "hero": "ilsa"}]
    again = game(dict(out))
    past_setup(again)
    assert on(again, hero_of(again, "ilsa")) == [BLESSING]
