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
from core.dance.board import LINES
from core.dance.bot_board import BotBoard, KCOL, name
from core.dance.bot_value import values
from core.dance.score import SCORERS

TIEBREAK = 400  # Berlin's top piece, worth a little less than half a pair
# (hard, expert) per piece in the opponent's hand, a move they can still
# make: without it the first mover shunts the opponent's pieces back to them
# turn after turn and the last mover always repairs the damage (a draw).
# Tuned by tournaments against normal, by who moves first.
HAND_FIRST = 800
HAND_LAST = 1200
HANDS = ("hard", "expert")

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
        self.t = values(view, me, kcls, scorer)
        self.moves = array("H")
        self.root.generate(self.moves, me, None, True)
        self.answers = array("H")

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
