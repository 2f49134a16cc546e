"""How to play Rift of Portals: topics for ``firmware.howto.screen``, from
the core's turn count, supply and layout (names, first cells, sides) and
the adapter's layout of the ring on the lights and its tokens."""
from core.rift.layout import ELEMENTS
from core.rift.rules import SUPPLY
from firmware.howto.screen import PRESS, keys
from firmware.play.rift import DRAWN, VOID


def _rows(board, spots):
    """The Boundary's names row by row; ring 4's middle rows, two spots
    each, share a line."""
    rows = [""] * board.ring
    for p in spots:
        rows[p // 4] += " " + board.name[p]
    if board.ring == 4:
        return "Row 1:%s\nRows 2-3:%s%s\nRow 4:%s" % tuple(rows)
    return "Row 1:%s\nRow 2:%s\nRow 3:%s" % tuple(rows)


def topics(game, board, lite):
    spots = sorted(board.name)
    lay = game.lay
    gate = board.gate
    verb = PRESS[lite]
    pools = gate + ((VOID,) if board.ring == 3 else ())  # a page naming the Void lights it
    yield (game.TITLE, "Alone, in %d turns: build the Boundary of %d tiles around the Inner "
           "Gate (lit) and match each insignia on them with an Oink." % (game.TURNS, lay.n), gate)
    yield ("The Boundary", _rows(board, spots), tuple(spots))
    keep = board.tokens("setup 0")[0].split(" ")[0]
    drawn, void = (" (lit column)", "lit corner") if board.ring == 3 else ("", "on the screen")
    yield ("Set-up", "%s 1 of the %d tiles drawn%s for its Oinks in the Gate; the other two "
           "lie face down under the Gate and the Void (%s)." % (
               keep, len(DRAWN), drawn, void),
           pools + (DRAWN if board.ring == 3 else ()))
    yield ("Each turn", "Draw %d tiles: gain one's Oinks into the Gate, build one, "
           "move Oinks with the last. The supply has %d of each element."
           % (len(DRAWN), SUPPLY), gate)
    first = tuple(spots[p] for p in lay.first)
    yield ("Building", "The first tile goes beside the Gate: %s; later ones beside a built "
           "tile, sharing an element with every built neighbour." % " ".join(
               board.name[p] for p in first), first + gate)
    yield ("Moving Oinks", "Each insignia of the last tile moves one Oink of its element: Gate "
           "to any built tile, or tile to built neighbour.", gate)
    fail = board.tokens("fail")[0].split(" ")[0]
    yield ("To the Void", "Replacing a built tile sends its Oinks to the Void; so does voiding "
           "the new tile, or %s in moving, which undoes the steps." % fail, pools)
    yield ("Your keys", keys(lite), ())
    # a step of Water: no spot is called W
    step = board.tokens("step %s I %s" % (ELEMENTS[1], board.name[spots[0]]))
    yield ("Picking", "Pick %s, gain or a tile on the list, then %s a glowing spot or %s. To "
           "step, %s from, then to, then %s." % (keep, verb, board.tokens("void 0")[1], verb,
                                                  step[2]), ())
    yield ("The end", "After turn %d, spare Oinks go to the Void. You win with all %d spots "
           "built, Gate >= Void in Oinks, equal insignias on the %d sides, each insignia "
           "matched. 1 point per matched Oink; Gate minus Void breaks ties."
           % (game.TURNS, lay.n, len(lay.sides)), pools)
