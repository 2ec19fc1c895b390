"""A card browser: every card a seat may see in a list on the left, the one chosen in full on the
right.  Each game builds its entries from the seat's view; this screen only shows them."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...core.records import record


@record(frozen=False)
class CardEntry:
    key: str  # unique among the entries; "" for a heading
    label: str
    text: Text


class CardBrowser(ModalScreen[None]):
    DEFAULT_CSS = """
    CardBrowser { align: center middle; }
    CardBrowser #cards { width: 96%; max-width: 120; height: 90%; border: heavy $accent; background: $panel; }
    CardBrowser #card-list { width: 32; height: 1fr; border: none; }
    CardBrowser #card-list > .option-list--option-disabled { color: $text; }  /* the headings, not faded */
    CardBrowser #card-text-box { width: 1fr; height: 1fr; padding: 0 1; }
    CardBrowser #card-keys { dock: bottom; height: 1; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [Binding("escape,q,i", "close", "Close")]
    TITLE = "Cards on the table"

    def __init__(self, entries: list[CardEntry], at: int) -> None:
        """`at`: the index of the entry shown first (a card, not a heading)."""
        super().__init__()
        self.entries = entries
        self.at = at

    def compose(self) -> ComposeResult:
        options = [Option(Text("  " + e.label), id=e.key) if e.key else Option(Text(e.label, "bold"), disabled=True)
                   for e in self.entries]
        with Horizontal(id="cards"):
            yield OptionList(*options, id="card-list")
            with VerticalScroll(id="card-text-box"):
                yield Static("", id="card-text")
        yield Static("Up/Down choose a card   Esc closes", id="card-keys")

    def on_mount(self) -> None:
        self.query_one("#cards").border_title = self.TITLE
        cards = self.query_one(OptionList)
        cards.highlighted = self.at
        cards.focus()
        self.show(self.entries[self.at])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        entry = next((e for e in self.entries if e.key and e.key == event.option.id), None)
        if entry is not None:
            self.show(entry)

    def show(self, entry: CardEntry) -> None:
        self.query_one("#card-text", Static).update(entry.text)
        self.query_one("#card-text-box").scroll_home(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)


def first_keyed(entries: list[CardEntry], start: str | None) -> int:
    """The index of the entry keyed `start`, else of the first card."""
    keys = [e.key for e in entries]
    return keys.index(start) if start in keys else next(i for i, k in enumerate(keys) if k)
