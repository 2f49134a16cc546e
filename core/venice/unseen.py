"""The Twilight of Venice cards a bot cannot see, as counts per card code."""
# A bot may only read its own view: positions, its hand, the discard pile
# and the counts. The cards it cannot see (the 54 minus its hand and the
# discard pile) are kept as counts per card code; `deal` draws the
# opponent's hand from them, which is all the search needs (it ignores the
# cards drawn after a play). Apart from core/venice/world.py (a whole match
# from a view, for the tests) so that a bot on the board loads only these.

from core.venice.cards import CODES, COPIES


def known(view):
    """(my hand, the unseen cards) as counts per card code."""
    mine = bytearray(len(CODES))
    unseen = bytearray(COPIES)
    for code in view["hand"]:
        mine[CODES.index(code)] += 1
        unseen[CODES.index(code)] -= 1
    for code in view["discard"]:
        unseen[CODES.index(code)] -= 1
    return mine, unseen


def deal(unseen, size, rng, out):
    """Draw ``size`` of the ``unseen`` cards at random into the counts ``out``."""
    left = 0
    for code in range(len(CODES)):
        out[code] = 0
        left += unseen[code]
    for _ in range(size):
        pick = rng.below(left)
        left -= 1
        code = 0
        while pick >= unseen[code] - out[code]:
            pick -= unseen[code] - out[code]
            code += 1
        out[code] += 1
