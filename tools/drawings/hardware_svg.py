"""The wiring diagram, the physical layout and a light under a key as SVG,
made from ``firmware/pins.py``, ``firmware/keymap.py`` and
``tools/drawings/geometry.py``.

    python -m tools.drawings.hardware_svg [--out hardware]

The drawings are generated so they cannot drift from the firmware: change a
pin and run this again (a test regenerates them and compares the bytes).
"""
import argparse
import os

from firmware import keymap, layout, pins
from tools.drawings import geometry
from tools.drawings import key_svg
from tools.drawings import svg
# Raspberry Pi Pico pinout (datasheet): the name of physical pins 1..40.
PICO_PINS = (
    "GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7",
    "GP8", "GP9", "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15",
    "GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN",
    "GP26", "GP27", "AGND", "GP28", "ADC_VREF", "3V3(OUT)", "3V3_EN", "GND", "VSYS", "VBUS")
GROUND_PIN = 38  # the one GND the diagram wires (any GND pin will do)
COLOURS = {"lights": "#c0392b", "oled": "#2471a3", "keys": "#1e8449", "power": "#7d3c98",
           "sound": "#b9770e"}
INK = "#222222"
FAINT = "#bbbbbb"


def pico_pin(name):
    """Physical pin number (1..40) of GPIO or power pin ``name``."""
    if name == "GND":
        return GROUND_PIN
    return PICO_PINS.index(name) + 1


def connections():
    """What each wired Pico pin connects to: {pin number: (text, group)}."""
    wired = {}

    def add(name, text, group):
        number = pico_pin(name)
        old = wired.get(number)
        wired[number] = (old[0] + "; " + text if old else text, group)

    add(pins.NEOPIXEL, "light data: 74AHCT125 -> 330 ohm -> DIN of light 0", "lights")
    add(pins.OLED_SDA, "OLED SDA", "oled")
    add(pins.OLED_SCL, "OLED SCL", "oled")
    add(pins.BUZZER, "buzzer: 100 ohm -> piezo + (other lead to GND)", "sound")
    for i, name in enumerate(pins.MATRIX_ROWS):
        add(name, "full: matrix row %d" % i, "keys")
    for i, name in enumerate(pins.MATRIX_COLUMNS):
        add(name, "full: matrix column %d" % i, "keys")
    for i, name in enumerate(pins.LITE_KEYS):
        add(name, "lite: %s button to GND" % keymap.LITE[i], "keys")
    add("VBUS", "+5 V: lights, 74AHCT125 VCC, 1000 uF cap", "power")
    add("3V3(OUT)", "+3.3 V: OLED VCC", "power")
    add("GND", "GND: lights, OLED, 74AHCT125, buzzer, lite buttons", "power")
    return wired


def wiring():
    """The Pico's 40 pins, each wired one with a coloured lead and its job."""
    pitch, top, left, body = 8.0, 30.0, 125.0, 40.0
    drawing = svg.Svg(290, top + 20 * pitch + 25, "Twilight Board wiring (firmware/pins.py)")
    drawing.text(145, 9, "Twilight Board wiring (firmware/pins.py)", 6, fill=INK)
    drawing.text(145, 15.5, "Raspberry Pi Pico, top view, USB at the top", 4, fill=INK)
    drawing.rect(left, top - 8, body, 20 * pitch + 4, fill="#e9f5e9", stroke=INK, stroke_width=0.5)
    drawing.rect(left + body / 2 - 5, top - 11, 10, 6, fill="#cccccc", stroke=INK, stroke_width=0.3)
    wired = connections()
    for number in range(1, 41):
        east = number > 20
        row = 40 - number if east else number - 1
        y = top + row * pitch
        x = left + body if east else left
        side = 1 if east else -1
        name = PICO_PINS[number - 1]
        drawing.circle(x, y, 1.4, fill=INK if number in wired else FAINT)
        drawing.text(x - side * 2.5, y + 1.3, "%d %s" % (number, name) if not east
                     else "%s %d" % (name, number), 3.2, "end" if east else "start", fill=INK)
        if number in wired:
            text, group = wired[number]
            drawing.line(x, y, x + side * 12, y, stroke=COLOURS[group], stroke_width=1.2)
            drawing.text(x + side * 14, y + 1.3, text, 3.4, "start" if east else "end",
                         fill=COLOURS[group])
    legend = "leads: red lights, blue OLED (0x%02X, %d kHz), green keys, orange buzzer, purple power" % (
        pins.OLED_ADDRESS, pins.I2C_FREQUENCY // 1000)
    drawing.text(145, top + 20 * pitch + 12, legend, 4, fill=INK)
    return drawing


def _dimension(drawing, x1, y1, x2, y2, text):
    """A dimension line with end ticks and its text beside the middle."""
    drawing.line(x1, y1, x2, y2, stroke=INK, stroke_width=0.25)
    tick = 2.0
    for x, y in ((x1, y1), (x2, y2)):
        if y1 == y2:
            drawing.line(x, y - tick, x, y + tick, stroke=INK, stroke_width=0.25)
        else:
            drawing.line(x - tick, y, x + tick, y, stroke=INK, stroke_width=0.25)
    if y1 == y2:
        drawing.text((x1 + x2) / 2, y1 - 1.5, text, 3.5, fill=INK)
    else:
        drawing.text(x1 - 2, (y1 + y2) / 2, text, 3.5, "end", fill=INK)


def _panel(drawing, ox, oy, build):
    """One top panel at (ox, oy): the grid, the lights, the OLED, the keys."""
    g = geometry
    drawing.rect(ox, oy, g.WIDTH, g.HEIGHT, fill="#f4f4f4", stroke=INK, stroke_width=0.5)
    for k in range(layout.COLS + 1):
        at = g.MARGIN + k * g.PITCH
        drawing.line(ox + at, oy + g.MARGIN, ox + at, oy + g.MARGIN + g.GRID, stroke=FAINT,
                     stroke_width=0.25)
        drawing.line(ox + g.MARGIN, oy + at, ox + g.MARGIN + g.GRID, oy + at, stroke=FAINT,
                     stroke_width=0.25)
    half = g.KEY_CUTOUT / 2
    for where in range(layout.COUNT):
        x, y = g.light(where)
        if build == "full":
            drawing.rect(ox + x - half, oy + y - half, g.KEY_CUTOUT, g.KEY_CUTOUT, fill="none",
                         stroke=INK, stroke_width=0.35)
        drawing.circle(ox + x, oy + y, 2.5, fill=COLOURS["lights"])
        drawing.text(ox + x + half + 1, oy + y - half + 3, str(where), 3, "start", fill=INK)
    w, h = g.OLED_WINDOW
    drawing.rect(ox + g.OLED_CENTRE[0] - w / 2, oy + g.OLED_CENTRE[1] - h / 2, w, h,
                 fill="#111111", stroke=INK, stroke_width=0.35)
    drawing.text(ox + g.OLED_CENTRE[0], oy + g.OLED_CENTRE[1] + h / 2 + 5, "OLED", 3.5, fill=INK)
    size = g.KEY_CUTOUT if build == "full" else g.BUTTON_CAP
    for name, (x, y) in sorted(g.CONTROLS[build].items()):
        drawing.rect(ox + x - size / 2, oy + y - size / 2, size, size, fill="none",
                     stroke=COLOURS["keys"], stroke_width=0.5)
        drawing.text(ox + x, oy + y + 1.2, name, 3, fill=COLOURS["keys"])
    drawing.text(ox + g.WIDTH / 2, oy - 4, "%s build" % build, 5, fill=INK)


def physical():
    """Both builds' top panels side by side, with the main dimensions."""
    g = geometry
    gap = 30.0
    drawing = svg.Svg(2 * g.WIDTH + 3 * gap, g.HEIGHT + 2 * gap,
                      "Twilight Board physical layout (tools/drawings/geometry.py)")
    for i, build in enumerate(keymap.BUILDS):
        _panel(drawing, gap + i * (g.WIDTH + gap), gap, build)
    ox = oy = gap
    x0, y0 = g.light(0)
    x1 = g.light(1)[0]
    _dimension(drawing, ox + x0, oy + 6, ox + x1, oy + 6, "%g mm pitch" % g.PITCH)
    _dimension(drawing, ox, oy + g.HEIGHT + 8, ox + g.WIDTH, oy + g.HEIGHT + 8, "%g mm" % g.WIDTH)
    _dimension(drawing, ox - 6, oy, ox - 6, oy + g.HEIGHT, "%g mm" % g.HEIGHT)
    cx, cy = g.light(layout.CENTRE)
    drawing.text(ox + cx, oy + cy + 11, "centre light at %g, %g mm" % (cx, cy), 3.2, fill=INK)
    _dimension(drawing, ox - 6, oy, ox - 6, oy + y0, "%g" % y0)
    return drawing


DRAWINGS = (("wiring.svg", wiring), ("layout.svg", physical),
            ("light-under-key.svg", key_svg.section))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.drawings.hardware_svg",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="hardware")
    args = parser.parse_args(argv)
    for name, make in DRAWINGS:
        path = os.path.join(args.out, name)
        print("%s %s" % (path, "written" if svg.write(path, make()) else "unchanged"))


if __name__ == "__main__":
    main()
