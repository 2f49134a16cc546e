"""Back home from a game, nothing of it stays: the board reloads into the
menu's program (docs/memory.md), on a fresh module set where none of the
game's, its screens' or its bot's modules is loaded, and the menu shows at
once.

Run in a fresh interpreter: this process may hold the modules already."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """
import sys
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
def ours(before):  # the app's modules loaded since (CPython's own load as they like)
    return " ".join(sorted(m for m in set(sys.modules) - before if m.split(".")[0] in ("core", "firmware")))
with mpdevice.StandIns():
    device, sim = mpdevice.make("lite")
    app = Board(device, seed=3)
    app.step()
    before = set(sys.modules)
    sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: bot easy")]))
    print(ours(before))
    sim.press(app, appkeys.game_menu(app, "Quit game"))
    sim.press(app, appkeys.label(app, app.current.menu, "Yes, quit"))
    print(app.reloads, app.current is app.menu, sim.lines()[0][0] == "Twilight Board")
    print(ours(before))
"""


def test_quitting_a_game_reloads_into_the_menu_with_none_of_its_modules():
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    loaded = out[0].split()
    assert "core.dance.rules" in loaded and "core.dance.bot" in loaded, loaded
    assert "firmware.play.screen" in loaded and "firmware.play.dance" in loaded, loaded
    assert out[1] == "2 True True"  # Start reloaded into the title, Quit into the menu
    assert out[2] == ""  # none of the game's modules stayed


DEMO = """
import sys
from tools.sim import mpdevice
from tools.sim.board import Board
with mpdevice.StandIns():
    device, sim = mpdevice.make("full")
    app = Board(device, seed=9)
    app.step()
    before = set(sys.modules) | {"firmware.demo"}
    sim.advance(61000)  # idle: the demo starts
    for _ in range(3000):
        sim.press(app, (None,))
        if type(app.current).__name__ == "Play" and app.current.game.history:
            break
    print(app.current.demo)
    sim.press(app, ("OK",))  # any key ends it: the menu's program again
    print(app.current is app.menu and app.reloads == 1)
    print(" ".join(sorted(m for m in set(sys.modules) - before if m.split(".")[0] in ("core", "firmware"))))
"""


def test_a_demo_ended_by_a_key_reloads_into_the_menu_too():
    out = subprocess.run([sys.executable, "-c", DEMO], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    assert out[0] == "True" and out[1] == "True", out
    assert out[2] == "", out[2]  # none of the demo game's modules stayed
