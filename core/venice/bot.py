"""Twilight of Venice bots: ``thinker(view, level, seed)`` and ``choose``."""
# The bot reads only its player's view. The opponent's hand, which it cannot
# see, is dealt at random from the unseen cards (core/venice/unseen.py,
# determinization). Plays are small-int codes (core/venice/bot_plays.py) tried on
# a reused list of positions with the engine's own Favourite code, so valuing
# a position allocates nothing; the cards drawn after a play are left out.
# Higher levels average over more deals and, for their best plays, assume
# the opponent answers with the reply worst for them from the hand dealt.

from core import search as ai
from core.venice.rules import MANSION, POSITION_KEYS, favourite
from core.venice.bot_plays import PLAY_REDRAW, apply, plays, text
from core.venice.unseen import deal, known

W_WIN = 3000  # a round won; positions are worth a few hundred (thousandths)
W_DOGE = 90  # per space towards my mansion
W_FAVOURITE = 80
W_PULL = 60  # per figure in a mansion (it pulls the Favourite each turn)
W_HALF = 60  # Doge and both guards on one half (one more pull)
W_ROOM = 10  # per space the Doge can still move towards my mansion (up to 4)
W_DEADLINE = 250  # after the first exhaustion the Doge's half decides soon

ROOM_FOR_PLAYS = 64  # lists made this long once do not regrow (fewer holes in the heap)
# (sample, worlds, width, budget): see core/search.py
LEVELS = {"easy": (4, 1, 0, 0), "normal": (0, 1, 0, 0), "hard": (0, 3, 6, 10 ** 9),
          "expert": (0, 32, 16, 10 ** 9)}


def _ender(pos):
    """The owner of the mansion the Doge, else the Favourite, stands in, or None."""
    for index in (0, 1):
        if pos[index] >= MANSION:
            return 0
        if pos[index] <= -MANSION:
            return 1
    return None


def _copy(to, source):
    for index in range(6):  # (a slice assignment would allocate a slice)
        to[index] = source[index]


def after(pos, code, player):
    """Play ``code`` for ``player`` on the positions ``pos`` (changed in
    place); return the round's winner, or None if it goes on."""
    if code == PLAY_REDRAW:
        return None
    apply(pos, code)
    winner = _ender(pos)
    if winner is None:
        favourite(pos, player)
        winner = _ender(pos)
    return winner


def value(pos, winner, me, exhausted):
    """How good positions ``pos`` (or a round won by ``winner``) are for ``me``."""
    if winner is not None:
        return W_WIN if winner == me else -W_WIN
    way = 1 if me == 0 else -1
    doge = pos[0] * way
    total = W_DOGE * doge + W_FAVOURITE * pos[1] * way
    mine = 0
    for index in (0, 2, 3, 4, 5):
        space = pos[index] * way
        if space >= MANSION:
            mine += 1
        elif space <= -MANSION:
            mine -= 1
    total += W_PULL * mine
    low = pos[4] * way
    high = pos[5] * way
    if low > high:
        low, high = high, low
    if doge > 0 and low > 0:
        total += W_HALF
    elif doge < 0 and high < 0:
        total -= W_HALF
    total += W_ROOM * (min(4, high - doge - 1) - min(4, doge - low - 1))
    if exhausted:
        side = doge or pos[1] * way
        total += W_DEADLINE if side > 0 else -W_DEADLINE if side < 0 else 0
    return total


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
            _copy(work, self.pos)
            winner = after(work, self.moves[i], self.me)
            v = self.values[i] = value(work, winner, self.me, self.exhausted)
        return v

    def replies(self, i):
        mid = self.mid
        _copy(mid, self.pos)
        if after(mid, self.moves[i], self.me) is not None:
            return None
        plays(mid, self.theirs, self.answers)
        return self.answers

    def second(self, i, reply):
        work = self.work
        _copy(work, self.mid)
        winner = after(work, reply, 1 - self.me)
        return value(work, winner, self.me, self.exhausted)


def thinker(view, level="normal", seed=0):
    """An incremental search for the player whose view this is (see core/search.py)."""
    rng = ai.Rng(seed)
    return ai.Lookahead(Search(view, rng), LEVELS[level], rng.next())


def choose(view, level="normal", seed=0):
    """The bot's move for this view, thought through in one go."""
    return ai.run(thinker(view, level, seed))
