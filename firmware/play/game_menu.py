"""The game menu of a game in play, and leaving the game.

A part of ``firmware.play.screen.Play`` (its base class), kept apart to keep that
module short: Resume, Peek (two players) or Info (Rift), Rift's Hint and
Autoplay, Take back (a person's move to undo), Quit game, which asks
again first (a stray OK must not throw a game away), and How to play (last,
so Quit game keeps its place).
"""
from firmware.modules import load
from firmware.play import seats
# The states of a firmware.play.screen.Play.
HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT = range(8)
QUIT = "Quit game"
KEEP = "No, play on"
LEAVE = "Yes, quit"
HOW = "How to play"


class GameMenu:
    """The game menu's keys and actions (mixed into ``Play``)."""

    def _leave(self):
        """Back to the main menu; the bot modules are released (a demo's
        game and screens are forgotten too, as after a game: App.home)."""
        seats.release(self.game.NAME)
        if self.demo:
            self.app.home()
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
        self.menu.offer((), ("Resume",) + extra + (QUIT, HOW))

    def menu_title(self):
        return "Quit game?" if self.menu.labels[-1] == LEAVE else "Game menu"

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
        label = self.menu.labels[got[1]] if got[0] == "label" else None
        if got == "BACK" or label in ("Resume", KEEP):
            self._resume()
        elif label is None:
            self.app.note("choose with OK")
        elif label == HOW:
            self._how()
        elif label in ("Hint", "Autoplay"):
            self._think(label == "Hint", now)
        elif label == "Take back":
            self._take_back(now)
        elif label in ("Peek", "Info"):
            # Peeking shows the mover's own secrets: only once they took over.
            if self.back_to == HAND:
                self.app.note("take the turn first")
            else:
                self.state = PEEK
        elif label == QUIT:
            self.menu.offer((), (KEEP, LEAVE))
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
