"""Card scripts: the Python behind each card's text, one module per card set beside its TOML
(rulesets/heroes_journey/cards/<set>.toml).  Every card with text has a script (a content test
checks it with `SCRIPTS.check`)."""

from .common import SCRIPTS  # noqa: I001  (the registry first: the set modules register into it)
from . import alice, iliad, jungle, oz

__all__ = ["SCRIPTS", "alice", "iliad", "jungle", "oz"]
