"""Back home from a game, nothing of it stays: every module the game, its
screens and its bot loaded is forgotten (a Pico's heap needs that room for
the menu, compiled again, and for the next game), and the menu comes in the
frame after the one that left.

Run in a fresh interpreter: this process may hold the modules already."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """
import sys
from tools.sim import appkeys, mpdevice
def ours(before):  # the app's modules loaded since (CPython's own load as they like)
    return " ".join(sorted(m for m in set(sys.modules) - before if m.split(".")[0] in ("core", "firmware")))
with mpdevice.StandIns() as App:
    device, sim = mpdevice.make("lite")
    app = App(device, seed=3)
    app.step()
    before = set(sys.modules)
    sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: bot easy")]))
    print(ours(before))
    sim.press(app, appkeys.game_menu(app, "Quit game"))
    sim.press(app, appkeys.label(app, app.current.menu, "Yes, quit"))
    print(app.current is None, sim.lines()[0][0] != "Twilight Board")
    sim.press(app, (None,))
    print(app.current is app.menu, sim.lines()[0][0] == "Twilight Board")
    print(ours(before))
"""


def test_quitting_a_game_forgets_its_modules_and_the_menu_comes_next_frame():
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    loaded = out[0].split()
    assert "core.dance.rules" in loaded and "core.dance.bot" in loaded, loaded
    assert "firmware.play.screen" in loaded and "firmware.play.dance" in loaded, loaded
    assert out[1] == "True True"  # the frame that left: what showed stays
    assert out[2] == "True True"  # the next: the main menu
    assert out[3] == ""  # none of the game's modules stayed


DEMO = """
import sys
from tools.sim import mpdevice
from firmware.play import screen as play
with mpdevice.StandIns() as App:
    device, sim = mpdevice.make("full")
    app = App(device, seed=9)
    app.step()
    before = set(sys.modules) | {"firmware.demo"}
    sim.advance(61000)  # idle: the demo starts
    for _ in range(3000):
        sim.press(app, (None,))
        if isinstance(app.current, play.Play) and app.current.game.history:
            break
    print(app.current.demo)
    sim.press(app, ("OK",))  # any key ends it
    sim.press(app, (None,))
    print(app.current is app.menu)
    print(" ".join(sorted(m for m in set(sys.modules) - before if m.split(".")[0] in ("core", "firmware"))))
"""


def test_a_demo_ended_by_a_key_forgets_its_modules_too():
    out = subprocess.run([sys.executable, "-c", DEMO], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    assert out[0] == "True" and out[1] == "True", out
    assert out[2] == "", out[2]  # none of the demo game's modules stayed
