"""Rift of Portals: its rules (rules.py and helpers) and its planner (plan*.py, bot.py, expert.py)."""
