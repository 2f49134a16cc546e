"""Rift of Portals hints and autoplay, from the view alone (never the deck order).

`Thinker` ranks every way to finish the current turn with the planner's
heuristic (core/rift_plan.py), then, with an iteration budget, checks the
best few by playing each on: one iteration rebuilds the game from the view
with the unseen tiles in an order drawn from the Thinker's own Rng
(core/rift_world.py) and lets the greedy planner play ``depth`` more turns.
`step(n)` does n iterations and returns, so the firmware can think inside
its main loop; the same view, seed and budget always give the same move.

    hint(view, level="device", seed=0) -> (move, reason)
    Thinker(view, level, seed).step(n) / .done() / .best()
    autoplay(game, level="device", seed=0) -> game.result()
"""

from core.rng import Rng
from core.rift_layout import ELEMENTS, INSIGNIAS
from core.rift_plan import CNT, Board, SETUP
from core.rift_world import from_view, unseen

# level: (plans checked, iterations, turns played on per iteration)
LEVELS = {"device": (1, 0, 0), "expert": (3, 30, 15)}
NAMES = {"F": "Fire", "W": "Water", "E": "Earth", "A": "Air"}


def moves(board, plan):
    """The move strings of a plan (see Board.best) in playing order."""
    _, t, b, p, codes = plan
    out = []
    if board.phase == SETUP:
        return ["setup %d" % t]
    if t >= 0:
        out.append("gain %d" % t)
    if b >= 0:
        if p < 0:
            out.append("void %d" % b)
        else:
            word = "replace" if board.keep[0][p] >= 0 else "build"
            out.append("%s %d %s" % (word, b, board.lay.names[p]))
    if codes is None:
        out.append("fail")
    else:
        for c in codes:
            out.append(board.step_text(c))
    return out


def greedy(g, turns):
    """Play ``turns`` more turns (to the end at most) of world ``g`` with the
    planner alone; the planner's score of where that leaves the game."""
    plan = None
    board = None
    while turns and not g.is_over():
        board = Board(g, g.deck)
        plan = board.best()
        for m in moves(board, plan):
            g._apply(m)
        turns -= 1
    return plan[0] if plan else Board(g, g.deck).score(g.TURNS - g.turn)


class Thinker:
    """Incremental thinking about the view's position (see the module doc)."""

    def __init__(self, view, level="device", seed=0, iterations=None):
        if level not in LEVELS:
            raise ValueError("bad level %r for rift (device or expert)" % (level,))
        width, budget, self.depth = LEVELS[level]
        self.world = from_view(view, [])
        self.unseen = unseen(view)
        self.board = Board(self.world, self.unseen)
        if width > 1:
            plans = []
            self.board.best(plans)
            plans.sort(key=lambda plan: -plan[0])
            self.plans = plans[:width]
        else:
            self.plans = [self.board.best()]
        self.budget = budget if iterations is None else iterations
        if len(self.plans) < 2 or not self.unseen:
            self.budget = 0
        self.rng = Rng(seed)
        self.deck = list(self.unseen)
        self.totals = [0] * len(self.plans)
        self.spent = 0

    def done(self):
        return self.spent >= self.budget

    def step(self, n=1):
        """Do up to n iterations; True once the budget is used up."""
        k = len(self.plans)
        while n > 0 and not self.done():
            i = self.spent % k
            if not i:
                self.rng.shuffle(self.deck)
            g = self.world.copy()
            g.deck = list(self.deck)
            for m in moves(self.board, self.plans[i]):
                g._apply(m)
            self.totals[i] += greedy(g, self.depth)
            self.spent += 1
            n -= 1
        return self.done()

    def plan(self):
        """The moves of the best plan found so far, for the rest of the turn."""
        best = 0
        for i in range(len(self.plans)):
            if self.totals[i] > self.totals[best]:
                best = i
        return moves(self.board, self.plans[best]), self.plans[best]

    def best(self):
        """(move, reason): the suggested move now and why, in a line or two."""
        todo, plan = self.plan()
        return todo[0], reason(self.board, plan, todo)


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
        if board.keep[1][4 * p + e] < CNT[4 * board.keep[0][p] + e]:
            return "step: matches %s at %s" % (words[1], words[3])
        return "step: moves %s to %s" % (words[1], words[3])
    t = int(words[1])
    shared = ""
    adj = board.lay.adj
    p = board.lay.index[words[2]]
    for q in (adj[2 * p], adj[2 * p + 1]):
        u = board.keep[0][q]
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
    thinker = Thinker(view, level, seed, iterations)
    while not thinker.step(16):
        pass
    return thinker.best()


def autoplay(game, level="device", seed=0):
    """Play ``game`` to its end from its views only; its result. A turn's plan
    is made once, at its first move, and then followed."""
    todo = []
    while not game.is_over():
        if not todo:
            thinker = Thinker(game.view(0), level, seed + len(game.history))
            while not thinker.step(16):
                pass
            todo = thinker.plan()[0]
        game.play(todo.pop(0))
    return game.result()
