"""Twilight of Venice on the board: the 17-space track snakes over the lights.

North's half runs along the top two rows (+8 at the north-west corner, +5 at
the north-east, then back west along row 2 to +1), space 0 is the centre
light, and South's half mirrors it on rows 3 and 4 (-1 at the west end of
row 3, -8 at the south-west corner). Mansions (±7, ±8) are the two western
lights of the outer rows. Each figure has its own colour; figures sharing a
space take turns on its light. The hand of cards is on the OLED; cards,
direction, court pairs (unless there is no choice) and guard splits are
picked from OLED lists. The game menu's Last move tells the last move in
those same words.
"""
from core.venice.rules import MANSION
from core.venice import SIDES
from firmware import colour
from firmware.footer import CHARS, wrap
from firmware.play.adapter import Adapter, runs

# Place of each space -8 .. +8 (index = space + 8).
TRACK = bytes((12, 13, 14, 15, 11, 10, 9, 8, 16, 4, 5, 6, 7, 3, 2, 1, 0))
FIGURES = ("D", "F", "M", "H", "gl", "gh")
FIGURE_COLOUR = {"D": 0xFFA000, "F": 0xFF00A0, "M": 0x00C000, "H": 0x00B0B0,
                 "gl": 0x707070, "gh": 0x707070}
# Each colour's figures, as the overlay's legend names them (docs/venice.md).
FIGURE_NAME = (("D", "Doge"), ("F", "Favourite"), ("M", "Merchant"), ("H", "Harlequin"),
               ("gl", "guards"))
HALF = (0x000008, 0x080000)  # faint tint of North's and South's empty spaces
DIRECTION = {"+": "north (+)", "-": "south (-)"}
# The first token of each kind of move (as ``Board.tokens`` gives it).
FIRST = (("doge", "Doge"), ("guards", "Guards"), ("merchant", "Merchant"),
         ("harlequin", "Harlequin"), ("flank", "Guards flank D"))
STEP_MS = 250  # one Favourite step of its animation
# Each way a round ends, in words that fit a line (the core's are longer).
REASON = {"exhaustion: doge half": "deck out: Doge half",
          "exhaustion: favourite half": "deck out: Fav. half",
          "favourite mansion": "Favourite in mansion", "doge mansion": "Doge in mansion"}


def _hand(codes):
    """Cards as ``D1x3 G2 HMx2``: one OLED line."""
    return runs(codes, "no cards")


def _cards(values):
    return ("card " if "+" not in values else "cards ") + values


class Board(Adapter):
    """Tokens, lights and text of Twilight of Venice, from views only."""

    SIDES = SIDES

    def __init__(self, view):
        self.walk = None  # Favourite animation: (from space, to space, start ms)
        self.moved = ()  # places where figures the last move moved now stand

    def tokens(self, move):
        w = move.split(" ")
        act = w[0]
        if act == "doge":
            n = int(w[1])
            return ("Doge", "%d card%s" % (n, "s" if n > 1 else ""), DIRECTION[w[2]],
                    "court pairs %s" % w[3])
        if act == "guards":
            return ("Guards", _cards(w[1]), DIRECTION[w[2]], "low %s high %s" % (w[3], w[4]))
        if act in ("merchant", "harlequin"):
            return ("Merchant" if act == "merchant" else "Harlequin", _cards(w[1]), DIRECTION[w[2]])
        if act == "middle":
            if len(w) == 1:
                return ("Harlequin to 0",)
            return ("Harl. to 0, then", _cards(w[1]), DIRECTION[w[2]])
        if act == "flank":
            return ("Guards flank D",)
        return ("Redraw hand",)

    def lone(self, token):
        """A Doge move's court pairs are asked only when there is a choice."""
        return token.startswith("court pairs")

    def first(self, move):
        """``tokens(move)[0]`` without splitting or formatting anything."""
        end = move.find(" ")
        end = len(move) if end < 0 else end
        for act, token in FIRST:
            if end == len(act) and move.startswith(act):
                return token
        if end == 6 and move.startswith("middle"):
            return "Harlequin to 0" if end == len(move) else "Harl. to 0, then"
        return "Redraw hand"

    def lights(self, view, now, out, roles=False):
        for space in range(-8, 9):
            tint = 0 if space == 0 else HALF[0 if space > 0 else 1]
            out[TRACK[space + 8]] = tint * 2 if abs(space) >= MANSION else tint
        at = {}
        spots = view["positions"]
        for name in FIGURES:
            space = spots[name]
            if name == "F":
                space = self._favourite(space, now)
            if space in at:
                at[space].append(name)
            else:
                at[space] = [name]
        for space in at:
            names = at[space]
            out[TRACK[space + 8]] = FIGURE_COLOUR[names[now // 500 % len(names)]]

    def _favourite(self, space, now):
        """Where the Favourite shows now: stepping along after a play."""
        walk = self.walk
        if walk is None:
            return space
        start, end, began = walk
        steps = (now - began) // STEP_MS
        if steps >= abs(end - start) or end != space:
            self.walk = None
            return space
        return start + (steps if end > start else -steps)

    def title(self, view):
        return _hand(view["hand"])

    def info(self, view, focus):
        return ("deck %d  exhausted %d" % (view["deck"], view["exhaustions"]),
                "round %d  N %d - S %d" % (view["round"], view["wins"][0], view["wins"][1]),
                "last " + (view["last"] or "-"))

    def last_move(self, view):
        """The last move (its cards are played face up: anyone may know
        it), in the words the picker offers, each whole."""
        last = view["last"]
        return wrap(", ".join(self.tokens(last)), CHARS, ", ") if last else ()

    def private(self, view):
        hand = view["hand"]
        return (" ".join(hand[:6]), " ".join(hand[6:]), "%d cards" % len(hand))

    def after(self, old, new, now):
        """Animate the Favourite and remember who moved; a page for a round
        just won or lost, its final position held on the lights (the view
        has the next deal already)."""
        self.moved = ()
        if len(new["rounds"]) > len(old["rounds"]):
            done = new["rounds"][-1]
            who = "drawn" if done["winner"] is None else SIDES[done["winner"]] + " wins"
            wins = new["wins"]
            held = dict(new)
            held["positions"] = new["ended"]
            return [(("Round %d over" % len(new["rounds"]), who,
                      REASON.get(done["reason"], done["reason"]),
                      "N %d - S %d" % (wins[0], wins[1])), (), held)]
        self.moved = tuple(TRACK[new["positions"][f] + 8] for f in FIGURES
                           if new["positions"][f] != old["positions"][f])
        was = old["positions"]["F"]
        now_at = new["positions"]["F"]
        if was != now_at:
            self.walk = (was, now_at, now)
        if new["exhaustions"] > old["exhaustions"]:
            return [(("Deck exhausted", "exhaustion %d" % new["exhaustions"],
                      "discards reshuffled", ""), ())]
        return []

    def touched(self, view):
        return self.moved

    def round_over(self, old, new):
        if len(new["rounds"]) > len(old["rounds"]):
            return new["rounds"][-1]
        return None

    def end_pages(self, view):
        result = view["result"]
        winner = result["winner"]
        rounds = " ".join("-" if w is None else "NS"[w] for w in result["rounds"])
        return [(("Match over", "drawn match" if winner is None else SIDES[winner] + " wins",
                  "N %d - S %d" % tuple(result["scores"]), "rounds " + rounds), ())]
