"""Parsed card files kept between runs, so opening a game does not parse its TOML again.

The same store keeps two more things that would otherwise be worked out at every start: the
compiled `__init__` code of records (core/records.py) and, for Soulless Vessel, the maps that
passed the walk check with the card files as they are (each under its own name).

Parsing a game's card files is most of what loading a save costs before the replay (Soulless
Vessel's take some 45 ms). The parsed tables are kept with marshal, keyed by a hash of the files'
bytes: any edit to a card file changes the key and the files are parsed afresh. The cache lives in
$HJOURNEY_CACHE, else $XDG_CACHE_HOME/hjourney, else ~/.cache/hjourney; HJOURNEY_CACHE=off turns
it off. It is only ever a shortcut: a missing, damaged or unwritable cache means parsing as before.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
from pathlib import Path
from typing import Any

# marshal's format belongs to the Python version that wrote it
_TAG = f"hjourney-parse-cache 1 python {sys.version_info[0]}.{sys.version_info[1]} marshal {marshal.version}"


def cache_dir() -> Path | None:
    """Where parsed files are kept, or None when the cache is turned off."""
    chosen = os.environ.get("HJOURNEY_CACHE")
    if chosen:
        return None if chosen.lower() == "off" else Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "hjourney"


def _path(name: str) -> Path | None:
    folder = cache_dir()
    return None if folder is None else folder / f"{name}.marshal"


def read(name: str, key: str) -> Any | None:
    """What `write(name, key, ...)` stored, or None if nothing matching `key` is kept."""
    path = _path(name)
    if path is None:
        return None
    try:
        tag, stored_key, value = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):  # missing, cut short, damaged or foreign
        return None
    return value if tag == _TAG and stored_key == key else None


def write(name: str, key: str, value: Any) -> None:
    """Keep `value` under `name` (one entry per name: a new key replaces the old one)."""
    path = _path(name)
    if path is None:
        return
    try:
        data = marshal.dumps((_TAG, key, value))
    except ValueError:  # a value marshal cannot hold (a TOML date): parse it every time
        return
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, path)  # readers see the old entry or the new one, never half of one
    except OSError:  # a read-only or full disk: the files are parsed next time too
        with contextlib.suppress(OSError):
            tmp.unlink()
