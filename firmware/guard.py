"""Guards for a game in progress: no auto-reload, and a watchdog.

While a game is played, a file saved from the computer must not restart the
board (``supervisor.runtime.autoreload``), and a hang must reset it into
"Continue" (the RP2040 watchdog, ``microcontroller.watchdog``). Both are off
in the menus: there is nothing to resume there, a developer editing the
code wants auto-reload, and the slow steps that run between frames
(importing a game module from source, replaying a saved game) stay outside
the watchdog. On the desktop the modules do not exist and every call does
nothing.
"""

# Seconds without a feed before the watchdog resets the board: the RP2040's
# limit (8.39 s; CircuitPython refuses more than 8). The longest legitimate
# frame of play (a bot's move, a flash sector rewrite) must stay well below.
TIMEOUT = 8


def board_modules():
    """{name: module or None} for the modules the guards use."""
    try:
        import supervisor
    except ImportError:
        supervisor = None
    try:
        import watchdog  # before microcontroller: Blinka has only the latter
        import microcontroller
    except ImportError:
        watchdog = microcontroller = None
    return {"supervisor": supervisor, "watchdog": watchdog, "microcontroller": microcontroller}


class Guards:
    """The guards over ``modules`` (``board_modules()`` unless given).

    The app calls ``playing(True)`` once a game is on screen (new or
    resumed), ``feed()`` every frame, and ``playing(False)`` when the game
    is over or quit.
    """

    def __init__(self, modules=None):
        if modules is None:
            modules = board_modules()
        self._runtime = getattr(modules.get("supervisor"), "runtime", None)
        modes = getattr(modules.get("watchdog"), "WatchDogMode", None)
        self._reset = getattr(modes, "RESET", None)
        dog = getattr(modules.get("microcontroller"), "watchdog", None)
        self._dog = dog if self._reset is not None else None
        self._fed = None  # the watchdog while it runs, else None

    def autoreload(self, on):
        """Let a file saved from the computer restart the board, or not."""
        if self._runtime is not None:
            self._runtime.autoreload = bool(on)

    def watchdog(self, on):
        """Start the watchdog (reset after TIMEOUT s unfed) or stop it."""
        dog = self._dog
        if dog is None:
            return
        if on:
            dog.timeout = TIMEOUT
            dog.mode = self._reset
            dog.feed()
            self._fed = dog
        else:
            dog.mode = None
            self._fed = None

    def feed(self):
        """Tell the watchdog the board is alive: once a frame."""
        if self._fed is not None:
            self._fed.feed()

    def playing(self, on):
        """A game is under way (True) or not: both guards at once."""
        self.autoreload(not on)
        self.watchdog(on)
