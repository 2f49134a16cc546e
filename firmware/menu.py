"""The main menu: continue the saved game, or pick a game, set its options
and start (or read its How to play); the statistics; the light brightness,
the sound, the key build and the self-test of a new board
(firmware/selftest.py).

Each entry is a label, or a setting whose value OK cycles. The menu only
collects choices; ``App.load`` asks for the game (new or resumed) and the
board reloads into its program (docs/memory.md). The brightness,
the volume and each game's last options are settings in the store, so they
survive a power-off: ``brightness`` (a LEVELS index), ``volume`` (a
``firmware.sound.VOLUMES`` index, read by ``App.sound`` at start-up) and
``<game>.<option>``, with ``<game>.seat0`` and ``.seat1`` for who plays
each seat of a two-player game (firmware/play/seats.py); a game that can be
a contest (Rift) adds ``<game>.contest`` (off or 2 to 4 players) and
``.name0`` to ``.name3``, the players' names, shown as many as play: a name
from a short list, or initials typed with the keys (its last choice,
"type..."). Left idle here, the board plays a demo game. While the
highlight is on Brightness every light shows at that level, so a change is
seen as it is made.
"""
from core import GAMES
from firmware import games
from firmware.play import seats
from firmware.chooser import Chooser
from firmware.colour import LEVELS, level
from firmware.footer import footer
from firmware.sound import CLICK, VOLUMES

DEMO_MS = 60000  # idle this long in the main menu, the demo starts
PREVIEW = 0xFFFFFF  # the lights while Brightness is highlighted
HOW = "How to play"  # after Start in a game's options (firmware/howto/)
TYPE = "type..."  # a player name's last choice: type initials instead


def _index(values, saved):
    """Where the ``saved`` setting is in ``values``; 0 if it is not there."""
    for i in range(len(values)):
        if values[i] == saved and type(values[i]) is type(saved):
            return i
    return 0


def _default(key, values):
    """A setting's value before it is ever saved: the core's first, a
    seat's DEFAULT, each player a name of their own."""
    if key[:4] == "seat":
        return seats.DEFAULT[int(key[4])]
    return values[int(key[4])] if key[:4] == "name" else None


def _text(value):
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value == 0:
        return "none"
    if type(value) is str and value[:4] in ("huma", "bot:"):
        return seats.text(value)
    return str(value)


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
        self.rows = {}  # each game's settings: its OPTIONS, then its seats
        self.picks = {}
        choices = seats.choices(app.device)
        for game in GAMES:
            rows = list(games.menu_options(game))
            sides = games.about(game).SIDES
            for i in range(len(sides) if len(sides) > 1 else 0):
                rows.append(("seat%d" % i, sides[i], choices))
            names = games.CONTEST.get(game)
            if names:
                rows.append(("contest", "Contest", ("off", 2, 3, 4)))
                for i in range(4):
                    saved = self.settings.get("%s.name%d" % (game, i))
                    typed = [saved] if type(saved) is str and saved not in names else []
                    rows.append(("name%d" % i, "Player %d" % (i + 1), list(names) + typed + [TYPE]))
            self.rows[game] = rows
            self.picks[game] = [_index(values, self.settings.get(
                game + "." + key, _default(key, values))) for key, name, values in rows]
        self.entries = ()
        self.show_main()

    def show_main(self, entry=None):
        """The main list; the highlight on ``entry`` (an entries item) if given."""
        self.game = None
        entries = [("continue", "Continue")] if self.app.store.game_name() else []
        for game in GAMES:
            entries.append((game, games.about(game).TITLE))
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
        self.game = game
        self._offer_game(0)

    def _save(self, values):
        """Keep settings ``values`` (merged over the others) in the store."""
        self.settings.update(values)
        self.app.store.save_settings(self.settings)

    def _shown(self):
        """The rows of the game being set up that show: a player name only
        for as many players as the contest has."""
        rows = self.rows[self.game]
        picks = self.picks[self.game]
        out = []
        players = 0
        for i in range(len(rows)):
            key = rows[i][0]
            if key == "contest":
                players = rows[i][2][picks[i]]
                players = 0 if players == "off" else players
            if key[:4] != "name" or int(key[4]) < players:
                out.append(i)
        return out

    def _offer_game(self, index):
        labels = []
        picks = self.picks[self.game]
        rows = self.rows[self.game]
        for i in self._shown():
            key, name, values = rows[i]
            labels.append("%s: %s" % (name, _text(values[picks[i]])))
        labels.append("Start")
        labels.append(HOW)
        self.chooser.offer((), labels)
        self.chooser.index = index
        self.app.dirty = True

    def options(self):
        """The chosen options of the game being set up, as core keywords."""
        out = {}
        picks = self.picks[self.game]
        for i, (key, name, values) in enumerate(games.menu_options(self.game)):
            out[key] = values[picks[i]]
        return out

    def seats(self, game):
        """The seats chosen for ``game``, as the store saves them."""
        rows = self.rows[game]
        picks = self.picks[game]
        out = [rows[i][2][picks[i]] for i in range(len(rows)) if rows[i][0][:4] == "seat"]
        return ",".join(out) or "human"

    def _contest(self):
        """(names, seats) of the contest being set up, None if it is off,
        or False (noted) if two players share a name."""
        rows = self.rows[self.game]
        picks = self.picks[self.game]
        names = [rows[i][2][picks[i]] for i in self._shown() if rows[i][0][:4] == "name"]
        if not names:
            return None
        for name in names:
            if name == TYPE:
                self.app.note("OK on type... types")
                return False
            if names.count(name) > 1:
                self.app.note("two players named " + name)
                return False
        return names, ["bot:device" if name == games.BOT_NAME else "human" for name in names]

    def cancel(self):
        """Keys were lost: nothing half-done to drop in a menu."""

    def footer(self):
        return footer(self.app.device.build, "list")

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
            self.app.refuse("use OK and " + ("MENU" if not self.app.lite else "UP/DOWN"))
            return
        index = got[1]
        if self.game is None:
            self._main_key(self.entries[index][0])
            return
        settings = self.rows[self.game]
        shown = self._shown()
        if index < len(shown):
            row = shown[index]
            picks = self.picks[self.game]
            if settings[row][2][picks[row]] == TYPE:
                return self._type(row, index)
            picks[row] = (picks[row] + 1) % len(settings[row][2])
            self._offer_game(index)
        elif index > len(shown):
            self._how(index)
        else:
            options = self.options()
            contest = self._contest()
            if contest is False:
                return
            if contest is not None:
                options["contest"] = contest
            values = {}
            picks = self.picks[self.game]
            for i in range(len(settings)):
                values[self.game + "." + settings[i][0]] = settings[i][2][picks[i]]
            self.settings.update(values)  # saved once the OLED says the game starts
            self.app.load(self.game, options, ",".join(contest[1]) if contest
                          else self.seats(self.game), self.settings)

    def _type(self, row, index):
        """Type a player's initials (firmware/initials.py): they become
        the row's value, kept among its choices."""
        from firmware.initials import Initials
        app = self.app
        values = self.rows[self.game][row][2]

        def back():
            from firmware.modules import done
            app.current = self
            done("initials")
            self._offer_game(index)

        def done(text):
            if text not in values:
                if values[-2] not in games.CONTEST[self.game]:
                    values.pop(-2)  # one typed name a row: the last
                values.insert(len(values) - 1, text)
            self.picks[self.game][row] = values.index(text)
            back()
        app.current = Initials(app, self.rows[self.game][row][1], done, back)

    def _how(self, index):
        """The game's How to play pages, with the options chosen; back here."""
        from firmware.howto.screen import Help
        app = self.app

        def back():
            app.current = self
            self._offer_game(index)
        app.current = Help(app, self.game, back, options=self.options())

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
        if app.dirty:
            title = "Twilight Board" if self.game is None else games.about(self.game).TITLE
            app.show_list(title, self.chooser)
        chooser = self.chooser
        if self.game is None and chooser.in_list and self.entries[chooser.index][0] == "light":
            for where in range(17):
                app.device.set_place(where, PREVIEW)
        else:
            app.device.clear()
