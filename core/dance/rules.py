"""Twilight Dance (docs/dance.md §1): two spymasters place hidden-role pieces.

State is a handful of small ints so a ply is cheap and a copy is a few list
copies: ``board`` (16 piece ids, -1 empty), ``berlin`` (ids bottom to top),
``hands`` and ``known`` (one 16-bit mask of piece ids per player), ``turns``
(taken per player) and ``mover``. What is legal (the move list, and the
check of one move, read into a small int code) is core/dance/legal.py; the
view is core/dance/view.py.
"""

from core.game import Game
from core.dance import SIDES, TITLE
from core.dance.board import (CODE_BERLIN, CODE_MOVE, CODE_PASS, CODE_PUSH, COLOUR_MASK,
                              KIND_IDS, RAYS, SHUNT_LINES)
from core.dance import legal, score as dance_score, view as dance_view

CAP = 100  # turns each when turns=0 (docs/dance.md §1.4)


class Dance(Game):
    NAME = "dance"
    TITLE = TITLE
    SIDES = SIDES
    OPTIONS = (("turns", 12, None), ("berlin_tiebreak", True, None),
               ("moles", "turncoat", ("turncoat", "loyal")), ("first", 0, (0, 1)),
               ("relocate", "own", ("own", "any")))

    def __init__(self, seed=0, **options):
        Game.__init__(self, seed, options)
        self.limit = self.options["turns"] or CAP
        self.anyone = self.options["relocate"] == "any"  # may move the other colour's pieces
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

    def legal_moves(self):
        """Made afresh and not kept: `play` checks a move from the state."""
        return [] if self._result is not None else legal.moves(self, self.anyone)

    def play(self, move):
        """As Game.play, without a list: the move is read into its code."""
        self._apply(self._code(move))
        self.history.append(move)

    def seen(self, move, player):
        """``move`` as ``player`` will see it once played: the piece's kind
        masked unless ``player`` then knows its role (a shunt can hand the
        placed piece itself to the other player)."""
        self._viewer(player)
        c = self._code(move)
        after = self.copy()
        after._apply(c, False)  # no final count: a bot's last move is shown without one
        return dance_view.masked(move, after.last_piece, after.known[player])

    def _code(self, move):
        """The code of ``move`` (core/dance/board.py); ValueError naming it
        if it is not legal now."""
        c = -1 if self._result is not None else legal.plan(self, move, self.anyone)
        if c < 0:
            raise ValueError(self._refusal(move))
        return c

    def _apply(self, c, end=True):
        """Play code ``c``; with ``end``, count the game if it is over."""
        p = self.mover
        board = self.board
        piece = -1
        if c < CODE_MOVE:
            piece = self._take(p, c // 80 if c < CODE_BERLIN else c - CODE_BERLIN)
            if c >= CODE_BERLIN:
                self.berlin.append(piece)
            else:
                d = c % 5
                c = c // 5 & 15
                board[c] = piece
                if d:
                    mask, base, step = SHUNT_LINES[d]
                    a = (c & mask) + base
                    self._shunt_off(board[a], p)
                    for _ in range(3):
                        board[a] = board[a + step]
                        a += step
                    board[a] = -1
        elif c < CODE_PUSH:
            a = (c - CODE_MOVE) >> 4
            board[(c - CODE_MOVE) & 15] = board[a]
            board[a] = -1
        elif c < CODE_PASS:
            inner, outer = RAYS[c - CODE_PUSH]
            self._shunt_off(board[outer], p)
            board[outer] = board[inner]
            board[inner] = -1
        self.last_piece = piece
        self.turns[p] += 1
        self.mover = 1 - p
        if end:
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
        """What ``player`` may see (docs/dance.md §1.6): see core/dance/view.py."""
        self._viewer(player)
        return dance_view.view(self, player)

    def snapshot(self):
        return (tuple(self.board), tuple(self.berlin), tuple(self.hands), tuple(self.known),
                tuple(self.turns), self.mover, self.last_piece, self._result is not None)

    def copy(self):
        other = self._copy_base(object.__new__(Dance))  # no option checks, no setup
        other.limit = self.limit
        other.anyone = self.anyone
        other.board = list(self.board)
        other.berlin = list(self.berlin)
        other.hands = list(self.hands)
        other.known = list(self.known)
        other.turns = list(self.turns)
        other.mover = self.mover
        other.last_piece = self.last_piece
        other._result = self._result
        return other
