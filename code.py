"""Twilight Board: build the device and run the app (see firmware/)."""
from firmware.hardware import make_device

device = make_device()
# The builder is needed once: its code (and the pin table's) can be collected.
del make_device
from firmware.modules import done  # noqa: E402
done("hardware")

from firmware.app import App  # noqa: E402
App(device).run()
