"""Light colours as 0xRRGGBB ints, and the two ways the app mixes them.

Ints, not tuples: a frame sets 17 lights, and ints make no garbage.
"""

OFF = 0x000000
WHITE = 0xFFFFFF
RED = 0xFF0000
BLUE = 0x0030FF
CURSOR = 0x909090
# Light brightness levels. 17 WS2812B at full white draw about 1 A; 0.25 of
# that keeps the board within a USB port's 500 mA, so 0.25 is the cap.
LEVELS = (0.05, 0.1, 0.15, 0.2, 0.25)


def level(settings):
    """The saved brightness level (a LEVELS index), the brightest if none."""
    saved = settings.get("brightness")
    return saved if type(saved) is int and 0 <= saved < len(LEVELS) else len(LEVELS) - 1


def scale(colour, num, den):
    """``colour`` with every channel times num/den (num <= den)."""
    return ((((colour >> 16) & 255) * num // den) << 16
            | (((colour >> 8) & 255) * num // den) << 8
            | (colour & 255) * num // den)


def add(a, b):
    """Channel-wise sum of two colours, capped at 255."""
    r = min(255, ((a >> 16) & 255) + ((b >> 16) & 255))
    g = min(255, ((a >> 8) & 255) + ((b >> 8) & 255))
    return r << 16 | g << 8 | min(255, (a & 255) + (b & 255))


def pulse(now, period=1000):
    """A triangle wave 0..16 over ``period`` ms, for glowing lights."""
    t = now % period
    half = period // 2
    return (t if t < half else period - t) * 16 // half
