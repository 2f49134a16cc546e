"""What a choice does in the game menu (firmware/play/game_menu.py, which
loads this module when one is made, other than Rift's Hint and Autoplay,
and forgets it with itself once the menu closes): apart from the menu's
opening, so that neither is a large compile in the frame it runs in."""
from firmware.modules import load
from firmware.play import HAND, PICK, PEEK

QUIT = "Quit game"  # the labels of firmware/play/game_menu.py's menu
KEEP = "No, play on"
LEAVE = "Yes, quit"
HOW = "How to play"


def _resume(play):
    """Back to where the game menu was opened from."""
    play.state = play.back_to
    if play.state == PICK:
        play._offer()


def key(play, got, label, now):
    """A choice in the menu of ``play`` (a ``firmware.play.screen.Play``):
    ``got`` as its chooser's ``key`` returned it, ``label`` the label chosen
    (None if none); Hint and Autoplay are game_menu.py's."""
    if got == "BACK" or label in ("Resume", KEEP):
        _resume(play)
    elif label is None:
        play.app.note("choose with OK")
    elif label == HOW:
        load("firmware.howto.screen").over(play)
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
