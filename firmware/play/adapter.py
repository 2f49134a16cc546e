"""What every game's adapter (``firmware/play/<game>.py``) shares.

An adapter's ``Board(view)`` turns legal moves into the picker's tokens and
a view into light colours and OLED text, from that view alone; the play
screen (firmware/play/screen.py) drives it. Apart from the screen so that
an adapter imports only what it draws with.
"""
from firmware.footer import CHARS


def runs(codes, empty, room=CHARS):
    """``codes`` as one OLED line, repeats counted (``KAx2 KM S?x3``);
    ``empty`` when there are none. Longer than ``room``, codes that share a
    first letter are grouped, the letter once (``SAx2,Dx2,Mx2``); longer
    still, the words that fit and how many codes are left out (``KAx3 KD
    +5``): a code is never cut or run into the next."""
    out = []
    for code in codes:
        if out and out[-1][0] == code:
            out[-1][1] += 1
        else:
            out.append([code, 1])
    words = [c if n == 1 else "%sx%d" % (c, n) for c, n in out]
    text = " ".join(words)
    if len(text) > room:
        text = words[0]
        for i in range(1, len(words)):
            # (first letters by slice: indexing a str interns the character it gives)
            text += "," + words[i][1:] if words[i][:1] == words[i - 1][:1] else " " + words[i]
    if len(text) > room:
        text = ""
        left = len(codes)
        for i in range(len(words)):
            more = " +%d" % (left - out[i][1]) if i < len(words) - 1 else ""
            if len(text) + 1 + len(words[i]) + len(more) > room:
                break
            text += (" " if text else "") + words[i]
            left -= out[i][1]
        text += (" " if text else "") + "+%d" % left
    return text or empty


class Adapter:
    """The base of each adapter's ``Board``: what the games share unless
    one says otherwise (players named by ``SIDES``, the core's, a place is
    its own token, no pages after a move, no marks from it). A page is
    (lines, places to highlight), or with a third item the view whose
    position the lights hold while it shows (a round's final position)."""

    SIDES = ()
    PLACE = "light"  # what the footer calls a place ("press a lit city")
    BOARD_FIRST = False  # the lite cursor starts on the list when a turn offers lines and lights

    def named(self, where):
        """The name of place ``where``, as its overlay prints it."""
        return str(where)

    def side(self, player):
        return self.SIDES[player]

    def first(self, move):
        """``tokens(move)[0]``; a game with many moves a turn says it
        without building the whole tuple."""
        return self.tokens(move)[0]

    def tokens_at(self, moves, i):
        """``tokens(moves[i])``; a game whose move list makes its strings
        when read says it from the list itself."""
        return self.tokens(moves[i])

    def firsts(self, moves):
        """The first token of each of ``moves``, in order (the picker asks
        it of every move of a new position)."""
        for move in moves:
            yield self.first(move)

    lone = None  # or a function: is a label offered alone taken without asking (``Picker``)?

    def alias(self, where):
        """The token of the place ``where`` (one of several lights may
        stand for it)."""
        return where

    def last_move(self, view):
        """The last move in words, as OLED lines (at most three), for the
        game menu's Last move; () where the screen shows it otherwise."""
        return ()

    def after(self, old, new, now):
        """Pages to show after a move changed view ``old`` into ``new``."""
        return []

    def touched(self, view):
        """The places the last move named, to blink at the next turn."""
        return ()

    def round_over(self, old, new):
        """The result of the round a move just ended (its ``winner``), or
        None: only games of several rounds say (firmware.sound)."""
        return None
