"""Game records: the text a game is saved, replayed and shared as.

A record is a header line, one move per line, and a trailer::

    TB2 dance seed=7 turns=12 berlin_tiebreak=on moles=turncoat first=0
    place KA AMS
    push NE
    end 2 1f7b9923

The trailer holds the move count and a checksum of every byte before it, so
truncation and damage are caught before any move is replayed. The header's
first word is the version and names the checksum: TB2 (written) a CRC-32,
TB1 (still read) an Adler-32, which cannot see two lines of equal length and
byte sum swapped: a TB1 record is read only if no such swap of two of its
lines also replays legally (core/record_tb1.py). Loading replays every move
through the rules, so an illegal record is refused too. Numbers are ASCII
digits as written (no other script's digits, no leading zero) and no option
is given twice. Same text, same state, on any runtime.
"""

from core import game_class, options
from core.seal import CHECKSUMS, MAGIC, crc, dump, head, seal  # the writing half, this API too


def _fail(why):
    raise ValueError("bad record: " + why)


def _split(text):
    if type(text) is not str:
        _fail("not text")
    lines = text.split("\n")
    while lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 2:
        _fail("too short (truncated?)")
    trailer = lines[-1].split(" ")
    count = options.number(trailer[1]) if len(trailer) == 3 and trailer[0] == "end" else None
    if count is None:
        _fail("last line %r is not 'end COUNT CHECKSUM' (truncated?)" % lines[-1])
    if count != len(lines) - 2:
        _fail("says %d moves but holds %d" % (count, len(lines) - 2))
    check = CHECKSUMS.get(lines[0].split(" ", 1)[0])
    if check is None:
        _fail("first line %r is not a TB1 or TB2 header" % lines[0])
    if check("".join(line + "\n" for line in lines[:-1])) != trailer[2]:
        _fail("checksum mismatch (damaged)")
    return lines[0], lines[1:-1]


def _replay(header, moves):
    """The game of the record's ``header`` line after ``moves``."""
    words = header.split(" ")
    if len(words) < 3:
        _fail("header %r is not 'VERSION GAME seed=N ...'" % header)
    seed = words[2]
    if not seed.startswith("seed="):
        _fail("no seed in header %r" % header)
    value = options.number(seed[5:])
    if value is None:
        _fail("bad seed %r" % seed)
    try:
        cls = game_class(words[1])
        game = cls(value, **options.parse(words[1], cls.OPTIONS, words[3:]))
    except ValueError as err:
        _fail(str(err))
    for i in range(len(moves)):
        try:
            game.play(moves[i])
        except ValueError as err:
            _fail("move %d: %s" % (i + 1, err))
    return game


def load(text):
    """Rebuild the game a record describes; ValueError says what is wrong."""
    header, moves = _split(text)
    game = _replay(header, moves)
    if header.startswith("TB1 "):  # read by a desktop: a board's store reads its games as TB2
        from core.record_tb1 import pinned
        pinned(moves, lambda other: _replay(header, other))
    return game
