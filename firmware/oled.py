"""The OLED as five fixed text lines, made once and updated in place.

terminalio's 6x12 font gives 21 characters on each of 5 lines (13 pixels
apart) on the 128x64 panel. One line at a time can be shown inverted (white
bar, black text) to mark the selected menu entry. Labels and the bar are
allocated once: a Pico has little heap, and a label whose text did not
change is not touched at all.
"""
import displayio
import terminalio
from adafruit_display_text import label

from firmware.footer import CHARS  # noqa: F401 (the width is defined once, with no displayio)

LINES = 5
PITCH = 13  # pixels from one line's top to the next
WHITE = 0xFFFFFF
BLACK = 0x000000
# SSD1306 contrast, as displayio brightness: awake and dimmed after idling.
BRIGHT = 1.0
DIM = 0.05


class Screen:
    """Five text lines on ``display``, one optionally highlighted.

    :param display: the Device's display (``root_group`` is set here)
    """

    def __init__(self, display):
        self.display = display
        self.group = displayio.Group()
        palette = displayio.Palette(2)
        palette[0] = BLACK
        palette[1] = WHITE
        bar = displayio.Bitmap(128, PITCH - 1, 2)
        bar.fill(1)
        self.bar = displayio.TileGrid(bar, pixel_shader=palette, x=0, y=0)
        self.bar.hidden = True
        self.group.append(self.bar)
        self.labels = []
        self.texts = []
        for i in range(LINES):
            text = label.Label(terminalio.FONT, text="", color=WHITE, x=0, y=5 + PITCH * i)
            self.labels.append(text)
            self.texts.append("")
            self.group.append(text)
        self.marked = None
        self.dimmed = False
        display.root_group = self.group

    def line(self, i, text):
        """Show ``text`` (cut to 21 characters) on line ``i`` (0 = top)."""
        if len(text) > CHARS:
            text = text[:CHARS]
        if self.texts[i] != text:
            self.texts[i] = text
            self.labels[i].text = text

    def lines(self, texts, first=0):
        """Show ``texts`` from line ``first`` on, blanking the rest below."""
        for i in range(first, LINES):
            k = i - first
            self.line(i, texts[k] if k < len(texts) else "")

    def mark(self, i):
        """Invert line ``i`` (None: no line inverted)."""
        if i == self.marked:
            return
        if self.marked is not None:
            self.labels[self.marked].color = WHITE
        self.marked = i
        if i is None:
            self.bar.hidden = True
        else:
            self.bar.y = PITCH * i
            self.bar.hidden = False
            self.labels[i].color = BLACK

    def dim(self, dimmed):
        """Lower the panel's contrast after idling; raise it again on a key."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.display.brightness = DIM if dimmed else BRIGHT
