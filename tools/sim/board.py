"""The board's reload where there is no board: each program on a fresh
module set (docs/memory.md).

On the board ``device.reload()`` ends the VM and ``code.py`` runs again on
a fresh heap. Here ``reload`` raises ``Reloaded`` instead (nothing after it
runs, as on the board) and ``Board`` catches it, drops every ``core`` and
``firmware`` module, imports the app anew and makes the next ``App`` on the
same device: what crosses is what crosses on the board, the device and its
flash. Runs on CPython and MicroPython.
"""
import gc
import sys


class Reloaded(BaseException):
    """The program ended with ``device.reload()``; ``args[0]``: a title is
    next. A BaseException, as the board's reload is: the app's ``except
    Exception`` does not stop it."""


def reload(game=False):
    """The stand-in for the board's ``supervisor.reload()``: a sim device's
    ``reload=``."""
    raise Reloaded(game)


def fresh_modules():
    """Drop the firmware's and the core's modules, as a reload frees them."""
    for name in list(sys.modules):
        if name in ("core", "firmware") or name[:5] == "core." or name[:9] == "firmware.":
            del sys.modules[name]
    gc.collect()


class Board:
    """The programs the board runs on ``device``, one after another.

    :param device: a ``firmware.device.Device`` made with
        ``reload=tools.sim.board.reload``
    :param seed: the next game's seed (through its launch request); None
        takes it from the clock, as the board does
    :param bool fresh: each program on a fresh module set (False keeps the
        modules loaded: only the App is new)
    """

    def __init__(self, device, *, seed=None, fresh=True):
        self.device = device
        self.fresh = fresh
        self.reloads = 0
        self.app = None
        if fresh:  # a power-up: a fresh interpreter too
            fresh_modules()
        self.app = self._program(seed)

    def _program(self, seed=None):
        from firmware.app import App
        return App(self.device, seed=seed)

    def step(self):
        """One frame of the program running; a reload starts the next and
        runs its first frame, as the board does at once."""
        try:
            self.app.step()
        except Reloaded:
            self.reload()
            self.step()

    def reload(self):
        """End this program and start the next, as the board's reload does:
        keys pending are lost with the old program's key scanner."""
        self.reloads += 1
        self.app = None
        if self.fresh:
            fresh_modules()
        self.device.keys.events.clear()
        self.app = self._program()

    def __getattr__(self, name):
        """The running App's attribute (``board.game``, ``board.current``)."""
        return getattr(self.app, name)
