"""The printed overlay under the lights, for whatever screen the app shows.

A real board has one printed sheet per game; the simulator swaps them with
the screen. Every label comes from the game's own tables (its
``firmware/play_*.py`` adapter and the core), never typed here, so the
overlay cannot drift from what the firmware plays.
"""
from core.venice import MANSION
from firmware import play, play_dance, play_rift, play_venice
from firmware.layout import COUNT
from firmware.menu import GAMES


class Overlay:
    """What is printed: a label per place ("" for none), the places printed
    in the accent colour (gold), and a caption saying what they are.

    :param str game: the game's title, "" in menus
    """

    def __init__(self, game="", labels=None, accent=(), caption=""):
        self.game = game
        self.labels = tuple(labels) if labels else ("",) * COUNT
        self.accent = frozenset(accent)
        self.caption = caption


def _dance(board):
    return Overlay(labels=board.names, caption="%s = Berlin" % play_dance.BERLIN)


def _venice(board):
    labels = [""] * COUNT
    accent = []
    for index, where in enumerate(play_venice.TRACK):
        space = index - len(play_venice.TRACK) // 2
        labels[where] = "%+d" % space if space else "0"
        if abs(space) >= MANSION:
            accent.append(where)
    return Overlay(labels=labels, accent=accent,
                   caption="gold: the mansions " + " ".join(labels[w] for w in accent))


def _rift(board):
    labels = [""] * COUNT
    for where, name in board.name.items():
        labels[where] = name
    for where in board.gate:
        labels[where] = "Gate"
    accent = list(board.gate)
    parts = ["Inner Gate"]
    if board.ring == 3:
        for slot, where in enumerate(play_rift.DRAWN):
            labels[where] = "draw %d" % (slot + 1)
            accent.append(where)
        labels[play_rift.VOID] = "Void"
        accent.append(play_rift.VOID)
        parts += ["drawn tiles", "Outer Void"]
    return Overlay(labels=labels, accent=accent,
                   caption="ring %d; gold: %s" % (board.ring, ", ".join(parts)))


# Each adapter's Board class: its game's key in firmware.menu.GAMES, its sheet.
_SHEETS = {play_dance.Board: ("dance", _dance), play_venice.Board: ("venice", _venice),
           play_rift.Board: ("rift", _rift)}


def overlay(app):
    """The overlay for ``app``'s current screen: a game's sheet while one is
    played, a blank one in the menus."""
    current = app.current
    if not isinstance(current, play.Play):
        return Overlay()
    key, sheet = _SHEETS[type(current.board)]
    printed = sheet(current.board)
    printed.game = dict(GAMES)[key]
    return printed
