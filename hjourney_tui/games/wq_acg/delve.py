"""Delve quests: one-off quests with no settlement, where heroes grow inside the quest.

The sheet's `progression` lists what every standing hero gains each time the
party leaves a given location: train (upgrade one basic action), arena (gear
capacity +1) and refresh (depleted gear turns faceup, exhausted gear readies).
A hero defeated in a delve is out for good: he gains nothing more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option

from .content import ACTION_KINDS

if TYPE_CHECKING:
    from .engine import WarhammerQuest


class DelveMixin:
    @property
    def is_delve(self: WarhammerQuest) -> bool:
        return bool(self.quest.get("delve"))

    def delve_progression(self: WarhammerQuest):
        """Called after each travel: grants for the location just left, if the sheet has any."""
        left = len(self.location_discard)
        for step in self.quest.get("progression", []):
            if step["after"] != left:
                continue
            self.emit(f"the party leaves landing {left} stronger: {', '.join(step['grant'])}", kind="phase",
                      rule="WQ-DELVE-03")
            for seat in self.order:
                if self.is_defeated(seat):
                    self.emit(f"{seat} has fallen and is out of the delve", rule="WQ-DELVE-04")
                    continue
                for grant in step["grant"]:
                    yield from self.grant(seat, grant)

    def grant(self: WarhammerQuest, seat: str, grant: str):
        h = self.heroes[seat]
        if grant == "arena":
            h["capacity"] += 1
            self.emit(f"{seat}'s gear capacity rises to {h['capacity']}", seat=seat, rule="WQ-DELVE-03")
        elif grant == "refresh":
            self.refresh_gear(seat)
            self.emit(f"{seat}'s gear is refreshed", seat=seat, rule="WQ-DELVE-03")
        elif grant == "train":
            basic = [k for k in ACTION_KINDS if not self.is_advanced(seat, k)]
            if not basic:
                return
            answer = yield Ask(seat, "the delve trains you: upgrade which action?",
                               [Option(f"train {k}", f"{self.action_card(seat, k)['name']} -> advanced",
                                       {"verb": "train", "action": k}) for k in basic],
                               rule="WQ-DELVE-03")
            self.train(seat, answer.args[0], "WQ-DELVE-03")
