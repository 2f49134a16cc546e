"""The How-to-play screen: a game's topics as pages, the lights each names lit.

A game's topics come from ``firmware.howto.<game>.topics(game, board,
lite)``, a generator of ``(title, text, places)`` written from the game's
own tables (the core's, and the adapter ``board`` that draws the game), so
the pages cannot disagree with the rules. They are made one at a time,
each wrapped at spaces (a newline in the text starts a new line) into
pages of the OLED's four text lines: a topic's first page opens with its
title, the rest are all text, and its last page never holds one line
alone. From a game's options, the game's modules load first, a frame
each, for a fresh game of the chosen options; on leaving, this screen's
modules and what it loaded are let go (``firmware.modules``): Start
reloads into the title's own program. Reached from a game's options and from the game menu; BACK (or OK
on the last page) returns there.
"""
import sys

from firmware import colour, games, keymap
from firmware.modules import done, load, since
from firmware.notice import wrap

BODY = 4  # text lines above the footer
NEXT = "OK: next, BACK: done"
LAST = "OK or BACK: done"
WAIT = "BACK: done"  # while the game's modules load
LIT = colour.WHITE
PRESS = ("press", "pick")  # by ``lite``: a light's key, or the cursor and OK


def keys(lite):
    """How this build picks a light and a list line, and takes a pick back."""
    if lite:
        pick = ("%s %s %s %s move the blinking cursor over the lights and into the list; %s "
                "picks." % (keymap.UP, keymap.DOWN, keymap.LEFT, keymap.RIGHT, keymap.OK))
    else:
        pick = ("Press the key under a glowing light. %s moves the list's bar, %s picks its "
                "line." % (keymap.MENU, keymap.OK))
    return pick + " %s undoes a pick, or opens the game menu." % keymap.BACK


def over(play):
    """The pages of the game in play, from its game menu (``play``, a
    ``firmware.play.screen.Play``); back to that menu, the game as it was.
    Here, not in ``firmware.play.game_menu``: the menu compiles each time it
    opens, this only when chosen."""
    app = play.app

    def back():
        app.current = play
        app.dirty = True
    app.current = Help(app, play.game.NAME, back, play=play)


class Help:
    """The pages of game ``name``, over the app's screen and lights.

    :param app: the App
    :param str name: the game (a ``core.GAMES`` name)
    :param back: called with no argument to return where it came from
    :param play: the game's ``Play`` screen when it is in play; else None:
        a fresh game with ``options`` is made (its modules load as its
        Start would load them), as the printed overlay is
    :param dict options: the options chosen for it (without ``play``)

    Only a game's options and fixed facts are read, never its position.
    """

    def __init__(self, app, name, back, play=None, options=None):
        self.app = app
        self.back = back
        self.name = name
        self.options = options
        self.keep = games.modules(name)
        self.before = list(sys.modules)
        # Without a game in play its modules load first, one a frame (as
        # firmware/loading.py does for Start): no frame stalls on compiling.
        self.todo = [] if play is not None else [m for m in self.keep if m not in sys.modules]
        self.topics = self.sheet = None
        self.lines = []  # the current topic's lines still to show
        self.title = "How to play"  # the topic shown
        self.places = ()
        self.shown = [self.title, "loading"]
        self.upcoming = None
        self.foot = WAIT
        app.dirty = True
        if play is not None:
            self._begin(play.game, play.board)
        elif not self.todo:
            self._fresh()

    def footer(self):
        """The last line (``App.hint``): the keys that work on this page now."""
        return self.foot

    def _fresh(self):
        """Begin with a fresh game of the chosen options, as the printed
        overlay does (the game's modules are loaded by now)."""
        from core import new_game
        game = new_game(self.name, 0, **self.options)
        self._begin(game, load("firmware.play." + self.name).Board(game.view(0)))

    def _begin(self, game, board):
        self.topics = load("firmware.howto." + self.name).topics(game, board, self.app.lite)
        self.sheet = (self.name, board)  # what the simulator prints under the lights
        self.upcoming = self._topic()
        self._turn()

    def _topic(self):
        """The next topic, or None after the last."""
        for topic in self.topics:
            return topic
        return None

    def _turn(self):
        """Show the next page: the next four lines of a topic (its title
        first), or three when five are left (so its last page is not one line)."""
        if not self.lines:
            self.title, text, self.places = self.upcoming
            self.lines = [self.title]
            for part in text.split("\n"):
                self.lines += wrap(part)
            self.upcoming = self._topic()
        n = BODY - 1 if len(self.lines) == BODY + 1 else BODY
        self.shown = self.lines[:n]
        self.lines = self.lines[n:]
        self.foot = NEXT if self.lines or self.upcoming is not None else LAST
        self.app.dirty = True

    def cancel(self):
        """Keys were lost: nothing half-done here."""

    def key(self, meaning, now):
        if self.topics is None and meaning == keymap.OK:
            return  # still loading: an OK is not yet for the pages
        if meaning == keymap.OK and self.foot == NEXT:
            self._turn()
        elif meaning in (keymap.OK, keymap.BACK):
            self._leave()
        else:
            self.app.note(self.foot)

    def _leave(self):
        """Back where it came from; what this screen loaded is let go (a
        game in play keeps its own: they were loaded before)."""
        self.topics = self.sheet = None
        since(self.before)
        done("howto")  # (imported before it could look)
        self.back()

    def draw(self, now):
        app = self.app
        if self.topics is None and not app.dirty:  # the first frame only shows
            if self.todo:
                load(self.todo.pop(0))  # the lists are checked: tests/test_imports.py
                app.dirty = True
                self.shown = [self.title, "loading %d/%d" % (len(self.keep) - len(self.todo),
                                                             len(self.keep))]
            else:
                self._fresh()
        if app.dirty:
            app.screen.mark(None)
            app.screen.lines(self.shown)
        device = app.device
        for where in range(17):
            device.set_place(where, LIT if where in self.places else colour.OFF)
