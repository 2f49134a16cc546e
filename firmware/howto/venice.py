"""How to play Twilight of Venice: topics for ``firmware.howto.screen``, from
the core's track, card and match tables and the adapter's track and tokens."""
from core.venice.cards import DECK_SIZE, HAND_SIZE
from core.venice.rules import MANSION, WINS_NEEDED
from firmware.howto.screen import keys
from firmware.play.venice import DIRECTION, FIGURES, TRACK

MIDDLE = len(TRACK) // 2  # the index of space 0


def _half(way):
    """One side's half (way 1 North, -1 South): its spaces row by row as the
    lights show them, west to east, then its mansion; and its lights."""
    at = [""] * 16
    places = []
    mansion = ""
    for space in range(way, way * (MIDDLE + 1), way):
        places.append(TRACK[space + MIDDLE])
        at[places[-1]] = " %+d" % space
        if space * way >= MANSION:
            mansion += at[places[-1]]
    text = ""
    for r in range(4):
        if "".join(at[r * 4:r * 4 + 4]):
            text += "Row %d:%s\n" % (r + 1, "".join(at[r * 4:r * 4 + 4]))
    return text + "Its mansion:%s." % mansion, tuple(places)


def _at(*spaces):
    return tuple(TRACK[s + MIDDLE] for s in spaces)


def topics(game, board, lite):
    sides = game.SIDES
    yield (game.TITLE, "%s and %s tug %d figures along a track of %d spaces, each with %d of "
           "the %d cards in hand. %d round wins take the match." % (
               sides[0], sides[1], len(FIGURES), len(TRACK), HAND_SIZE, DECK_SIZE,
               WINS_NEEDED), ())
    for way in (1, -1):
        text, places = _half(way)
        yield ("%s's half" % sides[0 if way > 0 else 1], text, places)
    yield ("A round", "Doge and Favourite start on 0, guards on -2 and +2, Merchant and "
           "Harlequin on +1 and -1 by lot: the Merchant's side begins.", _at(0, -2, 2, -1, 1))
    yield ("A turn", "Play cards of one kind to move its figure one way by all their points, "
           "then refill to %d. Or redraw: discard, draw %d; the turn ends."
           % (HAND_SIZE, HAND_SIZE), ())
    yield ("The cards", "Doge cards move it 1 each, or in pairs move it and both guards 1. "
           "Guard cards split between the guards; %s puts them beside the Doge, who stays "
           "between. Others move by their value." % board.tokens("flank")[0], ())
    yield ("The Favourite", "After a play, not a redraw, it steps your way once for each Doge, "
           "Merchant, Harlequin or guard in your mansion, and once more if the Doge and both "
           "guards are on your half; it stops at %+d or %+d." % (MIDDLE, -MIDDLE),
           _at(MIDDLE, -MIDDLE))
    yield ("Your keys", keys(lite) + " Pick a figure (or %s), its cards, then %s or %s."
           % (board.tokens("redraw")[0], DIRECTION["+"], DIRECTION["-"]), ())
    yield ("The end", "The Doge or the Favourite in a mansion wins its owner the round. Deck "
           "out twice: the Doge's half wins, else the Favourite's.", ())
