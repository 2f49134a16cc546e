"""A Dance position's legal moves, as a list that makes nothing until read.

A ply has 140-480 legal moves and most uses read one of them (a random
playout, the referee's fallback) or walk them once (the picker). On
MicroPython every new string costs an allocation and a search of every
interned name, so a list of the strings was most of a ply's time and 17 KB
of a Pico's heap. The moves of a position have a fixed shape instead
(core/dance/board.py's codes): for each kind in the mover's hand, a place
and four shunts per empty city, then Berlin if open to it; then each
movable piece to each empty city; then the pushes, or a pass. `Moves`
keeps only those parts and works out the code, then the string, of the
move asked for.
"""

from core.dance.board import CODE_BERLIN, CODE_MOVE, CODE_PUSH, code, name


class Moves:
    """Read-only list of a position's canonical move strings, in the
    canonical order: len, indexing (negative too), slices, iteration,
    ``in``, ``index`` and ``==`` with a list, as `legal_moves()` promises
    (docs/engine.md).

    :param empty: the empty cities, ascending
    :param kinds: the kinds in the mover's hand, ascending
    :param berlin: bit k set if kind k may be put in Berlin
    :param pieces: the cities whose piece the mover may relocate, ascending
    :param tail: the push codes then the pass code that end the list
    """

    def __init__(self, empty, kinds, berlin, pieces, tail):
        self.empty = empty
        self.kinds = kinds
        self.berlin = berlin
        self.pieces = pieces
        self.tail = tail
        n = len(empty)
        self.n = len(kinds) * 5 * n + len(pieces) * n + len(tail)
        for k in kinds:
            self.n += berlin >> k & 1

    def __len__(self):
        return self.n

    def __bool__(self):
        return self.n > 0

    def code(self, i):
        """The code of move ``i`` (0 <= i < len)."""
        empty = self.empty
        block = 5 * len(empty)
        for k in self.kinds:
            if i < block:
                c = i // 5
                return k * 80 + empty[c] * 5 + i - c * 5
            i -= block
            if self.berlin >> k & 1:
                if not i:
                    return CODE_BERLIN + k
                i -= 1
        block = len(empty)
        for a in self.pieces:
            if i < block:
                return CODE_MOVE + a * 16 + empty[i]
            i -= block
        return self.tail[i]

    def codes(self):
        """Every move's code, in order."""
        empty = self.empty
        for k in self.kinds:
            for c in empty:
                b = k * 80 + c * 5
                for d in range(5):  # place, then shunt N S E W
                    yield b + d
            if self.berlin >> k & 1:
                yield CODE_BERLIN + k
        for a in self.pieces:
            b = CODE_MOVE + a * 16
            for c in empty:
                yield b + c
        for c in self.tail:
            yield c

    def __getitem__(self, i):
        if type(i) is not int:
            return [name(c) for c in list(self.codes())[i]]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("move index out of range")
        return name(self.code(i))

    def __iter__(self):
        for c in self.codes():
            yield name(c)

    def has(self, code):
        """Whether the move with this code is in the list."""
        if code < 0:
            return False
        if code < CODE_BERLIN:
            return code // 80 in self.kinds and (code // 5 & 15) in self.empty
        if code < CODE_MOVE:
            k = code - CODE_BERLIN
            return k in self.kinds and self.berlin >> k & 1 == 1
        if code < CODE_PUSH:
            return (code - CODE_MOVE) >> 4 in self.pieces and (code - CODE_MOVE) & 15 in self.empty
        return code in self.tail

    def __contains__(self, move):
        return self.has(code(move))

    def index(self, move):
        c = code(move)
        if self.has(c):
            i = 0
            for other in self.codes():
                if other == c:
                    return i
                i += 1
        raise ValueError("%r is not a legal move here" % (move,))

    def __eq__(self, other):
        return list(self) == list(other)

    def __ne__(self, other):
        return not self == other

    def __repr__(self):
        return repr(list(self))
