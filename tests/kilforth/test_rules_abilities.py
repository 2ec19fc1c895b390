"""Rule tests: card abilities that ask, last or cost (Tests from cards, Pass/Fail, triggers, Attach,
Enters/Leaves Play, repeated and X costs, Claim, Choose Sides, (Map) effects) and the location-token
variants."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused

from .helpers import commands, dice, neighbour, new, put

ATTRS = ("fight", "study", "sneak", "influence")


def take_out(g, card):
    """Take a reward card out of whatever deck or pile holds it."""
    for pile in (*g.rew_deck.values(), *g.rew_discard.values()):
        if card in pile:
            pile.remove(card)
    for hs in g.heroes.values():
        hs["rumours"] = [r for r in hs["rumours"] if r != ["reward", card]]


def empty_hand(g, h):
    for r in g.heroes[h]["rumours"]:
        g.discard_rumour(r)
    g.heroes[h]["rumours"] = []


def own(g, h, card, rumour=False):
    take_out(g, card)
    if rumour:
        g.heroes[h]["rumours"].append(["reward", card])
    else:
        g.heroes[h]["assets"].append({"id": card, "veiled": False})


def on_top(g, loc, cid):
    """The next encounter drawn at `loc` will be `cid`."""
    deck = g.enc_deck[g.c["location"][loc]["terrain"]]
    if cid in deck:
        deck.remove(cid)
    deck.append(cid)


def night_on_top(g, cid):
    for pile in (g.night_deck, g.night_discard):
        if cid in pile:
            pile.remove(cid)
    g.night_deck.append(cid)


def recorder(g, faces_for=None):
    """Record how many dice each roll uses; faces come from `faces_for(n, i)` (default all 1s)."""
    sizes: list[int] = []

    def roll(n):
        sizes.append(n)
        if n <= 0:
            return []
        return faces_for(n, len(sizes) - 1) if faces_for else [1] * n
    g._roll = roll
    return sizes


def card_with(g, table, pred):
    return next(k for k, v in g.c[table].items() if pred(v))


def eff_card(g, table, **want):
    return card_with(g, table, lambda v: any(all(e.get(k) == x for k, x in want.items()) for e in v["effects"]))


# -- Tests called for by cards ------------------------------------------------------------

@pytest.mark.rule("KF-TEST-11", "KF-TEST-12", "KF-TEAM-03")
def test_event_test_rolls_once_costs_nothing_and_pays_on_a_pass():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    cell, loc = neighbour(g, h)
    g.heroes[h]["pos"] = g.heroes[o]["pos"] = loc
    ev = eff_card(g, "encounter", do="test")
    card = g.c["encounter"][ev]
    test = next(e for e in card["effects"] if e["do"] == "test")
    won = next(e for e in card["effects"] if e.get("on") == "pass")
    on_top(g, loc, ev)
    s.apply(h, f"team {o.lower()}")
    s.apply(o, "join")
    hs = g.heroes[h]
    hs["fate_used"] = True
    ap, gold = hs["ap"], hs["gold"]
    sizes = recorder(g, lambda n, i: [6] * n)
    s.apply(h, "search")
    # one roll, with the hero's own dice only: the team does not help with an Event
    assert sizes == [g.attr(h, test["attr"])]
    assert g.team == []  # unused, it breaks up as the Search ends the turn
    assert hs["gold"] == gold + won["n"] and hs["ap"] == ap - 1  # only the Search's AP
    assert hs["successes"] == {} and not g.locs[loc]["encounters"]


@pytest.mark.rule("KF-TEST-12", "KF-TEST-13")
def test_event_test_thresholds():
    for hits, gold_gain, hp_loss in ((1, 0, 0), (0, 0, 1)):
        s = new(1)
        g = s.game
        cell, loc = neighbour(g, "Ana")
        ev = eff_card(g, "encounter", do="test")
        card = g.c["encounter"][ev]
        assert next(e for e in card["effects"] if e.get("on") == "pass").get("need", 1) > 1
        on_top(g, loc, ev)
        hs = g.heroes["Ana"]
        hs["fate_used"] = True
        gold, hp = hs["gold"], hs["hp"]
        recorder(g, lambda n, i, k=hits: [6] * k + [1] * (n - k))
        s.apply("Ana", f"move {cell}")
        # one success: short of the pass, but no failure either, so nothing happens
        assert hs["gold"] == gold + gold_gain and hs["hp"] == hp - hp_loss


@pytest.mark.rule("KF-TEST-12", "KF-TEST-13")
def test_pass_and_fail_count_for_any_test_against_the_card():
    s = new(1)
    g = s.game
    cell, loc = neighbour(g, "Ana")
    hs = g.heroes["Ana"]
    hs["pos"] = loc
    hs["fate_used"] = True
    tower = eff_card(g, "encounter", on="fail")
    card = g.c["encounter"][tower]
    fail = next(e for e in card["effects"] if e.get("on") == "fail")
    win = next(e for e in card["effects"] if e.get("on") == "pass")
    assert "attr" not in fail
    put(g, loc, tower)
    other = next(a for a in ATTRS if card[a] > 0 and a != win["attr"])
    hp = hs["hp"]
    dice(g, [[1] * 9])
    s.apply("Ana", f"confront 1 {other}")  # no success in any attribute: the Fail bites
    assert hs["hp"] == hp - 1
    s2 = new(1)
    g2 = s2.game
    g2.heroes["Ana"]["pos"] = loc
    g2.heroes["Ana"]["fate_used"] = True
    put(g2, loc, tower)
    fate = g2.heroes["Ana"]["fate"]
    dice(g2, [[6] * win["need"] + [1] * 9])
    s2.apply("Ana", f"confront 1 {win['attr']}")
    assert g2.heroes["Ana"]["fate"] == fate + win["n"]


@pytest.mark.rule("KF-EDGE-08", "KF-TEST-06")
def test_night_tests_offer_fate_within_the_days_allowance():
    s = new(2, "coop")
    g = s.game
    loc = g.grid["b2"]
    g.gloom.add(loc)
    for h in g.order:
        g.heroes[h].update(pos=loc, hp=6, max_hp=6)  # enough to live through the Night
    night_on_top(g, eff_card(g, "night", do="test"))
    recorder(g)
    first = g.active
    s.apply(first, "camp")
    s.apply(next(x for x in g.order if x != first), "camp")
    a, b = g.order
    assert g.choice.seat == a and "fate" in commands(g, a)
    fate = g.heroes[a]["fate"]
    s.apply(a, "fate")
    # the Night is still part of the Day: the call is spent until Dawn
    assert g.heroes[a]["fate_used"] and g.heroes[a]["fate"] == fate - 1
    assert g.choice.seat == b
    s.apply(b, "keep")
    assert g.day == 2 and not g.heroes[a]["fate_used"]


@pytest.mark.rule("KF-EDGE-08")
def test_fate_called_by_day_is_not_offered_at_night():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    loc = g.grid["b2"]
    g.gloom.add(loc)
    hs["pos"] = loc
    hs["fate_used"] = True
    night_on_top(g, eff_card(g, "night", do="test"))
    recorder(g)
    hp = hs["hp"]
    s.apply("Ana", "camp")
    assert g.day == 2  # no Fate to offer: the Test failed without asking
    assert any("fails the sneak Test" in e.text for e in g.events)
    assert hs["hp"] < hp


@pytest.mark.rule("KF-TEST-10")
def test_use_one_attribute_for_another():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    cell, loc = neighbour(g, "Ana")
    hs["pos"] = loc
    hs["fate_used"] = True
    swap = eff_card(g, "reward", do="use_attr")
    e = next(x for x in g.c["reward"][swap]["effects"] if x["do"] == "use_attr")
    own(g, "Ana", swap)
    boosts = [k for k, v in g.c["reward"].items() if v["bonus"].get(e["use"], 0) >= 1
              and v["unique"] != g.c["reward"][swap]["unique"] and v["type"] != "spell"]
    for k in boosts:
        if g.attr("Ana", e["use"]) > g.attr("Ana", e["attr"]):
            break
        if all(g.c["reward"][a["id"]]["unique"] != g.c["reward"][k]["unique"] for a in hs["assets"]):
            own(g, "Ana", k)
    assert g.attr("Ana", e["use"]) > g.attr("Ana", e["attr"])
    place = card_with(g, "encounter", lambda v: v["type"] == "place" and v[e["attr"]] > 0 and not v["effects"])
    put(g, loc, place)
    # the ability is a choice, offered as its own command with its own odds
    offered = {c.text: c.description for c in g.legal_commands("Ana")}
    plain, swapped = f"confront 1 {e['attr']}", f"confront 1 {e['attr']} {e['use']}"
    assert plain in offered and swapped in offered
    assert f"{g.attr('Ana', e['use'])} dice" in offered[swapped]
    assert f"{g.attr('Ana', e['attr'])} dice" in offered[plain]
    sizes = recorder(g)
    s.apply("Ana", swapped)
    assert sizes[0] == g.attr("Ana", e["use"])


# -- actions, costs, X ---------------------------------------------------------------

@pytest.mark.rule("KF-ACT-03", "KF-ACT-02")
def test_ability_as_your_rest_action():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    cell, loc = neighbour(g, "Ana")
    hs["pos"] = loc
    put(g, loc, card_with(g, "encounter", lambda v: v["type"] == "place" and not v["effects"]))
    friar = eff_card(g, "reward", on="action")
    own(g, "Ana", friar)
    hs["hp"] = 1
    ap = hs["ap"]
    assert "rest" not in commands(g, "Ana") and "use 1" in commands(g, "Ana")
    s.apply("Ana", "use 1")
    assert hs["hp"] == 3 and hs["ap"] == ap - 1
    hs["hp"] = hs["max_hp"]
    with pytest.raises(Refused, match="no effect"):
        s.apply("Ana", "use 1")


@pytest.mark.rule("KF-ABIL-10", "KF-ABIL-22")
def test_costs_paid_again_and_any_ap_pays():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    again = card_with(g, "reward", lambda v: any(e.get("pay") == "gold" and not e.get("x") for e in v["effects"]))
    spend = eff_card(g, "reward", pay="ap")
    own(g, "Ana", again)
    own(g, "Ana", spend)
    hs["gold"], fate = 5, hs["fate"]
    s.apply("Ana", "resolve 1")
    s.apply("Ana", "resolve 1")
    assert hs["gold"] == 1 and hs["fate"] == fate + 2
    with pytest.raises(Refused, match="cost"):
        s.apply("Ana", "resolve 1")
    hs["move_ap"], ap = 1, hs["ap"]
    s.apply("Ana", "resolve 2")  # the Move AP pays the 'spend 1 AP'
    assert hs["move_ap"] == 0 and hs["ap"] == ap and hs["gold"] == 2
    s.apply("Ana", "resolve 2")
    assert hs["ap"] == ap - 1 and hs["gold"] == 3


@pytest.mark.rule("KF-ABIL-26")
def test_x_is_chosen_by_the_hero():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    own(g, "Ana", eff_card(g, "reward", x=True))
    hs["gold"], hs["hp"] = 5, 1
    s.apply("Ana", "resolve 1")
    assert commands(g, "Ana") == [f"choose {i}" for i in range(1, 6)]
    s.apply("Ana", "choose 3")
    assert hs["gold"] == 2 and hs["hp"] == 4 and hs["assets"][0]["veiled"]


# -- assets in play ------------------------------------------------------------------

@pytest.mark.rule("KF-ABIL-11")
def test_enters_and_leaves_play():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    laurel = eff_card(g, "reward", on="enters")
    r = g.c["reward"][laurel]
    hs["pos"] = r["discover"]
    empty_hand(g, "Ana")
    own(g, "Ana", laurel, rumour=True)
    fate, gold = hs["fate"], hs["gold"]
    s.apply("Ana", "discover 1")
    assert hs["fate"] == fate + 1 and hs["gold"] == gold
    rival = card_with(g, "reward", lambda v: v["unique"] == r["unique"] and v is not r)
    own(g, "Ana", rival, rumour=True)
    hs["pos"] = g.c["reward"][rival]["discover"]
    s.apply("Ana", "discover 1")  # a second card of the same unique keyword: one must go
    assert commands(g, "Ana") == ["discard 1", "discard 2"]
    s.apply("Ana", "discard 1")
    assert hs["gold"] == gold + 1 and hs["fate"] == fate + 1 and laurel in g.rew_discard[r["type"]]


def fill_assets(g, h, first, n, avoid):
    """Give `h` n assets with distinct unique keywords, `first` first, none sharing `avoid`."""
    own(g, h, first)
    uniq = {g.c["reward"][first]["unique"], avoid}
    for k, v in g.c["reward"].items():
        if len(g.heroes[h]["assets"]) >= n:
            break
        if v["unique"] not in uniq and v["type"] != "spell" and not v.get("attach"):
            uniq.add(v["unique"])
            own(g, h, k)


@pytest.mark.rule("KF-LIM-04", "KF-ABIL-16")
def test_attached_card_takes_no_slot_and_falls_with_its_host():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    oil = card_with(g, "reward", lambda v: v.get("attach"))
    r = g.c["reward"][oil]
    host = card_with(g, "reward", lambda v: v["unique"] != r["unique"]
                     and any(e.get("cost") == "sacrifice" for e in v["effects"]))
    fill_assets(g, "Ana", host, 6, r["unique"])
    assert len(hs["assets"]) == 6
    hs["pos"] = r["discover"]
    empty_hand(g, "Ana")
    own(g, "Ana", oil, rumour=True)
    s.apply("Ana", "discover 1")
    assert commands(g, "Ana")[0].startswith("attach ")
    s.apply("Ana", "attach 1")
    # seven cards, yet no discard is asked for: the attached one takes no slot, keeps its keywords
    assert len(hs["assets"]) == 7 and not g.choice
    assert r["unique"] in g.keywords_in_play("Ana")
    s.apply("Ana", "resolve 1")  # sacrifice the host
    assert oil in g.rew_discard[r["type"]] and all(a["id"] not in (oil, host) for a in hs["assets"])
    assert any("falls away with its host" in e.text for e in g.events)


@pytest.mark.rule("KF-TROPHY-04")
def test_trophy_card_without_gain_goes_into_play_or_is_sold():
    for choice in ("keep", "cash"):
        s = new(1)
        g = s.game
        hs = g.heroes["Ana"]
        hs["fate_used"] = True
        cell, loc = neighbour(g, "Ana")
        foe = eff_card(g, "encounter", do="draw")
        put(g, loc, foe)
        item = g.rew_deck["item"][-1]
        dice(g, [[6] * 9, [1] * 9] * 4)
        s.apply("Ana", f"move {cell}")
        while "fight" in commands(g, "Ana"):
            s.apply("Ana", "fight")
        s.apply("Ana", "gold")
        s.apply("Ana", "keep")
        s.apply("Ana", "accept")
        assert commands(g, "Ana") == ["keep", "cash"]
        gold = hs["gold"]
        s.apply("Ana", choice)
        if choice == "keep":
            assert hs["assets"][-1]["id"] == item and hs["gold"] == gold
        else:
            assert item in g.rew_discard["item"] and hs["gold"] == gold + g.c["reward"][item]["gold"]
            assert not any(a["id"] == item for a in hs["assets"])


# -- triggers and their order ------------------------------------------------------------

def wight(g):
    return card_with(g, "encounter", lambda v: v["type"] == "enemy" and any(e.get("on") == "trap" for e in v["effects"])
                     and any(e.get("on") == "round" for e in v["effects"]))


@pytest.mark.rule("KF-ENG-13", "KF-ENG-12")
def test_round_start_abilities_every_round_after_the_trap():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    put(g, loc, wight(g))
    hs["gold"] = 3
    dice(g, [[1] * 9] * 6)
    s.apply("Ana", f"move {cell}")
    assert hs["gold"] == 1  # the Trap, then round 1
    texts = [e.text for e in g.events]
    trap = next(i for i, t in enumerate(texts) if t.startswith("trap of"))
    first_round = next(i for i, t in enumerate(texts) if "battle round starts" in t)
    assert trap < first_round
    s.apply("Ana", "fight")
    assert hs["gold"] == 0 and sum("battle round starts" in e.text for e in g.events) == 2
    assert sum(e.text.startswith("trap of") for e in g.events) == 1


@pytest.mark.rule("KF-ABIL-09")
def test_active_hero_orders_abilities_on_one_trigger():
    ends = {}
    for pick in ("doublet", "foe"):
        s = new(1)
        g = s.game
        hs = g.heroes["Ana"]
        hs["fate_used"] = True
        doublet = eff_card(g, "reward", on="round")
        own(g, "Ana", doublet)
        cell, loc = neighbour(g, "Ana")
        put(g, loc, wight(g))
        hs["gold"] = 0
        dice(g, [[1] * 9] * 4)
        s.apply("Ana", f"move {cell}")
        opts = g.legal_commands("Ana")
        assert [c.text for c in opts] == ["order 1", "order 2"] and g.decision().kind == "order"
        mine = g.c["reward"][doublet]["name"]
        s.apply("Ana", next(c.text for c in opts if (mine in c.description) == (pick == "doublet")))
        ends[pick] = hs["gold"]
    assert ends == {"doublet": 0, "foe": 1}


@pytest.mark.rule("KF-ABIL-09")
def test_the_active_hero_orders_them_even_when_another_holds_the_first_hero_marker():
    s = new(2, mode="coop")
    g = s.game
    h = g.active
    other = next(o for o in g.order if o != h)
    g.first = other
    hs = g.heroes[h]
    hs["fate_used"] = True
    own(g, h, eff_card(g, "reward", on="round"))
    cell, loc = neighbour(g, h)
    put(g, loc, wight(g))
    dice(g, [[1] * 9] * 4)
    s.apply(h, f"move {cell}")
    assert g.decision().kind == "order" and g.decision().seats == (h,) and g.decision().rule == "KF-ABIL-09"
    assert [c.text for c in g.legal_commands(h)] == ["order 1", "order 2"] and not g.legal_commands(other)


@pytest.mark.rule("KF-ANC-13")
def test_ancient_abilities_swell_its_hp_and_tax_each_round():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["chapter"] = 5
    hs["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    hs["pos"] = loc
    anc = card_with(g, "ancient", lambda v: v["abilities"].get("battle"))
    info = g.c["ancient"][anc]
    g.ancients[0].update(id=anc, abilities=anc, hp=info["hp"], pos=loc, plots=[])
    titles = [k for k, v in g.c["reward"].items() if v["type"] == "title"
              and not any(e["do"] == "use_attr" for e in v["effects"])]  # no Fight choice to make first
    own(g, "Ana", titles[0])
    own(g, "Ana", next(t for t in titles if g.c["reward"][t]["unique"] != g.c["reward"][titles[0]]["unique"]))
    hs["gold"] = 5
    sizes = recorder(g, lambda n, i: [6] * n if i == 0 else [1] * n)
    s.apply("Ana", "assault")
    dealt = sizes[0]
    assert any("+2 HP this battle" in e.text for e in g.events)
    assert hs["gold"] == 4  # round 1 cost 1 gold
    # the extra HP is lost first: the Ancient's own HP falls only past it
    assert g.ancients[0]["hp"] == min(info["hp"], info["hp"] + 2 - dealt)


# -- Claim, Choose Sides, (Map), in play ---------------------------------------------------

@pytest.mark.rule("KF-ABIL-17")
def test_claimed_card_is_absent_for_other_heroes():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    cell, loc = neighbour(g, h)
    quest = eff_card(g, "encounter", do="claim")
    on_top(g, loc, quest)
    g.heroes[h]["fate_used"] = True
    s.apply(h, f"move {cell}")
    claimed = g.locs[loc]["encounters"][0]
    assert claimed["claim"] == h and g.active == o
    g.heroes[o]["pos"] = g.centre_loc
    plain = card_with(g, "encounter", lambda v: v["type"] == "place" and not v["effects"])
    on_top(g, loc, plain)
    s.apply(o, f"move {cell}")
    # the claimed quest is not there for the other hero: they drew a fresh card
    assert [e["id"] for e in g.visible(o, loc)] == [plain] and len(g.locs[loc]["encounters"]) == 2
    assert all(g.card(e)["name"] != g.c["encounter"][quest]["name"] for e in g.visible(o, loc))
    # while the claimant, on their next turn, still has it to confront
    assert g.active == h and g.visible(h, loc)[0] is claimed
    assert any(c.startswith("confront 1") for c in commands(g, h))


@pytest.mark.rule("KF-ABIL-28")
def test_choose_sides_then_faction_effects():
    s = new(2, "coop")
    g = s.game
    night_on_top(g, eff_card(g, "night", do="sides"))
    a, b = g.order
    gold, fate = g.heroes[a]["gold"], g.heroes[b]["fate"]
    first = g.active
    s.apply(first, "camp")
    s.apply(next(x for x in g.order if x != first), "camp")
    asked = g.choice.seat
    assert commands(g, asked) == ["choose skull", "choose rose"]
    s.apply(a, "choose skull")
    s.apply(b, "choose rose")
    assert g.heroes[a]["faction"] == "skull" and g.heroes[b]["faction"] == "rose"
    assert g.heroes[a]["gold"] == gold + 1 and g.heroes[b]["fate"] == fate + 1


@pytest.mark.rule("KF-ABIL-03", "KF-CARD-20")
def test_map_abilities_work_only_on_the_map():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    mill = card_with(g, "encounter", lambda v: any(e.get("on") == "map" and e.get("target") == "all"
                                                   for e in v["effects"]))
    e = next(x for x in g.c["encounter"][mill]["effects"] if x.get("on") == "map")
    before = g.attr("Ana", e["attr"])
    cell, loc = neighbour(g, "Ana")
    far = g.grid["e5"]
    put(g, far, mill)
    assert g.attr("Ana", e["attr"]) == before + e["n"]  # a global effect, wherever the hero is
    hs["pos"] = far
    card = g.c["encounter"][mill]
    a = next(x for x in ATTRS if card[x] > 0)
    dice(g, [[6] * 9])
    s.apply("Ana", f"confront 1 {a}")
    s.apply("Ana", "gold")
    s.apply("Ana", "keep")  # now a rumour in hand: out of play
    assert ["enc", mill] in hs["rumours"] and g.attr("Ana", e["attr"]) == before
    # an interaction (Map) ability touches only battles with its own card
    hag = card_with(g, "encounter", lambda v: any(x.get("on") == "map" and x.get("target") == "active"
                                                  for x in v["effects"]))
    he = next(x for x in g.c["encounter"][hag]["effects"] if x.get("on") == "map")
    fight = g.attr("Ana", he["attr"])
    hs["pos"] = g.centre_loc
    put(g, loc, hag)
    assert g.attr("Ana", he["attr"]) == fight
    sizes = recorder(g)
    s.apply("Ana", f"move {cell}")
    assert sizes[0] == fight + he["n"]


@pytest.mark.rule("KF-CARD-20")
def test_keywords_count_only_in_play():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    kws = g.keywords_in_play("Ana")
    foe = card_with(g, "encounter", lambda v: v["weakness"] and not set(v["weakness"]) & kws
                    and v["type"] != "enemy")
    w = g.c["encounter"][foe]["weakness"][0]
    card = card_with(g, "reward", lambda v: w in v["keywords"] and v["type"] != "spell")
    hs["pos"] = g.c["reward"][card]["discover"]
    empty_hand(g, "Ana")
    own(g, "Ana", card, rumour=True)
    put(g, hs["pos"], foe)
    assert "overcome 1" not in commands(g, "Ana")  # a rumour in hand is out of play
    s.apply("Ana", "discover 1")
    assert "overcome 1" in commands(g, "Ana")


@pytest.mark.rule("KF-ABIL-01", "KF-MKT-01")
def test_card_text_beats_the_rulebook_market():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    post = card_with(g, "location", lambda v: any(e["do"] == "market" for e in v["effects"]))
    other = next(loc for loc in g.locs if loc not in (post, g.centre_loc))
    hs["pos"] = other
    assert "market" not in commands(g, "Ana")
    hs["pos"] = post
    assert "market" in commands(g, "Ana")
    s.apply("Ana", "market")
    assert "buy item" in commands(g, "Ana")  # the Market's options, at this post


@pytest.mark.rule("KF-CONF-19")
def test_lowered_value_needs_another_confront():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    hs["pos"] = loc
    place = card_with(g, "encounter", lambda v: v["type"] == "place" and not v["effects"]
                      and any(v[a] >= 2 for a in ATTRS))
    card = g.c["encounter"][place]
    a = next(x for x in ATTRS if card[x] >= 2)
    enc = put(g, loc, place)
    hs["successes"][str(enc["uid"])] = [a, card[a] - 1]
    own(g, "Ana", eff_card(g, "reward", do="weaken"))
    s.apply("Ana", "resolve 1")
    # the card is now within reach, but it stays until a defeating process runs
    assert enc in g.locs[loc]["encounters"] and g.enc_val(enc, a) == card[a] - 1
    assert hs["successes"][str(enc["uid"])] == [a, card[a] - 1]
    dice(g, [[1] * 9])
    s.apply("Ana", f"confront 1 {a}")
    assert enc not in g.locs[loc]["encounters"] and set(commands(g, "Ana")) == {"gold", "loot"}


# -- variants --------------------------------------------------------------------------

@pytest.mark.rule("KF-VAR-09")
def test_random_night_locations():
    s = new(1, random_night_locations=True)
    g = s.game
    assert len(g.night_tokens) == 25 - 2  # one token per place, two drawn at setup
    assert not new(1).game.night_tokens
    top = g.night_deck[-1]
    printed = g.c["night"][top]["location"]
    spot = next(loc for loc in g.night_tokens if loc not in g.gloom and loc != printed and loc != g.centre_loc)
    g.night_tokens.remove(spot)
    g.night_tokens.append(spot)
    was_gloom = printed in g.gloom
    s.apply("Ana", "camp")
    while g.choice:
        s.apply(g.choice.seat, g.choice.current_options()[0][0])
    assert spot in g.gloom and (printed in g.gloom) == was_gloom
    assert spot not in g.night_tokens


@pytest.mark.rule("KF-VAR-10")
def test_random_reward_locations():
    s = new(1, random_reward_locations=True)
    g = s.game
    hs = g.heroes["Ana"]
    card = hs["rumours"][0][1]
    spot = g.discover_loc(card)
    assert card in g.reward_loc and spot in g.locs and spot not in g.reward_tokens
    assert len(g.reward_tokens) == 24
    hs["pos"] = spot
    assert "discover 1" in commands(g, "Ana")
    printed = g.c["reward"][card]["discover"]
    if printed != spot:
        hs["pos"] = printed
        assert "discover 1" not in commands(g, "Ana")
        hs["pos"] = spot
        assert "discover 1" in commands(g, "Ana")
    s.apply("Ana", "discover 1")
    assert len(g.reward_tokens) == 25 and card not in g.reward_loc  # the token goes back
