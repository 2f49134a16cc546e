"""Twilight Dance: its rules (rules.py and helpers) and its bots (bot*.py, expert.py)."""
