"""Twilight of Venice: its rules (rules.py and helpers) and its bots (bot*.py)."""
