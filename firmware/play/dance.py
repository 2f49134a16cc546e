"""Twilight Dance on the board: the 16 cities are the grid lights (row 1
north, as in the rules), Berlin is the centre light.

Pieces show their side's colour only (roles are secret); Berlin shows the
top piece and blinks the one beneath when two are stacked. Moves become
picker tokens: a kind from hand (OLED), then a city (light), then "place"
or a shunt direction; a relocation is two lights; Berlin is the centre
light after a kind; a push is the centre light, then the inner city of the
diagonal it pushes along.
"""
from core.dance import SIDES
from core.dance.board import CODE_BERLIN, CODE_MOVE, CODE_PASS, CODE_PUSH, KINDS, PUSH_DIRS
from firmware import colour
from firmware.play.adapter import Adapter, runs

SIDE_COLOUR = (colour.RED, colour.BLUE)
CENTRE = 16
BERLIN_NAME = "BER"  # the centre light's name, as printed on the overlay
ROLE = {"A": "Agent", "M": "Mole", "D": "Decoy"}
# Each push direction is picked by the inner city of its ray (docs/dance.md §1.3, push).
PUSH_CITY = {"NW": 5, "NE": 6, "SW": 9, "SE": 10}
SHUNT_TOKEN = {"N": "shunt N", "S": "shunt S", "E": "shunt E", "W": "shunt W"}
LAST_TOKEN = ("place here", "shunt N", "shunt S", "shunt E", "shunt W")  # by code % 5


# The OLED label of each piece code a move can name, made once: the picker
# asks for a move's tokens at every choice. A move seen by someone who does
# not know the piece's role names it "K?" or "S?" (``game.seen``).
KIND_LABEL = {}
for _side in range(2):
    for _code in ROLE:
        KIND_LABEL[SIDES[_side][0] + _code] = SIDES[_side] + " " + ROLE[_code]
    KIND_LABEL[SIDES[_side][0] + "?"] = SIDES[_side] + " piece"
KIND_FIRST = tuple(KIND_LABEL[kind] for kind in KINDS)  # by kind number


def _hand(labels, room=16):
    """A hand as ``KAx2 KM S?x3`` in ``room`` characters (after "hand ")."""
    return runs(labels, "empty", room)


def _piece_colour(code, roles, now):
    """A piece's light: its side's colour; with ``roles`` (peek, end) an
    Agent full, a Mole blinking, a Decoy dim, an unknown role faint."""
    base = SIDE_COLOUR[0 if code[0] == "K" else 1]
    if not roles or code[1] == "A":
        return base
    if code[1] == "M":
        return base if now % 600 < 300 else colour.scale(base, 2, 16)
    return colour.scale(base, 3 if code[1] == "D" else 1, 16)


class Board(Adapter):
    """Tokens, lights and text of Twilight Dance, from views only."""

    SIDES = SIDES
    PLACE = "city"

    def __init__(self, view):
        self.cities = view["cities"]
        # The name of each place (0..15 cities, 16 Berlin): the overlay's.
        self.names = tuple(self.cities) + (BERLIN_NAME,)
        self.index = {}
        for i in range(17):
            self.index[self.names[i]] = i

    def named(self, where):
        return self.names[where]

    def tokens(self, move):
        w = move.split(" ")
        act = w[0]
        if act == "place":
            return (KIND_LABEL[w[1]], self.index[w[2]], "place here")
        if act == "shunt":
            return (KIND_LABEL[w[1]], self.index[w[2]], SHUNT_TOKEN[w[3]])
        if act == "berlin":
            return (KIND_LABEL[w[1]], CENTRE)
        if act == "move":
            return (self.index[w[1]], self.index[w[2]])
        if act == "push":
            return (CENTRE, PUSH_CITY[w[1]])
        return ("pass",)

    def tokens_at(self, moves, i):
        """``tokens(moves[i])`` from the move's code: no string made or split."""
        c = moves.code(i)
        if c < CODE_BERLIN:
            return (KIND_FIRST[c // 80], c // 5 & 15, LAST_TOKEN[c % 5])
        if c < CODE_MOVE:
            return (KIND_FIRST[c - CODE_BERLIN], CENTRE)
        if c < CODE_PUSH:
            return ((c - CODE_MOVE) >> 4, (c - CODE_MOVE) & 15)
        if c < CODE_PASS:
            return (CENTRE, PUSH_CITY[PUSH_DIRS[c - CODE_PUSH]])
        return ("pass",)

    def firsts(self, moves):
        """The first token of each move, read from the moves' codes
        (core/dance/moves.py): a turn's first choice asks it of each of up
        to ~340 legal moves, and no move string is made."""
        for c in moves.codes():
            if c < CODE_MOVE:  # a kind from hand: place, shunt, Berlin
                yield KIND_FIRST[c // 80 if c < CODE_BERLIN else c - CODE_BERLIN]
            elif c < CODE_PUSH:
                yield (c - CODE_MOVE) >> 4  # the city relocated from (places are city numbers)
            elif c < CODE_PASS:
                yield CENTRE
            else:
                yield "pass"

    def lights(self, view, now, out, roles=False):
        board = view["board"]
        for i in range(16):
            code = board[i]
            out[i] = colour.OFF if code is None else _piece_colour(code, roles, now)
        berlin = view["berlin"]
        if not berlin:
            out[CENTRE] = colour.OFF
        elif len(berlin) > 1 and now % 2000 >= 1600:
            out[CENTRE] = colour.scale(_piece_colour(berlin[0], roles, now), 4, 16)
        else:
            out[CENTRE] = _piece_colour(berlin[-1], roles, now)

    def title(self, view):
        mover = view["to_move"]
        return "%s turn %d/%d" % (SIDES[mover], view["turns"][mover] + 1, view["turn_limit"])

    def info(self, view, focus):
        me = view["player"]
        lines = ["hand " + _hand(view["hands"][me]),
                 "last " + (view["last"] or "-")]
        if 0 <= focus < 16 and view["board"][focus] is not None:
            lines.append("%s holds %s" % (self.cities[focus], view["board"][focus]))
        else:
            lines.append("%s hand %s" % (SIDES[1 - me], _hand(view["hands"][1 - me], 12)))
        return lines

    def private(self, view):
        return ("hand " + _hand(view["hands"][view["player"]]),
                "lit Agent, dim Decoy", "blinking Mole")

    def touched(self, view):
        """The places the last move named (its cities, Berlin for a Berlin
        placement or a push, and a push's ray), to blink at the next turn."""
        last = view["last"]
        if not last:
            return ()
        w = last.split(" ")
        if w[0] == "push":
            return (CENTRE, PUSH_CITY[w[1]])
        if w[0] == "berlin":
            return (CENTRE,)
        return tuple(self.index[x] for x in w[1:] if x in self.index)

    def end_pages(self, view):
        """Roles revealed, then each chain counted, then the scores."""
        result = view["result"]
        pages = [(("Game over", "every role revealed", "lit Agent dim Decoy", "blinking Mole"), ())]
        totals = [0, 0]
        for owner, cities, points in result["chains"]:
            totals[owner] += points
            pages.append((("%s chain +%d" % (SIDES[owner], points), " ".join(cities),
                           "KGB %d  SIS %d" % (totals[0], totals[1])),
                          [self.index[c] for c in cities]))
        winner = result["winner"]
        verdict = "a draw" if winner is None else SIDES[winner] + " wins"
        if result.get("tiebreak"):
            verdict += " on Berlin"
        scores = result["scores"]
        pages.append((("Final score", "KGB %d  SIS %d" % (scores[0], scores[1]), verdict), ()))
        return pages
