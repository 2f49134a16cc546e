"""boot.py's decision, with stand-in ``board``/``digitalio``/``storage``
modules over a model of the keys' wiring (hardware/README.md): holding BACK
at power-up keeps the drive writable from the computer, otherwise the board
takes it; nothing that goes wrong stops the boot; every pin is released.
"""
from firmware import keymap, pins
from firmware.boot_mode import back_held, back_wiring, boot

MICROPYTHON = True


class Circuit:
    """The keys as wired. Full build: a matrix, each key's diode with its
    anode on the column, so current only flows from a column into a row. Lite
    build: each button between its pin and ground. Pins float (read None)
    unless pulled or driven."""

    def __init__(self, build, held=()):
        self.build = build
        self.held = set(held)  # key numbers, as firmware.keymap numbers them
        self.claimed = {}  # pin name -> Pin
        self.ever = []  # every pin name ever claimed

    def level(self, name):
        """What an input pin reads."""
        if self.build == "lite":
            if pins.LITE_KEYS.index(name) in self.held:
                return False  # shorted to ground
        elif name in pins.MATRIX_ROWS:
            row = pins.MATRIX_ROWS.index(name)
            for column, cname in enumerate(pins.MATRIX_COLUMNS):
                pin = self.claimed.get(cname)
                if pin and pin.output is True and row * 4 + column in self.held:
                    return True  # a high column through a forward diode
        else:
            column = pins.MATRIX_COLUMNS.index(name)
            for row, rname in enumerate(pins.MATRIX_ROWS):
                pin = self.claimed.get(rname)
                if pin and pin.output is False and row * 4 + column in self.held:
                    return False  # sunk by a low row through a forward diode
        pull = self.claimed[name].pull
        return None if pull is None else pull == "UP"


class Pin:
    def __init__(self, circuit, name):
        if name in circuit.claimed:
            raise ValueError("%s in use" % name)
        circuit.claimed[name] = self
        circuit.ever.append(name)
        self.circuit = circuit
        self.name = name
        self.pull = None
        self.output = None  # None: an input; else the level driven

    def switch_to_input(self, pull=None):
        self.pull = pull
        self.output = None

    def switch_to_output(self, value=False):
        self.output = bool(value)
        self.pull = None

    @property
    def value(self):
        if self.output is not None:
            return self.output
        return self.circuit.level(self.name)

    def deinit(self):
        del self.circuit.claimed[self.name]


class Board:
    """``board``: an attribute per pin of firmware/pins.py (its own name)."""

    def __init__(self, missing=()):
        for name in pins.MATRIX_ROWS + pins.MATRIX_COLUMNS + pins.LITE_KEYS:
            if name not in missing:
                setattr(self, name, name)


class Pull:
    UP = "UP"
    DOWN = "DOWN"


class DigitalIO:
    """``digitalio`` over a Circuit."""
    Pull = Pull

    def __init__(self, circuit):
        self.circuit = circuit

    def DigitalInOut(self, pin):
        return Pin(self.circuit, pin)


class Storage:
    def __init__(self, fail=None):
        self.calls = []
        self.fail = fail

    def remount(self, path, readonly=False, disable_concurrent_write_protection=False):
        if self.fail:
            raise self.fail
        self.calls.append((path, readonly))


def run(build, held=(), board=None, storage=None):
    """(result, storage, circuit, log lines) of one power-up."""
    circuit = Circuit(build, held)
    storage = storage or Storage()
    lines = []
    result = boot(board or Board(), DigitalIO(circuit), storage, build, lines.append)
    return result, storage, circuit, lines


def back(build):
    return keymap.for_build(build).index(keymap.BACK)


def test_back_held_keeps_the_drive_for_the_computer_in_both_builds():
    for build in keymap.BUILDS:
        result, storage, circuit, lines = run(build, [back(build)])
        assert result == "edit" and storage.calls == [], build
        assert "BACK" in lines[0]
        assert circuit.claimed == {} and circuit.ever, "pins released"


def test_without_back_the_board_takes_the_drive_in_both_builds():
    for build in keymap.BUILDS:
        result, storage, circuit, lines = run(build)
        assert result == "play", build
        assert storage.calls == [("/", False)]  # writable by the board's code
        assert circuit.claimed == {} and lines == []


def test_only_back_counts_whatever_else_is_held():
    for build in keymap.BUILDS:
        others = [k for k in range(len(keymap.for_build(build))) if k != back(build)]
        assert run(build, others)[0] == "play", build
        assert run(build, others + [back(build)])[0] == "edit", build
        for key in others:
            assert not back_held(Board(), DigitalIO(Circuit(build, [key])), build), (build, key)


def test_the_full_build_reads_back_at_row_4_column_2_through_its_diode():
    # hardware/README.md: BACK is row 4 (GP10), column 2 (GP13), diode
    # anode on the column: the column is driven high, the row read.
    assert back_wiring("full") == ("GP13", "GP10", "DOWN", True)
    assert back_wiring("lite") == (None, "GP11", "UP", False)  # LITE_KEYS[5], to ground
    circuit = Circuit("full", [18])
    assert back_held(Board(), DigitalIO(circuit), "full")
    assert sorted(circuit.ever) == ["GP10", "GP13"] and circuit.claimed == {}


def test_a_failure_leaves_the_drive_to_the_computer_and_the_board_boots():
    failing = (
        dict(board=Board(missing=("GP10", "GP11"))),  # a board without the pin
        dict(storage=Storage(fail=RuntimeError("Cannot remount '/' when visible via USB"))),
        dict(storage=Storage(fail=OSError(5))),
    )
    for build in keymap.BUILDS:
        for case in failing:
            result, storage, circuit, lines = run(build, **case)
            assert result == "error", (build, case)
            assert storage.calls == []
            assert circuit.claimed == {}, "pins released after a failure"
            assert len(lines) == 1 and "stays writable from the computer" in lines[0]


def test_a_pin_that_is_already_taken_fails_safely_and_releases_the_other():
    circuit = Circuit("full")
    Pin(circuit, "GP13")  # the drive pin is busy
    storage = Storage()
    assert boot(Board(), DigitalIO(circuit), storage, "full", lambda line: None) == "error"
    assert storage.calls == [] and list(circuit.claimed) == ["GP13"]
