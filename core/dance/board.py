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
