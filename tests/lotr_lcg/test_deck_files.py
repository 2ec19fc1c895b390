"""A player's own deck file: read and checked against the deck rules (each broken rule named), played
with `hjourney new lotr_lcg --deck SEAT=FILE`, kept in the save, and carried by a campaign's log."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from hjourney_tui.cli import main
from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.decks import SEAT_DECKS, DeckError
from hjourney_tui.core.saves import load_save
from hjourney_tui.games.lotr_lcg.decks import read_deck
from hjourney_tui.registry import game_info

INFO = game_info("lotr_lcg")

# every card of the wider pool, so the bots try each of them
POOL_DECK = {
    "name": "Lanterns and Bows", "heroes": ["aubrey", "mirela", "gunnhild"],
    "cards": {"lantern_bearer": 2, "shrine_warden": 2, "wandering_minstrel": 2, "dawn_acolyte": 3,
              "steady_heart": 2, "hope_renewed": 2, "bright_resolve": 2, "blessed_charm": 2, "pilgrims_mantle": 1,
              "marsh_bowyer": 2, "owl_watcher": 2, "archivist_of_the_mere": 2, "village_healer": 3, "fen_guide": 3,
              "bind_wounds": 2, "deep_study": 1, "herbal_satchel": 2, "spyglass": 1, "oilskin_coat": 1,
              "hill_slinger": 2, "redaxe_kinsman": 2, "shield_bearer": 2, "cleaving_blow": 1, "brace": 1,
              "savage_rush": 1, "war_axe": 1, "hillfolk_helm": 1, "wayfarer": 2},
}
LEADER_DECK = {
    "name": "The Watch", "heroes": ["corwen"],
    "cards": {"ashford_spearman": 3, "herald_of_the_vale": 3, "captain_of_the_watch": 3, "road_warden": 3,
              "quartermaster": 3, "muster_the_levy": 3, "stirring_words": 3, "word_from_ashford": 3,
              "commanders_mail": 3, "marshals_baton": 3, "ford_guard": 3, "village_elder": 3, "call_to_arms": 3,
              "rally_the_road": 3, "banner_of_the_ford": 3, "wardens_horn": 3, "second_wind": 2},
}

# the cards that answer from hand, put into play, cost X, look ahead, add an icon, read the victory display...
TRICKS_DECK = {
    "name": "Road Tricks", "heroes": ["corwen", "mirela", "aubrey"],
    "cards": {"warding_word": 3, "call_the_reserves": 3, "quiet_vigil": 2, "scout_ahead": 3, "wayfarers_badge": 2,
              "ashford_spearman": 1, "rousing_call": 2, "road_warden": 1,
              "oathbound_sellsword": 2, "mark_the_path": 2, "tales_of_valour": 2, "break_the_spell": 2,
              "marsh_bowyer": 1, "warm_welcome": 2, "owl_watcher": 1, "shrine_warden": 1, "lantern_bearer": 1,
              "forced_march": 2, "deflecting_shield": 2, "cleansing_draught": 2, "steady_heart": 1,
              "banishing_rite": 2, "recruiters_ledger": 2, "dawn_acolyte": 3, "hill_slinger": 1, "reckless_search": 2,
              "fletchers_quiver": 1, "shoulder_to_shoulder": 1},
}


def read(data: dict) -> dict:
    return read_deck(data, INFO.load_ruleset(), "mine.toml")


def problems(data: dict) -> list[str]:
    with pytest.raises(DeckError) as err:
        read(data)
    assert err.value.source == "mine.toml"
    return err.value.problems


def test_the_sample_decks_are_legal_and_use_every_new_card():
    c = sum(POOL_DECK["cards"].values()), sum(LEADER_DECK["cards"].values()), sum(TRICKS_DECK["cards"].values())
    assert c == (50, 50, 50)
    assert read(POOL_DECK) == POOL_DECK and read(LEADER_DECK) == LEADER_DECK and read(TRICKS_DECK) == TRICKS_DECK
    from hjourney_tui.games.lotr_lcg.content import load

    cards = load(INFO.load_ruleset()).cards
    shipped = {cid for d in load(INFO.load_ruleset()).decks.values() for cid in d["cards"]}
    unused = set(cards) - shipped - set(POOL_DECK["cards"]) - set(LEADER_DECK["cards"]) - set(TRICKS_DECK["cards"])
    assert unused == set()


@pytest.mark.rule("LC-CORE-DECK-01")
@pytest.mark.rule("LC-CORE-DECK-02")
@pytest.mark.rule("LC-CORE-DECK-04")
def test_every_broken_rule_is_named_at_once():
    bad = {"heroes": ["aubrey"], "cards": {**POOL_DECK["cards"], "wayfarer": 4, "bregan": 1}}
    bad["cards"]["lantern_bearer"] = 0
    found = problems(bad)
    assert "4 copies of Wayfarer (at most 3)" in found
    assert "the hero 'bregan' cannot be in the card list" in found
    assert "'lantern_bearer' should have 1 or more copies, not 0" in found
    short = {"heroes": ["aubrey"], "cards": dict(POOL_DECK["cards"], wayfarer=1)}
    assert problems(short) == ["49 cards (at least 50, heroes not counted)"]


@pytest.mark.rule("LC-CORE-DECK-03")
def test_one_to_three_heroes_with_different_titles():
    assert "a deck has 1 to 3 heroes, not 4" in problems(dict(POOL_DECK, heroes=["aubrey", "mirela", "bregan",
                                                                                  "gunnhild"]))
    assert "a deck has 1 to 3 heroes, not 0" in problems(dict(POOL_DECK, heroes=[]))
    assert "two heroes share a title (Mirela Inkfinger)" in problems(dict(POOL_DECK, heroes=["mirela", "mirela"]))


@pytest.mark.rule("LC-CORE-DECK-05")
def test_a_deck_may_mix_every_sphere_and_neutral_cards():
    mixed = {"heroes": ["bregan"], "cards": {"ford_guard": 3, "herb_gatherer": 3, "brook_warden": 3, "axe_sworn": 3,
                                             "wayfarer": 3, **{k: 3 for k in ("poultice", "calm_breath",
                                             "sudden_strike", "call_to_arms", "thick_cloak", "token_of_hope",
                                             "keen_blade", "wardens_horn", "second_wind", "hired_sellsword")},
                                             "deep_study": 2, "steady_heart": 3}}
    assert sum(mixed["cards"].values()) == 50
    assert read(mixed)["heroes"] == ["bregan"]


@pytest.mark.rule("LC-CORE-DECK-06")
def test_campaign_cards_cannot_go_in_a_deck():
    deck = dict(POOL_DECK, cards={**POOL_DECK["cards"], "ferrymans_token": 1, "grief_of_ashford": 1})
    found = problems(deck)
    assert "'ferrymans_token' is for campaign mode only and cannot be put in a deck" in found
    assert "'grief_of_ashford' is for campaign mode only and cannot be put in a deck" in found


def test_a_file_that_is_not_a_deck_says_why():
    found = problems({"hero": ["aubrey"], "cards": ["ford_guard"]})
    assert "'hero' is not part of a deck file (it holds name, heroes, cards, learning)" in found
    assert any(p.startswith("'heroes' should be a list") for p in found)
    assert any(p.startswith("'cards' should be a table") for p in found)


def run(*args: str, code: int = 0):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == code, (result.output, result.exception)
    return result


def write(path: Path, deck: dict) -> Path:
    path.write_text(tomli_w.dumps(deck), encoding="utf-8")
    return path


def test_new_with_a_deck_file_plays_it_and_the_save_keeps_it(saves, tmp_path):
    deck = write(tmp_path / "pool.toml", POOL_DECK)
    out = run("new", "lotr_lcg", "--seat", "A", "--seat", "B", "--name", "d", "--seed", "2", "--deck", f"B={deck}")
    path = Path(out.stdout.strip())
    assert tomllib.loads(path.read_text())["options"][SEAT_DECKS] == {"B": POOL_DECK}
    deck.unlink()
    g = load_save(path).game
    view = g.view("B")["players"]
    assert [h["card"] for h in view["B"]["heroes"]] == ["aubrey", "mirela", "gunnhild"]
    assert view["B"]["deck_name"] == "Lanterns and Bows" and view["A"]["deck_name"] == "Wardens of the Ford"
    bad = write(tmp_path / "bad.toml", dict(POOL_DECK, heroes=[]))
    result = run("new", "lotr_lcg", "--seat", "A", "--name", "e", "--deck", f"A={bad}", code=2)
    assert "a deck has 1 to 3 heroes, not 0" in result.stderr
    assert not (saves / "e.toml").exists()


def test_a_campaign_keeps_a_deck_file_in_its_log(saves, tmp_path):
    deck = write(tmp_path / "pool.toml", LEADER_DECK)
    run("campaign", "new", "lotr_lcg", "Watch", "--seat", "A", "--deck", f"A={deck}", "--seed", "1")
    camp = load_campaign(campaign_path("Watch", saves))
    assert camp.record["heroes"] == {"A": ["corwen"]}
    assert camp.record["decks"]["A"] == {"name": "The Watch", "cards": LEADER_DECK["cards"]}
    assert SEAT_DECKS not in camp.options  # the log holds the deck from now on


@pytest.mark.parametrize("decks", [{"A": POOL_DECK, "B": LEADER_DECK}, None])
def test_bots_play_every_deck_without_a_fault(decks):
    if decks is None:  # the four shipped decks at one table
        r = autoplay(INFO, games=2, seed=3, seats=4, bot="basic", strict=True)
    else:
        opts = {SEAT_DECKS: {f"Bot{i + 1}": d for i, d in enumerate(decks.values())}}
        r = autoplay(INFO, games=3, seed=3, seats=2, bot="random", strict=True, options=opts)
        assert not r.crashes, r.crashes[0]
        r = autoplay(INFO, games=3, seed=3, seats=2, bot="basic", strict=True, options=opts)
    assert not r.crashes, r.crashes[0]
    assert not r.unfinished


def test_a_hero_sits_at_the_table_only_once():
    from hjourney_tui.games.lotr_lcg.content import load
    from hjourney_tui.games.lotr_lcg.engine import deck_lists_from_options

    content = load(INFO.load_ruleset())
    mine = dict(LEADER_DECK, heroes=["bregan"])  # Bregan leads the first shipped deck too
    decks = deck_lists_from_options(content, {SEAT_DECKS: {"B": mine}}, ["A", "B"])
    assert decks[1].heroes == ("bregan",) and decks[0].id == "keepers_of_the_reeds"  # A's deck skips Bregan's
    with pytest.raises(ValueError, match="A and B both lead Bregan of the Ford"):
        deck_lists_from_options(content, {"decks": "wardens_of_the_ford", SEAT_DECKS: {"B": mine}}, ["A", "B"])


@pytest.mark.rule("LC-CORE-VAR-02")
def test_a_learning_deck_of_30_cards_may_be_used():
    from .helpers import new, to_planning

    cards = {"ford_guard": 3, "village_elder": 3, "call_to_arms": 3, "rally_the_road": 3, "banner_of_the_ford": 3,
             "axe_sworn": 3, "shieldwall_veteran": 3, "sudden_strike": 3, "keen_blade": 3, "stout_buckler": 3}
    learning = {"name": "First Steps", "heroes": ["bregan", "hrothmar"], "cards": cards, "learning": True}
    assert sum(cards.values()) == 30 and read(learning) == learning
    assert "30 cards (at least 50, heroes not counted)" in problems(dict(learning, learning=False))
    assert "33 cards (a learning deck has 30, heroes not counted)" in problems(
        dict(learning, cards=dict(cards, hired_sellsword=3)))
    g = new(1, **{SEAT_DECKS: {"A": read(learning)}})
    to_planning(g)
    p = g.state.players["A"]
    assert len(p.deck) + len(p.hand) + len(p.discard) == 30
