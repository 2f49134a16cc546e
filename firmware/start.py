"""Making the App (``firmware.app.App``) at power-up: its state, the
screen, sound, guards and store, and the screen to show first.

Needed once, so not part of the app's class: ``App.__init__`` loads it and
forgets it again, and its code is free for the games.
"""
import sys

from firmware.oled import Screen
from firmware.sound import Player
from firmware.store.store import Store


def start(app, device, seed):
    """Set up ``app`` on ``device`` (``firmware.device.Device``), its first
    game's seed ``seed`` (None: from the clock)."""
    app.device = device
    app.lite = device.build == "lite"
    app.screen = Screen(device.display)
    app.seed = seed
    app.dirty = True
    app.status = ""
    app.status_until = 0
    app.now = device.clock.monotonic_ms()
    app.last_key = app.now
    from firmware.guard import Guards  # from the start: not compiled in a game's first frame
    app.guards = Guards()
    app.store = (Store(bytearray(b"\xff" * 4096)) if device.nvm is None
                 else Store(device.nvm, device.backup))
    app.sound = Player(device, app.store.settings().get("volume"))
    app.game = None
    app.seats = ""
    app.contest = None  # a Rift contest's players and results (firmware.play.contest)
    app.unsaved = False  # the game has moves to save (next frame)
    app.ending = None  # (game, seats) over, to count next frame (``finished``)
    app.saving = False  # False once the game no longer fits the store
    app.broken = None  # the game whose screen ran out of heap (``_short``)
    app._menu = None
    app.current = app.menu
    app.kept = set(sys.modules)  # the app's and its menu's: ``home`` forgets the rest
    if app.store.problem is not None:
        from firmware.notice import Notice
        app.current = Notice(app, "Saved data", app.store.problem, app._acknowledged)
