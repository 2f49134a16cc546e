"""Rift of Portals' hint and autoplay in one call, for the desktop and tests.

    hint(view, level="device", seed=0) -> (move, reason)
    autoplay(game, level="device", seed=0) -> game.result()

Apart from core/rift/bot.py (the thinker the device steps a slice a frame)
because the device never calls them: each line there is compiled on the
board in the frame of a person's first Hint, the fullest of the game.
"""

from core.rift.bot import thinker


def hint(view, level="device", seed=0, iterations=None):
    """The suggested next move and a short reason, from the view alone."""
    planner = thinker(view, level, seed, iterations)
    while not planner.step(16):
        pass
    return planner.best(), planner.reason()


def autoplay(game, level="device", seed=0):
    """Play ``game`` to its end from its views only; its result. A turn's plan
    is made once, at its first move, and then followed."""
    todo = []
    while not game.is_over():
        if not todo:
            planner = thinker(game.view(0), level, seed + len(game.history))
            while not planner.step(16):
                pass
            todo = planner.plan()[0]
        game.play(todo.pop(0))
    return game.result()
