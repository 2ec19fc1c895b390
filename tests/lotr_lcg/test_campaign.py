"""Campaign mode: the log between scenarios, hero changes and the threat penalty, boons and burdens, and
the campaign files and commands shared with the other campaign games."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjourney_tui.core.campaign import (
    Campaign,
    RecordError,
    campaign_path,
    load_campaign,
    new_campaign,
    open_campaign,
    record_quest,
    start_quest,
    write_campaign,
)
from hjourney_tui.core.game import Refused, Seat, Setup
from hjourney_tui.core.saves import SaveError, load_save, write_save
from hjourney_tui.games.lotr_lcg import campaign
from hjourney_tui.games.lotr_lcg.engine import Lotr
from hjourney_tui.games.lotr_lcg.rules.threat import eliminate
from hjourney_tui.registry import game_info

from .helpers import SEATS, legal, new, prompt, run_until, step, waiting

INFO = game_info("lotr_lcg")


def record(seats: int = 1, **options) -> dict:
    return Lotr.new_campaign_record(INFO.load_ruleset(), seats=list(SEATS[:seats]), options=options)


def game(rec: dict, seed: int = 1, **options) -> Lotr:
    seats = rec["party"]
    snap = {"name": "t", "record": rec, "quests_done": len(rec["results"])}
    return Lotr(Setup("lotr_lcg", [Seat(s) for s in seats], "coop", seed, {"first_player": 1, **options},
                      campaign=snap), INFO.load_ruleset())


def past_setup(g: Lotr) -> None:
    run_until(g, lambda g: g.state.round >= 1)


def win(g: Lotr) -> None:
    past_setup(g)
    g.state.won = True


def after_first(rec: dict) -> dict:
    """The log once the campaign's first scenario is won: heroes may be replaced from now on."""
    g = game(rec)
    win(g)
    return g.quest_report().record


def heroes(g: Lotr, seat: str = "A") -> list[str]:
    return [c.card_id for c in g.state.players[seat].heroes.cards]


@pytest.mark.rule("LC-CORE-CAMP-03")
def test_the_chosen_heroes_are_written_to_the_log_when_the_campaign_starts():
    rec = record(2, decks="keepers_of_the_reeds,fenwatch_bows")
    assert rec["heroes"] == {"A": ["tamsin", "wenna", "calder"], "B": ["orrin", "daeric", "tovald"]}
    assert rec["decks"]["A"]["name"] == "Keepers of the Reeds" and sum(rec["decks"]["A"]["cards"].values()) == 50


@pytest.mark.rule("LC-CORE-CAMP-04")
def test_each_scenario_uses_exactly_the_heroes_in_the_log():
    rec = record(1, decks="wardens_of_the_ford")
    rec["heroes"]["A"] = ["corwen", "mirela"]
    g = game(rec, decks="wardens_of_the_ford")  # the deck option names other heroes: the log wins
    assert heroes(g) == ["corwen", "mirela"]


@pytest.mark.rule("LC-CORE-CAMP-05")
def test_starting_threat_adds_the_campaign_penalty():
    rec = record(2)
    rec["penalty"] = 2
    g = game(rec)
    past_setup(g)
    for seat in ("A", "B"):
        printed = sum(g.content.heroes[h]["threat"] for h in rec["heroes"][seat])
        assert g.state.players[seat].threat == printed + 2


@pytest.mark.rule("LC-CORE-CAMP-06")
@pytest.mark.rule("LC-CORE-CAMP-09")
def test_a_fallen_hero_must_be_replaced_and_the_penalty_rises_for_everyone():
    rec = record(2)
    rec["fallen"] = ["ilsa"]  # one of A's heroes
    g = game(rec)
    assert "Ilsa Greymantle has fallen" in prompt(g) and waiting(g) == "A"
    assert "done" not in legal(g, "A")  # no way round it
    g.apply("A", "hero corwen")
    past_setup(g)
    assert sorted(heroes(g)) == ["bregan", "corwen", "hrothmar"]
    threat_b = sum(g.content.heroes[h]["threat"] for h in rec["heroes"]["B"])
    assert g.state.players["B"].threat == threat_b + 1  # B pays for A's replacement too
    g.state.won = True
    out = g.quest_report().record
    assert out["penalty"] == 1 and out["heroes"]["A"] == ["bregan", "corwen", "hrothmar"]


@pytest.mark.rule("LC-CORE-CAMP-06")
def test_swapping_a_hero_by_choice_costs_one_penalty_each_time():
    g = game(after_first(record(1)))
    g.apply("A", "replace ilsa corwen")
    g.apply("A", "replace bregan aubrey")
    assert not any(t.startswith("replace corwen") for t in legal(g, "A"))  # a new hero stays for this setup
    g.apply("A", "done")
    past_setup(g)
    assert g.camp.penalty == 2
    card = g.content.campaign_card(2).get("setup_threat", 0)  # the second campaign card's own change
    printed = sum(g.content.heroes[h]["threat"] for h in ("aubrey", "corwen", "hrothmar"))
    assert g.state.players["A"].threat == printed + 2 + card


@pytest.mark.rule("LC-CORE-CAMP-06")
def test_no_hero_is_replaced_before_the_first_scenario_and_from_the_second_it_costs_one():
    rec = record(1)
    g = game(rec)
    assert not any(c.name == "replace" for c in g.legal_commands(enabled_only=False))
    with pytest.raises(Refused) as err:
        g.apply("A", "replace ilsa corwen")
    assert "only between scenarios" in err.value.reason and "new campaign" in err.value.reason
    assert heroes(g) == ["bregan", "ilsa", "hrothmar"]
    past_setup(g)  # nobody was asked about heroes: the setup hand comes first
    assert g.camp.penalty == 0 and not any(e.kind == "campaign" and "replaces" in e.text for e in g.events)
    g2 = game(after_first(rec))  # the second scenario offers replacements, at 1 each
    assert "replace ilsa corwen" in legal(g2, "A")
    g2.apply("A", "replace ilsa corwen")
    assert g2.camp.penalty == 1 and g2.view("A")["campaign"]["penalty"] == 1


@pytest.mark.rule("LC-CORE-CAMP-07")
def test_a_party_under_three_heroes_adds_one_for_free():
    rec = record(1)
    rec["heroes"]["A"] = ["bregan", "ilsa"]
    g = game(rec)
    g.apply("A", "hero mirela")
    assert not any(t.startswith("hero ") for t in legal(g, "A"))  # three now: the setup goes on
    past_setup(g)
    assert heroes(g) == ["bregan", "ilsa", "mirela"] and g.camp.penalty == 0
    assert g.state.players["A"].threat == sum(g.content.heroes[h]["threat"] for h in ("bregan", "ilsa", "mirela"))


@pytest.mark.rule("LC-CORE-CAMP-08")
def test_a_hero_destroyed_in_a_won_scenario_is_fallen_for_good():
    g = game(record(1))
    past_setup(g)
    g.state.players["A"].fallen.append("ilsa")  # as the damage rules record a destroyed hero
    g.state.won = True
    out = g.quest_report().record
    assert out["fallen"] == ["ilsa"]
    g2 = game(out)
    assert "ilsa" not in heroes(g2) and "Ilsa Greymantle has fallen" in prompt(g2)
    assert "hero ilsa" not in legal(g2)


@pytest.mark.rule("LC-CORE-CAMP-19")
def test_an_eliminated_players_heroes_fall_when_the_group_wins():
    g = game(record(2))
    past_setup(g)
    eliminate(g, "B", "test")
    g.state.won = True
    assert set(g.quest_report().record["fallen"]) == {"tamsin", "wenna", "calder"}


@pytest.mark.rule("LC-CORE-CAMP-14")
@pytest.mark.rule("LC-CORE-SCORE-05")
def test_a_lost_scenario_records_nothing_and_is_played_again():
    rec = after_first(record(1))
    g = game(rec)
    g.apply("A", "replace ilsa corwen")
    g.apply("A", "done")
    past_setup(g)  # the Permanent boon earned in the first scenario is attached to a hero on the way
    g.state.players["A"].fallen.append("bregan")
    eliminate(g, "A", "test")
    report = g.quest_report()
    assert report.result["result"] == "lost" and "score" not in report.result
    out = report.record
    assert out["results"] == ["won", "lost"]
    assert {k: v for k, v in out.items() if k != "results"} == {k: v for k, v in rec.items() if k != "results"}
    assert campaign.scenario_of(out) == "burning_hamlets"


@pytest.mark.rule("LC-CORE-CAMP-15")
def test_a_won_scenario_logs_its_score_and_the_total_adds_them():
    g = game(record(1))
    win(g)
    report = g.quest_report()
    s = g.outcome().scores["score"]
    assert report.result["score"] == s and report.record["scores"] == [s]
    rec = dict(report.record, scores=[40], next=1, results=["won"])
    rec["scenarios"] = ["drowned_road"]
    lines = campaign.status(g.content, dict(rec, scores=[s]), False).lines
    assert f"final score {s}" in lines[-1]


@pytest.mark.rule("LC-CORE-CAMP-01")
@pytest.mark.rule("LC-CORE-CAMP-17")
def test_scenarios_run_in_order_and_the_last_win_ends_the_campaign():
    rec = record(1)
    rec["scenarios"] = ["drowned_road", "second", "third"]  # as when more scenarios ship
    assert campaign.scenario_of(rec) == "drowned_road"
    assert campaign.scenario_of(dict(rec, next=1)) == "second"
    g = game(record(1), scenario="no_such_scenario")  # the log, not the option, picks the scenario
    assert g.state.scenario == "drowned_road"
    win(g)
    out = g.quest_report().record
    status = Lotr.campaign_status(INFO.load_ruleset(), out)
    assert status.next_quest == "The Burning Hamlets"  # scenarios.toml's second
    last = record(1)
    last["scenarios"] = ["drowned_road"]  # a campaign whose one scenario is the last
    g = game(last)
    win(g)
    status = Lotr.campaign_status(INFO.load_ruleset(), g.quest_report().record)
    assert status.next_quest is None and "the campaign is won" in status.lines[-1]
    g2 = game(record(1))
    past_setup(g2)
    eliminate(g2, "A", "test")
    assert Lotr.campaign_status(INFO.load_ruleset(), g2.quest_report().record).next_quest == "The Drowned Road"


@pytest.mark.rule("LC-CORE-CAMP-10")
@pytest.mark.rule("LC-CORE-CAMP-11")
@pytest.mark.rule("LC-CORE-SETUP-15")
def test_the_campaign_card_sets_up_and_its_resolution_earns_boons_and_burdens():
    g = game(record(2))
    past_setup(g)
    alone = new(2)
    past_setup(alone)
    assert len(g.state.players["A"].hand) == len(alone.state.players["A"].hand) + 1  # campaign card 1: a card more
    g.state.players["B"].fallen.append("wenna")
    g.state.won = True
    out = g.quest_report().record
    assert [b["card"] for b in out["boons"]] == ["wardens_blessing", "ferrymans_token"]
    assert [b["seat"] for b in out["boons"]] == ["A", "B"]  # shared out in turn
    assert out["burdens"] == ["marked_by_the_drowned", "grief_of_ashford"]  # a hero fell
    assert out["notes"] == ["The company left Ashford by the drowned road."]


@pytest.mark.rule("LC-CORE-CAMP-12")
@pytest.mark.rule("LC-CORE-CAMP-13")
@pytest.mark.rule("LC-CORE-CAMP-20")
def test_boons_and_burdens_in_the_pool_join_every_later_scenario():
    rec = record(1)
    rec["boons"] = [{"card": "ferrymans_token", "seat": "A", "hero": ""},
                    {"card": "ashford_supplies", "seat": "A", "hero": ""}]
    rec["burdens"] = ["marked_by_the_drowned", "lingering_fever"]
    g = game(rec)
    p = g.state.players["A"]
    assert len(p.deck) + len(p.hand) == 51  # the deck boon comes on top of the 50 cards
    past_setup(g)
    assert "ferrymans_token" in [c.card_id for c in p.hand.cards]
    assert "lingering_fever" in [c.card_id for c in g.state.encounter.staging.cards]
    every = [c.card_id for c in g.table.all_cards()]
    assert "marked_by_the_drowned" in every and "ashford_supplies" in every


@pytest.mark.rule("LC-KW-PERMANENT-02")
@pytest.mark.rule("LC-KW-PERMANENT-03")
def test_a_permanent_boon_is_attached_to_the_hero_chosen_once_and_for_all():
    rec = record(1)
    rec["boons"] = [{"card": "wardens_blessing", "seat": "A", "hero": ""}]
    g = game(rec)
    run_until(g, lambda g: "Wardens' Blessing" in prompt(g))
    ilsa = next(c for c in g.state.players["A"].heroes.cards if c.card_id == "ilsa")
    g.apply("A", f"target {ilsa.uid}")
    past_setup(g)
    assert g.view("A")["players"]["A"]["heroes"][1]["willpower"] == g.content.heroes["ilsa"]["willpower"] + 1
    g.state.won = True
    out = g.quest_report().record
    assert out["boons"][0]["hero"] == "ilsa"
    g2 = game(dict(out, next=0, results=[], scores=[]))
    past_setup(g2)  # nobody is asked again
    assert not any("Wardens' Blessing" in e.text and "which hero" in e.text for e in g2.events)
    ilsa2 = next(c for c in g2.state.players["A"].heroes.cards if c.card_id == "ilsa")
    assert [a.card_id for a in g2.state.attachments_on(ilsa2)] == ["wardens_blessing"]


@pytest.mark.rule("LC-CORE-CAMP-02")
def test_a_log_no_campaign_could_leave_is_refused_with_its_field():
    content = game(record(1)).content
    good = record(1)
    campaign.check_record(content, good, done=0)
    for bad, field in ((dict(good, penalty=-1), "penalty"), (dict(good, fallen=["nobody"]), "fallen"),
                       (dict(good, next=1), "next"), (dict(good, burdens=["ferrymans_token"]), "burdens"),
                       ({k: v for k, v in good.items() if k != "notes"}, "notes")):
        with pytest.raises(RecordError) as err:
            campaign.check_record(content, bad, done=0)
        assert err.value.field == field


def win_first_quest(name: str, saves: Path) -> Campaign:
    """Start campaign NAME's first quest, win it and write its result to the campaign file."""
    path = campaign_path(name, saves)
    quest = start_quest(INFO, load_campaign(path), saves, seed=3)
    g = load_save(quest).game
    assert not any(c.name == "replace" for c in g.legal_commands(enabled_only=False))  # none before the first
    win(g)
    report = g.quest_report()
    camp = load_campaign(path)
    camp.finish_quest(report.quest, quest.stem, report.result, report.record)
    write_campaign(camp, saves)
    return load_campaign(path)


def test_campaign_files_quests_and_repair_through_the_shared_machinery(saves):
    seats = [Seat("A", "basic"), Seat("B", "basic")]
    camp = new_campaign(INFO, "Marches", seats, "coop", saves, {"decks": "dawn_company"})
    assert camp.record["heroes"]["A"] == ["maelis", "sigrun", "feren"]
    camp = win_first_quest("Marches", saves)
    path = start_quest(INFO, camp, saves, seed=4)
    session = load_save(path)
    session.apply("A", "replace feren mirela")  # mid-setup: the change lives only in the quest save
    write_save(session, path)
    again = load_save(path)
    assert again.game.state_data() == session.game.state_data()
    assert again.game.view("A")["campaign"]["penalty"] == 1
    assert load_campaign(campaign_path("Marches", saves)).record["penalty"] == 0
    for _ in range(3000):  # the bots play it out
        if again.game.outcome() is not None:
            break
        seat = again.game.decision().seats[0]
        opts = [c.text for c in again.game.legal_commands(seat)]
        again.apply(seat, "done" if "done" in opts else "keep" if "keep" in opts else opts[0])
    assert again.game.outcome() is not None
    write_save(again, path)
    c, note = open_campaign("Marches", saves)  # the result is recorded from the quest save alone
    assert note is None and c.current is None and len(c.quests) == 2
    assert record_quest(again, path) is None  # recorded once
    result = c.quests[1]["result"]["result"]
    if result == "lost":
        assert c.record["penalty"] == 0 and c.record["heroes"]["A"] == ["maelis", "sigrun", "feren"]
        nxt = load_save(start_quest(INFO, c, saves, seed=5))
        st = nxt.game.state
        assert all(x.tokens == {} for p in st.players.values() for x in p.heroes.cards)  # all reset
        assert st.scenario == "burning_hamlets"
    text = campaign_path("Marches", saves).read_text()
    campaign_path("Marches", saves).write_text(text.replace("penalty = 0", "penalty = 3"))
    with pytest.raises(SaveError, match="digest"):
        load_campaign(campaign_path("Marches", saves))


def test_the_boons_and_burdens_file_is_checked_on_load(tmp_path):
    from .test_content import _broken

    e = _broken(tmp_path, "campaign.toml", 'use = "hand"', 'use = "pocket"')
    assert e.file == "campaign.toml" and e.key == "boon.ferrymans_token.use"
    e = _broken(tmp_path, "campaign.toml", 'boons = ["wardens_blessing"', 'boons = ["golden_goose"')
    assert e.key == "campaign_card.leaving_the_ford.boons"


def test_bots_play_campaigns_without_a_fault():
    from hjourney_tui.core.autoplay import autoplay

    for seats, bot in ((1, "basic"), (3, "random")):
        r = autoplay(INFO, games=2, seed=11, seats=seats, bot=bot, strict=True, campaign=True, options={"easy": True})
        assert not r.crashes, r.crashes[0]
        assert not r.unfinished


def test_step_helper_still_moves_a_campaign_setup_along():
    g = game(after_first(record(1)))  # heroes may be changed from the second scenario on
    step(g)  # "done": keep the heroes
    assert "keep your setup hand" in prompt(g) or "mulligan" in prompt(g)


@pytest.mark.rule("LC-KW-PERMANENT-08")
def test_a_permanent_boon_goes_with_its_fallen_hero():
    rec = record(1)
    rec["boons"] = [{"card": "wardens_blessing", "seat": "A", "hero": "ilsa"},
                    {"card": "old_road_map", "seat": "A", "hero": "bregan"}]
    g = game(rec)
    past_setup(g)
    g.state.players["A"].fallen.append("ilsa")
    g.state.won = True
    out = g.quest_report().record
    assert [b["card"] for b in out["boons"] if b["hero"]] == ["old_road_map"]


@pytest.mark.rule("LC-CORE-CAMP-18")
def test_the_log_and_the_game_come_back_identical_from_their_files(saves):
    camp = new_campaign(INFO, "Ledger", [Seat("A"), Seat("B")], "coop", saves)
    path = campaign_path("Ledger", saves)
    assert load_campaign(path).record == camp.record  # before the first scenario
    camp = win_first_quest("Ledger", saves)
    assert load_campaign(path).record == camp.record  # between scenarios
    quest = start_quest(INFO, camp, saves, seed=6)
    session = load_save(quest)
    session.apply("A", "replace ilsa mirela")
    write_save(session, quest)
    back = load_save(quest)  # mid-scenario
    assert back.game.state_data() == session.game.state_data() and back.campaign == session.campaign
    assert back.campaign["record"] == load_campaign(path).record  # a setup change stays out of the log until a win
    g = session.game
    run_until(g, lambda g: g.state.round >= 1)
    g.state.players["B"].fallen.append("wenna")
    g.state.won = True
    report = g.quest_report()
    camp = load_campaign(path)
    camp.finish_quest(report.quest, quest.stem, report.result, report.record)
    write_campaign(camp, saves)
    again = load_campaign(path)  # the next scenario's log, with boons, burdens and the new heroes
    assert again.record == report.record and again.record["boons"] and again.record["heroes"]["A"][1] == "mirela"


@pytest.mark.rule("LC-CORE-CAMP-16")
def test_only_the_log_carries_over_to_the_next_scenario():
    g = game(record(2))
    past_setup(g)
    a = g.state.players["A"]
    hero = a.heroes.cards[0]
    hero.tokens.update(damage=2, resources=3)
    a.threat += 9
    g.state.players["B"].fallen.append("calder")
    g.state.won = True
    out = g.quest_report().record
    nxt = game(dict(out, next=0, results=[], scores=[]))
    nxt.apply("B", "hero mirela")  # Calder fell: B picks a replacement (A, with all three heroes, is not asked)
    past_setup(nxt)
    st = nxt.state
    assert all(not h.tokens.get("damage") for p in st.players.values() for h in p.heroes.cards)
    assert st.players["A"].threat == sum(nxt.content.heroes[h]["threat"] for h in out["heroes"]["A"]) + 1
    assert all(p.fallen == [] for p in st.players.values())  # the new scenario's score starts clean
    assert len(st.players["A"].discard) == 0 and st.round == 1


@pytest.mark.parametrize("bot", ["basic", "random"])
def test_bots_play_a_scenario_with_every_boon_and_burden_in_the_pool(bot):
    from hjourney_tui.core.bots import make_bot

    for seed in (1, 2):
        rec = record(2)
        content = game(record(1)).content
        rec["boons"] = [{"card": b, "seat": "AB"[i % 2], "hero": ""} for i, b in enumerate(content.boons)]
        rec["burdens"] = list(content.burdens)
        rec["fallen"] = ["bregan"]
        g = game(rec, seed=seed)
        bots = {s: make_bot("lotr_lcg", bot, seed + i) for i, s in enumerate("AB")}
        for _ in range(20000):
            if g.outcome() is not None:
                break
            seat = g.decision().seats[0]
            g.apply(seat, bots[seat].choose(g.view(seat), g.legal_commands(seat)))
            g.check_invariants()
        assert g.quest_report() is not None


LEARNING_DECK = """name = "First Steps"
learning = true
heroes = ["bregan", "ilsa", "hrothmar"]
[cards]
ford_guard = 3
village_elder = 3
steward_of_ashford = 3
call_to_arms = 3
rally_the_road = 3
banner_of_the_ford = 3
axe_sworn = 3
shieldwall_veteran = 3
longbow_scout = 3
sudden_strike = 3
"""


@pytest.mark.rule("LC-CORE-VAR-02")
def test_a_learning_deck_plays_single_games_but_cannot_start_a_campaign(saves, tmp_path):
    from tests.test_cli import one_line_error, run

    deck = tmp_path / "first.toml"
    deck.write_text(LEARNING_DECK)
    run("new", "lotr_lcg", "--seat", "A", "--deck", f"A={deck}", "--name", "single")  # a single game takes it
    err = one_line_error(run("campaign", "new", "lotr_lcg", "Marches", "--seat", "A", "--deck", f"A={deck}",
                             code=2))
    assert "learning deck" in err and "50 cards" in err
    assert not campaign_path("Marches", saves).exists()  # nothing written that could not be loaded again


@pytest.mark.rule("LC-CORE-CAMP-02")
def test_players_write_their_own_notes_into_the_campaign_log_between_scenarios(saves):
    from tests.test_cli import one_line_error, run

    first = Path(run("campaign", "new", "lotr_lcg", "Marches", "--seat", "A:basic", "--seed", "4").stdout.strip())
    err = one_line_error(run("campaign", "note", "Marches", "Bregan", "owes", "the", "ferryman", code=2))
    assert "under way" in err  # the quest under way holds the log as it began: the note would be lost
    session = load_save(first)
    for _ in range(3000):
        if session.game.outcome() is not None:
            break
        seat = session.game.decision().seats[0]
        opts = [c.text for c in session.game.legal_commands(seat)]
        session.apply(seat, "done" if "done" in opts else "keep" if "keep" in opts else opts[0])
    write_save(session, first)
    assert "note written" in run("campaign", "note", "Marches", "Bregan  owes the", "ferryman").stdout
    camp = load_campaign(campaign_path("Marches", saves))  # the digest covers the note: the file loads
    assert camp.record["notes"][-1] == "Bregan owes the ferryman"
    assert "note: Bregan owes the ferryman" in run("campaign", "show", "Marches").stdout
    assert "needs some text" in one_line_error(run("campaign", "note", "Marches", " ", code=2))
    assert "at most" in one_line_error(run("campaign", "note", "Marches", "x" * 201, code=2))
    nxt = load_save(start_quest(INFO, camp, saves, seed=5))  # the next scenario carries the note on
    assert "Bregan owes the ferryman" in nxt.game.campaign_record["notes"]


def test_a_campaign_started_with_the_scenario_option_is_refused(saves):
    from tests.test_cli import one_line_error, run

    err = one_line_error(run("campaign", "new", "lotr_lcg", "Marches", "--seat", "A", "--option",
                             "scenario=sunken_archive", code=2))
    assert "campaign plays its scenarios in order" in err and "'scenario' option is for single games" in err
    assert not campaign_path("Marches", saves).exists()
    run("new", "lotr_lcg", "--seat", "A", "--option", "scenario=sunken_archive", "--name", "one")  # a single game takes it



def finish(quest: Path, saves: Path, won: bool) -> Campaign:
    """Play campaign quest `quest` to a win or a loss (all players out) and record it."""
    session = load_save(quest)
    past_setup(session.game)
    if won:
        session.game.state.won = True
    else:
        eliminate(session.game, "A", "test")
    camp = record_quest(session, quest)
    assert camp is not None
    return camp


def test_quest_saves_are_named_by_scenario_and_attempt(saves):
    """A replayed scenario's save says which attempt it is, and the next scenario keeps its own number."""
    camp = new_campaign(INFO, "Marches", [Seat("A")], "solo", saves)
    first = start_quest(INFO, camp, saves, seed=3)
    assert first.stem == "Marches 1 The Drowned Road"
    camp = finish(first, saves, won=False)
    again = start_quest(INFO, camp, saves, seed=4)
    assert again.stem == "Marches 1 The Drowned Road - 2nd try"
    camp = finish(again, saves, won=True)
    second = start_quest(INFO, camp, saves, seed=5)
    assert second.stem == "Marches 2 The Burning Hamlets"
    assert [q["save"] for q in load_campaign(campaign_path("Marches", saves)).quests] == [first.stem, again.stem]
    assert load_campaign(campaign_path("Marches", saves)).current == second.stem


def test_a_campaign_with_saves_named_the_old_way_plays_on(saves):
    """Campaign files written before quests were named by scenario point at "NAME quest N" saves."""
    camp = new_campaign(INFO, "Marches", [Seat("A")], "solo", saves)
    first = start_quest(INFO, camp, saves, seed=3)
    old = first.with_name("Marches quest 1.toml")
    first.rename(old)
    camp = load_campaign(campaign_path("Marches", saves))
    camp.current = old.stem
    write_campaign(camp, saves)
    camp, note = open_campaign("Marches", saves)
    assert note is None and camp.current == "Marches quest 1"
    camp = finish(old, saves, won=True)
    assert [q["save"] for q in camp.quests] == ["Marches quest 1"]
    assert start_quest(INFO, camp, saves, seed=4).stem == "Marches 2 The Burning Hamlets"


def test_a_long_campaign_name_still_makes_a_valid_quest_save_name():
    from hjourney_tui.core.campaign import NAME_MAX, quest_save_name
    from hjourney_tui.core.saves import valid_name

    name = quest_save_name("M" * 40, 3, "The Sunken Archive of the Far Marches", 12)
    assert name == "M" * 40 + " 3 The - 12th try"  # the title gives way, word by word
    longest = quest_save_name("M" * NAME_MAX, 3, "The Sunken Archive", 12)
    assert valid_name(longest + "-2") and longest.endswith(" 3 - 12th try")
    assert quest_save_name("Marches", 1, "Ferryman's Crossing: Part I") == "Marches 1 Ferrymans Crossing Part I"
