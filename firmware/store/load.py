"""Reading the store back from flash: done once, when ``firmware.store.store.Store``
is made at power-up, with the backup of an interrupted rewrite put back.

Only loading needs this code (checking the header, taking in each entry,
parsing settings and statistics), so it lives apart: ``Store`` imports it
and has it fill the new store, and the program lets it go once started
(``firmware.modules``' "start" part), so that its heap is free for the
game (a Pico compiles ``.py`` modules onto the heap).
"""
from firmware.store import format as fmt
from firmware.store.items import REPLACE, MERGE

BLANK = b"\xff" * 256  # erased flash, to compare with (this module is let go after loading)


def read_header(raw):
    """(problem, snapshot length, generation) from the 16 header bytes;
    problem is None for a good header, else "blank", "foreign", "version"
    or "damaged"."""
    if raw[0:4] != fmt.MAGIC:
        return ("blank" if raw == BLANK[:fmt.HEADER] else "foreign"), 0, 0
    if raw[4] != fmt.VERSION:
        return "version", 0, 0
    if fmt.crc32(memoryview(raw)[0:12]) != raw[12:16]:
        return "damaged", 0, 0
    return None, (raw[6] << 8) | raw[7], int.from_bytes(raw[8:12], "big")


def is_blank(flash, at, size):
    """Whether every byte from ``at`` to ``size`` reads erased (0xFF). The
    first piece read is the odd-sized one, so the others compare with
    BLANK itself, not a cut copy of it."""
    step = (size - at) % 256 or 256
    while at < size:
        if flash[at:at + step] != (BLANK if step == 256 else BLANK[:step]):
            return False
        at += step
        step = 256
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


# ``read_log`` returns what the log holds as one list:
# [status, generation, where the next entry goes, whether the next write
# must rewrite the sector, settings, statistics, game], the game None or
# [its header line, seats, where its G entry is, moves saved, the last one,
# contest lines after the seats (firmware/store/game.py)].


def load(store, backup):
    """Take into ``store`` (made empty) what its flash holds, with a
    rewrite's ``backup`` put back first if the power cut it short; its
    status "ok", "partial" or, with nothing taken, "blank", "foreign",
    "version" or "damaged" (left as it is if the flash will not read)."""
    flash, size = store._flash, store._size
    try:
        found = read_log(flash, size)
        data = None if backup is None else backup.read()
        if data is not None:  # only after a cut (or a stale file): rare
            from firmware.store import restore as store_restore
            found = store_restore.restore(flash, size, found, data, read_log)
            backup.clear()  # whether put back or not: it cannot come back later
    except (OSError, RuntimeError):  # the flash itself would not read
        return
    if found[0] == "cut":
        found[0] = "partial"
    store.status, store._gen, store._end, store._dirty, store._settings, store._stats, game = found
    if game is not None:
        store._head, store._seats, store._at, store._count, store._last, store._extra = game


def read_log(flash, size):
    """The log in ``flash`` alone; "partial": it stops at a bad entry or one
    that makes no sense, "cut": the snapshot stops short (a rewrite was
    interrupted)."""
    problem, length, gen = read_header(flash[0:fmt.HEADER])
    found = [problem, gen, fmt.HEADER, True, {}, {}, None]
    if problem:
        return found
    snapshot = fmt.HEADER + length
    at = fmt.HEADER
    raw = fmt.read_entry(flash, at, size)
    while raw:
        if at < snapshot < at + len(raw) + fmt.TAIL or not _take(found, raw, at):
            raw = False
            break
        at += len(raw) + fmt.TAIL
        raw = fmt.read_entry(flash, at, size)
    game = found[6]
    if game is not None and type(game[4]) is tuple:  # an M entry's last move, decoded once
        game[4] = str(game[4][0][game[4][1]:], "utf-8")
    found[2] = at
    if at < snapshot:
        found[0] = "cut"
    elif raw is False:
        found[0] = "partial"
    else:
        found[0] = "ok"
        found[3] = not is_blank(flash, at, size)
    return found


def _take(found, raw, at):
    """Take one verified entry into ``found``; False if its payload makes no sense."""
    kind = raw[2]
    if kind == fmt.MOVES:
        return _take_moves(found, raw)
    try:
        text = str(raw[3:], "utf-8")
        if kind == fmt.GAME:
            return _take_game(found, text, at)
        if kind == fmt.SETTINGS:
            found[4] = decode(text, found[4])
        else:
            found[5] = decode(text, found[5])
            if kind == fmt.END:
                found[6] = None
    except (ValueError, UnicodeError):
        return False
    return True


def _take_game(found, text, at):
    """Take a G entry into ``found``; False if it makes no sense. Its
    moves (after a rewrite, all the game's) are counted, not split into
    lines: only the last is kept."""
    second = _after(text, 0, 1)
    if second < 0:
        return False
    third = _after(text, second, 1)
    seats = text[second:third - 1 if third > 0 else len(text)].split("/")
    extra = int(seats[1]) if len(seats) == 2 and seats[1].isdigit() else 0
    if len(seats) != (2 if extra else 1) or _after(text, second, extra) < 0:
        return False
    game = found[6] = [text[:second - 1], seats[0], at, 0, None, extra]
    start = _after(text, second, 1 + extra)
    if start >= 0:  # moves in it
        game[3] = text.count("\n", start) + 1
        last = text.rfind("\n")
        game[4] = text[last + 1:]
    return True


def _take_moves(found, raw):
    """Take an M entry (``raw``, as ``fmt.read_entry`` reads it) into
    ``found``; False if it makes no sense. Moves are printable ASCII (so
    is every move's notation): checked and counted in place, not decoded,
    as a log read back holds every save of a game; ``read_log`` decodes
    the last one."""
    game = found[6]
    if game is None:  # moves with no game to go with
        return False
    lines = 1
    start = 3
    for i in range(3, len(raw)):
        b = raw[i]
        if b == 10:
            lines += 1
            start = i + 1
        elif b < 32 or b > 126:
            return False
    game[3] += lines
    game[4] = (raw, start)  # the last move: where it starts in raw
    return True


def _after(text, at, lines):
    """Where ``text`` goes on ``lines`` lines after ``at``; -1 if it ends first."""
    for _ in range(lines):
        at = text.find("\n", at)
        if at < 0:
            return -1
        at += 1
    return at
