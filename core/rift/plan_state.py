"""Rift of Portals' planning state: the position a plan changes and restores.

core/rift/plan.py's PlanBoard is built in layers: this module holds the
position and changes it, core/rift/plan_judge.py scores,
core/rift/plan_steps.py takes a move tile's steps, core/rift/plan.py plans.
The base is the largest to compile (18.8 KB): the device stages it first,
while the least is live (core/rift/__init__.py's BOT).

A position is read from a view once, into buffers made once; a plan
changes them and restores them in place, so trying a plan allocates
nothing (the device has little heap).
"""

from core.rift.layout import ELEM, ELEMENTS, GATE, INSIGNIAS, MASK
from core.rift.view import PHASES

SETUP, GAIN, BUILD, MOVE = 0, 1, 2, 3  # core/rift/rules.py's phases
NONE = -1000000  # below every score
CNT = bytearray(192)  # CNT[4 * t + e]: insignias of element e on tile t
for _t in range(48):
    for _x in INSIGNIAS[_t]:
        CNT[4 * _t + ELEM[_x]] += 1


def _pool(st, i, pool):
    for e in range(4):
        st[i + e] = pool[ELEMENTS[e]] if pool else 0


def unseen(view):
    """The tile ids still in the deck, ascending (all 48 minus those shown)."""
    seen = bytearray(48)
    for d in view["drawn"]:
        seen[d["tile"]] = 1
    for b in view["built"].values():
        seen[b["tile"]] = 1
    for t in view["discarded"]:
        seen[t] = 1
    for t in view["face_down"]:
        seen[t] = 1
    return [t for t in range(48) if not seen[t]]


class State:
    """``tiles`` (tile per position, -1 empty; ``start`` as the view shows
    them) and, as views into the bytearray ``st``: ``oinks`` (p * 4 + e),
    ``gate``, ``void``, ``supply``. ``keep``, ``mid`` and ``built`` are
    copies of ``st`` at the turn's start, after the gain, after the build.
    ``later``: turns after this one; ``unseen``: tiles to come, any order."""

    def __init__(self, lay):
        n = lay.n
        self.lay = lay
        self.n = n
        self.tiles = [-1] * n
        self.start = [-1] * n
        size = 4 * n + 12
        self.st = bytearray(size)
        self.keep = bytearray(size)
        self.mid = bytearray(size)
        self.built = bytearray(size)
        mv = memoryview(self.st)
        self.oinks = mv[:4 * n]
        self.gate = mv[4 * n:4 * n + 4]
        self.void = mv[4 * n + 4:4 * n + 8]
        self.supply = mv[4 * n + 8:]
        self.left = bytearray(4)  # move phase: the insignias not used yet
        self.lefts = bytearray(4)  # scratch: insignias of the move tile
        self.everyone = list(range(n))  # steps' targets from the Gate
        self.pair = [0, 0]  # steps' targets from a position
        self.codes = [0, 0, 0]  # scratch: the steps of the plan being tried
        self.pick = [0, 0, 0, 0]  # best plan so far: gain, build, where, steps
        self.picked = [0, 0, 0]  # its step codes
        self.short = [0, 0, 0, 0]
        self.counts = [0] * n
        sides = lay.sides
        self.corners = [p for p in range(n) if p in sides[0] + sides[2] and p in sides[1] + sides[3]]
        self.fits = {}  # neighbour masks -> the counts unseen tiles offer between
        self.empty = 0

    def set_view(self, v, unseen):
        """Take the position of view ``v``; ``unseen`` are the tiles to come."""
        lay = self.lay
        st = self.st
        built = v["built"]
        for p in range(self.n):
            b = built.get(lay.names[p])
            self.tiles[p] = self.start[p] = b["tile"] if b else -1
            _pool(st, 4 * p, b["oinks"] if b else None)
        i = 4 * self.n
        _pool(st, i, v["gate"])
        _pool(st, i + 4, v["void"])
        _pool(st, i + 8, v["supply"])
        self.keep[:] = st
        self.phase = PHASES.index(v["phase"])
        self.hand = [d["tile"] for d in v["drawn"]]
        _pool(self.left, 0, None)
        for x in v["steps_left"]:
            self.left[ELEM[x]] += 1
        self.taken = v["steps_taken"]
        self.later = v["turns"] - v["turn"]
        self.unseen = unseen
        self.fits.clear()
        self.hi = NONE

    def gain(self, t, pool):
        """Take t's Oinks from the supply into ``pool`` (as the engine does)."""
        supply = self.supply
        for e in range(4):
            k = min(CNT[4 * t + e], supply[e])
            supply[e] -= k
            pool[e] += k

    def allowed(self, t, p, first):
        """May t be built at (or replace the tile at) p?"""
        tiles = self.tiles
        adj = self.lay.adj
        m = MASK[t]
        a = tiles[adj[2 * p]]
        b = tiles[adj[2 * p + 1]]
        if (a >= 0 and not MASK[a] & m) or (b >= 0 and not MASK[b] & m):
            return False
        return tiles[p] >= 0 or a >= 0 or b >= 0 or (first and p in self.lay.first)

    def build(self, t, p):
        if p < 0:
            self.gain(t, self.void)
            return
        oinks = self.oinks
        void = self.void
        for e in range(4):
            void[e] += oinks[4 * p + e]
            oinks[4 * p + e] = 0
        self.tiles[p] = t

    def moves(self, plan):
        """The move strings of ``plan`` in playing order."""
        _, t, b, p, codes = plan
        if self.phase == SETUP:
            return ["setup %d" % t]
        out = []
        if t >= 0:
            out.append("gain %d" % t)
        if b >= 0:
            if p < 0:
                out.append("void %d" % b)
            else:
                word = "replace" if self.start[p] >= 0 else "build"
                out.append("%s %d %s" % (word, b, self.lay.names[p]))
        if codes is None:
            out.append("fail")
        else:
            for c in codes:
                out.append(self.step_text(c))
        return out

    def undo(self, taken):
        """Take back this action's steps (move strings), newest first, as
        `fail` does (counts are bytes: never below 0)."""
        index = self.lay.index
        oinks = self.oinks
        for i in range(len(taken) - 1, -1, -1):
            w = taken[i].split(" ")
            e = ELEM[w[1]]
            q = index[w[2]]
            if q == GATE:
                self.gate[e] += 1
            else:
                oinks[4 * q + e] += 1
            oinks[4 * index[w[3]] + e] -= 1

    def step_text(self, code):
        names = self.lay.names
        q = ((code >> 4) & 15) - 1
        return "step %s %s %s" % (ELEMENTS[code >> 8], "I" if q == GATE else names[q],
                                  names[code & 15])
