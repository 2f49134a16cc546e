"""Starting a game without freezing: its modules load one per frame.

The board compiles ``.py`` modules when they are first imported, and a
game's dozen modules take a Pico a third of a second or more: done in one
frame, every key would wait that long. This screen imports one module a frame, showing its
progress on the OLED and the lights, then has the app start the game. Keys
pressed meanwhile are kept and given to the game once it starts, as if it
had been there all along: up to the one that leaves it (the rest were typed
for it, not for the menu), none if it does not start (a saved game that
cannot go on).

Out of heap (a MemoryError) while importing or starting, what this screen
loaded is forgotten and the menu comes back, saying so; the saved game
stays in flash, offered by Continue.
"""
from firmware import games
from firmware.footer import footer

DONE = 0x101010  # a light per module loaded
TYPED = 16  # keys kept while loading; more are dropped
NO_ROOM = "not enough memory"  # the note (a constant: no heap)


class Loading:
    """The screen between the menu's Start and the game.

    :param app: the App (``start`` starts the game once all is loaded)
    :param str name: the game, as ``core.new_game`` names it
    :param dict options: its options, as core keywords
    """

    def __init__(self, app, name, options):
        self.app = app
        self.name = name
        self.options = options
        self.title = games.about(name).TITLE
        self.todo = games.modules(name)
        self.total = len(self.todo)
        self.shown = False  # the first frame only shows: it answers the key
        self.typed = []
        app.dirty = True

    def cancel(self):
        """Keys were lost: drop the ones kept too, they were half a gesture."""
        self.typed = []

    def footer(self):
        return footer(self.app.device.build, "wait")

    def key(self, meaning, now):
        if len(self.typed) < TYPED:
            self.typed.append(meaning)

    def draw(self, now):
        app = self.app
        done = self.total - len(self.todo)
        if not self.shown:
            self.shown = True
        elif self.todo:
            try:
                __import__(self.todo.pop(0))  # the lists are checked: tests/test_imports.py
            except MemoryError:
                return self._short()
            app.dirty = True
        else:
            try:
                app.start(self.name, self.options)
            except MemoryError:
                return self._short()
            game = app.current
            typed = self.typed if app.game is not None else ()  # it started
            for meaning in typed:
                if app.current is not game:
                    break  # it was left
                game.key(meaning, now)
            if app.current is not None:  # (None: gone home, the menu comes next frame)
                app.current.draw(now)  # the game's first screen, this frame
            return
        if app.dirty:
            app.screen.mark(None)
            app.screen.lines((self.title, "loading %d/%d" % (done, self.total)))
        device = app.device
        for where in range(16):
            device.set_place(where, DONE if where < done else 0)
        device.set_place(16, 0)

    def _short(self):
        """Out of heap: back to the menu, what was loaded here forgotten
        (``App.home``)."""
        self.app.home(NO_ROOM)
