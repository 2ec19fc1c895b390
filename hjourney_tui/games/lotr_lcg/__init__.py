"""The Lord of the Rings: The Card Game (game id `lotr_lcg`): a co-operative card game for 1-4 players.

state.py holds the data, rules/ the phases as functions yielding questions,
cards/ the card scripts beside their sets, content.py the TOML schema,
engine.py the thin Game class, tui/ its panes on screen, rules.md the rules in our words.
"""
