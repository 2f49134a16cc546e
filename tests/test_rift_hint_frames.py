"""Rift's Hint loads the bot's modules a frame at a time: a person's seat
stages no bot at the game's start, and a Pico's frame that compiled them
all at once (and made the thinker too) needed the most heap of the game.

Run in a fresh interpreter: this process may hold the modules already."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """
import sys
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from firmware import play
with mpdevice.StandIns() as App:
    device, sim = mpdevice.make("full")
    app = Board(device, seed=3)
    app.step()
    sim.press(app, appkeys.start(app, "Rift of Portals", [("Ring", "Ring: 3")]))
    legal = app.game.legal_moves()
    print("core.rift.bot" in sys.modules)
    sim.press(app, appkeys.game_menu(app, "Hint"))
    most = 0
    made = None
    for frame in range(400):
        if app.current.state == play.HINT:
            break
        loaded = len(sys.modules)
        had = app.current.turn.thinker is not None
        sim.press(app, (None,))
        most = max(most, len(sys.modules) - loaded)
        if not had and app.current.turn.thinker is not None:
            made = len(sys.modules) - loaded
    print(most, made, app.current.state == play.HINT, app.current.turn.move in legal)
"""


def test_a_hint_loads_the_bots_modules_one_a_frame_then_makes_its_thinker():
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split("\n")
    assert out[0] == "False"  # a person's seat: no bot staged at the start
    most, made, shown, legal = out[1].split()
    assert most == "1"  # no frame compiles more than one module
    assert made == "0"  # the thinker is made in a frame that compiled nothing
    assert shown == "True" and legal == "True"  # and the hint comes, a legal move
