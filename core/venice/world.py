"""A whole Twilight of Venice match consistent with a bot's view."""
# `world(view, rng)` deals the cards the view hides as a bot does
# (core/venice/unseen.py) and makes that deal into a whole match, the rest
# of the unseen cards as the deck in a random order; its view for the same
# player equals the original view (tests/test_ai.py).

from core.game import Game
from core.rng import Rng
from core.venice.rules import POSITION_KEYS, Venice
from core.venice.cards import CODES, CODE_OF, DECK_SIZE
from core.venice.unseen import deal, known


def _take(free, code, n, out):
    """Append the ``n`` lowest free card ids of ``code`` to ``out``."""
    for card in range(DECK_SIZE):
        if n and free[card] and CODE_OF[card] == code:
            free[card] = 0
            out.append(card)
            n -= 1


def world(view, rng):
    """A Venice match consistent with ``view``, hidden cards dealt with ``rng``."""
    mine, unseen = known(view)
    theirs = bytearray(len(CODES))
    deal(unseen, view["opponent_hand"], rng, theirs)
    g = object.__new__(Venice)
    Game.__init__(g, 0, {})
    g.rng = Rng(rng.next())
    g.wins = list(view["wins"])
    ended = view["ended"]  # only the last round's final position is in a view
    g.rounds = [(entry["winner"], entry["reason"], None) for entry in view["rounds"]]
    if ended is not None:
        g.rounds[-1] = g.rounds[-1][:2] + (tuple(ended[key] for key in POSITION_KEYS),)
    positions = view["positions"]
    g.pos = [positions[key] for key in POSITION_KEYS]
    g.turn = view["to_move"]
    g.exhaustions = view["exhaustions"]
    free = bytearray(b"\x01" * DECK_SIZE)
    g.discard = []
    for code in view["discard"]:
        _take(free, CODES.index(code), 1, g.discard)
    hands = [[], []]
    for code in range(len(CODES)):
        _take(free, code, mine[code], hands[0])
        _take(free, code, theirs[code], hands[1])
    g.deck = [card for card in range(DECK_SIZE) if free[card]]
    rng.shuffle(g.deck)
    me = view["player"]
    g.hands = hands if me == 0 else [hands[1], hands[0]]
    if view["last"] is not None:
        g.history.append(view["last"])
    return g
