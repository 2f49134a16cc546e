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
SLOT = 9  # kept[SLOT * i:]: heuristic score, gain, build, where, step count, 3 step codes, last turn's score


class Ahead(PlanBoard):
    """A PlanBoard that, in the turn before the last, keeps its WIDTH best
    plans (``kept``) and the positions they leave (``sts``: each plan's
    ``st``, then its tiles + 1), and plans the last turn after each
    (``after``) in the jobs that follow its own. Two buffers, few
    attributes: every one costs the device heap."""

    def __init__(self, lay):
        PlanBoard.__init__(self, lay)
        self.after = PlanBoard(lay)
        self.kept = [NONE] * (SLOT * WIDTH)
        self.sts = bytearray((len(self.st) + lay.n) * WIDTH)
        self.wide = 0

    def set_view(self, v, unseen):
        PlanBoard.set_view(self, v, unseen)
        self.wide = WIDTH if self.later == 1 and self.phase != SETUP and len(unseen) == 3 else 0
        for i in range(SLOT * WIDTH):
            self.kept[i] = NONE

    def jobs(self):
        return JOBS[self.phase] + self.wide * LAST

    def _consider(self, t, b, p, k):
        v = PlanBoard._consider(self, t, b, p, k)
        if self.wide:
            kept = self.kept
            lo = 0
            for i in range(SLOT, SLOT * WIDTH, SLOT):
                if kept[i] < kept[lo]:
                    lo = i
            if v > kept[lo]:
                kept[lo] = v
                kept[lo + 1] = t
                kept[lo + 2] = b
                kept[lo + 3] = p
                kept[lo + 4] = k
                for i in range(k):
                    kept[lo + 5 + i] = self.codes[i]
                st = self.st
                at = lo // SLOT * (len(st) + self.n)
                for q in range(len(st)):
                    self.sts[at + q] = st[q]
                at += len(st)
                for q in range(self.n):
                    self.sts[at + q] = self.tiles[q] + 1
        return v

    def work(self, j):
        """Job j: the planner's own, then (plan, job) pairs of the last turn."""
        base = JOBS[self.phase]
        if j < base:
            PlanBoard.work(self, j)
            return
        i = (j - base) // LAST
        j = (j - base) % LAST
        if self.kept[SLOT * i] == NONE:
            return
        after = self.after
        if not j:
            st = after.st
            at = i * (len(st) + self.n)
            for q in range(len(st)):
                st[q] = self.sts[at + q]
            after.keep[:] = st
            at += len(st)
            for q in range(self.n):
                after.tiles[q] = after.start[q] = self.sts[at + q] - 1
            after.phase = GAIN
            after.hand = self.unseen
            after.later = 0
            after.unseen = ()
            after.fits.clear()
            after.hi = NONE
        after.work(j)
        if j == LAST - 1:
            self.kept[SLOT * i + 8] = after.hi

    def plan(self):
        """The kept plan whose last turn scores best (ties: the heuristic's
        better), once looked ahead; else the planner's best."""
        if not self.wide:
            return PlanBoard.plan(self)
        kept = self.kept
        best = 0
        for i in range(SLOT, SLOT * WIDTH, SLOT):
            if kept[i + 8] > kept[best + 8] or (kept[i + 8] == kept[best + 8] and kept[i] > kept[best]):
                best = i
        k = kept[best + 4]
        return (kept[best + 8], kept[best + 1], kept[best + 2], kept[best + 3],
                tuple(kept[best + 5:best + 5 + k]) if k >= 0 else None)
