"""The heuristic bot: its games end, and it wins more often than chance play."""

from __future__ import annotations

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.registry import game_info


def wins(bot: str, seats: int, games: int, seed: int) -> int:
    report = autoplay(game_info("lotr_lcg"), games=games, seed=seed, seats=seats, bot=bot, strict=True)
    assert not report.crashes, report.crashes[0]
    assert not report.unfinished and sum(report.outcomes.values()) == games
    return sum(n for outcome, n in report.outcomes.items() if outcome.startswith("won"))


def test_a_heuristic_game_ends_on_a_fixed_seed():
    for seats in (1, 2):
        wins("heuristic", seats, 1, 123)


def test_the_heuristic_bot_wins_more_often_than_the_random_bot():
    heuristic, chance = wins("heuristic", 1, 12, 900), wins("random", 1, 12, 900)
    assert heuristic > chance, (heuristic, chance)


def _choice(g, seat: str) -> str:  # noqa: ANN001 - a game
    from hjourney_tui.games.lotr_lcg.bots import HeuristicBot

    bot = getattr(g, "_test_bot", None) or HeuristicBot(1)
    g._test_bot = bot  # the bot remembers the card it is playing between questions
    return bot.choose(g.view(seat), g.legal_commands(seat))


def test_the_heuristic_bot_adds_a_second_defender_with_shoulder_to_shoulder_against_a_heavy_blow():
    from hjourney_tui.core.decks import SEAT_DECKS
    from hjourney_tui.games.lotr_lcg.rules.basics import stat

    from .helpers import hand, legal, new, uid
    from .test_combat import _to_combat
    from .test_more_answers import deck

    g = new(2, **{SEAT_DECKS: {"A": deck("wardens_of_the_ford"), "B": deck("keepers_of_the_reeds")}})
    _to_combat(g, {"A": ["bog_ogre"]}, shadows=["stony_ridge"])  # 5 attack against Hrothmar's 2 defence
    heroes = g.state.players["A"].heroes.cards
    hand(g, "A", "shoulder_to_shoulder")
    heroes[2].tokens["resources"] = 1
    g.apply("A", f"defend {uid(heroes[2])}")
    assert any(t.startswith("trigger") for t in legal(g, "A"))
    choice = _choice(g, "A")
    assert choice.startswith("trigger")  # the event is played rather than passed on
    g.apply("A", choice)
    most = max(stat(g, h, "defence") for h in heroes[:2])
    best = {f"target {uid(h)}" for h in heroes[:2] if stat(g, h, "defence") == most}
    assert _choice(g, "A") in best  # a helper that adds the most defence


def test_the_heuristic_bot_draws_with_fletchers_quiver_after_a_ranged_attack():
    from .helpers import legal, uid
    from .test_more_answers import quiver_game

    g, daeric, wolf = quiver_game("B")
    for cmd in (f"attack {uid(wolf)}", f"with {uid(daeric)}", "strike"):
        g.apply("A", cmd)
    assert any(t.startswith("trigger") for t in legal(g, "A"))
    assert _choice(g, "A").startswith("trigger")


def _planning_with(g, seat: str, *cards: str):  # noqa: ANN001, ANN202 - a game; the cards put in hand
    from .helpers import hand, to_planning

    to_planning(g)
    out = hand(g, seat, *cards)
    for h in g.state.players[seat].heroes.cards:
        h.tokens["resources"] = 1
    g._legal_cache = None
    return out


def test_the_heuristic_bot_values_an_attachment_by_what_the_engine_says_it_gives(monkeypatch):
    """The bot reads an attachment's bonus from the play command's data, not from a table of its own:
    were the attachment it passes over to give +3 willpower, the bot would prize it instead."""
    import dataclasses

    from hjourney_tui.core.modifiers import Modifier
    from hjourney_tui.games.lotr_lcg.cards import SCRIPTS

    from .helpers import new, uid

    g = new(1)
    blade, buckler = _planning_with(g, "A", "keen_blade", "stout_buckler")
    first = _choice(g, "A")
    other = buckler if first == f"play {uid(blade)}" else blade
    assert first == f"play {uid(blade if other is buckler else buckler)}"
    bonus = SCRIPTS.by_card[other.card_id][0]
    monkeypatch.setitem(SCRIPTS.by_card, other.card_id, [dataclasses.replace(
        bonus, effect=lambda game, source, host: [Modifier(str(host.uid), "willpower", 3, source=source.id)])])
    g._legal_cache = None
    g._test_bot = None
    assert _choice(g, "A") == f"play {uid(other)}"


def test_the_heuristic_bot_reads_the_restricted_limit_from_the_attach_options(monkeypatch):
    """Were a character to hold one Restricted attachment only, the bot would hang a second one elsewhere
    rather than lose the first, because the attach options say so."""
    from hjourney_tui.games.lotr_lcg.rules import actions

    from .helpers import new, put, uid

    g = new(1)
    (blade,) = _planning_with(g, "A", "keen_blade")
    st = g.state
    heroes = st.players["A"].heroes.cards
    g.apply("A", f"play {uid(blade)}")
    g._test_bot = None
    best = _choice(g, "A")  # where the blade goes with nothing held yet
    host = next(h for h in heroes if f"attach {uid(h)}" == best)
    g2 = new(1)
    (blade2,) = _planning_with(g2, "A", "keen_blade")
    host2 = next(h for h in g2.state.players["A"].heroes.cards if h.card_id == host.card_id)
    held = put(g2, "stout_buckler", g2.state.players["A"].attachments, controller="A")
    actions.attach(g2, held, host2)
    monkeypatch.setattr(actions, "MAX_RESTRICTED", 1)
    g2._legal_cache = None
    g2.apply("A", f"play {uid(blade2)}")
    assert _choice(g2, "A") != f"attach {uid(host2)}"


def test_the_heuristic_bot_banishes_a_beaten_indestructible_enemy_and_attacks_one_when_it_can_finish_it():
    from .helpers import hand, legal, new, put, to_planning, uid

    g = new(1, decks="keepers_of_the_reeds")
    to_planning(g)
    st = g.state
    king = put(g, "drowned_king", st.players["A"].engaged, controller="A")
    (rite,) = hand(g, "A", "banishing_rite")
    for h in st.players["A"].heroes.cards:
        h.tokens["resources"] = 3
    g._legal_cache = None
    assert f"play {uid(rite)}" not in legal(g, "A")  # not beaten yet: nothing to banish
    king.tokens["damage"] = 9
    g._legal_cache = None
    assert _choice(g, "A") == f"play {uid(rite)}"


def test_the_heuristic_bot_spends_all_it_can_on_quiet_vigil_when_its_threat_runs_high():
    from .helpers import hand, new, prompt, to_planning, uid

    g = new(1, decks="keepers_of_the_reeds")
    to_planning(g)
    (vigil,) = hand(g, "A", "quiet_vigil")
    st = g.state
    st.players["A"].threat = 44
    spirit = [h for h in st.players["A"].heroes.cards if st.printed(h)["sphere"] == "spirit"]
    for h in spirit:
        h.tokens["resources"] = 2
    g._legal_cache = None
    assert _choice(g, "A") == f"play {uid(vigil)}"
    g.apply("A", f"play {uid(vigil)}")
    assert "costs X" in prompt(g) and _choice(g, "A") == f"x {2 * len(spirit)}"


def test_the_heuristic_bot_shields_a_hero_from_a_blow_that_would_kill_it():
    from .helpers import hand, legal, run_until, uid
    from .test_combat import _to_combat

    g = new_keepers()
    _to_combat(g, {"A": ["bog_ogre"]}, shadows=["stony_ridge"])
    st = g.state
    (shield,) = hand(g, "A", "deflecting_shield")
    for h in st.players["A"].heroes.cards:
        h.tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", "undefended")
    run_until(g, lambda g: any(t.startswith("trigger") for t in legal(g, "A")) or "take" in " ".join(legal(g, "A")))
    if any(t.startswith("take") for t in legal(g, "A")):
        g.apply("A", next(t for t in legal(g, "A") if t.startswith("take")))
    played = [c.text for c in g.legal_commands("A") if c.verb == "trigger" and c.data.get("source") == uid(shield)]
    assert played and _choice(g, "A") == played[0]


def new_keepers():  # noqa: ANN201 - a game
    from .helpers import new

    return new(1, decks="keepers_of_the_reeds")


def test_between_campaign_scenarios_the_heuristic_bot_keeps_its_heroes_and_fills_a_fallen_ones_place_cheaply():
    from hjourney_tui.games.lotr_lcg.bots import HeuristicBot

    from .test_campaign import after_first, game, record

    rec = after_first(record(1))  # heroes may be swapped from the second scenario on
    for seed in range(5):  # whatever its dice, a living hero is never swapped (each swap raises every threat)
        g = game(rec)
        assert "done" in [c.text for c in g.legal_commands("A")]
        assert HeuristicBot(seed).choose(g.view("A"), g.legal_commands("A")) == "done"
    rec["fallen"] = ["ilsa"]
    g = game(rec)
    options = [c for c in g.legal_commands("A") if c.verb == "hero"]
    cheapest = min(c.data["threat"] for c in options)
    answer = HeuristicBot(1).choose(g.view("A"), g.legal_commands("A"))
    assert answer.startswith("hero ") and g.content.heroes[answer.split()[1]]["threat"] == cheapest


def _quest_view(seats: list[str]) -> dict:
    """B, engaged with a Wolf, holds back its fighter and its guard; nothing is staged yet."""
    fighter = {"uid": "x", "kind": "hero", "willpower": 1, "attack": 3, "defence": 1, "hit_points": 5}
    guard = {"uid": "y", "kind": "hero", "willpower": 2, "attack": 1, "defence": 3, "hit_points": 5}
    wolf = {"uid": "w", "kind": "enemy", "attack": 2, "defence": 1, "hit_points": 2, "engagement": 20}
    players = {s: {"heroes": [], "allies": [], "engaged": [], "threat": 30, "eliminated": False} for s in seats}
    players["B"].update(heroes=[fighter, guard], engaged=[wolf])
    return {"players": players, "first": seats[0], "phase": "quest", "round": 3, "staging": [], "staging_threat": 0,
            "quest": {"quest_points": 8, "progress": 0}}


def test_at_a_table_of_two_the_heuristic_bot_quests_against_the_cards_still_to_be_revealed():
    """With nothing staged a quest cannot fail alone, but two players reveal two cards and a failed quest
    raises both threats: the fighter quests rather than the quest failing."""
    from hjourney_tui.core.commands import LegalCommand
    from hjourney_tui.games.lotr_lcg.bots import HeuristicBot

    options = [LegalCommand("B", "commit x", data={"verb": "commit", "uid": "x", "willpower": 1}),
               LegalCommand("B", "commit y", data={"verb": "commit", "uid": "y", "willpower": 2}),
               LegalCommand("B", "done", data={"verb": "done"})]
    assert HeuristicBot(1).choose(_quest_view(["A", "B"]), options) == "commit x"
    assert HeuristicBot(1).choose(_quest_view(["B"]), options) == "done"  # alone, one card: both stay home
