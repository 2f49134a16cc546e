"""Rift of Portals hints and autoplay, from the view alone (never the deck order).

The `Planner` ranks every way to finish the current turn with the planner's
heuristic (core/rift/plan.py), one planner job per unit of work. The device
level (core/rift/look.py) then judges its best few plans by the next
turn's best plan over a sampled draw, a planner job a unit; the expert
(core/rift/expert.py, desktop only) by play-outs to the end in sampled
worlds, one play-out per unit. `step(n)` does n units and returns,
so the firmware can think inside its main loop; the same view, level,
seed and budget always give the same move.

    thinker(view, level, seed).step(n) / .step_ms(ms) / .done() / .best() / .reason()

The one-call forms, hint() and autoplay(), are core/rift/assist.py's: the
device never calls them, and this module is compiled on the device in the
frame where the heap is fullest (a person's first Hint).
"""

from core.thinker import Thinker
from core.rift.layout import layout
from core.rift.look import Keeper, Looker
from core.rift.plan import PlanBoard
from core.rift.plan_view import unseen

LEVELS = ("device", "expert")


def thinker(view, level="device", seed=0, iterations=None):
    """The bot's thinker for ``view`` (core/thinker.py's surface): a Planner.

    :param int iterations: the expert's play-outs (None: its default)
    """
    if level == "expert":
        from core.rift.expert import Collector, Expert  # desktop only: never loaded on the device
        return Expert(Planner(view, Collector), view, seed, iterations)
    if level != "device":
        raise ValueError("bad level %r for rift (device or expert)" % (level,))
    return Looker(Planner(view, Keeper), seed)


class Planner(Thinker):
    """Incremental planning of the view's position (see the top), a job a
    unit; ``board`` is the PlanBoard class to plan on."""

    def __init__(self, view, board=PlanBoard):
        self.board = board(layout(view["ring"]))
        self.board.set_view(view, unseen(view))
        self.jobs = self.board.jobs()
        self.job = 0

    def done(self):
        return self.job >= self.jobs

    def step(self, n=1):
        """Do up to n units of work; True once all are done."""
        while n > 0 and self.job < self.jobs:
            self.board.work(self.job)
            self.job += 1
            n -= 1
        return self.done()

    def plan(self):
        """The moves of the best plan found so far, for the rest of the turn."""
        while self.job < self.jobs:  # asked early: finish the planning first
            self.step(1)
        plan = self.board.plan()
        return self.board.moves(plan), plan

    def best(self):
        """The suggested move now."""
        return self.plan()[0][0]

    def reason(self):
        """Why ``best()``, in a line (21 characters at most)."""
        todo, plan = self.plan()
        return self.board.reason(plan, todo)
