# Rift of Portals hints and autoplay, from the view alone (never the deck order).
#
# The `Planner` ranks every way to finish the current turn with the planner's
# heuristic (core/rift/plan.py), one planner job per unit of work; that is
# all the device level does. The expert (core/rift/expert.py, desktop only)
# then checks the best few plans by playing each on in sampled worlds, one
# play-out per unit. `step(n)` does n units and returns, so the firmware can
# think inside its main loop; the same view, level, seed and budget always
# give the same move.
#
#     thinker(view, level, seed).step(n) / .step_ms(ms) / .done() / .best() / .reason()
#
# The one-call forms, hint() and autoplay(), are core/rift/assist.py's: the
# device never calls them, and this module is compiled on the device in the
# frame where the heap is fullest (a person's first Hint).
# (Comments, not a docstring: compiling a module docstring takes a block of
# its length in the heap, comments none, and the bot's modules are compiled
# in the frames of a person's first Hint, the game's fullest.)

from core.thinker import Thinker
from core.rift.layout import layout
from core.rift.plan import PlanBoard
from core.rift.plan_state import unseen

LEVELS = ("device", "expert")


def thinker(view, level="device", seed=0, iterations=None):
    """The bot's thinker for ``view`` (core/thinker.py's surface): a Planner.

    :param int iterations: the expert's play-outs (None: its default)
    """
    return Planner(view, level, seed, iterations)


class Planner(Thinker):
    # Incremental thinking about the view's position (see the top comment);
    # the surface is core/thinker.py's.

    def __init__(self, view, level="device", seed=0, iterations=None):
        if level not in LEVELS:
            raise ValueError("bad level %r for rift (device or expert)" % (level,))
        self.board = PlanBoard(layout(view["ring"]))
        self.board.set_view(view, unseen(view))
        self.jobs = self.board.jobs()
        self.job = 0
        self.expert = None
        if level == "expert":
            from core.rift.expert import Expert  # desktop only: never loaded on the device
            self.expert = Expert(view, seed, iterations)
            self.board.top = []

    def done(self):
        return self.job >= self.jobs and (self.expert is None or self.expert.done())

    def step(self, n=1):
        """Do up to n units of work (a planner job, or an expert's
        iteration); True once all are done."""
        while n > 0 and not self.done():
            if self.job < self.jobs:
                self.board.work(self.job)
                self.job += 1
                if self.job == self.jobs and self.expert:
                    self.expert.rank(self.board)
            else:
                self.expert.iterate(self.board)
            n -= 1
        return self.done()

    def plan(self):
        """The moves of the best plan found so far, for the rest of the turn."""
        while self.job < self.jobs:  # asked early: finish the planning first
            self.step(1)
        plan = self.expert.best() if self.expert else self.board.plan()
        return self.board.moves(plan), plan

    def best(self):
        """The suggested move now."""
        return self.plan()[0][0]

    def reason(self):
        """Why ``best()``, in a line (21 characters at most)."""
        todo, plan = self.plan()
        return self.board.reason(plan, todo)

