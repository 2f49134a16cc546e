"""Twilight Dance: its rules (``rules`` and the modules it imports) and its
bots (``bot``, ``bot_board``, ``expert``, ``world``).

This file holds the game's facts that a menu needs without loading the
rules; the rules class repeats none of them but reads them from here.
"""
TITLE = "Twilight Dance"
SIDES = ("KGB", "SIS")  # in player order
