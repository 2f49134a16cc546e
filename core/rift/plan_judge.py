"""How winnable a Rift position looks: the planner's judgement (core/rift/plan.py).

Judge.score() is exact once the game is over, else a weighted sum of what
decides the four win conditions: the Gate-minus-Void margin, unmatched
insignias (dearer as turns run out), empty positions, the least side
spread still reachable, Oinks the Gate lacks, empty positions no unseen
tile can fill and those few unseen tiles can fill. Weights were tuned on
deals 1000-1499 with tools/bench/rift_autoplay.py.
"""

from core.rift.layout import INSIGNIAS, MASK
from core.rift.plan_state import CNT
from core.rift.plan_view import Viewed

# Weights of score(): gate-minus-void margin, unmatched insignia, empty
# position, side spread, element shortage, unfillable position, and each
# unseen tile short of FEWK that could fill an empty position.
MARGIN, UNMATCHED, EMPTY, SPREAD, SHORT, STUCK, FEW, FEWK = 3, 6, 50, 80, 8, 120, 5, 16
LOW = b"\x03\x01\x02\x01\x03\x01\x02\x01"  # LOW[x]: the least count in bit set x (bit k-1: k)
HIGH = b"\x01\x01\x02\x02\x03\x03\x03\x03"  # HIGH[x]: the largest


class Judge(Viewed):
    """Scoring of the position core/rift/plan_state.py holds."""

    def fit(self, a, b):
        """Which insignia counts the unseen tiles that share an element with
        both masks (0 = anyone) offer: bit k-1 for k insignias, plus 8 per tile."""
        key = a * 16 + b
        k = self.fits.get(key)
        if k is None:
            k = 0
            for t in self.unseen:
                m = MASK[t]
                if (not a or m & a) and (not b or m & b):
                    k |= 1 << (len(INSIGNIAS[t]) - 1)
                    k += 8
            self.fits[key] = k
        return k

    def spread(self, counts):
        """The least spread of side totals the empty positions can reach,
        ``counts[p]`` being p's insignias if built, else the bit set of the
        counts that may still come there. Empty corners are tried one by
        one while few; other empty cells count with their range."""
        if self.empty <= 4:
            for p in self.corners:
                c = counts[p]
                if c < 0:
                    best = 99
                    for k in (1, 2, 3):
                        if -c & (1 << (k - 1)):
                            counts[p] = k
                            v = self.spread(counts)
                            if v < best:
                                best = v
                    counts[p] = c
                    return best
        lo = 99
        hi = 0
        for side in self.lay.sides:
            a = b = 0
            for p in side:
                c = counts[p]
                if c > 0:
                    a += c
                    b += c
                else:
                    a += LOW[-c]
                    b += HIGH[-c]
            if b < lo:
                lo = b
            if a > hi:
                hi = a
        return hi - lo if hi > lo else 0

    def score(self, later):
        """How good this position is with ``later`` turns still to play: the
        exact result once the game is over, else a weighted guess."""
        tiles = self.tiles
        oinks = self.oinks
        gate = self.gate
        supply = self.supply
        lay = self.lay
        adj = lay.adj
        empty = unmatched = spare = stuck = few = 0
        short = self.short
        for e in range(4):
            short[e] = 0
        counts = self.counts
        for p in range(self.n):
            t = tiles[p]
            if t < 0:
                empty += 1
                a = tiles[adj[2 * p]]
                b = tiles[adj[2 * p + 1]]
                c = self.fit(MASK[a] if a >= 0 else 0, MASK[b] if b >= 0 else 0)
                counts[p] = -(c & 7) if c else -7
                if not c:
                    stuck += 1
                elif c >> 3 < FEWK:
                    few += FEWK - (c >> 3)
                continue
            counts[p] = len(INSIGNIAS[t])
            for e in range(4):
                d = CNT[4 * t + e] - oinks[4 * p + e]
                if d > 0:
                    unmatched += d
                    short[e] += d
                else:
                    spare -= d
        self.empty = empty
        spread = self.spread(counts)
        margin = sum(gate) - sum(self.void) - spare
        if not later:
            wins = not (empty or unmatched or spread) and margin >= 0
            return (10000 if wins else 0) + margin - 100 * (empty + unmatched + spread) - (
                1000 if margin < 0 else 0)
        lack = 0
        for e in range(4):
            d = short[e] - gate[e]
            if d > 0:
                lack += d
                if d > supply[e]:
                    lack += 3 * (d - supply[e])
        return ((margin - unmatched) * MARGIN - UNMATCHED * unmatched * (1 + 6 // later) - EMPTY * empty
                - FEW * few
                - SPREAD * spread - SHORT * lack - STUCK * stuck
                - 1000 * max(0, empty - later))
