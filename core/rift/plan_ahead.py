"""Rift of Portals' look-ahead in the turn before the last.

By then the tiles still unseen are exactly the last turn's hand, so the
last turn can be planned, not guessed: the planner's few best plans
(by the heuristic) are each followed by a full plan of the last turn, whose
score is the game's result (core/rift/plan_judge.py is exact at the end),
and the plan that leads to the best last turn wins. Each plan's last turn
is cut into the planner's own jobs, so no unit of work is longer than one.
"""

from core.rift.plan import JOBS, PlanBoard
from core.rift.plan_state import GAIN, NONE, SETUP

WIDTH = 6  # plans followed into the last turn
LAST = JOBS[GAIN]  # jobs of the last turn's plan


class Ahead(PlanBoard):
    """A PlanBoard that, in the turn before the last, keeps its WIDTH best
    plans and the positions they leave (``kept``: heuristic score, gain,
    build, where, step count, step codes), and plans the last turn after
    each (``after``) in the jobs that follow its own."""

    def __init__(self, lay):
        PlanBoard.__init__(self, lay)
        self.after = PlanBoard(lay)
        self.kept = [[NONE] * 8 for _ in range(WIDTH)]
        self.sts = [bytearray(len(self.st)) for _ in range(WIDTH)]
        self.places = [[-1] * lay.n for _ in range(WIDTH)]
        self.value = [NONE] * WIDTH
        self.wide = 0

    def set_view(self, v, unseen):
        PlanBoard.set_view(self, v, unseen)
        self.wide = WIDTH if self.later == 1 and self.phase != SETUP and len(unseen) == 3 else 0
        for i in range(WIDTH):
            self.kept[i][0] = self.value[i] = NONE

    def jobs(self):
        return JOBS[self.phase] + self.wide * LAST

    def _consider(self, t, b, p, k):
        v = PlanBoard._consider(self, t, b, p, k)
        if self.wide:
            kept = self.kept
            lo = 0
            for i in range(1, WIDTH):
                if kept[i][0] < kept[lo][0]:
                    lo = i
            if v > kept[lo][0]:
                plan = kept[lo]
                plan[0] = v
                plan[1] = t
                plan[2] = b
                plan[3] = p
                plan[4] = k
                for i in range(k):
                    plan[5 + i] = self.codes[i]
                self.sts[lo][:] = self.st
                place = self.places[lo]
                for q in range(self.n):
                    place[q] = self.tiles[q]
        return v

    def work(self, j):
        """Job j: the planner's own, then (plan, job) pairs of the last turn."""
        base = JOBS[self.phase]
        if j < base:
            PlanBoard.work(self, j)
            return
        i = (j - base) // LAST
        j = (j - base) % LAST
        if self.kept[i][0] == NONE:
            return
        after = self.after
        if not j:
            after.st[:] = self.sts[i]
            after.keep[:] = self.sts[i]
            for q in range(self.n):
                after.tiles[q] = after.start[q] = self.places[i][q]
            after.phase = GAIN
            after.hand = self.unseen
            after.later = 0
            after.unseen = ()
            after.fits.clear()
            after.hi = NONE
        after.work(j)
        if j == LAST - 1:
            self.value[i] = after.hi

    def plan(self):
        """The kept plan whose last turn scores best (ties: the heuristic's
        better), once looked ahead; else the planner's best."""
        if not self.wide:
            return PlanBoard.plan(self)
        kept = self.kept
        best = 0
        for i in range(1, WIDTH):
            if self.value[i] > self.value[best] or (
                    self.value[i] == self.value[best] and kept[i][0] > kept[best][0]):
                best = i
        plan = kept[best]
        k = plan[4]
        return (self.value[best], plan[1], plan[2], plan[3], tuple(plan[5:5 + k]) if k >= 0 else None)
