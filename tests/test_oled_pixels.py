"""The OLED's text, pixel by pixel: terminalio's glyphs where the lines put them.

On the desktop simulator (Blinka's displayio, terminalio and bitmaptools,
the real SSD1306 driver, the panel decoded from the bus) every printable
ASCII character shows as its terminalio.FONT glyph in its 6x12 cell (line
i's rows 13i..13i+11, column 6k), the marked line inverted, nothing else
lit; the stand-in device (tools/sim/mpdevice.py, its pixels tools/sim/pixels.py)
shows the same image for the same calls. CPython only.
"""
import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
import terminalio
from firmware.oled import Screen
from tools.sim import mpdevice, pixels
from tools.sim.headless import make_sim_device

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
PAGES = [[ASCII[(21 * (first + i)) % len(ASCII):][:21] for i in range(5)] for first in range(5)]
CALLS = ([("lines", page) for page in PAGES]
         + [("mark", m) for m in (0, 1, 2, 3, 4, None, 2)]
         + [("line", 2, "cut at twenty-one characters"), ("line", 4, "OK: next, BACK: done"),
            ("mark", 4), ("line", 4, "short"), ("lines", ["one", "two"], 3), ("mark", None)])


def _glyph_pixel(ch, x, y):
    glyph = terminalio.FONT.get_glyph(ord(ch))
    return glyph.bitmap[glyph.tile_index * glyph.width + x, y]


def _expected(texts, marked):
    bits = bytearray(128 * 64)
    for i, text in enumerate(texts):
        for k, ch in enumerate(text):
            for y in range(12):
                for x in range(6):
                    bits[(13 * i + y) * 128 + 6 * k + x] = _glyph_pixel(ch, x, y)
    if marked is not None:
        for y in range(13 * marked, 13 * marked + 12):
            for x in range(128):
                bits[y * 128 + x] ^= 1
    return bytes(bits)


def _simulated(calls):
    """The panel's image after each call, on the desktop simulator."""
    device, sim = make_sim_device()
    frames = []
    with sim:
        screen = Screen(device.display)
        for name, *args in calls:
            getattr(screen, name)(*args)
            device.frame()
            frames.append(sim.frame().bits)
    return frames


def test_the_stand_in_font_is_terminalio_s():
    for i in range(pixels.COUNT):
        glyph = terminalio.FONT.get_glyph(pixels.FIRST + i)
        assert (glyph.width, glyph.height, glyph.shift_x) == (pixels.WIDTH, pixels.HEIGHT, pixels.WIDTH)
        for y in range(pixels.HEIGHT):
            row = pixels.ROWS[i * pixels.HEIGHT + y]
            assert [row >> (7 - x) & 1 for x in range(pixels.WIDTH)] == \
                [_glyph_pixel(chr(pixels.FIRST + i), x, y) for x in range(pixels.WIDTH)], (chr(pixels.FIRST + i), y)


def test_every_character_shows_its_glyph_in_its_cell_and_the_marked_line_inverted():
    frames = _simulated(CALLS[:12])
    marked = None
    for (name, *args), frame in zip(CALLS[:12], frames):
        texts = args[0] if name == "lines" else texts
        marked = args[0] if name == "mark" else marked
        assert frame == _expected(texts, marked), (name, args)


def test_the_stand_in_device_shows_what_the_simulator_shows():
    simulated = _simulated(CALLS)
    with mpdevice.StandIns():
        from firmware.oled import Screen as StandInScreen
        device, sim = mpdevice.make("full")
        screen = StandInScreen(device.display)
        for (name, *args), frame in zip(CALLS, simulated):
            getattr(screen, name)(*args)
            assert sim.image() == frame, (name, args)
