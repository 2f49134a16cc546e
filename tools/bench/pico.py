"""The Pico estimate, in one place: WebAssembly MicroPython time x the title's factor.

The factors are not a constant of the interpreter: they move with what the
code does (Dance is string and list heavy), so each title has its own,
calibrated on an emulated RP2040 (docs/benchmarks.md, "The Pico estimate").
tools/bench/pico.json holds them for the Python and the Node benches alike.
"""
import json
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pico.json")) as _f:
    _CAL = json.load(_f)

PICO_FACTOR = _CAL["factor"]
CALIBRATION = _CAL["about"]


def pico_ms(game, wasm_ms):
    """Estimated Pico ms for ``wasm_ms`` measured in the WebAssembly MicroPython.

    :param str game: the core's game name (dance, venice, rift)
    :param float wasm_ms: milliseconds inside the WebAssembly interpreter
    """
    return wasm_ms * PICO_FACTOR[game]
