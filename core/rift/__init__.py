"""Rift of Portals: its rules (``rules`` and the modules it imports) and its
planner (``plan*``, ``bot``, ``expert``, ``world``).

This file holds the game's facts that a menu needs without loading the
rules; the rules class repeats none of them but reads them from here.
"""
TITLE = "Rift of Portals"
SIDES = ("Player",)  # a solo game
