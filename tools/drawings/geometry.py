"""The board's physical layout in millimetres: one table for the drawings,
the printed overlays and hardware/README.md (a test checks the README).

Light positions come from ``firmware.layout.position`` (half-cell units), so
the paper, the drawings and the simulator agree on where each light sits.
The pitch leaves room for a 1U MX keycap (18 mm) over each light and a
printed name under it; the centre keycap fits between the four middle
keycaps, 2 mm clear of each.
"""
from firmware import keymap, layout
PITCH = 40.0  # light to light along a row or a column
MARGIN = 10.0  # board edge to the grid of cells
GRID = layout.COLS * PITCH  # the grid of cells is GRID x GRID
WIDTH = GRID + 2 * MARGIN  # the top panel and the overlay sheet
SHEET_HEIGHT = GRID + 2 * MARGIN  # the overlay covers the grid only
HEIGHT = 240.0  # the top panel: the grid, then the OLED and the buttons
KEY_CUTOUT = 14.0  # square hole for an MX switch (plate and overlay)
KEYCAP = 18.0  # a 1U keycap
BUTTON_CAP = 12.0  # a 12 x 12 mm tactile button (lite build)
LABEL_DROP = 15.0  # key centre to the baseline of its printed name
LABEL_SIZE = 5.0  # printed name height
OLED_WINDOW = (24.0, 13.0)  # opening over a 0.96" SSD1306's 21.7 x 10.9 mm pixels
OLED_CENTRE = (50.0, 210.0)
CONTROLS_Y = 210.0
# Centres of the keys that are not under a light.
CONTROLS = {
    "full": {keymap.MENU: (110.0, CONTROLS_Y), keymap.BACK: (135.0, CONTROLS_Y),
             keymap.OK: (160.0, CONTROLS_Y)},
    "lite": {keymap.UP: (115.0, CONTROLS_Y - 15), keymap.DOWN: (115.0, CONTROLS_Y + 15),
             keymap.LEFT: (100.0, CONTROLS_Y), keymap.RIGHT: (130.0, CONTROLS_Y),
             keymap.OK: (160.0, CONTROLS_Y - 10), keymap.BACK: (160.0, CONTROLS_Y + 12)},
}


def light(where):
    """(x, y) in mm of place ``where``'s light (and key) from the panel's
    north-west corner."""
    x, y = layout.position(where)
    return (MARGIN + x * PITCH / 2, MARGIN + y * PITCH / 2)


def table():
    """The dimensions as markdown table rows: (what, value)."""
    cx, cy = light(layout.CENTRE)
    first = light(0)
    return (
        ("top panel", "%g x %g mm" % (WIDTH, HEIGHT)),
        ("light and key pitch (row and column)", "%g mm" % PITCH),
        ("first light, cell (0,0), from the north-west corner", "%g, %g mm" % first),
        ("centre light (Berlin, space 0, Inner Gate)", "%g, %g mm" % (cx, cy)),
        ("key hole (MX switch)", "%g x %g mm" % (KEY_CUTOUT, KEY_CUTOUT)),
        ("OLED window centre / size", "%g, %g mm / %g x %g mm" % (OLED_CENTRE + OLED_WINDOW)),
        ("overlay sheet", "%g x %g mm" % (WIDTH, SHEET_HEIGHT)),
    )
