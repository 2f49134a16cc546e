"""The demo: left idle in the main menu, the board plays bot against bot.

A random title (Rift by its autoplay) loads a module a frame, like a game
the menu starts, then plays as a ``Play`` with ``demo=True``: no seat is a
person, nothing private shows, nothing is saved or counted, and any key
(even one that only wakes the dimmed screen) goes back to the menu. A demo
that ends by itself is followed by the next one.
"""
from core import GAMES
from firmware import games
from firmware.play import seats
from firmware.footer import footer
from firmware.modules import load


class Demo:
    """The demo's loading screen; it hands over to the demo game's Play."""

    def __init__(self, app):
        self.app = app
        self.seed = app.now
        self.name = GAMES[app.now // 7 % len(GAMES)]
        self.todo = games.modules(self.name) + list(seats.bot_modules(self.name))
        self.idle_since = app.last_key
        app.dirty = True

    def cancel(self):
        """Keys were lost: nothing to drop."""

    def footer(self):
        return footer(self.app.device.build, "any")

    def key(self, meaning, now):
        self._stop()

    def _stop(self):
        self.app.home()

    def draw(self, now):
        app = self.app
        if app.last_key != self.idle_since:
            return self._stop()
        if self.todo:
            load(self.todo.pop(0))
        else:
            from core import new_game
            from firmware.play.screen import Play
            game = new_game(self.name, self.seed)
            adapter = load("firmware.play." + self.name)
            app.current = Play(app, game, adapter, games.demo_seats(self.name), True)
            return
        if app.dirty:
            app.screen.mark(None)
            app.screen.lines(("Demo", games.about(self.name).TITLE))
            app.dirty = False
        app.device.clear()
