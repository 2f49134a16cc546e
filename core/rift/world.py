"""Rift games rebuilt from what the player knows (determinization).

An AI may read only the view (docs/rift.md), never the deck order. To search,
it rebuilds a game from the view with the undrawn tiles in an order it
samples itself: `unseen(view)` (core/rift/plan_view.py, which the device's
planner loads without this module) lists the tiles the view does not show
and `from_view(view, deck)` makes a game whose view equals ``view`` and whose
deck is ``deck`` (drawing takes its last element).
"""

from core.rift.rules import Rift
from core.rift.layout import ELEM
from core.rift.view import PHASES


def _counts(pool):
    return [pool["F"], pool["W"], pool["E"], pool["A"]]


def from_view(view, deck):
    """A Rift game in the state ``view`` shows, with ``deck`` as its undrawn
    tiles (any order of ``unseen(view)``; it is used as given, not copied).
    Its history holds only the view's last move, its seed is 0, and built
    positions count as built in board order (the build order is not in the
    view; only the order of `legal_moves()` can differ). The view is of a
    game in progress (ValueError for a finished one: nothing to search);
    the game is built from a fresh ``Rift`` and its state fields
    (core/rift/rules.py), never the engine's own (docs/engine.md)."""
    if view["over"]:
        raise ValueError("view of a finished rift game: nothing to rebuild")
    g = Rift(0, ring=view["ring"])
    lay = g.lay
    g.deck = deck
    g.hand = [d["tile"] for d in view["drawn"]]
    if view["last"] is not None:
        g.history.append(view["last"])
    g.phase = PHASES.index(view["phase"])
    g.turn = view["turn"]
    g.built = []
    for p in range(lay.n):
        b = view["built"].get(lay.names[p])
        if b is not None:
            g.built.append(p)
            g.tiles[p] = b["tile"]
            g.oinks[4 * p:4 * p + 4] = _counts(b["oinks"])
    g.gate = _counts(view["gate"])
    g.void = _counts(view["void"])
    g.supply = _counts(view["supply"])
    g.discard = list(view["discarded"])
    g.face_down = list(view["face_down"])
    g.left = [0, 0, 0, 0]
    for x in view["steps_left"]:
        g.left[ELEM[x]] += 1
    g.nleft = len(view["steps_left"])
    g.steps = list(view["steps_taken"])
    return g
