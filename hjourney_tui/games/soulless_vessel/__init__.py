"""Soulless Vessel: a co-op tactical dungeon-crawl on square-grid maps (maps as data so far; no engine yet)."""
