"""Rift of Portals' move action for the planner (core/rift/plan.py): the
greedy choice of a move tile's steps, and both ends of the action scored."""

from core.rift.plan_judge import Judge
from core.rift.plan_state import CNT, MOVE

MATCH = 12  # a step that matches an insignia, against a margin Oink of 1


class Mover(Judge):
    """The move action of a plan; core/rift/plan.py's PlanBoard plans the rest."""

    def steps(self, left, out):
        """Take steps greedily for the unused insignias ``left`` (counts per
        element; used up), writing (e, from, to) codes into ``out``; a pair
        of opposite steps that changes nothing is worth 0. How many codes,
        or -1 if some insignia has no step at all (then only `fail` is legal)."""
        tiles = self.tiles
        oinks = self.oinks
        gate = self.gate
        adj = self.lay.adj
        n = self.n
        pair = self.pair
        k = 0
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
                        targets = self.everyone
                    else:
                        if tiles[q] < 0 or not oinks[4 * q + e]:
                            continue
                        here = 1 if oinks[4 * q + e] > CNT[4 * tiles[q] + e] else -MATCH
                        pair[0] = adj[2 * q]  # ascending, as in range(n)
                        pair[1] = adj[2 * q + 1]
                        targets = pair
                    for p in targets:
                        t = tiles[p]
                        if t < 0:
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
                return -1
            e = (code >> 8) & 15
            q = ((code >> 4) & 15) - 1
            p = code & 15
            out[k] = code & 4095
            k += 1
            left[e] -= 1
            if code & 4096:
                out[k] = (e * 16 + p + 1) * 16 + q
                k += 1
                left[e] -= 1
                continue
            if q < 0:
                gate[e] -= 1
            else:
                oinks[4 * q + e] -= 1
            oinks[4 * p + e] += 1
        return k

    def _move(self, t, b, p, m):
        """Score both ends of the move action with tile m: its steps, `fail`."""
        self.built[:] = self.st
        left = self.lefts
        for e in range(4):
            left[e] = self.left[e] if self.phase == MOVE else CNT[4 * m + e]
        k = self.steps(left, self.codes)
        if k >= 0:
            self._consider(t, b, p, k)
        self.st[:] = self.built
        if self.phase == MOVE:
            self.undo(self.taken)
        self.gain(m, self.void)
        self._consider(t, b, p, -1)

    def _consider(self, t, b, p, k):
        """Score the position a plan leads to; keep the plan if best so far.
        The score, for core/rift/expert.py's Collector."""
        v = self.score(self.later)
        if v > self.hi:
            self.hi = v
            pick = self.pick
            pick[0] = t
            pick[1] = b
            pick[2] = p
            pick[3] = k
            for i in range(k):
                self.picked[i] = self.codes[i]
        return v
