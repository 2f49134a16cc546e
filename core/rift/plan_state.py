"""Rift of Portals' planning state: the position a plan changes and restores.

core/rift/plan.py's PlanBoard is built in layers: this module holds the
position, changes it and says why a plan was chosen (``reason``, the
Hint's line), core/rift/plan_view.py reads it from a view and
writes plans as moves, core/rift/plan_judge.py scores,
core/rift/plan_steps.py takes a move tile's steps, core/rift/plan.py plans.
The device stages the base first, while the least is live
(core/rift/__init__.py's BOT).

A position is read from a view once, into buffers made once; a plan
changes them and restores them in place, so trying a plan allocates
nothing (the device has little heap).
"""

from core.rift.layout import ELEM, ELEMENTS, INSIGNIAS

SETUP, GAIN, BUILD, MOVE = 0, 1, 2, 3  # core/rift/rules.py's phases
NONE = -1000000  # below every score
NAMES = {"F": "Fire", "W": "Water", "E": "Earth", "A": "Air"}
CNT = bytearray(192)  # CNT[4 * t + e]: insignias of element e on tile t
for _t in range(48):
    for _x in INSIGNIAS[_t]:
        CNT[4 * _t + ELEM[_x]] += 1


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
        self.corners = []  # a loop, not lists of sides added: no garbage
        for p in range(n):
            if (p in sides[0] or p in sides[2]) and (p in sides[1] or p in sides[3]):
                self.corners.append(p)
        self.fits = {}  # neighbour masks -> the counts unseen tiles offer between
        self.empty = 0

    def gain(self, t, pool):
        """Take t's Oinks from the supply into ``pool`` (as the engine does)."""
        supply = self.supply
        for e in range(4):
            k = min(CNT[4 * t + e], supply[e])
            supply[e] -= k
            pool[e] += k

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

    def reason(self, plan, todo):
        """A short reason (≤ 21 characters a line) naming the first move's idea."""
        words = todo[0].split(" ")
        act = words[0]
        if act == "setup" or act == "gain":
            t = int(words[1])
            return "%s: Gate +%d Oinks" % (act, len(INSIGNIAS[t]))
        if act == "void":
            return "void: no good place"
        if act == "fail":
            return "fail: no step fits" if plan[4] is None and len(todo) == 1 else "fail: steps cost more"
        if act == "step":
            p = self.lay.index[words[3]]
            e = ELEMENTS.index(words[1])
            if self.keep[4 * p + e] < CNT[4 * self.start[p] + e]:
                return "step: matches %s at %s" % (words[1], words[3])
            return "step: moves %s to %s" % (words[1], words[3])
        t = int(words[1])
        shared = ""
        adj = self.lay.adj
        p = self.lay.index[words[2]]
        for q in (adj[2 * p], adj[2 * p + 1]):
            u = self.start[q]
            if u >= 0:
                for x in INSIGNIAS[t]:
                    if x in INSIGNIAS[u] and x not in shared:
                        shared += x
        word = "build" if act == "build" else "swap"
        if not shared:
            return "%s %s: %d insignias" % (word, words[2], len(INSIGNIAS[t]))
        text = "%s %s: shares %s" % (word, words[2], NAMES[shared[0]])
        return text if len(text) <= 21 else "%s %s: fits %s" % (word, words[2], NAMES[shared[0]])
