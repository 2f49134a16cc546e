"""A game record's text, sealed with its trailer: the writing half of
core/record.py (which reads records back and re-exports these).

Kept apart because exporting a finished game needs only this, and it
compiles in well under half the heap the whole of core/record.py needs: a
board compiles it in the frame that counts a game, with the game's screen
still live (docs/benchmarks.md).
"""

from core.crc import crc32
from core.game import RECORD as MAGIC  # the version dump writes


def adler32(text):
    """Adler-32 of ``text`` (as UTF-8), as 8 hex digits: TB1's checksum."""
    a = 1
    b = 0
    for byte in text.encode():
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return "%04x%04x" % (b, a)


def crc(text):
    """CRC-32 of ``text`` (as UTF-8), as 8 hex digits: TB2's checksum."""
    return "%02x%02x%02x%02x" % tuple(crc32(text.encode()))


CHECKSUMS = {"TB1": adler32, "TB2": crc}


def seal(head, moves):
    """The record of header line ``head`` and the list ``moves``, trailer
    included, checksummed as ``head``'s version says (CRC-32 for a version
    this code does not know: ``load`` refuses those by name)."""
    body = head + "\n" + "".join(move + "\n" for move in moves)
    check = CHECKSUMS.get(head.split(" ", 1)[0], crc)
    return body + "end %d %s\n" % (len(moves), check(body))


def head(game):
    """The header line of ``game``'s record: its version, name, seed and options."""
    return game.header()


def dump(game):
    """The record of ``game`` so far (finished or not)."""
    return seal(game.header(), game.history)
