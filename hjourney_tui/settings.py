"""The player's settings kept between runs (now: the colour theme), in a small TOML file.

The file lives in $HJOURNEY_CONFIG, else $XDG_CONFIG_HOME/hjourney, else ~/.config/hjourney.
A missing or damaged file means the defaults; a setting that cannot be written is kept for
this run only.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any


def config_dir() -> Path:
    if os.environ.get("HJOURNEY_CONFIG"):
        return Path(os.environ["HJOURNEY_CONFIG"])
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "hjourney"


def settings_path() -> Path:
    return config_dir() / "settings.toml"


def load_settings() -> dict[str, Any]:
    try:
        data = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def save_setting(key: str, value: Any) -> bool:
    """Store one setting; False if the file could not be written."""
    import tomli_w

    from .core.saves import write_atomic

    data = load_settings()
    data[key] = value
    try:
        write_atomic(settings_path(), tomli_w.dumps(data))
    except OSError:
        return False
    return True
