"""Rift of Portals' device level: the turn planner plus a one-turn look-ahead.

The heuristic alone (core/rift/plan.py) cannot see what the next draw
makes of a position, so the device keeps the turn's WIDTH best plans and
scores each by the next turn's best heuristic plan, summed over SAMPLES
draws of three unseen tiles taken with its own Rng (never the deck order);
every plan is judged on the same draws, so luck of the draw cancels out.
A unit of work is one planner job, this turn's or a sampled next turn's,
and buffers are made once, so a frame's slice allocates next to nothing.
"""

from core.rng import Rng
from core.thinker import Thinker
from core.rift.plan import PlanBoard
from core.rift.plan_state import GAIN, MOVE, NONE, SETUP

WIDTH = 5  # plans kept for the look-ahead on ring 3; ring 4's jobs cost
# ~1.4x as much, so it keeps one fewer (2 s a move on a Pico at p95)
SAMPLES = 1  # next-turn draws each plan is judged on


class Keeper(PlanBoard):
    """A PlanBoard that also keeps its WIDTH best plans, best first (ties:
    the first found), in buffers: score, gain, build, where, step count."""

    def __init__(self, lay):
        PlanBoard.__init__(self, lay)
        self.width = w = WIDTH if lay.n <= 8 else WIDTH - 1
        self.tops = [NONE] * (5 * w)
        self.topc = [0] * (3 * w)

    def _consider(self, t, b, p, k):
        v = PlanBoard._consider(self, t, b, p, k)
        tops = self.tops
        topc = self.topc
        w = self.width
        i = w
        while i > 0 and v > tops[5 * (i - 1)]:
            i -= 1
        if i == w:
            return v
        for j in range(w - 1, i, -1):  # shift the worse ones down
            for x in range(5):
                tops[5 * j + x] = tops[5 * j - 5 + x]
            for x in range(3):
                topc[3 * j + x] = topc[3 * j - 3 + x]
        tops[5 * i] = v
        tops[5 * i + 1] = t
        tops[5 * i + 2] = b
        tops[5 * i + 3] = p
        tops[5 * i + 4] = k
        for x in range(k):
            topc[3 * i + x] = self.codes[x]
        return v

    def kept_plan(self, i):
        """The i-th kept plan, as ``PlanBoard.plan()`` gives a plan."""
        tops = self.tops
        k = tops[5 * i + 4]
        return (tops[5 * i], tops[5 * i + 1], tops[5 * i + 2], tops[5 * i + 3],
                tuple(self.topc[3 * i:3 * i + k]) if k >= 0 else None)


class Looker(Thinker):
    """The device level: ``planner`` (core/rift/bot.py's, on a Keeper) does
    its jobs, then each kept plan is played on a scratch board and the next
    turn planned there for each sampled draw, a job a unit."""

    def __init__(self, planner, seed):
        self.planner = planner
        bd = planner.board
        self.board = bd
        self.unit = 0  # look-ahead units done
        self.units = -1  # look-ahead units in all (-1: not counted yet)
        self.totals = [0] * bd.width
        self.draws = draws = bytearray(3 * SAMPLES)
        pool = bytearray(bd.unseen)
        n = len(pool)
        if n < 3:
            return
        rng = Rng(seed)
        for s in range(SAMPLES):  # partial shuffles of the unseen tiles
            for r in range(3):
                j = r + rng.below(n - r)
                x = pool[j]
                pool[j] = pool[r]
                pool[r] = x
                draws[3 * s + r] = x
        sc = PlanBoard(bd.lay)
        sc.unseen = bd.unseen
        sc.fits = bd.fits  # the same unseen tiles: the judge's cache is shared
        sc.taken = bd.taken
        sc.hand = [0, 0, 0]
        self.scratch = sc

    def done(self):
        return self.planner.done() and self.unit >= self.units >= 0

    def begin(self):
        """The planning is done: count the kept plans and the look-ahead's units."""
        bd = self.board
        self.kept = 0
        while self.kept < bd.width and bd.tops[5 * self.kept] > NONE:
            self.kept += 1
        self.units = 0
        if bd.later >= 1 and self.kept >= 2 and len(bd.unseen) >= 3:
            self.units = self.kept * SAMPLES * 6
        # else: the last turn is scored exactly; one plan: no choice

    def setup(self, i, s):
        """Put plan i's position on the scratch board, at the next turn's
        gain with sampled draw s."""
        bd = self.board
        sc = self.scratch
        sc.st[:] = bd.keep
        for p in range(bd.n):
            sc.tiles[p] = bd.start[p]
        tops = bd.tops
        t = tops[5 * i + 1]
        b = tops[5 * i + 2]
        p = tops[5 * i + 3]
        k = tops[5 * i + 4]
        if t >= 0:
            sc.gain(t, sc.gate)
        if bd.phase != SETUP:
            if b >= 0:
                sc.build(b, p)
            if k < 0:  # the move action fails: the move tile's Oinks go to the Void
                if bd.phase == MOVE:
                    sc.undo(bd.taken)
                m = -1
                for x in bd.hand:
                    if x != t and x != b:
                        m = x
                sc.gain(m, sc.void)
            oinks = sc.oinks
            for x in range(k):
                c = bd.topc[3 * i + x]
                e = c >> 8
                q = ((c >> 4) & 15) - 1
                if q < 0:
                    sc.gate[e] -= 1
                else:
                    oinks[4 * q + e] -= 1
                oinks[4 * (c & 15) + e] += 1
        sc.keep[:] = sc.st
        for p in range(bd.n):
            sc.start[p] = sc.tiles[p]
        for r in range(3):
            sc.hand[r] = self.draws[3 * s + r]
        sc.phase = GAIN
        sc.later = bd.later - 1
        sc.hi = NONE

    def step(self, n=1):
        """Do up to n units of work; True once all are done."""
        while n > 0 and not self.done():
            n -= 1
            if not self.planner.done():
                if self.planner.step(1):
                    self.begin()
                continue
            j = self.unit % 6
            s = self.unit // 6
            if not j:
                self.setup(s // SAMPLES, s % SAMPLES)
            self.scratch.work(j)
            if j == 5:
                self.totals[s // SAMPLES] += self.scratch.hi
            self.unit += 1
        return self.done()

    def plan(self):
        """The moves of the kept plan with the best look-ahead total (ties:
        the planner's order), and the plan."""
        while not self.done():  # asked early: finish the thinking first
            self.step(1)
        bd = self.board
        best = 0
        for i in range(1, self.kept if self.units else 0):
            if self.totals[i] > self.totals[best]:
                best = i
        plan = bd.kept_plan(best)
        return bd.moves(plan), plan

    def best(self):
        """The suggested move now."""
        return self.plan()[0][0]

    def reason(self):
        """Why ``best()`` (core/rift/plan_state.py's reasons)."""
        todo, plan = self.plan()
        return self.board.reason(plan, todo)
