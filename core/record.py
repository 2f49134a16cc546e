"""Game records: the text a game is saved, replayed and shared as.

A record is a header line, one move per line, and a trailer::

    TB1 dance seed=7 turns=12 berlin_tiebreak=on moles=turncoat first=0
    place KA AMS
    push NE
    end 2 1c9f04a3

The trailer holds the move count and an Adler-32 checksum of every byte
before it, so truncation and damage are caught before any move is replayed.
Loading replays every move through the rules, so an illegal record is
refused too. Same text, same state, on any runtime.
"""

from core import game_class, options
MAGIC = "TB1"


def checksum(text):
    """Adler-32 of ``text`` (as UTF-8), as 8 hex digits."""
    a = 1
    b = 0
    for byte in text.encode():
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return "%04x%04x" % (b, a)


def dump(game):
    """The record of ``game`` so far (finished or not)."""
    words = game.options_text()  # empty for a game without options
    head = "%s %s seed=%d%s\n" % (MAGIC, game.NAME, game.seed, " " + words if words else "")
    body = head + "".join(move + "\n" for move in game.history)
    return body + "end %d %s\n" % (len(game.history), checksum(body))


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
    if len(trailer) != 3 or trailer[0] != "end" or not trailer[1].isdigit():
        _fail("last line %r is not 'end COUNT CHECKSUM' (truncated?)" % lines[-1])
    count = int(trailer[1])
    if count != len(lines) - 2:
        _fail("says %d moves but holds %d" % (count, len(lines) - 2))
    body = "".join(line + "\n" for line in lines[:-1])
    if checksum(body) != trailer[2]:
        _fail("checksum mismatch (damaged)")
    return lines[0], lines[1:-1]


def load(text):
    """Rebuild the game a record describes; ValueError says what is wrong."""
    header, moves = _split(text)
    words = header.split(" ")
    if len(words) < 3 or words[0] != MAGIC:
        _fail("first line %r is not a %s header" % (header, MAGIC))
    seed = words[2]
    if not seed.startswith("seed="):
        _fail("no seed in header %r" % header)
    digits = seed[6:] if seed[5:6] == "-" else seed[5:]
    if not digits.isdigit():
        _fail("bad seed %r" % seed)
    try:
        cls = game_class(words[1])
        given = options.parse(words[1], cls.OPTIONS, words[3:])
        game = cls(int(seed[5:]), **given)
    except ValueError as err:
        _fail(str(err))
    for i in range(len(moves)):
        try:
            game.play(moves[i])
        except ValueError as err:
            _fail("move %d: %s" % (i + 1, err))
    return game
