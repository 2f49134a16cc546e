"""No OLED line is ever cut: every text the app shows fits its 21 characters.

``firmware.oled.Screen.line`` cuts a longer text, so a value at a line's
end would lose its last characters (Rift's ``A15`` showing as ``A1``).
Whole games of each title are played with random legal moves through the
keys on both builds, peeking (Rift: Info) at every turn, through the end
pages and the statistics; every text sent to the OLED is recorded.
"""
from core.rng import Rng
from firmware.footer import CHARS
from firmware import play
from tests.util import SCALE
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash

MICROPYTHON = True
GAMES = (("Twilight Dance", [("SIS", "SIS: person")]),
         ("Twilight of Venice", [("South", "South: person")]),
         ("Rift of Portals", [("Ring", "Ring: 3")]),
         ("Rift of Portals", [("Ring", "Ring: 4")]))


def _recorded(app):
    """Texts longer than a line, as the app sends them from now on."""
    long = []
    line = app.screen.line

    def record(i, text):
        if len(text) > CHARS:
            long.append(text)
        line(i, text)
    app.screen.line = record
    return long


def _play(app, sim, rng):
    """Random legal moves, a peek at every turn, OK through the rest."""
    for _ in range(20000):
        current = app.current
        if current is app.menu:
            return
        if current.state == play.PICK:
            sim.press(app, appkeys.game_menu(app, "Peek" if current.two else "Info"))
            sim.press(app, ("OK", None))
            moves = app.game.legal_moves()
            sim.press(app, appkeys.move(app, moves[rng.below(len(moves))]))
        else:
            sim.press(app, ("OK", None))
    raise AssertionError("the game does not end")


def test_no_line_is_cut_in_whole_games_and_the_statistics():
    rounds = max(1, int(3 * SCALE))
    for build in ("full", "lite"):
        with mpdevice.StandIns() as App:
            device, sim = mpdevice.make(build, Flash())
            app = Board(device, seed=3)
            long = _recorded(app)
            app.step()
            rng = Rng(len(build))
            for _ in range(rounds):
                for title, settings in GAMES:
                    sim.press(app, appkeys.start(app, title, settings))
                    _play(app, sim, rng)
            sim.press(app, appkeys.label(app, app.menu.chooser, "Statistics"))
            for _ in app.current.chooser.labels:
                sim.press(app, ("DOWN" if app.lite else "MENU",))
            assert long == [], sorted(set(long))
