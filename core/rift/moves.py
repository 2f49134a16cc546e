"""Rift of Portals' legal moves for the build and move phases (docs/rift.md §1.4).

The hot path of a random playout: no parsing, few objects. Step strings are
shared ones from the layout (made once, on first use); only the handful of
build strings of a turn are formatted (the build phase comes once a turn).
Reads the game, never changes it.
"""

from core.rift.layout import MASK

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
    gate = g.gate
    adj = lay.adj
    along = lay.adj_steps
    n = lay.n
    out = []
    for e in range(4):
        if left[e]:
            k = e * n
            if gate[e]:
                row = lay.gate_steps
                for p in built:
                    out.append(row[k + p] or lay.step(~(k + p)))
            for p in built:
                if oinks[4 * p + e]:
                    i = 2 * p
                    j = 2 * k + i
                    if tiles[adj[i]] >= 0:
                        out.append(along[j] or lay.step(j))
                    if tiles[adj[i + 1]] >= 0:
                        out.append(along[j + 1] or lay.step(j + 1))
    out.append(FAIL)
    return out
