"""Where each light sits in the NeoPixel chain.

The app names lights by *place*: grid cell ``row * 4 + col`` (rows 0..3 from
north, columns 0..3 from west) for places 0..15, and ``CENTRE`` (16) for the
light between the four middle cells. The chain order is a wiring detail, so
it lives in one table, ``STRIP``: the strip index of each place.

Default wiring is a serpentine: row 0 west to east, row 1 east to west, row 2
west to east, row 3 east to west, so each link joins neighbouring cells; the
centre light comes last, its link running back from the west end of row 3.
A 4x4 grid is then strip 0..15 and the centre light is the one extra.
"""

ROWS = 4
COLS = 4
CENTRE = 16
COUNT = 17

STRIP = bytes((
    0, 1, 2, 3,
    7, 6, 5, 4,
    8, 9, 10, 11,
    15, 14, 13, 12,
    16,
))


def place(row, col):
    """The place of grid cell (``row``, ``col``); ValueError off the grid."""
    if not (0 <= row < ROWS and 0 <= col < COLS):
        raise ValueError("no cell at row %r, column %r" % (row, col))
    return row * COLS + col


def position(where):
    """Centre of place ``where`` on the board, in half-cell units from the
    north-west corner: cell (row, col) is at (2*col + 1, 2*row + 1) and the
    centre light at (4, 4). For drawing the board."""
    if where == CENTRE:
        return (COLS, ROWS)
    row, col = divmod(where, COLS)
    return (2 * col + 1, 2 * row + 1)
