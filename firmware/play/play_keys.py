"""What a key does on a game's screen, by its state: a move's next
token, the game menu, going on past a hand-over or a notice. A part of
``firmware.play.screen.Play`` (a base class), kept apart so that each
module compiles in a short loading frame.
"""
from firmware.footer import footer
from firmware.modules import load
from firmware.play import PICK, MENU, PEEK, NOTE, END, BOT, HINT, HAND, GAME_MENU
from firmware.play.drawing import Drawing

FLASH_MS = 150  # a pressed light flashes this long


class PlayKeys(Drawing):
    """The keys of a game's screen (mixed into ``Play``)."""

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
