"""Soulless Vessel's rules, one concern a module, as functions over the game and its state."""
