"""Warhammer Quest: The Adventure Card Game: a co-operative dungeon delve."""
