"""Rift of Portals hints and autoplay, from the view alone (never the deck order).

The `Planner` ranks every way to finish the current turn with the planner's
heuristic (core/rift/plan.py), one planner job per unit of work; that is
all the device level does. The expert (core/rift/expert.py, desktop only)
then checks the best few plans by playing each on in sampled worlds, one
play-out per unit. `step(n)` does n units and returns, so the firmware can
think inside its main loop; the same view, level, seed and budget always
give the same move.

    hint(view, level="device", seed=0) -> (move, reason)
    thinker(view, level, seed).step(n) / .step_ms(ms) / .done() / .best() / .reason()
    autoplay(game, level="device", seed=0) -> game.result()
"""

from core.thinker import Thinker
from core.rift.layout import ELEMENTS, INSIGNIAS, layout
from core.rift.plan_judge import CNT
from core.rift.plan import PlanBoard
from core.rift.plan_state import unseen

LEVELS = ("device", "expert")
NAMES = {"F": "Fire", "W": "Water", "E": "Earth", "A": "Air"}


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
        return reason(self.board, plan, todo)


def reason(board, plan, todo):
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
        p = board.lay.index[words[3]]
        e = ELEMENTS.index(words[1])
        if board.keep[4 * p + e] < CNT[4 * board.start[p] + e]:
            return "step: matches %s at %s" % (words[1], words[3])
        return "step: moves %s to %s" % (words[1], words[3])
    t = int(words[1])
    shared = ""
    adj = board.lay.adj
    p = board.lay.index[words[2]]
    for q in (adj[2 * p], adj[2 * p + 1]):
        u = board.start[q]
        if u >= 0:
            for x in INSIGNIAS[t]:
                if x in INSIGNIAS[u] and x not in shared:
                    shared += x
    word = "build" if act == "build" else "swap"
    if not shared:
        return "%s %s: %d insignias" % (word, words[2], len(INSIGNIAS[t]))
    text = "%s %s: shares %s" % (word, words[2], NAMES[shared[0]])
    return text if len(text) <= 21 else "%s %s: fits %s" % (word, words[2], NAMES[shared[0]])


def hint(view, level="device", seed=0, iterations=None):
    """The suggested next move and a short reason, from the view alone."""
    planner = Planner(view, level, seed, iterations)
    while not planner.step(16):
        pass
    return planner.best(), planner.reason()


def autoplay(game, level="device", seed=0):
    """Play ``game`` to its end from its views only; its result. A turn's plan
    is made once, at its first move, and then followed."""
    todo = []
    while not game.is_over():
        if not todo:
            planner = Planner(game.view(0), level, seed + len(game.history))
            while not planner.step(16):
                pass
            todo = planner.plan()[0]
        game.play(todo.pop(0))
    return game.result()
