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

Layers: ``store_format`` (bytes), ``store_log`` (the log in flash),
``store_game`` (the game in progress), ``store_items`` (settings and
statistics as text), ``store_load`` (reading it all back at power-up,
forgotten once done), and here the whole store.
"""
from firmware.modules import forget
from firmware.store import format as fmt
from firmware.store import items
from firmware.store.game import GameLog


class Store(GameLog):
    """The store over ``flash`` (``len()``, ``[i]``, ``[a:b]``, ``[a:b] = bytes``).

    ``status`` says what loading found: "ok", "blank" (never written) or a
    problem ("foreign", "version", "damaged", "partial"; "refused" after a
    failed ``resume``) whose ``problem`` text the firmware shows once, then
    calls ``acknowledge()``. The game API is ``GameLog``'s: ``save_game``,
    ``game_record``, ``resume``.
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
        from firmware.store import load as store_load
        try:
            found = store_load.load(flash, self._size, backup)
        except (OSError, RuntimeError):  # the flash itself would not read
            found = None
        # Loading is done once: let its code be collected (imported again
        # if another Store is made).
        forget("firmware.store.load", "firmware.store.restore")
        if found is not None:
            self.status, self._gen, self._end, self._dirty, self._settings, self._stats, game = found
            if game is not None:
                self._head, self._seats, self._at, self._count, self._last, self._extra = game

    @property
    def problem(self):
        """A short message for the screen, or None when all is well. The
        words are read only then: they would be heap through every game."""
        if self.status in ("ok", "blank"):
            return None
        from firmware.store.problems import MESSAGES
        forget("firmware.store.problems")
        return MESSAGES[self.status]

    def settings(self):
        """A copy of the saved settings ({} at first)."""
        return dict(self._settings)

    def stats(self):
        """A copy of the saved statistics ({} at first)."""
        return dict(self._stats)

    # Each copy is made before the write: once the flash has it, nothing
    # left to do may run out of heap and leave the RAM behind the flash.
    def save_settings(self, values):
        """Keep ``values``: str keys; int, bool or one-line str values."""
        values = dict(values)
        self._save_items(fmt.SETTINGS, self._settings, values, values, self._stats)
        self._settings = values

    def save_stats(self, values):
        """Keep ``values`` as the statistics ({} resets them)."""
        values = dict(values)
        self._save_items(fmt.STATS, self._stats, values, self._settings, values)
        self._stats = values

    def _save_items(self, kind, old, new, settings, stats):
        change = items.changes(old, new)
        if change is None:
            return
        text = items.encode(change[0], change[1])
        if self._write(kind, text, lambda: (settings, stats, self._pieces(True))) < 0:
            # The game in progress does not fit beside them any more.
            if self._rewrite(settings, stats, None) < 0:
                raise ValueError("settings and statistics do not fit in %d bytes" % self._size)
            self._forget_game()

    def end_game(self, stats=None):
        """No game in progress any more. ``stats``, if given, become the
        statistics in the same write, so a finished game counts once."""
        stats = dict(self._stats if stats is None else stats)
        change = items.changes(self._stats, stats) or (items.MERGE, {})
        if self._head is None and not change[1]:
            return
        text = items.encode(change[0], change[1])
        if self._write(fmt.END, text, lambda: (self._settings, stats, None)) < 0:
            raise ValueError("statistics do not fit in %d bytes" % self._size)
        self._stats = stats
        self._forget_game()

    def acknowledge(self):
        """The problem has been shown: rewrite the sector from what was
        trusted, so that it is not reported again."""
        if self.problem is not None:
            self._rewrite(self._settings, self._stats, self._pieces(True))
            self.status = "ok"
