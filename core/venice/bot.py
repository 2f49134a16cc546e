"""Twilight of Venice bots: ``thinker(view, level, seed)`` and ``choose``."""
# The bot reads only its player's view. The opponent's hand, which it cannot
# see, is dealt at random from the unseen cards (core/venice/unseen.py,
# determinization). Plays are small-int codes (core/venice/bot_plays.py) tried on
# a reused list of positions with the engine's own Favourite code, so valuing
# a position allocates nothing; the cards drawn after a play are left out.
# Higher levels average over more deals and, for their best plays, assume
# the opponent answers with the reply worst for them from the hand dealt.

from core import search as ai
from core.venice.rules import POSITION_KEYS
from core.venice.bot_plays import plays, text
from core.venice.bot_value import after, copy, value
from core.venice.unseen import deal, known

ROOM_FOR_PLAYS = 64  # lists made this long once do not regrow (fewer holes in the heap)
# (sample, worlds, width, budget): see core/search.py
LEVELS = {"easy": (4, 1, 0, 0), "normal": (0, 1, 0, 0), "hard": (0, 3, 5, 10 ** 9),
          "expert": (0, 32, 16, 10 ** 9)}


class Search:
    """The search interface of core/search.py for one Venice view."""

    def __init__(self, view, rng):
        self.me = view["player"]
        self.exhausted = view["exhaustions"] > 0
        positions = view["positions"]
        self.pos = [positions[key] for key in POSITION_KEYS]
        self.mine, self.unseen = known(view)
        self.size = view["opponent_hand"]
        self.theirs = bytearray(len(self.mine))
        self.resample(rng)
        self.moves = [0] * ROOM_FOR_PLAYS
        plays(self.pos, self.mine, self.moves)
        # first(i) does not depend on the deal: valued once, kept here.
        self.values = [None] * len(self.moves)
        self.work = list(self.pos)  # scratch positions, reused for every unit
        self.mid = list(self.pos)  # the positions after the move replied to
        self.answers = [0] * ROOM_FOR_PLAYS  # the opponent's plays there (reused)

    def name(self, i):
        return text(self.moves[i], self.mine)

    def resample(self, rng):
        deal(self.unseen, self.size, rng, self.theirs)

    def first(self, i):
        v = self.values[i]
        if v is None:
            work = self.work
            copy(work, self.pos)
            winner = after(work, self.moves[i], self.me)
            v = self.values[i] = value(work, winner, self.me, self.exhausted)
        return v

    def replies(self, i):
        mid = self.mid
        copy(mid, self.pos)
        if after(mid, self.moves[i], self.me) is not None:
            return None
        plays(mid, self.theirs, self.answers)
        return self.answers

    def second(self, i, reply):
        work = self.work
        copy(work, self.mid)
        winner = after(work, reply, 1 - self.me)
        return value(work, winner, self.me, self.exhausted)


def thinker(view, level="normal", seed=0):
    """An incremental search for the player whose view this is (see core/search.py)."""
    rng = ai.Rng(seed)
    return ai.Lookahead(Search(view, rng), LEVELS[level], rng.next())


def choose(view, level="normal", seed=0):
    """The bot's move for this view, thought through in one go."""
    return ai.run(thinker(view, level, seed))
