"""The Heroes' Journey: a competitive hotseat card game for 2-6 players on a shared path of nine sites."""
