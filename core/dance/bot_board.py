"""Twilight Dance on a compact board, for the bots: moves as small ints.

The bots never search on the engine: listing a ply's moves as strings
(240-480 of them, 32 bytes each) and copying games cost a Pico far too
much heap. A move is an int code (core/dance/board.py's, which the engine
also reads moves into), made a string only when it is played.
Kinds 0-5 are core/dance/board.py's KINDS; 6 and 7 stand for a K or S piece of a
role the bot does not know (in the opponent's hand). Codes are listed in
the engine's legal-move order (tests/test_dance_ai.py checks them).
"""

from array import array

from core.dance.board import (CODE_BERLIN as BERLIN, CODE_MOVE as MOVE, CODE_PASS as PASS,
                              CODE_PUSH as PUSH, KIND, RAYS, SHUNT_LINES as LINE, name)

NEVER = 2  # classes: 0 scores for the bot, 1 for its opponent, 2 never (or off the
UNKNOWN = 3  # board), 3 a piece of unknown role, 4 empty
EMPTY = 4
NOBODY = 2  # the colour of an empty city
KCOL = (0, 0, 0, 1, 1, 1, 0, 1)  # colour of each kind
NO_HAND = bytes(8)
NONE = array("H")  # what ``generate`` empties its array to (nothing made)


def _kind(label):
    """A label's kind; 6 or 7 for a role not shown (K? or S?)."""
    k = KIND.get(label)
    return (6 if label[0] == "K" else 7) if k is None else k


class BotBoard:
    """Classes ``cls`` (17: the 16 cities and an off-board cell), colours
    ``col`` (NOBODY: empty), ``hands`` (counts per kind), Berlin's colours
    ``ber`` (a bit mask) and ``top`` (-1: empty), and the turns taken.
    ``anyone``: relocations may move either colour (option relocate="any")."""

    def __init__(self, kcls, rep, limit, anyone=False):
        self.kcls = kcls  # the class of each kind
        self.rep = rep  # a kind of each colour * 4 + class (for pieces shunted off)
        self.limit = limit
        self.anyone = anyone
        self.cls = bytearray(17)
        self.col = bytearray(16)
        self.hands = (bytearray(8), bytearray(8))
        self.ber = 0
        self.top = -1
        self.turns = [0, 0]

    def read(self, view):
        """Set up from a player's view."""
        cls = self.cls
        for c in range(16):
            label = view["board"][c]
            if label is None:
                cls[c] = EMPTY
                self.col[c] = NOBODY
            else:
                k = _kind(label)
                cls[c] = self.kcls[k]
                self.col[c] = KCOL[k]
        cls[16] = NEVER
        for label in view["berlin"]:
            self.top = KCOL[_kind(label)]
            self.ber |= 1 << self.top
        for p in (0, 1):
            for label in view["hands"][p]:
                self.hands[p][_kind(label)] += 1
            self.turns[p] = view["turns"][p]

    def load(self, other):
        """Become a copy of ``other`` (no allocation)."""
        self.cls[:] = other.cls
        self.col[:] = other.col
        self.hands[0][:] = other.hands[0]
        self.hands[1][:] = other.hands[1]
        self.ber = other.ber
        self.top = other.top
        self.turns[0] = other.turns[0]
        self.turns[1] = other.turns[1]

    def over(self):
        """The game ends (docs/dance.md §1.4): both hands empty or the turns used up."""
        hands = self.hands
        return (hands[0] == NO_HAND and hands[1] == NO_HAND) or (
            self.turns[0] >= self.limit and self.turns[1] >= self.limit)

    def generate(self, out, p, key=None, prune=False):
        """Fill ``out`` (an ``array("H")``) with p's legal codes in the
        engine's order. With ``key`` (a group per kind), list only the first
        kind of each group. With ``prune``, leave out the shunts of a line
        holding nothing but the new piece that stays on the board: the same
        as a place. An array, not a list: two bytes a code, grown a few
        codes at a time, where a list of 300 codes needs one 2 KB block,
        which a Pico's fragmented heap may not have (docs/benchmarks.md)."""
        out[:] = NONE
        app = out.append
        col = self.col
        hand = self.hands[p]
        seen = 0
        full = 0  # bit r: row r holds a piece; bit 4 + k: column k does
        if prune:
            for c in range(16):
                if col[c] != NOBODY:
                    full |= (1 << (c >> 2)) | (16 << (c & 3))
        else:
            full = 255
        for k in range(8):
            if not hand[k]:
                continue
            if key is not None:
                if seen >> key[k] & 1:
                    continue
                seen |= 1 << key[k]
            base = k * 80
            for c in range(16):
                if col[c] == NOBODY:
                    b = base + c * 5
                    app(b)
                    if full >> 4 + (c & 3) & 1 or c < 4:
                        app(b + 1)
                    if full >> 4 + (c & 3) & 1 or c >= 12:
                        app(b + 2)
                    if full >> (c >> 2) & 1 or c & 3 == 3:
                        app(b + 3)
                    if full >> (c >> 2) & 1 or not c & 3:
                        app(b + 4)
            if not self.ber >> KCOL[k] & 1:
                app(BERLIN + k)
        anyone = self.anyone
        for a in range(16):
            if col[a] == p or anyone and col[a] != NOBODY:
                b = MOVE + a * 16
                for c in range(16):
                    if col[c] == NOBODY:
                        app(b + c)
        if self.top == p:
            for d in range(4):
                inner, outer = RAYS[d]
                if col[inner] != NOBODY or col[outer] != NOBODY:
                    app(PUSH + d)
        if hand == NO_HAND:
            app(PASS)

    def play(self, code, p):
        """Play a legal code for player p."""
        cls = self.cls
        col = self.col
        if code < BERLIN:
            c = code // 5
            d = code - c * 5
            k = c >> 4
            c &= 15
            self.hands[p][k] -= 1
            cls[c] = self.kcls[k]
            col[c] = KCOL[k]
            if d:
                mask, base, step = LINE[d]
                a = (c & mask) + base
                self._off(a, p)
                for _ in range(3):
                    cls[a] = cls[a + step]
                    col[a] = col[a + step]
                    a += step
                cls[a] = EMPTY
                col[a] = NOBODY
        elif code < MOVE:
            k = code - BERLIN
            self.hands[p][k] -= 1
            self.ber |= 1 << KCOL[k]
            self.top = KCOL[k]
        elif code < PUSH:
            a = (code - MOVE) >> 4
            b = (code - MOVE) & 15
            cls[b] = cls[a]
            col[b] = col[a]
            cls[a] = EMPTY
            col[a] = NOBODY
        elif code < PASS:
            inner, outer = RAYS[code - PUSH]
            self._off(outer, p)
            cls[outer] = cls[inner]
            col[outer] = col[inner]
            cls[inner] = EMPTY
            col[inner] = NOBODY
        self.turns[p] += 1

    def _off(self, c, p):
        """A piece shunted off goes to the hand of the player who did not move."""
        if self.col[c] != NOBODY:
            self.hands[1 - p][self.rep[self.col[c] * 4 + self.cls[c]]] += 1
