"""Rift of Portals turn planner: the best way to finish the current turn.

A turn's choices are split into at most six jobs (which tile is gained,
which one is built), so the firmware can plan a job per frame: `work(j)`
tries every place for job j's build tile (or `void`), then both ends of
the move action (its steps chosen greedily, or `fail`), and scores each
end with `score()` (core/rift/plan_judge.py), keeping the best. The tiles of the
current turn are in the view, so planning a turn never needs the deck order.
Why a plan was chosen (``reason()``, the Hint's line) is
core/rift/plan_state.py's: this module compiles in one of the device's
fullest frames (a person's first Hint), that one in the least full.
"""

from core.rift.plan_state import GAIN, MOVE, SETUP
from core.rift.plan_steps import Mover

JOBS = (3, 6, 2, 1)  # jobs per phase: setup tile; gain and build tiles; build tile; one
OTHER = (1, 2, 0, 2, 0, 1)  # gain phase, job j: hand[j // 2] gained, hand[OTHER[j]] built


class PlanBoard(Mover):
    """The planner; its state and helpers are in core/rift/plan_state.py."""

    def jobs(self):
        return JOBS[self.phase]

    def plan(self):
        """The best plan so far as (score, gain tile, build tile, where, step
        codes or None for `fail`); -1 for a choice already made or, as
        where, for `void`."""
        t, b, p, k = self.pick
        return (self.hi, t, b, p, tuple(self.picked[:k]) if k >= 0 else None)

    def work(self, j):
        """Try every plan of job j (0 <= j < jobs())."""
        hand = self.hand
        st = self.st
        st[:] = self.keep
        if self.phase == SETUP:
            self.gain(hand[j], self.gate)
            self._consider(hand[j], -1, -1, 0)
            return
        if self.phase == MOVE:
            self._move(-1, -1, -2, hand[0])
            return
        if self.phase == GAIN:
            i = j >> 1
            k = OTHER[j]
            t = hand[i]
            self.gain(t, self.gate)
            m = hand[3 - i - k]
        else:
            t = -1
            k = j
            m = hand[1 - j]
        b = hand[k]
        self.mid[:] = st
        n = self.n
        tiles = self.tiles
        first = max(tiles) < 0
        allows = self.lay.allows
        for p in range(n + 1):
            if p == n:
                p = -1
            elif not allows(tiles, b, p, first):
                continue
            st[:] = self.mid
            self.build(b, p)
            self._move(t, b, p, m)
            if p >= 0:
                self.tiles[p] = self.start[p]
