"""What the heuristic bot knows of the player cards' effects, by card id (as a player knows the cards
they deck-built with).  Allies' stats come from the view, and attachments' bonuses and the Restricted
limit from the data of the legal commands; these are the effects neither shows."""

from __future__ import annotations

# event -> (what it does, how much)
EVENTS: dict[str, tuple[str, int]] = {
    "call_to_arms": ("resources", 2), "muster_the_levy": ("resources", 1), "ashford_supplies": ("resources", 2),
    "rally_the_road": ("ready_hero", 1), "second_wind": ("ready", 1),
    "sudden_strike": ("damage", 2), "cleaving_blow": ("damage", 3),
    "hold_the_line": ("defence", 2), "brace": ("defence", 1),
    "battle_fury": ("attack", 2), "battle_cry": ("attack", 1), "savage_rush": ("attack", 3),
    "hillfolk_war_horn": ("attack", 2),
    "quiet_courage": ("willpower", 2), "stirring_words": ("willpower", 1), "bright_resolve": ("willpower", 1),
    "poultice": ("heal", 3), "bind_wounds": ("heal", 1), "healers_bundle": ("heal", 2),
    "study_the_signs": ("draw", 2), "word_from_ashford": ("draw", 1), "deep_study": ("draw", 3),
    "read_the_shadow": ("shadow", 1),
    "calm_breath": ("threat", 3), "steady_heart": ("threat", 1), "hope_renewed": ("threat", 5),
    "ferrymans_token": ("threat", 2),
    "shoulder_to_shoulder": ("second_defender", 1), "warm_welcome": ("draw", 2),
    "warding_word": ("cancel_revealed", 1), "deflecting_shield": ("prevent_damage", 1),
    "call_the_reserves": ("reserves", 1), "reckless_search": ("search", 1), "rousing_call": ("ready_allies", 1),
    "quiet_vigil": ("threat_x", 0), "tales_of_valour": ("threat_victory", 0), "scout_ahead": ("look", 3),
    "mark_the_path": ("location_progress", 2), "forced_march": ("stage_progress", 2),
    "break_the_spell": ("unward", 1), "banishing_rite": ("banish", 1), "cleansing_draught": ("cleanse", 1),
}

# attachments that give their hero another sphere's resource icon
ICONS: dict[str, str] = {"wayfarers_badge": "lore"}
# allies that raise their controller's threat as they enter play
THREAT_ON_ENTRY: dict[str, int] = {"oathbound_sellsword": 1}

# attachments whose worth is a card drawn after their host's ranged attack (only a partner's enemy can be
# attacked so, so they are worth something only at a table of two or more and on a Ranged character)
DRAWS_ON_RANGED: frozenset[str] = frozenset({"fletchers_quiver"})
# attachments that draw a card as allies enter play
DRAWS_ON_ALLIES: frozenset[str] = frozenset({"recruiters_ledger"})

# allies whose arrival draws cards
DRAWS_ON_ENTRY: dict[str, int] = {"village_elder": 1, "lorekeeper_anwe": 2, "herald_of_the_vale": 1,
                                  "archivist_of_the_mere": 1, "wandering_minstrel": 1}

# encounter cards with a cost the view's stats do not show: threat each player raises on travelling there
# or on engaging it
TRAVEL_THREAT: dict[str, int] = {"flooded_ford": 1}
ENGAGE_THREAT: dict[str, int] = {"raider_captain": 2}
