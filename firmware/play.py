"""A game in play: turns, hand-over, the move picker, notices and the end.

Game-specific drawing lives in an adapter module (``firmware/play_*.py``)
whose ``Board(view)`` turns moves into picker tokens and views into light
colours and text. This module reads only ``game.view(player)`` and plays
only moves the picker took from ``game.legal_moves()``, so the game is
always in a state the core reached through legal moves, and a player never
sees a view that is not theirs.
"""
from firmware import colour
from firmware.chooser import Chooser
from firmware.picker import Picker

HAND, PICK, MENU, PEEK, NOTE, END = range(6)
FLASH_MS = 150  # a pressed light flashes this long
MARK_MS = 1200  # at a turn's start, the last move's lights blink this long
BLINK_MS = 400  # one blink: white half the time
PAGE_MS = 2000  # end pages turn by themselves this often


class Play:
    """The screen of one game.

    :param app: the App
    :param game: a core game, fresh from ``core.new_game`` or resumed
    :param adapter: the game's ``firmware.play_*`` module
    """

    def __init__(self, app, game, adapter):
        self.app = app
        self.game = game
        self.viewer = game.to_move()
        self.view = game.view(self.viewer)
        self.board = adapter.Board(self.view)
        self.two = self.board.PLAYERS == 2
        self.chooser = Chooser(app.lite)
        self.menu = Chooser(app.lite)
        self.picker = Picker(self.board.tokens)
        self.colours = [0] * 17
        self.pages = []
        self.page_at = 0
        self.flash = -1
        self.flash_until = 0
        self.marks = ()  # places the opponent's last move touched
        self.marks_until = 0
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
        elif self.game.is_over():
            self.view = self.game.view(self.viewer)
            self.pages = self.board.end_pages(self.view)
            self.page_at = now
            self.state = END
            self.app.finished(self.game)
        elif self.two and handover:
            self.viewer = self.game.to_move()
            self.view = self.game.view(self.viewer)
            self.state = HAND
        else:
            self.state = PICK
            self._prepare()
            self._offer()
            if self.two:  # the mover just took over: show what the other did
                self.marks = self.board.touched(self.view)
                self.marks_until = now + MARK_MS
        self.app.dirty = True

    def _prepare(self):
        """Give the picker this position's moves, unless it has them: a
        hand-over screen does it in its second frame, so that the key that
        takes the turn answers at once (a Dance turn has hundreds of moves)."""
        if not self.ready:
            self.picker.reset(self.game.legal_moves())
            self.ready = True

    def _offer(self):
        self.chooser.offer(self.picker.places, self.picker.labels)

    def cancel(self):
        """Keys were lost: drop the half-made move (the game is untouched)."""
        if self.state == PICK:
            self.picker.reset(self.game.legal_moves())
            self._offer()

    def key(self, meaning, now):
        self.app.dirty = True
        state = self.state
        if state == MENU:
            return self._menu_key(meaning, now)
        if state in (HAND, PEEK, NOTE, END):
            if meaning == "OK":
                self._proceed(now)
            elif meaning in ("BACK", "MENU") and state != END:
                self._open_menu()
            else:
                self.app.note("press OK to go on")
            return
        got = self.chooser.key(meaning)
        if got is None:
            self.focus = self.chooser.cursor() if self.chooser.cursor() is not None else self.focus
            return
        if got in ("BACK", "MENU"):
            if got == "MENU" or not self.picker.back():
                self._open_menu()
            else:
                self._offer()
            return
        if got == "OK":
            self.app.note("press a glowing light")
            return
        token = self.picker.labels[got[1]] if got[0] == "label" else self.board.alias(got[1])
        if got[0] == "place":
            self.focus = token
            self.flash = got[1]
            self.flash_until = now + FLASH_MS
            if not self.picker.offers(token):
                self.app.note("not a legal target" if self.picker.prefix
                              else "no move from there")
                return
        move = self.picker.choose(token)
        if move is None:
            self._offer()
            return
        old = self.view
        self.game.play(move)
        self.app.moved()
        self.ready = False
        self.view = self.game.view(self.viewer)
        self.pages = self.board.after(old, self.view, now)
        self._next(now)

    def _proceed(self, now):
        state = self.state
        if state == HAND:
            self._next(now, False)
        elif state == PEEK:
            self.state = PICK
            self._offer()
        elif self.pages:
            self.pages.pop(0)
            self.page_at = now
            if not self.pages:
                if state == END:
                    self.app.quit()
                else:
                    self._next(now)

    def _open_menu(self):
        self.back_to = self.state
        self.state = MENU
        self.menu.offer((), ("Resume", "Peek" if self.two else "Info", "Quit game"))

    def _menu_key(self, meaning, now):
        got = self.menu.key(meaning)
        if got is None:
            return
        if got == "BACK" or got[0] == "label" and got[1] == 0:
            self.state = self.back_to
            if self.state == PICK:
                self._offer()
        elif got[0] != "label":
            self.app.note("choose with OK")
        elif got[1] == 1:
            # Peeking shows the mover's own secrets: only once they took over.
            if self.back_to == HAND:
                self.app.note("take the turn first")
            else:
                self.state = PEEK
        else:
            self.app.quit()

    def draw(self, now):
        app = self.app
        state = self.state
        if state == END and self.pages and now - self.page_at >= PAGE_MS and len(self.pages) > 1:
            self.pages.pop(0)
            self.page_at = now
            app.dirty = True
        if state == HAND and now != self.since:
            self._prepare()  # nothing shows it: the mover's moves, not their view
        highlight = ()
        if state in (NOTE, END) and self.pages:
            lines, highlight = self.pages[0]
            if app.dirty:
                app.show_list(lines[0], _NONE, lines[1:])
        elif app.dirty:
            if state == HAND:
                side = self.board.side(self.viewer)
                app.show_list("Pass to " + side, _NONE, (side + " to move", "nothing secret shown", "press OK when ready"))
            elif state == MENU:
                app.show_list("Game menu", self.menu)
            elif state == PEEK:
                app.show_list("Only " + self.board.side(self.viewer) + " look!", _NONE,
                              self.board.private(self.view))
            else:
                app.show_list(self.board.title(self.view), self.chooser,
                              self.board.info(self.view, self.focus))
        self._lights(now, highlight)

    def _lights(self, now, highlight):
        out = self.colours
        self.board.lights(self.view, now, out, self.state in (PEEK, END))
        glow = colour.pulse(now)
        if self.state == PICK:
            for where in self.picker.places:
                out[where] = colour.add(colour.scale(out[where], 8, 16),
                                        colour.scale(0x606060, glow, 16))
            cursor = self.chooser.cursor()
            if cursor is not None and now % 500 < 250:
                out[cursor] = colour.CURSOR
        for where in highlight:
            out[where] = colour.add(out[where], colour.scale(0x808080, glow, 16))
        if self.state == PICK and now < self.marks_until and (now - self.marks_until) % BLINK_MS < BLINK_MS // 2:
            for where in self.marks:
                out[where] = colour.WHITE
        if now < self.flash_until:
            out[self.flash] = colour.WHITE
        device = self.app.device
        for where in range(17):
            device.set_place(where, out[where])


class _Empty:
    labels = ()


_NONE = _Empty()
