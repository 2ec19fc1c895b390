"""Rulesets: each game's content as TOML under rulesets/<game>/.

Files are read with the standard library's tomllib, validated against a small
declarative schema, and fingerprinted so a save can tell when the content it
was played with has changed.

Schema notation (plain Python data):
    {"name": str, "hp": int, "?flavour": str,     # '?' marks an optional key
     "faces": [int],                                # a list of ints
     "cards": {"*": {...}}}                         # a table of tables, any keys
"""

from __future__ import annotations

import hashlib
import os
import tomllib
from collections.abc import Callable
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from . import parse_cache
from .records import record

T = TypeVar("T")


class RulesetError(Exception):
    def __init__(self, file: str, key: str, problem: str) -> None:
        super().__init__(f"{file}: {key}: {problem}" if key else f"{file}: {problem}")
        self.file, self.key, self.problem = file, key, problem


def rulesets_root() -> Path:
    env = os.environ.get("HJOURNEY_RULESETS")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "rulesets"


@record(frozen=False)
class Ruleset:
    game: str
    folder: Path
    files: dict[str, dict[str, Any]] = field(default_factory=dict)  # file stem -> parsed TOML
    content_hash: str = ""
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def __getitem__(self, stem: str) -> dict[str, Any]:
        return self.files[stem]

    def get(self, stem: str, default: Any = None) -> Any:
        return self.files.get(stem, default)

    def derived(self, key: str, build: Callable[[], T]) -> T:
        """Build something from the content once per ruleset (checked tables, indexes).

        Rulesets are loaded once per process, so games set up after the
        first skip the work; engines must treat the result as read-only.
        """
        if key not in self.cache:
            self.cache[key] = build()
        return self.cache[key]


def load_ruleset(game: str, root: Path | None = None) -> Ruleset:
    return _load(game, str(root or rulesets_root()))


@cache
def _load(game: str, root: str) -> Ruleset:
    folder = Path(root) / game
    if not folder.is_dir():
        raise RulesetError(str(folder), "", "no ruleset folder for this game")
    rs = Ruleset(game, folder)
    h = hashlib.sha256()
    raws = []
    for path in sorted(folder.rglob("*.toml")):
        rel = path.relative_to(folder).as_posix()
        raw = path.read_bytes()
        h.update(rel.encode() + b"\0" + raw + b"\0")
        raws.append((path, rel, raw))
    digest = h.hexdigest()
    cached = parse_cache.read(f"ruleset-{game}", digest)
    if isinstance(cached, dict) and cached.keys() == {rel[:-5] for _, rel, _ in raws}:
        rs.files = cached
    else:
        for path, rel, raw in raws:
            try:
                rs.files[rel[:-5]] = tomllib.loads(raw.decode("utf-8"))
            except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
                raise RulesetError(str(path), "", f"not valid TOML ({exc})") from None
        parse_cache.write(f"ruleset-{game}", digest, rs.files)
    rs.content_hash = digest[:16]
    return rs


_TYPE_NAMES = {str: "text", int: "a whole number", float: "a number", bool: "true or false",
               list: "a list", dict: "a table"}


def validate(data: Any, schema: Any, file: str, where: str = "") -> None:
    """Raise RulesetError naming file and key at the first mismatch."""
    if isinstance(schema, dict):
        if not isinstance(data, dict):
            raise RulesetError(file, where, "should be a table")
        if "*" in schema:
            for k, v in data.items():
                validate(v, schema["*"], file, f"{where}.{k}" if where else k)
            return
        allowed = {k.lstrip("?") for k in schema}
        for k in data:
            if k not in allowed:
                raise RulesetError(file, f"{where}.{k}" if where else k,
                                   f"unknown key (expected one of: {', '.join(sorted(allowed))})")
        for k, sub in schema.items():
            optional = k.startswith("?")
            name = k.lstrip("?")
            key = f"{where}.{name}" if where else name
            if name not in data:
                if not optional:
                    raise RulesetError(file, key, "is missing")
                continue
            validate(data[name], sub, file, key)
        return
    if isinstance(schema, list):
        if not isinstance(data, list):
            raise RulesetError(file, where, "should be a list")
        for i, item in enumerate(data):
            validate(item, schema[0], file, f"{where}[{i}]")
        return
    if isinstance(schema, tuple):  # any of several types
        for alt in schema:
            try:
                validate(data, alt, file, where)
                return
            except RulesetError:
                continue
        raise RulesetError(file, where, f"has an unexpected value {data!r}")
    if schema is Any:
        return
    if schema is float and isinstance(data, int) and not isinstance(data, bool):
        return
    if schema is int and isinstance(data, bool):
        raise RulesetError(file, where, "should be a whole number, not true/false")
    if not isinstance(data, schema):
        raise RulesetError(file, where, f"should be {_TYPE_NAMES.get(schema, schema.__name__)}, not {data!r}")
