"""Rift of Portals as terminal text: ``render(view)`` for the terminal player.

Works from a view dict only (docs/rift.md), so it shows what the player
knows and never the deck order. CPython only.
"""

ELEMENTS = "FWEA"
WIDTH = 11  # characters inside a grid cell


def _counts(pool):
    """'F2 W1' for the elements present, '-' for none."""
    return " ".join("%s%d" % (x, pool[x]) for x in ELEMENTS if pool[x]) or "-"


def _cell(view, name):
    """The two text lines of one grid cell."""
    if name == "I":
        return "Inner Gate", ""
    tile = view["built"].get(name)
    if tile is None:
        return "%s  ." % name, ""
    return "%s %s #%d" % (name, tile["insignias"], tile["tile"]), " " + _counts(tile["oinks"])


def _grid(view):
    rule = "+" + ("-" * WIDTH + "+") * len(view["grid"])
    lines = [rule]
    for row in view["grid"]:
        cells = [_cell(view, name) for name in row]
        for part in (0, 1):
            lines.append("|" + "|".join(c[part].ljust(WIDTH) for c in cells) + "|")
        lines.append(rule)
    return lines


def _pools(view):
    lines = []
    for label, key in (("Inner Gate", "gate"), ("Outer Void", "void"), ("Supply", "supply")):
        pool = view[key]
        lines.append("%-11s %-16s (%d)" % (label + ":", _counts(pool), sum(pool.values())))
    lines.append("Sides N E S W: %s" % " ".join(str(n) for n in view["sides"]))
    return lines


def _status(view):
    drawn = "  ".join("#%d %s" % (d["tile"], d["insignias"]) for d in view["drawn"]) or "-"
    lines = ["Turn %d/%d  phase: %s  deck: %d  last: %s" % (
        view["turn"], view["turns"], view["phase"], view["deck"], view["last"] or "-"),
        "Drawn: " + drawn]
    if view["phase"] == "move":
        lines.append("Move action: steps left %s; taken: %s" % (
            view["steps_left"], ", ".join(view["steps_taken"]) or "none"))
    lines.append("Discarded (%d): %s" % (len(view["discarded"]),
                                         " ".join(str(t) for t in view["discarded"]) or "-"))
    if view["face_down"]:
        lines.append("Face down under the Gate and the Void: %s" % (
            " ".join(str(t) for t in view["face_down"])))
    return lines


def _result(result):
    c = result["conditions"]

    def mark(ok):
        return "met" if ok else "MISSED"

    return ["Game over: %s.  Victory Points %d, tie-break (Gate - Void) %+d" % (
        "the portal holds, you WIN" if result["winner"] else "the portal collapses, you lose",
        result["scores"][0], result["tiebreak"]),
        "  1. all Boundary positions built: %s" % mark(c["built"]),
        "  2. Inner Gate %d >= Outer Void %d: %s" % (
            result["gate"], result["void"], mark(c["gate"])),
        "  3. equal insignias on every side (%s): %s" % (
            " ".join(str(n) for n in result["sides"]), mark(c["sides"])),
        "  4. every insignia matched by an Oink: %s" % mark(c["matched"])]


def render(view):
    """A multi-line picture of a Rift of Portals view."""
    lines = _grid(view) + _pools(view) + [""] + _status(view)
    if view["result"] is not None:
        lines += [""] + _result(view["result"])
    return "\n".join(lines)
