"""Twilight Board rules core: `new_game` and nothing heavy.

Each game is a package ``core/<name>/``: its ``__init__`` names the title and
sides, its ``rules`` module the class (the name, capitalised: ``Dance``).
A game is imported only when asked for, so the device holds one game's code
in memory at a time. A new game is a new package and a name in ``GAMES``.
"""
import sys

GAMES = ("dance", "venice", "rift")  # in menu order


def game_class(name):
    """The class of game ``name``; ValueError for an unknown name."""
    if name not in GAMES:
        raise ValueError("unknown game %r (choose from %s)" % (name, ", ".join(GAMES)))
    module = "core.%s.rules" % name
    __import__(module)
    return getattr(sys.modules[module], name[0].upper() + name[1:])


def new_game(name, seed=0, **options):
    """A new game of ``name`` ("dance", "venice" or "rift") from ``seed``."""
    return game_class(name)(seed, **options)
