"""Rift of Portals' planner reading a view and writing move strings.

core/rift/plan_state.py's position, taken from a view (``set_view``), and
plans turned back into the move strings the engine plays (``moves``); apart
from plan_state.py so that neither is a large compile on the device
(core/rift/__init__.py's BOT stages one a frame).
"""

from core.rift.layout import ELEM, ELEMENTS, GATE
from core.rift.plan_state import NONE, SETUP, State
from core.rift.view import PHASES


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


class Viewed(State):
    """The position of a view, and the move strings of a plan."""

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
