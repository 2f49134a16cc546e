"""A bot's turn, a slice per frame: think, then show the move, then play it.

The search runs ``core.thinker.SLICE_MS`` each frame (``step_frame``), so the lights
keep animating and a key can open the game menu meanwhile; the slicing never
changes the move for a seed (core/search.py). The chosen move is then shown a
token at a time through the game's adapter (``Board.tokens``, the picker's
own tokens): each place lights up and each label shows on the OLED, ``SHOW_MS``
apart, so a person can follow what the bot does before it lands. It is
shown as its watcher will see it (``game.seen``): a Dance bot's piece is
"SIS piece" unless the watcher knows its role.

Out of heap while thinking (a MemoryError: on the board any allocation may
fail, the heap fragments), the bot drops its thinker and thinks again at
the next cheaper level (hard, normal, easy: ``seats.cheaper``); with none
cheaper it plays a legal move drawn with the move's seed, which needs no
search. The status line says so. The game's record holds the moves
played, so a resumed game replays exactly; the bot thinks each move from
its seat's level again, so a fallback changes only the move it was made
for (the same move again only if the heap runs short at the same point).
"""
import gc

from firmware.play import seats
from firmware.play.bot_show import BotShow, THINK, SHOW, READY

THINK_MS = 400  # "thinking" shows at least this long
SHOW_MS = 400  # between the tokens of the shown move
# The status line after a fallback, by the level it fell to (None: a
# legal move drawn at random); constants, so saying it needs no heap.
LOW = {"normal": "low memory: normal", "easy": "low memory: easy", None: "low memory: any move"}


class BotTurn(BotShow):
    """One move's thinking and showing for the player to move.

    :param game: the core game (only its view, its seed and ``seen`` are read)
    :param board: the game's adapter Board (for the move's tokens)
    :param str level: the bot level ("device" for Rift)
    :param now: the frame's clock (ms)
    :param int viewer: the player the move is shown to
    """

    def __init__(self, game, board, level, now, viewer):
        self.game = game
        self.board = board
        self.level = level
        self.viewer = viewer
        self.player = game.to_move()
        self.thinker = None  # made in the first slice: it can take a while
        self.waited = False  # the frame the turn began in thinks nothing
        self.began = now
        self.phase = THINK
        self.move = None
        self.reason = ""
        self.tokens = ()
        self.shown = 0  # tokens shown so far
        self.slices = 0  # frames that thought (tests count them)
        self.low = None  # the status line after a fallback, until shown
        self.view = None  # the view the lines under the bot's (``info``) are for
        self.info = ()

    def step(self, now):
        """This frame's work; True once the move has been shown in full.
        The turn's first frame only waits: it holds the move just played
        and its garbage, and the bot's tables (Dance: ~8 KB) are made in a
        frame of their own."""
        if not self.waited:
            self.waited = True
        elif self.phase == THINK:
            self._think(now)
        elif self.phase == SHOW:
            self.shown = min(len(self.tokens), 1 + (now - self.began) // SHOW_MS)
            if now - self.began >= SHOW_MS * (len(self.tokens) + 1):
                self.phase = READY
        return self.phase == READY

    def _think(self, now):
        self.slices += 1
        try:
            move = self._slice(now)
        except MemoryError:
            move = LOW  # (the thinker is let go of below, out of the handler)
        if move is LOW:
            move = self._short()
        if move is not None:
            self.thinker = None
            self.move = move
            self.tokens = self.board.tokens(self.game.seen(move, self.viewer))
            self.phase = SHOW
            self.began = now

    def _slice(self, now):
        """This frame's thinking: the chosen move, or None while it thinks."""
        thinker = self.thinker
        if thinker is None:  # the bot's modules, one a frame, then the thinker
            bot = seats.staged(self.game.NAME)
            if bot is not None:  # on a heap with no garbage: its buffers are the bot's peak
                gc.collect()
                self.thinker = bot.thinker(self.game.view(self.player), self.level,
                                           seats.seed(self.game))
            return None
        if thinker.step_frame() and now - self.began >= THINK_MS:
            self.reason = thinker.reason()
            return thinker.best()
        return None

    def _short(self):
        """The heap ran out while thinking: drop the thinker and all it held,
        and think again from the next frame at the next cheaper level; with
        none cheaper, the move is a legal one drawn with the move's seed."""
        self.thinker = None
        gc.collect()
        self.level = seats.cheaper(self.level)
        self.low = LOW[self.level]
        if self.level is not None:
            return None
        moves = self.game.legal_moves()
        return moves[seats.seed(self.game) % len(moves)]
