"""Twilight Dance's board, pieces and the parts move strings are made of.

Cities are numbered 0-15 row by row from the north-west (OSL 0 ... SOF 15),
so a city's row is ``c >> 2`` and its column ``c & 3``. Piece ids follow
docs/dance.md §1.6 (0-3 KA, 4-5 KM, 6-7 KD, 8-15 the same in blue), so a piece's
colour is ``id >> 3`` and an empty city holds -1 (whose "colour" is -1).

No table of the 480 place and shunt strings is kept: it held 19 KB of
MicroPython heap for good and put Dance over its 48 KB budget. A ply makes
the strings it lists from the heads at the end of this module instead.
"""

CITIES = ("OSL", "CPH", "STO", "HEL", "LON", "AMS", "WAR", "MOS",
          "PAR", "BON", "PRG", "VIE", "LIS", "MAD", "ROM", "SOF")
KINDS = ("KA", "KM", "KD", "SA", "SM", "SD")
PUSH_DIRS = ("NW", "NE", "SW", "SE")
PASS = "pass"

CITY = {CITIES[c]: c for c in range(16)}
KIND = {KINDS[k]: k for k in range(6)}

# A kind is colour * 3 + role (role 0 agent, 1 mole, 2 decoy).
KIND_IDS = ((0, 1, 2, 3), (4, 5), (6, 7), (8, 9, 10, 11), (12, 13), (14, 15))
KIND_MASK = (0x000F, 0x0030, 0x00C0, 0x0F00, 0x3000, 0xC000)
COLOUR_MASK = (0x00FF, 0xFF00)
ALL = 0xFFFF
LABEL = ("KA", "KA", "KA", "KA", "KM", "KM", "KD", "KD",
         "SA", "SA", "SA", "SA", "SM", "SM", "SD", "SD")  # by piece id
UNKNOWN = ("K?", "S?")

# A shunt from city c moves c's column (N, S) or row (E, W). Its cities,
# from the edge a piece leaves by inwards, are a, a + step, a + 2 step,
# a + 3 step with a = (c & mask) + base. By move code d (below): None, then
# (mask, base, step) for N, S, E, W.
SHUNT_LINES = (None, (3, 0, 4), (3, 12, -4), (12, 3, -1), (12, 0, 1))

# Berlin push rays (docs/dance.md §1.3, push), in PUSH_DIRS order: (inner, outer).
RAYS = ((5, 0), (6, 3), (9, 12), (10, 15))

# Where chains form (docs/dance.md §1.5): every line of 2+ cities going E, S, SE or
# SW, each listed in its direction. Berlin lies between AMS, WAR, BON and
# PRG, so AMS-PRG and WAR-BON are simply diagonal neighbours here.
LINES = tuple(tuple(r * 4 + k for k in range(4)) for r in range(4)) + tuple(
    tuple(r * 4 + k for r in range(4)) for k in range(4)) + (
    (0, 5, 10, 15), (1, 6, 11), (2, 7), (4, 9, 14), (8, 13),  # SE: OSL-AMS-PRG-SOF ...
    (3, 6, 9, 12), (2, 5, 8), (1, 4), (7, 10, 13), (11, 14))  # SW: HEL-WAR-BON-LIS ...

BERLIN = tuple("berlin " + kind for kind in KINDS)
PUSH = tuple("push " + d for d in PUSH_DIRS)

# Heads the strings of a ply are made from: "move OSL " + "CPH",
# "place KA " + "OSL", then ("shunt KA " + "OSL") + " N".
MOVE_FROM = tuple("move %s " % city for city in CITIES)
PLACE = tuple("place %s " % kind for kind in KINDS)
SHUNT = tuple("shunt %s " % kind for kind in KINDS)

# Moves as small ints, for the bots (core/dance/bot_board.py) and for the
# engine, which reads a move into one to check and play it (core/dance/legal.py):
#   (kind * 16 + city) * 5 + d    place (d 0) or shunt N S E W (d 1-4)
#   CODE_BERLIN + kind, CODE_MOVE + from * 16 + to, CODE_PUSH + ray
#   (PUSH_DIRS order), CODE_PASS
CODE_BERLIN = 640
CODE_MOVE = 648
CODE_PUSH = 904
CODE_PASS = 908
DIRS = ("", " N", " S", " E", " W")  # by code % 5: a place, then the shunts


def name(code):
    """The canonical move string of a code."""
    if code < CODE_BERLIN:
        c = code // 5
        d = code - c * 5
        if d:
            return SHUNT[c >> 4] + CITIES[c & 15] + DIRS[d]
        return PLACE[c >> 4] + CITIES[c & 15]
    if code < CODE_MOVE:
        return BERLIN[code - CODE_BERLIN]
    if code < CODE_PUSH:
        return MOVE_FROM[(code - CODE_MOVE) >> 4] + CITIES[(code - CODE_MOVE) & 15]
    if code < CODE_PASS:
        return PUSH[code - CODE_PUSH]
    return PASS


_CITY_BYTES = "".join(CITIES).encode()
_KIND_BYTES = "".join(KINDS).encode()


def _find(names, part):
    """The index of ``part`` among the same-size names packed in ``names``, or -1."""
    i = names.find(part)
    return -1 if i % len(part) else i // len(part)


def code(move):
    """The code of a canonical move string, -1 for any other value. It reads
    the string's bytes, so it makes no new string (each costs a search of
    every interned name)."""
    if type(move) is not str:
        return -1
    b = move.encode("utf-8", "surrogatepass")
    n = len(b)
    if n == 12 or n == 14:
        c = _find(_CITY_BYTES, b[9:12])
        if c < 0:
            return -1
        if b[0] == 109:  # "move"
            a = _find(_CITY_BYTES, b[5:8])
            ok = a >= 0 and n == 12 and move.startswith(MOVE_FROM[a])
            return CODE_MOVE + a * 16 + c if ok else -1
        k = _find(_KIND_BYTES, b[6:8])
        if k < 0:
            return -1
        if n == 12:
            return (k * 16 + c) * 5 if move.startswith(PLACE[k]) else -1
        d = b"NSEW".find(b[13:]) + 1
        return (k * 16 + c) * 5 + d if d and b[12] == 32 and move.startswith(SHUNT[k]) else -1
    if move in BERLIN:
        return CODE_BERLIN + BERLIN.index(move)
    if move in PUSH:
        return CODE_PUSH + PUSH.index(move)
    return CODE_PASS if move == PASS else -1
