"""How to play Twilight Dance: topics for ``firmware.howto.screen``, from the
core's board tables and the adapter's names, tokens and lights."""
from core.dance.board import KIND_IDS, PUSH_DIRS
from firmware.howto.screen import keys, undo
from firmware.play.dance import BERLIN_NAME, CENTRE, ROLE

ROW = ("north", "", "", "south")


def topics(game, board, lite):
    sides = game.SIDES
    names = board.names
    roles = [ROLE[k] for k in "AMD"]
    counts = ["%d %ss" % (len(KIND_IDS[i]), roles[i]) for i in range(3)]
    yield (game.TITLE, "%s (red) and %s (blue) put spies on the 16 cities: %s each, "
           "roles secret." % (sides[0], sides[1], ", ".join(counts)), ())
    yield ("A turn", "Place a piece from hand (and maybe shunt its row or column), move one "
           "of yours, or put one in Berlin, or push from it.", ())
    for r in range(4):
        row = tuple(range(r * 4, r * 4 + 4))
        yield ("The cities", "Row %d%s: %s" % (r + 1, " (%s)" % ROW[r] if ROW[r] else "",
                                             " ".join(names[i] for i in row)), row)
    rays = [board.tokens("push " + d) for d in PUSH_DIRS]
    inner = [ray[1] for ray in rays]
    yield ("Berlin", "%s, the centre light, is Berlin: no city, between %s."
           % (BERLIN_NAME, " ".join(names[i] for i in inner)), (CENTRE,) + tuple(inner))
    yield ("Your keys", keys(lite), ())
    place = board.tokens("place KA " + names[0])
    shunt = board.tokens("shunt KA %s N" % names[0])
    yield ("Placing", "Pick a piece such as %s on the list, then an empty city, then %s or "
           "a shunt such as %s." % (place[0], place[2], shunt[2]), ())
    yield ("Moving", "Press the city of one of your pieces, then an empty city.", ())
    yield ("Into Berlin", "Pick a piece on the list, then the centre light.", (CENTRE,))
    yield ("Pushing", "Press the centre light, then the inner city of the diagonal: %s."
           % ", ".join("%s %s" % (names[inner[i]], PUSH_DIRS[i]) for i in range(4)),
           (CENTRE,) + tuple(inner))
    yield ("Undo", undo(), ())
    turns = game.options["turns"]
    yield ("The end", ("After %d turns each, or once both hands are empty." % turns) if turns
           else "Once both hands are empty (no turn limit).", ())
    mole = "the other side's" if game.options["moles"] == "turncoat" else "your own"
    yield ("Scoring", "A city scores for you with your %s or %s %s. Each line of 2 to 4 such "
           "cities in a row, column or diagonal scores its length." % (roles[0], mole, roles[1]),
           ())
    yield ("The winner", "More points wins; on equal points %s." % (
        "the side on top in Berlin wins" if game.options["berlin_tiebreak"] else "a draw"), ())
