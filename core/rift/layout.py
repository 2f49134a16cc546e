"""Rift of Portals' tiles and Boundary layouts, as tables built once.

Tiles are ids 0-47 (docs/rift.md §1.1); a tile's insignias are a string such as
``"FW"`` and its elements a 4-bit mask (bit e for ELEMENTS[e]), so the
sharing rule is one ``&``. Positions are numbered 0..n-1 along the Boundary
cells row by row from the north-west; the Inner Gate is -1. A layout holds
the names, adjacency, first-build cells and sides of one ring size.
"""

ELEMENTS = "FWEA"
ELEM = {"F": 0, "W": 1, "E": 2, "A": 3}
GATE = -1

# Each tile's insignias, by id. Written out, not split from one string: as
# literals of up to 10 characters they are interned names, one object per
# distinct value, where split() made 48 strings of the heap's (1.5 KB).
INSIGNIAS = ("F", "F", "F", "W", "W", "W", "E", "E", "E", "A", "A", "A",
             "FF", "FF", "FF", "WW", "WW", "WW", "EE", "EE", "EE", "AA", "AA", "AA",
             "FFF", "FFF", "WWW", "WWW", "EEE", "EEE", "AAA", "AAA",
             "FW", "FW", "FE", "FE", "FA", "FA", "WE", "WE", "WA", "WA", "EA", "EA",
             "FWE", "FWA", "FEA", "WEA")
MASK = bytearray(48)
for _t in range(48):
    for _x in INSIGNIAS[_t]:
        MASK[_t] |= 1 << ELEM[_x]


class Layout:
    """One ring size, in flat lists (the fewest objects on the device).
    ``names``/``index`` map positions (``index["I"]`` is GATE). Every Boundary
    cell has exactly two Boundary neighbours: those of p are ``adj[2 * p]``
    and ``adj[2 * p + 1]``. ``first`` lists the cells next to the Inner Gate;
    ``sides`` are north, east, south, west; ``grid`` is the square as rows of
    names, ``"I"`` for the Inner Gate. ``names`` and ``grid`` are tuples, so
    a view hands them out as they are. Built with plain loops: generator
    expressions leave kilobytes of garbage on the device."""

    def __init__(self, ring):
        last = ring - 1
        where = {}  # r * ring + c -> position, for Boundary cells
        names = []
        grid = []
        for r in range(ring):
            row = []
            for c in range(ring):
                if 0 < r < last and 0 < c < last:
                    row.append("I")
                    continue
                where[r * ring + c] = len(names)
                names.append("ABCDEFGH"[len(names)] if ring == 3 else "abcd"[c] + str(r + 1))
                row.append(names[-1])
            grid.append(tuple(row))
        n = len(names)
        self.ring = ring
        self.n = n
        self.names = names = tuple(names)
        self.grid = tuple(grid)
        self.index = {"I": GATE}
        self.adj = [0] * (2 * n)
        self.first = []
        for k in where:
            p = where[k]
            self.index[names[p]] = p
            r = k // ring
            c = k % ring
            i = 2 * p
            for rr, cc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
                if rr * ring + cc in where and 0 <= cc <= last:
                    self.adj[i] = where[rr * ring + cc]
                    i += 1
                elif 0 < rr < last and 0 < cc < last and p not in self.first:
                    self.first.append(p)
        self.first.sort()
        self.sides = [[], [], [], []]
        for i in range(ring):
            self.sides[0].append(where[i])
            self.sides[1].append(where[i * ring + last])
            self.sides[2].append(where[last * ring + i])
            self.sides[3].append(where[i * ring])

    def allows(self, tiles, t, p, first):
        """May tile t be built at Boundary cell p (or replace the tile
        there)? The one place of the sharing rule: t shares an element with
        each built neighbour; a new tile goes next to a built one, or next
        to the Inner Gate while ``first`` (nothing built yet)."""
        adj = self.adj
        m = MASK[t]
        a = tiles[adj[2 * p]]
        b = tiles[adj[2 * p + 1]]
        if (a >= 0 and not MASK[a] & m) or (b >= 0 and not MASK[b] & m):
            return False
        return tiles[p] >= 0 or a >= 0 or b >= 0 or (first and p in self.first)


_made = {}


def layout(ring):
    """The Layout of ``ring`` (3 or 4), made on first use and then shared."""
    if ring not in _made:
        _made[ring] = Layout(ring)
    return _made[ring]
