"""A light under a key, full build: a section through one MX key switch, its
keycap, the top panel and the WS2812B under it, drawn 3:1 for
hardware/README.md (made with the other drawings by
``python -m tools.drawings.hardware_svg``).

Sizes are in real millimetres (y grows downwards from the panel's top
face); the hole and the keycap are ``tools/drawings/geometry.py``'s.
"""
from tools.drawings import geometry
from tools.drawings import svg

SCALE = 3.0  # drawn 3:1
PLATE = 1.5  # an MX switch's clips latch in a plate this thick
ORIGIN = (75.0, 52.0)  # where the switch's axis meets the panel's top face, on the page
INK = "#222222"
LIGHT = "#f5b041"
# (what, x0, y0, x1, y1, fill): the parts, drawn in this order.
PARTS = (
    ("panel", -22.0, 0.0, -geometry.KEY_CUTOUT / 2, PLATE, "#d5c4a1"),
    ("panel", geometry.KEY_CUTOUT / 2, 0.0, 22.0, PLATE, "#d5c4a1"),
    ("switch housing, top", -7.8, -5.5, 7.8, 0.0, "#e8f1f8"),
    ("stem", -2.75, -9.0, 2.75, -5.5, "#e8f1f8"),
    ("switch housing, bottom", -7.0, 0.0, 7.0, 5.0, "#e8f1f8"),
    ("centre post", -2.0, 5.0, 2.0, 8.3, "#e8f1f8"),
    ("pin", -4.2, 5.0, -3.4, 8.3, "#b7950b"),
    ("pin", 2.1, 5.0, 2.9, 8.3, "#b7950b"),
    ("breakout", -5.0, 12.8, 5.0, 14.4, "#1e8449"),
    ("WS2812B", -2.5, 11.2, 2.5, 12.8, "#fdfefe"),
    ("base board", -22.0, 14.4, 22.0, 17.4, "#d5c4a1"),
)
# (text, x, y of the point named, label's y): labels to the right.
LABELS = (
    ("translucent 1U keycap (18 mm)", 7.0, -10.0, -11.0),
    ("MX switch, clear housing", 7.8, -3.0, -4.0),
    ("top panel, 14 mm hole (MX clips latch in 1.5 mm)", 12.0, 0.75, 1.0),
    ("switch pins: diode and matrix wires", 2.9, 7.5, 7.0),
    ("WS2812B on its breakout, facing up", 2.5, 12.0, 12.0),
    ("base board (or standoffs), ~12 mm down", 15.0, 15.9, 17.0),
)


def _at(x, y):
    """Page millimetres of the real point (x, y)."""
    return ORIGIN[0] + x * SCALE, ORIGIN[1] + y * SCALE


def section():
    """The drawing (an Svg)."""
    drawing = svg.Svg(230, 128, "Twilight Board: a light under a key (full build)")
    drawing.text(115, 9, "A light under a key (full build), section, 3:1", 6, fill=INK)
    for what, x0, y0, x1, y1, fill in PARTS:
        (a, b), (c, d) = _at(x0, y0), _at(x1, y1)
        drawing.rect(a, b, c - a, d - b, fill=fill, stroke=INK, stroke_width=0.3)
    # The light's path up through the clear switch and the keycap.
    for x in (-1.5, 0.0, 1.5):
        (a, b), (c, d) = _at(x, 11.0), _at(x * 3, -11.5)
        drawing.line(a, b, c, d, stroke=LIGHT, stroke_width=0.8, stroke_dasharray="2 1.2")
    half, top = geometry.KEYCAP / 2, 12.5 / 2
    points = [_at(-half, -4.5), _at(half, -4.5), _at(top, -12.5), _at(-top, -12.5)]
    drawing.add("polygon", {"points": " ".join("%s,%s" % (svg.number(x), svg.number(y))
                                               for x, y in points),
                            "fill": "#dddddd", "fill_opacity": 0.55, "stroke": INK,
                            "stroke_width": 0.3})
    for text, x, y, label_y in LABELS:
        (a, b), (_, e) = _at(x, y), _at(0, label_y)
        drawing.line(a, b, 145, e - 1, stroke=INK, stroke_width=0.2)
        drawing.text(146, e, text, 3.2, "start", fill=INK)
    notes = ("The light sits on the switch's axis, 3-4 mm below the ends of its pins, and",
             "shines up through the clear housing and the keycap. Its wires: 5 V, GND, DIN",
             "from the previous light, DOUT to the next (strip order: hardware/README.md).")
    for i, line in enumerate(notes):
        drawing.text(10, 112 + i * 5, line, 3.4, "start", fill=INK)
    return drawing
