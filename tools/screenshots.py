"""The README's screenshots, made by playing the headless simulator.

    python -m tools.screenshots [--out docs/img]

Each picture is a fixed seed, the option lines set in the menu and a fixed
number of moves chosen by a formula; the keys for them come from
tools/sim/appkeys.py, which reads what the app offers (as a person reading the
screen would), so a menu that gains a line or moves one does not break them.
The check below still stops if a shot does not end on a move prompt of its
game.
"""
import argparse
import os

from firmware import play
from firmware.app import FRAME_MS
from tools.sim import appkeys
from tools.simulator import Simulator

SETTLE_FRAMES = 12  # let the last pressed light's flash fade

# (file, seed, menu title or None for the main menu, option lines, moves, the game it
# ends on, then: None (a move prompt), "hand" (the hand-over before the first move) or
# "piece" (a piece taken from the hand: its city asked for))
SHOTS = (
    ("menu.png", 1, None, (), 0, None, None),
    ("dance.png", 3, "Twilight Dance", [("SIS", "SIS: person")], 4, "dance", None),
    ("venice.png", 5, "Twilight of Venice", [("South", "South: person")], 6, "venice", None),
    ("rift.png", 2, "Rift of Portals", [("Ring", "Ring: 3")], 10, "rift", None),
    ("handover.png", 3, "Twilight Dance", [("SIS", "SIS: person")], 0, "dance", "hand"),
    ("chosen.png", 3, "Twilight Dance", [("SIS", "SIS: person")], 4, "dance", "piece"),
)


def _howto(app):
    """Dance's How to play, from its options, on to the page of the first
    row of cities (lit)."""
    yield from appkeys.label(app, app.menu.chooser, "Twilight Dance")
    yield from appkeys.label(app, app.menu.chooser, "How to play")
    while app.current.title != "The cities":
        yield "OK"


def _selftest(app):
    """The self-test from the main menu, some lights into its colours."""
    yield from appkeys.label(app, app.menu.chooser, "Self-test")
    while app.current.shown < 20:
        yield None


# Screens away from a game: (file, seed, the keys from start-up (an appkeys-style
# generator of the app), the screen class it ends on)
SCREENS = (
    ("howto.png", 1, _howto, "Help"),
    ("selftest.png", 1, _selftest, "SelfTest"),
)


def choose(moves, played):
    """The legal move to play after ``played`` moves: fixed, but varied."""
    return moves[(played * 7 + 3) % len(moves)]


def press(simulator, keys):
    """Tap each key an appkeys generator asks for (None: wait a frame); it
    reads the app again after every key."""
    for key in keys:
        if key is None:
            simulator.step(FRAME_MS)
        else:
            simulator.tap(key)


def _piece(simulator, app):
    """Take from the hand the piece of the first move placing one."""
    board = app.current.board
    for move in app.game.legal_moves():
        tokens = board.tokens(move)
        if type(tokens[0]) is str and len(tokens) > 1 and type(tokens[1]) is int:
            return press(simulator, appkeys.label(app, app.current.chooser, tokens[0]))
    raise SystemExit("no piece to take from the hand")


def shoot(path, seed, title, settings, moves, game, then=None):
    """Reach the screen from start-up with ``seed`` and save the window."""
    simulator = Simulator("full", seed=seed, headless=True)
    try:
        app = simulator.app
        if title is not None:
            press(simulator, appkeys.start(app, title, settings))
            if then != "hand":
                press(simulator, appkeys.go_on(app))
            for _ in range(moves):
                if app.current.state != play.PICK:
                    break  # the check below says where it ended
                legal = app.game.legal_moves()
                press(simulator, appkeys.move(app, choose(legal, len(app.game.history))))
                press(simulator, appkeys.go_on(app))
            if then == "piece":
                _piece(simulator, app)
        for _ in range(SETTLE_FRAMES):
            simulator.step(FRAME_MS)
        current = app.current
        # (by name: each program's modules are fresh, so its Play is a class
        # of its own, not the one imported here)
        ended = current.game.NAME if type(current).__name__ == "Play" else None
        if ended != game or (game and current.state != (play.HAND if then == "hand" else play.PICK)):
            raise SystemExit("%s: ended on %r (state %r), not a %s move"
                             % (path, ended, getattr(current, "state", None), game))
        if game is None and current is not app.menu:
            raise SystemExit("%s: ended on %r, not the main menu" % (path, current))
        simulator.screenshot(path)
    finally:
        simulator.close()


def shoot_screen(path, seed, keys, screen):
    """Reach a screen by ``keys`` from start-up and save the window."""
    simulator = Simulator("full", seed=seed, headless=True)
    try:
        press(simulator, keys(simulator.app))
        for _ in range(SETTLE_FRAMES):
            simulator.step(FRAME_MS)
        ended = type(simulator.app.current).__name__
        if ended != screen:
            raise SystemExit("%s: ended on %s, not %s" % (path, ended, screen))
        simulator.screenshot(path)
    finally:
        simulator.close()


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join("docs", "img"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for shot in SHOTS:
        path = os.path.join(args.out, shot[0])
        shoot(path, *shot[1:])
        print("%s  %d bytes" % (path, os.path.getsize(path)))
    for name, seed, keys, screen in SCREENS:
        path = os.path.join(args.out, name)
        shoot_screen(path, seed, keys, screen)
        print("%s  %d bytes" % (path, os.path.getsize(path)))


if __name__ == "__main__":
    main()
