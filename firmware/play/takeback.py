"""Take-back: the person's last move (and the bot's reply) undone.

The game is rebuilt from its record cut short, as "Continue" rebuilds a
saved one: the header (seed, options) and the moves before the person's
last, replayed through the rules. Every hidden card, role and draw is the
seed's and the moves', so the rebuilt game is exactly the one the person
had before that move; the bot's next move is drawn from the game's seed and
the ply (``seats.seed``), so the same move again gets the same reply, as
after a resume. The shortened game is saved before it is shown (a power
cut right after resumes it) and the old game object is dropped, so no
later screen, exported record or statistic sees a move taken back.

Imported when the game menu's "Take back" is chosen
(``firmware.play.game_menu``) and forgotten after; Rift, which never
takes back, compiles none of it when its menu opens.
"""
import gc

from core import record
from firmware.modules import done, load
from firmware.play import HAND, BOT


def take_back(play, now):
    """The game of ``play`` (a ``firmware.play.screen.Play``) as it was
    before the person's last move, on a fresh screen as for a resumed game;
    between two people the mover keeps the board. False where it could not
    be rebuilt and the menu's screen resumes as it was."""
    play.turn = None  # a bot's thinking is let go of before the replay
    game = rebuilt(play.app, play.game, play.undos[-1])
    if game is None:
        if play.back_to != BOT:
            return False
        play._next(now)  # it thinks again: the same move (its seed)
        return True
    again = type(play)(play.app, game, load("firmware.play." + game.NAME))
    again.undos = play.undos[:-1]
    if again.state == HAND:
        again._next(now, False)
    play.app.current = again
    return True


def rebuilt(app, game, plies):
    """``game`` (``app``'s) rebuilt from its first ``plies`` moves and
    saved in its place, or None with a note: all or nothing, so out of
    heap, or if the shortened game does not fit the store, the game and
    its save stay as they were."""
    guards = app.guards
    guards.watchdog(False)  # a replay stays outside the watchdog (firmware/guard.py)
    try:
        again = record.load(record.seal(record.head(game), game.history[:plies]))
        fits = app.store.save_game(again, app.seats)  # shorter: a fresh entry
    except MemoryError:
        again = None  # the store is untouched (docs/storage.md)
    guards.watchdog(True)
    done("takeback")
    if again is None or not fits:
        gc.collect()
        app.note("low memory" if again is None else "too long to save")
        return None
    app.game = again
    app.unsaved = False
    app.saving = True
    app.note("move taken back")
    return again
