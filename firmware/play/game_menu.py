"""The game menu of a game in play, and leaving the game.

A part of ``firmware.play.screen.Play`` (its base class), kept apart to keep that
module short: Resume, Peek (two players) or Info (Rift), Rift's Hint and
Autoplay, Take back (two players, a person's move to undo) and Quit game.
"""
from firmware.modules import load
from firmware.play import seats
# The states of a firmware.play.screen.Play.
HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT = range(8)


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
        if self._undoable():
            extra += ("Take back",)
        self.menu.offer((), ("Resume",) + extra + ("Quit game",))

    def _undoable(self):
        """Whether "Take back" is offered: a person's move this screen saw
        played (``Play.undos``: none in a demo, between bots or in Rift;
        between two people only until the next one takes the turn; none
        from before a round's end), the game not over."""
        return bool(self.undos) and not self.game.is_over()

    def _resume(self):
        """Back to where the game menu was opened from."""
        self.state = self.back_to
        if self.state == PICK:
            self._offer()

    def _menu_key(self, meaning, now):
        got = self.menu.key(meaning)
        if got is None:
            return
        if got == "BACK" or got[0] == "label" and got[1] == 0:
            self._resume()
        elif got[0] != "label":
            self.app.note("choose with OK")
        elif self.menu.labels[got[1]] in ("Hint", "Autoplay"):
            self._think(self.menu.labels[got[1]] == "Hint", now)
        elif self.menu.labels[got[1]] == "Take back":
            self._take_back(now)
        elif got[1] == 1:
            # Peeking shows the mover's own secrets: only once they took over.
            if self.back_to == HAND:
                self.app.note("take the turn first")
            else:
                self.state = PEEK
        else:
            self._leave()

    def _take_back(self, now):
        """The game as it was before the person's last move, rebuilt from
        its record (``firmware.play.takeback``), on a fresh screen as for a
        resumed game; between two people the mover keeps the board."""
        from firmware.play.takeback import rebuilt
        self.turn = None  # a bot's thinking is let go of before the replay
        game = rebuilt(self.app, self.game, self.undos[-1])
        if game is None:
            if self.back_to == BOT:
                return self._next(now)  # it thinks again: the same move (its seed)
            return self._resume()
        play = type(self)(self.app, game, load("firmware.play." + game.NAME))
        play.undos = self.undos[:-1]
        if play.state == HAND:
            play._next(now, False)
        self.app.current = play

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
