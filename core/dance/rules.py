"""Twilight Dance (docs/dance.md §1): two spymasters place hidden-role pieces.

State is a handful of small ints so a ply is cheap and a copy is a few list
copies: ``board`` (16 piece ids, -1 empty), ``berlin`` (ids bottom to top),
``hands`` and ``known`` (one 16-bit mask of piece ids per player), ``turns``
(taken per player) and ``mover``. The move list, the check of one move
(read into a small int code) and playing that code are core/dance/legal.py;
the view is core/dance/view.py.
"""

from core.game import Game
from core.dance import SIDES, TITLE
from core.dance.board import COLOUR_MASK
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
        """As Game.play, without a list: the move is read into its code,
        played (core/dance/legal.py), and the game counted if it is over."""
        legal.play(self, self._code(move))
        self._check_end()
        self.history.append(move)

    def seen(self, move, player):
        """``move`` as ``player`` will see it once played: the piece's kind
        masked unless ``player`` then knows its role (a shunt can hand the
        placed piece itself to the other player)."""
        self._viewer(player)
        c = self._code(move)
        after = self.copy()
        legal.play(after, c)  # no final count: a bot's last move is shown without one
        return dance_view.masked(move, after.last_piece, after.known[player])

    def _code(self, move):
        """The code of ``move`` (core/dance/board.py); ValueError naming it
        if it is not legal now."""
        c = -1 if self._result is not None else legal.plan(self, move, self.anyone)
        if c < 0:
            raise ValueError(self._refusal(move))
        return c

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
