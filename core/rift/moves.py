"""Rift of Portals' legal moves for the build and move phases (docs/rift.md §1.4).

The hot path of a random playout: no parsing, few objects. Each string is
made when the moves are listed and kept by no table: a game's history
holds those played, and the rest go with the list (a layout keeping every
step string it ever made held up to 1 KB through a game on the device).
Reads the game, never changes it.
"""

from core.rift.layout import ELEMENTS, MASK

FAIL = "fail"


def builds(g):
    """`build`, `replace` and `void` for each of the two tiles left in hand."""
    lay = g.lay
    tiles = g.tiles
    names = lay.names
    adj = lay.adj
    first = lay.first if not g.built else ()
    out = []
    for t in g.hand:
        m = MASK[t]
        mid = " %d " % t
        for p in range(lay.n):
            # Sharing rule: t must share an element with each built neighbour.
            a = tiles[adj[2 * p]]
            b = tiles[adj[2 * p + 1]]
            if (a >= 0 and not MASK[a] & m) or (b >= 0 and not MASK[b] & m):
                continue
            if tiles[p] >= 0:
                out.append("replace" + mid + names[p])
            elif a >= 0 or b >= 0 or p in first:
                out.append("build" + mid + names[p])
        out.append("void %d" % t)
    return out


def steps(g):
    """Every step one unused insignia allows, then `fail` (always legal)."""
    lay = g.lay
    tiles = g.tiles
    oinks = g.oinks
    built = g.built
    left = g.left
    adj = lay.adj
    names = lay.names
    out = []
    for e in range(4):
        if left[e]:
            head = "step " + ELEMENTS[e] + " "
            if g.gate[e]:
                for p in built:
                    out.append(head + "I " + names[p])
            for p in built:
                if oinks[4 * p + e]:
                    here = head + names[p] + " "
                    a = adj[2 * p]
                    b = adj[2 * p + 1]
                    if tiles[a] >= 0:
                        out.append(here + names[a])
                    if tiles[b] >= 0:
                        out.append(here + names[b])
    out.append(FAIL)
    return out
