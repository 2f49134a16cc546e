"""What a Dance position is worth to the bot (core/dance/bot.py): the line
table of one view, made once a turn. Apart from the search so that a
board's loading compiles each in a frame of its own.
"""
from array import array

from core.dance.board import KIND, UNKNOWN

ONE = 1000  # values are integers in thousandths (no float churn on a device)
ROLES = (4, 2, 2)  # agents, moles, decoys of one colour


def guess(left, on_board):
    """Chances (thousandths) that an unknown enemy piece on the board is an
    agent or a mole, and the expected agents per unknown piece in hand.
    Players put agents out and keep moles back (their own moles score for
    the enemy), so the board draws agents four times and decoys twice as
    readily as moles."""
    agents, moles, decoys = left
    weight = max(1, 4 * agents + moles + 2 * decoys)
    agent = ONE * 4 * agents // weight
    mole = ONE * moles // weight
    rest = agents + moles + decoys - on_board
    in_hand = max(0, ONE * agents - on_board * agent) // rest if rest > 0 else 0
    return agent, mole, in_hand


def table(mine, theirs):
    """T[x0][x1 * 25 + x2 * 5 + x3]: what a line of four cells of classes
    x0..x3 adds to my score minus the opponent's. A pair of neighbours
    (x, y) after a cell of class z is worth (chances both score) x
    (2 - chance z scores): a chain's first pair counts 2, the others 1.
    Five rows of 250 bytes, not one of 1,250: made every bot turn, one
    block that long was the largest a Dance game asked of a fragmented
    heap (app bench)."""
    pv = [(mine[x] * mine[y] // ONE * (2 * ONE - mine[z]) -
           theirs[x] * theirs[y] // ONE * (2 * ONE - theirs[z])) // ONE
          for z in range(5) for x in range(5) for y in range(5)]
    rows = []
    for x0 in range(5):
        t = array("h", range(125))  # every entry is set below; no zero bytes made first
        i = 0
        for x1 in range(5):
            start = pv[50 + x0 * 5 + x1]  # the line's first pair (z: off the board)
            for x2 in range(5):
                head = start + pv[x0 * 25 + x1 * 5 + x2]
                b = x1 * 25 + x2 * 5
                for x3 in range(5):
                    t[i] = head + pv[b + x3]
                    i += 1
        rows.append(t)
    return rows


def values(view, me, kcls, scorer):
    """The line table for this view (see table): empty cities carry a
    small potential from the scoring pieces still in hand."""
    enemy = UNKNOWN[1 - me]
    seen = [0, 0, 0]  # enemy roles the view shows
    on_board = 0  # enemy pieces of unknown role on the board or in Berlin
    for part in (view["board"], view["berlin"], view["hands"][0], view["hands"][1]):
        for label in part:
            if label is not None and label[0] == enemy[0] and label != enemy:
                seen[KIND[label] % 3] += 1
    for part in (view["board"], view["berlin"]):
        on_board += part.count(enemy)
    agent, mole, in_hand = guess([ROLES[r] - seen[r] for r in range(3)], on_board)
    loyal = scorer[12] == 1
    hand_me = 0
    for label in view["hands"][me]:  # all known: they are in my hand
        if kcls[KIND[label]] == 0:
            hand_me += ONE
    hand_op = 0
    for label in view["hands"][1 - me]:
        if label == enemy:
            hand_op += in_hand
        elif kcls[KIND[label]] == 1:
            hand_op += ONE
    empties = view["board"].count(None) + 1
    turns = view["turns"]
    limit = view["turn_limit"]
    e_me = max(0, min(600, min(hand_me, ONE * (limit - turns[me] - 1)) // empties))
    e_op = max(0, min(600, min(hand_op, ONE * (limit - turns[1 - me])) // empties))
    return table((ONE, 0, 0, 0 if loyal else mole, e_me),
                  (0, ONE, 0, agent + (mole if loyal else 0), e_op))
