"""Twilight Dance (docs/dance.md §1): two spymasters place hidden-role pieces.

State is a handful of small ints so a ply is cheap and a copy is a few list
copies: ``board`` (16 piece ids, -1 empty), ``berlin`` (ids bottom to top),
``hands`` and ``known`` (one 16-bit mask of piece ids per player), ``turns``
(taken per player) and ``mover``. Berlin, push and pass strings come
ready-made from core/dance/board.py; a ply makes its place, shunt and
relocation strings from heads kept there, so only the current move list
holds them.
"""

from core.game import Game
from core.dance import SIDES, TITLE
from core.dance.board import (ALL, BERLIN, CITIES, CITY, COLOUR_MASK, KIND, KIND_IDS,
                              KIND_MASK, LABEL, MOVE_FROM, PASS, PLACE, PUSH, PUSH_DIR, RAYS,
                              SHUNT, SHUNT_LINE, UNKNOWN)
from core.dance import score as dance_score

CAP = 100  # turns each when turns=0 (docs/dance.md §1.4)


class Dance(Game):
    NAME = "dance"
    TITLE = TITLE
    SIDES = SIDES
    OPTIONS = (("turns", 12, None), ("berlin_tiebreak", True, None),
               ("moles", "turncoat", ("turncoat", "loyal")), ("first", 0, (0, 1)))

    def __init__(self, seed=0, **options):
        Game.__init__(self, seed, options)
        self.limit = self.options["turns"] or CAP
        self.board = [-1] * 16
        self.berlin = []
        self.hands = [COLOUR_MASK[0], COLOUR_MASK[1]]
        self.known = [COLOUR_MASK[0], COLOUR_MASK[1]]
        self.turns = [0, 0]
        self.mover = self.options["first"]
        self.last_piece = -1  # the piece the last place/shunt/berlin used
        self._result = None

    def to_move(self):
        return None if self._result is not None else self.mover

    def is_over(self):
        return self._result is not None

    def _generate(self):
        """Make this ply's strings from kept heads: keeping all 480 place and
        shunt strings would cost 19 KB of a Pico's heap for good, while a
        ply's own (about 140) are garbage once it is played."""
        p = self.mover
        board = self.board
        empty = [CITIES[c] for c in range(16) if board[c] < 0]
        out = []
        app = out.append
        hand = self.hands[p]
        if hand:
            berlin = self.berlin
            taken = -1 if not berlin else 2 if len(berlin) == 2 else berlin[0] >> 3
            for k in range(6):
                if hand & KIND_MASK[k]:
                    place = PLACE[k]
                    shunt = SHUNT[k]
                    for city in empty:
                        app(place + city)
                        head = shunt + city
                        app(head + " N")
                        app(head + " S")
                        app(head + " E")
                        app(head + " W")
                    if taken != 2 and taken != k // 3:
                        app(BERLIN[k])
        for c in range(16):
            if board[c] >> 3 == p:
                head = MOVE_FROM[c]
                for city in empty:
                    app(head + city)
        if self.berlin and self.berlin[-1] >> 3 == p:
            for d in range(4):
                ray = RAYS[d]
                if board[ray[0]] >= 0 or board[ray[1]] >= 0:
                    app(PUSH[d])
        if not hand or not out:
            app(PASS)
        return out

    def _apply(self, move):
        words = move.split(" ")
        act = words[0]
        p = self.mover
        board = self.board
        self.last_piece = -1
        if act == "move":
            a = CITY[words[1]]
            board[CITY[words[2]]] = board[a]
            board[a] = -1
        elif act == "push":
            inner, outer = RAYS[PUSH_DIR[words[1]]]
            self._shunt_off(board[outer], p)
            board[outer] = board[inner]
            board[inner] = -1
        elif act != PASS:
            piece = self._take(p, KIND[words[1]])
            self.last_piece = piece
            if act == "berlin":
                self.berlin.append(piece)
            else:
                c = CITY[words[2]]
                board[c] = piece
                if act == "shunt":
                    mask, base, step = SHUNT_LINE[words[3]]
                    a = (c & mask) + base
                    self._shunt_off(board[a], p)
                    for _ in range(3):
                        board[a] = board[a + step]
                        a += step
                    board[a] = -1
        self.turns[p] += 1
        self.mover = 1 - p
        self._check_end()

    def _take(self, p, kind):
        """Take the lowest-id piece of ``kind`` from p's hand (docs/dance.md §1.3)."""
        hand = self.hands[p]
        for piece in KIND_IDS[kind]:
            if hand >> piece & 1:
                self.hands[p] = hand & ~(1 << piece)
                return piece

    def _shunt_off(self, piece, shunter):
        """A piece leaving the board goes to the other player, who learns it."""
        if piece >= 0:
            bit = 1 << piece
            self.hands[1 - shunter] |= bit
            self.known[1 - shunter] |= bit

    def _check_end(self):
        if not (self.hands[0] | self.hands[1]):
            reason = "hands empty"
        elif self.turns[0] >= self.limit and self.turns[1] >= self.limit:
            reason = "turn limit"
        else:
            return
        o = self.options
        self._result = dance_score.result(self.board, self.berlin, o["moles"],
                                          o["berlin_tiebreak"], reason)

    def view(self, player):
        """What ``player`` may see (docs/dance.md §1.6; the format is its §3).
        Pieces are labels, never ids: an id would give its role away."""
        self._viewer(player)
        known = ALL if self._result is not None else self.known[player]
        board = [None if i < 0 else _label(i, known) for i in self.board]
        hands = []
        for hand in self.hands:
            labels = [_label(i, known) for i in range(16) if hand >> i & 1]
            labels.sort()  # sorted labels: hand order must not hint at ids
            hands.append(labels)
        return {"game": self.NAME, "player": player, "to_move": self.to_move(),
                "over": self.is_over(), "result": self.result(), "last": self._last(known),
                "cities": CITIES, "board": board,
                "berlin": [_label(i, known) for i in self.berlin], "hands": hands,
                "turns": list(self.turns), "turn_limit": self.limit,
                "options": self.options}

    def _last(self, known):
        """The last move, its piece kind masked if the viewer does not know it."""
        if not self.history:
            return None
        return _masked(self.history[-1], self.last_piece, known)

    def _seen(self, move, player):
        """The piece's kind masked unless ``player`` knows its role after the
        move (a shunt can hand the placed piece itself to the other player)."""
        after = self.copy()
        after._apply(move)
        return _masked(move, after.last_piece, after.known[player])

    def snapshot(self):
        return (tuple(self.board), tuple(self.berlin), tuple(self.hands), tuple(self.known),
                tuple(self.turns), self.mover, self.last_piece, self._result is not None)

    def copy(self):
        other = self._copy_base(object.__new__(Dance))  # no option checks, no setup
        other.limit = self.limit
        other.board = list(self.board)
        other.berlin = list(self.berlin)
        other.hands = list(self.hands)
        other.known = list(self.known)
        other.turns = list(self.turns)
        other.mover = self.mover
        other.last_piece = self.last_piece
        other._result = self._result
        return other


def _masked(move, piece, known):
    """``move`` with its piece kind (second word) masked unless ``known``
    holds ``piece`` (-1: the move used no piece)."""
    if piece < 0 or known >> piece & 1:
        return move
    words = move.split(" ")
    words[1] = UNKNOWN[piece >> 3]
    return " ".join(words)


def _label(piece, known):
    return LABEL[piece] if known >> piece & 1 else UNKNOWN[piece >> 3]
