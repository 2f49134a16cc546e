"""Twilight Dance bots: ``Thinker(view, level, seed)`` and ``choose``.

The bot reads only its player's view. Positions are valued on a small
board of *classes* (a city scores for me, for the opponent, for nobody, is
an unknown enemy piece, or is empty) by the expected points of line-neighbour
pairs of scoring cities (a chain of n cities is n - 1 pairs and scores n).

An unknown enemy piece counts with the chances of its role among the enemy
roles not yet seen, weighted towards agents on the board (players keep their
moles back). Summing these chances is exact for one pair and costs far less
than averaging over sampled worlds; the sampled world (core/dance_world.py)
only lists the legal moves. Averaging over worlds with roles drawn uniformly
was tried for ``expert`` and played worse (it ignores that weighting).

* ``easy`` looks at only a few random moves, as a beginner does;
* ``normal`` values every move one ply deep;
* ``hard`` gives the 12 best the opponent's best answer (with a cutoff);
* ``expert`` does that for 48 moves, with no limit on the work.
"""

from core import ai
from core.dance_board import CITY, KIND, LINES, PUSH_DIR, RAYS, SHUNT_LINE, UNKNOWN
from core.dance_score import SCORERS
from core.dance_world import world

EMPTY = 4  # classes: 0 scores for me, 1 for the opponent, 2 never, 3 unknown role
NONE = 16  # an extra cell, always of class 5 (off the board)
ONE = 1000  # values are integers in thousandths (no float churn on a device)
TIEBREAK = 400  # Berlin's top piece, worth a little less than half a pair
ROLES = (4, 2, 2)  # agents, moles, decoys of one colour

# (sample, worlds, width, budget): see core/ai.py
LEVELS = {"easy": (10, 1, 0, 0), "normal": (0, 1, 0, 0),
          "hard": (0, 1, 12, 2000), "expert": (0, 1, 48, 10 ** 9)}


def _pairs():
    """Each pair of line neighbours (a, b), with the city before a on that
    line (NONE if a starts it): a scoring pair starts a chain unless that
    city scores too, and a chain of n cities scores n = (n - 1 pairs) + 1."""
    before = bytearray()
    first = bytearray()
    second = bytearray()
    for line in LINES:
        for i in range(len(line) - 1):
            before.append(line[i - 1] if i else NONE)
            first.append(line[i])
            second.append(line[i + 1])
    return bytes(before), bytes(first), bytes(second)


PAIR_Z, PAIR_A, PAIR_B = _pairs()


def _guess(left, on_board):
    """Chances (thousandths) that an unknown enemy piece on the board is an
    agent or a mole, and the expected agents per unknown piece in hand.
    Players put agents out and keep moles back (their own moles score for
    the enemy), so the board draws agents four times and decoys twice as
    readily as moles."""
    agents, moles, decoys = left
    weight = max(1, 4 * agents + moles + 2 * decoys)
    agent = ONE * 4 * agents // weight
    mole = ONE * moles // weight
    rest = agents + moles + decoys - on_board
    in_hand = max(0, ONE * agents - on_board * agent) // rest if rest > 0 else 0
    return agent, mole, in_hand


class Search:
    """The search interface of core/ai.py for one Dance view."""

    def __init__(self, view, rng):
        self.view = view
        self.me = view["player"]
        self.scorer = SCORERS[view["options"]["moles"]]
        self.tiebreak = TIEBREAK if view["options"]["berlin_tiebreak"] else 0
        self._table(view)
        self.resample(rng)
        self.moves = self.world.legal_moves()

    def _table(self, view):
        """PV[z * 36 + x * 6 + y]: what a pair of line neighbours of classes x,
        y, after a city of class z, is expected to add to my score minus
        the opponent's (classes 4 and 5: empty, and off the board)."""
        me = self.me
        hand_me = 0
        hand_op = 0
        for label in view["hands"][me]:  # all known: they are in my hand
            if self._kind_scorer(KIND[label]) == me:
                hand_me += ONE
        seen = [0, 0, 0]  # enemy roles the view shows
        on_board = 0  # enemy pieces of unknown role on the board or in Berlin
        for label in view["board"] + view["berlin"] + view["hands"][0] + view["hands"][1]:
            if label is not None and label[0] == UNKNOWN[1 - me][0] and label not in UNKNOWN:
                seen[KIND[label] % 3] += 1
        for label in view["board"] + view["berlin"]:
            if label == UNKNOWN[1 - me]:
                on_board += 1
        agent, mole, in_hand = _guess([ROLES[r] - seen[r] for r in range(3)], on_board)
        loyal = self.scorer[12] == 1
        for label in view["hands"][1 - me]:
            if label == UNKNOWN[1 - me]:
                hand_op += in_hand
            elif self._kind_scorer(KIND[label]) == 1 - me:
                hand_op += ONE
        empties = view["board"].count(None) + 1
        turns = view["turns"]
        limit = view["turn_limit"]
        e_me = min(600, min(hand_me, ONE * (limit - turns[me] - 1)) // empties)
        e_op = min(600, min(hand_op, ONE * (limit - turns[1 - me])) // empties)
        mine = (ONE, 0, 0, 0 if loyal else mole, max(0, e_me), 0)
        theirs = (0, ONE, 0, agent + (mole if loyal else 0), max(0, e_op), 0)
        self.pv = [(mine[x] * mine[y] // ONE * (2 * ONE - mine[z]) - theirs[x] * theirs[y] //
                    ONE * (2 * ONE - theirs[z])) // ONE  # small ints all the way on a device
                   for z in range(6) for x in range(6) for y in range(6)]

    def _kind_scorer(self, kind):
        """Who a piece of this kind scores for (-1: nobody)."""
        return self.scorer[kind // 3 * 8 + (0, 4, 6)[kind % 3]]

    def _class(self, piece):
        if piece < 0:
            return EMPTY
        if not self.world.known[self.me] >> piece & 1:
            return 3
        who = self.scorer[piece]
        return 0 if who == self.me else 1 if who >= 0 else 2

    def resample(self, rng):
        self.world = w = world(self.view, rng)
        self.cells = [self._class(piece) for piece in w.board]
        self.cells.append(5)  # NONE
        self.top = w.berlin[-1] >> 3 if w.berlin else -1
        self.after = None  # (i, cells, top) after my move i, for its replies
        # An enemy piece of the enemy's colour played from the enemy's hand
        # is of unknown role, whatever kind the world drew.
        self.hidden = UNKNOWN[1 - self.me] in self.view["hands"][1 - self.me]

    def _kind_class(self, kind, mover):
        if self.hidden and mover != self.me and kind // 3 == mover:
            return 3
        who = self._kind_scorer(kind)
        return 0 if who == self.me else 1 if who >= 0 else 2

    def _apply(self, cells, top, move, mover):
        """The classes and Berlin's top colour after ``move``."""
        words = move.split(" ")
        act = words[0]
        if act == "pass":
            return cells, top
        if act == "berlin":
            return cells, KIND[words[1]] // 3
        cells = list(cells)
        if act == "move":
            a = CITY[words[1]]
            cells[CITY[words[2]]] = cells[a]
            cells[a] = EMPTY
        elif act == "push":
            inner, outer = RAYS[PUSH_DIR[words[1]]]
            cells[outer] = cells[inner]
            cells[inner] = EMPTY
        else:
            c = CITY[words[2]]
            cells[c] = self._kind_class(KIND[words[1]], mover)
            if act == "shunt":
                mask, base, step = SHUNT_LINE[words[3]]
                a = (c & mask) + base
                for _ in range(3):
                    cells[a] = cells[a + step]
                    a += step
                cells[a] = EMPTY
        return cells, top

    def _value(self, cells, top):
        pv = self.pv
        total = 0
        for i in range(len(PAIR_A)):
            total += pv[cells[PAIR_Z[i]] * 36 + cells[PAIR_A[i]] * 6 + cells[PAIR_B[i]]]
        if top == self.me:
            total += self.tiebreak
        elif top >= 0:
            total -= self.tiebreak
        return total

    def first(self, i):
        cells, top = self._apply(self.cells, self.top, self.moves[i], self.me)
        return self._value(cells, top)

    def replies(self, i):
        g = self.world.copy()
        g.play(self.moves[i])
        if g.to_move() != 1 - self.me:
            return None
        cells, top = self._apply(self.cells, self.top, self.moves[i], self.me)
        self.after = (cells, top)
        return g.legal_moves()

    def second(self, i, reply):
        cells, top = self._apply(self.after[0], self.after[1], reply, 1 - self.me)
        return self._value(cells, top)


def Thinker(view, level="normal", seed=0):
    """An incremental search for the player whose view this is (see core/ai.py)."""
    rng = ai.Rng(seed)
    return ai.Thinker(Search(view, rng), LEVELS[level], rng.next())


def choose(view, level="normal", seed=0):
    """The bot's move for this view, thought through in one go."""
    return ai.run(Thinker(view, level, seed))
