"""The search both two-player bots share, cut into small steps.

A game's bot supplies a *search* object built from one player's view:

* ``moves``: that player's legal moves (the same in every sampled world),
  as codes; ``name(i)`` gives the move string of ``moves[i]``;
* ``first(i)``: the value of playing ``moves[i]`` (higher is better);
* ``replies(i)``: the opponent's answers after ``moves[i]``, or None if the
  opponent does not move next;
* ``second(i, r)``: the value after ``moves[i]`` and answer ``r``;
* ``resample(rng)``: draw another world consistent with the view.

A level is a plan ``(sample, worlds, width, budget)``: look at only
``sample`` of the moves, chosen at random (0: all), as a beginner does;
average over ``worlds`` sampled worlds; then give the ``width`` best an
opponent's best answer (0: one ply only), stopping after ``budget`` units.
A search with ``shuffle`` set breaks ties between equal moves at random
(seeded), so games between bots differ. With one world a move is dropped
as soon as one answer makes it worse than the best so far (a cutoff, as in
alpha-beta). Every unit of work (one position valued) is one step of a
generator, so the firmware can think a few steps per frame and the lights
keep moving; the same seed and plan give the same move however the work is
sliced.
"""

from array import array

from core.thinker import Thinker
from core.rng import Rng


def _insert(out, values, i, v, width):
    """Put index ``i`` (value ``v``) into ``out``, best first, ``values``
    alongside, ties in arrival order, keeping at most ``width``; by
    insertion, as sorting with key tuples makes a tuple per move."""
    j = len(out)
    while j and values[j - 1] < v:
        j -= 1
    if j < width:
        out.insert(j, i)
        values.insert(j, v)
        if len(out) > width:
            out.pop()
            values.pop()


def _top(scores, indices, width):
    """The ``width`` indices with the highest scores, best first, ties in
    the order of ``indices``."""
    out = []
    values = []
    for i in indices:
        _insert(out, values, i, scores[i], width)
    return out


class Lookahead(Thinker):
    """Incremental search (the surface is core/thinker.py's): a unit of
    work values one position."""

    # Keep every move's one-ply value in ``total`` even with one world (a
    # subclass that reads them: core/dance/expert.py); else one world keeps
    # only the best few, and no list as long as the moves is made.
    VALUES = False

    def __init__(self, search, plan, seed):
        self.search = search
        self.plan = plan
        self.rng = Rng(seed)
        self.steps = 0
        self._best = 0  # an index into search.moves
        self._done = False
        self._work = self._run()

    def step(self, n=1):
        """Do up to ``n`` units of work; True once the search is complete."""
        work = self._work
        while n > 0 and not self._done:
            try:
                next(work)
                self.steps += 1
            except StopIteration:
                self._done = True
            n -= 1
        return self._done

    def done(self):
        return self._done

    def best(self):
        """The best move found so far (a legal move at any time)."""
        return self.search.name(self._best)

    def _run(self):
        search = self.search
        moves = search.moves
        if len(moves) == 1:
            return
        sample, worlds, width, budget = self.plan
        rng = self.rng
        # Move indices as 2-byte items, and the deep values of the ``top``
        # only: a Dance bot's think frames hold 2 KB less (app bench).
        cands = array("H", range(len(moves)))
        if (sample and sample < len(cands)) or getattr(search, "shuffle", False):
            rng.shuffle(cands)  # a random sample, or random ties among equal moves
            if sample:
                cands = cands[:sample]
        if worlds == 1 and not self.VALUES:
            # No sums to keep: the best ``width`` as they come (a Dance turn
            # has hundreds of moves, and a frame's heap no hole that long).
            top = []
            values = []
            for i in cands:
                _insert(top, values, i, search.first(i), max(1, width))
                yield
            self._best = top[0]
        else:
            self.total = total = [0] * len(moves)  # one-ply values, summed over worlds
            for w in range(worlds):
                if w:
                    search.resample(rng)
                for i in cands:
                    total[i] += search.first(i)
                    yield
                self._best = _top(total, cands, 1)[0]
            top = _top(total, cands, width)
        if not width:
            return
        deep = [0] * len(top)  # by place in ``top``
        cut = worlds == 1
        killer = None  # with cutoffs: the answer that was worst for the last move
        for w in range(worlds):
            search.resample(rng)
            best = None  # with one world, a move whose reply is already worse is dropped
            for j in range(len(top)):
                i = top[j]
                worst = None
                answers = search.replies(i)
                if answers:
                    # The killer first: it often refutes this move too, and
                    # the cutoff comes at once. The move chosen is the same
                    # (a move is kept only when all its answers were
                    # valued), the units fewer.
                    tried = None
                    if cut:
                        for r in answers:  # (MicroPython's array has no ``in``)
                            if r == killer:
                                tried = r
                                break
                    if tried is not None:
                        worst = search.second(i, tried)
                        yield
                    for r in answers:
                        if cut and best is not None and worst is not None and worst <= best:
                            break
                        if r == tried:
                            continue
                        v = search.second(i, r)
                        if worst is None or v < worst:
                            worst = v
                            killer = r
                        yield
                else:
                    worst = search.first(i)
                    yield
                deep[j] += worst
                if best is None or worst > best:
                    best = worst
                    if worlds == 1:
                        self._best = i
                if self.steps >= budget:
                    return
            if worlds > 1:  # (with one world a cut-off move's total is only a bound)
                self._best = top[_top(deep, range(len(top)), 1)[0]]


def run(thinker):
    """Think to the end and return the move (the one-shot form)."""
    while not thinker.step(256):
        pass
    return thinker.best()
