"""Campaign rules: the record between quests, the campaign pool and the settlement stage."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.games.wq_acg.campaign import new_record
from hjourney_tui.registry import game_info

from .helpers import BLANK, HEROES, S, clear_enemies, empty_dungeon, fix_dice, legal, slay_nemesis


def content():
    from hjourney_tui.games.wq_acg.content import load

    return load(game_info("wq_acg").load_ruleset())


def start_campaign(record: dict | None = None, n: int = 2, seed: int = 4) -> Session:
    """A campaign quest; heroes the record does not know yet are picked as usual."""
    info = game_info("wq_acg")
    names = ["Ana", "Ben", "Cy", "Dee"][:n]
    snapshot = {"name": "Harrowmere", "record": record or new_record(content()), "quests_done": 0}
    s = Session.new(info, [Seat(x) for x in names], "coop", seed, strict=True, campaign=snapshot)
    for seat, hero in zip(names, HEROES, strict=False):
        if f"pick {hero}" in legal(s, seat):
            s.apply(seat, f"pick {hero}")
    s.apply("Ana", "leader 1")
    return s


def win(s: Session) -> None:
    """Ana slays the quest's nemesis with forced dice."""
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    assert g.lair.top.card_id == g.quest["nemesis"]
    slay_nemesis(s)
    assert g.result and g.result[0] == "won"


def lose(s: Session) -> None:
    """Peril runs out at the end of this round while the heroes rest."""
    g = s.game
    g.peril = len(g.quest["peril"]) - 1
    while g.phase not in ("settlement", "over"):
        options = legal(s)
        seat = g.decision().seats[0]
        s.apply(seat, next((c for c in options if c.startswith("rest")), options[0]))
    assert g.result and g.result[0] == "lost"


def record_after(quest_no: int, **heroes) -> dict:
    rec = new_record(content())
    rec["next"] = quest_no - 1
    rec["party"] = ["Ana", "Ben"]
    rec["results"] = ["won"] * (quest_no - 1)
    rec["heroes"] = {"Ana": {"hero": "ironwarden", "capacity": 1, "advanced": [], "gear": []},
                     "Ben": {"hero": "windrunner", "capacity": 1, "advanced": [], "gear": []}}
    for seat, data in heroes.items():
        rec["heroes"][seat].update(data)
    return rec


@pytest.mark.rule("WQ-SETL-01", "WQ-SETL-02", "WQ-SETL-03", "WQ-SETL-04", "WQ-SETL-08", "WQ-CAMP-02")
def test_a_won_quest_leads_to_settlement_with_two_different_actions():
    s = start_campaign()
    win(s)
    g = s.game
    assert g.phase == "settlement" and s.outcome() is None  # the quest is won but the stage goes on
    assert any("settlement: reward" in e.text for e in s.game.events) and not any("penalty" in e.text for e in s.game.events)
    first = legal(s, "Ana")
    assert {"train attack", "train rest", "smith", "arena"} <= set(first)
    s.apply("Ana", "arena")
    assert "arena" not in legal(s, "Ana")  # the second action must differ
    s.apply("Ana", "train attack")
    assert g.heroes["Ana"]["capacity"] == 2
    assert g.action_card("Ana", "attack")["level"] == "advanced"
    assert g.action_card("Ana", "rest")["level"] == "basic"
    assert g.decision().seats == ("Ben",)


@pytest.mark.rule("WQ-SETL-05")
def test_the_trainer_only_offers_basic_actions():
    rec = record_after(1, Ana={"advanced": ["explore", "rest", "aid"]})
    s = start_campaign(rec)
    win(s)
    assert [c for c in legal(s, "Ana") if c.startswith("train")] == ["train attack"]
    s.apply("Ana", "train attack")
    s.apply("Ana", "arena")
    rec2 = record_after(1, Ana={"advanced": ["explore", "rest", "aid", "attack"]})
    s2 = start_campaign(rec2)
    win(s2)
    assert not [c for c in legal(s2, "Ana") if c.startswith("train")]


@pytest.mark.rule("WQ-SETL-06")
def test_the_blacksmith_shows_two_cards_and_the_rest_is_discarded():
    s = start_campaign()
    win(s)
    g = s.game
    before = len(g.gear_deck)
    s.apply("Ana", "smith")
    takes = [c for c in legal(s, "Ana") if c.startswith("take")]
    assert len(takes) == 2 and "decline" in legal(s, "Ana")
    discard_before = len(g.gear_discard)
    s.apply("Ana", takes[0])
    s.apply("Ana", "equip")
    assert len(g.gear["Ana"]) == 1 and len(g.gear_deck) == before - 2
    assert len(g.gear_discard) == discard_before + 1


@pytest.mark.rule("WQ-SETL-07")
def test_the_blacksmith_needs_gear_in_the_deck():
    s = start_campaign()
    win(s)
    g = s.game
    g.table.gather(g.gear_deck, g.unused)
    last = next(iter(g.unused.cards))
    for card in list(g.unused):
        if g.c["gear"].get(card.card_id) and not g.c["gear"][card.card_id].get("pool"):
            last = card
            break
    g.table.move(last, g.gear_deck, face_up=False)
    s.apply("Ana", "smith")
    assert [c for c in legal(s, "Ana") if c.startswith("take")] == [f"take g{last.uid}"]
    s.apply("Ana", "decline")
    assert len(g.gear_deck) == 0
    assert "Ana keeps none of the blacksmith's gear" in s.log_lines("Ana")[-1]
    s.apply("Ana", "arena")
    assert "smith" not in legal(s, "Ben")


@pytest.mark.rule("WQ-SETL-10", "WQ-SETL-11", "WQ-DEF-06", "WQ-SETL-12", "WQ-CAMP-08", "WQ-WIN-03")
def test_a_lost_quest_still_settles_and_everyone_recovers():
    s = start_campaign()
    g = s.game
    g.heroes["Ben"]["conditions"].append("poisoned") if "poisoned" in g.c["condition"] else None
    lose(s)
    assert any("settlement: penalty" in e.text for e in s.game.events)
    for seat in ("Ana", "Ben"):  # defeated or not, each hero takes two actions
        s.apply(seat, "arena")
        s.apply(seat, "train rest")
    while g.phase == "settlement":
        s.apply(g.decision().seats[0], "keep")
    for seat in ("Ana", "Ben"):
        h = g.heroes[seat]
        assert h["wounds"] == 0 and not g.is_defeated(seat) and not h["conditions"]
        assert all(a["ready"] and a["tokens"] == 0 for a in h["actions"].values())
        assert not len(g.items[seat])
    assert s.outcome() is not None and s.outcome().winners == []
    rec = g.next_record()
    assert rec["results"] == ["lost"] and rec["next"] == 1
    assert rec["heroes"]["Ana"]["capacity"] == 2 and rec["heroes"]["Ana"]["advanced"] == ["rest"]
    # the next quest begins fresh: no wounds, no conditions, peril at the start, nobody defeated
    nxt = start_campaign(rec)  # a lost quest does not end the campaign: the next one begins
    assert nxt.game.quest_id == rec["quests"][1]
    h = nxt.game.heroes["Ben"]
    assert h["wounds"] == 0 and not nxt.game.is_defeated("Ben") and not h["conditions"] and nxt.game.peril == 0


@pytest.mark.rule("WQ-SETL-09")
def test_gear_may_be_given_within_the_receivers_limits():
    s = start_campaign(record_after(1, Ana={"gear": ["notched_blade", "studded_jerkin"], "capacity": 2},
                                    Ben={"gear": ["scale_hauberk"], "capacity": 2}))
    win(s)
    g = s.game
    for seat in ("Ana", "Ben"):
        s.apply(seat, "train explore")
        s.apply(seat, "arena")
    blade = next(c for c in g.gear["Ana"] if c.card_id == "notched_blade")
    options = legal(s, "Ana")
    assert f"give g{blade.uid} 2" in options
    s.apply("Ana", f"give g{blade.uid} 2")  # Ben has room: the blade goes straight to him
    assert blade in g.gear["Ben"].cards
    assert g.decision().seats == ("Ana",)


def settle_to_gifts(ana: dict, ben: dict):
    s = start_campaign(record_after(1, Ana=ana, Ben=ben))
    win(s)
    for seat in ("Ana", "Ben"):
        s.apply(seat, "train explore")
        s.apply(seat, "arena")
    return s, s.game


def card(g, seat: str, card_id: str):
    return next(c for c in g.gear[seat] if c.card_id == card_id)


@pytest.mark.rule("WQ-SETL-09", "WQ-GEAR-05")
def test_the_receiver_chooses_what_to_unequip_for_a_gift():
    s, g = settle_to_gifts({"gear": ["studded_jerkin"], "capacity": 2},
                           {"gear": ["scale_hauberk"], "capacity": 2})
    jerkin, hauberk = card(g, "Ana", "studded_jerkin"), card(g, "Ben", "scale_hauberk")
    assert f"give g{jerkin.uid} 2" in legal(s, "Ana")  # Ben wears armour, but could take it off
    s.apply("Ana", f"give g{jerkin.uid} 2")
    assert g.decision().seats == ("Ben",)  # the receiver decides
    assert legal(s, "Ben") == [f"swap g{hauberk.uid}", "refuse"]
    s.apply("Ben", f"swap g{hauberk.uid}")
    assert jerkin in g.gear["Ben"].cards and hauberk not in g.gear["Ben"].cards
    assert hauberk in g.gear_discard.cards  # unequipped gear goes to the gear discard pile
    assert g.next_record()["heroes"]["Ben"]["gear"] == ["studded_jerkin"]


@pytest.mark.rule("WQ-SETL-09")
def test_a_receiver_may_refuse_a_gift_he_has_no_room_for():
    s, g = settle_to_gifts({"gear": ["studded_jerkin"], "capacity": 2},
                           {"gear": ["scale_hauberk"], "capacity": 2})
    jerkin, hauberk = card(g, "Ana", "studded_jerkin"), card(g, "Ben", "scale_hauberk")
    s.apply("Ana", f"give g{jerkin.uid} 2")
    s.apply("Ben", "refuse")
    assert jerkin in g.gear["Ana"].cards and hauberk in g.gear["Ben"].cards
    assert g.decision().seats == ("Ana",)  # back to Ana, who may still give or keep


@pytest.mark.rule("WQ-CAMP-07", "WQ-CAMP-03")
def test_heroes_upgrades_and_gear_carry_into_the_next_quest():
    rec = record_after(2, Ana={"advanced": ["attack"], "capacity": 2, "gear": ["notched_blade"]})
    s = start_campaign(rec)
    g = s.game
    assert not [c for c in legal(s) if c.startswith("pick")]  # no new hero is chosen
    assert g.heroes["Ana"]["hero"] == "ironwarden" and g.heroes["Ben"]["hero"] == "windrunner"
    assert g.action_card("Ana", "attack")["level"] == "advanced" and g.heroes["Ana"]["capacity"] == 2
    assert [c.card_id for c in g.gear["Ana"]] == ["notched_blade"]
    assert all(c.card_id != "notched_blade" for c in (*g.gear_deck, *g.unused))
    assert g.quest_id == rec["quests"][1]
    out = g.next_record()
    for key in ("quests", "next", "party", "heroes", "pool", "removed", "results"):
        assert key in out
    assert out["party"] == ["Ana", "Ben"] and out["heroes"]["Ana"]["gear"] == ["notched_blade"]


@pytest.mark.rule("WQ-CAMP-06", "WQ-DELVE-05")
def test_a_quest_outside_a_campaign_starts_fresh():
    s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", 4, strict=True)
    s.apply("Ana", "pick ironwarden")
    s.apply("Ben", "pick windrunner")
    s.apply("Ana", "leader 1")
    g = s.game
    assert all(g.heroes[x]["capacity"] == 1 and not len(g.gear[x]) for x in ("Ana", "Ben"))
    assert all(g.action_card("Ana", k)["level"] == "basic" for k in ("explore", "rest", "aid", "attack"))
    win(s)
    assert g.phase == "over" and s.outcome().winners == ["Ana", "Ben"]  # no settlement outside a campaign


@pytest.mark.rule("WQ-CAMP-02")
def test_no_settlement_after_the_last_quest():
    rec = record_after(len(new_record(content())["quests"]))
    s = start_campaign(rec)
    win(s)
    assert s.game.phase == "over" and s.outcome().winners == ["Ana", "Ben"]


@pytest.mark.rule("WQ-POOL-01", "WQ-POOL-02", "WQ-POOL-08")
def test_a_penalty_puts_the_nemesis_in_the_pool_and_it_haunts_the_next_quest():
    s = start_campaign()
    g = s.game
    penalty = g.quest["penalty_pool"]
    lose(s)
    assert g.view(None)["campaign"]["pool"] == [g.c["enemy"][penalty[0].split(":")[1]]["name"]]
    rec = g.next_record()
    assert rec["pool"] == penalty
    nxt = start_campaign(rec)
    ids = [c.card_id for c in nxt.game.enemy_deck] + [c.card_id for z in nxt.game.zones.values() for c in z]
    ids += [c.card_id for c in nxt.game.shadow]
    assert penalty[0].split(":")[1] in ids
    assert nxt.view(None)["state"]["campaign"]["pool"]  # the pool is public during play


@pytest.mark.rule("WQ-POOL-03")
def test_a_pool_dungeon_card_replaces_a_random_one():
    c = content()
    normal = next(d for d in c["dungeon"])
    rec = record_after(2)
    rec["pool"] = [f"dungeon:{normal}"]
    plain = start_campaign(record_after(2))
    s = start_campaign(rec)
    assert len(s.game.dungeon_deck) == len(plain.game.dungeon_deck)
    assert any("shuffled into the dungeon deck" in e.text for e in s.game.events)


@pytest.mark.rule("WQ-POOL-06", "WQ-POOL-05")
def test_a_defeated_pool_nemesis_is_gone_for_good():
    rec = record_after(2)
    rec["pool"] = ["enemy:warden_of_rot"]
    s = start_campaign(rec)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    warden = next(e for e in g.enemy_deck if e.card_id == "warden_of_rot")
    g.engage(warden, "Ana", "test")
    warden.tokens["wounds"] = g.foe(warden)["health"] - 1
    hero.queue, enemy.queue = [S, S, S], [BLANK]
    s.apply("Ana", f"attack e{warden.uid}")
    assert g.result is None  # only the quest's own nemesis wins the quest
    out = g.next_record()
    assert out["pool"] == [] and out["removed"] == ["enemy:warden_of_rot"]
    # a pool card that was not defeated simply stays in the pool
    rec2 = record_after(2)
    rec2["pool"] = ["enemy:warden_of_rot"]
    assert start_campaign(rec2).game.next_record()["pool"] == ["enemy:warden_of_rot"]


@pytest.mark.rule("WQ-CAMP-05", "WQ-CAMP-04")
def test_saving_mid_quest_and_in_settlement_restores_everything(tmp_path):
    s = start_campaign(seed=11)
    for _ in range(12):  # play on a little with real dice
        if s.outcome():
            break
        s.apply(s.game.decision().seats[0], legal(s)[0])
    path = tmp_path / "q1.toml"
    write_save(s, path)
    back = load_save(path)
    assert back.game.state_data() == s.game.state_data()
    assert legal(back) == legal(s) and back.game.decision() == s.game.decision()
    assert back.campaign == s.campaign


@pytest.mark.rule("WQ-WIN-04")
def test_the_final_quest_decides_the_campaign():
    from hjourney_tui.games.wq_acg.campaign import status

    ruleset = game_info("wq_acg").load_ruleset()
    rec = record_after(len(new_record(content())["quests"]))
    s = start_campaign(rec)
    win(s)
    done = s.game.quest_report().record
    st = status(ruleset, done)
    assert st.next_quest is None and st.lines[-1] == "the campaign is won!"
    done["results"][-1] = "lost"
    assert status(ruleset, done).lines[-1].startswith("the campaign is lost")


@pytest.mark.rule("WQ-CARD-04")
def test_depleted_gear_turns_faceup_in_settlement():
    s = start_campaign(record_after(1, Ana={"gear": ["quicksilver_vial"]}))
    g = s.game
    vial = g.gear["Ana"].cards[0]
    g.heroes["Ana"]["wounds"] = 2
    use = next(c for c in legal(s, "Ana") if c.startswith("use g"))
    s.apply("Ana", use)
    assert not vial.face_up  # depleted for the rest of the quest
    win(s)
    assert not vial.face_up
    for seat in ("Ana", "Ben"):
        s.apply(seat, "arena")
        s.apply(seat, "train rest")
    assert vial.face_up and vial in g.gear["Ana"].cards


def test_a_quest_with_pool_cards_replays_alike_in_any_process(tmp_path):
    """Shuffling the pool into the decks may not depend on Python's per-process hash order."""
    import os
    import subprocess
    import sys

    from hjourney_tui.core.campaign import new_campaign, start_quest, write_campaign
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import load_save, write_save
    from hjourney_tui.registry import game_info

    info = game_info("wq_acg")
    camp = new_campaign(info, "Pooled", [Seat("Ana"), Seat("Ben")], "solo", tmp_path)
    camp.record["pool"] = ["enemy:drowned_abbess", "dungeon:abbess_curse", "gear:fortune_shrine",
                           "dungeon:townsfolk_blessing"]
    write_campaign(camp, tmp_path)
    path = start_quest(info, camp, tmp_path, 11)
    session = load_save(path)
    session.apply_all([("Ana", "pick ironwarden"), ("Ben", "pick windrunner"), ("Ana", "leader 1")])
    write_save(session, path)  # the decks are built once the leader is named
    probe = ("import sys; from pathlib import Path; from hjourney_tui.core.saves import load_save; "
             "s = load_save(Path(sys.argv[1])); print([c.card_id for c in s.game.dungeon_deck], "
             "[c.card_id for c in s.game.enemy_deck])")
    seen = set()
    for hash_seed in ("1", "2", "3", "4"):
        out = subprocess.run([sys.executable, "-c", probe, str(path)], capture_output=True, text=True,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed}, check=True)
        seen.add(out.stdout)
    assert len(seen) == 1


@pytest.mark.rule("WQ-SETL-09", "WQ-GEAR-04")
def test_a_receiver_may_unequip_to_make_room_for_a_gift():
    s = start_campaign(record_after(1, Ana={"gear": ["studded_jerkin"], "capacity": 1},
                                    Ben={"gear": ["scale_hauberk"], "capacity": 1}))
    win(s)
    g = s.game
    for seat in ("Ana", "Ben"):
        s.apply(seat, "train explore")
        s.apply(seat, "arena")
    jerkin = g.gear["Ana"].top
    hauberk = g.gear["Ben"].top
    s.apply("Ana", f"give g{jerkin.uid} 2")
    s.apply("Ben", f"swap g{hauberk.uid}")
    assert [c.card_id for c in g.gear["Ben"]] == ["studded_jerkin"] and not len(g.gear["Ana"])
    assert hauberk in g.gear_discard.cards
    assert any("unequips" in line and "to make room" in line for line in s.log_lines())


def test_a_later_quest_shows_the_gear_carried_over_before_the_leader_is_chosen():
    gear = next(gid for gid, g in content()["gear"].items() if not g.get("legendary") and not g.get("fortune"))
    info = game_info("wq_acg")
    snapshot = {"name": "Harrowmere", "record": record_after(2, Ana={"gear": [gear]}), "quests_done": 1}
    s = Session.new(info, [Seat("Ana"), Seat("Ben")], "coop", 4, strict=True, campaign=snapshot)
    assert s.game.decision().prompt == "choose the party leader"
    ana = next(h for h in s.view("Ben")["state"]["heroes"] if h["seat"] == "Ana")
    assert ana["gear"] == [content()["gear"][gear]["name"]]
    s.apply("Ana", "leader 1")  # and it is still worn, once, when the quest begins
    assert [g.card_id for g in s.game.gear["Ana"]] == [gear]
    assert gear not in [g.card_id for g in (*s.game.gear_deck, *s.game.unused)]
