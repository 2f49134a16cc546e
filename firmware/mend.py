"""After a frame ran out of heap (``App._short``): put the game back together.

Rarely needed, so not part of the app: loaded the frame after; done, it
reloads the board (a fresh heap) into the game or the menu.
"""
from firmware.app import LOW


def mend(app):
    """A game's history is whole (a move enters it once played), so it is
    saved and resumed from flash as after a power cut; a demo, or a game
    counted already (the store holds none), goes back to the menu. Out of
    heap again, the frame stops before any key (no screen to take it) and
    the next one tries again.

    :param app: the ``firmware.app.App`` whose ``broken`` names the game
    """
    game = app.game
    resume = game is not None and not (game.is_over() and app.store.game_name() is None)
    if resume:
        app.unsaved = True
        app.save()
        if app.unsaved:
            return  # no room to save it yet: again next frame
    name = app.broken
    app.broken = None
    if resume:
        app.load(name, None)  # resumed on a fresh heap
    else:
        app.home(LOW)
