"""Desktop simulator of the board's hardware (CPython only).

The device's own CircuitPython libraries (``neopixel``, ``displayio`` via
Blinka, ``adafruit_displayio_ssd1306``, ``adafruit_display_text``) run here
over stand-ins for what only a board has: an I2C bus with an SSD1306 model on
it, a capture of the bytes sent to the NeoPixels, a ``keypad`` scanner fed by
the caller and a clock the caller advances.

Blinka must be told it runs on no real board before any of its modules is
imported, so this package sets that first; import ``tools.sim`` (or anything
in it) before ``board``, ``displayio`` or ``firmware.hardware``.
"""
import os

os.environ["BLINKA_FORCEBOARD"] = "OS_AGNOSTIC_BOARD"
os.environ["BLINKA_FORCECHIP"] = "OS_AGNOSTIC"

from tools.sim.headless import Sim, make_sim_device  # noqa: E402  (after the variables above)
