"""Every screen's last line says which keys work there, on both builds.

Each screen is reached from power-up by keys (tools/sim/appkeys.py) in the
headless simulator; its footer is read back from the OLED's pixels. Every
key the footer names is then pressed on a fresh board brought to the same
screen, and what shows (OLED lines above the footer, the highlight, the
screen, its state, the choice made so far) must differ from the same
board left alone for as long: a footer that names a key which does
nothing there fails. The footer must also be whole on the 128-px line.
"""
import pytest

from firmware import footer
from firmware.footer import CHARS
from firmware import play
from tests.test_app_driver import _learn, _GLYPHS, oled_lines, tap
from tools.sim import appkeys
from tools.sim.flashmodel import Flash
from tools.sim.headless import make_sim_device
from tools.sim.board import Board
from firmware.store.store import Store

DEMO_IDLE_MS = 61000
LONGEST_SIDE = "Harlequin"  # longer than any side or place word a footer gets


def _boot(build, damaged=False):
    if not _GLYPHS:
        _learn()
    flash = Flash()
    if damaged:
        Store(flash).save_settings({"brightness": 0})
        flash.mem[9] ^= 0x10  # the header's CRC fails: a notice at power-up
    device, sim = make_sim_device(build, nvm=flash)
    app = Board(device, seed=11)
    app.step()
    return app, sim


def _start(app, title, settings=()):
    yield from appkeys.start(app, title, settings)


def _reset(app):
    yield from appkeys.label(app, app.menu.chooser, "Statistics")
    yield from appkeys.label(app, app.current.chooser, "Reset statistics")


def _loading(app):
    """OK on Start, and no waiting for the title to load: it is loading."""
    yield from appkeys.label(app, app.menu.chooser, "Rift of Portals")
    for key in appkeys.label(app, app.menu.chooser, "Start"):
        yield key
        if key == "OK":
            return


def _two_people(app):
    yield from _start(app, "Twilight Dance", [("SIS", "SIS: person")])


def _turn(app):
    yield from _two_people(app)
    yield from appkeys.go_on(app)
    yield None  # the hand-over's second frame readies the moves


def _piece(app):
    """A Dance kind taken from the hand: its city is asked for."""
    yield from _turn(app)
    token = app.current.board.tokens(app.game.legal_moves()[0])[0]
    yield from appkeys.label(app, app.current.chooser, token)


def _both(app):
    """A Dance turn offering pieces on the board (lights) and in hand (lines)."""
    yield from _turn(app)
    while not (app.current.state == play.PICK and app.current.picker.places):
        moves = app.game.legal_moves()
        yield from appkeys.move(app, moves[len(app.game.history) * 5 % len(moves)])
        yield from appkeys.go_on(app)
        yield None


def _game_menu(app):
    yield from _turn(app)
    yield "BACK"


def _quit(app):
    yield from _game_menu(app)
    yield from appkeys.label(app, app.current.menu, "Quit game")


def _peek(app):
    yield from _game_menu(app)
    yield from appkeys.label(app, app.current.menu, "Peek")


def _bot(app):
    yield from _start(app, "Twilight Dance")
    yield None
    yield from appkeys.move(app, app.game.legal_moves()[0])
    yield None


def _rift(app, entry):
    yield from _start(app, "Rift of Portals")
    yield None
    yield from appkeys.game_menu(app, entry)
    while app.current.state == play.BOT and entry == "Hint":
        yield None


def _to(app, state, more=lambda app: False):
    """Play the first legal moves, OK through hand-overs, until ``state``."""
    while app.current.state != state or more(app):
        if app.current.state == play.PICK:
            yield from appkeys.move(app, app.game.legal_moves()[0])
        else:
            yield "OK"
        yield None


def _round(app):
    yield from _start(app, "Twilight of Venice", [("South", "South: person")])
    yield from _to(app, play.NOTE, lambda app: app.current._held() is None)


def _deciding(app):
    """The final position of the round that decides the match."""
    yield from _start(app, "Twilight of Venice", [("South", "South: person")])
    yield from _to(app, play.NOTE, lambda app: app.current._held() is None or not app.game.is_over())


def _end(app, last=False):
    yield from _start(app, "Twilight Dance", [("Turns", "Turns: 8"), ("SIS", "SIS: person")])
    yield from _to(app, play.END, lambda app: last and len(app.current.pages) > 1)


def _demo(app, loading):
    for _ in range(2):
        app.device.clock.advance(DEMO_IDLE_MS // 2)
        yield None
    while not loading and not type(app.current).__name__ == "Play":
        yield None


# (screen, its keys from power-up, a damaged store, the footer's situation)
SCREENS = (
    ("main menu", lambda app: iter(()), False, "list"),
    ("notice", lambda app: iter(()), True, "note"),
    ("options", lambda app: appkeys.label(app, app.menu.chooser, "Twilight Dance"), False, "list"),
    ("statistics", lambda app: appkeys.label(app, app.menu.chooser, "Statistics"), False, "scroll"),
    ("reset asked", _reset, False, "list"),
    ("loading", _loading, False, "wait"),
    ("hand-over", _two_people, False, "hand"),
    ("a turn, list", _turn, False, "list"),
    ("a piece chosen", _piece, False, "places"),
    ("a turn, lights and list", _both, False, "both"),
    ("game menu", _game_menu, False, "list"),
    ("quit asked", _quit, False, "list"),
    ("peek", _peek, False, "peek"),
    ("bot's turn", _bot, False, "bot"),
    ("hint", lambda app: _rift(app, "Hint"), False, "any"),
    ("autoplay", lambda app: _rift(app, "Autoplay"), False, "bot"),
    ("round over", _round, False, "round"),
    ("deciding round", _deciding, False, "result"),
    ("end page", _end, False, "page"),
    ("last end page", lambda app: _end(app, True), False, "last"),
    ("demo loading", lambda app: _demo(app, True), False, "any"),
    ("demo", lambda app: _demo(app, False), False, "any"),
)


def _reach(build, keys, damaged):
    app, sim = _boot(build, damaged)
    for key in keys(app):
        tap(app, sim, key)
    return app, sim


def _seen(app, sim):
    """What a key can change: the OLED above the footer, the highlight, the
    screen and its state, the choice under way."""
    lines, marked = oled_lines(sim)
    current = app.current
    choosers = [getattr(current, name, None) for name in ("chooser", "menu")]
    picker = getattr(current, "picker", None)
    return (lines[:4], marked, type(current), getattr(current, "state", None),
            [None if c is None or not hasattr(c, "in_list") else (c.index, c.row, c.col, c.in_list)
             for c in choosers],
            None if picker is None else list(picker.prefix))


def _named(text, build):
    """The keys ``text`` names: presses (a key, or "LIT" for a lit light)."""
    if text.startswith("any key"):
        return ["OK", "BACK", "MENU", 5] if build == "full" else ["OK", "BACK", "UP", "LEFT"]
    words = text.replace(",", " ").replace(":", " ").replace("/", " ").split()
    keys = [w for w in ("MENU", "BACK", "OK", "UP", "DOWN") if w in words]
    if "arrows" in words:
        keys += ["UP", "DOWN", "LEFT", "RIGHT"]
    if "lit" in words:
        keys.append("LIT")
    return keys


def _press(app, sim, key):
    """Press ``key``; how many frames it took."""
    if key != "LIT":
        tap(app, sim, key)
        return 1
    keys = list(appkeys.place(app, app.current.chooser, app.current.picker.places[0]))
    for k in keys:
        tap(app, sim, k)
    return len(keys)


@pytest.mark.parametrize("build", ("full", "lite"))
@pytest.mark.parametrize("screen, keys, damaged, situation", SCREENS, ids=[s[0] for s in SCREENS])
def test_each_footer_names_only_keys_that_do_something_there(build, screen, keys, damaged, situation):
    app, sim = _reach(build, keys, damaged)
    with sim:
        text = oled_lines(sim)[0][4]
        name = app.current.board.PLACE if situation in ("places", "both") else \
            app.current.board.side(app.current.viewer) if situation == "hand" else ""
        assert text == footer.footer(build, situation, name), (screen, text)
        named = _named(text, build)
        assert named or situation == "wait", text
    left = {}  # frames: what shows after so many frames with no key
    for key in named:
        if key != "LIT":
            assert key in app.device.keymap, (text, key)
        pressed, sim = _reach(build, keys, damaged)
        with sim:
            frames = _press(pressed, sim, key)
            after = _seen(pressed, sim)
        if frames not in left:
            alone, sim = _reach(build, keys, damaged)
            with sim:
                for _ in range(frames):
                    tap(alone, sim, None)
                left[frames] = _seen(alone, sim)
        assert after != left[frames], "%s: %r does nothing on %s" % (text, key, screen)


def test_the_hand_over_footer_names_the_side_taking_the_turn():
    app, sim = _reach("lite", _two_people, False)
    with sim:
        assert oled_lines(sim)[0][4] == "OK: I am " + app.current.board.side(app.game.to_move())


def test_every_footer_fits_a_line_whole_and_names_only_keys_of_its_build():
    for situation in footer.TEXTS:
        for build in ("full", "lite"):
            shown = footer.footer(build, situation, LONGEST_SIDE[:5])
            assert len(shown) <= CHARS, shown
            if build == "lite":
                assert "MENU" not in shown
            else:
                assert "UP" not in shown and "arrows" not in shown
