"""Twilight Board rules core: `new_game` and nothing heavy.

Each game lives in its own module and is imported only when asked for, so the
device holds one game's code in memory at a time.
"""

GAMES = ("dance", "venice", "rift")


def game_class(name):
    """The class of game ``name``; ValueError for an unknown name."""
    if name == "dance":
        from core.dance.rules import Dance
        return Dance
    if name == "venice":
        from core.venice.rules import Venice
        return Venice
    if name == "rift":
        from core.rift.rules import Rift
        return Rift
    raise ValueError("unknown game %r (choose from %s)" % (name, ", ".join(GAMES)))


def new_game(name, seed=0, **options):
    """A new game of ``name`` ("dance", "venice" or "rift") from ``seed``."""
    return game_class(name)(seed, **options)
