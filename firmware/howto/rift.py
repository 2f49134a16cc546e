"""How to play Rift of Portals: topics for ``firmware.howto.screen``, from
the core's turn count and the adapter's layout of the ring on the lights."""
from core.rift.layout import ELEMENTS
from firmware.howto.screen import keys, undo
from firmware.play.rift import DRAWN, VOID


def topics(game, board, lite):
    spots = sorted(board.name)
    gate = board.gate
    pools = gate + ((VOID,) if board.ring == 3 else ())  # a page naming the Void lights it
    yield (game.TITLE, "Alone: build the Boundary of %d tiles around the Inner Gate, and "
           "balance Oinks between the Gate, the tiles and the Outer Void." % len(spots), pools)
    for r in range(board.ring):
        row = tuple(p for p in spots if p // 4 == r)
        yield ("The Boundary", "Row %d: %s" % (r + 1, " ".join(board.name[p] for p in row)), row)
    yield ("The Inner Gate", "The Inner Gate is lit: one pool of Oinks.", gate)
    if board.ring == 3:
        yield ("Drawn tiles", "The %d tiles drawn show on the lit lights, first at the top."
               % len(DRAWN), DRAWN)
        yield ("The Outer Void", "The Outer Void is the lit corner.", (VOID,))
    yield ("A turn", "%d turns. In each, draw %d tiles: gain one into the Gate, build one (or "
           "void it), and step Oinks with the last." % (game.TURNS, len(DRAWN)), gate)
    yield ("Your keys", keys(lite), ())
    void = board.tokens("void 0")
    yield ("Building", "Pick the tile on the list, then a glowing Boundary light, or %s."
           % void[1], ())
    spot = board.name[spots[0]]
    step = board.tokens("step %s I %s" % (ELEMENTS[1], spot))  # Water: no spot is called W
    yield ("Stepping Oinks", "Press where the Oink leaves (the Gate or a tile), then the tile "
           "it goes to, then a line such as %s. %s gives up the action."
           % (step[2], board.tokens("fail")[0]), gate)
    yield ("Undo", undo(), ())
    yield ("The end", "After turn %d you win if every Boundary spot is built, the Gate holds no "
           "fewer Oinks than the Void, the 4 sides carry equal insignias and every insignia "
           "has its Oink." % game.TURNS, pools)
    yield ("Score", "1 point for each matched Oink; Gate minus Void breaks ties.", pools)
