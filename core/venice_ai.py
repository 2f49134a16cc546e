"""Twilight of Venice bots: ``Thinker(view, level, seed)`` and ``choose``.

The bot reads only its player's view. The cards it cannot see (the
opponent's hand and the deck order) are dealt at random into a rebuilt match
(core/venice_world.py, determinization). A play is tried on the positions
alone, with the engine's own move and Favourite code, never on a copy of the
whole match (too slow on a Pico): the cards drawn after it are left out.
Higher levels average over more deals and, for their best plays, assume
the opponent answers with the reply worst for them from the hand dealt.
"""

from core import ai
from core.venice import MANSION, favourite
from core.venice_moves import generate, play
from core.venice_world import world

WIN = 3000  # a round won; positions are worth a few hundred (thousandths)
DOGE = 90  # per space towards my mansion
FAVOURITE = 80
PULL = 60  # per figure in a mansion (it pulls the Favourite each turn)
HALF = 60  # Doge and both guards on one half (one more pull)
ROOM = 10  # per space the Doge can still move towards my mansion (up to 4)
DEADLINE = 250  # after the first exhaustion the Doge's half decides soon

# (sample, worlds, width, budget): see core/ai.py
LEVELS = {"easy": (4, 1, 0, 0), "normal": (0, 1, 0, 0), "hard": (0, 3, 4, 10 ** 9),
          "expert": (0, 24, 12, 10 ** 9)}


def _ender(pos):
    """The owner of the mansion the Doge, else the Favourite, stands in, or None."""
    for space in (pos[0], pos[1]):
        if space >= MANSION:
            return 0
        if space <= -MANSION:
            return 1
    return None


def after(pos, hand, move, player):
    """(positions, round winner or None) once ``player`` plays ``move`` from ``hand``."""
    if move == "redraw":
        return pos, None
    pos = list(pos)
    play(pos, hand, [], move.split(" "))
    winner = _ender(pos)
    if winner is None:
        favourite(pos, player)
        winner = _ender(pos)
    return pos, winner


def value(pos, winner, me, exhausted):
    """How good positions ``pos`` (or a round won by ``winner``) are for ``me``."""
    if winner is not None:
        return WIN if winner == me else -WIN
    way = 1 if me == 0 else -1
    doge = pos[0] * way
    total = DOGE * doge + FAVOURITE * pos[1] * way
    mine = 0
    for index in (0, 2, 3, 4, 5):
        space = pos[index] * way
        if space >= MANSION:
            mine += 1
        elif space <= -MANSION:
            mine -= 1
    total += PULL * mine
    low = pos[4] * way
    high = pos[5] * way
    if low > high:
        low, high = high, low
    if doge > 0 and low > 0:
        total += HALF
    elif doge < 0 and high < 0:
        total -= HALF
    total += ROOM * (min(4, high - doge - 1) - min(4, doge - low - 1))
    if exhausted:
        side = doge or pos[1] * way
        total += DEADLINE if side > 0 else -DEADLINE if side < 0 else 0
    return total


class Search:
    """The search interface of core/ai.py for one Venice view."""

    def __init__(self, view, rng):
        self.view = view
        self.me = view["player"]
        self.exhausted = view["exhaustions"] > 0
        self.resample(rng)
        self.pos = self.world.pos
        self.hand = self.world.hands[self.me]
        self.moves = generate(self.pos, self.hand)

    def resample(self, rng):
        self.world = world(self.view, rng)
        self.after = None  # (positions after my move, the opponent's hand)

    def first(self, i):
        pos, winner = after(self.pos, self.hand, self.moves[i], self.me)
        return value(pos, winner, self.me, self.exhausted)

    def replies(self, i):
        pos, winner = after(self.pos, self.hand, self.moves[i], self.me)
        if winner is not None:
            return None
        theirs = self.world.hands[1 - self.me]
        self.after = (pos, theirs)
        return generate(pos, theirs)

    def second(self, i, reply):
        pos, winner = after(self.after[0], self.after[1], reply, 1 - self.me)
        return value(pos, winner, self.me, self.exhausted)


def Thinker(view, level="normal", seed=0):
    """An incremental search for the player whose view this is (see core/ai.py)."""
    rng = ai.Rng(seed)
    return ai.Thinker(Search(view, rng), LEVELS[level], rng.next())


def choose(view, level="normal", seed=0):
    """The bot's move for this view, thought through in one go."""
    return ai.run(Thinker(view, level, seed))
