"""The simulated device: the firmware's own Device on desktop stand-ins,
and a handle for scripts and tests to press keys and read what shows.

The lights and the display come from ``firmware.hardware.make_lights`` and
``make_display``, the functions the board uses, running the real
``neopixel`` and ``adafruit_displayio_ssd1306`` libraries; only the pins,
the I2C bus, the key scanner and the clock are stand-ins.
"""
import board
import displayio

from firmware import hardware, keymap, layout, pins
from firmware.device import Device
from tools.sim import board as programs, pictures, strip
from tools.sim.buzzer import Buzzer
from tools.sim.i2c import FakeI2C
from tools.sim.keys import Keys
from tools.sim.ssd1306 import Ssd1306


class Clock:
    """The device clock, moved only by ``advance``; starts at 0 ms."""

    def __init__(self):
        self.ms = 0

    def monotonic_ms(self):
        return self.ms

    def advance(self, ms):
        if ms < 0:
            raise ValueError("time only goes forward (%r ms)" % ms)
        self.ms += ms


def make_sim_device(build="full", *, brightness=hardware.DEFAULT_BRIGHTNESS, nvm=None, records=None,
                    buzzer=None, volume=0):
    """A Device with ``build``'s keys ("full" or "lite") on simulated
    hardware, and the ``Sim`` handle that drives it: ``(device, sim)``.

    As on the board only one display can exist: this releases the display of
    any earlier simulated device, which then refuses to draw.

    :param float brightness: light brightness, 0.0 to 1.0
    :param nvm: the flash for saved games, settings and statistics: a
        ``tools.sim.flash.FileFlash`` to keep them in a file, a
        ``tools.sim.flashmodel.Flash`` in tests; None keeps them in RAM
    :param records: the folder finished games are exported under (as
        ``records/``); None exports nothing
    :param buzzer: a ``tools.sim.buzzer.Buzzer`` (or one that sounds it);
        None: a new one, its ``log`` read as ``sim.buzzer.log``
    :param int volume: the volume until the settings save one (0: off, as
        headless runs and tests start)
    """
    meanings = keymap.for_build(build)
    strip.install()
    displayio.release_displays()
    i2c = FakeI2C()
    oled = Ssd1306()
    i2c.attach(pins.OLED_ADDRESS, oled)
    clock = Clock()
    if buzzer is None:
        buzzer = Buzzer(clock)
    buzzer.clock = clock
    device = Device(lights=hardware.make_lights(board.NEOPIXEL, brightness=brightness),
                    display=hardware.make_display(i2c),
                    keys=Keys(len(meanings), clock=clock),
                    keymap=meanings, clock=clock, build=build, nvm=nvm, records=records,
                    buzzer=buzzer, volume=volume, reload=programs.reload)
    device.expert = True  # a desktop: its menu offers the expert bots (firmware/play/seats.py)
    return device, Sim(device, oled)


class Sim:
    """Keys to press, a clock to move, and what the lights and the OLED show.

    :param device: the simulated Device
    :param oled: the SSD1306 model on its I2C bus
    """

    def __init__(self, device, oled):
        self.device = device
        self.oled = oled
        self.clock = device.clock
        self.buzzer = device.buzzer

    def key_number(self, key):
        """``key`` as a key number: an int is one already, a str names a key
        of this build ("OK", "MENU", "UP", ...). On the full build a place's
        key number is the place."""
        if isinstance(key, str):
            if key not in self.device.keymap:
                raise ValueError("the %s build has no %s key" % (self.device.build, key))
            return self.device.keymap.index(key)
        return key

    def press(self, key):
        self.device.keys.press(self.key_number(key))

    def release(self, key):
        self.device.keys.release(self.key_number(key))

    def tap(self, key, *, hold_ms=60):
        """Press ``key``, hold it ``hold_ms`` milliseconds, release it."""
        self.press(key)
        self.clock.advance(hold_ms)
        self.release(key)

    def advance(self, ms):
        self.clock.advance(ms)

    def sent(self):
        """The bytes the strip last received (GRB, after brightness), or
        None before the first ``show()``."""
        return strip.sent(self.device.lights.pin)

    def shows(self):
        """How many times the strip has been sent a frame."""
        return strip.shows(self.device.lights.pin)

    def strip_colours(self):
        """(r, g, b) of each light in chain order, as the strip shows them
        now; all off before the first ``show()``, as at power-up."""
        buf = self.sent()
        return strip.decode_grb(buf) if buf else [(0, 0, 0)] * layout.COUNT

    def place_colours(self):
        """(r, g, b) of each place: 0..15 grid cells, 16 the centre."""
        shown = self.strip_colours()
        return [shown[self.device.layout[where]] for where in range(layout.COUNT)]

    def frame(self):
        """What the OLED panel shows now (``tools.sim.ssd1306.Frame``)."""
        return self.oled.frame()

    def save_oled_png(self, path, *, scale=4):
        pictures.save_png(path, *pictures.oled_picture(
            self.frame(), contrast=self.oled.contrast, scale=scale))

    def save_board_png(self, path, *, cell=48):
        pictures.save_png(path, *pictures.board_picture(self.place_colours(), cell=cell))

    def close(self):
        """Release the display and the strip's pin."""
        pin = self.device.lights.pin
        displayio.release_displays()
        self.device.lights.deinit()
        strip.forget(pin)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
