"""Twilight of Venice: its rules (``rules``, ``cards``, ``moves``) and its
bots (``bot``, ``bot_plays``, ``world``).

This file holds the game's facts that the firmware needs without
loading the rules (its menu; what to load for a bot); the rules class
repeats none of them but reads them from here.
"""
TITLE = "Twilight of Venice"
SIDES = ("North", "South")  # in player order
# The bot's modules, each after the ones it imports: the firmware loads
# them a frame at a time (firmware.play.seats), only when a seat needs them.
BOT = ("core.search", "core.venice.unseen", "core.venice.bot_plays", "core.venice.bot_value",
       "core.venice.bot")
