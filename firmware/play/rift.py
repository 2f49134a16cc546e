"""Rift of Portals on the board.

ring=3: the 3x3 square sits on the north-west 3x3 cells; the Inner Gate is
its middle cell (row 2, column 2); the drawn tiles show on the east column
(rows 1-3, in draw order) and the Outer Void on the south-east corner.
ring=4: the Boundary is the outer ring of the grid, the Inner Gate the four
middle cells and the centre light (any of them picks the Gate).
Tiles show the mix of their elements' colours; the Gate and the Void glow
brighter the more Oinks they hold. The OLED shows the phase, the pools and
the insignias and Oinks of the tile last pointed at.
"""
from core.rift.layout import INSIGNIAS
from firmware import colour
from firmware.footer import CHARS
from firmware.play.adapter import Adapter

ELEMENT = {"F": 0xFF2000, "W": 0x0040FF, "E": 0x00C000, "A": 0xA0A080}
GATE_COLOUR = 0x8080FF
VOID_COLOUR = 0x800080
EMPTY = 0x040404
DRAWN = (3, 7, 11)  # ring 3: the drawn tiles' lights
VOID = 15  # ring 3: the Outer Void's light


def _mix(insignias):
    out = 0
    for x in insignias:
        out = colour.add(out, colour.scale(ELEMENT[x], 1, len(insignias)))
    return out


def _pool(name, pool):
    """``name`` and the pool's count of each element, the spaces between
    the counts left out when the line would not fit (never cut: A15, not A1)."""
    counts = "F%d W%d E%d A%d" % (pool["F"], pool["W"], pool["E"], pool["A"])
    if len(name) + 1 + len(counts) > CHARS:
        counts = counts.replace(" ", "")
    return name + " " + counts


def _glow(base, pool):
    total = pool["F"] + pool["W"] + pool["E"] + pool["A"]
    return colour.scale(base, min(16, 2 + total), 16)


def _tile(t):
    return "%d %s" % (t, INSIGNIAS[t])


class Board(Adapter):
    """Tokens, lights and text of Rift of Portals, from views only."""

    SIDES = ("You",)  # what the screen calls the solo player
    PLACE = "space"
    # A move phase's only line is "fail (undo all)": a stray OK must not pick it.
    BOARD_FIRST = True

    def __init__(self, view):
        self.who = None  # a contest's player (``play_as``)
        self.ring = view["ring"]
        self.place = {}  # position name -> place
        self.name = {}  # place -> position name
        grid = view["grid"]
        for r in range(self.ring):
            for c in range(self.ring):
                if grid[r][c] != "I":
                    self.place[grid[r][c]] = r * 4 + c
                    self.name[r * 4 + c] = grid[r][c]
        self.gate = (5,) if self.ring == 3 else (5, 6, 9, 10, 16)
        self.place["I"] = self.gate[-1]

    def play_as(self, name):
        """A contest's player ``name``: the title, the Info screen and the
        end pages name them."""
        self.who = name
        self.SIDES = (name,)

    def named(self, where):
        return self.name.get(where, "Gate")

    def alias(self, where):
        return self.place["I"] if where in self.gate else where

    def tokens(self, move):
        w = move.split(" ")
        act = w[0]
        if act == "step":
            return (self.place[w[2]], self.place[w[3]], "move one " + w[1])
        if act in ("build", "replace"):
            return ("tile " + _tile(int(w[1])), self.place[w[2]])
        if act == "void":
            return ("tile " + _tile(int(w[1])), "void it")
        if act == "fail":
            return ("fail (undo all)",)
        return ("%s %s" % ("keep" if act == "setup" else act, _tile(int(w[1]))),)

    def firsts(self, moves):
        """``tokens(move)[0]`` of each of ``moves`` (a new position asks it
        of every legal move) without splitting them: a step's first place,
        else a label made once per position for each action and tile."""
        labels = {}
        for move in moves:
            if move.startswith("step "):  # "step E FROM TO"
                at = move.index(" ", 5) + 1
                yield self.place[move[at:move.index(" ", at)]]
                continue
            end = move.find(" ", move.find(" ") + 1)  # "build T" of "build T P"
            key = move if end < 0 else move[:end]
            label = labels.get(key)
            if label is None:
                label = labels[key] = self.tokens(move)[0]
            yield label

    def lights(self, view, now, out, roles=False):
        for i in range(17):
            out[i] = colour.OFF
        built = view["built"]
        for name in self.place:
            if name != "I":
                out[self.place[name]] = _mix(built[name]["insignias"]) if name in built else EMPTY
        for where in self.gate:
            out[where] = _glow(GATE_COLOUR, view["gate"])
        if self.ring == 3:
            drawn = view["drawn"]
            for i in range(len(drawn)):
                out[DRAWN[i]] = _mix(drawn[i]["insignias"])
            out[VOID] = _glow(VOID_COLOUR, view["void"])

    def title(self, view):
        text = "T%d/%d %s deck %d" % (view["turn"], view["turns"], view["phase"], view["deck"])
        if self.who is None:
            return text
        text = self.who + " " + text
        return text if len(text) <= CHARS else text.replace(" deck ", " d")

    def info(self, view, focus):
        lines = [_pool("gate", view["gate"]), _pool("void", view["void"])]
        name = self.name.get(focus)
        if name in view["built"]:
            tile = view["built"][name]
            lines.append(_pool("%s %s" % (name, tile["insignias"]), tile["oinks"]))
        elif view["phase"] == "move":
            lines.append("steps left " + view["steps_left"])
        else:
            lines.append("drawn " + " ".join(_tile(d["tile"]) for d in view["drawn"]))
        return lines

    def private(self, view):
        return ("sides N%d E%d S%d W%d" % tuple(view["sides"]),
                _pool("supply", view["supply"]),
                "last " + (view["last"] or "-"))

    def end_pages(self, view):
        """Each win condition met or missed, then the score."""
        res = view["result"]
        met = res["conditions"]

        def mark(key):
            return "yes" if met[key] else "NO"

        sides = res["sides"]
        who = self.who or "Rift"
        return [((who + ": conditions", "all built: " + mark("built"),
                  "gate>=void %d/%d: %s" % (res["gate"], res["void"], mark("gate")),
                  "sides equal: " + mark("sides")), ()),
                ((who + ": result", "sides %d %d %d %d" % tuple(sides),
                  "all matched: " + mark("matched"),
                  "%s  VP %d (%+d)" % ("WON" if res["winner"] else "lost", res["scores"][0],
                                       res["tiebreak"])), ())]
