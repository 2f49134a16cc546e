"""boot.py itself, run as CircuitPython runs it at power-up, with stand-in
modules: it hands the drive over through firmware/boot_mode.py and nothing
can make it raise. CPython only (the MicroPython tier has no boot.py).
"""
import io
import os
import sys
from contextlib import redirect_stdout

from firmware import pins
from tests.test_boot import Board, Circuit, DigitalIO, Storage
from tests.util import restore_modules

BOOT_PY = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "boot.py")


def power_up(modules):
    """Run boot.py with ``modules`` standing in for CircuitPython's; what
    it printed."""
    saved = {name: sys.modules.get(name) for name in modules}
    sys.modules.update(modules)
    out = io.StringIO()
    try:
        with open(BOOT_PY) as f, redirect_stdout(out):
            exec(compile(f.read(), BOOT_PY, "exec"), {"__name__": "__main__"})
    finally:
        restore_modules(saved)
    return out.getvalue()


def test_boot_py_hands_the_drive_to_the_board_unless_back_is_held():
    back = {"full": 18, "lite": 5}[pins.BUILD]
    for held, calls in (((), [("/", False)]), ((back,), [])):
        circuit = Circuit(pins.BUILD, held)
        storage = Storage()
        printed = power_up({"board": Board(), "digitalio": DigitalIO(circuit), "storage": storage})
        assert storage.calls == calls and circuit.claimed == {}
        assert ("BACK held" in printed) == bool(held)


def test_boot_py_never_raises():
    # A board without the pin, a remount refused, and a missing module.
    storage = Storage(fail=RuntimeError("Cannot remount"))
    printed = power_up({"board": Board(), "digitalio": DigitalIO(Circuit(pins.BUILD)),
                        "storage": storage})
    assert "Cannot remount" in printed and storage.calls == []
    printed = power_up({"board": Board(missing=pins.MATRIX_ROWS + pins.LITE_KEYS),
                        "digitalio": DigitalIO(Circuit(pins.BUILD)), "storage": Storage()})
    assert "stays writable from the computer" in printed
    printed = power_up({"board": Board(), "digitalio": DigitalIO(Circuit(pins.BUILD)),
                        "storage": None})  # sys.modules[name] = None: ImportError
    assert printed.startswith("boot.py:")


def test_the_readme_names_the_pins_boot_py_reads():
    from firmware.boot_mode import back_wiring
    with open(os.path.join(os.path.dirname(BOOT_PY), "hardware", "README.md")) as f:
        section = f.read().split("## Editing the code on the board\n")[1].split("\n## ")[0]
    assert "hold BACK while plugging the board in" in section
    drive, sense = back_wiring("full")[:2]
    assert "row 4 on %s, column 2 on %s" % (sense, drive) in section
    assert "button on\n%s on the lite build" % back_wiring("lite")[1] in section
