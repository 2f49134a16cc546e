"""The store's log in the flash sector: read back, appended to, rewritten.

``Log`` moves entries between RAM and flash and decides when the sector is
rewritten; what the entries mean is ``firmware.store.store``'s business. An append
programs erased bytes only (no erase on the RP2040) and its commit byte
last; a rewrite writes the whole sector at once (one erase).
"""
from firmware.store import format as fmt
from firmware.store import items
class Log:
    """The log over ``flash`` (``len()``, ``[i]``, ``[a:b]``, ``[a:b] = bytes``)."""

    # ``backup``: where a rewrite puts its image first (read, write, clear).
    def __init__(self, flash, backup=None):
        size = len(flash)
        if not fmt.HEADER + fmt.OVERHEAD <= size <= 0xFFFF:
            raise ValueError("flash of %d bytes: the store needs 24 to 65535" % size)
        self._flash = flash
        self._backup = backup
        self._size = size
        self._gen = 0
        self._end = fmt.HEADER  # where the next entry goes
        self._dirty = True  # True: the next write rewrites the whole sector

    @property
    def generation(self):
        """How many times the sector has been written whole."""
        return self._gen

    def _entries(self, at):
        """The entries from ``at`` to the end of the log, as
        ``fmt.read_entry`` reads them (all verified when the log was loaded
        or written)."""
        while at < self._end:
            raw = fmt.read_entry(self._flash, at, self._size)
            yield raw
            at += len(raw) + fmt.TAIL

    def _write(self, kind, text, state, rewrite=False):
        """Append one entry; or, when asked, when it does not fit or when the
        log is not clean, rewrite the sector from ``state()``: (settings,
        statistics, game pieces or None). Return where the entry (or the
        game in the new image) starts, -1 if the state does not fit."""
        payload = text.encode()
        at = self._end
        if rewrite or self._dirty or at + len(payload) + fmt.OVERHEAD > self._size:
            return self._rewrite(*state())
        data = fmt.entry(kind, payload)
        self._flash[at:at + len(data)] = data
        self._flash[at + len(data)] = fmt.COMMIT
        self._end = at + len(data) + 1
        return at

    def _rewrite(self, settings, stats, game):
        """Write the whole sector anew: ``settings`` and ``stats`` (dicts)
        and the game made of the ``game`` pieces (str or bytes-like, or
        None for no game). Return where
        the game starts (0 if none), -1 (writing nothing) if it all does not
        fit."""
        built = fmt.image(self._size, self._gen + 1,
                          items.encode(items.REPLACE, settings).encode(),
                          items.encode(items.REPLACE, stats).encode(),
                          None if game is None else
                          [piece.encode() if type(piece) is str else piece for piece in game])
        if built is None:
            return -1
        # The new image goes to the backup first: if the power fails while
        # the sector is erased and programmed, loading takes it from there.
        # A backup that could not be refreshed must not outlive the window.
        # Out of heap in between (the slice below is allocated), the backup
        # is ahead of the nvm until the same save, tried again first thing
        # in the app's next frame, rewrites both.
        backup = self._backup
        if backup is not None and not backup.write(built[0]):
            backup.clear()
            backup = None
        self._flash[0:self._size] = built[0]
        self._gen += 1  # first: what follows may run out of heap
        self._end = built[1]
        self._dirty = False
        if backup is not None:
            backup.clear()  # the nvm holds it now: no stale copy later
        return built[2]
