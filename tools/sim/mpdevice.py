"""The board without its hardware, small enough to run inside MicroPython.

Pure-Python stand-ins for what ``firmware/oled.py`` takes from
``displayio``, ``terminalio`` and ``bitmaptools``: a Bitmap that holds its
pixels packed as the board's does (so the benches count the bytes the
board's holds, and tests read the text back from the pixels), the font of
``tools.sim.font``, and tile grids and palettes that keep what the app set;
plus the lights, display, key scanner and clock of a
``firmware.device.Device``. The MicroPython tier test and
``tools/bench/app.py`` run the real app on them. What the board does in C
(``bitmaptools``) is plain Python here: ``tools/bench/app_bench.mjs`` puts
a no-op in its place, so that its timings hold only the app's own Python.
"""
import sys

from tools.sim import font


class _Shown:
    """Anything displayio can show: a place and a ``hidden`` flag."""

    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y
        self.hidden = False


class Group(_Shown):
    def __init__(self, x=0, y=0):
        _Shown.__init__(self, x, y)
        self.items = []

    def append(self, item):
        self.items.append(item)


class Palette:
    def __init__(self, count):
        self.colours = [0] * count

    def __setitem__(self, index, value):
        self.colours[index] = value


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


class TileGrid(_Shown):
    """``grid[i] = tile``: which tile of its bitmap each place shows (tiles
    numbered row by row, as displayio numbers them)."""

    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        _Shown.__init__(self, x, y)
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self.tiles = bytearray([default_tile] * (width * height))

    def __setitem__(self, index, tile):
        self.tiles[index] = tile


_ONES = {}


def ones(width, height, rows):
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
    (``tools.sim.font.FontBitmap``), all the app copies from."""
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
    written = ones(x2 - x1, y2 - y1, rows)
    if skip_source_index is not None:
        written &= bits if skip_source_index == 0 else ~bits
    if written:
        dest_bitmap.put(x + x2 - x1, y, y + y2 - y1, bits, written)


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    """bitmaptools.fill_region: x1..x2 and y1..y2, the second bounds excluded."""
    x1, y1 = max(x1, 0), max(y1, 0)
    x2, y2 = min(x2, dest_bitmap.width), min(y2, dest_bitmap.height)
    if x1 < x2 and y1 < y2:
        written = ones(x2 - x1, y2 - y1, 8 * dest_bitmap.stride)
        dest_bitmap.put(x2, y1, y2, written if value else 0, written)


class _Modules:
    """Stand-in modules: classes whose attributes are the module's names."""

    class displayio:
        pass

    class terminalio:
        FONT = font.Font()

    class bitmaptools:
        pass


for _cls in (Group, Palette, Bitmap, TileGrid):
    setattr(_Modules.displayio, _cls.__name__, _cls)
_Modules.bitmaptools.blit = blit
_Modules.bitmaptools.fill_region = fill_region
STANDINS = {"displayio": _Modules.displayio, "terminalio": _Modules.terminalio,
            "bitmaptools": _Modules.bitmaptools}
# Firmware modules bound to displayio at import: loaded afresh on the stand-ins.
BOUND = ("firmware.oled", "firmware.app")


def install():
    """Put the stand-in modules where ``import displayio`` etc. find them."""
    for name in STANDINS:
        sys.modules[name] = STANDINS[name]


class StandIns:
    """``with StandIns() as App:`` the firmware's App class, running on the
    stand-ins; on leaving, ``sys.modules`` is as before (on CPython the
    desktop simulator's real displayio may be loaded in the same process)."""

    def __enter__(self):
        self.saved = {}
        for name in tuple(STANDINS) + BOUND:
            self.saved[name] = sys.modules.pop(name, None)
        install()
        from firmware.app import App
        return App

    def __exit__(self, *exc):
        import firmware
        for name in self.saved:
            sys.modules.pop(name, None)
            if self.saved[name] is not None:
                sys.modules[name] = self.saved[name]
        for name in BOUND:
            short = name.split(".")[1]
            if self.saved[name] is not None:
                setattr(firmware, short, self.saved[name])


class Lights:
    """A NeoPixel strip of 17 with ``auto_write=False``: colours as ints."""

    def __init__(self):
        self.pixels = [0] * 17
        self.shown = [0] * 17
        self.brightness = 0.25

    def __setitem__(self, index, rgb):
        self.pixels[index] = rgb

    def fill(self, rgb):
        for i in range(17):
            self.pixels[i] = rgb

    def show(self):
        self.shown[:] = self.pixels


class Display:
    def __init__(self):
        self.root_group = None
        self.brightness = 1.0

    def refresh(self):
        pass


class Event:
    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed


class Queue:
    """keypad's event queue: 64 events, new ones dropped when full."""

    def __init__(self):
        self.waiting = []
        self.overflowed = False

    def get(self):
        return self.waiting.pop(0) if self.waiting else None

    def clear(self):
        self.waiting = []
        self.overflowed = False


class Keys:
    def __init__(self):
        self.events = Queue()

    def reset(self):
        pass


class Clock:
    def __init__(self):
        self.ms = 0

    def monotonic_ms(self):
        return self.ms


class Sim:
    """Presses keys, moves the clock and reads back the lights and the OLED
    of a Device built on the stand-ins (``make``)."""

    def __init__(self, device):
        self.device = device

    def tap(self, key, hold_ms=30):
        """Press and release ``key`` (a key name or a place)."""
        number = self.device.keymap.index(key)
        events = self.device.keys.events
        for pressed in (True, False):
            if len(events.waiting) >= 64:
                events.overflowed = True
            else:
                events.waiting.append(Event(number, pressed))
        self.advance(hold_ms)

    def advance(self, ms):
        self.device.clock.ms += ms

    def press(self, app, keys, frame_ms=20):
        """Tap each of ``keys`` (None: no key) and run one app frame after each."""
        for key in keys:
            if key is not None:
                self.tap(key)
            self.advance(frame_ms)
            app.step()

    def place_colours(self):
        """The 0xRRGGBB int each place (0..15 cells, 16 centre) shows."""
        shown = self.device.lights.shown
        return [shown[self.device.layout[where]] for where in range(17)]

    def lines(self):
        """The OLED's five text lines read back from its pixels (each 6x12
        cell as the character whose glyph it shows, trailing blanks
        dropped), and the inverted one (or None)."""
        from firmware import oled
        whole, bar = self.device.display.root_group.items
        texts = []
        for i in range(oled.LINES):
            cells = [font.read(whole.bitmap, font.WIDTH * k, oled.PITCH * i) for k in range(oled.CHARS)]
            texts.append("".join(cells).rstrip())
        return texts, (None if bar.hidden else bar.y // oled.PITCH)

    def image(self):
        """What the OLED shows, as ``tools.sim.ssd1306.Frame.bits``: a byte
        a pixel, row by row, 1 where lit. The TileGrids in order, each
        pixel's colour from the grid's palette, lit if its luma is at least
        half (displayio's 1-bit grayscale)."""
        from firmware import oled
        out = bytearray(oled.WIDTH * oled.HEIGHT)
        for grid in self.device.display.root_group.items:
            if grid.hidden:
                continue
            bitmap, width, height = grid.bitmap, grid.tile_width, grid.tile_height
            lit = [int((c >> 16) * 299 + (c >> 8 & 255) * 587 + (c & 255) * 114 >= 128000)
                   for c in grid.pixel_shader.colours]
            for k in range(len(grid.tiles)):
                tile = grid.tiles[k]
                left, top = grid.x + k % grid.width * width, grid.y + k // grid.width * height
                sx, sy = tile % (bitmap.width // width) * width, tile // (bitmap.width // width) * height
                for j in range(height):
                    row = bitmap.row(sy + j)
                    for i in range(width):
                        x, y = left + i, top + j
                        if 0 <= x < oled.WIDTH and 0 <= y < oled.HEIGHT:
                            out[y * oled.WIDTH + x] = lit[row >> (bitmap.width - 1 - sx - i) & 1]
        return bytes(out)


def make(build, nvm=None, backup=None, volume=0):
    """A Device of ``build`` ("full" or "lite") on the stand-ins, and its
    Sim; ``nvm`` is its flash (None: the app keeps its store in RAM),
    ``backup`` the backup of its rewrites (tools.sim.flashmodel.Backup),
    ``volume`` its volume until the settings save one (0: off); its
    buzzer (``tools.sim.buzzer``) logs every note."""
    from firmware import keymap
    from firmware.device import Device
    from tools.sim.buzzer import Buzzer
    clock = Clock()
    device = Device(lights=Lights(), display=Display(), keys=Keys(),
                    keymap=keymap.for_build(build), clock=clock, build=build, nvm=nvm,
                    backup=backup, buzzer=Buzzer(clock), volume=volume)
    return device, Sim(device)
