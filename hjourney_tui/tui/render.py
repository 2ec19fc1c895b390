"""Plain-text rendering of view data, shared by the generic panes."""

from __future__ import annotations

from typing import Any


def render_data(data: Any, indent: int = 0, width: int = 100) -> list[str]:
    """A readable outline of nested view data: tables become 'key: value' lines."""
    pad = "  " * indent
    out: list[str] = []
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(v, (dict, list)) and v and not _short(v):
                out.append(f"{pad}{k}:")
                out.extend(render_data(v, indent + 1, width))
            else:
                out.append(f"{pad}{k}: {_scalar(v)}")
    elif isinstance(data, list):
        for item in data:
            if isinstance(item, (dict, list)) and not _short(item):
                lines = render_data(item, indent + 1, width)
                if lines:
                    out.append(f"{pad}- {lines[0].strip()}")
                    out.extend(lines[1:])
            else:
                out.append(f"{pad}- {_scalar(item)}")
    else:
        out.append(f"{pad}{_scalar(data)}")
    return out


def _short(v: Any) -> bool:
    return len(_scalar(v)) <= 60 and not any(isinstance(x, (dict, list)) for x in
                                            (v.values() if isinstance(v, dict) else v))


def _scalar(v: Any) -> str:
    if v is None:
        return "-"
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if isinstance(v, dict):
        return ", ".join(f"{k} {_scalar(x)}" for k, x in v.items()) or "(none)"
    if isinstance(v, list):
        return ", ".join(_scalar(x) for x in v) or "(none)"
    return str(v)
