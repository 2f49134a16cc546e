"""What a game's screen says of itself: its footer (``firmware.footer``:
the keys that work in this state) and its title line while a move is half
chosen. A part of ``firmware.play.screen.Play`` (a base class), kept apart
to keep that module short.
"""
from firmware.footer import CHARS, footer
from firmware.play import HAND, PICK, PEEK, NOTE, END, BOT, HINT


class Footing:
    """The footer and the chosen-so-far title (mixed into ``Play``)."""

    def footer(self):
        """The keys that work now, in ``firmware.footer``'s words."""
        build = self.app.device.build
        state = self.state
        if self.demo or state == HINT:
            return footer(build, "any")
        if state == PICK:
            picker = self.picker
            kind = "list" if not picker.places else "both" if picker.labels else "places"
            return footer(build, kind, self.board.PLACE)
        if state == HAND:
            return footer(build, "hand", self.board.side(self.viewer))
        if state == BOT:
            return footer(build, "bot")
        if state == PEEK:
            return footer(build, "peek")
        if state == NOTE:
            if self._held() is None:
                return footer(build, "note")
            return footer(build, "result" if self.game.is_over() else "round")
        if state == END:
            contest = self.app.contest  # a contest goes on to its next player
            if len(self.pages) > 1 or contest is None:
                return footer(build, "page" if len(self.pages) > 1 else "last")
            return footer(build, "ranking") if contest.over() else footer(build, "pass", contest.name())
        return footer(build, "list")  # the game menu

    def _held(self):
        """The view a notice holds on the lights (a round's end), or None."""
        if self.state == NOTE and self.pages and len(self.pages[0]) > 2:
            return self.pages[0][2]
        return None

    def _title(self):
        """The game's title line; while a move is half chosen, what is
        chosen so far (a light by its name), the latest kept if all do
        not fit."""
        prefix = self.picker.prefix
        if not prefix:
            return self.board.title(self.view)
        words = [self.board.named(t) if type(t) is int else t for t in prefix]
        text = "chosen: " + ", ".join(words)
        while len(text) > CHARS:
            text = ", ".join(words)
            if len(words) == 1:
                break
            words.pop(0)
        return text
