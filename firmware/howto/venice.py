"""How to play Twilight of Venice: topics for ``firmware.howto.screen``, from
the core's track and match tables and the adapter's track and tokens."""
from core.venice.rules import MANSION, WINS_NEEDED
from firmware.howto.screen import keys, undo
from firmware.play.venice import DIRECTION, FIRST, TRACK

MIDDLE = len(TRACK) // 2  # the index of space 0


def _at(space):
    where = TRACK[space + MIDDLE]
    return "%+d at row %d, column %d" % (space, where // 4 + 1, where % 4 + 1)


def topics(game, board, lite):
    sides = game.SIDES
    yield (game.TITLE, "%s and %s pull figures along a track of %d spaces. A round is won with "
           "the Doge or the Favourite in your mansion; %d rounds win the match."
           % (sides[0], sides[1], len(TRACK), WINS_NEEDED), ())
    yield ("The track", "Space 0 is the centre light.", (TRACK[MIDDLE],))
    for side, way in ((0, 1), (1, -1)):
        half = TRACK[MIDDLE + 1:] if way > 0 else TRACK[:MIDDLE]
        yield ("%s's half" % sides[side], "%s owns %+d to %+d, lit: %s, %s."
               % (sides[side], way, way * MIDDLE, _at(way), _at(way * MIDDLE)), tuple(half))
    mansions = [s for s in range(-MIDDLE, MIDDLE + 1) if abs(s) >= MANSION]
    yield ("Mansions", "The mansions are %s: the two ends of each half."
           % " ".join("%+d" % s for s in mansions), tuple(TRACK[s + MIDDLE] for s in mansions))
    yield ("A turn", "Play cards of one figure to move it, all one way; or redraw your hand. "
           "Then the Favourite steps your way for each figure in your mansion.", ())
    yield ("Your keys", keys(lite), ())
    yield ("A move", "Pick on the list: %s; then the cards, then %s or %s, or %s."
           % (", ".join(token for act, token in FIRST), DIRECTION["+"], DIRECTION["-"],
              board.tokens("redraw")[0]), ())
    yield ("Undo", undo(), ())
    yield ("The end", "A round ends once the Doge or the Favourite stands in a mansion: its "
           "owner wins the round. %d round wins take the match." % WINS_NEEDED, ())
