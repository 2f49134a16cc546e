"""A Twilight Dance game rebuilt from one player's view (determinization).

A bot may only read its own view, yet searching needs a game object to ask
for legal moves. `world(view, rng)` gives every piece a role: the roles the
view shows, and for each ``K?``/``S?`` label a role drawn at random from
that colour's roles not yet accounted for. The rebuilt game's view for the
same player equals the original view; the other player's knowledge is
guessed (their own colour and their hand).
"""

from core.dance.rules import Dance
from core.dance.board import COLOUR_MASK, KIND, KIND_IDS, UNKNOWN


def _slots(view):
    """Every piece the view shows, as (place, index, label): place 0 the
    board, 1 Berlin, 2 and 3 the hands of player 0 and 1."""
    out = []
    for c in range(16):
        if view["board"][c] is not None:
            out.append((0, c, view["board"][c]))
    for label in view["berlin"]:
        out.append((1, 0, label))
    for p in (0, 1):
        for label in view["hands"][p]:
            out.append((2 + p, 0, label))
    return out


def world(view, rng):
    """A Dance game consistent with ``view``, hidden roles drawn with ``rng``."""
    me = view["player"]
    g = Dance(0, **view["options"])
    free = [list(ids) for ids in KIND_IDS]
    slots = _slots(view)
    ids = [-1] * len(slots)
    known = 0
    for s in range(len(slots)):
        label = slots[s][2]
        if label not in UNKNOWN:
            piece = free[KIND[label]].pop(0)
            ids[s] = piece
            known |= 1 << piece
    for colour in (0, 1):
        pool = []
        for k in range(colour * 3, colour * 3 + 3):
            pool.extend(free[k])
        rng.shuffle(pool)
        for s in range(len(slots)):
            if slots[s][2] == UNKNOWN[colour]:
                ids[s] = pool.pop()
    hands = [0, 0]
    for s in range(len(slots)):
        place, index, piece = slots[s][0], slots[s][1], ids[s]
        if place == 0:
            g.board[index] = piece
        elif place == 1:
            g.berlin.append(piece)
        else:
            hands[place - 2] |= 1 << piece
    g.hands = hands
    g.known = [0, 0]
    g.known[me] = known
    g.known[1 - me] = COLOUR_MASK[1 - me] | hands[1 - me]
    g.turns = list(view["turns"])
    g.mover = view["to_move"]
    if view["last"] is not None:
        g.history.append(view["last"])  # as the viewer saw it
    return g

