"""What is legal in a Twilight Dance position: the move list, one move's check.

The hot path of a ply, in two forms that must agree (tests/test_dance_legal.py
checks that they do): `moves` lists every legal move string, `plan` reads
one string into its code (core/dance/board.py) and checks it against the
state, so playing a move lists nothing. On MicroPython each new string
costs an allocation and a search of every interned name, so a ply's time
is mostly the strings `moves` makes: one per move, none kept (keeping all
480 place and shunt strings held 19 KB of a Pico's heap for good).
"""

from core.dance.board import (BERLIN, CITIES, CODE_BERLIN, CODE_MOVE, CODE_PASS, CODE_PUSH,
                              KIND_MASK, KINDS, MOVE_FROM, PASS, PLACE, PUSH, RAYS, SHUNT)

# Per city (CITIES order), its name and the ends of its shunt strings
# ("shunt KA" + " OSL N"): a shunt string in one step, with no "shunt KA OSL"
# head made first. Written out, so MicroPython keeps them as interned names
# (about 14 bytes each) rather than heap strings (32).
TAILS = (
    ("OSL", " OSL N", " OSL S", " OSL E", " OSL W"),
    ("CPH", " CPH N", " CPH S", " CPH E", " CPH W"),
    ("STO", " STO N", " STO S", " STO E", " STO W"),
    ("HEL", " HEL N", " HEL S", " HEL E", " HEL W"),
    ("LON", " LON N", " LON S", " LON E", " LON W"),
    ("AMS", " AMS N", " AMS S", " AMS E", " AMS W"),
    ("WAR", " WAR N", " WAR S", " WAR E", " WAR W"),
    ("MOS", " MOS N", " MOS S", " MOS E", " MOS W"),
    ("PAR", " PAR N", " PAR S", " PAR E", " PAR W"),
    ("BON", " BON N", " BON S", " BON E", " BON W"),
    ("PRG", " PRG N", " PRG S", " PRG E", " PRG W"),
    ("VIE", " VIE N", " VIE S", " VIE E", " VIE W"),
    ("LIS", " LIS N", " LIS S", " LIS E", " LIS W"),
    ("MAD", " MAD N", " MAD S", " MAD E", " MAD W"),
    ("ROM", " ROM N", " ROM S", " ROM E", " ROM W"),
    ("SOF", " SOF N", " SOF S", " SOF E", " SOF W"))
SHUNTS = tuple(head[:-1] for head in SHUNT)  # "shunt KA"
_CITY_BYTES = "".join(CITIES).encode()
_KIND_BYTES = "".join(KINDS).encode()


def moves(g, anyone):
    """Every legal move of the mover in game ``g``, in the canonical order;
    ``anyone``: a relocation may move a piece of either colour."""
    p = g.mover
    board = g.board
    empty = [TAILS[c] for c in range(16) if board[c] < 0]
    out = []
    app = out.append
    hand = g.hands[p]
    if hand:
        berlin = g.berlin
        taken = -1 if not berlin else 2 if len(berlin) == 2 else berlin[0] >> 3
        for k in range(6):
            if hand & KIND_MASK[k]:
                place = PLACE[k]
                shunt = SHUNTS[k]
                for city, n, s, e, w in empty:
                    app(place + city)
                    app(shunt + n)
                    app(shunt + s)
                    app(shunt + e)
                    app(shunt + w)
                if taken != 2 and taken != k // 3:
                    app(BERLIN[k])
    for c in range(16):
        if board[c] >> 3 == p or anyone and board[c] >= 0:
            head = MOVE_FROM[c]
            for t in empty:
                app(head + t[0])
    if g.berlin and g.berlin[-1] >> 3 == p:
        for d in range(4):
            ray = RAYS[d]
            if board[ray[0]] >= 0 or board[ray[1]] >= 0:
                app(PUSH[d])
    if not hand or not out:
        app(PASS)
    return out


def plan(g, move, anyone):
    """The code of ``move`` if it is legal in game ``g`` now (one `moves`
    would list), else -1. ``g`` must be in progress."""
    c = code(move)
    if c < 0:
        return -1
    p = g.mover
    board = g.board
    hand = g.hands[p]
    if c < CODE_BERLIN:
        ok = hand & KIND_MASK[c // 80] and board[c // 5 & 15] < 0
    elif c < CODE_MOVE:
        berlin = g.berlin
        ok = hand & KIND_MASK[c - CODE_BERLIN] and (
            not berlin or len(berlin) == 1 and berlin[0] >> 3 != (c - CODE_BERLIN) // 3)
    elif c < CODE_PUSH:
        piece = board[(c - CODE_MOVE) >> 4]
        ok = (piece >> 3 == p or anyone and piece >= 0) and board[(c - CODE_MOVE) & 15] < 0
    elif c < CODE_PASS:
        inner, outer = RAYS[c - CODE_PUSH]
        ok = g.berlin and g.berlin[-1] >> 3 == p and (board[inner] >= 0 or board[outer] >= 0)
    else:
        ok = not hand  # with a piece in hand some city is empty: a place is legal
    return c if ok else -1


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
