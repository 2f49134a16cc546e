"""What a bot's turn shows (``firmware.play.bot_turn``): the move's places
and labels so far, and the OLED while it thinks or shows the move. Apart
from the thinking so that each of the two compiles in less heap: the turn
is loaded last, with most of the game live (docs/benchmarks.md)."""
from firmware.chooser import NoChoice
from firmware.footer import CHARS, wrap

THINK, SHOW, READY = range(3)


class BotShow:
    """The showing half of ``BotTurn``: reads its ``tokens``, ``shown``,
    ``phase``, ``player``, ``reason``, ``low``, ``view`` and ``info``."""

    def places(self):
        """The places of the move shown so far (to light up)."""
        return [t for t in self.tokens[:self.shown] if type(t) is int]

    def words(self):
        """The labels of the move shown so far, as OLED lines: wrapped
        between labels, so none is cut (a Venice move takes up to three)."""
        text = ", ".join(t for t in self.tokens[:self.shown] if type(t) is not int)
        return wrap(text, CHARS, ", ") if text else []

    def show(self, play, now):
        """The OLED of ``play`` (a ``firmware.play.screen.Play``) while the bot
        thinks or shows its move, or while a finished hint shows."""
        if self.low is not None:
            play.app.note(self.low)  # the frame that fell back: say so once
            self.low = None
        hint = play.bots[self.player] is None
        who = "Hint" if hint else play.board.side(self.player) + " bot" if play.two else "Autoplay"
        if self.phase == READY and hint:
            lines = [self.reason] + self.words()
        else:
            lines = self.words() or ["." * (1 + now // 300 % 3)]
            if self.reason and self.phase != THINK:
                lines.append(self.reason)
            if self.view is not play.view:  # said once a view: still while the bot thinks
                self.view = play.view
                self.info = ("demo: bots play",) if play.demo else play.board.info(play.view, -1)
            lines += self.info
        doing = " thinking" if self.phase == THINK else "" if hint and self.phase == READY else " plays"
        play.app.show_list(who + doing, NoChoice, lines)
