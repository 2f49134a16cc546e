"""How to play Twilight Dance: topics for ``firmware.howto.screen``, from
the core's board tables, options and turn cap and the adapter's names,
tokens and lights."""
from core.dance.board import KIND_IDS, RAYS
from core.dance.rules import CAP
from firmware.howto.screen import PRESS, keys
from firmware.play.dance import CENTRE, ROLE


def _rows(names, first):
    """Rows ``first`` and ``first + 1`` of the cities, a line each."""
    return "\n".join(" ".join(names[r * 4:r * 4 + 4]) for r in (first, first + 1))


def topics(game, board, lite):
    sides = game.SIDES
    options = game.options
    names = board.names
    berlin = names[CENTRE]
    verb = PRESS[lite]
    roles = [ROLE[k] for k in "AMD"]
    counts = ", ".join("%d %ss" % (len(KIND_IDS[i]), roles[i]) for i in range(3))
    yield (game.TITLE, "%s (red) and %s (blue) each hold %s: colours show, roles are "
           "secret. %s goes first." % (sides[0], sides[1], counts, sides[options["first"]]), ())
    yield ("The cities", "North, rows 1 and 2:\n" + _rows(names, 0), tuple(range(8)))
    yield ("The cities", "South, rows 3 and 4:\n" + _rows(names, 2), tuple(range(8, 16)))
    yield ("Your keys", keys(lite), ())
    place = board.tokens("place KA " + names[0])
    yield ("Placing", "Pick a piece on the list, %s an empty city, then %s or a shunt. Or "
           "move %s: %s it, then an empty city." % (
               verb, place[2], "any piece" if options["relocate"] == "any" else "a piece of "
               "yours", verb), ())
    shunt = board.tokens("shunt KA %s N" % names[0])
    yield ("Shunting", "%s slides its column north (E, W: its row), gaps and all. The piece "
           "pushed off goes to the other player's hand: only they learn its role." % shunt[2], ())
    inner = tuple(ray[0] for ray in RAYS)
    yield ("Berlin", "%s, the centre light, touches %s. A piece from hand may go in (pick it, "
           "then %s) if none of its colour is in; it stays." % (
               berlin, " ".join(names[i] for i in inner), berlin), (CENTRE,) + inner)
    yield ("Pushing", "With your colour on top in %s, %s %s, then %s or %s: its piece moves to "
           "the corner, whose piece goes to the other hand." % (
               berlin, verb, berlin, ", ".join(names[i] for i in inner[:-1]), names[inner[-1]]),
           (CENTRE,) + inner + tuple(ray[1] for ray in RAYS))
    mole = "the other side's" if options["moles"] == "turncoat" else "your own"
    yield ("Scoring", "Your %s or %s %s wins you its city. A run of 2 to 4 such in a row, "
           "column or diagonal (%s no gap) scores its length." % (roles[0], mole, roles[1],
                                                                   berlin), (CENTRE,))
    turns = options["turns"]
    yield ("The end", "%s (pass only if yours is). Most points wins; if equal, %s." % (
        "After %d turns each or with both hands empty" % turns if turns else
        "With both hands empty, or %d turns each at most" % CAP,
        "%s's top colour, else a draw" % berlin if options["berlin_tiebreak"] else "a draw"),
        ())
