"""What a Twilight of Venice position is worth to a bot, and a play tried on it.

Positions are the six figures' spaces (``rules.POSITION_KEYS``), a list the
search changes in place: ``after`` plays a code with the engine's own
Favourite rule, ``value`` scores the result for one player in thousandths.
Apart from the search (core/venice/bot.py) so that each compiles on its own
while a game loads (docs/benchmarks.md: a module's compile needs several
times its code, on top of all that is live).
"""
from core.venice.rules import MANSION, favourite
from core.venice.bot_plays import PLAY_REDRAW, apply

W_WIN = 3000  # a round won; positions are worth a few hundred (thousandths)
W_DOGE = 90  # per space towards my mansion
W_FAVOURITE = 80
W_PULL = 60  # per figure in a mansion (it pulls the Favourite each turn)
W_HALF = 60  # Doge and both guards on one half (one more pull)
W_ROOM = 10  # per space the Doge can still move towards my mansion (up to 4)
W_DEADLINE = 250  # after the first exhaustion the Doge's half decides soon


def _ender(pos):
    """The owner of the mansion the Doge, else the Favourite, stands in, or None."""
    for index in (0, 1):
        if pos[index] >= MANSION:
            return 0
        if pos[index] <= -MANSION:
            return 1
    return None


def copy(to, source):
    """Set positions ``to`` to ``source``, in place."""
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
