"""The Heroes' Journey: a competitive hotseat card game for 2-6 players on a shared path of nine sites.

Where things are:

* ``rules.md``       the rules in our own words, one topic each, with the checklist ids it covers;
* ``state.py``       the typed state (players and their zones, the path, the turn, the pool);
* ``rules/``         the rules as functions that yield questions: ``setup``, ``turn`` (the loop),
                     ``campaign``, ``movement``, ``adversary``, ``ranged``, ``melee``, ``regroup``,
                     ``playing`` (playing cards, abilities, action windows), ``characters``
                     (stats, wounds, exertion, death, burdens) and ``elimination``;
* ``cards/``         card scripts, one module per set beside rulesets/heroes_journey/cards/<set>.toml;
                     ``common.py`` holds the shapes of text several cards share;
* ``content.py``     loads and checks the TOML (cards, sites and quest needs, prebuilt decks);
* ``engine.py``      the Game: commands, the core's hooks, each seat's view, outcome, invariants;
* ``bots.py``        a heuristic bot (the core's random bot plays too); ``info.py`` the registry entry.

A new card: a table in its set's TOML with printed values (keywords such as Shoot or Damage are
data, handled by the rules); if it has `text`, a script registered under its id in the set's
module (the content test fails until it has one).  Rule tests live in tests/heroes_journey/.
"""
