"""Desktop simulator of the board's hardware, and the fakes tests share.

``tools.sim.headless`` runs the device's own CircuitPython libraries
(``neopixel``, ``displayio``, ``bitmaptools`` and ``terminalio`` via
Blinka, ``adafruit_displayio_ssd1306``) over stand-ins for what only a board has: an I2C
bus with an SSD1306 model on it, a capture of the bytes sent to the
NeoPixels, a ``keypad`` scanner fed by the caller and a clock the caller
advances. ``flashmodel`` (the RP2040 nvm with power cuts), ``mpdevice`` (a
device small enough for MicroPython, its pixels and font in ``pixels``) and ``appkeys`` (the keys a person
presses) also run inside the MicroPython test tier, so this package imports
nothing itself.

Blinka must be told it runs on no real board before any of its modules is
imported, so this package sets that first: import anything in ``tools.sim``
before ``board``, ``displayio`` or ``firmware.hardware``.
"""
import os

if hasattr(os, "environ"):  # CPython; MicroPython has neither environ nor Blinka
    os.environ["BLINKA_FORCEBOARD"] = "OS_AGNOSTIC_BOARD"
    os.environ["BLINKA_FORCECHIP"] = "OS_AGNOSTIC"
