"""Catch the bytes the real ``neopixel`` library sends down the data line.

``neopixel.NeoPixel.show()`` hands its finished buffer (colour order and
brightness already applied) to the name ``neopixel_write`` inside the
``neopixel`` module. Replacing that one name shows exactly what the lights
would receive while the library itself runs unchanged.
"""
import neopixel

_last = {}
_shows = {}


def _write(pin, buf):
    _last[pin] = bytes(buf)
    _shows[pin] = _shows.get(pin, 0) + 1


def install():
    """Route every strip's output here (idempotent)."""
    neopixel.neopixel_write = _write


def sent(pin):
    """The bytes last sent on ``pin`` (a strip's ``.pin``), None before any."""
    return _last.get(pin)


def shows(pin):
    """How many times a buffer went out on ``pin``."""
    return _shows.get(pin, 0)


def forget(pin):
    _last.pop(pin, None)
    _shows.pop(pin, None)


def decode_grb(buf):
    """WS2812B wire bytes (green, red, blue per light) as (r, g, b) tuples."""
    return [(buf[i + 1], buf[i], buf[i + 2]) for i in range(0, len(buf) - 2, 3)]
