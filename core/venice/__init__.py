"""Twilight of Venice: its rules (``rules``, ``cards``, ``moves``) and its
bots (``bot``, ``bot_plays``, ``world``).

This file holds the game's facts that a menu needs without loading the
rules; the rules class repeats none of them but reads them from here.
"""
TITLE = "Twilight of Venice"
SIDES = ("North", "South")  # in player order
