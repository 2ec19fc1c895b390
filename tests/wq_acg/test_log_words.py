"""The log's lines add up and read as plain words: bonuses are named, counts agree, aid is "for"."""

from __future__ import annotations

from .helpers import BLANK, S, clear_enemies, empty_dungeon, fix_dice, inspired_explorer, start


def texts_since(g, mark: int) -> list[str]:
    """The log's texts from event `mark` on, without their rule tags."""
    return [e.text for e in g.events[mark:]]


def test_a_bonus_success_is_named_in_the_log():
    s = inspired_explorer()
    g = s.game
    mark = len(g.events)
    s.apply("Ana", "explore")
    log = texts_since(g, mark)
    assert "+1 success (Inspired)" in log
    assert log.index("+1 success (Inspired)") < next(i for i, ln in enumerate(log) if ln.startswith("result: 1 success"))
    bonus = [e.data for e in g.events if (e.data or {}).get("step") == "bonus"]
    assert bonus == [{"step": "bonus", "stat": "successes", "amount": 1, "source": "Inspired", "by": "card"}]



def one_die_aid_game():
    """Ana's aid rolls one hero die, with one enemy engaged with her."""
    from .steps import conjure, patch_card

    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    patch_card(g, "action", g.heroes["Ana"]["actions"]["aid"]["card"], dice=1, before=[], after=[])
    g._stats.clear()  # stats are remembered by card; this card's dice changed under it
    conjure(g, "gutter_rat", "Ana")
    hero.queue, enemy.queue = [S], [BLANK]
    return s, g


def test_one_die_is_a_die_in_commands_and_log():
    s, g = one_die_aid_game()
    aid = next(c for c in g.legal_commands("Ana") if c.text == "aid 2")
    assert ": 1 die " in aid.description and "dice" not in aid.description
    mark = len(g.events)
    s.apply("Ana", "aid 2")
    rolled = next(t for t in texts_since(g, mark) if " rolls " in t)
    assert rolled == "Ana rolls 1 hero die: S; enemy die: -"


def test_an_aid_is_for_the_friend_it_helps():
    s, g = one_die_aid_game()
    aid = next(c for c in g.legal_commands("Ana") if c.text == "aid 2")
    assert aid.description.endswith(" for Ben")
    mark = len(g.events)
    s.apply("Ana", "aid 2")
    performs = next(t for t in texts_since(g, mark) if " performs " in t)
    assert performs == "Ana performs Shoulder to Shoulder (aid) for Ben"


def test_wounds_past_an_enemys_health_are_dealt_not_taken():
    from .steps import conjure

    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    rat = conjure(g, "gutter_rat", "Ana")
    health = g.foe(rat)["health"]
    hero.queue = [S] * g.dice_for("Ana", "attack")
    enemy.queue = [BLANK]
    dealt = g.dice_for("Ana", "attack")
    assert dealt > health  # the attack deals more than the rat can take
    mark = len(g.events)
    s.apply("Ana", f"attack e{rat.uid}")
    line = next(e for e in g.events[mark:] if (e.data or {}).get("step") == "enemy_wounds")
    assert line.text.endswith(f"takes {health} wounds ({dealt} dealt; {health}/{health})")
    assert line.data == {"step": "enemy_wounds", "dealt": dealt, "taken": health, "wounds": health, "health": health}


def test_wounds_past_a_heros_health_are_dealt_not_taken():
    s = start(2)
    g = s.game
    hp = g.health("Ana")
    g.heroes["Ana"]["wounds"] = hp - 1
    mark = len(g.events)
    g.suffer("Ana", 3, "a test")
    assert g.events[mark].text == f"Ana takes 1 wound from a test (3 dealt; {hp}/{hp})"


def test_no_leader_shows_before_the_first_seat_names_one():
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", 1, strict=True)
    s.apply("Ana", "pick ironwarden")
    s.apply("Ben", "pick windrunner")
    view = s.game.view("Ana")
    assert view["leader"] is None
    assert not any(h["leader"] for h in view["heroes"])
    s.apply("Ana", "leader 2")
    view = s.game.view("Ana")
    assert view["leader"] == "Ben" and [h["leader"] for h in view["heroes"]] == [False, True]


def test_the_leader_token_is_only_said_to_move_when_it_moves():
    from .steps import play_round

    s = start(2)
    g = s.game
    clear_enemies(g)
    g.defeat_hero("Ben")  # Ana is the only hero standing: the token stays with her
    mark = len(g.events)
    play_round(s)
    assert g.leader_seat() == "Ana"
    assert not any("takes the leader token" in t for t in texts_since(g, mark))


def test_a_stand_alone_quest_sheet_claims_no_campaign_place():
    s = start(2)
    sheet = s.game.view("Ana")["sheet"]
    assert "campaign" not in sheet and sheet["campaign_quest"] is None


def test_a_campaign_quest_sheet_names_its_place_in_the_campaign():
    from .test_rules_campaign import start_campaign

    s = start_campaign()
    assert s.game.view("Ana")["sheet"]["campaign_quest"] == 1


def test_quest_one_reward_says_what_it_gives():
    from .test_rules_campaign import content

    q = content()["quest"]["rot_beneath"]
    assert q["reward_pool"] == ["gear:fortune_vault"]  # the reward itself stays as it was
    assert "train" not in q["reward"] and "Sealed Vault" in q["reward"] and "campaign pool" in q["reward"]


def test_a_stand_alone_win_promises_no_campaign_reward():
    from .helpers import slay_nemesis

    s = start(2)
    g = s.game
    assert g.quest.get("reward_pool")
    clear_enemies(g)
    fix_dice(g)
    empty_dungeon(g)
    slay_nemesis(s)
    assert s.outcome() is not None and s.outcome().summary == "the quest is won"


def test_a_campaign_win_still_gives_the_reward_text():
    from .test_rules_campaign import start_campaign, win

    s = start_campaign()
    win(s)
    assert s.game.result[1] == f"the quest is won: {s.game.quest['reward']}"
