"""A relaxed Rift game whose plans tools/bench/rift_bound.py tries to play,
and whose exhaustion proves a deal lost.

Each turn the relaxation picks the roles of the three drawn tiles (gained,
built, moving; docs/rift.md §1.4) and where the built tile goes, under the
real building rules (first build next to the Gate, neighbours, sharing,
replace). The Oinks are two counts per element: ``need`` (insignias of
built tiles still to be matched) and ``free`` (Oinks gained and not yet
matched), and the moving tile matches min(its insignias, need, free) of
each element. It drops rules and never adds one: no supply limit, no
adjacency for steps, no obligation to use every step, a replaced tile's
Oinks refunded, the Void never counted. Every winning real game maps to a
relaxed line that keeps ``need`` no higher and ``free - need`` no lower,
and a win ends with everything built, equal sides and no ``need``; so if no
relaxed line ends that way, no real play wins. The relaxation is monotone
(less need, more free is never worse), which makes a failed state prune any
state it dominates.
"""

from core.rift.layout import ELEMENTS, INSIGNIAS

LAST = 15  # Rift.TURNS
COUNT = [tuple(INSIGNIAS[t].count(x) for x in ELEMENTS) for t in range(48)]
SIZE = [len(INSIGNIAS[t]) for t in range(48)]
ROLES = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))  # gain, build, move
CUTS = ("built", "matched", "sides")  # the conditions a relaxed line can be cut by (Plans.why)


class OutOfTime(Exception):
    pass


def turn_hands(g):
    """The three tiles of setup (turn 0) and of each turn 1..15, from a fresh game."""
    out = {0: tuple(g.hand)}
    deck = g.deck
    for t in range(1, LAST + 1):
        i = len(deck) - 3 * t
        out[t] = (deck[i + 2], deck[i + 1], deck[i])
    return out


def line_of(g):
    """The relaxed line a played game followed: (setup, [(gain, build, where, move)])."""
    hand = turn_hands(type(g)(g.seed, ring=g.lay.ring))
    line = []
    names = g.lay.index
    for m in g.history[1:]:
        w = m.split(" ")
        if w[0] == "gain":
            line.append([int(w[1]), -1, -1, -1])
        elif w[0] in ("build", "replace"):
            line[-1][1:3] = [int(w[1]), names[w[2]]]
        elif w[0] == "void":
            line[-1][1] = int(w[1])
    for k, turn in enumerate(line, 1):
        turn[3] = [x for x in hand[k] if x not in turn[:2]][0]
    return int(g.history[0].split(" ")[1]), [tuple(turn) for turn in line]


class Plans:
    """Depth-first enumeration of relaxed lines that end in a win.

    ``plans()`` yields each as (setup tile, [(gain, build, position or -1
    for `void`, move) per turn]); ``leaves`` counts them. ``exhausted`` is
    True once the enumeration finished; with ``leaves == 0`` the deal is
    proven lost. ``clock()`` is called every 256 nodes and may raise
    OutOfTime."""

    def __init__(self, g, clock=None):
        self.lay = g.lay
        self.hands = turn_hands(g)
        self.clock = clock
        self.failed = {}  # (turn, tiles) -> [(need, free)] from which no line ends well
        self.leaves = 0
        self.nodes = 0
        self.exhausted = False
        self.plan = []
        self.limit = 99
        self.why = dict.fromkeys(CUTS, 0)  # relaxed lines cut by each condition
        self.w = (2, 0, 5, 1, 0, 0)  # ordering weights: need, free, kind of build, side spread, room, tightest element
        # Suffix sums from each turn on: most insignias of each element one
        # tile of a turn has, the largest tile, the two largest, summed.
        self.most = {LAST + 1: (0, 0, 0, 0, 0, 0)}
        for t in range(LAST, 0, -1):
            hand = self.hands[t]
            prev = self.most[t + 1]
            sizes = sorted(SIZE[x] for x in hand)
            self.most[t] = tuple(prev[e] + max(COUNT[x][e] for x in hand) for e in range(4)) + (
                prev[4] + sizes[2], prev[5] + sizes[1] + sizes[2])

    def plans(self):
        """Relaxed winning lines, with ``self.limit`` departures from the ordering."""
        for s in sorted(self.hands[0], key=lambda x: -SIZE[x]):
            self.setup = s
            yield from self._go(1, (-1,) * self.lay.n, (0, 0, 0, 0), COUNT[s], self.limit)
        if self.limit == 99:
            self.exhausted = True

    def _hopeless(self, turn, tiles, need, free):
        why = self.why
        empties = tiles.count(-1)
        if empties > LAST + 1 - turn:
            why["built"] += 1
            return True
        most = self.most[turn]
        spare = LAST + 1 - turn - empties  # turns that may replace a tile
        # Need falls only by the moving tiles' steps or by a replacement (by
        # at most 3 of an element). A tile built is matched by another tile
        # of a later or the same turn: the two largest tiles of a turn bound
        # both together, so each empty cell costs 2 and each replacement
        # saves at most 1 (3 need gone, at least 1 insignia built).
        if sum(need) + 2 * empties - spare > most[5]:
            why["matched"] += 1
            return True
        for e in range(4):
            if need[e] - 3 * spare > most[e]:
                why["matched"] += 1
                return True
        # Equal sides: each side ends at its built tiles' insignias, plus 1-3
        # per empty cell, changed by at most 2 per replacement still possible.
        slack = 2 * spare
        lo, hi = 0, 99
        for side in self.lay.sides:
            fixed = 0
            holes = 0
            for p in side:
                if tiles[p] >= 0:
                    fixed += SIZE[tiles[p]]
                else:
                    holes += 1
            lo = max(lo, fixed + holes - slack)
            hi = min(hi, fixed + 3 * holes + slack)
        if lo > hi:
            why["sides"] += 1
            return True
        return False

    def _go(self, turn, tiles, need, free, left=99):
        """Lines from turn ``turn`` on; ``left`` departures from the ordering
        allowed (99: all, the only mode whose failures are remembered)."""
        self.nodes += 1
        if self.clock and not self.nodes & 255:
            self.clock()
        if turn > LAST:
            if not any(need) and min(tiles) >= 0 and self._sides_equal(tiles):
                self.leaves += 1
                yield self.setup, list(self.plan)
            else:
                self.why["sides"] += 1
            return
        seen = self.failed.setdefault((turn, tiles), [])
        for n2, f2 in seen:
            if all(n2[e] <= need[e] and f2[e] >= free[e] for e in range(4)):
                return
        before = self.leaves
        for i, (_, step, new, n1, f1) in enumerate(self._children(turn, tiles, need, free)):
            if i and not left:
                break
            self.plan.append(step)
            yield from self._go(turn + 1, new, n1, f1, left if left == 99 or not i else left - 1)
            self.plan.pop()
        if self.leaves == before and left == 99:
            seen.append((need, free))

    def _children(self, turn, tiles, need, free):
        """Every relaxed way to play turn ``turn`` not hopeless, best first:
        (rank, (gain, build, position, move), tiles, need, free)."""
        out = []
        hand = self.hands[turn]
        for roles in ROLES:
            a, b, c = hand[roles[0]], hand[roles[1]], hand[roles[2]]
            gained = tuple(free[e] + COUNT[a][e] for e in range(4))
            places = self._places(tiles, b)
            for p in places + [-1]:
                n1, f1 = need, gained
                new = tiles
                kind = 2
                if p >= 0:
                    old = tiles[p]
                    kind = 0
                    if old >= 0:
                        kind = 3
                        back = [max(0, COUNT[old][e] - need[e]) for e in range(4)]
                        n1 = tuple(max(0, need[e] - COUNT[old][e]) for e in range(4))
                        f1 = tuple(f1[e] + back[e] for e in range(4))
                    n1 = tuple(n1[e] + COUNT[b][e] for e in range(4))
                    new = tiles[:p] + (b,) + tiles[p + 1:]
                d = [min(COUNT[c][e], n1[e], f1[e]) for e in range(4)]
                n1 = tuple(n1[e] - d[e] for e in range(4))
                f1 = tuple(f1[e] - d[e] for e in range(4))
                if self._hopeless(turn + 1, new, n1, f1):
                    continue
                most = self.most[turn + 1]
                room = min(most[5] - sum(n1) - 2 * new.count(-1), 6)
                tight = min(min(most[e] - n1[e] for e in range(4)), 3)
                w = self.w
                rank = (w[0] * sum(n1) - w[1] * sum(f1) + w[2] * kind + w[3] * self._spread(new)
                        - w[4] * room - w[5] * tight)
                out.append((rank, (a, b, p, c), new, n1, f1))
        out.sort(key=lambda x: x[0])
        return out

    def _spread(self, tiles):
        """How far apart the sides would end with 2 insignias a hole."""
        sums = [sum(SIZE[tiles[p]] if tiles[p] >= 0 else 2 for p in side) for side in self.lay.sides]
        return 2 * (max(sums) - min(sums))

    def _places(self, tiles, t):
        """Positions where tile t may be built or replace, new places first."""
        lay = self.lay
        first = max(tiles) < 0
        new, old = [], []
        for p in range(lay.n):
            if lay.allows(tiles, t, p, first):
                (old if tiles[p] >= 0 else new).append(p)
        return new + old

    def _sides_equal(self, tiles):
        sums = [sum(SIZE[tiles[p]] for p in side) for side in self.lay.sides]
        return min(sums) == max(sums)
