"""What is legal in a Twilight Dance position: the move list, one move's check.

The hot path of a ply, in two forms that must agree (tests/test_dance_legal.py
checks that they do): `moves` gives every legal move as a
core/dance/moves.py `Moves`, which makes a move's string only when it is
read; `plan` reads one string into its code (core/dance/board.py) and checks
it against the state, so playing a move lists nothing.
"""

from core.dance.board import CODE_BERLIN, CODE_MOVE, CODE_PASS, CODE_PUSH, KIND_MASK, RAYS, code
from core.dance.moves import Moves

def moves(g, anyone):
    """Every legal move of the mover in game ``g``, in the canonical order,
    as a `Moves` (made from the position's parts, no move listed);
    ``anyone``: a relocation may move a piece of either colour."""
    p = g.mover
    board = g.board
    empty = []
    pieces = []
    for c in range(16):
        piece = board[c]
        if piece < 0:
            empty.append(c)
        elif piece >> 3 == p or anyone:
            pieces.append(c)
    kinds = []
    open_to = 0  # kinds that may go to Berlin
    hand = g.hands[p]
    berlin = g.berlin
    if hand:
        taken = -1 if not berlin else 2 if len(berlin) == 2 else berlin[0] >> 3
        for k in range(6):
            if hand & KIND_MASK[k]:
                kinds.append(k)
                if taken != 2 and taken != k // 3:
                    open_to |= 1 << k
    tail = []
    if berlin and berlin[-1] >> 3 == p:
        for d in range(4):
            ray = RAYS[d]
            if board[ray[0]] >= 0 or board[ray[1]] >= 0:
                tail.append(CODE_PUSH + d)
    if not hand:
        tail.append(CODE_PASS)  # with a piece in hand some city is empty: a place is legal
    return Moves(empty, kinds, open_to, pieces, tail)


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
