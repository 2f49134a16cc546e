"""The store's methods a game's end needs: the statistics, read and
written with the end of the game in progress.

Kept out of ``firmware.store.between`` (``Store`` reaches both through its
``__getattr__``) because a game is counted in the frame after its last
move, with the game's screen still live: this compiles in less than half the
heap that module needs (docs/benchmarks.md).
"""
from firmware.store import format as fmt
from firmware.store import items


def stats(store):
    """A copy of the saved statistics ({} at first)."""
    return dict(store._stats)


def end_game(store, stats=None):
    """No game in progress any more. ``stats``, if given, become the
    statistics in the same write, so a finished game counts once."""
    stats = dict(store._stats if stats is None else stats)
    change = changes(store._stats, stats) or (items.MERGE, {})
    if store._head is None and not change[1]:
        return
    text = items.encode(change[0], change[1])
    if store._write(fmt.END, text, lambda: (store._settings, stats, None)) < 0:
        raise ValueError("statistics do not fit in %d bytes" % store._size)
    store._stats = stats
    store._forget_game()


def changes(old, new):
    """(flag, items) that turn ``old`` into ``new``: the changed items to
    merge, or all of ``new`` if a key went; None if nothing changed."""
    for key in old:
        if key not in new:
            return items.REPLACE, new
    diff = {}
    for key in new:
        value = new[key]
        if key not in old or old[key] != value or type(old[key]) is not type(value):
            diff[key] = value
    return (items.MERGE, diff) if diff else None
