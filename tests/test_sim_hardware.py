"""firmware/hardware.py builds the real Device from CircuitPython's modules,
wired as firmware/pins.py says, and hardware/README.md tells the same wiring.

The board-only modules (board, busio, keypad, neopixel) are replaced by
recording stand-ins in sys.modules while hardware.py is imported and run;
the display goes through Blinka's real displayio and the real SSD1306 driver
onto the simulated bus. CPython only.
"""
import importlib
import os
import sys
import types

import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
import tools.sim.blinka  # noqa: F401  (a display being made is safe from Blinka's thread)
import displayio
import adafruit_displayio_ssd1306  # noqa: F401  (loaded now: its display core reads
# microcontroller.Pin, which the stand-in lacks; so this file runs alone too)
import firmware
from firmware import keymap, pins
from tools.sim.i2c import FakeI2C
from tools.sim.keys import EventQueue
from tools.sim.ssd1306 import Ssd1306
from tools.drawings.hardware_svg import PICO_PINS
from tests.util import restore_modules

README = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "hardware", "README.md")


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


def _stand_ins(log):
    """board, busio, keypad, neopixel and displayio modules that record
    what hardware.py asks of them in ``log``."""
    board = types.ModuleType("board")
    for n in range(29):
        setattr(board, "GP%d" % n, Pin("GP%d" % n))

    busio = types.ModuleType("busio")
    oled = Ssd1306()

    def i2c(scl, sda, *, frequency=100000):
        log.append(("I2C", scl.name, sda.name, frequency))
        bus = FakeI2C()
        bus.attach(0x3C, oled)
        return bus
    busio.I2C = i2c

    keypad = types.ModuleType("keypad")

    class Scanner:
        def __init__(self, key_count):
            self.key_count = key_count
            self.events = EventQueue(64)

    def key_matrix(row_pins, column_pins, *, columns_to_anodes=True):
        log.append(("KeyMatrix", [p.name for p in row_pins], [p.name for p in column_pins],
                    columns_to_anodes))
        return Scanner(len(row_pins) * len(column_pins))

    def keys(key_pins, *, value_when_pressed, pull=False):
        log.append(("Keys", [p.name for p in key_pins], value_when_pressed, pull))
        return Scanner(len(key_pins))
    keypad.KeyMatrix = key_matrix
    keypad.Keys = keys

    neopixel = types.ModuleType("neopixel")

    def strip(pin, n, *, brightness=1.0, auto_write=True):
        log.append(("NeoPixel", pin.name, n, brightness, auto_write))
        return [0] * n
    neopixel.NeoPixel = strip

    # Blinka's displayio with release_displays logged (its display buses
    # import from whatever "displayio" is at the time).
    fake_displayio = types.ModuleType("displayio")
    fake_displayio.__dict__.update(displayio.__dict__)

    def release_displays():
        log.append(("release_displays",))
        displayio.release_displays()
    fake_displayio.release_displays = release_displays

    pwmio = types.ModuleType("pwmio")

    def pwm_out(pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        log.append(("PWMOut", pin.name, duty_cycle, frequency, variable_frequency))
        return types.SimpleNamespace(duty_cycle=duty_cycle, frequency=frequency)
    pwmio.PWMOut = pwm_out

    microcontroller = types.ModuleType("microcontroller")
    microcontroller.nvm = bytearray(4096)  # the RP2040's one 4 KB sector
    return {"board": board, "busio": busio, "keypad": keypad, "neopixel": neopixel,
            "displayio": fake_displayio, "microcontroller": microcontroller, "pwmio": pwmio}, oled


def _run_hardware(call):
    """Import a fresh firmware.hardware over the stand-ins and return
    ``(call(hardware), log, oled)``, or the ValueError it raised in place of
    its result; sys.modules is left as it was."""
    log = []
    modules, oled = _stand_ins(log)
    names = list(modules) + ["firmware.hardware"]
    saved = dict((name, sys.modules.get(name)) for name in names)
    saved_attribute = getattr(firmware, "hardware", None)
    try:
        sys.modules.update(modules)
        sys.modules.pop("firmware.hardware", None)
        hardware = importlib.import_module("firmware.hardware")
        try:
            return call(hardware), log, oled
        except ValueError as err:
            return err, log, oled
    finally:
        restore_modules(saved)
        if saved_attribute is None:
            delattr(firmware, "hardware")
        else:
            firmware.hardware = saved_attribute
        displayio.release_displays()


def test_full_build_scans_the_key_matrix_and_drives_lights_and_oled():
    device, log, oled = _run_hardware(lambda hw: hw.make_device(build="full"))
    assert device.build == "full" and device.keymap == keymap.FULL
    # Saves go to the chip's nvm sector and records to the drive's root.
    assert isinstance(device.nvm, bytearray) and len(device.nvm) == 4096
    assert device.records == "/"
    # Free the display pins held across a soft reload before claiming them.
    assert log[0] == ("release_displays",)
    assert log[1] == ("I2C", pins.OLED_SCL, pins.OLED_SDA, 400000)
    assert ("KeyMatrix", list(pins.MATRIX_ROWS), list(pins.MATRIX_COLUMNS), True) in log
    assert ("NeoPixel", pins.NEOPIXEL, 17, 0.25, False) in log
    assert len(device.lights) == 17
    # The buzzer: silent at start, its frequency free to change per note,
    # played low until the settings say otherwise.
    assert ("PWMOut", pins.BUZZER, 0, 440, True) in log
    assert device.volume == 1
    device.tone(880, 2)
    assert (device.buzzer.frequency, device.buzzer.duty_cycle) == (880, 32768)
    device.tone(0, 2)
    assert device.buzzer.duty_cycle == 0
    # The real driver initialised the panel at its address and it is on.
    assert oled.display_on and oled.charge_pump
    assert device.display.width == 128 and device.display.height == 64
    assert not device.display.auto_refresh


def test_lite_build_reads_six_buttons_pulled_up():
    device, log, _ = _run_hardware(lambda hw: hw.make_device(build="lite", brightness=0.5))
    assert device.build == "lite" and device.keymap == keymap.LITE
    assert ("Keys", list(pins.LITE_KEYS), False, True) in log
    assert ("NeoPixel", pins.NEOPIXEL, 17, 0.5, False) in log
    assert not any(entry[0] == "KeyMatrix" for entry in log)


def test_device_clock_counts_whole_milliseconds_forward():
    clock, _, _ = _run_hardware(lambda hw: hw.Clock())
    first = clock.monotonic_ms()
    second = clock.monotonic_ms()
    assert isinstance(first, int) and 0 <= second - first < 1000


def test_unknown_build_is_refused_before_touching_the_hardware():
    err, log, _ = _run_hardware(lambda hw: hw.make_device(build="mini"))
    assert isinstance(err, ValueError) and "'mini'" in str(err)
    assert log == []


def test_a_pin_the_board_lacks_is_named_in_the_error():
    saved = pins.NEOPIXEL
    pins.NEOPIXEL = "GP99"
    try:
        err, log, _ = _run_hardware(lambda hw: hw.make_device(build="full"))
    finally:
        pins.NEOPIXEL = saved
    assert isinstance(err, ValueError), err
    assert "'GP99'" in str(err) and "pins.py" in str(err)
    assert log == [], "claimed hardware before finding the wiring broken"


def test_a_key_map_that_does_not_fit_the_wiring_is_refused():
    saved = pins.MATRIX_COLUMNS
    pins.MATRIX_COLUMNS = saved[:3]
    try:
        err, _, _ = _run_hardware(lambda hw: hw.make_device(build="full"))
    finally:
        pins.MATRIX_COLUMNS = saved
    assert isinstance(err, ValueError), err
    assert "15 keys" in str(err) and "names 20" in str(err)


def test_no_pin_does_two_jobs_in_either_build():
    shared = [pins.NEOPIXEL, pins.OLED_SDA, pins.OLED_SCL, pins.BUZZER]
    full = shared + list(pins.MATRIX_ROWS) + list(pins.MATRIX_COLUMNS)
    lite = shared + list(pins.LITE_KEYS)
    assert len(set(full)) == len(full), full
    assert len(set(lite)) == len(lite), lite


def test_oled_pins_are_an_sda_scl_pair_of_one_rp2040_i2c_controller():
    # RP2040 pin functions: I2C0 SDA on GP0/4/8/.., SCL on GP1/5/9/..;
    # I2C1 SDA on GP2/6/10/.., SCL on GP3/7/11/.. (GPIO number mod 4 is 0
    # and 1, or 2 and 3). Any other pair makes busio.I2C fail at start-up.
    sda, scl = int(pins.OLED_SDA[2:]), int(pins.OLED_SCL[2:])
    assert (sda % 4, scl % 4) in ((0, 1), (2, 3)), (pins.OLED_SDA, pins.OLED_SCL)


# Raspberry Pi Pico pinout (datasheet, typed once in tools/drawings/hardware_svg.py,
# which draws hardware/wiring.svg from it): physical pin of each GPIO.
PICO_PIN = dict((int(name[2:]), number + 1) for number, name in enumerate(PICO_PINS)
                if name.startswith("GP"))


def _readme_pin_rows():
    with open(README) as f:
        section = f.read().split("## Pins")[1].split("\n#")[0]
    rows = []
    for line in section.split("\n"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[1].startswith("GP"):
            rows.append(cells)
    return rows


def test_hardware_readme_pin_table_matches_pins_py():
    rows = _readme_pin_rows()
    documented = set()
    for signal, gpio, pico_pin, name in rows:
        assert name.startswith("`") and name.endswith("`"), name
        name = name.strip("`")
        attribute, _, index = name.partition("[")
        value = getattr(pins, attribute)
        if index:
            value = value[int(index.rstrip("]"))]
        assert gpio == value, (signal, gpio, name, value)
        assert int(pico_pin) == PICO_PIN[int(gpio[2:])], (signal, gpio, pico_pin)
        documented.add(name)
    wanted = {"NEOPIXEL", "OLED_SDA", "OLED_SCL", "BUZZER"}
    for attribute in ("MATRIX_ROWS", "MATRIX_COLUMNS", "LITE_KEYS"):
        wanted.update("%s[%d]" % (attribute, i) for i in range(len(getattr(pins, attribute))))
    assert documented == wanted, documented ^ wanted


def test_code_py_lets_the_device_builder_go_before_the_app_runs():
    # On a Pico every module's code is heap: code.py builds the device,
    # then forgets firmware.hardware and the pin table, so none of the
    # builder's code stays while the app runs (the device keeps its clock).
    import gc
    import weakref
    log, seen = [], {}
    modules, _ = _stand_ins(log)

    class App:
        def __init__(self, device):
            seen["device"] = device

        def run(self):
            gc.collect()
            seen["left"] = [m for m in ("firmware.hardware", "firmware.pins") if m in sys.modules]
            seen["builder"] = builder()

    app_module = types.ModuleType("firmware.app")
    app_module.App = App
    names = list(modules) + ["firmware.hardware", "firmware.pins", "firmware.app"]
    saved = dict((name, sys.modules.get(name)) for name in names)
    saved_attributes = dict((name, getattr(firmware, name, None)) for name in ("hardware", "pins", "app"))
    try:
        sys.modules.update(modules)
        sys.modules.pop("firmware.hardware", None)
        builder = weakref.ref(importlib.import_module("firmware.hardware").make_device)
        sys.modules["firmware.app"] = app_module
        with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "code.py")) as f:
            exec(compile(f.read(), "code.py", "exec"), {"__name__": "__main__"})
    finally:
        restore_modules(saved)
        for name, value in saved_attributes.items():
            if value is None:
                if hasattr(firmware, name):
                    delattr(firmware, name)
            else:
                setattr(firmware, name, value)
        displayio.release_displays()
    assert seen["left"] == [] and seen["builder"] is None, seen
    assert seen["device"].clock.monotonic_ms() >= 0 and seen["device"].build == pins.BUILD


def test_a_display_being_made_is_safe_from_blinkas_refresh_thread():
    """Blinka's displayio thread calls ``_background()`` on every display
    from the moment ``BusDisplay.__new__`` allocates it, before ``__init__``
    ran: what it finds then must not raise (it printed an AttributeError
    traceback from that thread, and the run still passed)."""
    made = adafruit_displayio_ssd1306.SSD1306.__new__(adafruit_displayio_ssd1306.SSD1306)
    try:
        made._background()  # the thread's call, between __new__ and __init__
    finally:
        displayio.displays.remove(made)
