"""Key mashing: 100,000 random key events across the menus and every game.

Keys come in bursts (several per frame, some held down across frames, some
bursts larger than the scanner's 64-event queue so it overflows). The app
must never raise, and every game it holds must be one the core reaches by
replaying its move history from its seed: only legal moves were played.
CPython only.
"""
import random

from core import new_game
from tests.test_app_driver import start

EVENTS = 100000
SESSIONS = 10  # fresh power-ups, so the mashing starts from the menu again


def _legal(game):
    again = new_game(game.NAME, game.seed, **game.options)
    for move in game.history:
        again.play(move)  # ValueError if the app ever played an illegal move
    return again.snapshot() == game.snapshot()


def _mash(build, events, seed):
    app, sim = start(build, seed=seed)
    rnd = random.Random(seed)
    count = len(sim.device.keymap)
    ok = sim.device.keymap.index("OK")
    games = set()
    sent = 0
    frames = 0
    down = set()
    with sim:
        while sent < events:
            burst = rnd.choice((1, 4, 12, 30, 30, 40))  # 40 taps = 80 events: overflow
            for _ in range(burst):
                key = ok if rnd.random() < 0.3 else rnd.randrange(count)
                if rnd.random() < 0.05 and key not in down:
                    sim.press(key)  # held over frames, released later
                    down.add(key)
                    sent += 1
                else:
                    sim.tap(key, hold_ms=rnd.choice((0, 1, 5)))
                    sent += 2
            if down and rnd.random() < 0.3:
                key = down.pop()
                sim.release(key)
                sent += 1
            sim.advance(rnd.choice((1, 16, 33, 300)))
            app.step()
            frames += 1
            game = app.game
            if game is not None:
                games.add((game.NAME, game.options.get("ring")))
                if frames % 40 == 0 or game.is_over():
                    assert _legal(game), game.history
    return games, sim.device


def test_mashing_both_builds_never_breaks_a_game():
    games = set()
    for session in range(SESSIONS):
        build = ("full", "lite")[session % 2]
        reached, _ = _mash(build, EVENTS // SESSIONS, session + 1)
        games |= reached
    names = set(name for name, ring in games)
    assert names == {"dance", "venice", "rift"}, games
