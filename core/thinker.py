"""The one surface every bot offers, whatever the game.

A thinker is made from one player's view (``core.<game>.bot.Thinker(view,
level, seed)``) and thinks in small units, so the firmware can think a few
milliseconds a frame and keep its lights moving: ``step(n)`` does up to n
units and says whether it has finished, ``step_ms(ms)`` works for about
``ms`` milliseconds (``step_frame()``: a device frame's share), ``best()``
is the move to play now (a legal move at any time) and ``reason()`` a
short line saying why, empty where a bot has none.
"""
import time

# How long a device frame thinks (ms). The board's loop gives a frame at
# least 33 ms and a frame's own work (OLED, lights) takes a Pico ~15 ms, so
# a few ms a frame would leave a bot a fifth of the chip; 70 ms gives it
# ~80% and keeps a frame under 250 ms with the last unit's overrun (Rift's
# device level, whose look-ahead runs its costliest units back to back:
# 23 ms a unit at the median, ~70 at p95), the lights moving and a key
# answered. At 100 ms the app bench's Rift frames read up to 330 ms.
SLICE_MS = 70


def clock_ms():
    """Milliseconds from some fixed point, on the device or a desktop."""
    if hasattr(time, "ticks_ms"):
        return time.ticks_ms()
    return int(time.monotonic() * 1000)


def elapsed_ms(start):
    """Milliseconds since ``clock_ms()`` read ``start`` (wrap-safe on the device)."""
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(clock_ms(), start)
    return clock_ms() - start


class Thinker:
    """The base: a game's bot supplies ``step``, ``done`` and ``best``."""

    def step_ms(self, ms):
        """Work for about ``ms`` milliseconds (at least one unit)."""
        start = clock_ms()
        while not self.step(1) and elapsed_ms(start) < ms:
            pass
        return self.done()

    def step_frame(self):
        """A device frame's thinking (``SLICE_MS``): at least one unit."""
        return self.step_ms(SLICE_MS)

    def reason(self):
        """Why ``best()``, in a line of up to 21 characters; "" if unsaid."""
        return ""
