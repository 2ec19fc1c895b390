"""What the table is waiting for, and the cards to choose from as a list worked by keys.

The top line says the round, the phase and whose action window or choice it is.  Below it each
command on offer is listed by the card it names (a character to commit, a defender, an attacker,
an enemy, a location, a card to play...), with the stat that matters for the choice and the key the
command list gives it.  Characters already questing stay listed, ticked, so the list reads as a
checklist.  Up/Down move, Space or Enter give the highlighted command; i opens every card in full.
"""

from __future__ import annotations

import textwrap
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType

from hjourney_tui.tui.panes import SendCommand
from hjourney_tui.tui.redraw import content_height

from ....core.records import record
from .base import ViewPane
from .style import CYAN, GREEN, MUTED, RED, YELLOW, by_uid, fit, g, health, stats

PHASES = {"setup": "Setup", "resource": "Resource phase", "planning": "Planning phase", "quest": "Quest phase",
          "travel": "Travel phase", "encounter": "Encounter phase", "combat": "Combat phase",
          "refresh": "Refresh phase"}
# the words before the card a command names, and the stats shown after it
CARD_VERBS: dict[str, tuple[str, tuple[str, ...]]] = {
    "commit": ("Quest with", ("willpower",)), "defend": ("Defend with", ("defence",)),
    "with": ("Attack with", ("attack",)), "attack": ("Attack", ("defence",)), "engage": ("Engage", ("engagement",)),
    "travel": ("Travel to", ("threat", "quest_points")), "play": ("Play", ()), "pay": ("Pay 1 from", ()),
    "attach": ("Attach to", ()), "target": ("Choose", ()), "take": ("Damage to", ("defence",)),
    "next": ("Next attacker", ("attack",)), "trigger": ("Use", ()),
}
PLAIN = {"keep": "Keep this hand", "mulligan": "Mulligan (draw a new hand)", "done": "Done", "pass": "Pass",
         "stay": "Stay (no travel)", "undefended": "No defender", "strike": "Strike with the attackers"}


@record(frozen=False)
class Choice:
    command: str | None  # None: listed to read, not to give (a character already questing)
    label: Text
    verb: str = ""
    card: str = ""  # the id of the card the command names, if it names one


class ChoicePane(ViewPane, can_focus=True):
    DEFAULT_CSS = """
    ChoicePane { border-bottom: solid $primary 50%; }
    ChoicePane:focus { background: $primary 15%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "Previous choice", show=False),
        Binding("down", "move(1)", "Next choice", show=False),
        Binding("space,enter", "give", "Give the highlighted choice", show=False),
        Binding("i", "cards", "Every card in full", show=False),
        Binding("t", "section(1)", "Next part of the board", show=False),
        Binding("T", "section(-1)", "Previous part of the board", show=False),
        Binding("pagedown", "scroll_board(1)", "Scroll the board down", show=False),
        Binding("pageup", "scroll_board(-1)", "Scroll the board up", show=False),
    ]
    HELP = (("Up/Down", "board: move through the choices on offer (cards to commit, defend, attack...)"),
            ("Space, Enter", "give the highlighted choice"),
            ("i", "every card on the table in full: text, stats now and what changes them"),
            ("t / T", "board: bring the next / previous part to the top (choices, encounter side, "
                      "players, your hand)"),
            ("PgDn / PgUp", "scroll the board"))

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.choices: list[Choice] = []
        self.cursor = 0
        self.section = 0  # the part of the board t last brought to the top

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    # -- data ------------------------------------------------------------------------
    def update_view(self, view: dict[str, Any]) -> None:
        was = self.highlighted()
        asked = self.question()
        before = content_height(self)
        self.view = view
        self.choices = self.build()
        given = [c.command for c in self.choices]
        self.cursor = given.index(was) if was in given else self.first_choice()
        self.redraw(before)
        if self.question() != asked:  # a new question: back to the top of the board, where it is asked
            self.section = 0
            board = self.parent
            if board is not None and getattr(board, "scroll_y", 0):
                board.scroll_home(animate=False)  # type: ignore[attr-defined]

    def question(self) -> tuple[Any, ...]:
        d = self.view.get("decision") or {}
        return (d.get("prompt"), tuple(d.get("seats") or ()))

    def first_choice(self) -> int:
        return next((i for i, c in enumerate(self.choices) if c.command), 0)

    def highlighted(self) -> str | None:
        if 0 <= self.cursor < len(self.choices):
            return self.choices[self.cursor].command
        return None

    def build(self) -> list[Choice]:
        cards = by_uid(self.view)
        legal = [c for c in self.view.get("legal", []) if c.get("enabled")]
        out: list[Choice] = []
        if any(c.get("verb") == "commit" for c in legal):  # the questing characters, ticked
            me = (self.state.get("players") or {}).get(self.view.get("seat") or "", {})
            for c in (*me.get("heroes", []), *me.get("allies", [])):
                if c.get("committed"):
                    out.append(Choice(None, self.card_label(g("on"), "Questing", c, ("willpower",))))
        for c in legal:
            text, verb, args = c["command"], c.get("verb", ""), c.get("args") or []
            arg = args[0] if len(args) == 1 else ""
            card = cards.get(arg)
            if verb in CARD_VERBS and card is not None:
                words, keys = CARD_VERBS[verb]
                box = " " if verb == "commit" else g("window")
                out.append(Choice(text, self.card_label(box, words, card, keys, verb), verb, arg))
            else:
                out.append(Choice(text, Text(PLAIN.get(verb, text), "bold"), verb))
        return out

    @staticmethod
    def card_label(box: str, words: str, c: dict[str, Any], keys: tuple[str, ...], verb: str = "") -> Text:
        label = Text.assemble((f"[{box}] " if verb in ("commit", "") else f"{box} ", YELLOW), (words + " ", MUTED),
                              (c.get("name", "?"), "bold"))
        tail = stats(c, keys)
        if verb in ("defend", "take", "with", "attack", "target", "attach"):
            tail += Text(" ") + health(c) if "hit_points" in c else Text("")
        if verb == "pay":
            tail = Text(f"{g('resource')}{c.get('resources', 0)}", YELLOW)
        if verb == "play":
            tail = Text(f"cost {c.get('cost', 0)} {c.get('kind', '')}", MUTED)
        if c.get("exhausted") and verb:  # a questing character is exhausted by questing: no news
            tail += Text(" exhausted", RED)
        return label + Text("  ") + tail if tail.plain else label

    # -- drawing -----------------------------------------------------------------------
    def draw(self, width: int) -> Text:
        lines = [self.headline(width)]
        summary = self.summary()
        if summary is not None:
            lines.append(Text(" ") + summary)
        keys = getattr(getattr(self, "screen", None), "chart", None)
        chart = keys.keys if keys is not None else {}
        for i, c in enumerate(self.choices):
            key = chart.get(c.command or "", " ")
            line = Text.assemble((key, f"bold {CYAN}"), " ", c.label)
            if i == self.cursor and c.command:
                line.stylize("reverse")
            lines.append(line)
        return Text("\n").join(lines)

    def headline(self, width: int) -> Text:
        st = self.state
        if not st:
            return Text("")
        phase = PHASES.get(st.get("phase", ""), st.get("phase", ""))
        head = Text.assemble((f"Round {st.get('round', 0)}", "bold"), f" {g('dot')} ", (phase, f"bold {YELLOW}"),
                             f" {g('dot')} ", (f"{g('first')} {st.get('first', '')}", MUTED), "  ")
        if "outcome" in self.view:
            won = bool(self.view["outcome"].get("winners"))
            return head + Text("\n") + Text(fit("Game over: " + self.view["outcome"].get("summary", ""), width),
                                            f"bold {GREEN if won else RED}")
        d = self.view.get("decision") or {}
        seats = d.get("seats") or []
        if not seats:
            return head
        mine = self.view.get("seat") in seats
        prompt = d.get("prompt", "")
        who = ", ".join(seats)
        who = Text(f"{g('window')} {who}: ", f"bold {CYAN}" if mine else "bold")
        if head.cell_len + who.cell_len + len(prompt) > width:  # a narrow pane: the question on lines of its own
            room = max(8, width - who.cell_len)
            lines = textwrap.wrap(prompt, room) or [""]
            rest = [fit(line, room) for line in lines[1:2]]  # two lines at most, the second cut if need be
            if len(lines) > 2:
                rest = [fit(" ".join(lines[1:]), room)]
            body = Text(lines[0]) + Text("".join("\n" + " " * who.cell_len + line for line in rest))
            return head + Text("\n") + who + body
        return head + who + Text(prompt)

    def summary(self) -> Text | None:
        """The sums a choice turns on: willpower questing against the staging threat, or the attack
        being defended."""
        st = self.state
        verbs = {c.verb for c in self.choices if c.command}
        committed = [c for p in (st.get("players") or {}).values()
                     for c in (*p.get("heroes", []), *p.get("allies", [])) if c.get("committed")]
        if "commit" in verbs or (st.get("phase") == "quest" and committed):  # also in the quest's action windows
            willpower = sum(c.get("willpower", 0) for c in committed)
            return Text.assemble(("questing ", MUTED), (f"W{willpower}", "bold"), (" against staging threat ", MUTED),
                                 (f"T{st.get('staging_threat', 0)}", f"bold {RED}"))
        attack = st.get("attack")
        if attack and verbs & {"defend", "undefended", "take"}:
            enemy = by_uid(self.view).get(str(attack.get("enemy")), {})
            strength = enemy.get("attack", 0) + attack.get("bonus", 0)
            shadows = enemy.get("shadows", [])
            hidden = sum(1 for s in shadows if s.get("face_down"))
            return Text.assemble((enemy.get("name", "An enemy"), f"bold {RED}"), (" attacks ", MUTED),
                                 str(attack.get("seat", "")), (": ", MUTED), (f"A{strength}", "bold"),
                                 (f"  shadow {g('facedown') * hidden}" if hidden else "", MUTED))
        return None

    # -- keys --------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        live = [i for i, c in enumerate(self.choices) if c.command]
        if not live:
            return
        later = [i for i in live if (i > self.cursor if step > 0 else i < self.cursor)]
        self.cursor = (later[0] if step > 0 else later[-1]) if later else self.cursor
        if self.cursor not in live:
            self.cursor = live[0]
        self.redraw()

    def action_give(self) -> None:
        text = self.highlighted()
        if text is None:
            self.app.bell()
            return
        self.post_message(SendCommand(text, asked=True))

    def action_cards(self) -> None:
        from .cards_screen import CardsScreen

        chosen = self.choices[self.cursor] if 0 <= self.cursor < len(self.choices) else None
        self.app.push_screen(CardsScreen(self.view, chosen.card if chosen is not None and chosen.card else None))

    def action_section(self, step: int) -> None:
        board = self.parent
        if board is None:
            return
        parts = [w for w in board.children if w.display and not w.has_class("-behind")]
        if not parts:
            return
        self.section = (self.section + step) % len(parts)
        board.scroll_to_widget(parts[self.section], top=True, animate=False)  # type: ignore[attr-defined]

    def action_scroll_board(self, step: int) -> None:
        board = self.parent
        if board is not None:
            (board.scroll_page_down if step > 0 else board.scroll_page_up)(animate=False)  # type: ignore[attr-defined]
