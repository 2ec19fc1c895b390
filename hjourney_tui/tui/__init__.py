"""The Textual app: menu, new-game wizard, save browser and the game screen.

Only this package imports textual.  It renders `Session.view(seat)` data and
sends command texts; every rule lives in the engines.
"""
