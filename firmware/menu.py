"""The main menu: continue the saved game, or pick a game, set its options
and start (or read its How to play); the statistics; the light brightness,
the sound, the key build and the self-test of a new board
(firmware/selftest.py).

Each entry is a label, or a setting whose value OK cycles. The menu only
collects choices; ``App.load`` asks for the game (new or resumed) and the
board reloads into its program (docs/memory.md). The brightness,
the volume and each game's last options are settings in the store, so they
survive a power-off: ``brightness`` (a LEVELS index), ``volume`` (a
``firmware.sound.VOLUMES`` index, read by ``App.sound`` at start-up) and a
game's options and seats (``firmware.game_options``, the pages of a game
picked here). Left idle here, the board plays a demo game. While the
highlight is on Brightness every light shows at that level, so a change is
seen as it is made.

The menu program's first frame needs only this main list: a game's pages,
the game list and the store's writing methods load in the idle frames after
it, a module a frame (``AHEAD``), or when first used.
"""
from core import GAMES
from firmware.chooser import Chooser, NoChoice
from firmware.colour import LEVELS, level
from firmware.footer import footer
from firmware.modules import ahead, load, loaded
from firmware.sound import CLICK, VOLUMES

DEMO_MS = 60000  # idle this long in the main menu, the demo starts
PREVIEW = 0xFFFFFF  # the lights while Brightness is highlighted
# What the menu loads in its idle frames (``firmware.modules.ahead``), in
# order: a game's pages with the game list and the seats, then the store's
# writing methods (a setting changed, a game started).
AHEAD = ("firmware.games", "firmware.play.seats", "firmware.game_options",
         "firmware.store.end", "firmware.store.between")
PAGES = AHEAD[:3]  # what a game's pages need


def _pages():
    """The module of a game's pages (loaded ahead, or now if a key came first)."""
    return load("firmware.game_options")


class Menu:
    """The menu screens, drawn on the app's Screen.

    :param app: the App (for its screen, device and ``start``)
    """

    def __init__(self, app):
        self.app = app
        self.chooser = Chooser(app.lite)
        self.settings = app.store.settings()
        self.level = level(self.settings)  # (the lights are at it: firmware.start)
        self.game = None  # None: the game list; else the name being set up
        self.rows = {}  # each game's settings, made when its page first opens: its OPTIONS, then its seats
        self.picks = {}
        self.entries = ()
        self.waiting = False  # a game's pages asked for before they were loaded
        self.show_main()

    def show_main(self, entry=None):
        """The main list; the highlight on ``entry`` (an entries item) if given."""
        self.game = None
        self.waiting = False
        entries = [("continue", "Continue")] if self.app.store.game_name() else []
        for game in GAMES:
            entries.append((game, load("core." + game).TITLE))
        entries.append(("stats", "Statistics"))
        entries.append(("light", "Brightness %d/%d" % (self.level + 1, len(LEVELS))))
        entries.append(("sound", "Sound: " + VOLUMES[self.app.sound.volume]))
        entries.append(("keys", "Keys: %s build" % self.app.device.build))
        entries.append(("test", "Self-test"))
        self.entries = entries
        self.chooser.offer((), [name for key, name in entries])
        keys = [key for key, name in entries]
        if entry in keys:
            self.chooser.index = keys.index(entry)
        self.app.dirty = True

    def show_game(self, game):
        """Game ``game``'s pages. Asked for before the idle frames loaded
        them (a key soon after the menu showed), the OLED says "loading"
        at once and they load a module a frame (``draw``): no frame
        compiles more than one."""
        self.game = game
        self.waiting = not loaded(PAGES)
        if not self.waiting:
            _pages().offer(self, 0)

    def _save(self, values):
        """Keep settings ``values`` (merged over the others) in the store."""
        self.settings.update(values)
        self.app.store.save_settings(self.settings)

    def cancel(self):
        """Keys were lost: nothing half-done to drop in a menu."""

    def footer(self):
        return footer(self.app.device.build, "wait" if self.waiting else "list")

    def key(self, meaning, now):
        if self.waiting:
            if meaning == "BACK":
                self.show_main(self.game)
            return
        got = self.chooser.key(meaning)
        self.app.dirty = True
        if got is None:
            return
        if got == "BACK":
            if self.game is not None:
                self.show_main()
            return
        if got[0] != "label":
            self.app.refuse("use OK and " + ("MENU" if not self.app.lite else "UP/DOWN"))
            return
        if self.game is None:
            self._main_key(self.entries[got[1]][0])
        else:
            _pages().key(self, got[1])

    def _main_key(self, entry):
        app = self.app
        if entry == "continue":
            app.load(app.store.game_name(), None)
        elif entry == "stats":
            from firmware.stats_screen import Stats
            app.current = Stats(app)
        elif entry == "light":
            self.level = (self.level + 1) % len(LEVELS)
            app.device.lights.brightness = LEVELS[self.level]
            self._save({"brightness": self.level})
            self.show_main(entry)
        elif entry == "sound":  # the next volume, heard at once
            sound = app.sound
            sound.set_volume((sound.volume + 1) % len(VOLUMES))
            sound.play(CLICK, app.now)
            self._save({"volume": sound.volume})
            self.show_main(entry)
        elif entry == "keys":
            app.note("set in pins.py")
        elif entry == "test":
            from firmware.selftest import SelfTest
            app.current = SelfTest(app)
        else:
            self.show_game(entry)

    def draw(self, now):
        app = self.app
        if self.game is None and now - app.last_key > DEMO_MS:
            from firmware.demo import Demo
            app.current = Demo(app)
            return
        if self.waiting and not app.dirty:  # a game's pages, a module a frame
            if loaded(PAGES):
                self.waiting = False
                _pages().offer(self, 0)
            else:
                ahead(PAGES)
        if app.dirty:
            title = "Twilight Board" if self.game is None else load("core." + self.game).TITLE
            if self.waiting:
                app.show_list(title, NoChoice, ("loading...",))
            else:
                app.show_list(title, self.chooser)
        elif not self.waiting:  # a frame with nothing to show: the next module this menu may need
            ahead(AHEAD)
        chooser = self.chooser
        if self.game is None and chooser.in_list and self.entries[chooser.index][0] == "light":
            for where in range(17):
                app.device.set_place(where, PREVIEW)
        else:
            app.device.clear()
