"""The printed overlays: one sheet per game (Rift one per ring), as SVG and PNG.

    python -m tools.drawings.overlays [--out hardware/overlays]

Every name on a sheet comes from ``tools.sim.overlay.printed_sheet``, which
reads the games' own tables (``firmware/play/<game>.py`` and the core), the same
data the simulator window labels its lights with; positions come from
``tools.drawings.geometry``. Sheets are 180 x 180 mm at 100 % scale: print with
"actual size" (no fit-to-page) and cut the 14 mm squares for the keys. One
function (``draw``) walks a sheet's shapes onto either canvas: ``svg.Svg``,
or ``raster.Raster`` for the PNG (300 dpi, stored in the file).
"""
import argparse
import os

from firmware import layout
from tools.drawings import geometry
from tools.drawings import raster
from tools.drawings import svg
from tools.sim.overlay import SHEETS, printed_sheet

INK = "#111111"
ACCENT = "#a67c00"  # gold: what the caption explains
CUT = "#888888"
LEGEND_CHAR, LEGEND_GAP = 1.6, 6.0  # mm per letter of a legend name, and per swatch
TINTS = ("#e4ecf8", "#f8e8e2", "#e8f3e2")  # one per region of a sheet


def _region(drawing, name, places, tint):
    """A tinted box around the cells of ``places``, ``name`` in its corner."""
    g = geometry
    xs = [g.light(w)[0] for w in places]
    ys = [g.light(w)[1] for w in places]
    inset = g.PITCH / 2 - 1
    x, y = min(xs) - inset, min(ys) - inset
    drawing.rect(x, y, max(xs) + inset - x, max(ys) + inset - y, fill=tint, rx=2)
    drawing.text(x + 1.5, y + 4, name, 3, "start", fill=INK)


def file_name(key, options, ext="svg"):
    """``dance.svg``, ``rift-ring3.png``: one file per sheet and format."""
    parts = [key] + ["%s%s" % item for item in sorted(options.items())]
    return "-".join(parts) + "." + ext


def draw(key, options, canvas=svg.Svg):
    """Game ``key``'s sheet with ``options`` drawn on a new ``canvas``
    (``svg.Svg`` or ``raster.Raster``: a page in mm), which it returns."""
    g = geometry
    printed = printed_sheet(key, **options)
    title = printed.game + "".join(" (%s %s)" % item for item in sorted(options.items()))
    drawing = canvas(g.WIDTH, g.SHEET_HEIGHT, "Twilight Board overlay: " + title)
    drawing.rect(0, 0, g.WIDTH, g.SHEET_HEIGHT, fill="white", stroke=CUT, stroke_width=0.3)
    drawing.text(g.MARGIN, 7, title, 4.5, "start", fill=INK, font_weight="bold")
    drawing.text(g.WIDTH - g.MARGIN, 7, "print at 100%%: %g x %g mm" % (g.WIDTH, g.SHEET_HEIGHT),
                 3, "end", fill=CUT)
    for i, (name, places) in enumerate(printed.regions):
        _region(drawing, name, places, TINTS[i % len(TINTS)])
    half = g.KEY_CUTOUT / 2
    for where in range(layout.COUNT):
        x, y = g.light(where)
        drawing.rect(x - half, y - half, g.KEY_CUTOUT, g.KEY_CUTOUT, fill="none", stroke=CUT,
                     stroke_width=0.25, stroke_dasharray="1 1")
        label = printed.labels[where]
        if label:
            drawing.text(x, y + g.LABEL_DROP, label, g.LABEL_SIZE,
                         fill=ACCENT if where in printed.accent else INK, font_weight="bold")
    drawing.text(g.MARGIN, g.SHEET_HEIGHT - 3, printed.caption, 3.5, "start", fill=ACCENT)
    x = g.WIDTH - g.MARGIN - sum(LEGEND_GAP + LEGEND_CHAR * len(name) for name, rgb in printed.legend)
    for name, rgb in printed.legend:  # the lights' colours, right of the caption
        drawing.rect(x, g.SHEET_HEIGHT - 5.6, 2.6, 2.6, fill="#%06x" % rgb, stroke=INK, stroke_width=0.2)
        drawing.text(x + 3.4, g.SHEET_HEIGHT - 3.2, name, 2.8, "start", fill=INK)
        x += LEGEND_GAP + LEGEND_CHAR * len(name)
    return drawing


def files(key, options):
    """{file name: bytes} of game ``key``'s sheet with ``options``: SVG and PNG."""
    return {file_name(key, options): draw(key, options).source().encode("utf-8"),
            file_name(key, options, "png"): draw(key, options, raster.Raster).png()}


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.drawings.overlays",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join("hardware", "overlays"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for key, options in SHEETS:
        for name, data in files(key, options).items():
            path = os.path.join(args.out, name)
            print("%s %s" % (path, "written" if svg.save(path, data) else "unchanged"))


if __name__ == "__main__":
    main()
