"""Twilight Dance: its rules (``rules`` and the modules it imports) and its
bots (``bot``, ``bot_board``, ``bot_value``, ``expert``, ``world``).

This file holds the game's facts that the firmware needs without
loading the rules (its menu; what to load for a bot); the rules class
repeats none of them but reads them from here.
"""
TITLE = "Twilight Dance"
SIDES = ("KGB", "SIS")  # in player order
# The bot's modules, each after the ones it imports: the firmware loads
# them a frame at a time (firmware.play.seats), only when a seat needs them.
BOT = ("core.search", "core.dance.bot_board", "core.dance.bot_value", "core.dance.bot")
