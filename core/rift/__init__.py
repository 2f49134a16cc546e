"""Rift of Portals: its rules (``rules`` and the modules it imports) and its
planner (``plan*``, ``bot``, ``expert``, ``world``).

This file holds the game's facts that the firmware needs without
loading the rules (its menu; what to load for a bot); the rules class
repeats none of them but reads them from here.
"""
TITLE = "Rift of Portals"
SIDES = ("Player",)  # a solo game
# The bot's modules, each after the ones it imports: the firmware loads
# them a frame at a time (firmware.play.seats), only when a seat needs them.
BOT = ("core.rift.plan_state", "core.rift.plan_view", "core.rift.plan_judge",
       "core.rift.plan_steps", "core.rift.plan", "core.rift.look", "core.rift.bot")
