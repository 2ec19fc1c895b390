"""Shadows of Kilforth: explore a 5x5 land, finish a saga, defeat the Ancient."""
