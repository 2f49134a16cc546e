"""Rift of Portals' expert (desktop only; core/rift/bot.py loads it on demand).

The planner (core/rift/plan.py) ranks every way to finish the turn by its
heuristic; the expert checks the best few by playing each on in sampled
worlds: an iteration rebuilds the game from the view with the unseen tiles
in an order drawn from the expert's own Rng (core/rift/world.py), plays the
plan, then lets the greedy planner play on. Plans are compared on the same
deck orders, so luck of the draw cancels out. Play-outs play through the
engine's `play`, like any caller: its legality check is about 2 % of the
expert's time (profiled), and a planner bug raises instead of corrupting.
Everything only the expert needs is here, so the device's modules hold none of it.
"""

from core.rng import Rng
from core.thinker import Thinker
from core.rift.plan import PlanBoard
from core.rift.world import from_view

WIDTH = 6  # plans checked at first
ROUNDS = (8, 12, 16)  # deck orders per plan in each round; then the worse half goes
# (8/12/16 against 4/6/8 on deals 1000-1349: 316 won against 294, 43 deals to 21)
DEPTH = 15  # turns each play-out plays on (15: to the end)


def plan_all(board):
    """All of ``board``'s jobs at once: its best plan (see PlanBoard.plan)."""
    for j in range(board.jobs()):
        board.work(j)
    return board.plan()


def greedy(g, turns, board):
    """Play ``turns`` more turns (to the end at most) of world ``g`` with the
    planner alone (``board``: a PlanBoard of g's layout to reuse); the planner's
    score of where that leaves the game."""
    while True:
        board.set_view(g.view(0), g.deck)
        if not turns or g.is_over():
            return board.score(board.later)
        plan = plan_all(board)
        for m in board.moves(plan):
            g.play(m)
        turns -= 1
        if not turns or g.is_over():
            return plan[0]


class Collector(PlanBoard):
    """A PlanBoard that also keeps every plan it scores, as (score, gain
    tile, build tile, where, step codes or None), in ``top``."""

    def __init__(self, lay):
        PlanBoard.__init__(self, lay)
        self.top = []

    def _consider(self, t, b, p, k):
        v = PlanBoard._consider(self, t, b, p, k)
        self.top.append((v, t, b, p, tuple(self.codes[:k]) if k >= 0 else None))
        return v


class Expert(Thinker):
    """The thinker at level expert: its ``planner`` (core/rift/bot.py's, on
    a Collector; passed in, as this module is loaded from there) does its
    jobs, then successive halving. Each round plays every plan still in on
    the same few deck orders; after a round the worse half (by total)
    drops out. ``iterations`` (a count of play-outs) can cut it short; then
    the best average so far wins."""

    def __init__(self, planner, view, seed, iterations=None):
        self.planner = planner
        self.board = planner.board
        self.world = from_view(view, [])
        self.rng = Rng(seed)
        self.budget = iterations
        self.spent = 0
        self.plans = []
        self.scratch = None

    def done(self):
        return self.planner.done() and self.budget is not None and self.spent >= self.budget

    def step(self, n=1):
        """Do up to n units of work (a planner job, or a play-out); True
        once all are done."""
        while n > 0 and not self.done():
            if not self.planner.done():
                if self.planner.step(1):
                    self.rank()
            else:
                self.iterate()
            n -= 1
        return self.done()

    def rank(self):
        """Take the planner's plans (``board.top``): keep the best few."""
        board = self.board
        top = board.top
        board.top = None
        top.sort(key=lambda plan: -plan[0])
        self.plans = top[:WIDTH]
        k = len(self.plans)
        self.totals = [0] * k
        self.counts = [0] * k
        self.live = list(range(k))  # plans still in, best heuristic first
        self.round = 0
        self.decks = 0  # deck orders played in this round so far
        self.next = 0  # the next play-out's place in ``live``
        self.deck = list(board.unseen)
        full = 0
        for r in range(len(ROUNDS)):
            if k > 1:  # one plan left: nothing to compare
                full += ROUNDS[r] * k
            k = (k + 1) // 2
        if self.budget is None or self.budget > full:
            self.budget = full
        if len(self.plans) < 2 or not self.deck:
            self.budget = 0
        self.scratch = PlanBoard(board.lay)

    def iterate(self):
        """One play-out of the next plan."""
        live = self.live
        if not self.next:
            self.rng.shuffle(self.deck)
        i = live[self.next]
        g = self.world.copy()
        g.deck = list(self.deck)
        for m in self.board.moves(self.plans[i]):
            g.play(m)
        self.totals[i] += greedy(g, DEPTH, self.scratch)
        self.counts[i] += 1
        self.spent += 1
        self.next += 1
        if self.next == len(live):
            self.next = 0
            self.decks += 1
            if self.decks == ROUNDS[self.round] and self.round + 1 < len(ROUNDS):
                live.sort(key=lambda j: (-self.totals[j], j))
                del live[(len(live) + 1) // 2:]
                live.sort()
                self.round += 1
                self.decks = 0

    def plan(self):
        """The moves of the plan with the best average play-out (ties: the
        planner's order), and the plan."""
        while not self.planner.done():  # asked early: finish the planning first
            self.step(1)
        best = self.live[0] if self.plans else 0
        for i in self.live:
            if self.totals[i] * self.counts[best] > self.totals[best] * self.counts[i]:
                best = i
        return self.board.moves(self.plans[best]), self.plans[best]

    def best(self):
        """The suggested move now."""
        return self.plan()[0][0]

    def reason(self):
        """Why ``best()`` (core/rift/plan.py's reasons)."""
        todo, plan = self.plan()
        return self.board.reason(plan, todo)
