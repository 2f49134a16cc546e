"""Twilight Dance as terminal text: ``render(view)`` for the terminal player.

Works from a view dict only (docs/dance.md), so it shows exactly what that
player may know. CPython only.
"""

from core.dance import SIDES
EMPTY = ".."


def _cell(view, index):
    return "%s %s" % (view["cities"][index], view["board"][index] or EMPTY)


def _grid(view):
    """The 4x4 grid with Berlin drawn where AMS, WAR, BON and PRG meet."""
    lines = ["      a        b        c        d"]
    for row in range(4):
        cells = "   ".join(_cell(view, row * 4 + col) for col in range(4))
        lines.append(" %d   %s" % (row + 1, cells))
        if row == 1:
            stack = "/".join(view["berlin"]) or EMPTY
            lines.append(" " * 17 + "BER " + stack)
    return lines


def _status(view):
    limit = view["turn_limit"]
    lines = ["Berlin, bottom to top: " + (" ".join(view["berlin"]) or "empty")]
    for side in (0, 1):
        held = view["hands"][side]
        lines.append("%s hand (%d): %-26s turns %d/%d" % (
            SIDES[side], len(held), " ".join(held) or "-", view["turns"][side], limit))
    line = "You are %s." % SIDES[view["player"]]
    if view["to_move"] is not None:
        line += " To move: %s." % SIDES[view["to_move"]]
    lines.append(line + "  Last: " + (view["last"] or "-"))
    return lines


def _result(result):
    kgb, sis = result["scores"]
    winner = result["winner"]
    if winner is None:
        verdict = "a draw"
    else:
        verdict = "%s wins%s" % (SIDES[winner], " on Berlin" if result["tiebreak"] else "")
    lines = ["Game over (%s): KGB %d, SIS %d: %s." % (result["reason"], kgb, sis, verdict)]
    for player, cities, points in result["chains"]:
        lines.append("  %s %d: %s" % (SIDES[player], points, "-".join(cities)))
    return lines


def render(view):
    """A multi-line picture of a Twilight Dance view."""
    lines = _grid(view) + [""] + _status(view)
    if view["result"] is not None:
        lines += [""] + _result(view["result"])
    return "\n".join(lines)
