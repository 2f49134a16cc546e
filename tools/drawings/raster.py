"""A page in millimetres painted into pixels: the printed sheets as PNG.

``Raster`` takes the same calls as ``svg.Svg`` (``rect`` and ``text`` with
SVG's attribute names), so one function walks a sheet's shapes for both. It
paints with pygame-ce off-screen (no window; ``SDL_VIDEODRIVER=dummy``) and
its bundled default font, without antialiasing: the few ink colours of a
sheet stay a small palette, and the PNG (``tools.sim.pictures``) is the
same bytes on every run. The dpi is stored in the file, so it prints at
its true size. The bundled font is bold only, so all PNG text is bold.
"""
import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (after the environment above)

from tools.sim import pictures  # noqa: E402

DPI = 300
NAMED = {"white": (255, 255, 255), "black": (0, 0, 0)}


def rgb(colour):
    """(r, g, b) of an SVG colour: "#rrggbb", "white" or "black"."""
    if colour in NAMED:
        return NAMED[colour]
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


class Raster:
    """A white page of ``width`` x ``height`` mm at ``dpi`` pixels an inch.

    :param str title: stored in the PNG's tEXt chunk
    """

    def __init__(self, width, height, title, dpi=DPI):
        self.title = title
        self.dpi = dpi
        self.scale = dpi / 25.4  # pixels a millimetre
        self.surface = pygame.Surface((self.px(width), self.px(height)), depth=8)
        # Colours get palette entries in order of first use; the unused
        # entries repeat white (entry 0), so every colour maps to its own.
        self.palette = [NAMED["white"]]
        self.surface.set_palette(self.palette * 256)
        self.surface.fill(0)
        self.fonts = {}

    def px(self, mm):
        """The pixel edge nearest ``mm`` from the page's top or left edge."""
        return round(mm * self.scale)

    def box(self, x, y, w, h):
        """The pixels of the ``w`` x ``h`` mm box at (``x``, ``y``) mm."""
        left, top = self.px(x), self.px(y)
        return pygame.Rect(left, top, self.px(x + w) - left, self.px(y + h) - top)

    def ink(self, colour):
        """The palette index of SVG ``colour``."""
        value = rgb(colour)
        if value not in self.palette:
            self.surface.set_palette_at(len(self.palette), value)
            self.palette.append(value)
        return self.palette.index(value)

    def rect(self, x, y, w, h, fill="black", stroke="none", stroke_width=1,
             stroke_dasharray="", rx=0):
        """As ``svg.Svg.rect``: the stroke is centred on the box's edge."""
        if fill != "none":
            pygame.draw.rect(self.surface, self.ink(fill), self.box(x, y, w, h),
                             border_radius=self.px(rx))
        if stroke == "none":
            return
        half = stroke_width / 2
        dashes = [float(d) for d in stroke_dasharray.split()]
        if not dashes:
            pygame.draw.rect(self.surface, self.ink(stroke),
                             self.box(x - half, y - half, w + 2 * half, h + 2 * half),
                             max(1, self.px(stroke_width)))
            return
        corners = ((x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y))
        along = 0.0  # distance along the outline: the dashes run on round the corners
        for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
            length = math.hypot(x1 - x0, y1 - y0)
            for a, b in _dashes(along, length, dashes):
                xa, ya = x0 + (x1 - x0) * a, y0 + (y1 - y0) * a
                xb, yb = x0 + (x1 - x0) * b, y0 + (y1 - y0) * b
                pygame.draw.rect(self.surface, self.ink(stroke),
                                 self.box(min(xa, xb) - half * (xa == xb),
                                          min(ya, yb) - half * (ya == yb),
                                          abs(xb - xa) or stroke_width,
                                          abs(yb - ya) or stroke_width))
            along += length

    def text(self, x, y, text, size, anchor="middle", fill="black", **style):
        """As ``svg.Svg.text``: baseline at ``y``, ``size`` mm the em."""
        font = self.font(self.px(size))
        image = font.render(text, False, rgb(fill))
        self.ink(fill)  # before the blit, so its colour has a palette entry
        shift = {"start": 0, "middle": image.get_width() // 2, "end": image.get_width()}
        self.surface.blit(image, (self.px(x) - shift[anchor], self.px(y) - font.get_ascent()))

    def font(self, pixels):
        """pygame-ce's bundled font with an em of ``pixels``."""
        if pixels not in self.fonts:
            pygame.font.init()
            path = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
            self.fonts[pixels] = pygame.font.Font(path, pixels)
        return self.fonts[pixels]

    def png(self):
        """The page as PNG bytes: palette colours, ``dpi`` stored."""
        width, height = self.surface.get_size()
        return pictures.png_bytes(width, height, pygame.image.tobytes(self.surface, "P"),
                                  palette=self.palette, dpi=self.dpi, title=self.title)


def _dashes(start, length, dashes):
    """The (from, to) fractions of a side ``length`` long, ``start`` along
    the outline, that an SVG ``dashes`` pattern (on, off, ...) inks."""
    pattern = dashes * (len(dashes) % 2 + 1)  # SVG repeats an odd list twice
    period = sum(pattern)
    at = start - start % period  # where the pattern last began
    while at < start + length:
        for i, step in enumerate(pattern):
            a, b = max(at, start), min(at + step, start + length)
            if i % 2 == 0 and a < b:
                yield (a - start) / length, (b - start) / length
            at += step
