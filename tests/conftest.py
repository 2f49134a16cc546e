"""pytest only (the MicroPython tier runs each test module in a fresh
interpreter): every test starts with the firmware and core modules the test
modules were collected with.

A ``tools.sim.board.Board`` made with ``fresh=True`` (the simulator, the web
page, the tests of title switches) drops every ``core.*`` and ``firmware.*``
module at each reload, as the board starts each program on a fresh heap;
without this, the tests after it would meet classes other than the ones
they imported.
"""
import sys

import pytest

OURS = ("core", "firmware")


def _ours(name):
    return name.split(".", 1)[0] in OURS


@pytest.fixture(autouse=True)
def modules_as_collected():
    before = {name: module for name, module in sys.modules.items() if _ours(name)}
    yield
    for name in [name for name in sys.modules if _ours(name) and name not in before]:
        del sys.modules[name]
    sys.modules.update(before)
    for name, module in before.items():  # a package's attribute for each of its modules
        if "." in name:
            package, short = name.rsplit(".", 1)
            if package in before:
                setattr(before[package], short, module)
