"""The Heroes' Journey rules as small modules of functions over the game.

setup.py (bids, order, site 1, starting parties, the deal), turn.py (the turn
loop), campaign.py, movement.py, adversary.py, ranged.py, melee.py,
regroup.py, playing.py (playing cards and using abilities), characters.py
(stats, wounds, exertion, healing, death, burdens) and elimination.py.
"""


class GameOver(Exception):
    """Someone has won: the game's script stops at once (HJ-WIN-08)."""


class CampaignPlayerOut(Exception):
    """The Campaign player lost mid-turn: the turn goes straight to its end (HJ-MP-06)."""
