"""Rift of Portals (docs/rift.md §1): build a portal's Boundary, balance its Oinks.

State is a few small lists so a ply is cheap and a copy is a few list
copies: ``deck`` (tile ids, drawing pops the end), ``hand`` (drawn tiles not
used yet, in draw order), ``tiles`` (tile id per position, -1 empty),
``built`` (built positions in build order), ``oinks`` (per position and
element, index ``p * 4 + e``), the pools ``gate``, ``void`` and ``supply``
(4 counts each, elements in ELEMENTS order), ``discard``, ``face_down`` (the
two setup tiles under the Gate and the Void), ``phase`` and ``turn``. A move
action adds ``left`` (unused insignias per element), ``nleft`` and ``steps``
(its step moves, so `fail` can undo them). Legal moves come from
core/rift/moves.py, the end of the game from core/rift/score.py, the view
from core/rift/view.py. The rules, rulings included, are
docs/rift.md §1.
"""

from core.game import Game
from core.rift import SIDES, TITLE
from core.rng import Rng
from core.rift.layout import ELEM, GATE, INSIGNIAS, layout
from core.rift import moves as rift_moves
from core.rift import score as rift_score
from core.rift import view as rift_view
SETUP, GAIN, BUILD, MOVE, OVER = 0, 1, 2, 3, 4  # rift_view.PHASES names them
SUPPLY = 15


class Rift(Game):
    NAME = "rift"
    TITLE = TITLE
    SIDES = SIDES
    PLAYERS = 1
    OPTIONS = (("ring", 3, (3, 4)),)
    TURNS = 15

    def __init__(self, seed=0, **options):
        Game.__init__(self, seed, options)
        self.lay = layout(self.options["ring"])
        n = self.lay.n
        self.tiles = [-1] * n
        self.built = []
        self.oinks = [0] * (4 * n)
        self.gate = [0, 0, 0, 0]
        self.void = [0, 0, 0, 0]
        self.supply = [SUPPLY, SUPPLY, SUPPLY, SUPPLY]
        self.discard = []
        self.face_down = []
        self.phase = SETUP
        self.turn = 0
        self.left = [0, 0, 0, 0]
        self.nleft = 0
        self.steps = []
        self._result = None
        deck = list(range(48))
        Rng(seed).shuffle(deck)
        self._deal(deck)

    def _deal(self, deck):
        """Take ``deck`` (its last element is drawn first) and draw the setup
        tiles. Tests call it on a fresh game to arrange a known deck."""
        self.deck = deck
        self._draw()

    def _draw(self):
        deck = self.deck
        self.hand = [deck.pop(), deck.pop(), deck.pop()]

    def to_move(self):
        return None if self.phase == OVER else 0

    def is_over(self):
        return self.phase == OVER

    # -- legal moves ------------------------------------------------------

    def _generate(self):
        phase = self.phase
        if phase == MOVE:
            return rift_moves.steps(self)
        if phase == BUILD:
            return rift_moves.builds(self)
        word = "gain %d" if phase == GAIN else "setup %d"
        return [word % t for t in self.hand]

    # -- playing ------------------------------------------------------------

    def _apply(self, move):
        words = move.split(" ")
        phase = self.phase
        if phase == MOVE:
            if move == rift_moves.FAIL:
                self._fail()
            else:
                self._step(move, words)
            return
        t = int(words[1])
        self.hand.remove(t)
        if phase == BUILD:
            self._build(t, words)
            return
        self._gain(t, self.gate)
        self.discard.append(t)
        if phase == SETUP:
            self.face_down = self.hand
            self._draw()
            self.turn = 1
        self.phase = phase + 1

    def _gain(self, t, pool):
        """Take t's Oinks from the supply into ``pool``; an empty supply gives none."""
        supply = self.supply
        for x in INSIGNIAS[t]:
            e = ELEM[x]
            if supply[e]:
                supply[e] -= 1
                pool[e] += 1

    def _build(self, t, words):
        act = words[0]
        if act == "void":
            self._gain(t, self.void)
            self.discard.append(t)
        else:
            p = self.lay.index[words[2]]
            if act == "replace":
                oinks = self.oinks
                void = self.void
                for e in range(4):
                    void[e] += oinks[4 * p + e]
                    oinks[4 * p + e] = 0
                self.discard.append(self.tiles[p])
            else:
                self.built.append(p)
            self.tiles[p] = t
        left = self.left
        for x in INSIGNIAS[self.hand[0]]:
            left[ELEM[x]] += 1
        self.nleft = len(INSIGNIAS[self.hand[0]])
        self.phase = MOVE

    def _step(self, move, words):
        e = ELEM[words[1]]
        index = self.lay.index
        src = index[words[2]]
        if src == GATE:
            self.gate[e] -= 1
        else:
            self.oinks[4 * src + e] -= 1
        self.oinks[4 * index[words[3]] + e] += 1
        self.steps.append(move)
        self.left[e] -= 1
        self.nleft -= 1
        if not self.nleft:
            self._end_action()

    def _fail(self):
        """Undo this action's steps, newest first; the tile's Oinks go to the Void."""
        index = self.lay.index
        for move in reversed(self.steps):
            words = move.split(" ")
            e = ELEM[words[1]]
            src = index[words[2]]
            if src == GATE:
                self.gate[e] += 1
            else:
                self.oinks[4 * src + e] += 1
            self.oinks[4 * index[words[3]] + e] -= 1
        self._gain(self.hand[0], self.void)
        self.left = [0, 0, 0, 0]
        self._end_action()

    def _end_action(self):
        self.discard.append(self.hand.pop())
        self.steps = []
        self.nleft = 0
        if self.turn == self.TURNS:
            rift_score.clean_up(self.lay, self.tiles, self.oinks, self.void)
            self._result = rift_score.result(self.lay, self.tiles, self.oinks,
                                             self.gate, self.void)
            self.phase = OVER
        else:
            self._draw()
            self.turn += 1
            self.phase = GAIN

    def view(self, player):
        """Everything the player knows: all but the deck order (docs/rift.md)."""
        self._viewer(player)
        return rift_view.view(self)

    def snapshot(self):
        return (tuple(self.deck), tuple(self.hand), self.phase, self.turn,
                tuple(self.tiles), tuple(self.built), tuple(self.oinks), tuple(self.gate),
                tuple(self.void), tuple(self.supply), tuple(self.discard),
                tuple(self.face_down), tuple(self.left), self.nleft, tuple(self.steps))

    def copy(self):
        other = self._copy_base(object.__new__(Rift))  # no shuffle, no setup draw
        other.lay = self.lay
        for name in ("deck", "hand", "tiles", "built", "oinks", "gate", "void", "supply",
                     "discard", "face_down", "left", "steps"):
            setattr(other, name, list(getattr(self, name)))
        other.phase = self.phase
        other.turn = self.turn
        other.nleft = self.nleft
        other._result = self._result
        return other

