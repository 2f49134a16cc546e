"""What survives a power cut: the game in progress, settings and statistics.

The store lives in a flash object: ``microcontroller.nvm`` on the board (4 KB,
one flash sector), a model of it in the simulator and tests. It is a log:
each save appends one small entry into erased space, which on the RP2040
costs no erase. Only when the sector is full, or a new game would start
without room, is it rewritten as a fresh snapshot: well under one sector
erase per game. An entry counts once its CRC and commit byte are in flash,
so a cut mid-save leaves the previous state. Loading never raises: what it
finds wrong is in ``status`` and ``problem``, and the store goes on from
what it could trust. docs/storage.md has the layout and its limits.

Layers: ``format`` (bytes), ``log`` (the log in flash), ``game`` (the game
in progress, saved move by move), ``items`` (settings and statistics as
text), ``load`` (reading it all back at a program's start), ``between``
(what only menus, a game's start and resume need), ``end`` (the
statistics and a game's end), ``launch`` (which program the next reload
starts), and here the whole store. ``firmware.modules``' parts say when
each is let go.
"""
from firmware.modules import load
from firmware.store.game import GameLog

# Where ``Store.__getattr__`` finds a method: firmware.store.end's (all a
# game's end needs), else firmware.store.between's.
END = ("stats", "end_game")


class Store(GameLog):
    """The store over ``flash`` (``len()``, ``[i]``, ``[a:b]``, ``[a:b] = bytes``).

    ``status`` says what loading found: "ok", "blank" (never written) or a
    problem ("foreign", "version", "damaged", "partial"; "refused" after a
    failed ``resume``) whose ``problem`` text the firmware shows once, then
    calls ``acknowledge()``. Saving a game's moves is ``GameLog``'s
    ``save_game``; reading the settings and the saved game's name (all the
    menu's first frame asks) is here; the rest of the API is loaded when
    called: ``firmware.store.end``'s (``stats``, ``end_game``) and
    ``firmware.store.between``'s (``save_settings``, ``save_stats``,
    ``acknowledge``, ``game_record``, ``resume``, ``save_contest``).
    """

    # ``backup`` (firmware/store/backup.py) keeps a rewrite's new image while
    # the sector is erased, so a power cut there loses nothing; None: such a
    # cut loses data (reported), as docs/storage.md says.
    def __init__(self, flash, backup=None):
        GameLog.__init__(self, flash, backup)
        self._settings = {}
        self._stats = {}
        self._forget_game()
        self.status = "damaged"  # unless the flash reads
        from firmware.store import load as store_load  # (let go after the start)
        store_load.load(self, backup)

    def __getattr__(self, name):
        """A method of ``firmware.store.end`` or ``between`` (the methods no
        game frame calls), loaded with the first call: ``store.end_game(stats)``
        is ``end.end_game(store, stats)``."""
        method = getattr(load("firmware.store.end" if name in END else "firmware.store.between"), name)
        return lambda *args: method(self, *args)

    def settings(self):
        """A copy of the saved settings ({} at first)."""
        return dict(self._settings)

    def game_name(self):
        """The name of the game in progress ("dance"), or None: read from
        the header line, without building its record."""
        return None if self._head is None else self._head.split(" ", 2)[1]

    @property
    def problem(self):
        """A short message for the screen, or None when all is well. The
        words are read only then: they would be heap through every game."""
        if self.status in ("ok", "blank"):
            return None
        from firmware.store.problems import MESSAGES
        return MESSAGES[self.status]
