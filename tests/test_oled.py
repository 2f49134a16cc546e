"""firmware/oled.py: five text lines in one bitmap, on the stand-in device.

Checked on what the panel shows (``tools.sim.mpdevice.Sim.image``: the
TileGrids through their palettes) and on the text read back from its
pixels: a changed line redraws its own rows and no others, an unchanged one
draws nothing; marking a line shows it as a white bar with black text and
moves without drawing; a text longer than 21 characters is cut. Both tiers.
"""
from tools.sim import mpdevice

MICROPYTHON = True
MENU = ["Twilight Board", "Continue", "New game", "Settings", "OK: choose"]
WIDTH = 128


class _Drawing:
    """``with _Drawing() as rows:`` the rows each bitmaptools call drew into."""

    def __enter__(self):
        tools = mpdevice.STANDINS["bitmaptools"]
        self.blit, self.fill = tools.blit, tools.fill_region
        rows = []

        def blit(dest, source, x, y, **kw):
            rows.extend(range(y, y + kw["y2"] - kw["y1"]))
            self.blit(dest, source, x, y, **kw)

        def fill_region(dest, x1, y1, x2, y2, value):
            rows.extend(range(y1, y2))
            self.fill(dest, x1, y1, x2, y2, value)
        tools.blit, tools.fill_region = blit, fill_region
        return rows

    def __exit__(self, *exc):
        tools = mpdevice.STANDINS["bitmaptools"]
        tools.blit, tools.fill_region = self.blit, self.fill


def _rows(image, first, end):
    return image[first * WIDTH:end * WIDTH]


def _inverse(pixels):
    return bytes(1 - p for p in pixels)


def _screen(texts):
    """A Screen showing ``texts`` on a stand-in device, and the device's Sim."""
    from firmware.oled import Screen
    device, sim = mpdevice.make("full")
    screen = Screen(device.display)
    screen.lines(texts)
    return screen, sim


def test_a_changed_line_redraws_its_own_rows_and_an_unchanged_one_nothing():
    with mpdevice.StandIns():
        screen, sim = _screen(MENU)
        assert sim.lines() == (MENU, None)
        before = sim.image()
        with _Drawing() as rows:
            screen.line(2, "New match")
        assert rows and min(rows) >= 26 and max(rows) < 38, rows  # line 2: rows 26..37
        after = sim.image()
        assert _rows(after, 0, 26) == _rows(before, 0, 26)
        assert _rows(after, 38, 64) == _rows(before, 38, 64)
        assert _rows(after, 26, 38) != _rows(before, 26, 38)
        assert sim.lines()[0] == MENU[:2] + ["New match"] + MENU[3:]
        with _Drawing() as rows:
            screen.line(2, "New match")
            screen.lines(MENU[:2] + ["New match"] + MENU[3:])
        assert rows == []
        screen.lines(["Loading"], 3)  # from line 3 on, the rest below blanked
        assert sim.lines()[0] == MENU[:2] + ["New match", "Loading", ""]


def test_a_marked_line_is_a_white_bar_with_black_text_and_moves_without_drawing():
    with mpdevice.StandIns():
        screen, sim = _screen(MENU)
        plain = sim.image()
        screen.mark(1)
        marked = sim.image()
        assert _rows(marked, 13, 25) == _inverse(_rows(plain, 13, 25))  # line 1: rows 13..24
        assert _rows(marked, 0, 13) == _rows(plain, 0, 13)
        assert _rows(marked, 25, 64) == _rows(plain, 25, 64)  # the row between lines stays dark
        assert sim.lines() == (MENU, 1)
        with _Drawing() as rows:
            screen.mark(3)
        assert rows == []
        moved = sim.image()
        assert _rows(moved, 39, 51) == _inverse(_rows(plain, 39, 51))
        assert _rows(moved, 0, 39) == _rows(plain, 0, 39) and _rows(moved, 51, 64) == _rows(plain, 51, 64)
        screen.line(3, "Sound: low")  # a marked line's new text shows marked
        assert sim.lines() == (MENU[:3] + ["Sound: low", MENU[4]], 3)
        assert sum(_rows(sim.image(), 39, 51)) > sum(_rows(sim.image(), 52, 64))
        screen.mark(None)
        screen.line(3, MENU[3])
        assert sim.image() == plain and sim.lines() == (MENU, None)


def test_a_text_longer_than_a_line_is_cut_at_21_characters():
    with mpdevice.StandIns():
        screen, sim = _screen(["abcdefghijklmnopqrstuvwxyz"])
        assert sim.lines()[0][0] == "abcdefghijklmnopqrstu"
        assert screen.texts[0] == "abcdefghijklmnopqrstu"
        image = sim.image()
        assert sum(image[y * WIDTH + x] for y in range(12) for x in range(126, 128)) == 0
        with _Drawing() as rows:
            screen.line(0, "abcdefghijklmnopqrstu and more")  # the same once cut
        assert rows == []


class _Asked:
    """The font, counting ``get_glyph`` calls (each makes a Glyph on the board)."""

    def __init__(self, font):
        self.font = font
        self.asked = []

    def get_glyph(self, codepoint):
        self.asked.append(codepoint)
        return self.font.get_glyph(codepoint)


def test_a_line_asks_the_font_once_per_character_and_skips_what_it_lacks():
    with mpdevice.StandIns():
        screen, sim = _screen(["ab"])
        drawn = _rows(sim.image(), 0, 13)
        screen.font = _Asked(screen.font)
        screen.line(1, "Hello, world ~ 0123456789")
        assert sim.lines()[0][1] == "Hello, world ~ 012345"
        first = []  # each character drawn once asked once, in the order drawn; "a" and "b" were drawn
        for c in "Hello, world ~ 012345":
            if c not in first and c not in "ab":
                first.append(c)
        assert screen.font.asked == [ord(c) for c in first]
        screen.font.asked.clear()
        screen.line(2, "world, Hello 543210")
        assert screen.font.asked == [] and sim.lines()[0][2] == "world, Hello 543210"
        screen.line(0, "a\u00e9b")  # not in the font: nothing drawn, no room taken
        screen.line(3, "\u00e9")
        assert screen.font.asked == [0xE9, 0xE9]
        assert _rows(sim.image(), 0, 13) == drawn
