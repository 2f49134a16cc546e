"""The bytes of the store: the sector header, log entries and whole images.

Header, 16 bytes at offset 0::

    0  magic b"TBnv"          6  snapshot length L (2 bytes)
    4  format version (1)     8  generation: images written so far (4 bytes)
    5  0                     12  CRC-32 of bytes 0..11

Entry, 8 bytes + payload, the snapshot's first at offset 16, appended ones
after the snapshot::

    0  payload length n (2 bytes; 0xFFFF there means erased: the log ends)
    2  kind: S settings, T statistics, G game, M moves, E end of game
    3  payload (n bytes of UTF-8)
    3+n  CRC-32 of bytes 0 .. 3+n-1
    7+n  commit byte 0x00

The commit byte is programmed by a second write, after the rest of the entry
is in flash, so an entry counts only once all of it is there, whatever order
the chip programs bytes in. Multi-byte numbers are big-endian. docs/storage.md
explains the whole design.
"""
from core.crc import crc32

MAGIC = b"TBnv"
VERSION = 1
HEADER = 16
OVERHEAD = 8
TAIL = 5  # of the overhead, the CRC and commit byte after the payload
COMMIT = 0
SETTINGS = 83  # "S"
STATS = 84  # "T"
GAME = 71  # "G"
MOVES = 77  # "M"
END = 69  # "E"
KINDS = bytes((SETTINGS, STATS, GAME, MOVES, END))
ERASED = 0xFF  # a byte of erased flash


def header(length, generation):
    """The 16 header bytes for a snapshot of ``length`` bytes."""
    head = MAGIC + bytes((VERSION, 0, length >> 8, length & 255)) + generation.to_bytes(4, "big")
    return head + crc32(head)


def put(image, at, kind, pieces):
    """Write a whole entry (commit byte included) of ``pieces`` (bytes-like,
    joined) into ``image`` at ``at``; return where it ends, or -1 if it
    does not fit."""
    n = 0
    for piece in pieces:
        n += len(piece)
    end = at + n + OVERHEAD
    if end > len(image) or n >= 0xFFFF:
        return -1
    image[at] = n >> 8
    image[at + 1] = n & 255
    image[at + 2] = kind
    q = at + 3
    for piece in pieces:
        image[q:q + len(piece)] = piece
        q += len(piece)
    image[q:q + 4] = crc32(memoryview(image)[at:q])
    image[q + 4] = COMMIT
    return end


def entry(kind, payload):
    """An entry without its commit byte, ready to append."""
    image = bytearray(len(payload) + OVERHEAD)
    put(image, 0, kind, (payload,))
    return image[:-1]


def read_entry(flash, at, size):
    """The entry at ``at`` up to its payload's end (a bytearray: the whole
    entry is TAIL bytes longer) if it is whole and committed, None where
    the log ends (erased), False for anything else. The length, CRC and
    commit byte are read a byte at a time: a log read back holds many
    entries, and no slice of them is left to collect."""
    if at + 2 > size:
        return None
    n = (flash[at] << 8) | flash[at + 1]
    if n == 0xFFFF:  # both bytes erased
        return None
    end = at + n + 3
    if end + TAIL > size:
        return False
    raw = flash[at:end]
    if raw[2] not in KINDS or flash[end + 4] != COMMIT:
        return False
    crc = crc32(raw)
    for i in range(4):
        if crc[i] != flash[end + i]:
            return False
    return raw


def image(size, generation, settings, stats, game):
    """A whole sector: the header, then entries S (payload ``settings``), T
    (``stats``) and, unless ``game`` is None, G (the ``game`` pieces joined),
    the rest erased. Return (image, where the log ends, where G starts or
    0), or None if that does not fit in ``size`` bytes."""
    out = bytearray(size)
    at = put(out, HEADER, SETTINGS, (settings,))
    if at > 0:
        at = put(out, at, STATS, (stats,))
    game_at = 0
    if at > 0 and game is not None:
        game_at = at
        at = put(out, at, GAME, game)
    if at < 0:
        return None
    _erase(out, at)
    out[0:HEADER] = header(at - HEADER, generation)
    return out, at, game_at


def _erase(image, at):
    """Set ``image`` from ``at`` on to erased bytes, doubling a copied run
    (memoryview slices copy in place): no buffer of erased bytes is held
    for good, none is made."""
    if at >= len(image):
        return
    view = memoryview(image)
    image[at] = ERASED
    done = 1
    while at + done < len(image):
        n = min(done, len(image) - at - done)
        view[at + done:at + done + n] = view[at:at + n]
        done += n
