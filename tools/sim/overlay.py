"""The printed overlay under the lights, for whatever screen the app shows.

A real board has one printed sheet per game; the simulator swaps them with
the screen. Every label comes from the game's own tables (its
``firmware/play/<game>.py`` adapter and the core), never typed here, so the
overlay cannot drift from what the firmware plays.
"""
from core import new_game
from core.venice.rules import MANSION
from firmware.play import dance as play_dance
from firmware.play import rift as play_rift
from firmware.play import venice as play_venice
from firmware.layout import COUNT
from firmware import games


class Overlay:
    """What is printed: a label per place ("" for none), the places printed
    in the accent colour (gold), a caption saying what they are, named
    regions (areas of the board, as ``(name, places)``) that the paper sheet
    tints, and a legend of the lights' colours (``(name, 0xRRGGBB)``).

    :param str game: the game's title, "" in menus
    """

    def __init__(self, game="", labels=None, accent=(), caption="", regions=(), legend=()):
        self.game = game
        self.legend = tuple(legend)
        self.labels = tuple(labels) if labels else ("",) * COUNT
        self.accent = frozenset(accent)
        self.caption = caption
        self.regions = tuple(regions)


def _dance(board):
    return Overlay(labels=board.names, caption="%s = Berlin" % play_dance.BERLIN_NAME)


def _venice(board):
    labels = [""] * COUNT
    accent = []
    half = len(play_venice.TRACK) // 2  # index of space 0
    for index, where in enumerate(play_venice.TRACK):
        space = index - half
        labels[where] = "%+d" % space if space else "0"
        if abs(space) >= MANSION:
            accent.append(where)
    legend = [(name, play_venice.FIGURE_COLOUR[code]) for code, name in play_venice.FIGURE_NAME]
    return Overlay(labels=labels, accent=accent, legend=legend,
                   caption="gold: the mansions " + " ".join(labels[w] for w in accent),
                   regions=(("North's half", play_venice.TRACK[half + 1:]),
                            ("South's half", play_venice.TRACK[:half])))


def _rift(board):
    labels = [""] * COUNT
    for where, name in board.name.items():
        labels[where] = name
    for where in board.gate:
        labels[where] = "Gate"
    accent = list(board.gate)
    parts = ["Inner Gate"]
    regions = [("Inner Gate", board.gate)]
    if board.ring == 3:
        for slot, where in enumerate(play_rift.DRAWN):
            labels[where] = "draw %d" % (slot + 1)
            accent.append(where)
        labels[play_rift.VOID] = "Void"
        accent.append(play_rift.VOID)
        parts += ["drawn tiles", "Outer Void"]
        regions += [("hand: drawn tiles", play_rift.DRAWN), ("Outer Void", (play_rift.VOID,))]
    return Overlay(labels=labels, accent=accent, regions=regions,
                   caption="ring %d; gold: %s" % (board.ring, ", ".join(parts)))


# Each game's key in core.GAMES: its adapter module and its sheet.
_GAMES = {"dance": (play_dance, _dance), "venice": (play_venice, _venice),
          "rift": (play_rift, _rift)}
# The printed sheets of a finished board: one per game, Rift one per ring.
SHEETS = (("dance", {}), ("venice", {}), ("rift", {"ring": 3}), ("rift", {"ring": 4}))


def sheet(key, board):
    """The sheet of game ``key`` ("dance", "venice" or "rift") laid out for
    its adapter's ``board``."""
    printed = _GAMES[key][1](board)
    printed.game = games.about(key).TITLE
    return printed


def printed_sheet(key, **options):
    """The sheet of game ``key`` with ``options`` as printed on paper
    (tools.drawings.overlays): made from a fresh game's view, since the names on a
    sheet are the game's fixed layout, the same for every seed."""
    adapter = _GAMES[key][0]
    return sheet(key, adapter.Board(new_game(key, 0, **options).view(0)))


def overlay(app):
    """The overlay for ``app``'s current screen: a game's sheet while one is
    played or explained (its ``sheet``: game and board), a blank one in the
    menus."""
    current = app.current
    if type(current).__name__ == "Play":  # (by name: each program has its own module)
        return sheet(current.game.NAME, current.board)
    about = getattr(current, "sheet", None)  # a screen about a game: How to play
    return Overlay() if about is None else sheet(*about)
