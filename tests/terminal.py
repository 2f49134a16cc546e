"""Scripted terminal sessions for the tests: what the terminal shows, and who saw what."""
import io

from tools import play as cli

HAND_OVER = "--- pass to "
LEFT = "game left after"  # the game is over for everyone: from here anything may show


def transcript(game, lines, seats=None):
    """(everything the terminal shows, the game as left) when ``lines`` are
    typed and then the input ends; prompts and typed lines are in the text."""
    out = io.StringIO()
    lines = list(lines)

    def read(prompt):
        out.write(prompt)
        if not lines:
            return None
        line = lines.pop(0)
        out.write(line + "\n")
        return line

    end = cli.play(game, read, out, seats)
    return out.getvalue(), end


def turns_of(text, side):
    """What ``side`` saw in each of their turns: from the hand-over to them
    up to the next hand-over, or up to the point the game is left."""
    chunks = text.split(LEFT)[0].split(HAND_OVER)[1:]
    return [chunk for chunk in chunks if chunk.startswith(side + " ")]


def typed(turns):
    """The lines two people type to play ``turns``, (player, lines typed
    in that turn) pairs: Enter at each prompt of a hand-over around them."""
    out = []
    watcher = None
    for player, lines in turns:
        if player != watcher:
            out += [""] if watcher is None else ["", ""]  # hide my board, see theirs
            watcher = player
        out += lines
    return out
