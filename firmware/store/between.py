"""The store's methods that no frame of a game calls: the menu's, a game's
start and resume, a problem's acknowledgement (a game's end needs only
``firmware.store.end``).

``Store`` reaches them through its ``__getattr__`` (``store.resume()``
calls ``resume(store)`` here), loading this module on the first call;
a title's loading screen lets it go (``firmware.modules``' "loading"
part), so its code is not in the heap while a game is played: saving
moves needs ``firmware.store.game`` only.
"""
from firmware.store import format as fmt
from firmware.store import items
from firmware.store.end import changes


# Each copy is made before the write: once the flash has it, nothing
# left to do may run out of heap and leave the RAM behind the flash.
def save_settings(store, values):
    """Keep ``values``: str keys; int, bool or one-line str values."""
    values = dict(values)
    _save_items(store, fmt.SETTINGS, store._settings, values, values, store._stats)
    store._settings = values


def save_stats(store, values):
    """Keep ``values`` as the statistics ({} resets them)."""
    values = dict(values)
    _save_items(store, fmt.STATS, store._stats, values, store._settings, values)
    store._stats = values


def _save_items(store, kind, old, new, settings, stats):
    change = changes(old, new)
    if change is None:
        return
    text = items.encode(change[0], change[1])
    if store._write(kind, text, lambda: (settings, stats, store._pieces(True))) < 0:
        # The game in progress does not fit beside them any more.
        if store._rewrite(settings, stats, None) < 0:
            raise ValueError("settings and statistics do not fit in %d bytes" % store._size)
        store._forget_game()


def acknowledge(store):
    """The problem has been shown: rewrite the sector from what was
    trusted, so that it is not reported again."""
    if store.problem is not None:
        store._rewrite(store._settings, store._stats, store._pieces(True))
        store.status = "ok"


def game_record(store):
    """(record text for core.record.load, seats) of the game in
    progress, or None."""
    if store._head is None:
        return None
    from core import record
    lines = "".join(store._pieces()).split("\n")
    head = lines[0]
    if head.startswith("TB1 "):  # the entries' CRC-32 vouches for the order TB1's sum cannot see
        head = record.MAGIC + head[3:]
    return record.seal(head, lines[2 + store._extra:]), store._seats


def resume(store):
    """(game, seats) replayed from the saved record, or None. A record
    the rules refuse is dropped (status "refused") instead of raising."""
    store._game = None  # the game it replaces is let go of first
    saved = game_record(store)
    if saved is None:
        return None
    from core import record
    try:
        game = record.load(saved[0])
    except ValueError:
        game = None
    if game is None:
        store._forget_game()
        store._dirty = True
        store.status = "refused"
        return None
    store._game = game
    return game, saved[1]


def save_contest(store, game, seats, lines):
    """Save ``game``, a contest's next player's, in a new G entry with
    the contest ``lines`` (one-line str each); False if it does not fit."""
    return store._start(game, seats, lines) and store._saved(game)
