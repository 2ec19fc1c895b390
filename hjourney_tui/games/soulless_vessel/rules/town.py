"""The end of a campaign adventure and the Town Phase that follows it.

`settle` books the adventure: its rewards (or what a loss still gives), the heroes' vessels and
wounds, the chapter's progress, and the campaign won or lost.  `visit` is the town itself:
cards are revealed from the piles and any hero may shop, sell, repair, change vessel, expand the
offers, learn, upgrade or retrain ability cards, unlock perks and trade, each a command; the
party ends the visit by naming its next adventure (`depart`).
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from ....core.commands import Arg, CommandSpec
from ....core.questions import Answer, Option, Question, Script
from ....core.records import record
from ..party import DIFFICULTIES, HeroRecord
from . import items as slots_rules
from .items import BACKPACK, Carried
from .loot import left_behind

if TYPE_CHECKING:
    from ..content import Content
    from ..engine import Vessels
    from ..party import Party

COMMANDS = (
    CommandSpec("buy", "buy a revealed item for your hero", (Arg("item"),), topic="town"),
    CommandSpec("sell", "sell one of your items for half its value, rounded up", (Arg("item"),), topic="town"),
    CommandSpec("repair", "remove one Wear token from one of your items", (Arg("item"),), topic="town"),
    CommandSpec("vessel", "take this vessel card (a revealed one, or a Peasant)", (Arg("vessel"),), topic="town"),
    CommandSpec("swap", "swap vessels with another hero", (Arg("hero"),), topic="town"),
    CommandSpec("expand", "pay to reveal more cards of one pile", (Arg("pile", "choice", ("items", "vessels",
                                                                                         "shop")),), topic="town"),
    CommandSpec("learn", "add a new base ability card to your deck (Soul XP)", (Arg("card"),), topic="town"),
    CommandSpec("upgrade", "upgrade a base card into this variant of it (Soul XP)", (Arg("card"),), topic="town"),
    CommandSpec("retrain", "swap one of your ability cards for another of its level (Coins)",
                (Arg("card"), Arg("new")), topic="town"),
    CommandSpec("unlock", "unlock a perk of your vessel (Legend Points)", (Arg("perk"),), topic="town"),
    CommandSpec("give", "give one of your items to another hero", (Arg("item"), Arg("hero")), topic="town"),
    CommandSpec("equip", "take an item out of your backpack into its slot", (Arg("item"),), topic="town"),
    CommandSpec("stow", "put an equipped item into your backpack", (Arg("item"),), topic="town"),
    CommandSpec("attach", "attach a rune from your backpack to one of your items", (Arg("rune"), Arg("item")),
                topic="town"),
    CommandSpec("depart", "leave town for this adventure of the chapter", (Arg("adventure"),), topic="town"),
    CommandSpec("difficulty", "change the difficulty of the adventures to come", (Arg("level", "choice", DIFFICULTIES),),
                topic="town"),
)

PILES = ("items", "vessels", "shop")


@record(frozen=False)
class Town:
    """The cards on offer during one visit."""

    items: list[str] = field(default_factory=list)
    shop: list[str] = field(default_factory=list)
    vessels: list[str] = field(default_factory=list)
    # an expansion's cards: the party may take one of them, then the rest go (VS-TOWN-08..10)
    extra: dict[str, list[str]] = field(default_factory=dict)
    done: bool = False

    def as_data(self) -> dict[str, Any]:
        return {"items": list(self.items), "shop": list(self.shop), "vessels": list(self.vessels),
                "extra": {k: list(v) for k, v in self.extra.items()}, "done": self.done}


# ----- the end of an adventure


def apply_gains(game: Vessels, effects: Any, why: str) -> None:
    """Rewards: currencies for the party, Soul XP for every hero, a Legendary item for a hero with room."""
    p = game.party
    for e in effects:
        verb, n = e.verb, e.args[0] if e.args else 0
        if verb == "gain_coins":
            p.coins += int(n)
        elif verb == "gain_shards":
            p.shards += int(n)
        elif verb == "gain_legend":
            p.legend += int(n)
        elif verb == "gain_soul_xp":
            for h in p.heroes.values():
                h.soul_xp += int(n)
        elif verb == "gain_legendary":
            give_new(game, str(n), why)
            continue
        else:
            continue
        game.emit(f"{why}: {verb.removeprefix('gain_').replace('_', ' ')} +{n}", kind="reward",
                  data={"gain": verb.removeprefix("gain_"), "amount": int(n)})


def give_new(game: Vessels, item_id: str, why: str) -> None:
    """A new item goes to the first hero with room for it; with no room anywhere it is lost (VS-ITEM-14)."""
    c, slots = game.full, game.full.settings.slots
    for seat, h in game.party.heroes.items():
        slot = slots_rules.place(h.items, c.items, slots, item_id)
        if slot:
            h.items.append(Carried(item_id, slot))
            game.emit(f"{why}: {seat} gains {c.items[item_id].name}", kind="reward", seat=seat,
                      data={"seat": seat, "item": item_id})
            return
    game.emit(f"{why}: no hero has room for {c.items[item_id].name}, and it is lost", kind="reward",
              data={"item": item_id, "lost": True})


def settle(game: Vessels) -> None:
    """Book the adventure just ended into the party (VS-WIN-02/03/05, VS-CAMP-02..04, VS-CAMP-13)."""
    st, p, c = game.state, game.party, game.full
    adv = c.adventures[st.adventure]
    won = st.won
    keep_wounds = c.settings.between_adventures["keep_wounds"]
    left_behind(game)
    for seat, h in st.heroes.items():
        rec = p.heroes[seat]
        rec.vessel = h.vessel or ""
        rec.wounds = h.wounds if keep_wounds and h.vessel else 0
        rec.deck = list(h.deck)
    if won:
        apply_gains(game, adv.rewards, f"{adv.name} won")
    else:
        apply_gains(game, adv.failure, f"{adv.name} lost")
    p.played.append(adv.id)
    p.results.append("won" if won else "lost")
    if all(h.soul for h in st.heroes.values()) and "soft_failure" in p.variants:
        game.emit("every vessel is lost: the adventure is failed, and the souls will find new bodies in town",
                  kind="campaign", rule="VS-VAR-01", data={"soft_failure": True})
    elif all(h.soul for h in st.heroes.values()):
        p.over = "lost"
        game.emit("every hero is a Vesselless Soul: the campaign is lost", kind="campaign", rule="VS-WIN-05",
                  data={"campaign": "lost"})
        return
    if won and adv.final:
        p.over = "won"
        game.emit(f"{adv.name} is won: the campaign is won", kind="campaign", rule="VS-WIN-04",
                  data={"campaign": "won"})
        return
    per = c.settings.campaign["adventures_per_chapter"]
    if p.chapter < c.settings.campaign["chapters"] and played_in(p, c, p.chapter) >= per:
        p.chapter += 1
        game.emit(f"chapter {p.chapter}: {c.chapters[p.chapter].name} begins", kind="campaign", rule="VS-CAMP-02",
                  data={"chapter": p.chapter})


def played_in(p: Party, c: Content, chapter: int) -> int:
    return sum(1 for a in p.played if c.adventures[a].chapter == chapter)


def open_adventures(p: Party, c: Content) -> list[str]:
    """The adventures the party may pick next (VS-TOWN-21, VS-CAMP-03, VS-WIN-07)."""
    here = [a for a in c.adventures.values() if a.chapter == p.chapter]
    final = [a.id for a in here if a.final]
    if final and played_in(p, c, p.chapter) >= c.settings.campaign["final_chapter_adventures"]:
        return final
    return [a.id for a in here if not a.final and a.id not in p.played]


# ----- the piles


def item_pile(p: Party, c: Content) -> list[str]:
    """The Pile Of Items as the town opens: every regular item of the tiers reached so far that no
    hero carries; destroyed and sold cards are back in it (VS-TOWN-02, VS-CAMP-05, VS-ITEM-09/10)."""
    held = p.held()
    return sorted(i.id for i in c.items.values() if i.source == "pile" and 1 <= i.tier <= p.chapter
                  and i.id not in held)


def shop_pile(p: Party, c: Content) -> list[str]:
    held = p.held()
    return sorted(i.id for i in c.items.values() if i.source == "soul_shop" and i.id not in held)


def vessel_pile(p: Party, c: Content, skip: set[str]) -> list[str]:
    """Regular vessels only: Peasant, Legendary and Mythical ones are set aside (VS-TOWN-05)."""
    worn = {h.vessel for h in p.heroes.values()}
    return sorted(v.id for v in c.vessels.values() if v.kind == "regular" and v.id not in worn | skip)


def has_shop(p: Party, c: Content) -> bool:
    return "soul_shop" in c.chapters[p.chapter].features


def reveal(game: Vessels, pile: list[str], n: int) -> list[str]:
    return game.rng.sample(pile, min(n, len(pile)))


def open_town(game: Vessels) -> Town:
    p, c, t = game.party, game.full, game.full.settings.town
    town = Town()
    town.items = reveal(game, item_pile(p, c), t["items_revealed"])
    if has_shop(p, c):
        town.shop = reveal(game, shop_pile(p, c), t["soul_shop_revealed"])
    town.vessels = reveal(game, vessel_pile(p, c, set()), t["vessels_revealed"])
    game.emit(f"the Town Phase: {len(town.items)} items, {len(town.shop)} Soul Shop items and "
              f"{len(town.vessels)} vessels on offer", kind="town", rule="VS-TOWN-03", data=town.as_data())
    return town


# ----- what each hero may do in town


def _opt(text: str, desc: str, data: dict[str, Any], why: str = "") -> Option:
    return Option(text, desc, data, enabled=not why, reason=why)


def price(c: Content, item_id: str) -> tuple[int, str]:
    i = c.items[item_id]
    return i.value, i.currency


def sale(c: Content, item_id: str) -> int:
    return -(-c.items[item_id].value // 2)  # half, rounded up (VS-TOWN-12)


def _afford(p: Party, cost: int, currency: str) -> str:
    have = p.currency(currency)
    return "" if have >= cost else f"it costs {cost} {_money(currency)} and the party has {have}"


def _money(currency: str) -> str:
    return "Soul Shards" if currency == "shards" else "Coins"


def type_count(p: Party, c: Content, base: str) -> int:
    return sum(1 for h in p.heroes.values() for a in h.deck if c.abilities[a].base == base)


def learn_cost(h: HeroRecord, c: Content) -> int:
    t = c.settings.town
    return t["large_deck_xp"] if len(h.deck) + 1 >= t["large_deck"] else t["new_card_xp"]  # VS-TOWN-15


def options(game: Vessels, seat: str) -> list[Option]:
    p, c, town = game.party, game.full, game.town
    t, slots = c.settings.town, c.settings.slots
    h = p.heroes[seat]
    out: list[Option] = []
    for pile, ids in (("items", town.items), ("shop", town.shop), ("items", town.extra.get("items", [])),
                      ("shop", town.extra.get("shop", []))):
        for i in ids:
            cost, cur = price(c, i)
            slot = slots_rules.place(h.items, c.items, slots, i)
            why = _afford(p, cost, cur) or ("" if slot else f"{seat} has no room for {c.items[i].name}")
            out.append(_opt(f"buy {i}", f"{c.items[i].name}: {cost} {_money(cur)}",
                            {"verb": "buy", "item": i, "cost": cost, "currency": cur, "pile": pile,
                             "slot": slot, "tier": c.items[i].tier}, why))
    for it in h.items:
        out.append(_opt(f"sell {it.id}", f"{c.items[it.id].name} for {sale(c, it.id)}",
                        {"verb": "sell", "item": it.id, "gain": sale(c, it.id), "currency": c.items[it.id].currency}))
        if it.wear:
            out.append(_opt(f"repair {it.id}", f"{c.items[it.id].name}: one Wear token off",
                            {"verb": "repair", "item": it.id, "wear": it.wear, "cost": t["repair_cost"], "currency": "coins"},
                            _afford(p, t["repair_cost"], "coins")))
        if it.slot == BACKPACK and c.items[it.id].slot != "rune":
            slot = slots_rules.natural_slot(c.items[it.id])
            out.append(_opt(f"equip {it.id}", f"equip {c.items[it.id].name}", {"verb": "equip", "item": it.id},
                            slots_rules.why_not_fit([x for x in h.items if x is not it], c.items, slots, it.id,
                                                    slot)))
        elif it.slot != BACKPACK:
            out.append(_opt(f"stow {it.id}", f"put {c.items[it.id].name} in the backpack",
                            {"verb": "stow", "item": it.id},
                            slots_rules.why_not_fit([x for x in h.items if x is not it], c.items, slots, it.id,
                                                    BACKPACK)))
        if c.items[it.id].rune and it.slot == BACKPACK:
            for host in h.items:
                if not c.items[host.id].rune:
                    out.append(_opt(f"attach {it.id} {host.id}", f"attach {c.items[it.id].name} to "
                                    f"{c.items[host.id].name}" + (" (the old rune is sold back)" if host.rune else ""),
                                    {"verb": "attach", "rune": it.id, "item": host.id, "replaces": host.rune}))
        for other, oh in p.heroes.items():
            if other != seat:
                room = slots_rules.place(oh.items, c.items, slots, it.id)
                out.append(_opt(f"give {it.id} {other.lower()}", f"give {c.items[it.id].name} to {other}",
                                {"verb": "give", "item": it.id, "hero": other},
                                "" if room else f"{other} has no room for {c.items[it.id].name}"))
    taken = {x.vessel for x in p.heroes.values()}
    offered = town.vessels + town.extra.get("vessels", [])
    peasants = [v.id for v in c.vessels.values() if v.kind == "peasant" and v.id not in taken]
    for v in offered + peasants:
        if v != h.vessel and v not in taken:
            out.append(_opt(f"vessel {v}", f"inhabit {c.vessels[v].name} ({c.vessels[v].kind})",
                            {"verb": "vessel", "vessel": v, "kind": c.vessels[v].kind}))
    for other, oh in p.heroes.items():
        if other != seat and (oh.vessel or h.vessel):
            out.append(_opt(f"swap {other.lower()}", f"swap vessels with {other}", {"verb": "swap", "hero": other}))
    for pile in PILES:
        why = _afford(p, t["expansion_cost"], "coins")
        if pile == "shop" and not has_shop(p, c):
            why = "there is no Soul Shop in chapter 1"
        out.append(_opt(f"expand {pile}", f"reveal more {pile} for {t['expansion_cost']} Coins",
                        {"verb": "expand", "pile": pile, "cost": t["expansion_cost"], "currency": "coins"}, why))
    for a in c.base_abilities():
        if a.id not in h.deck:
            cost = learn_cost(h, c)
            why = "the party holds this card twice already" if type_count(p, c, a.id) >= 2 else \
                "" if h.soul_xp >= cost else f"it costs {cost} Soul XP and {seat} has {h.soul_xp}"
            out.append(_opt(f"learn {a.id}", f"add {a.name} ({cost} Soul XP)",
                            {"verb": "learn", "card": a.id, "cost": cost, "currency": "soul_xp"}, why))
    for card in h.deck:
        if c.abilities[card].level == 0:
            for v in c.abilities.values():
                if v.base == card and v.level == 1:
                    why = "" if h.soul_xp >= t["upgrade_xp"] else \
                        f"it costs {t['upgrade_xp']} Soul XP and {seat} has {h.soul_xp}"
                    out.append(_opt(f"upgrade {v.id}", f"upgrade {c.abilities[card].name} into {v.name}",
                                    {"verb": "upgrade", "card": v.id, "base": card, "cost": t["upgrade_xp"],
                                     "currency": "soul_xp"}, why))
    for card in h.deck:
        level = c.abilities[card].level
        for v in c.abilities.values():
            if v.level == level and v.id not in h.deck and v.base != c.abilities[card].base:
                why = _afford(p, t["retrain_cost"], "coins") or (
                    "the party holds this card type twice already" if type_count(p, c, v.base) >= 2 else "")
                out.append(_opt(f"retrain {card} {v.id}", f"swap {c.abilities[card].name} for {v.name}",
                                {"verb": "retrain", "card": card, "new": v.id, "cost": t["retrain_cost"],
                                 "currency": "coins"}, why))
    if h.vessel:
        out += _perk_options(p, c, seat)
    why = next((f"{s} has no vessel: take one first" for s, x in p.heroes.items() if not x.vessel), "")
    for a in open_adventures(p, c):
        out.append(_opt(f"depart {a}", f"leave town for {c.adventures[a].name}", {"verb": "depart", "adventure": a},
                        why))
    for level in DIFFICULTIES:  # only here, between adventures (VS-DIFF-05)
        if level != p.difficulty:
            out.append(_opt(f"difficulty {level}", f"play the next adventures at {level} difficulty",
                            {"verb": "difficulty", "level": level}))
    return out


def _perk_options(p: Party, c: Content, seat: str) -> list[Option]:
    h = p.heroes[seat]
    ves = c.vessels[h.vessel]
    t = c.settings.town
    have = h.unlocks.get(ves.id, [])
    col2 = {k.id for k in ves.column2}
    out = []
    for column, perks, cost in ((2, ves.column2, t["column2_legend"]), (3, ves.column3, t["column3_legend"])):
        for k in perks:
            if k.id in have:
                continue
            why = ""
            if any(x in have for x in (col2 if column == 2 else {q.id for q in ves.column3})):
                why = f"a column-{column} perk of {ves.name} is unlocked already"
            elif column == 3 and not col2 & set(have):
                why = "a column-2 perk of this vessel must be unlocked first"
            elif p.legend < cost:
                why = f"it costs {cost} Legend Points and the party has {p.legend}"
            out.append(_opt(f"unlock {k.id}", f"{k.name} (column {column}, {cost} Legend Points)",
                            {"verb": "unlock", "perk": k.id, "name": k.name, "column": column, "cost": cost,
                             "currency": "legend"}, why))
    return out


# ----- carrying the commands out


def visit(game: Vessels) -> Script:
    """The Town Phase: any hero acts, in any order, until the party departs (VS-TOWN-01)."""
    game.town = open_town(game)
    while True:
        ans: Answer = yield Question(tuple(game.party.heroes), "the Town Phase: shop, train, then depart",
                                     lambda seat: options(game, seat), mode="any", kind="choice",
                                     rule="VS-TOWN-01", data={"town": True})
        if do(game, ans.seat, ans.name, list(ans.args)):
            break
    game.town.done = True


def do(game: Vessels, seat: str, verb: str, args: list[str]) -> bool:
    """One town command, already checked legal; True once the party departs."""
    p, c, town = game.party, game.full, game.town
    t, slots = c.settings.town, c.settings.slots
    h = p.heroes[seat]
    if verb in ("give", "swap"):  # command words are lower case: back to the seat's own name
        args[-1] = next(s for s in p.heroes if s.lower() == args[-1])
    if verb == "buy":
        i = args[0]
        cost, cur = price(c, i)
        p.pay(cur, cost)
        h.items.append(Carried(i, slots_rules.place(h.items, c.items, slots, i)))
        for pile in (town.items, town.shop):
            if i in pile:
                pile.remove(i)
        for key, extra in list(town.extra.items()):
            if i in extra:  # one card of an expansion, the rest discarded
                del town.extra[key]
        game.emit(f"{seat} buys {c.items[i].name} for {cost} {_money(cur)}", kind="town", seat=seat,
                  rule="VS-TOWN-03", data={"seat": seat, "item": i, "cost": cost, "currency": cur})
    elif verb == "sell":
        it = slots_rules.find(h.items, args[0])
        assert it is not None
        h.items.remove(it)
        gain = sale(c, it.id)
        p.pay(c.items[it.id].currency, -gain)
        also = ""
        if it.rune:  # its rune goes with it, at half the rune's own value (VS-EDGE-15)
            p.pay(c.items[it.rune].currency, -sale(c, it.rune))
            also = f", and its {c.items[it.rune].name} for {sale(c, it.rune)} {_money(c.items[it.rune].currency)}"
        game.emit(f"{seat} sells {c.items[it.id].name} for {gain} {_money(c.items[it.id].currency)}{also}",
                  kind="town", seat=seat, rule="VS-TOWN-12",
                  data={"seat": seat, "item": it.id, "gain": gain, "rune": it.rune})
    elif verb == "repair":
        it = slots_rules.find(h.items, args[0])
        assert it is not None
        p.pay("coins", t["repair_cost"])
        it.wear -= 1
        game.emit(f"{seat} has {c.items[it.id].name} repaired ({it.wear} Wear left)", kind="town", seat=seat,
                  rule="VS-TOWN-13", data={"seat": seat, "item": it.id, "wear": it.wear})
    elif verb == "vessel":
        v = args[0]
        if v in town.vessels:
            town.vessels.remove(v)
        elif v in town.extra.get("vessels", []):  # one of an expansion's vessels: the rest go
            del town.extra["vessels"]
        h.vessel, h.wounds = v, 0
        game.emit(f"{seat} now inhabits {c.vessels[v].name}", kind="town", seat=seat, rule="VS-TOWN-05",
                  data={"seat": seat, "vessel": v})
    elif verb == "swap":
        o = p.heroes[args[0]]
        h.vessel, o.vessel, h.wounds, o.wounds = o.vessel, h.vessel, o.wounds, h.wounds
        game.emit(f"{seat} and {args[0]} swap vessels", kind="town", seat=seat, rule="VS-VES-09",
                  data={"seat": seat, "hero": args[0]})
    elif verb == "expand":
        pile = args[0]
        p.pay("coins", t["expansion_cost"])
        if pile == "items":
            town.extra["items"] = reveal(game, [i for i in item_pile(p, c) if i not in town.items],
                                         t["items_expansion"])
        elif pile == "shop":
            town.extra["shop"] = reveal(game, [i for i in shop_pile(p, c) if i not in town.shop],
                                        t["soul_shop_expansion"])
        else:
            town.extra["vessels"] = reveal(game, vessel_pile(p, c, set(town.vessels)), t["vessels_expansion"])
        game.emit(f"{seat} pays {t['expansion_cost']} Coins: {len(town.extra[pile])} more {pile} on offer, one of "
                  "which may be taken", kind="town", seat=seat, rule="VS-TOWN-07",
                  data={"seat": seat, "pile": pile, "cards": list(town.extra[pile])})
    elif verb == "learn":
        cost = learn_cost(h, c)
        h.soul_xp -= cost
        h.deck.append(args[0])
        game.emit(f"{seat} learns {c.abilities[args[0]].name} for {cost} Soul XP", kind="town", seat=seat,
                  rule="VS-TOWN-15", data={"seat": seat, "card": args[0], "cost": cost})
    elif verb == "upgrade":
        v = c.abilities[args[0]]
        h.soul_xp -= t["upgrade_xp"]
        h.deck[h.deck.index(v.base)] = v.id
        game.emit(f"{seat} upgrades {c.abilities[v.base].name} into {v.name}", kind="town", seat=seat,
                  rule="VS-TOWN-16", data={"seat": seat, "card": v.id, "base": v.base})
    elif verb == "retrain":
        old, new = args
        p.pay("coins", t["retrain_cost"])
        h.deck[h.deck.index(old)] = new
        game.emit(f"{seat} retrains {c.abilities[old].name} into {c.abilities[new].name}", kind="town", seat=seat,
                  rule="VS-TOWN-14", data={"seat": seat, "card": old, "new": new})
    elif verb == "unlock":
        column = 2 if any(k.id == args[0] for k in c.vessels[h.vessel].column2) else 3
        p.legend -= t["column2_legend"] if column == 2 else t["column3_legend"]
        h.unlocks.setdefault(h.vessel, []).append(args[0])
        game.emit(f"{seat} unlocks the perk {args[0]} of {c.vessels[h.vessel].name}", kind="town", seat=seat,
                  rule="VS-TOWN-17" if column == 2 else "VS-TOWN-18",
                  data={"seat": seat, "perk": args[0], "vessel": h.vessel})
    elif verb == "give":
        it = slots_rules.find(h.items, args[0])
        assert it is not None
        o = p.heroes[args[1]]
        h.items.remove(it)
        it.slot = slots_rules.place(o.items, c.items, slots, it.id)
        o.items.append(it)
        game.emit(f"{seat} gives {c.items[it.id].name} to {args[1]}", kind="town", seat=seat, rule="VS-TOWN-23",
                  data={"seat": seat, "item": it.id, "hero": args[1]})
    elif verb in ("equip", "stow"):
        it = slots_rules.find(h.items, args[0])
        assert it is not None
        it.slot = slots_rules.natural_slot(c.items[it.id]) if verb == "equip" else BACKPACK
        game.emit(f"{seat} {'equips' if verb == 'equip' else 'stows'} {c.items[it.id].name}", kind="town",
                  seat=seat, rule="VS-TOWN-23", data={"seat": seat, "item": it.id, "slot": it.slot})
    elif verb == "attach":
        rune, host = slots_rules.find(h.items, args[0]), slots_rules.find(h.items, args[1])
        assert rune is not None and host is not None
        h.items.remove(rune)
        old, host.rune = host.rune, rune.id
        refund = ""
        if old:  # the old rune is discarded for half its value, rounded up (VS-ITEM-12)
            p.pay(c.items[old].currency, -sale(c, old))
            refund = f"; {c.items[old].name} is discarded for {sale(c, old)} {_money(c.items[old].currency)}"
        game.emit(f"{seat} attaches {c.items[rune.id].name} to {c.items[host.id].name}{refund}", kind="town",
                  seat=seat, rule="VS-ITEM-12", data={"seat": seat, "rune": rune.id, "item": host.id, "old": old})
    elif verb == "difficulty":
        p.difficulty = args[0]
        game.emit(f"the party will play at {args[0]} difficulty from the next adventure", kind="town",
                  rule="VS-DIFF-05", data={"difficulty": args[0]})
    elif verb == "depart":
        p.next = args[0]
        game.emit(f"the party leaves town for {c.adventures[args[0]].name}", kind="town", rule="VS-TOWN-21",
                  data={"adventure": args[0]})
        return True
    return False
