"""Twilight Board: build the device and run the app (see firmware/)."""
import micropython

# No line numbers in the bytecode of what is compiled from here on: about
# 4 % of every module's code, 3 KB of the heap a game needs (app bench).
# A traceback on the serial console then reads "line 0"; the simulator runs
# the same code with them.
micropython.opt_level(3)

from firmware.hardware import make_device  # noqa: E402

device = make_device()
# The builder is needed once: its code (and the pin table's) can be collected.
del make_device
from firmware.modules import forget  # noqa: E402
forget("firmware.hardware", "firmware.pins")

from firmware.app import App  # noqa: E402
App(device).run()
