"""The game menu of a game in play, and leaving the game.

A part of ``firmware.play.screen.Play`` (its base class), kept apart to keep that
module short: Resume, Peek (two players) or Info (Rift), Rift's Hint and
Autoplay, Quit game, and How to play (last, so Quit game keeps its place).
"""
from firmware.play import seats
# The states of a firmware.play.screen.Play.
HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT = range(8)
HOW = "How to play"


class GameMenu:
    """The game menu's keys and actions (mixed into ``Play``)."""

    def _leave(self):
        """Back to the main menu; the bot modules are released."""
        seats.release(self.game.NAME)
        if self.demo:
            self.app.current = self.app.menu
            self.app.menu.show_main()
        else:
            self.app.quit()

    def _open_menu(self):
        if self.state != PEEK:  # from a peek, back to where it was asked from
            self.back_to = self.state
        self.state = MENU
        if self.two:
            extra = ("Peek",)
        elif self.bots[0] is None:
            extra = ("Info", "Hint", "Autoplay")
        else:
            extra = ("Info",)
        self.menu.offer((), ("Resume",) + extra + ("Quit game", HOW))

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
        elif self.menu.labels[got[1]] == HOW:
            self._how()
        elif self.menu.labels[got[1]] in ("Hint", "Autoplay"):
            self._think(self.menu.labels[got[1]] == "Hint", now)
        elif got[1] == 1:
            # Peeking shows the mover's own secrets: only once they took over.
            if self.back_to == HAND:
                self.app.note("take the turn first")
            else:
                self.state = PEEK
        else:
            self._leave()

    def _how(self):
        """The game's How to play pages (firmware/howto/); back to this menu,
        the game as it was."""
        from firmware.howto.screen import Help
        app = self.app

        def back():
            app.current = self
            app.dirty = True
        app.current = Help(app, self.game.NAME, back, play=self)

    def _think(self, hint, now):
        """Rift: a hint for this move (shown, not played), or the device
        bot plays the rest of the game (autoplay)."""
        if self.back_to != PICK:
            self.state = self.back_to
            self.app.note("not now")
            return
        from firmware.play.bot_turn import BotTurn
        if not hint:
            self.bots[0] = "device"
        self.state = BOT
        self.turn = BotTurn(self.game, self.board, "device", now, self.viewer)
