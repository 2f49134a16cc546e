"""Twilight Board firmware: the app (menus, ``play/`` the game screens,
``store/`` what survives a power cut) and the device layer.

The app reaches the hardware through a ``firmware.device.Device`` (besides
it only ``oled`` draws with ``displayio`` and ``guard`` uses the watchdog).
``firmware.hardware`` builds the real one from CircuitPython's modules;
``tools.sim`` builds the same class on a desktop from the same driver libraries.
"""
