"""Twilight Dance bots: ``thinker(view, level, seed)`` and ``choose``.

The bot reads only its player's view and searches on a compact board of
*classes* (core/dance/bot_board.py: a city scores for me, for the opponent,
for nobody, holds an enemy piece of unknown role, or is empty) with moves
as small ints. A position is worth the expected points of line-neighbour
pairs of scoring cities (a chain of n cities is n - 1 pairs and scores n),
summed per line from a table of every line's class pattern.

An unknown enemy piece counts with the chances of its role among the enemy
roles not yet seen, weighted towards agents on the board (players keep
their moles back): in expectation over the hidden roles rather than over a
few sampled worlds, which is exact for one pair and far cheaper. Unknown
pieces in the opponent's hand are one kind per colour (6, 7), so the
opponent's answers need no sampled roles either. Levels: see docs/ai.md.
"""

from array import array

from core import search as ai
from core.dance.board import KIND, LINES, UNKNOWN
from core.dance.bot_board import BotBoard, KCOL, name
from core.dance.score import SCORERS

ONE = 1000  # values are integers in thousandths (no float churn on a device)
TIEBREAK = 400  # Berlin's top piece, worth a little less than half a pair
# (hard, expert) per piece in the opponent's hand, a move they can still
# make: without it the first mover shunts the opponent's pieces back to them
# turn after turn and the last mover always repairs the damage (a draw).
# Tuned by tournaments against normal, by who moves first.
HAND_FIRST = 800
HAND_LAST = 1200
HANDS = ("hard", "expert")
ROLES = (4, 2, 2)  # agents, moles, decoys of one colour

# (sample, worlds, width, budget): see core/search.py
LEVELS = {"easy": (10, 1, 0, 0), "normal": (0, 1, 0, 0),
          "hard": (0, 1, 12, 350), "expert": (0, 1, 48, 10 ** 9)}
# The advanced game (relocate="any"): hard and expert give the best answer to
# their top 3 only, and expert plays no openings out. With 12 or 48, as the
# last mover they lost every tournament game to normal (a relocation can
# answer any chain they build, so they played relocations the opponent
# undid); with 3 they won them all. The playouts lost as first mover where
# the two-ply plan drew (docs/ai.md).
ADVANCED = {"hard": (0, 1, 3, 2000), "expert": (0, 1, 3, 10 ** 9)}

# Every line padded to four cells with the off-board cell 16 (class NEVER).
QUADS = tuple((line + (16, 16))[:4] for line in LINES)


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


def _table(mine, theirs):
    """T[x0][x1 * 25 + x2 * 5 + x3]: what a line of four cells of classes
    x0..x3 adds to my score minus the opponent's. A pair of neighbours
    (x, y) after a cell of class z is worth (chances both score) x
    (2 - chance z scores): a chain's first pair counts 2, the others 1.
    Five rows of 250 bytes, not one of 1,250: made every bot turn, one
    block that long was the largest a Dance game asked of a fragmented
    heap (app bench)."""
    pv = [(mine[x] * mine[y] // ONE * (2 * ONE - mine[z]) -
           theirs[x] * theirs[y] // ONE * (2 * ONE - theirs[z])) // ONE
          for z in range(5) for x in range(5) for y in range(5)]
    rows = []
    for x0 in range(5):
        t = array("h", range(125))  # every entry is set below; no zero bytes made first
        i = 0
        for x1 in range(5):
            start = pv[50 + x0 * 5 + x1]  # the line's first pair (z: off the board)
            for x2 in range(5):
                head = start + pv[x0 * 25 + x1 * 5 + x2]
                b = x1 * 25 + x2 * 5
                for x3 in range(5):
                    t[i] = head + pv[b + x3]
                    i += 1
        rows.append(t)
    return rows


class Search:
    """The search interface of core/search.py for one Dance view."""

    shuffle = True  # random ties among equal moves: games between bots differ

    def __init__(self, view, hands=False):
        me = view["player"]
        self.hand = 0 if not hands else HAND_FIRST if view["options"]["first"] == me else HAND_LAST
        self.me = me
        scorer = SCORERS[view["options"]["moles"]]
        self.tiebreak = TIEBREAK if view["options"]["berlin_tiebreak"] else 0
        kcls = bytearray(8)
        for k in range(6):
            who = scorer[k // 3 * 8 + (0, 4, 6)[k % 3]]
            kcls[k] = 0 if who == me else 1 if who >= 0 else 2
        kcls[6] = kcls[7] = 3
        rep = bytearray(8)  # a kind for each colour * 4 + class (last one wins)
        for k in range(7, -1, -1):
            rep[KCOL[k] * 4 + kcls[k]] = k
        self.key = bytes(KCOL[k] * 4 + kcls[k] for k in range(8))
        anyone = view["options"]["relocate"] == "any"
        self.root = BotBoard(kcls, rep, view["turn_limit"], anyone)
        self.root.read(view)
        self.b = BotBoard(kcls, rep, view["turn_limit"], anyone)  # after my move
        self.b2 = BotBoard(kcls, rep, view["turn_limit"], anyone)  # after the answer
        self.t = self._values(view, kcls, scorer)
        self.moves = array("H")
        self.root.generate(self.moves, me, None, True)
        self.answers = array("H")

    def _values(self, view, kcls, scorer):
        """The line table for this view (see _table): empty cities carry a
        small potential from the scoring pieces still in hand."""
        me = self.me
        enemy = UNKNOWN[1 - me]
        seen = [0, 0, 0]  # enemy roles the view shows
        on_board = 0  # enemy pieces of unknown role on the board or in Berlin
        for part in (view["board"], view["berlin"], view["hands"][0], view["hands"][1]):
            for label in part:
                if label is not None and label[0] == enemy[0] and label != enemy:
                    seen[KIND[label] % 3] += 1
        for part in (view["board"], view["berlin"]):
            on_board += part.count(enemy)
        agent, mole, in_hand = _guess([ROLES[r] - seen[r] for r in range(3)], on_board)
        loyal = scorer[12] == 1
        hand_me = 0
        for label in view["hands"][me]:  # all known: they are in my hand
            if kcls[KIND[label]] == 0:
                hand_me += ONE
        hand_op = 0
        for label in view["hands"][1 - me]:
            if label == enemy:
                hand_op += in_hand
            elif kcls[KIND[label]] == 1:
                hand_op += ONE
        empties = view["board"].count(None) + 1
        turns = view["turns"]
        limit = view["turn_limit"]
        e_me = max(0, min(600, min(hand_me, ONE * (limit - turns[me] - 1)) // empties))
        e_op = max(0, min(600, min(hand_op, ONE * (limit - turns[1 - me])) // empties))
        return _table((ONE, 0, 0, 0 if loyal else mole, e_me),
                      (0, ONE, 0, agent + (mole if loyal else 0), e_op))

    def resample(self, rng):
        """Nothing to draw: hidden roles are valued in expectation."""

    def _value(self, board):
        t = self.t
        cls = board.cls
        total = 0
        for a, b, c, d in QUADS:
            total += t[cls[a]][cls[b] * 25 + cls[c] * 5 + cls[d]]
        top = board.top
        if top == self.me:
            total += self.tiebreak
        elif top >= 0:
            total -= self.tiebreak
        if self.hand:
            total -= self.hand * sum(board.hands[1 - self.me])
        return total >> 4  # in 16ths of thousandths: rounding makes near ties ties

    def name(self, i):
        return name(self.moves[i])

    def first(self, i):
        b = self.b
        b.load(self.root)
        b.play(self.moves[i], self.me)
        return self._value(b)

    def replies(self, i):
        b = self.b
        b.load(self.root)
        b.play(self.moves[i], self.me)
        if b.over():
            return None
        b.generate(self.answers, 1 - self.me, self.key, True)
        return self.answers

    def second(self, i, reply):
        b2 = self.b2
        b2.load(self.b)
        b2.play(reply, 1 - self.me)
        return self._value(b2)


def thinker(view, level="normal", seed=0):
    """An incremental search for the player whose view this is (see core/search.py)."""
    search = Search(view, level in HANDS)
    if view["options"]["relocate"] == "any":
        return ai.Lookahead(search, ADVANCED.get(level) or LEVELS[level], ai.Rng(seed).next())
    if level == "expert":
        from core.dance.expert import expert  # desktop only: loaded when asked for
        return expert(search, ai.Rng(seed).next(), view, LEVELS, thinker)
    return ai.Lookahead(search, LEVELS[level], ai.Rng(seed).next())


def choose(view, level="normal", seed=0):
    """The bot's move for this view, thought through in one go."""
    return ai.run(thinker(view, level, seed))
