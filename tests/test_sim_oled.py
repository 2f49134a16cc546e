"""The OLED: the real adafruit_displayio_ssd1306 driver on Blinka's displayio,
through the simulated I2C bus, into the SSD1306 model, out as the panel image.

CPython only.
"""
import os
import struct
import tempfile
import zlib

import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
import displayio
from firmware.oled import Screen
from tools.sim.headless import make_sim_device
from tools.sim.ssd1306 import Ssd1306


def _init_commands(sim):
    """The commands up to and including the first display-on."""
    commands = sim.oled.commands
    ops = [op for op, _ in commands]
    assert 0xAF in ops, commands
    return commands[:ops.index(0xAF) + 1]


def _show(device, *items):
    group = displayio.Group()
    for item in items:
        group.append(item)
    device.display.root_group = group
    device.frame()


def _rectangle(x, y, width, height):
    bitmap = displayio.Bitmap(width, height, 2)
    bitmap.fill(1)
    palette = displayio.Palette(2)
    palette[0] = 0x000000
    palette[1] = 0xFFFFFF
    return displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y)


def _text_frame(text, x=4, y=8):
    """The panel showing ``text`` as the firmware's top line, moved by (x, y)."""
    device, sim = make_sim_device()
    with sim:
        screen = Screen(device.display)
        screen.line(0, text)
        screen.group.x, screen.group.y = x, y
        device.frame()
        return sim.frame()


def test_driver_initialises_the_panel_as_an_ssd1306_needs():
    device, sim = make_sim_device()
    with sim:
        init = _init_commands(sim)
        # Off while configuring, on only once everything is set.
        assert init[0] == (0xAE, b"")
        assert init[-1] == (0xAF, b"")
        assert (0x8D, b"\x14") in init, "charge pump never enabled: the panel stays dark"
        assert (0xA8, b"\x3f") in init, "multiplex ratio is not 64 rows"
        assert (0xDA, b"\x12") in init, "COM pins not set for a 128x64 panel"
        assert (0x20, b"\x00") in init, "not horizontal addressing"
        # Column 127 -> segment 0 and COM scan reversed: upright on these modules.
        assert (0xA1, b"") in init and (0xC8, b"") in init
        assert sim.oled.display_on and sim.oled.charge_pump


def test_filled_rectangles_light_exactly_their_pixels():
    # Corners and a block straddling the boundary between two 8-row pages.
    boxes = ((0, 0, 3, 2), (125, 61, 3, 3), (60, 5, 7, 6))
    device, sim = make_sim_device()
    with sim:
        _show(device, *[_rectangle(*box) for box in boxes])
        frame = sim.frame()
    for y in range(64):
        for x in range(128):
            inside = any(bx <= x < bx + w and by <= y < by + h for bx, by, w, h in boxes)
            assert frame.lit(x, y) == inside, (x, y)


def test_text_appears_inside_its_cells_and_nowhere_else():
    frame = _text_frame("Twilight")
    # terminalio.FONT is 6x12: 8 characters make a 48x12 box, here at (4, 8).
    inside = frame.count(4, 8, 4 + 48, 8 + 12)
    assert inside > 40, frame.ascii()
    assert frame.count() == inside, frame.ascii()
    # Every character cell holds ink.
    for i in range(8):
        assert frame.count(4 + 6 * i, 8, 4 + 6 * i + 6, 8 + 12) > 0, i


def test_different_text_gives_a_different_image_and_the_same_text_the_same():
    first = _text_frame("Dance")
    assert _text_frame("Dance") == first
    assert _text_frame("Rift") != first
    assert _text_frame("Dancf") != first


def test_moving_the_text_moves_its_pixels():
    base = _text_frame("OK", x=10, y=20)
    for dx, dy in ((8, 0), (0, 8), (3, 5)):
        moved = _text_frame("OK", x=10 + dx, y=20 + dy)
        assert moved.count() == base.count() > 0
        for y in range(64 - dy):
            for x in range(128 - dx):
                assert moved.lit(x + dx, y + dy) == base.lit(x, y), (dx, dy, x, y)


def test_a_new_group_replaces_the_old_image():
    device, sim = make_sim_device()
    with sim:
        _show(device, _rectangle(10, 10, 20, 20))
        assert sim.frame().count() == 400
        _show(device)
        assert sim.frame().count() == 0


def test_sleep_darkens_the_panel_and_wake_brings_the_image_back():
    device, sim = make_sim_device()
    with sim:
        _show(device, _rectangle(0, 0, 8, 8))
        before = sim.frame()
        device.display.sleep()
        assert not sim.oled.display_on
        assert sim.frame().count() == 0
        device.display.wake()
        assert sim.frame() == before


def test_display_brightness_sets_the_panel_contrast():
    device, sim = make_sim_device()
    with sim:
        device.display.brightness = 0.5
        assert sim.oled.contrast == 128
        assert sim.oled.commands[-1] == (0x81, bytes((128,)))
        device.display.brightness = 0.0
        assert sim.oled.contrast == 0


def test_inverse_video_lights_the_dark_pixels():
    device, sim = make_sim_device()
    with sim:
        _show(device, _rectangle(0, 0, 4, 4))
        device.display.bus.send(0xA7, b"")
        frame = sim.frame()
        assert not frame.lit(0, 0) and frame.lit(4, 0) and frame.lit(127, 63)
        assert frame.count() == 128 * 64 - 16


def test_flipping_both_scan_directions_turns_the_image_half_a_turn():
    # What a program sends to use the module mounted upside down.
    device, sim = make_sim_device()
    with sim:
        _show(device, _rectangle(0, 0, 3, 2))
        device.display.bus.send(0xA0, b"")
        device.display.bus.send(0xC0, b"")
        frame = sim.frame()
        assert frame.count() == 6
        assert frame.count(125, 62, 128, 64) == 6, frame.ascii()


def test_panel_stays_dark_without_the_charge_pump():
    oled = Ssd1306()
    # Command stream (control 0x00): display on, entire display on.
    oled.write(b"\x00\xaf\xa5")
    assert oled.display_on and oled.frame().count() == 0
    # Charge pump on, sent as 0x80-prefixed single command bytes.
    oled.write(b"\x80\x8d\x80\x14")
    assert oled.frame().count() == 128 * 64
    assert oled.commands == [(0xAF, b""), (0xA5, b""), (0x8D, b"\x14")]


def test_data_fills_the_column_and_page_window_row_by_row():
    oled = Ssd1306()
    # Display on, pump on, horizontal addressing, upright, columns 10..11,
    # pages 1..2, then four data bytes (control 0x40).
    oled.write(b"\x00\xaf\x8d\x14\x20\x00\xa1\xc8\x21\x0a\x0b\x22\x01\x02")
    oled.write(b"\x40\x01\x80\xff\x00")
    frame = oled.frame()
    # 0x01: top pixel of page 1 (y = 8) at x = 10; 0x80: bottom pixel of
    # page 1 (y = 15) at x = 11; 0xFF: all of page 2 (y = 16..23) at x = 10.
    lit = [(x, y) for y in range(64) for x in range(128) if frame.lit(x, y)]
    assert lit == [(10, 8), (11, 15)] + [(10, y) for y in range(16, 24)]


def test_only_the_newest_device_may_draw():
    old_device, old_sim = make_sim_device()
    device, sim = make_sim_device()
    with sim:
        try:
            old_device.frame()
        except ValueError as err:
            assert "deinitialized" in str(err)
        else:
            raise AssertionError("a released display still drew")
        _show(device, _rectangle(0, 0, 2, 2))
        assert sim.frame().count() == 4


def test_model_refuses_bytes_that_are_not_ssd1306_protocol():
    for bad in (b"\x80\x99", b"\x20\xaf", b"\x80"):
        try:
            Ssd1306().write(bad)
        except ValueError:
            pass
        else:
            raise AssertionError("model accepted %r" % bad)


def _read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat, header = 8, b"", None
    while at < len(data):
        length, = struct.unpack(">I", data[at:at + 4])
        tag, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] == zlib.crc32(tag + body)
        if tag == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif tag == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, colour = header[:4]
    assert (depth, colour) == (8, 2), header  # 8-bit RGB
    raw = zlib.decompress(idat)
    rows = []
    for y in range(height):
        line = raw[y * (1 + 3 * width):(y + 1) * (1 + 3 * width)]
        assert line[0] == 0, "unexpected PNG filter"
        rows.append(line[1:])
    return width, height, lambda x, y: tuple(rows[y][3 * x:3 * x + 3])


def test_oled_png_shows_the_panel_image():
    device, sim = make_sim_device()
    with sim, tempfile.TemporaryDirectory() as tmp:
        _show(device, _rectangle(100, 40, 5, 5))
        path = os.path.join(tmp, "oled.png")
        sim.save_oled_png(path, scale=2)
        width, height, pixel = _read_png(path)
        assert (width, height) == (256, 128)
        assert min(pixel(200, 80)) > 200 and min(pixel(209, 89)) > 200
        assert max(pixel(199, 80)) < 20 and max(pixel(210, 89)) < 20
        assert max(pixel(0, 0)) < 20


def test_board_png_shows_each_light_where_it_sits():
    device, sim = make_sim_device(brightness=1.0)
    with sim, tempfile.TemporaryDirectory() as tmp:
        device.set_cell(0, 0, (255, 0, 0))
        device.set_cell(3, 2, (0, 255, 0))
        device.set_centre((0, 0, 255))
        device.frame()
        path = os.path.join(tmp, "board.png")
        sim.save_board_png(path, cell=40)
        width, height, pixel = _read_png(path)
        assert (width, height) == (160, 160)
        assert pixel(20, 20) == (255, 0, 0)      # cell (0,0): north-west
        assert pixel(100, 140) == (0, 255, 0)    # cell (3,2): row 3, column 2
        assert pixel(80, 80) == (0, 0, 255)      # the centre light
        assert max(pixel(140, 20)) < 40          # cell (0,3) is off
