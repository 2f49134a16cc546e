"""The hardware package: the wiring, layout and light-under-key drawings
and the printed overlays regenerate byte for byte from the firmware's and
the games' data, print at the documented size, and the README and BOM
agree with the firmware. CPython only.
"""
import io
import os
import struct
import xml.etree.ElementTree as ET

import tools.sim  # noqa: F401  (Blinka before firmware.hardware)
from core.dance.board import CITIES
from firmware import hardware, keymap, layout, menu, pins
from tools.drawings import geometry
from tools.drawings import hardware_svg
from tools.drawings import key_svg
from tools.drawings import overlays
from tools.drawings import raster
from tools.sim.overlay import SHEETS

HARDWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "hardware")
NS = "{http://www.w3.org/2000/svg}"


def _read(*path):
    with open(os.path.join(HARDWARE, *path), "rb") as f:
        return f.read()


def _section(heading):
    text = _read("README.md").decode("utf-8")
    return text.split("## " + heading + "\n")[1].split("\n## ")[0]


def _labels(drawing):
    """{(x, y): text} of every text element of an Svg."""
    root = ET.fromstring(drawing.source().encode("utf-8"))
    return {(float(t.get("x")), float(t.get("y"))): t.text for t in root.iter(NS + "text")}


def test_wiring_and_layout_drawings_regenerate_identically():
    for name, make in hardware_svg.DRAWINGS:
        assert _read(name) == make().source().encode("utf-8"), \
            "hardware/%s is stale: run python -m tools.drawings.hardware_svg" % name


def test_overlays_regenerate_identically_one_svg_and_png_per_sheet():
    names = set()
    for key, options in SHEETS:
        made = overlays.files(key, options)
        assert set(made) == {overlays.file_name(key, options, ext) for ext in ("svg", "png")}
        for name, data in made.items():
            names.add(name)
            assert _read("overlays", name) == data, \
                "hardware/overlays/%s is stale: run python -m tools.drawings.overlays" % name
    assert set(os.listdir(os.path.join(HARDWARE, "overlays"))) == names


def _chunks(png):
    """{chunk type: data} of PNG bytes."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    found, at = {}, 8
    while at < len(png):
        size, kind = struct.unpack(">I4s", png[at:at + 8])
        found[kind.decode()] = png[at + 8:at + 8 + size]
        at += 12 + size
    return found


def test_png_sheets_are_300_dpi_with_the_key_holes_where_the_svg_puts_them():
    cut = tuple(int(overlays.CUT[i:i + 2], 16) for i in (1, 3, 5))
    for key, options in SHEETS:
        png = _read("overlays", overlays.file_name(key, options, "png"))
        chunks = _chunks(png)
        width, height, depth, kind = struct.unpack(">IIBB", chunks["IHDR"][:10])
        assert (width, height) == (2126, 2126) == (round(180 / 25.4 * 300),) * 2
        assert kind == 3 and depth <= 4  # a small palette
        assert struct.unpack(">IIB", chunks["pHYs"]) == (11811, 11811, 1)  # 300 dpi
        assert round(width / 11811 * 1000, 1) == geometry.WIDTH  # mm, printed
        picture = raster.pygame.image.load(io.BytesIO(png))
        scale = 300 / 25.4

        def ink(x, y):
            return tuple(picture.get_at((int(x * scale), int(y * scale))))[:3]
        root = ET.fromstring(_read("overlays", overlays.file_name(key, options)))
        holes = [r for r in root.iter(NS + "rect") if r.get("stroke-dasharray")]
        assert len(holes) == layout.COUNT
        for r in holes:
            x, y, side = float(r.get("x")), float(r.get("y")), float(r.get("width"))
            # Dashes 1 mm on, 1 mm off clockwise from the top left corner.
            for along in (0.5, 4.5, 12.5):
                for at in ((x + along, y), (x + side, y + along),
                           (x + side - along, y + side), (x, y + side - along)):
                    assert ink(*at) == cut, (key, options, at)
            # Gaps between dashes, the hole's middle, just outside its corners.
            for at in ((x + 1.5, y), (x + side, y + 1.5), (x + side / 2, y + side / 2),
                       (x - 1, y - 1), (x + side + 1, y + side + 1)):
                assert ink(*at) != cut, (key, options, at)


def test_sheets_print_at_the_documented_size_with_a_hole_over_every_light():
    root = ET.fromstring(_read("overlays", "dance.svg"))
    assert (root.get("width"), root.get("height")) == ("180mm", "180mm")
    assert root.get("viewBox") == "0 0 180 180"
    holes = {(float(r.get("x")) + 7, float(r.get("y")) + 7) for r in root.iter(NS + "rect")
             if r.get("width") == "14"}
    assert holes == {geometry.light(w) for w in range(layout.COUNT)}
    # Cell (row, col) at 30 + 40 col, 30 + 40 row mm; the centre at 90, 90.
    assert geometry.light(layout.place(2, 3)) == (150, 110)
    assert geometry.light(layout.CENTRE) == (90, 90)


def _name_under(labels, row, col):
    x, y = geometry.light(layout.CENTRE if row is None else layout.place(row, col))
    return labels[(x, y + geometry.LABEL_DROP)]


def test_dance_sheet_names_the_rules_cities_and_berlin_in_the_middle():
    labels = _labels(overlays.draw("dance", {}))
    for i, city in enumerate(CITIES):
        assert _name_under(labels, i // 4, i % 4) == city
    assert _name_under(labels, None, None) == "BER"
    assert _name_under(labels, 0, 0) == "OSL" and _name_under(labels, 3, 3) == "SOF"


def test_venice_sheet_snakes_the_track_with_north_on_top():
    labels = _labels(overlays.draw("venice", {}))
    # hardware/README.md: +8 +7 +6 +5 / +1 +2 +3 +4 / 0 / -1 .. -4 / -8 .. -5
    rows = (("+8", "+7", "+6", "+5"), ("+1", "+2", "+3", "+4"),
            ("-1", "-2", "-3", "-4"), ("-8", "-7", "-6", "-5"))
    for row, names in enumerate(rows):
        assert tuple(_name_under(labels, row, col) for col in range(4)) == names
    assert _name_under(labels, None, None) == "0"
    text = set(labels.values())
    assert {"North's half", "South's half"} <= text
    assert any(t and t.startswith("gold: the mansions") for t in text)


def test_rift_sheets_show_positions_gate_void_and_hand():
    ring3 = _labels(overlays.draw("rift", {"ring": 3}))
    assert [_name_under(ring3, 0, c) for c in range(3)] == ["A", "B", "C"]
    assert _name_under(ring3, 1, 1) == "Gate"
    assert [_name_under(ring3, r, 3) for r in range(4)] == ["draw 1", "draw 2", "draw 3", "Void"]
    assert {"Inner Gate", "Outer Void", "hand: drawn tiles"} <= set(ring3.values())
    ring4 = _labels(overlays.draw("rift", {"ring": 4}))
    assert _name_under(ring4, 0, 0) == "a1" and _name_under(ring4, 3, 3) == "d4"
    assert [_name_under(ring4, r, c) for r, c in ((1, 1), (1, 2), (2, 1), (2, 2))] == ["Gate"] * 4
    assert _name_under(ring4, None, None) == "Gate"


def test_wiring_diagram_wires_every_pin_of_pins_py_at_its_pico_pin():
    wired = hardware_svg.connections()
    used = [pins.NEOPIXEL, pins.OLED_SDA, pins.OLED_SCL] + list(pins.MATRIX_ROWS) + \
        list(pins.MATRIX_COLUMNS) + list(pins.LITE_KEYS)
    for name in used:
        assert hardware_svg.pico_pin(name) in wired, name
    assert wired[hardware_svg.pico_pin(pins.NEOPIXEL)][0].startswith("light data")
    assert "lite: OK button" in wired[hardware_svg.pico_pin(pins.LITE_KEYS[4])][0]
    assert hardware_svg.pico_pin("VBUS") == 40 and hardware_svg.pico_pin("3V3(OUT)") == 36


def test_readme_layout_table_is_the_geometry():
    rows = []
    for line in _section("Physical layout").split("\n"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0] not in ("dimension", "---"):
            rows.append(tuple(cells))
    assert tuple(rows) == geometry.table()


def test_power_budget_states_the_firmware_brightness_cap():
    cap = max(menu.LEVELS)
    assert hardware.DEFAULT_BRIGHTNESS == cap
    budget = _section("Power budget")
    assert "brightness cap, %g" % cap in budget
    # 17 lights x 60 mA x cap, plus Pico and OLED, stays under USB's 500 mA.
    assert layout.COUNT * 60 * cap + 25 + 20 < 500


def test_bill_of_materials_counts_match_the_firmware():
    rows = {}
    for line in _read("bom.md").decode("utf-8").split("\n"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[1] not in ("full", "---"):
            rows[cells[0].split(" ")[0] + " " + cells[0].split(" ")[1]] = (cells[1], cells[2])
    lights = str(layout.COUNT)
    assert rows["WS2812B light"] == (lights, lights)
    assert rows["key switch,"] == (str(len(keymap.FULL)), "0")
    assert rows["signal diode,"] == (str(len(pins.MATRIX_ROWS) * len(pins.MATRIX_COLUMNS)), "0")
    assert rows["12 x"] == ("0", str(len(keymap.LITE)))


def test_light_under_key_drawing_has_the_panels_hole_and_a_keycap_at_scale():
    root = ET.fromstring(key_svg.section().source().encode("utf-8"))
    scale = key_svg.SCALE
    # The top panel: two pieces either side of the switch's hole, PLATE thick.
    (lx, lw), (rx, _) = sorted((float(r.get("x")), float(r.get("width")))
                               for r in root.iter(NS + "rect") if r.get("fill") == "#d5c4a1"
                               and float(r.get("height")) == key_svg.PLATE * scale)
    hole = rx - (lx + lw)
    assert round(hole / scale, 2) == geometry.KEY_CUTOUT
    cap = [float(p.split(",")[0]) for p in next(root.iter(NS + "polygon")).get("points").split()]
    assert round((cap[1] - cap[0]) / scale, 2) == geometry.KEYCAP
    text = " ".join(t.text for t in root.iter(NS + "text"))
    assert "WS2812B" in text and "MX" in text and "3:1" in text
