"""The board without its hardware, small enough to run inside MicroPython.

Pure-Python stand-ins for what ``firmware/oled.py`` takes from
``displayio``, ``terminalio`` and ``bitmaptools``: the Bitmap, font and
drawing of ``tools.sim.pixels`` (real pixels, the bytes the board's Bitmap
holds), and tile grids and palettes that keep what the app set;
plus the lights, display, key scanner and clock of a
``firmware.device.Device``. The MicroPython tier test and
``tools/bench/app.py`` run the real app on them. What the board does in C
(``bitmaptools``) is plain Python here: ``tools/bench/app_interpreter.mjs``
puts a no-op in its place, so that its timings hold only the app's own Python.
"""
import sys

from tools.sim import pixels


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


class _Modules:
    """Stand-in modules: classes whose attributes are the module's names."""

    class displayio:
        pass

    class terminalio:
        FONT = pixels.Font()

    class bitmaptools:
        pass


for _cls in (Group, Palette, pixels.Bitmap, TileGrid):
    setattr(_Modules.displayio, _cls.__name__, _cls)
_Modules.bitmaptools.blit = pixels.blit
_Modules.bitmaptools.fill_region = pixels.fill_region
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
        texts = [pixels.read(whole.bitmap, oled.PITCH * i, oled.CHARS).rstrip() for i in range(oled.LINES)]
        return texts, (None if bar.hidden else bar.y // oled.PITCH)

    def image(self):
        """What the OLED shows, as ``tools.sim.ssd1306.Frame.bits`` (a byte
        a pixel, row by row, 1 where lit)."""
        from firmware import oled
        return pixels.shown(self.device.display.root_group.items, oled.WIDTH, oled.HEIGHT)


def make(build, nvm=None, backup=None, volume=0):
    """A Device of ``build`` ("full" or "lite") on the stand-ins, and its
    Sim; ``nvm`` is its flash (None: the app keeps its store in RAM),
    ``backup`` the backup of its rewrites (tools.sim.flashmodel.Backup),
    ``volume`` its volume until the settings save one (0: off); its
    buzzer (``tools.sim.buzzer``) logs every note."""
    from firmware import keymap
    from firmware.device import Device
    from tools.sim.board import reload
    from tools.sim.buzzer import Buzzer
    clock = Clock()
    device = Device(lights=Lights(), display=Display(), keys=Keys(),
                    keymap=keymap.for_build(build), clock=clock, build=build, nvm=nvm,
                    backup=backup, buzzer=Buzzer(clock), volume=volume, reload=reload)
    return device, Sim(device)
