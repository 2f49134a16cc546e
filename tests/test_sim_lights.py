"""The lights: the bytes the real neopixel library sends down the data line,
and which light of the chain each place of the board is.

CPython only: runs the device's libraries on Blinka (tools.sim).
"""
import os

import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
from firmware import layout
from tools.sim.headless import make_sim_device

README = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "hardware", "README.md")


def test_colour_bytes_go_out_green_red_blue():
    device, sim = make_sim_device(brightness=1.0)
    with sim:
        device.lights[0] = (0x11, 0x22, 0x33)
        device.lights[16] = (0xFF, 0x00, 0x80)
        device.lights.show()
        wire = sim.sent()
        assert len(wire) == 17 * 3
        assert wire[0:3] == bytes((0x22, 0x11, 0x33))
        assert wire[48:51] == bytes((0x00, 0xFF, 0x80))
        assert wire[3:48] == bytes(45)
        assert sim.strip_colours()[0] == (0x11, 0x22, 0x33)


def test_brightness_scales_every_byte_sent():
    device, sim = make_sim_device(brightness=0.5)
    with sim:
        device.set_place(0, (200, 100, 40))
        device.frame()
        assert sim.sent()[0:3] == bytes((50, 100, 20))
        # The menu's brightness setting takes effect at the next frame.
        device.lights.brightness = 0.25
        device.frame()
        assert sim.sent()[0:3] == bytes((25, 50, 10))
        assert sim.place_colours()[0] == (50, 25, 10)


def test_nothing_reaches_the_lights_before_frame():
    device, sim = make_sim_device()
    with sim:
        device.set_cell(2, 3, (255, 255, 255))
        device.set_centre((0, 0, 255))
        assert sim.shows() == 0
        assert sim.place_colours() == [(0, 0, 0)] * 17
        device.frame()
        assert sim.shows() == 1
        assert sim.place_colours()[11] == (63, 63, 63)
        device.clear()
        assert sim.place_colours()[11] == (63, 63, 63)
        device.frame()
        assert sim.place_colours() == [(0, 0, 0)] * 17


def test_layout_is_a_permutation_of_the_17_lights():
    assert len(layout.STRIP) == layout.COUNT == 17
    assert sorted(layout.STRIP) == list(range(17))


def test_layout_is_the_documented_serpentine():
    # Row 0 runs west to east, row 1 back east to west, and so on; the
    # centre light is the last in the chain.
    expected = {(0, 0): 0, (0, 3): 3, (1, 3): 4, (1, 0): 7, (2, 0): 8,
                (2, 3): 11, (3, 3): 12, (3, 0): 15}
    for (row, col), index in expected.items():
        assert layout.STRIP[layout.place(row, col)] == index, (row, col)
    assert layout.STRIP[layout.CENTRE] == 16
    # Consecutive lights of the grid part of the chain are neighbouring cells.
    where = {index: divmod(place, 4) for place, index in enumerate(layout.STRIP[:16])}
    for index in range(15):
        (r1, c1), (r2, c2) = where[index], where[index + 1]
        assert abs(r1 - r2) + abs(c1 - c2) == 1, (index, where[index], where[index + 1])


def test_hardware_readme_shows_the_same_strip_order():
    with open(README) as f:
        text = f.read()
    rows = {}
    section = text.split("### Strip order")[1].split("\n#")[0]
    for line in section.split("\n"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0].startswith("row "):
            rows[int(cells[0][4:])] = [int(c) for c in cells[1:]]
    assert sorted(rows) == [0, 1, 2, 3], rows
    for row in range(4):
        for col in range(4):
            assert rows[row][col] == layout.STRIP[layout.place(row, col)], (row, col)
    assert "Centre light: strip index %d." % layout.STRIP[layout.CENTRE] in text


def test_each_cell_lights_its_own_light_and_no_other():
    device, sim = make_sim_device(brightness=1.0)
    with sim:
        for row in range(4):
            for col in range(4):
                device.clear()
                device.set_cell(row, col, (row * 40 + 1, col * 40 + 1, 7))
                device.frame()
                shown = sim.place_colours()
                place = row * 4 + col
                assert shown[place] == (row * 40 + 1, col * 40 + 1, 7)
                assert shown.count((0, 0, 0)) == 16, (row, col, shown)
                assert sim.strip_colours()[layout.STRIP[place]] == shown[place]
        device.clear()
        device.set_centre((9, 8, 7))
        device.frame()
        assert sim.strip_colours()[16] == (9, 8, 7)
        assert sim.place_colours()[16] == (9, 8, 7)


def test_cells_off_the_grid_are_refused():
    device, sim = make_sim_device()
    with sim:
        for row, col in ((4, 0), (0, 4), (-1, 2), (2, -1)):
            try:
                device.set_cell(row, col, (1, 1, 1))
            except ValueError as err:
                assert "row %r" % row in str(err)
            else:
                raise AssertionError("set_cell(%r, %r) was accepted" % (row, col))
