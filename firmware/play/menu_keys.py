"""What a choice does in the game menu (firmware/play/game_menu.py, which
loads this module when one is made, other than Rift's Hint and Autoplay,
and forgets it with itself once the menu closes): apart from the menu's
opening, so that neither is a large compile in the frame it runs in."""
from firmware.modules import load
from firmware.play import HAND, PICK, PEEK, NOTE

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
    elif label == "Last move":  # a page of its own, then back where the menu was opened
        play.pages.insert(0, (("Last move",) + tuple(play.board.last_move(play.view)),
                              play.board.touched(play.view)))
        play.page_at = now
        play.state = NOTE
    elif label == QUIT:
        play.menu.offer((), (KEEP, LEAVE))
    elif label == "Autoplay":  # asked again: the rest of the game would be the bot's
        play.menu.offer((), (KEEP, "Yes, autoplay"))
    elif label == "Take over":  # Autoplay hands the game back: the person's again
        play.bots[0] = None
        play.app.seats = "human"
        play.app.moved()  # saved next frame, with these seats
        play.turn = None
        play._next(now)
    else:
        play._leave()
