"""The main menu: pick a game, set its options and the light brightness, start.

Each entry is a label, or a setting whose value OK cycles. The menu only
collects choices; ``App.load`` makes the game.
"""
from firmware.chooser import Chooser

GAMES = (("dance", "Twilight Dance"), ("venice", "Twilight of Venice"),
         ("rift", "Rift of Portals"))
# Options each game's menu offers: (option, label, values). Values are the
# core's own option values; the core checks them again.
OPTIONS = {
    "dance": (("turns", "Turns", (12, 8, 10, 16, 20, 0)),
              ("moles", "Moles", ("turncoat", "loyal")),
              ("berlin_tiebreak", "Berlin tie", (True, False))),
    "venice": (),
    "rift": (("ring", "Ring", (3, 4)),),
}
# Light brightness levels. 17 WS2812B at full white draw about 1 A; 0.25 of
# that keeps the board within a USB port's 500 mA, so 0.25 is the cap.
LEVELS = (0.05, 0.1, 0.15, 0.2, 0.25)


def _text(value):
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value == 0:
        return "none"
    return str(value)


class Menu:
    """The menu screens, drawn on the app's Screen.

    :param app: the App (for its screen, device and ``start``)
    """

    def __init__(self, app):
        self.app = app
        self.chooser = Chooser(app.lite)
        self.level = len(LEVELS) - 1
        self.game = None  # None: the game list; else the name being set up
        self.picks = {}
        self.show_main()

    def show_main(self):
        self.game = None
        labels = [name for key, name in GAMES]
        labels.append("Brightness %d/%d" % (self.level + 1, len(LEVELS)))
        self.chooser.offer((), labels)
        self.app.dirty = True

    def show_game(self, game):
        self.game = game
        if game not in self.picks:
            self.picks[game] = [0] * len(OPTIONS[game])
        self._offer_game(0)

    def _offer_game(self, index):
        labels = []
        picks = self.picks[self.game]
        for i, (key, name, values) in enumerate(OPTIONS[self.game]):
            labels.append("%s: %s" % (name, _text(values[picks[i]])))
        labels.append("Start")
        self.chooser.offer((), labels)
        self.chooser.index = index
        self.app.dirty = True

    def options(self):
        """The chosen options of the game being set up, as core keywords."""
        out = {}
        picks = self.picks[self.game]
        for i, (key, name, values) in enumerate(OPTIONS[self.game]):
            out[key] = values[picks[i]]
        return out

    def cancel(self):
        """Keys were lost: nothing half-done to drop in a menu."""

    def key(self, meaning, now):
        got = self.chooser.key(meaning)
        self.app.dirty = True
        if got is None:
            return
        if got == "BACK":
            if self.game is not None:
                self.show_main()
            return
        if got[0] != "label":
            self.app.note("use OK and " + ("MENU" if not self.app.lite else "UP/DOWN"))
            return
        index = got[1]
        if self.game is None:
            if index < len(GAMES):
                self.show_game(GAMES[index][0])
            else:
                self.level = (self.level + 1) % len(LEVELS)
                self.app.device.lights.brightness = LEVELS[self.level]
                self.show_main()
                self.chooser.index = len(GAMES)
            return
        settings = OPTIONS[self.game]
        if index < len(settings):
            picks = self.picks[self.game]
            picks[index] = (picks[index] + 1) % len(settings[index][2])
            self._offer_game(index)
        else:
            self.app.load(self.game, self.options())

    def draw(self, now):
        app = self.app
        if app.dirty:
            title = "Twilight Board" if self.game is None else dict(GAMES)[self.game]
            app.show_list(title, self.chooser)
        app.device.clear()
