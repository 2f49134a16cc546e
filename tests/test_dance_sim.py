"""Seeded random Twilight Dance games, checked move by move.

Beside the engine runs a small reference written straight from docs/dance.md
§1, on board coordinates rather than the engine's tables: it
predicts every legal move list, every move's effect, what each player
knows, when the game ends and the final score. Any disagreement, a lost
piece, a view that shows an unknown role, an accepted illegal string or a
record that replays differently fails the test.
"""
from core import new_game
from core.dance.board import CITIES, CITY
from core.rng import Rng
from tests.util import check_position, check_replay, count

MICROPYTHON = True

OPTION_SETS = ({}, {"first": 1}, {"moles": "loyal", "berlin_tiebreak": False},
               {"turns": 30}, {"turns": 0, "first": 1}, {"turns": 3})
KIND_OF = "AAAAMMDD"  # role letter by piece id % 8 (docs/dance.md §1.6)
STEP = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}
# Each Berlin ray: its inner city (a corner of Berlin) and its direction.
RAY = {"NW": ((1, 1), (-1, -1)), "NE": ((1, 2), (-1, 1)),
       "SW": ((2, 1), (1, -1)), "SE": ((2, 2), (1, 1))}
LINE_STEPS = ((0, 1), (1, 0), (1, 1), (1, -1))  # E, S, SE, SW


def kind(piece):
    return "KS"[piece // 8] + KIND_OF[piece % 8]


class Reference:
    """The rules on plain data: a board of ids, Berlin, hands as sets."""

    def __init__(self, options):
        self.board = [-1] * 16
        self.berlin = []
        self.hands = [set(range(8)), set(range(8, 16))]
        self.known = [set(range(8)), set(range(8, 16))]
        self.turns = [0, 0]
        self.limit = options.get("turns", 12) or 100
        self.mover = options.get("first", 0)
        self.anyone = options.get("relocate") == "any"  # either colour may be relocated
        self.over = False

    def moves(self):
        p = self.mover
        empty = [CITIES[c] for c in range(16) if self.board[c] < 0]
        colours = [piece // 8 for piece in self.berlin]
        out = set()
        for k in set(kind(piece) for piece in self.hands[p]):
            for city in empty:
                out.add("place %s %s" % (k, city))
                for d in "NSEW":
                    out.add("shunt %s %s %s" % (k, city, d))
            if "KS".index(k[0]) not in colours:
                out.add("berlin " + k)
        for c in range(16):
            if self.board[c] >= 0 and (self.anyone or self.board[c] // 8 == p):
                for city in empty:
                    out.add("move %s %s" % (CITIES[c], city))
        if self.berlin and self.berlin[-1] // 8 == p:
            for d in RAY:
                (r, k), (dr, dk) = RAY[d]
                if self.board[r * 4 + k] >= 0 or self.board[(r + dr) * 4 + k + dk] >= 0:
                    out.add("push " + d)
        if not self.hands[p] or not out:
            out.add("pass")
        return out

    def play(self, move):
        """Apply ``move``; return the piece it took from hand, or -1."""
        p = self.mover
        w = move.split(" ")
        taken = -1
        if w[0] in ("place", "shunt", "berlin"):
            taken = min(i for i in self.hands[p] if kind(i) == w[1])
            self.hands[p].remove(taken)
            if w[0] == "berlin":
                self.berlin.append(taken)
            else:
                self.board[CITY[w[2]]] = taken
            if w[0] == "shunt":
                c = CITY[w[2]]
                dr, dk = STEP[w[3]]
                line = [x for x in range(16) if (x % 4 == c % 4 if dr else x // 4 == c // 4)]
                self.shift(line, dr, dk)
        elif w[0] == "move":
            self.board[CITY[w[2]]] = self.board[CITY[w[1]]]
            self.board[CITY[w[1]]] = -1
        elif w[0] == "push":
            (r, k), (dr, dk) = RAY[w[1]]
            self.shift([r * 4 + k, (r + dr) * 4 + k + dk], dr, dk)
        for player in (0, 1):
            self.known[player] |= self.hands[player]
        self.turns[p] += 1
        self.mover = 1 - p
        self.over = (not self.hands[0] and not self.hands[1]) or min(self.turns) >= self.limit
        return taken

    def shift(self, cells, dr, dk):
        """Move every piece on ``cells`` one step; one leaving the grid goes
        to the player who is not moving."""
        moved = {}
        for c in cells:
            if self.board[c] >= 0:
                r = c // 4 + dr
                k = c % 4 + dk
                if 0 <= r < 4 and 0 <= k < 4:
                    moved[r * 4 + k] = self.board[c]
                else:
                    self.hands[1 - self.mover].add(self.board[c])
        for c in cells:
            self.board[c] = moved.get(c, -1)

    def label(self, piece, player):
        if self.over or piece in self.known[player]:
            return kind(piece)
        return "KS"[piece // 8] + "?"

    def scores(self, loyal):
        """Sum of maximal runs of 2+ scoring cities in the four directions."""
        owner = []
        for piece in self.board:
            role = KIND_OF[piece % 8] if piece >= 0 else "D"
            mine = piece // 8 if role == "A" or (role == "M" and loyal) else 1 - piece // 8
            owner.append(-1 if role == "D" else mine)
        total = [0, 0]
        for dr, dk in LINE_STEPS:
            for c in range(16):
                r, k = c // 4, c % 4
                who = owner[c]
                before = (r - dr, k - dk)
                if who < 0 or (0 <= before[0] < 4 and 0 <= before[1] < 4
                               and owner[before[0] * 4 + before[1]] == who):
                    continue  # not the start of a run
                n = 0
                while 0 <= r < 4 and 0 <= k < 4 and owner[r * 4 + k] == who:
                    n += 1
                    r += dr
                    k += dk
                if n >= 2:
                    total[who] += n
        return total


def check_state(g, ref):
    """The engine's private state matches the reference, pieces conserved."""
    assert g.board == ref.board and g.berlin == ref.berlin
    for player in (0, 1):
        assert g.hands[player] == sum(1 << i for i in ref.hands[player])
    places = [i for i in g.board if i >= 0] + g.berlin + list(ref.hands[0]) + list(ref.hands[1])
    assert sorted(places) == list(range(16)), "a piece was lost or doubled"
    assert g.to_move() == (None if ref.over else ref.mover)


def check_views(g, ref, taken):
    for player in (0, 1):
        v = g.view(player)
        assert v["board"] == [None if i < 0 else ref.label(i, player) for i in ref.board]
        assert v["berlin"] == [ref.label(i, player) for i in ref.berlin]
        for owner in (0, 1):
            assert v["hands"][owner] == sorted(ref.label(i, player) for i in ref.hands[owner])
        assert v["turns"] == ref.turns and v["over"] == ref.over
        last = g.history[-1].split(" ")
        if taken >= 0:
            last[1] = ref.label(taken, player)
        assert v["last"] == " ".join(last)


def check_result(g, ref, options):
    r = g.result()
    loyal = options.get("moles") == "loyal"
    scores = ref.scores(loyal)
    assert r["scores"] == scores, (r, scores)
    assert [sum(c[2] for c in r["chains"] if c[0] == p) for p in (0, 1)] == scores
    empty = not ref.hands[0] and not ref.hands[1]
    assert r["reason"] == ("hands empty" if empty else "turn limit")
    tiebreak = scores[0] == scores[1] and options.get("berlin_tiebreak", True) and ref.berlin
    assert r["tiebreak"] == bool(tiebreak)
    if scores[0] != scores[1]:
        assert r["winner"] == (0 if scores[0] > scores[1] else 1)
    else:
        assert r["winner"] == (ref.berlin[-1] // 8 if tiebreak else None)
    roles = sorted(kind(i) for i in range(16))
    for player in (0, 1):
        v = g.view(player)
        shown = [x for x in v["board"] if x] + v["berlin"] + v["hands"][0] + v["hands"][1]
        assert sorted(shown) == roles, "the end reveals every role"


def choose(moves, rnd, placer):
    """A random move; a "placer" prefers emptying its hand, so games also
    end by empty hands and players with nothing left to place must pass."""
    if placer and rnd.below(4):
        placing = [m for m in moves if m.startswith("place") or m.startswith("berlin")]
        if placing:
            return placing[rnd.below(len(placing))]
    return moves[rnd.below(len(moves))]


def play_one(seed, options, rnd, stats):
    g = new_game("dance", seed, **options)
    ref = Reference(options)
    placer = seed % 2 == 1
    replay_at = rnd.below(20)
    while not g.is_over():
        moves = g.legal_moves()
        assert set(moves) == ref.moves(), g.history
        check_position(g, rnd, rnd.below(40) == 0)
        move = choose(moves, rnd, placer)
        if move.startswith("move ") and ref.board[CITY[move[5:8]]] // 8 != ref.mover:
            stats["move other"] = stats.get("move other", 0) + 1
        g.play(move)
        taken = ref.play(move)
        check_state(g, ref)
        check_views(g, ref, taken)
        if len(g.history) == replay_at:
            check_replay(g)
        stats[move.split(" ")[0]] = stats.get(move.split(" ")[0], 0) + 1
    check_position(g, rnd, False)
    check_replay(g)
    check_result(g, ref, options)
    stats[g.result()["reason"]] = stats.get(g.result()["reason"], 0) + 1
    stats["tiebreak"] = stats.get("tiebreak", 0) + g.result()["tiebreak"]


def play_many(n, option_sets, rnd):
    """``n`` seeded games checked move by move; the counts of what happened."""
    stats = {}
    for seed in range(n):
        play_one(seed, option_sets[seed % len(option_sets)], rnd, stats)
    return stats


def test_random_games_keep_every_rule():
    n = count(2000)
    stats = play_many(n, OPTION_SETS, Rng(20240611))
    # The mix really exercised every action and both ways to end.
    for key in ("place", "shunt", "move", "berlin", "push", "hands empty", "turn limit"):
        assert stats.get(key, 0) > 0, (key, stats)
    if n >= 200:
        assert stats.get("pass", 0) > 0 and stats["tiebreak"] > 0, stats
