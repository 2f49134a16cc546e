"""What is legal in a Twilight Dance position, and what a legal move does.

The hot path of a ply, in two forms that must agree (tests/test_dance_legal.py
checks that they do): `moves` gives every legal move as a
core/dance/moves.py `Moves`, which makes a move's string only when it is
read; `plan` reads one string into its code (core/dance/board.py) and checks
it against the state, so playing a move lists nothing; `play` carries the
code out. They live here, not in core/dance/rules.py, so that no Dance
module is large to compile: a Pico compiles a module whole while a game
loads (docs/benchmarks.md).
"""

from core.dance.board import (CODE_BERLIN, CODE_MOVE, CODE_PASS, CODE_PUSH, KIND_IDS, KIND_MASK,
                              RAYS, SHUNT_LINES, code)
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


def play(g, c):
    """Play code ``c`` (`plan` accepted it) in game ``g``: the board, Berlin
    and hands change, the turn passes. The end is not counted here."""
    p = g.mover
    board = g.board
    piece = -1
    if c < CODE_MOVE:
        piece = _take(g, p, c // 80 if c < CODE_BERLIN else c - CODE_BERLIN)
        if c >= CODE_BERLIN:
            g.berlin.append(piece)
        else:
            d = c % 5
            c = c // 5 & 15
            board[c] = piece
            if d:
                mask, base, step = SHUNT_LINES[d]
                a = (c & mask) + base
                _shunt_off(g, board[a], p)
                for _ in range(3):
                    board[a] = board[a + step]
                    a += step
                board[a] = -1
    elif c < CODE_PUSH:
        a = (c - CODE_MOVE) >> 4
        board[(c - CODE_MOVE) & 15] = board[a]
        board[a] = -1
    elif c < CODE_PASS:
        inner, outer = RAYS[c - CODE_PUSH]
        _shunt_off(g, board[outer], p)
        board[outer] = board[inner]
        board[inner] = -1
    g.last_piece = piece
    g.turns[p] += 1
    g.mover = 1 - p


def _take(g, p, kind):
    """Take the lowest-id piece of ``kind`` from p's hand (docs/dance.md §1.3)."""
    hand = g.hands[p]
    for piece in KIND_IDS[kind]:
        if hand >> piece & 1:
            g.hands[p] = hand & ~(1 << piece)
            return piece


def _shunt_off(g, piece, shunter):
    """A piece leaving the board goes to the other player, who learns it."""
    if piece >= 0:
        bit = 1 << piece
        g.hands[1 - shunter] |= bit
        g.known[1 - shunter] |= bit
