"""The README's screenshots, made by playing the headless simulator with keys.

    python -m tools.screenshots [--out docs/img]

Each picture is a fixed seed and a key script (full build), so the pictures
come out the same every run; if a firmware change moves a menu entry, the
script stops on a different screen and the check below says so.
"""
import argparse
import os

from firmware import play
from firmware.app import FRAME_MS
from tools.simulator import Simulator, parse_keys

SETTLE_FRAMES = 12  # let the last pressed light's flash fade

DANCE = "OK,MENU,MENU,MENU,OK"  # Twilight Dance, its Start line
RIFT = "MENU,MENU,OK,MENU,OK"  # Rift of Portals, ring 3, Start
# (file, seed, keys, the screen it must end on: None for the menu)
SHOTS = (
    ("menu.png", 1, "", None),
    ("dance.png", 3, DANCE + ",OK,OK,0,OK,OK,OK,10,OK,OK,MENU,OK,6,OK,OK,OK,16,OK,OK",
     "dance"),
    ("venice.png", 5, "MENU,OK,OK,OK,MENU,MENU,MENU,OK,OK,OK,OK,MENU,MENU,MENU,MENU,OK,OK,OK,"
     "OK,MENU,MENU,OK,OK,MENU,OK,OK,OK,MENU,MENU,MENU", "venice"),
    ("rift.png", 2, RIFT + ",OK,OK,OK,1,5,1,OK,5,1,OK,OK,MENU,OK,0", "rift"),
)


def shoot(path, seed, keys, game):
    """Play ``keys`` from start-up with ``seed`` and save the window."""
    simulator = Simulator("full", seed=seed, headless=True)
    try:
        simulator.run_script(parse_keys(keys, "full"))
        for _ in range(SETTLE_FRAMES):
            simulator.step(FRAME_MS)
        current = simulator.app.current
        ended = current.game.NAME if isinstance(current, play.Play) else None
        if ended != game or (game and current.state != play.PICK):
            raise SystemExit("%s: the script ended on %r, not a %s move" % (path, ended, game))
        simulator.screenshot(path)
    finally:
        simulator.close()


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join("docs", "img"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for name, seed, keys, game in SHOTS:
        path = os.path.join(args.out, name)
        shoot(path, seed, keys, game)
        print("%s  %d bytes" % (path, os.path.getsize(path)))


if __name__ == "__main__":
    main()
