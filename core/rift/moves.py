"""Rift of Portals' legal moves for the build and move phases (docs/rift.md §1.4).

The hot path of a random playout: no parsing, few objects. Each string is
made when the moves are listed and kept by no table: a game's history
holds those played, and the rest go with the list (a layout keeping every
step string it ever made held up to 1 KB through a game on the device).
Reads the game, never changes it.
"""

from core.rift.layout import ELEMENTS

FAIL = "fail"


def builds(g):
    """`build`, `replace` and `void` for each of the two tiles left in hand."""
    lay = g.lay
    tiles = g.tiles
    names = lay.names
    first = not g.built
    out = []
    for t in g.hand:
        mid = " %d " % t
        for p in range(lay.n):
            if lay.allows(tiles, t, p, first):
                out.append(("replace" if tiles[p] >= 0 else "build") + mid + names[p])
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
