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
from firmware import colour
from firmware.chooser import Chooser, NoChoice as _NONE
from firmware.footer import footer
from firmware.modules import load
from firmware.play import HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT
from firmware.play.footing import Footing
from firmware.play.picker import Picker
from firmware.play.seats import bots
from firmware.sound import TURN, after_move

FLASH_MS = 150  # a pressed light flashes this long
MARK_MS = 1200  # at a turn's start, the last move's lights blink this long
BLINK_MS = 400  # one blink: white half the time
PAGE_MS = 2000  # a demo's pages turn by themselves this often


GAME_MENU = "firmware.play.game_menu"  # loaded while the game menu is open


class Play(Footing):
    """The screen of one game.

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

    def key(self, meaning, now):
        self.app.dirty = True
        state = self.state
        if self.demo:
            return self._leave()
        if state == MENU:
            return load(GAME_MENU).key(self, meaning, now)
        if state == HINT:  # the bot's modules stay: compiled again later, in a
            self.state = PICK  # more fragmented heap, they needed 2 KB more (app bench)
            self.turn = None
            return self._offer()
        if state == BOT:
            if meaning in ("BACK", "MENU"):
                self._open_menu()
            else:
                self.app.refuse(footer(self.app.device.build, "bot"))
            return
        if state in (HAND, PEEK, NOTE, END):
            if meaning == "OK":
                self._proceed(now)
            elif meaning in ("BACK", "MENU") and state != END:
                self._open_menu()
            else:
                self.app.refuse("press OK to go on")
            return
        got = self.chooser.key(meaning)
        if got is None:
            cursor = self.chooser.cursor()
            if cursor is not None:
                self.focus = cursor
            return
        if got in ("BACK", "MENU"):
            if got == "MENU" or not self.picker.back():
                self._open_menu()
            else:
                self._offer()
            return
        if got == "OK":
            self.app.refuse("press a glowing light")
            return
        token = self.picker.labels[got[1]] if got[0] == "label" else self.board.alias(got[1])
        if got[0] == "place":
            self.focus = token
            self.flash = got[1]
            self.flash_until = now + FLASH_MS
            if not self.picker.offers(token):
                self.app.refuse("not a legal target" if self.picker.prefix
                                else "no move from there")
                return
        move = self.picker.choose(token)
        if move is None:
            self._offer()
            return
        self._played(move, now)

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

    def draw(self, now):
        app = self.app
        state = self.state
        if self.demo and app.last_key != self.idle_since:
            return self._leave()  # a key that only woke the dimmed screen
        if state == BOT:
            app.dirty = True
            if self.turn.step(now):
                if self.bots[self.turn.player] is None:  # a hint: shown, not played
                    self.state = HINT
                else:
                    self._played(self.turn.move, now)
                state = self.state
        turn = self.demo and state in (END, NOTE)  # pages that turn by themselves
        if turn and self.pages and now - self.page_at >= PAGE_MS:
            if len(self.pages) > 1:
                self.pages.pop(0)
            elif self.demo:
                return self._proceed(now)
            self.page_at = now
            app.dirty = True
        if state == HAND and now != self.since:
            self._prepare()  # nothing shows it: the mover's moves, not their view
        highlight = ()
        if state in (NOTE, END) and self.pages:
            page = self.pages[0]
            lines, highlight = page[0], page[1]
            if app.dirty:
                app.show_list(lines[0], _NONE, lines[1:])
        elif app.dirty:
            if state == HAND:
                side = self.board.side(self.viewer)
                app.show_list("Pass to " + side, _NONE, (side + " to move", "nothing secret shown"))
            elif state == MENU:
                app.show_list(load(GAME_MENU).title(self), self.menu)
            elif state == PEEK:
                app.show_list("Only " + self.board.side(self.viewer) + " look!", _NONE,
                              self.board.private(self.view))
            elif state in (BOT, HINT):
                self.turn.show(self, now)
            else:
                app.show_list(self._title(), self.chooser,
                              self.board.info(self.view, self.focus))
        self._lights(now, highlight)

    def _lights(self, now, highlight):
        out = self.colours
        self.board.lights(self._held() or self.view, now, out, self.state in (PEEK, END))
        glow = colour.pulse(now)
        if self.state == PICK:
            for where in self.picker.places:
                out[where] = colour.add(colour.scale(out[where], 8, 16),
                                        colour.scale(0x606060, glow, 16))
            for where in self.picker.prefix:  # a chosen light stays marked
                if type(where) is int:
                    out[where] = colour.WHITE
            cursor = self.chooser.cursor()
            if cursor is not None and now % 500 < 250:
                out[cursor] = colour.CURSOR
        for where in highlight:
            out[where] = colour.add(out[where], colour.scale(0x808080, glow, 16))
        if self.state in (BOT, HINT):
            for where in self.turn.places():
                out[where] = colour.WHITE
        if self.state == PICK and now < self.marks_until and (now - self.marks_until) % BLINK_MS < BLINK_MS // 2:
            for where in self.marks:
                out[where] = colour.WHITE
        if now < self.flash_until:
            out[self.flash] = colour.WHITE
        device = self.app.device
        for where in range(17):
            device.set_place(where, out[where])

