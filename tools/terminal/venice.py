"""Twilight of Venice as terminal text: ``render(view)`` for the terminal player.

Works from a view dict only (docs/venice.md), so it shows exactly what that
player may know: the track with its figures, the viewer's own hand, the
opponent's hand size, the deck, discard and exhaustions, and the match
score with each finished round's outcome. CPython only.
"""

from core.venice import SIDES
from core.venice.cards import CODES
from core.venice.rules import MANSION

SPACES = range(-8, 9)
ROWS = (("Doge", "D"), ("Favourite", "F"), ("Merchant", "M"), ("Harlequin", "H"))


def _label(space):
    return "%+d" % space if space else "0"


def _owner(space):
    """[N]/[S] a mansion space, n/s a space of that half, . the centre."""
    if space >= MANSION:
        return "[N]"
    if space <= -MANSION:
        return "[S]"
    return " n " if space > 0 else " s " if space < 0 else " . "


def _row(name, marks):
    return "%-10s" % name + "".join("%3s" % marks.get(space, "") for space in SPACES).rstrip()


def _track(pos):
    lines = [_row("space", dict((s, _label(s)) for s in SPACES)),
             "%-10s" % "owner" + "".join(_owner(s) for s in SPACES)]
    for name, key in ROWS:
        lines.append(_row(name, {pos[key]: key}))
    lines.append(_row("Guards", {pos["gl"]: "G", pos["gh"]: "G"}))
    return lines


def _round_line(number, entry):
    winner = entry["winner"]
    who = "drawn" if winner is None else "%s won" % SIDES[winner]
    reason = "" if winner is None else " (%s)" % entry["reason"]
    return "  round %d: %s%s" % (number, who, reason)


def _tally(codes):
    """``3 D1, 1 GF``: how many of each code, in deck order (for card counting)."""
    return ", ".join("%d %s" % (codes.count(code), code) for code in CODES if code in codes)


def _status(view):
    me = view["player"]
    mover = view["to_move"]
    hand = view["hand"]
    turn = "To move: %s." % SIDES[mover] if mover is not None else "Match over."
    lines = [
        "You are %s (player %d). %s  Last: %s" % (SIDES[me], me, turn, view["last"] or "-"),
        "Your hand (%d): %s" % (len(hand), " ".join(hand) or "-"),
        "Opponent's hand: %d cards.  Deck: %d.  Exhaustions: %d." % (
            view["opponent_hand"], view["deck"], view["exhaustions"]),
        "Discard (%d): %s" % (len(view["discard"]), _tally(view["discard"]) or "-"),
        "Round %d.  Round wins: north %d, south %d (two win the match)." % (
            view["round"], view["wins"][0], view["wins"][1]),
    ]
    for i, entry in enumerate(view["rounds"], 1):
        lines.append(_round_line(i, entry))
    return lines


def _result(result):
    north, south = result["scores"]
    winner = result["winner"]
    verdict = "a draw" if winner is None else "%s wins" % SIDES[winner]
    return ["Match over: north %d, south %d: %s." % (north, south, verdict)]


def render(view):
    """A multi-line picture of a Twilight of Venice view."""
    lines = _track(view["positions"]) + [""] + _status(view)
    if view["result"] is not None:
        lines += [""] + _result(view["result"])
    return "\n".join(lines)
