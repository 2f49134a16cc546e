"""What each key number means, for each key build.

A key map is a tuple indexed by ``event.key_number``. A key under a light
means its place (an int, as in ``firmware.layout``); every other key means a
name (a str). The app reads meanings, never raw key numbers, so it works the
same with either build.
"""

MENU = "MENU"
BACK = "BACK"
OK = "OK"
UP = "UP"
DOWN = "DOWN"
LEFT = "LEFT"
RIGHT = "RIGHT"

# Full build: the matrix of firmware.pins, key number = row * 4 + column.
# Matrix rows 0..3 are the keys under grid cells, so key number = place there;
# row 4 holds the centre key (place 16) and MENU, BACK, OK.
FULL = tuple(range(17)) + (MENU, BACK, OK)

# Lite build: the buttons of firmware.pins.LITE_KEYS, in that order.
LITE = (UP, DOWN, LEFT, RIGHT, OK, BACK)

BUILDS = ("full", "lite")


def for_build(build):
    """The key map of ``build`` ("full" or "lite"); ValueError otherwise."""
    if build == "full":
        return FULL
    if build == "lite":
        return LITE
    raise ValueError("unknown build %r (choose from %s)" % (build, ", ".join(BUILDS)))
