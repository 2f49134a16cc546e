"""A game in play: turns, hand-over, the move picker, bots, notices and the end.

Game-specific drawing lives in an adapter module (``firmware/play/<game>.py``)
whose ``Board(view)`` (a ``firmware.play.adapter.Adapter``) turns moves into picker tokens
and views into light colours and text. This module reads only ``game.view(player)`` and plays
only moves the picker took from ``game.legal_moves()``, so the game is
always in a state the core reached through legal moves, and a player never
sees a view that is not theirs. A bot's seat plays through
``firmware.play.bot_turn``; with one person at the board there is no hand-over
(the bot needs no privacy) and the person's view stays on; with no person
(two bot seats) each bot's turn shows the view of the player not moving,
its move as that player sees it. A demo game (two bots, ``demo=True``)
shows nothing private, saves and counts nothing, and any key ends it.
"""
from firmware.chooser import Chooser
from firmware.modules import load
from firmware.play import GAME_MENU, HAND, PICK, MENU, PEEK, NOTE, END, BOT
from firmware.play.footing import Footing
from firmware.play.frame import Frame
from firmware.play.keys import Keys
from firmware.play.picker import Picker
from firmware.play.seats import bots
from firmware.sound import TURN, after_move

MARK_MS = 1200  # at a turn's start, the last move's lights blink this long


class Play(Keys, Frame, Footing):
    """The screen of one game: its turns and states here, what a key does
    in ``Keys``, what a frame shows in ``Frame``, its footer in ``Footing``.

    :param app: the App
    :param game: a core game, fresh from ``core.new_game`` or resumed
    :param adapter: the game's ``firmware.play.<game>`` module
    :param str seats: who plays each seat (``app.seats`` if None)
    :param bool demo: a demo game (firmware/demo.py)
    """

    def __init__(self, app, game, adapter, seats=None, demo=False):
        self.app = app
        self.game = game
        self.bots = bots(app.seats if seats is None else seats)
        people = [p for p in range(len(self.bots)) if self.bots[p] is None]
        self.handover = len(people) > 1
        self.watched = not people  # bots only: shown as the waiting player sees it
        self.demo = demo
        self.idle_since = app.last_key  # a demo ends at the next key
        self.turn = None  # a BotTurn while a bot thinks or shows its move
        self.viewer = people[0] if len(people) == 1 else game.to_move()
        self.view = game.view(self.viewer)
        self.board = adapter.Board(self.view)
        self.two = game.PLAYERS == 2
        self.chooser = Chooser(app.lite, True)
        self.menu = Chooser(app.lite)
        self.picker = Picker(self.board.tokens_at, self.board.firsts, self.board.lone)
        self.colours = [0] * 17
        self.pages = []
        self.page_at = 0
        self.flash = -1
        self.flash_until = 0
        self.marks = ()  # places the opponent's last move touched
        self.marks_until = 0
        self.undos = []  # the history's length before each person's move to take back
        self.focus = -1
        self.ready = False  # the picker holds this position's moves
        self.since = app.now  # when the current state began
        self._next(app.now)

    def _next(self, now, handover=True):
        """After a move (or at the start): notices, then whoever moves next,
        behind a hand-over screen in a two-player game."""
        self.since = now
        if self.pages:
            self.state = NOTE
        elif self.game.is_over():  # (the view is the end's: made when the last move was)
            self.pages = self.board.end_pages(self.view)
            self.page_at = now
            self.state = END
        elif self.bots[self.game.to_move()] is not None:
            from firmware.play.bot_turn import BotTurn  # staged with the bots
            mover = self.game.to_move()
            if self.watched:
                self._look((mover + 1) % self.game.PLAYERS)
            self.state = BOT
            self.turn = BotTurn(self.game, self.board, self.bots[mover], now, self.viewer)
        elif self.handover and handover:
            self._look(self.game.to_move())
            self.state = HAND
            self.app.sound.play(TURN, now)
        else:
            self.state = PICK
            if self.handover:
                self._look(self.game.to_move())
            self._prepare()
            self._offer()
            if self.two:  # the mover just took over: show what the other did
                self.marks = self.board.touched(self.view)
                self.marks_until = now + MARK_MS
        self.app.dirty = True

    def _look(self, player):
        """Show the game as ``player`` sees it from now on."""
        self.viewer = player
        self.view = self.game.view(player)

    def _prepare(self):
        """Give the picker this position's moves, unless it has them: a
        hand-over screen does it in its second frame, so that the key that
        takes the turn answers at once (a Dance turn has hundreds of moves)."""
        if not self.ready:
            self.picker.reset(self.game.legal_moves())
            self.ready = True

    def _offer(self):
        self.chooser.offer(self.picker.places, self.picker.labels, self.board.BOARD_FIRST)

    def cancel(self):
        """Keys were lost: drop the half-made move (the game is untouched)."""
        if self.state == PICK:
            self.picker.reset(self.game.legal_moves())
            self._offer()
        elif self.state == MENU:  # no quit half-confirmed
            self.state = self.back_to
            self._open_menu()

    def _played(self, move, now):
        """Play legal ``move`` (a person's or a bot's) and go on."""
        # A solo game's adapter reads no view from before the move (Rift's:
        # no pages after a move, no rounds), so its last move's frame holds
        # one view, not two.
        old = self.view if self.game.PLAYERS > 1 else {}
        mover = self.game.to_move()
        ply = len(self.game.history)
        self.picker.clear()  # this position's moves go now, not at the next turn
        self.ready = False
        self.game.play(move)
        self.turn = None
        if not self.demo:
            if self.game.is_over():  # counted now, before any notice shows
                self.app.finished(self.game, "bot:device" if self.bots == ["device"] else None)
            else:
                self.app.moved()
        self.view = self.game.view(self.viewer)
        if self.two and self.bots[mover] is None:
            self.undos.append(ply)
        if self.view.get("round") != old.get("round"):
            self.undos = []  # no take-back across a round's end
        self.pages = self.board.after(old, self.view, now)
        after_move(self, mover, old, now)
        self._next(now)

    def _open_menu(self):
        load(GAME_MENU).open_menu(self)

    def _leave(self):
        """Back to the main menu (the board reloads into it: App.home)."""
        if self.demo:
            self.app.home()
        else:
            self.app.quit()

    def _proceed(self, now):
        state = self.state
        if state == HAND:
            self.undos = []  # the next player took over: the last move stands
            self._next(now, False)
        elif state == PEEK:  # back where the peek was asked from: a turn,
            self.state = self.back_to  # a bot's turn (it goes on), a notice
            if self.state == PICK:
                self._offer()
        elif self.pages:
            self.pages.pop(0)
            self.page_at = now
            if not self.pages:
                if state == END:
                    self._leave()
                else:
                    self._next(now)
