"""One package per game: info.py (what the menu shows), the engine, its bots."""
