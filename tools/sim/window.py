"""What the desktop simulator's window (tools/simulator.py) and the web page
(web/build.py's board.json) share, so a key and a colour are the same in
both: the keyboard map of the board's keys and the window's colours.

Key names are pygame's (``pygame.key.key_code`` takes them); web/build.py
turns them into the browser's. No pygame here: the web build needs none.
"""
from firmware import keymap, layout

# Keyboard rows that sit over the 4x4 grid (full build), north row first.
GRID_KEYS = ("1234", "qwer", "asdf", "zxcv")
CENTRE_KEY = "space"
NAMED_KEYS = (("return", keymap.OK), ("enter", keymap.OK), ("backspace", keymap.BACK),
              ("escape", keymap.BACK), ("m", keymap.MENU), ("tab", keymap.MENU),
              ("up", keymap.UP), ("down", keymap.DOWN), ("left", keymap.LEFT),
              ("right", keymap.RIGHT))

SHEET = (30, 34, 40)  # the printed overlay's background
WINDOW = (14, 14, 16)
INK = (200, 200, 190)
ACCENT = (230, 180, 60)
FAINT = (110, 110, 120)
RIM = (80, 80, 80)


def named_keys(build=None):
    """[(key name, key meaning)] of ``build``'s keys ("full" or "lite"; None:
    every build's)."""
    named = list(NAMED_KEYS)
    for row, keys in enumerate(GRID_KEYS):
        named += [(name, layout.place(row, col)) for col, name in enumerate(keys)]
    named.append((CENTRE_KEY, layout.CENTRE))
    if build is None:
        return named
    meanings = keymap.for_build(build)
    return [(name, meaning) for name, meaning in named if meaning in meanings]


def parse_keys(text, build):
    """A ``--keys`` script ("OK,DOWN,5") as key meanings; ValueError names a
    key the build lacks."""
    meanings = keymap.for_build(build)
    out = []
    for token in filter(None, (t.strip() for t in text.split(","))):
        meaning = int(token) if token.isdigit() else token.upper()
        if meaning not in meanings:
            raise ValueError("the %s build has no key %r" % (build, token))
        out.append(meaning)
    return out
