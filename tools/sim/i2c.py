"""A ``busio.I2C`` stand-in that hands each write to a device model.

Blinka's display core spins on ``try_lock()`` until it returns False, so the
lock here is a real one. Misuse fails the way CircuitPython fails: writing
without the lock, to an address nobody answers, or after ``deinit()``
(``displayio.release_displays()`` deinits the bus of the display it frees).
"""
import errno
import threading


class FakeI2C:
    """An I2C bus whose devices are Python objects with ``write(data)``."""

    def __init__(self):
        self._lock = threading.Lock()
        self._devices = {}
        self.deinited = False

    def attach(self, address, device):
        """Put ``device`` on the bus at 7-bit ``address``."""
        self._devices[address] = device

    def _check(self):
        if self.deinited:
            raise ValueError("Object has been deinitialized and can no longer be used.")

    def try_lock(self):
        self._check()
        return self._lock.acquire(blocking=False)

    def unlock(self):
        self._lock.release()

    def scan(self):
        self._check()
        return sorted(self._devices)

    def writeto(self, address, buffer, *, start=0, end=None):
        self._check()
        if not self._lock.locked():
            raise RuntimeError("Function requires lock")
        device = self._devices.get(address)
        if device is None:
            raise OSError(errno.ENODEV, "No such device")
        device.write(bytes(buffer[start:end]))

    def deinit(self):
        self.deinited = True
