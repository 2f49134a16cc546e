"""Driving the app in the headless simulator as a person would: keys only.

Helpers for the other ``test_app_*`` modules: read the OLED back as text
(each 6x12 character cell compared with glyphs rendered by the same driver),
and press the keys that ``tools.sim.appkeys`` says pick a move or a menu entry
(it looks at what the app offers, like a person reading the screen); keys
act only through ``sim.tap``. CPython only.
"""
import tools.sim  # noqa: F401  (points Blinka at no real board before it loads)
from tools.sim.headless import make_sim_device
from tools.sim.board import Board
from tools.sim import appkeys
FRAME_MS = 20
_GLYPHS = {}


def _cell(frame, line, k):
    top = 13 * line
    bits = []
    for y in range(top, top + 12):
        row = frame.bits[y * 128 + 6 * k:y * 128 + 6 * k + 6]
        bits.append(bytes(row))
    return b"".join(bits)


def _learn():
    """Render every printable character once and keep its cell image."""
    device, sim = make_sim_device()
    with sim:
        app = Board(device, seed=0)
        chars = "".join(chr(c) for c in range(33, 127))
        for start in range(0, len(chars), 21):
            chunk = chars[start:start + 21]
            app.screen.line(0, chunk)
            device.frame()
            frame = sim.frame()
            for k in range(len(chunk)):
                _GLYPHS[_cell(frame, 0, k)] = chunk[k]
        _GLYPHS[bytes(72)] = " "


def oled_lines(sim):
    """The five text lines the panel shows, decoded from its pixels, and
    which line is inverted (the highlight) or None. '?' marks a cell that
    is no character."""
    frame = sim.frame()
    lines = []
    marked = None
    for line in range(5):
        inverted = frame.lit(127, 13 * line + 6)
        if inverted:
            marked = line
        text = ""
        for k in range(21):
            cell = _cell(frame, line, k)
            if inverted:
                cell = bytes(1 - b for b in cell)
            text += _GLYPHS.get(cell, "?")
        lines.append(text.rstrip())
    return lines, marked


def start(build, seed=7):
    """A fresh simulated device of ``build`` running the app, one frame drawn."""
    if not _GLYPHS:
        _learn()  # first: only one simulated display may exist at a time
    device, sim = make_sim_device(build)
    app = Board(device, seed=seed)
    app.step()
    return app, sim


def tap(app, sim, key):
    """One key pressed and released (None: no key), then one frame."""
    if key is not None:
        sim.tap(key, hold_ms=30)
    sim.advance(FRAME_MS)
    app.step()


def press(app, sim, keys):
    """Tap every key a ``tools.sim.appkeys`` generator asks for, a frame each."""
    for key in keys:
        tap(app, sim, key)


def pick_label(app, sim, chooser, text):
    """Highlight the list line ``text`` and press OK."""
    press(app, sim, appkeys.label(app, chooser, text))


def menu_start(app, sim, game_title, settings=()):
    """From the main menu: choose ``game_title``, cycle each setting in
    ``settings`` (label prefix, wanted label) until it shows, then Start."""
    press(app, sim, appkeys.start(app, game_title, settings))


def play_move(app, sim, move):
    """Pick legal ``move`` token by token, as a player would."""
    press(app, sim, appkeys.move(app, move))


def go_on(app, sim):
    """Press OK through hand-over screens and notices until a move is asked
    for or the game is over (its end pages showing)."""
    press(app, sim, appkeys.go_on(app))


def test_text_decoder_reads_what_the_app_wrote():
    app, sim = start("full")
    with sim:
        lines, marked = oled_lines(sim)
        assert lines[:4] == ["Twilight Board", "Twilight Dance", "Twilight of Venice",
                             "Rift of Portals"]
        assert marked == 1  # the first game is highlighted
        tap(app, sim, "MENU")
        lines, marked = oled_lines(sim)
        assert marked == 2


def test_lite_build_walks_the_menu_with_arrows():
    app, sim = start("lite")
    with sim:
        tap(app, sim, "DOWN")
        tap(app, sim, "DOWN")
        assert oled_lines(sim)[1] == 3
        tap(app, sim, "OK")
        press(app, sim, appkeys.settle(app))  # its pages load, if the key came first
        lines, marked = oled_lines(sim)
        assert lines[0] == "Rift of Portals"
        assert lines[1:4] == ["Ring: 3", "Contest: off", "Start"]
        tap(app, sim, "OK")  # cycles the ring size
        assert oled_lines(sim)[0][1] == "Ring: 4"
        tap(app, sim, "BACK")
        assert oled_lines(sim)[0][0] == "Twilight Board"
