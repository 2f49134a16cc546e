"""The start of a program (docs/memory.md): the App's state, the screen,
sound, guards and store, and what the store's launch request asks for: the
menu (none, or a note for it) or a title (a new game, or Continue).

Needed once a program, so not part of the app's class: ``App.__init__``
loads it and lets it go (``firmware.modules``' "start" part).
"""
from firmware.colour import LEVELS, level
from firmware.oled import Screen
from firmware.sound import Player
from firmware.store import launch
from firmware.store.store import Store

NVM_SIZE = 4096  # a RAM-only store's size (the board's nvm)


def start(app, device, seed):
    """Set up ``app`` on ``device`` (``firmware.device.Device``), its first
    game's seed ``seed`` (None: from the clock), and its first screen."""
    app.device = device
    app.lite = device.build == "lite"
    app.screen = Screen(device.display)
    app.seed = seed
    app.dirty = True
    app.status = ""
    app.status_until = 0
    app.now = device.clock.monotonic_ms()
    app.last_key = app.now
    app.guards = None  # a title's program's (below): the menu's turns no guard on
    if device.nvm is None:  # RAM only: kept on the device, so it lasts across reloads
        device.nvm = bytearray(b"\xff" * NVM_SIZE)
    store = app.store = Store(device.nvm, device.backup)
    settings = store.settings()
    app.sound = Player(device, settings.get("volume"))
    device.lights.brightness = LEVELS[level(settings)]
    app.game = None
    app.seats = ""
    app.contest = None  # a Rift contest's players and results (firmware.play.contest)
    app.unsaved = False  # the game has moves to save (next frame)
    app.ending = None  # (game, seats) over, to count next frame (``finished``)
    app.saving = False  # False once the game no longer fits the store
    app.broken = None  # the game whose screen ran out of heap (``_short``)
    app.menu = None  # the main menu, in the menu program only
    if store.problem is not None:
        from firmware.notice import Notice
        app.current = Notice(app, "Saved data", store.problem, app._acknowledged)
        return
    asked = launch.take(store)
    if asked is None or asked[0] == "note":
        app.show_menu()
        if asked is not None:
            app.note(asked[1])
        return
    from firmware.guard import Guards  # from the start: not compiled in a game's first frame
    app.guards = Guards()
    app.screen.look_up_all()
    from firmware.loading import Loading
    if asked[0] == "continue":
        name = store.game_name()
        if name is None:  # nothing to go on with: the menu
            return app.show_menu()
        app.current = Loading(app, name, None, store.game_record()[1])
        return
    name, options, app.seats, app.seed = asked[1:]
    app.current = Loading(app, name, options, app.seats)
