"""A record file opened on the page, stepped through move by move.

As the terminal player's ``--replay`` (tools/play.py): the record is loaded
(checked, every move replayed by the rules), then each position is shown in
the terminal's text (tools/terminal/<game>.py) for the player to move. A
record names every secret, so each move is shown in full.
"""
from core import record


class Replay:
    """Record ``text`` (ValueError if it is damaged or illegal)."""

    def __init__(self, text):
        final = record.load(text)
        self.moves = final.history
        self.seed = final.seed
        self.options = final.options
        self.kind = type(final)
        self.render = __import__("tools.terminal." + final.NAME, None, None, ["render"]).render

    def show(self, count):
        """The position after the first ``count`` moves, as text."""
        count = max(0, min(count, len(self.moves)))
        game = self.kind(self.seed, **self.options)
        for move in self.moves[:count]:
            game.play(move)
        viewer = game.to_move() if game.to_move() is not None else 0
        head = "move %d of %d%s\n\n" % (count, len(self.moves),
                                        (": " + self.moves[count - 1]) if count else "")
        return head + self.render(game.view(viewer))
