"""Twilight Board: build the device and run the app (see firmware/)."""
try:  # what compiles from here on keeps no line numbers: ~2 KB more heap (docs/benchmarks.md)
    from micropython import opt_level
    opt_level(3)  # read by the benches (tools/bench/mp_harness.mjs) and the bundle's mpy-cross
except ImportError:  # not a board
    pass
from firmware.hardware import make_device

device = make_device()
# The builder is needed once: its code (and the pin table's) can be collected.
del make_device
from firmware.modules import done  # noqa: E402
done("hardware")

from firmware.app import App  # noqa: E402
App(device).run()
