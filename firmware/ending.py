"""A finished game counted, in the frame after its last move.

``App.finished`` leaves the game in ``app.ending``; the app's next frame
loads this module to count it (only the end pages follow, then the board
reloads into the menu). A power cut before that frame leaves the game
saved without its last move, as after any move.
"""
from firmware.modules import load


def count_ending(app):
    """Count the game ``App.finished`` left, then drop the guards (unless a
    contest's next player follows)."""
    game, seats = app.ending
    app.ending = None
    if not count(app, game, seats):
        app.guards.playing(False)


def count(app, game, seats):
    """Count finished ``game`` in the statistics and forget it in one
    write, and export its record. A contest's player is recorded
    instead: True if another player follows."""
    more = False
    if app.contest is not None:
        more = load("firmware.play.contest").count(app, game)
    else:
        from firmware.store.tally import tally
        app.store.end_game(tally(app.store.stats(), game, seats))
        if app.device.records is not None:
            from firmware.store.export import export
            export(game, app.device.records)
    return more
