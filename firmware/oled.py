"""The OLED as five fixed text lines in one bitmap, made once and drawn in place.

terminalio's 6x12 font gives 21 characters on each of 5 lines (13 pixels
apart) on the 128x64 panel. One line at a time can be shown inverted (white
bar, black text) to mark the selected menu entry. The text is the font's
glyphs copied into one 2-colour Bitmap (1 KB on the board) by
``bitmaptools``, not Labels: five Labels' displayio objects and the
adafruit_display_text library compiled into the heap held about 16 KB of a
Pico's. The inverted line is a second TileGrid over the same bitmap that
shows that line's rows with black and white swapped, so marking a line
draws nothing; a line whose text did not change is not touched at all.
"""
import bitmaptools
import displayio
import terminalio

from firmware.footer import CHARS  # noqa: F401 (the width is defined once, with no displayio)

LINES = 5
PITCH = 13  # pixels from one line's top to the next
ROWS = PITCH - 1  # a line's rows: its glyphs' and the inverted bar's (a blank row between lines)
WIDTH = 128
HEIGHT = 64
WHITE = 0xFFFFFF
BLACK = 0x000000
# SSD1306 contrast, as displayio brightness: awake and dimmed after idling.
BRIGHT = 1.0
DIM = 0.05
FIRST = 32  # the glyphs looked up once: printable ASCII, " " to "~"
ASCII = 95
NONE = 255  # no tile kept: ask the font
UNSEEN = 254  # not looked up yet


def _palette(blank, ink):
    palette = displayio.Palette(2)
    palette[0] = blank
    palette[1] = ink
    return palette


class Screen:
    """Five text lines on ``display``, one optionally highlighted.

    :param display: the Device's display (``root_group`` is set here)
    """

    def __init__(self, display):
        self.display = display
        self.bitmap = displayio.Bitmap(WIDTH, HEIGHT, 2)
        self.group = displayio.Group()
        self.group.append(displayio.TileGrid(self.bitmap, pixel_shader=_palette(BLACK, WHITE)))
        # The marked line's ROWS rows of the bitmap, a tile a row, over the rest.
        self.bar = displayio.TileGrid(self.bitmap, pixel_shader=_palette(WHITE, BLACK), width=1,
                                      height=ROWS, tile_width=WIDTH, tile_height=1)
        self.bar.hidden = True
        self.group.append(self.bar)
        self.font = terminalio.FONT
        # Printable ASCII's tiles, each looked up the first time it is drawn:
        # the board's get_glyph makes a Glyph (48 bytes) per call, about 4 KB
        # of garbage a redrawn screen, and 95 of them at once would be in
        # the program's first frame. A glyph shaped unlike "M" (or none)
        # keeps NONE: asked for each time.
        m = self.font.get_glyph(ord("M"))
        self.cell = m
        self.ascent = m.height + m.dy  # the baseline's rows below a line's top
        self.tiles = bytearray(ASCII)
        for c in range(ASCII):
            self.tiles[c] = UNSEEN
        self.texts = [""] * LINES
        self.marked = None
        self.dimmed = False
        display.root_group = self.group

    def line(self, i, text):
        """Show ``text`` (cut to 21 characters) on line ``i`` (0 = top)."""
        if len(text) > CHARS:
            text = text[:CHARS]
        if self.texts[i] == text:
            return
        self.texts[i] = text
        top = PITCH * i
        bitmaptools.fill_region(self.bitmap, 0, top, WIDTH, top + ROWS, 0)
        x = 0
        codes = text.encode()  # iterating a str interns each character it gives
        if len(codes) != len(text):  # not all ASCII: its characters' codes
            codes = [ord(ch) for ch in text]
        for code in codes:
            c = code - FIRST
            tile = self.tiles[c] if 0 <= c < ASCII else NONE
            if tile == UNSEEN:
                tile = self._look_up(c)
            glyph = self.cell if tile != NONE else self.font.get_glyph(code)
            if glyph is None:
                continue  # as a Label did: nothing drawn, no advance
            self._blit(glyph, glyph.tile_index if tile == NONE else tile, x, top)
            x += glyph.shift_x

    def look_up_all(self):
        """Look every ASCII glyph up now: in a title's program, before its
        modules load, so that no Glyph's garbage lies between their code."""
        for c in range(ASCII):
            if self.tiles[c] == UNSEEN:
                self._look_up(c)

    def _look_up(self, c):
        """Printable ASCII ``c``'s tile, kept for the next time."""
        glyph = self.font.get_glyph(FIRST + c)
        m = self.cell
        same = glyph is not None and glyph.bitmap is m.bitmap and glyph.tile_index < UNSEEN and (
            glyph.width, glyph.height, glyph.dx, glyph.dy, glyph.shift_x) == (
            m.width, m.height, m.dx, m.dy, m.shift_x)
        self.tiles[c] = glyph.tile_index if same else NONE
        return self.tiles[c]

    def _blit(self, glyph, tile, x, top):
        """Copy tile ``tile`` of ``glyph``'s font bitmap (shaped as ``glyph``) to ``x``, ``top``."""
        # Its place in the font's bitmap (the board's font: one bitmap, tiles in a row).
        across = glyph.bitmap.width // glyph.width
        left = tile % across * glyph.width
        high = tile // across * glyph.height
        bitmaptools.blit(self.bitmap, glyph.bitmap, x + glyph.dx,
                         top + self.ascent - glyph.height - glyph.dy, x1=left, y1=high,
                         x2=left + glyph.width, y2=high + glyph.height, skip_source_index=0)

    def lines(self, texts, first=0):
        """Show ``texts`` from line ``first`` on, blanking the rest below."""
        for i in range(first, LINES):
            k = i - first
            self.line(i, texts[k] if k < len(texts) else "")

    def mark(self, i):
        """Invert line ``i`` (None: no line inverted)."""
        if i == self.marked:
            return
        self.marked = i
        if i is None:
            self.bar.hidden = True
            return
        for row in range(ROWS):
            self.bar[row] = PITCH * i + row
        self.bar.y = PITCH * i
        self.bar.hidden = False

    def dim(self, dimmed):
        """Lower the panel's contrast after idling; raise it again on a key."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.display.brightness = DIM if dimmed else BRIGHT
