"""Twilight Board firmware: the device layer and (later) the app.

The app only ever sees a ``firmware.device.Device``. ``firmware.hardware``
builds the real one from CircuitPython's modules; ``tools.sim`` builds the
same class on a desktop from the same driver libraries.
"""
