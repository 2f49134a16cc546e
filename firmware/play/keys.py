"""What a key does in a game: a part of ``firmware.play.screen.Play`` (a
base class), kept apart so that no loading frame compiles all of Play at
once (a Pico compiles a ``.py`` module whole, in one frame).

A key moves the picker on in a turn (a light, a label, back), takes a
hand-over, a notice or an end page on (OK), or opens the game menu; what
is not allowed now is refused with a word on the OLED, never half done.
"""
from firmware.footer import footer
from firmware.modules import load
from firmware.play import GAME_MENU, HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT

FLASH_MS = 150  # a pressed light flashes this long


class Keys:
    """The key handler (mixed into ``Play``)."""

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

