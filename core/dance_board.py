"""Twilight Dance's board, pieces and move strings.

Cities are numbered 0-15 row by row from the north-west (OSL 0 ... SOF 15),
so a city's row is ``c >> 2`` and its column ``c & 3``. Piece ids follow
rules 1.6 (0-3 KA, 4-5 KM, 6-7 KD, 8-15 the same in blue), so a piece's
colour is ``id >> 3`` and an empty city holds -1 (whose "colour" is -1).

The 480 place and shunt strings (about 19 KB on MicroPython) are made once,
when the first game starts, and kept: the hot path only appends them. The
240 possible relocation strings are not kept (another 9 KB would break the
48 KB budget); a ply makes its few (about 24) from a kept "move OSL " head.
"""

CITIES = ("OSL", "CPH", "STO", "HEL", "LON", "AMS", "WAR", "MOS",
          "PAR", "BON", "PRG", "VIE", "LIS", "MAD", "ROM", "SOF")
KINDS = ("KA", "KM", "KD", "SA", "SM", "SD")
PUSH_DIRS = ("NW", "NE", "SW", "SE")
PASS = "pass"

CITY = {CITIES[c]: c for c in range(16)}
KIND = {KINDS[k]: k for k in range(6)}
PUSH_DIR = {"NW": 0, "NE": 1, "SW": 2, "SE": 3}

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
# a + 3 step with a = (c & mask) + base.  DIR: (mask, base, step).
SHUNT_LINE = {"N": (3, 0, 4), "S": (3, 12, -4), "E": (12, 3, -1), "W": (12, 0, 1)}

# Berlin push rays (rules 1.3.5), in PUSH_DIRS order: (inner, outer).
RAYS = ((5, 0), (6, 3), (9, 12), (10, 15))

# Where chains form (rules 1.5): every line of 2+ cities going E, S, SE or
# SW, each listed in its direction. Berlin lies between AMS, WAR, BON and
# PRG, so AMS-PRG and WAR-BON are simply diagonal neighbours here.
LINES = tuple(tuple(r * 4 + k for k in range(4)) for r in range(4)) + tuple(
    tuple(r * 4 + k for r in range(4)) for k in range(4)) + (
    (0, 5, 10, 15), (1, 6, 11), (2, 7), (4, 9, 14), (8, 13),  # SE: OSL-AMS-PRG-SOF ...
    (3, 6, 9, 12), (2, 5, 8), (1, 4), (7, 10, 13), (11, 14))  # SW: HEL-WAR-BON-LIS ...

BERLIN = tuple("berlin " + kind for kind in KINDS)
PUSH = tuple("push " + d for d in PUSH_DIRS)

MOVE_FROM = tuple("move %s " % city for city in CITIES)

# PLACE_SHUNT[kind][city] = (place, shunt N, shunt S, shunt E, shunt W),
# made by fill_tables() for the first game.
PLACE_SHUNT = [None] * 6


def fill_tables():
    """Make the place and shunt strings, once per run of the program.
    Each is a single concatenation of parts made first, so the kept strings
    lie together instead of between scraps that would fragment the heap."""
    if PLACE_SHUNT[0] is not None:
        return
    ends = [None] * 16
    for c in range(16):
        city = CITIES[c]
        ends[c] = (city, city + " N", city + " S", city + " E", city + " W")
    for k in range(6):
        place = "place %s " % KINDS[k]
        shunt = "shunt %s " % KINDS[k]
        row = [None] * 16
        for c in range(16):
            end = ends[c]
            row[c] = (place + end[0], shunt + end[1], shunt + end[2], shunt + end[3],
                      shunt + end[4])
        PLACE_SHUNT[k] = row
