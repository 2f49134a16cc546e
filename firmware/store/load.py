"""Reading the store back from flash: done once, when ``firmware.store.store.Store``
is made at power-up, with the backup of an interrupted rewrite put back.

Only loading needs this code (checking the header, taking in each entry,
parsing settings and statistics), so it lives apart: ``Store`` imports it,
loads, and drops it from ``sys.modules`` again, so that its heap is free
for the game (a Pico compiles ``.py`` modules onto the heap).
"""
from firmware.store import format as fmt
from firmware.store.items import REPLACE, MERGE


def read_header(raw):
    """(problem, snapshot length, generation) from the 16 header bytes;
    problem is None for a good header, else "blank", "foreign", "version"
    or "damaged"."""
    if raw[0:4] != fmt.MAGIC:
        return ("blank" if raw == fmt.BLANK[:fmt.HEADER] else "foreign"), 0, 0
    if raw[4] != fmt.VERSION:
        return "version", 0, 0
    if fmt.crc32(memoryview(raw)[0:12]) != raw[12:16]:
        return "damaged", 0, 0
    return None, (raw[6] << 8) | raw[7], int.from_bytes(raw[8:12], "big")


def is_blank(flash, at, size):
    """Whether every byte from ``at`` to ``size`` reads erased (0xFF)."""
    blank = fmt.BLANK
    while at < size:
        step = min(256, size - at)
        if flash[at:at + step] != blank[:step]:
            return False
        at += step
    return True


def decode(text, items):
    """``items`` (not changed) with the payload ``text`` (firmware.store.items'
    format) applied, as a new dict; ValueError if the text is not such a
    payload."""
    lines = text.split("\n")
    if lines[0] == REPLACE:
        out = {}
    elif lines[0] == MERGE:
        out = dict(items)
    else:
        raise ValueError("no key/value flag")
    for line in lines[1:]:
        key, text = line.split("=", 1)
        kind = text[:1]
        if kind == "i":
            out[key] = int(text[1:])
        elif kind == "s":
            out[key] = text[1:]
        elif text in ("b0", "b1"):
            out[key] = text == "b1"
        else:
            raise ValueError("bad item %r" % line)
    return out


def load(store):
    """Read ``store``'s log (a ``firmware.store.store.Store`` just cleared),
    taking in each verified entry; return what was found: "ok", "partial"
    (the log stops at a bad entry or one whose payload makes no sense, or
    the snapshot is cut short) or, with nothing taken, "blank", "foreign",
    "version" or "damaged". A backup left by a rewrite the power cut short
    is put back first (``firmware.store.restore``)."""
    status = read_log(store)
    data = None if store._backup is None else store._backup.read()
    if data is not None:  # only after a cut (or a stale file): rare
        from firmware.store import restore as store_restore
        status = store_restore.restore(store, status, data)
    return "partial" if status == "cut" else status


def read_log(store):
    """``load`` from ``store._flash`` alone, "cut" meaning the snapshot
    stops short (a rewrite was interrupted)."""
    flash = store._flash
    size = store._size
    problem, length, store._gen = read_header(flash[0:fmt.HEADER])
    if problem:
        return problem
    snapshot = fmt.HEADER + length
    at = fmt.HEADER
    raw = fmt.read_entry(flash, at, size)
    while raw:
        if at < snapshot < at + len(raw) or not _take(store, raw, at):
            raw = False
            break
        at += len(raw)
        raw = fmt.read_entry(flash, at, size)
    store._end = at
    if at < snapshot:
        return "cut"
    if raw is False:
        return "partial"
    store._dirty = not is_blank(flash, at, size)
    return "ok"


def _take(store, raw, at):
    """Take in one verified entry; False if its payload makes no sense."""
    kind = raw[2]
    try:
        text = str(raw[3:-5], "utf-8")
        if kind == fmt.GAME or kind == fmt.MOVES:
            return _take_game(store, kind, text, at)
        if kind == fmt.SETTINGS:
            store._settings = decode(text, store._settings)
        else:
            store._stats = decode(text, store._stats)
            if kind == fmt.END:
                store._forget_game()
    except (ValueError, UnicodeError):
        return False
    return True


def _take_game(store, kind, text, at):
    """Take in a G or M entry; False if it makes no sense."""
    lines = text.split("\n")
    if kind == fmt.GAME:
        if len(lines) < 2:
            return False
        store._forget_game()
        store._head, store._seats, store._at = lines[0], lines[1], at
        lines = lines[2:]
    elif store._head is None:  # moves with no game to go with
        return False
    if lines:
        store._count += len(lines)
        store._last = lines[-1]
    return True
