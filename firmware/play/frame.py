"""What a game's screen does each frame: a bot's next slice of thought,
a demo's pages, the OLED and the lights. A part of
``firmware.play.screen.Play`` (a base class), kept apart so that no loading
frame compiles all of Play at once.
"""
from firmware import colour
from firmware.chooser import NoChoice as _NONE
from firmware.modules import load
from firmware.play import GAME_MENU, HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT

BLINK_MS = 400  # one blink: white half the time
PAGE_MS = 2000  # a demo's pages turn by themselves this often


class Frame:
    """A frame of a game (mixed into ``Play``)."""

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


