"""The game in progress in the store's log: saved move by move (read back as
a record, core/record.py, and replayed by ``firmware.store.between``).

A game is one G entry (the record's header line, the seats, any moves
already played) followed by M entries (the moves of one save each). The
moves are not kept in RAM: the log only remembers how many were saved and
the last one, and reads the rest back from flash when it needs them.

A Rift contest's game (firmware/play/contest.py) carries the contest in its
G entry: the seats line ends ``/K`` and K contest lines follow it, before
the moves; a seats line without ``/`` (every save before contests) has none.
"""
from firmware.store import format as fmt
from firmware.store.log import Log


class GameLog(Log):
    """``Log`` plus the bookkeeping of the game in progress; the subclass
    (``firmware.store.store.Store``) keeps ``_settings``, ``_stats`` and
    ``status``."""

    # A new game starts in a fresh snapshot unless this much room is left
    # after its first entry, so the sector is rarely rewritten mid-game.
    RESERVE = 1024

    def _forget_game(self):
        self._head = None  # the record's header line
        self._seats = ""
        self._count = 0  # moves saved
        self._last = None  # the last of them
        self._at = 0  # where its G entry is
        self._game = None  # the game object known to continue it
        self._extra = 0  # contest lines in its G entry (read back when needed)

    def save_game(self, game, seats, contest=False):
        """Save ``game`` (a core game) and its ``seats`` (a one-line str):
        call it when the game starts and after every move; only new moves
        are written. With ``contest`` the game is a contest's, and a G entry
        written anew keeps the contest lines saved. False if the game has
        grown too long to store: the store then keeps its last saved
        position."""
        if type(seats) is not str or "\n" in seats or "/" in seats:
            raise ValueError("bad seats %r (want a one-line str without '/')" % (seats,))
        history = game.history
        if self._continues(game, seats):
            text = "\n".join(history[self._count:])
            if not text:
                return True
            if self._write(fmt.MOVES, text, lambda: (
                    self._settings, self._stats, self._pieces(True) + ["\n" + text])) < 0:
                return False
        elif not self._start(game, seats, self.contest_lines() if contest else ()):
            return False
        return self._saved(game)

    def _saved(self, game):
        history = game.history
        self._count = len(history)
        self._last = history[-1] if history else None
        self._game = game
        return True

    def _start(self, game, seats, lines):
        """Write ``game``'s G entry anew, ``lines`` after its seats."""
        head = game.header()
        text = "\n".join([head, seats + ("/%d" % len(lines) if lines else "")] + list(lines) + game.history)
        crowded = self._end + len(text) + fmt.OVERHEAD + self.RESERVE > self._size
        at = self._write(fmt.GAME, text, lambda: (self._settings, self._stats, [text]), crowded)
        if at < 0:
            return False
        self._forget_game()
        self._head, self._seats, self._at, self._extra = head, seats, at, len(lines)
        return True

    def contest_lines(self):
        """The contest lines of the game in progress, read back from flash
        ([] for a game of no contest)."""
        if not self._extra:
            return []
        return "".join(self._pieces()).split("\n")[2:2 + self._extra]

    def _continues(self, game, seats):
        """Whether ``game`` continues the saved game, so only its new moves
        need writing. The header is compared once per game object."""
        history = game.history
        n = self._count
        if self._head is None or seats != self._seats or len(history) < n:
            return False
        if n and history[n - 1] != self._last:
            return False
        if self._game is not game:
            if game.header() != self._head:
                return False
            self._game = game
        return True

    def _pieces(self, raw=False):
        """The saved game's payload text in pieces, read back from flash: its
        G entry, then each M entry after a newline. None with no game. With
        ``raw`` the pieces are bytes-like (the entries' payloads in place and
        the newlines apart), for a rewrite: no text is decoded and encoded
        again."""
        if self._head is None:
            return None
        pieces = []
        for entry in self._entries(self._at):
            if entry[2] in (fmt.GAME, fmt.MOVES):
                if raw:
                    if pieces:
                        pieces.append(b"\n")
                    pieces.append(memoryview(entry)[3:])
                else:
                    pieces.append(("\n" if pieces else "") + str(entry[3:], "utf-8"))
        return pieces

    def _rewrite(self, settings, stats, game):
        at = Log._rewrite(self, settings, stats, game)
        if at >= 0:
            self._at = at  # the game's place in the new image
        return at
