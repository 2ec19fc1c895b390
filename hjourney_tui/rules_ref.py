"""The rules reference each game ships, in its own words.

Convention: `hjourney_tui/games/<id>/rules.md`, a markdown file whose text
before the first heading introduces the game and whose `## Topic` sections
each explain one topic.  Event and command `rule` fields name these topics,
so `hjourney rules GAME TOPIC` (and the TUI) can show the rule behind any
line of the log.  A game that lives outside the package (a test game) may
put its rules.md in its ruleset folder instead.

Standard library only: the command line reads this without the core.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from .core.records import record

if TYPE_CHECKING:
    from .registry import GameInfo

RULES_FILE = "rules.md"


@record
class Topic:
    title: str
    body: str

    @property
    def slug(self) -> str:
        return slug(self.title)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def find_rules(info: GameInfo) -> Path | None:
    """The game's rules.md, or None if it ships none."""
    candidates = [Path(__file__).parent / "games" / info.id / RULES_FILE]
    if info.ruleset_root:
        candidates.append(Path(info.ruleset_root) / info.id / RULES_FILE)
    else:
        from .core.ruleset import rulesets_root

        candidates.append(rulesets_root() / info.id / RULES_FILE)
    return next((p for p in candidates if p.is_file()), None)


def read_topics(text: str) -> tuple[str, list[Topic]]:
    """The introduction (text before the first '## ') and each '## ' section."""
    intro: list[str] = []
    topics: list[Topic] = []
    title: str | None = None
    body: list[str] = []
    for line in text.splitlines():
        if line.startswith("## "):
            if title is not None:
                topics.append(Topic(title, "\n".join(body).strip("\n")))
            title, body = line[3:].strip(), []
        elif title is None:
            if not line.startswith("# "):  # the file's own title adds nothing here
                intro.append(line)
        else:
            body.append(line)
    if title is not None:
        topics.append(Topic(title, "\n".join(body).strip("\n")))
    return "\n".join(intro).strip("\n"), topics


def match_topic(topics: list[Topic], query: str) -> list[Topic]:
    """Topics matching `query`, trying in turn:

    an exact title or slug; a title word starting with the query ("six" finds
    "Sixes"); a section that mentions the query as a rule id (a game may list
    the ids a section covers); and for an id like KF-MOVE-01, its words.
    """
    q = slug(query)
    if not q:
        return []
    exact = [t for t in topics if t.slug == q or t.title.lower() == query.lower()]
    if exact:
        return exact
    found = [t for t in topics if t.slug.startswith(q) or f"-{q}" in t.slug]
    if found:
        return found
    token = re.compile(rf"(?<![\w-]){re.escape(query.strip())}(?![\w-])", re.IGNORECASE)
    found = [t for t in topics if token.search(t.body)]
    if found:
        return found
    words = [w for w in q.split("-") if w.isalpha() and len(w) > 2]
    for w in words[1:] + words[:1]:  # the first word of an id is often the game's prefix
        found = [t for t in topics if t.slug.startswith(w) or f"-{w}" in t.slug]
        if found:
            return found
    return []
