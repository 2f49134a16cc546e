"""Pixels for the stand-in device (tools/sim/mpdevice.py): displayio's
Bitmap, bitmaptools' blit and fill_region, and terminalio's font.

The Bitmap holds what the board's holds (1 bit a pixel packed in whole
32-bit words a row), so the benches count those bytes and tests read the
text back from the pixels (``read``), as a person reads the panel
(``shown``). The board's ``terminalio.FONT`` (Terminus ter-u12n, 6x12, the
font Blinka's terminalio loads on the desktop) is a ``fontio.BuiltinFont``:
one bitmap in flash with a 6x12 tile a character, printable ASCII first,
``get_glyph`` making a new ``Glyph`` namedtuple on each call (dx = dy = 0:
every tile is a whole cell, its baseline 10 rows down). This one holds the
95 printable ASCII characters; tests/test_oled_pixels.py checks ROWS
against Blinka's terminalio.FONT.
"""
import binascii
from collections import namedtuple

FIRST = 0x20  # " ", then every code point up to "~"
COUNT = 95
WIDTH = 6
HEIGHT = 12
# HEIGHT bytes a character, top row first; bit 7 is the leftmost pixel.
ROWS = binascii.unhexlify(
    "000000000000000000000000000020202020200020200000005050500000000000000000"
    "00005050f85050f85050000000002070a8a07028a8702000000048a85010202854480000"
    "000020505020689090680000002020200000000000000000000010204040404020100000"
    "000040201010101020400000000000005020f82050000000000000002020f82020000000"
    "000000000000000020204000000000000000f80000000000000000000000000020200000"
    "0000080810102020404000000000708898a8c88888700000000020602020202020700000"
    "000070888808102040f8000000007088083008088870000000000818284888f808080000"
    "0000f88080f00808887000000000708080f08888887000000000f8080810102020200000"
    "000070888870888888700000000070888888780808700000000000002020000020200000"
    "00000000202000002020400000000008102040201008000000000000f80000f800000000"
    "0000004020100810204000000000708888102000202000000000708898a8a89880780000"
    "000070888888f888888800000000f08888f0888888f00000000070888080808088700000"
    "0000e0908888888890e000000000f88080f0808080f800000000f88080f0808080800000"
    "000070888080b888887000000000888888f8888888880000000070202020202020700000"
    "00003810101010909060000000008890a0c0c0a090880000000080808080808080f80000"
    "000088d8a8a888888888000000008888c8a8988888880000000070888888888888700000"
    "0000f0888888f080808000000000708888888888a87008000000f0888888f0a090880000"
    "0000708880700808887000000000f8202020202020200000000088888888888888700000"
    "000088888850505020200000000088888888a8a8d8880000000088885020205088880000"
    "0000888850502020202000000000f8081020408080f80000000070404040404040700000"
    "000040402020101008080000000070101010101010700000002050880000000000000000"
    "00000000000000000000f800402000000000000000000000000000007008788888780000"
    "00008080f088888888f00000000000007088808088700000000008087888888888780000"
    "000000007088f88080780000000018207020202020200000000000007888888888780870"
    "00008080f088888888880000002020006020202020700000000808001808080808084830"
    "00004040485060605048000000006020202020202070000000000000f0a8a8a8a8a80000"
    "00000000f08888888888000000000000708888888870000000000000f088888888f08080"
    "00000000788888888878080800000000b8c0808080800000000000007880700808f00000"
    "000020207020202020180000000000008888888888780000000000008888505020200000"
    "000000008888a8a8a8700000000000008850202050880000000000008888888888780870"
    "00000000f810204080f80000000018202040202020180000000020202020202020200000"
    "0000601010081010106000000048a8900000000000000000"
)
Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x", "shift_y"))


class Bitmap:
    """1 bit a pixel (all the app makes: 2 colours), packed as the board
    packs it: rows of whole 32-bit words, the leftmost pixel in a byte's top
    bit. ``row(y)``: a row as an int, the leftmost pixel its top bit."""

    def __init__(self, width, height, value_count):
        if value_count > 2:
            raise ValueError("value_count %r: the stand-in holds 2" % value_count)
        self.width = width
        self.height = height
        self.stride = (width + 31) // 32 * 4
        self.pixels = bytearray(self.stride * height)

    def row(self, y):
        at = y * self.stride
        return int.from_bytes(self.pixels[at:at + self.stride], "big") >> (8 * self.stride - self.width)

    def put(self, right, top, bottom, bits, written):
        """Set the ``written`` pixels of rows top..bottom - 1 to those of
        ``bits``: ints of rows ``8 * stride`` bits apart, the last row
        lowest, its pixel at column right - 1 the lowest bit."""
        rows = 8 * self.stride
        shift = rows - right
        at, end = top * self.stride, bottom * self.stride
        window = int.from_bytes(self.pixels[at:end], "big")
        written <<= shift
        window = window & ~written | bits << shift & written
        self.pixels[at:end] = window.to_bytes(end - at, "big")


class FontBitmap:
    """The font's tiles side by side, read-only, read from ROWS (the
    board's is in flash, not in the heap)."""

    width = WIDTH * COUNT
    height = HEIGHT

    def __init__(self):
        self.patches = {}

    def patch(self, x1, y1, x2, y2, rows):
        """The pixels of x1..x2, y1..y2 (second bounds excluded) in rows
        ``rows`` bits apart, as ``Bitmap.put`` takes them."""
        key = (x1, y1, x2, y2, rows)
        if key not in self.patches:
            bits = 0
            for y in range(y1, y2):
                bits <<= rows
                for x in range(x1, x2):
                    bits |= (ROWS[x // WIDTH * HEIGHT + y] >> (7 - x % WIDTH) & 1) << (x2 - 1 - x)
            self.patches[key] = bits
        return self.patches[key]


class Font:
    """``terminalio.FONT``: ``get_glyph(codepoint)``, None for a character
    it does not have."""

    def __init__(self):
        self.bitmap = FontBitmap()

    def get_bounding_box(self):
        return (WIDTH, HEIGHT)

    def get_glyph(self, codepoint):
        index = codepoint - FIRST
        if not 0 <= index < COUNT:
            return None
        return Glyph(self.bitmap, index, WIDTH, HEIGHT, 0, 0, WIDTH, 0)


_ONES = {}


def _ones(width, height, rows):
    """A width x height patch of 1s in rows ``rows`` bits apart (``Bitmap.put``)."""
    key = (width, height, rows)
    if key not in _ONES:
        patch = 0
        for _ in range(height):
            patch = patch << rows | (1 << width) - 1
        _ONES[key] = patch
    return _ONES[key]


def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None):
    """bitmaptools.blit: the source's x1..x2, y1..y2 to (x, y) (second
    bounds excluded), clipped to the destination; pixels of value
    ``skip_source_index`` are not copied. The source is the font's bitmap
    (``FontBitmap``), all the app copies from."""
    x2 = source_bitmap.width if x2 is None else x2
    y2 = source_bitmap.height if y2 is None else y2
    if x < 0:
        x1, x = x1 - x, 0
    if y < 0:
        y1, y = y1 - y, 0
    x2 = min(x2, x1 + dest_bitmap.width - x)
    y2 = min(y2, y1 + dest_bitmap.height - y)
    if x1 >= x2 or y1 >= y2:
        return
    rows = 8 * dest_bitmap.stride
    bits = source_bitmap.patch(x1, y1, x2, y2, rows)
    written = _ones(x2 - x1, y2 - y1, rows)
    if skip_source_index is not None:
        written &= bits if skip_source_index == 0 else ~bits
    if written:
        dest_bitmap.put(x + x2 - x1, y, y + y2 - y1, bits, written)


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    """bitmaptools.fill_region: x1..x2 and y1..y2, the second bounds excluded."""
    x1, y1 = max(x1, 0), max(y1, 0)
    x2, y2 = min(x2, dest_bitmap.width), min(y2, dest_bitmap.height)
    if x1 < x2 and y1 < y2:
        written = _ones(x2 - x1, y2 - y1, 8 * dest_bitmap.stride)
        dest_bitmap.put(x2, y1, y2, written if value else 0, written)


_CELLS = {}  # a cell's rows (as bytes) -> its character, made on the first read


def read(bitmap, top, count):
    """The characters whose glyphs fill the first ``count`` 6x12 cells from
    the left of ``bitmap`` at row ``top`` ("?" where none does)."""
    if not _CELLS:
        for i in range(COUNT):
            _CELLS[ROWS[i * HEIGHT:(i + 1) * HEIGHT]] = chr(FIRST + i)
    rows = [bitmap.row(top + y) for y in range(HEIGHT)]
    text = ""
    for k in range(count):
        shift = bitmap.width - WIDTH * (k + 1)
        text += _CELLS.get(bytes([row >> shift << (8 - WIDTH) & 0xFF for row in rows]), "?")
    return text


def _lit(colour):
    """displayio's 1-bit grayscale: lit if the colour's luma is at least half."""
    return int((colour >> 16) * 299 + (colour >> 8 & 255) * 587 + (colour & 255) * 114 >= 128000)


def shown(grids, width, height):
    """What a panel of width x height shows of ``grids`` (TileGrids, the
    last on top), as ``tools.sim.ssd1306.Frame.bits``: a byte a pixel, row
    by row, 1 where lit."""
    out = bytearray(width * height)
    for grid in grids:
        if grid.hidden:
            continue
        bitmap, across = grid.bitmap, grid.bitmap.width // grid.tile_width
        lit = [_lit(c) for c in grid.pixel_shader.colours]
        for k in range(len(grid.tiles)):
            left = grid.x + k % grid.width * grid.tile_width
            top = grid.y + k // grid.width * grid.tile_height
            sx = grid.tiles[k] % across * grid.tile_width
            sy = grid.tiles[k] // across * grid.tile_height
            for j in range(grid.tile_height):
                row = bitmap.row(sy + j)
                for i in range(grid.tile_width):
                    x, y = left + i, top + j
                    if 0 <= x < width and 0 <= y < height:
                        out[y * width + x] = lit[row >> (bitmap.width - 1 - sx - i) & 1]
    return bytes(out)
