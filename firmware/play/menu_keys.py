"""What a key does in the game menu (firmware/play/game_menu.py, which
loads this module at the menu's first key and forgets it with itself once
the menu closes): apart from the menu's opening, so that neither is a
large compile in the frame it runs in."""
from firmware.modules import forget, load
from firmware.play import HAND, PICK, PEEK
from firmware.play.game_menu import HOW, KEEP, LEAVE, QUIT

THINK = "firmware.play.hint"  # Rift's Hint and Autoplay


def _resume(play):
    """Back to where the game menu was opened from."""
    play.state = play.back_to
    if play.state == PICK:
        play._offer()


def key(play, meaning, now):
    """A key in the menu of ``play`` (a ``firmware.play.screen.Play``)."""
    got = play.menu.key(meaning)
    if got is None:
        return
    label = play.menu.labels[got[1]] if got[0] == "label" else None
    if got == "BACK" or label in ("Resume", KEEP):
        _resume(play)
    elif label is None:
        play.app.note("choose with OK")
    elif label == HOW:
        load("firmware.howto.screen").over(play)
    elif label in ("Hint", "Autoplay"):
        load(THINK).think(play, label == "Hint", now)
        forget(THINK)
    elif label == "Take back":
        if not load("firmware.play.takeback").take_back(play, now):
            _resume(play)
    elif label in ("Peek", "Info"):
        # Peeking shows the mover's own secrets: only once they took over.
        if play.back_to == HAND:
            play.app.note("take the turn first")
        else:
            play.state = PEEK
    elif label == QUIT:
        play.menu.offer((), (KEEP, LEAVE))
    else:
        play._leave()
