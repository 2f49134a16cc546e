"""Rift of Portals turn planner: the best way to finish the current turn.

`Board` copies a game's state into a few lists that a plan changes and
restores in place (no per-plan copies: the device has little heap).
`Board.best()` tries every way to finish the current turn (which tile is
gained, what is built where, which steps the move tile takes or `fail`),
steps chosen greedily, and scores the end of each with `score()`
(core/rift_judge.py), a heuristic of how winnable the position is. The tiles of the current turn
are in the view, so planning a turn never needs the deck order.
"""

from core.rift_layout import ELEMENTS, MASK, GATE
from core.rift_judge import CNT, Judge

SETUP, GAIN, BUILD, MOVE = 0, 1, 2, 3  # core/rift.py's phases

MATCH = 12  # a step that matches an insignia, against a margin Oink of 1


class Board(Judge):
    """The planning state: ``tiles``, ``oinks``, ``gate``, ``void``,
    ``supply`` as in core/rift.py, ``later`` turns after this one, and
    ``unseen`` (tiles still to come, in any order)."""

    def __init__(self, g, unseen):
        self.lay = g.lay
        self.n = g.lay.n
        self.cur = [list(g.tiles), list(g.oinks), list(g.gate), list(g.void), list(g.supply)]
        self.keep = [list(x) for x in self.cur]
        self.mid = [list(x) for x in self.cur]
        self.built = [list(x) for x in self.cur]
        self.phase = g.phase
        self.hand = list(g.hand)
        self.left = list(g.left)
        self.taken = g.steps
        self.later = g.TURNS - g.turn
        self.unseen = unseen
        self.fits = {}  # neighbour masks -> the counts unseen tiles offer between
        self.counts = [0] * self.n
        sides = g.lay.sides
        self.corners = [p for p in range(self.n) if p in sides[0] + sides[2] and p in sides[1] + sides[3]]
        self.empty = 0

    def save(self, to):
        for a, b in zip(to, self.cur):
            for i in range(len(a)):
                a[i] = b[i]

    def load(self, src):
        for a, b in zip(self.cur, src):
            for i in range(len(a)):
                a[i] = b[i]

    def gain(self, t, pool):
        """Take t's Oinks from the supply into ``pool`` (as the engine does)."""
        supply = self.cur[4]
        for e in range(4):
            k = min(CNT[4 * t + e], supply[e])
            supply[e] -= k
            pool[e] += k

    def options(self, t):
        """Where t may go: positions (build or replace), then -1 for `void`."""
        tiles = self.cur[0]
        adj = self.lay.adj
        m = MASK[t]
        anyone = max(tiles) >= 0
        out = []
        for p in range(self.n):
            a = tiles[adj[2 * p]]
            b = tiles[adj[2 * p + 1]]
            if (a >= 0 and not MASK[a] & m) or (b >= 0 and not MASK[b] & m):
                continue
            if tiles[p] >= 0 or a >= 0 or b >= 0 or (not anyone and p in self.lay.first):
                out.append(p)
        out.append(-1)
        return out

    def build(self, t, p):
        tiles, oinks, _, void, _ = self.cur
        if p < 0:
            self.gain(t, void)
            return
        for e in range(4):
            void[e] += oinks[4 * p + e]
            oinks[4 * p + e] = 0
        tiles[p] = t

    def steps(self, left, out):
        """Take steps greedily for the unused insignias ``left`` (counts per
        element; used up), appending (e, from, to) codes to ``out``; a pair
        of opposite steps that changes nothing is worth 0. False if some
        insignia has no step at all (then only `fail` is legal)."""
        tiles, oinks, gate, _, _ = self.cur
        adj = self.lay.adj
        n = self.n
        while max(left):
            best = -1000
            code = 0
            for e in range(4):
                if not left[e]:
                    continue
                for q in range(-1, n):
                    if q < 0:
                        if not gate[e]:
                            continue
                        here = -1
                    else:
                        if tiles[q] < 0 or not oinks[4 * q + e]:
                            continue
                        here = 1 if oinks[4 * q + e] > CNT[4 * tiles[q] + e] else -MATCH
                    for p in range(n):
                        t = tiles[p]
                        if t < 0 or p == q or (q >= 0 and p != adj[2 * q] and p != adj[2 * q + 1]):
                            continue
                        v = here + (MATCH if oinks[4 * p + e] < CNT[4 * t + e] else -1)
                        if q >= 0 and left[e] > 1 and v < 0:
                            v = 0  # step there and back: a pair that changes nothing
                            if best < 0:
                                best = 0
                                code = (e * 16 + q + 1) * 16 + p + 4096
                        elif v > best:
                            best = v
                            code = (e * 16 + q + 1) * 16 + p
            if best == -1000:
                return False
            e = (code >> 8) & 15
            q = ((code >> 4) & 15) - 1
            p = code & 15
            out.append(code & 4095)
            left[e] -= 1
            if code & 4096:
                out.append((e * 16 + p + 1) * 16 + q)
                left[e] -= 1
                continue
            if q < 0:
                gate[e] -= 1
            else:
                oinks[4 * q + e] -= 1
            oinks[4 * p + e] += 1
        return True

    def best(self, top=None):
        """The best way to end this turn as (score, gain tile, build tile,
        where, step codes or None for `fail`); -1 for a choice already made,
        where -1 is `void`. Every plan is also appended to ``top`` if given."""
        hand = self.hand
        found = [None]
        if self.phase == SETUP:
            for t in hand:
                self.load(self.keep)
                self.gain(t, self.cur[2])
                self._consider((self.score(self.later), t, -1, -1, ()), found, top)
            return found[0]
        for t in (hand if self.phase == GAIN else (-1,)):
            self.load(self.keep)
            if t >= 0:
                self.gain(t, self.cur[2])
            self.save(self.mid)
            if self.phase == MOVE:
                self._move(t, -1, -2, hand[0], found, top)
                continue
            for b in hand:
                if b == t:
                    continue
                m = hand[3 - hand.index(t) - hand.index(b)] if t >= 0 else hand[1 - hand.index(b)]
                for p in self.options(b):
                    self.load(self.mid)
                    self.build(b, p)
                    self._move(t, b, p, m, found, top)
        return found[0]

    def _move(self, t, b, p, m, found, top):
        """Score both ends of the move action with tile m: its steps, `fail`."""
        self.save(self.built)
        left = self.left if self.phase == MOVE else [CNT[4 * m + e] for e in range(4)]
        left = list(left)
        codes = []
        if self.steps(left, codes):
            self._consider((self.score(self.later), t, b, p, tuple(codes)), found, top)
        self.load(self.built)
        if self.phase == MOVE:
            self.undo(self.taken)
        self.gain(m, self.cur[3])
        self._consider((self.score(self.later), t, b, p, None), found, top)

    def _consider(self, plan, found, top):
        if top is not None:
            top.append(plan)
        if found[0] is None or plan[0] > found[0][0]:
            found[0] = plan

    def undo(self, taken):
        """Take back this action's steps (move strings), as `fail` does."""
        index = self.lay.index
        oinks = self.cur[1]
        for move in taken:
            w = move.split(" ")
            e = ELEMENTS.index(w[1])
            q = index[w[2]]
            if q == GATE:
                self.cur[2][e] += 1
            else:
                oinks[4 * q + e] += 1
            oinks[4 * index[w[3]] + e] -= 1

    def step_text(self, code):
        names = self.lay.names
        q = ((code >> 4) & 15) - 1
        return "step %s %s %s" % (ELEMENTS[code >> 8], "I" if q == GATE else names[q],
                                  names[code & 15])
