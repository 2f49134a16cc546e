"""How to play, on the board: each game's pages from its options screen and
from the game menu, both key builds, keys only (tools/sim/appkeys.py) on
the stand-in device (tools/sim/mpdevice.py). Checked: the pages show the
game's own tables (every city, space and Boundary spot of its layout, the
options chosen, this build's keys), a page naming a light lights it, every
page fills at least three of the OLED's four text lines, no line is longer
than the OLED's or cuts a word, the footer names the keys, and leaving
returns where the pages were opened from, the game in play and its save
untouched. Each rule the pages state is checked against the game's own
rules in tests/test_howto_rules.py and tests/test_howto_rules_rift.py.
"""
import sys

from core.dance.board import CITIES
from core.rift.layout import Layout
from firmware import play
from tools.sim import appkeys
from tools.sim import mpdevice
from tools.sim.overlay import printed_sheet
MICROPYTHON = True

TITLES = {"dance": "Twilight Dance", "venice": "Twilight of Venice", "rift": "Rift of Portals"}
# (game, option lines to set, the sheet's options)
SETUPS = (("dance", (), {}), ("venice", (), {}), ("rift", (), {"ring": 3}),
          ("rift", (("Ring", "Ring: 4"),), {"ring": 4}))
HOW = "How to play"
PUNCTUATION = ",.:;()"
MOST_PAGES = 20  # a game's pages, each OK once: fewer than the rules once took


def _app(build, nvm=None):
    device, sim = mpdevice.make(build, nvm)
    from tools.sim.board import Board
    app = Board(device, seed=5)
    app.step()
    return app, sim


def _options(app, sim, game, settings):
    """From the main menu to ``game``'s options, ``settings`` set."""
    chooser = app.menu.chooser
    sim.press(app, appkeys.label(app, chooser, TITLES[game]))
    for prefix, wanted in settings:
        for _ in range(5):
            line = [t for t in chooser.labels if t.startswith(prefix)][0]
            if line == wanted:
                break
            sim.press(app, appkeys.label(app, chooser, line))


def _read(app, sim):
    """OK through the pages shown now to the last, then OK: each page as
    (text lines, footer, lit places, their colours)."""
    help_screen = app.current
    for _ in range(30):  # without a game in play, its modules load a frame at a time
        if not sim.lines()[0][1].startswith("loading"):
            break
        assert sim.lines()[0][4] == "BACK: done"
        sim.press(app, (None,))
    pages = []
    while app.current is help_screen:
        lines = sim.lines()[0]
        colours = sim.place_colours()
        lit = [p for p in range(17) if colours[p]]
        pages.append(([t for t in lines[:4] if t], lines[4], lit, set(colours[p] for p in lit)))
        sim.press(app, ("OK",))
    return pages


def _words(lines):
    out = []
    for line in lines:
        for word in line.split(" "):
            out.append(word.strip(PUNCTUATION))
    return out


def _check(pages, game, options):
    """What every game's pages must do (see the top)."""
    labels = printed_sheet(game, **options).labels
    assert 5 <= len(pages) <= MOST_PAGES
    for text, footer, lit, colours in pages:
        assert len(text) >= 3, text  # full pages: not one or two lines alone
        for line in text:
            assert 0 < len(line) <= 21, line
        assert colours <= {0xFFFFFF}, (text, colours)  # lit white, the rest dark
        for word in _words(text):
            if word in labels:
                assert labels.index(word) in lit, (text, word, lit)
    for page in pages[:-1]:
        assert page[1] == "OK: next, BACK: done", page
    assert pages[-1][1] == "OK or BACK: done"


def _text(pages):
    """Every page's lines joined: a line cut mid-word would join into a word
    that is not in the pages' text."""
    return " ".join(" ".join(page[0]) for page in pages)


def test_every_game_explains_itself_from_its_options_on_both_builds():
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            for game, settings, options in SETUPS:
                app, sim = _app(build)
                _options(app, sim, game, settings)
                before = list(app.menu.chooser.labels)
                loaded = list(sys.modules)  # on CPython other tests may have loaded some
                sim.press(app, appkeys.label(app, app.menu.chooser, HOW))
                pages = _read(app, sim)
                _check(pages, game, options)
                text = _text(pages)
                assert pages[0][0][0] == TITLES[game]
                if build == "lite":
                    assert "UP DOWN LEFT RIGHT" in text and "MENU" not in text, text
                else:
                    assert "key under a glowing light" in text and "MENU moves" in text, text
                # back on the options, as they were, the highlight on the pages' line
                assert app.current is app.menu and list(app.menu.chooser.labels) == before
                assert app.menu.chooser.labels[app.menu.chooser.index] == HOW
                assert sim.lines()[0][0] == TITLES[game]
                assert not [m for m in sys.modules if m.startswith("firmware.howto") and
                            (m not in loaded or m in ("firmware.howto", "firmware.howto.screen"))]


def _all_text(build, game, settings):
    """The pages' text from ``game``'s options, ``settings`` set (each page checked)."""
    app, sim = _app(build)
    _options(app, sim, game, settings)
    sim.press(app, appkeys.label(app, app.menu.chooser, HOW))
    pages = _read(app, sim)
    _check(pages, game, {"ring": int(wanted[-1]) for prefix, wanted in settings
                         if prefix == "Ring"})
    return _text(pages)


def test_the_pages_name_every_place_of_the_games_own_tables():
    with mpdevice.StandIns():
        dance = _all_text("full", "dance", ())
        for city in CITIES + ("BER",):
            assert " %s" % city in dance, city
        venice = _all_text("lite", "venice", ())
        for space in range(1, 9):
            assert " +%d" % space in venice and " -%d" % space in venice, space
        for ring, settings in ((3, ()), (4, (("Ring", "Ring: 4"),))):
            rift = _all_text("full", "rift", settings)
            for name in Layout(ring).names:
                assert " %s" % name in rift, (ring, name)
            assert ("Void (lit corner)" in rift) == (ring == 3)


def test_the_pages_follow_the_options_chosen():
    with mpdevice.StandIns():
        text = _all_text("full", "dance", ())
        assert "After 12 turns each" in text and "other side's Mole" in text, text
        assert "equal, BER's top colour" in text and "move a piece of yours" in text, text
        text = _all_text("full", "dance", (("Turns", "Turns: 0"), ("Moles", "Moles: loyal"),
                                           ("Berlin", "Berlin tie: off"),
                                           ("Relocate", "Relocate: any")))
        assert "or 100 turns each at most" in text and "your own Mole" in text, text
        assert "if equal, a draw" in text and "move any piece" in text, text
        text = _all_text("lite", "dance", (("Turns", "Turns: 8"),))
        assert "After 8 turns each" in text, text
        text = _all_text("lite", "dance", (("Turns", "Turns: 0"),))
        assert "or 100 turns each at most" in text and "BER's top colour" in text, text


def test_the_lite_pages_never_send_a_person_to_keys_it_lacks():
    """The lite build has no key under a light: its pages say pick (the
    cursor and OK) where the full build's say press."""
    with mpdevice.StandIns():
        for game, settings, options in SETUPS:
            full = _words([_all_text("full", game, settings)])
            lite = _words([_all_text("lite", game, settings)])
            assert "press" in [w.lower() for w in full] and "MENU" in full, game
            assert "press" not in [w.lower() for w in lite] and "MENU" not in lite, game


def _my_turn(app, sim):
    """Frames (and OK through notices) until the person is asked for a move."""
    for _ in range(2000):
        sim.press(app, appkeys.go_on(app))
        if app.current.state == play.PICK:
            return
        sim.press(app, (None,))
    raise AssertionError("no turn for the person")


def test_the_game_menu_explains_the_game_in_play_and_leaves_it_untouched():
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            for game, settings, options in SETUPS:
                app, sim = _app(build, bytearray(b"\xff" * 4096))
                sim.press(app, appkeys.start(app, TITLES[game], settings))
                _my_turn(app, sim)
                sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
                _my_turn(app, sim)
                sim.press(app, (None,))  # a move is saved in the frame after it shows
                screen = app.current
                state = screen.state
                snapshot = app.game.snapshot()
                saved = bytes(app.device.nvm)
                sim.press(app, appkeys.game_menu(app, HOW))
                pages = _read(app, sim)
                _check(pages, game, options)
                assert app.current is screen and screen.state == play.MENU
                assert sim.lines()[0][0] == "Game menu"
                sim.press(app, appkeys.label(app, screen.menu, "Resume"))
                assert screen.state == state and app.game.snapshot() == snapshot
                assert bytes(app.device.nvm) == saved
                # the same pages as from the options: one source
                again, sim = _app(build)
                _options(again, sim, game, settings)
                sim.press(again, appkeys.label(again, again.menu.chooser, HOW))
                assert [p[:3] for p in _read(again, sim)] == [p[:3] for p in pages]


def test_back_leaves_the_pages_at_once():
    with mpdevice.StandIns():
        for build in ("full", "lite"):
            app, sim = _app(build)
            _options(app, sim, "venice", ())
            sim.press(app, appkeys.label(app, app.menu.chooser, HOW))
            while sim.lines()[0][1].startswith("loading"):  # the game's modules, a frame each
                sim.press(app, (None,))
            assert sim.lines()[0][4] == "OK: next, BACK: done"
            sim.press(app, ("OK", "OK"))
            sim.press(app, ("UP" if build == "lite" else "MENU",))  # no use here: named
            assert sim.lines()[0][4] == "OK: next, BACK: done"
            sim.press(app, ("BACK",))
            assert app.current is app.menu and sim.lines()[0][0] == TITLES["venice"]
            assert sum(sim.place_colours()) == 0  # the lights the pages lit are off


def test_from_the_options_the_games_modules_load_a_frame_at_a_time():
    from firmware import games
    from firmware.modules import forget
    with mpdevice.StandIns():
        for game, settings, options in SETUPS[:3]:
            names = games.modules(game)
            saved = [(n, sys.modules[n]) for n in names if n in sys.modules]
            forget(*names)  # as at power-up (earlier tests loaded them)
            try:
                app, sim = _app("lite")
                _options(app, sim, game, settings)
                sim.press(app, appkeys.label(app, app.menu.chooser, HOW))
                loaded = len(sys.modules)
                frames = 0
                while sim.lines()[0][1].startswith("loading"):
                    sim.press(app, ("OK",))  # not for the pages yet: nothing skipped
                    assert len(sys.modules) - loaded <= 1, game  # no frame stalls on compiling
                    loaded = len(sys.modules)
                    frames += 1
                assert frames > 3 and sim.lines()[0][0] == TITLES[game], (game, frames)
                sim.press(app, ("BACK",))
                assert app.current is app.menu
            finally:  # the modules other tests hold, back in place
                for n, module in saved:
                    sys.modules[n] = module
                    package, short = n.rsplit(".", 1)
                    setattr(sys.modules[package], short, module)
