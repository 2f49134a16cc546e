"""The Pico estimate, in one place: WebAssembly MicroPython time x a factor.

The factors are not a constant of the interpreter: they move with what the
code does (Dance is string and list heavy, a program's start is mostly
compiling ``.py``), so each title's own work has its factor and a program's
start has one of its own, all calibrated on an emulated RP2040
(docs/benchmarks.md, "The Pico estimate"). tools/bench/pico.json holds them
for the Python and the Node benches alike.
"""
import json
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pico.json")) as _f:
    _CAL = json.load(_f)

PICO_FACTOR = _CAL["factor"]
START_FACTOR = _CAL["start"]  # a program's start: compiling, the App, its first frame, a game's loading
CALIBRATION = _CAL["about"]


def pico_ms(game, wasm_ms):
    """Estimated Pico ms for ``wasm_ms`` measured in the WebAssembly MicroPython.

    :param str game: the core's game name (dance, venice, rift)
    :param float wasm_ms: milliseconds inside the WebAssembly interpreter
    """
    return wasm_ms * PICO_FACTOR[game]
