"""The runtime guards: auto-reload off and the watchdog on only while a game
is played, the watchdog fed every frame within the RP2040's limit, and
nothing at all where the board's modules do not exist (the desktop).
"""
from firmware.guard import TIMEOUT, Guards, board_modules

MICROPYTHON = True


class Runtime:
    autoreload = True  # CircuitPython's default


class Supervisor:
    def __init__(self):
        self.runtime = Runtime()


class WatchDogMode:
    RESET = "RESET"
    RAISE = "RAISE"


class Watchdog:
    """``watchdog``: just the mode names."""
    WatchDogMode = WatchDogMode


class Timer:
    """``microcontroller.watchdog`` on the RP2040: at most 8 s, RESET only;
    ``mode = None`` stops it; ``feed()`` does nothing while it is stopped."""

    def __init__(self):
        self.timeout = 0
        self.mode = None
        self.fed = 0
        self.log = []

    def __setattr__(self, name, value):
        if name == "timeout" and value > 8:
            raise ValueError("timeout must be <= 8")
        if name == "mode" and value == "RAISE":
            raise NotImplementedError()
        if name in ("timeout", "mode") and "log" in self.__dict__:
            self.log.append((name, value))
        object.__setattr__(self, name, value)

    def feed(self):
        if self.mode is not None:
            self.fed += 1


class Microcontroller:
    def __init__(self):
        self.watchdog = Timer()


def board():
    """Guards over stand-ins for all three modules, and the stand-ins."""
    modules = {"supervisor": Supervisor(), "watchdog": Watchdog(),
               "microcontroller": Microcontroller()}
    return Guards(modules), modules["supervisor"].runtime, modules["microcontroller"].watchdog


def test_a_game_turns_autoreload_off_and_the_menu_turns_it_on():
    guards, runtime, _ = board()
    guards.playing(True)
    assert runtime.autoreload is False
    guards.playing(False)
    assert runtime.autoreload is True
    guards.autoreload(False)
    assert runtime.autoreload is False


def test_the_watchdog_runs_in_reset_mode_within_the_rp2040_limit_during_play():
    guards, _, dog = board()
    assert 0 < TIMEOUT <= 8
    guards.feed()  # in the menu: nothing to feed
    assert dog.mode is None and dog.fed == 0
    guards.playing(True)
    # The timeout is set before the mode starts it, so it never runs on an
    # older (possibly longer) timeout.
    assert dog.log == [("timeout", TIMEOUT), ("mode", "RESET")]
    started = dog.fed
    for _ in range(30):
        guards.feed()
    assert dog.fed == started + 30
    guards.playing(False)
    assert dog.mode is None
    guards.feed()
    assert dog.fed == started + 30


def test_a_resumed_game_restarts_the_watchdog():
    guards, _, dog = board()
    guards.playing(True)
    guards.playing(False)
    guards.playing(True)
    assert dog.mode == "RESET" and dog.timeout == TIMEOUT


def test_without_the_boards_modules_every_guard_does_nothing():
    partial = ({}, {"supervisor": object()}, {"microcontroller": Microcontroller()},
               {"watchdog": Watchdog(), "microcontroller": object()})
    for modules in partial:
        guards = Guards(modules)
        for on in (True, False, True):
            guards.playing(on)
            guards.feed()
    # A microcontroller module without the watchdog's modes is left alone.
    lone = {"microcontroller": Microcontroller()}
    Guards(lone).playing(True)
    assert lone["microcontroller"].watchdog.mode is None


def test_the_desktop_has_no_supervisor_and_no_watchdog():
    # CPython and the MicroPython tier alike: the real lookup finds nothing
    # to guard, so the simulator runs the app's guard calls as no-ops.
    modules = board_modules()
    assert modules["supervisor"] is None and modules["watchdog"] is None
    assert modules["microcontroller"] is None
    guards = Guards()
    guards.playing(True)
    guards.feed()
    guards.playing(False)
