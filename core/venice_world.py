"""A Twilight of Venice match rebuilt from one player's view (determinization).

A bot may only read its own view: positions, its hand, the discard pile and
the counts. `world(view, rng)` deals the cards it cannot see (the 54 minus
its hand and the discard pile) at random: the opponent's hand first, the
rest as the deck in a random order; later reshuffles draw from a generator
seeded with ``rng``. The rebuilt match's view for the same player equals the
original view.
"""

from core.game import Game
from core.rng import Rng
from core.venice import POSITION_KEYS, Venice
from core.venice_cards import CODES, CODE_OF, DECK_SIZE


def _take(free, codes):
    """Card ids for a list of codes: the lowest free id of each code."""
    out = []
    for code in codes:
        index = CODES.index(code)
        for card in range(DECK_SIZE):
            if free[card] and CODE_OF[card] == index:
                free[card] = 0
                out.append(card)
                break
    return out


def world(view, rng):
    """A Venice match consistent with ``view``, hidden cards dealt with ``rng``."""
    me = view["player"]
    g = object.__new__(Venice)
    Game.__init__(g, 0, {})
    g.rng = Rng(rng.next())
    g.wins = list(view["wins"])
    g.rounds = [(entry["winner"], entry["reason"]) for entry in view["rounds"]]
    positions = view["positions"]
    g.pos = [positions[key] for key in POSITION_KEYS]
    g.turn = view["to_move"]
    g.exhaustions = view["exhaustions"]
    free = bytearray(b"\x01" * DECK_SIZE)
    g.discard = _take(free, view["discard"])
    mine = _take(free, view["hand"])
    mine.sort()
    unseen = [card for card in range(DECK_SIZE) if free[card]]
    rng.shuffle(unseen)
    theirs = unseen[:view["opponent_hand"]]
    theirs.sort()
    g.deck = unseen[view["opponent_hand"]:]
    g.hands = [mine, theirs] if me == 0 else [theirs, mine]
    if view["last"] is not None:
        g.history.append(view["last"])
    return g
