"""core/search.py's two-ply plan: with cutoffs and the killer answer tried
first it still chooses exactly the move a full two-ply search chooses, in
fewer units."""
from array import array

from core import search as ai
from core.rng import Rng

MICROPYTHON = True


class Table:
    """A search on made-up values: ``moves`` moves, ``answers`` answers to
    each (codes shared between moves, as a game's are)."""

    def __init__(self, rng, moves, answers, spread):
        self.moves = array("H", range(moves))
        self.one = [rng.below(spread) for _ in range(moves)]
        self.two = [[rng.below(spread) for _ in range(answers)] for _ in range(moves)]
        self.codes = array("H", range(100, 100 + answers))

    def name(self, i):
        return i

    def first(self, i):
        return self.one[i]

    def replies(self, i):
        return self.codes

    def second(self, i, r):
        return self.two[i][r - 100]

    def resample(self, rng):
        pass


def two_ply(table, width):
    """The plain search: the ``width`` best by one ply (ties in order), then
    the first of them whose worst answer is strictly best."""
    order = sorted(range(len(table.moves)), key=lambda i: (-table.one[i], i))[:width]  # ties in order
    best = chosen = None
    for i in order:
        worst = min(table.two[i])
        if best is None or worst > best:
            best, chosen = worst, i
    return chosen


def units(thinker):
    while not thinker.step(7):
        pass
    return thinker.steps


def test_cutoffs_and_the_killer_answer_choose_the_full_searchs_move():
    rng = Rng(5)
    for k in range(60):
        table = Table(rng, 3 + rng.below(20), 1 + rng.below(12), 2 + rng.below(9))
        width = 1 + rng.below(8)
        thinker = ai.Lookahead(table, (0, 1, width, 10 ** 9), k)
        units(thinker)
        assert thinker.best() == two_ply(table, width), k


def test_an_answer_that_refutes_every_move_is_tried_first_after_the_first():
    # Answer 7 is worst for every move: once the first move's full scan
    # has found it, each later move costs one unit, not eight.
    table = Table(Rng(1), 10, 8, 50)
    for i in range(10):
        table.one[i] = 100 - i
        table.two[i][7] = -i
    thinker = ai.Lookahead(table, (0, 1, 5, 10 ** 9), 3)
    assert units(thinker) == 10 + 8 + 4
    assert thinker.best() == 0
