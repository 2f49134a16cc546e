"""The game menu of a game in play: Resume, Peek (two players) or Info
(Rift), Rift's Hint and Autoplay, Take back (a person's move to undo), Quit
game, which asks again first (a stray OK must not throw a game away), and
How to play (last, so Quit game keeps its place).

Each function takes the ``firmware.play.screen.Play`` whose menu it is.
The screen loads this module when the menu opens and it forgets itself
once the menu closes (``key``): a Pico's heap has no room to keep it
through the game, and it compiles among a game's fullest frames (Rift's,
its bot loaded for Autoplay). What a choice does beyond the menu is in the
module it needs, compiled only when chosen: Take back in
firmware/play/takeback.py, How to play in firmware/howto/screen.py, Hint
and Autoplay in firmware/play/hint.py.
"""
from firmware.modules import forget, load
from firmware.play import HAND, PICK, MENU, PEEK

QUIT = "Quit game"
KEEP = "No, play on"
LEAVE = "Yes, quit"
HOW = "How to play"
THINK = "firmware.play.hint"  # Rift's Hint and Autoplay


def open_menu(play):
    """Open the menu over the state ``play`` is in (back to it on Resume)."""
    if play.state != PEEK:  # from a peek, back to where it was asked from
        play.back_to = play.state
    play.state = MENU
    if play.two:
        extra = ("Peek",)
    elif play.bots[0] is None:
        extra = ("Info", "Hint", "Autoplay")
    else:
        extra = ("Info",)
    if _undoable(play):
        extra += ("Take back",)
    play.menu.offer((), ("Resume",) + extra + (QUIT, HOW))


def title(play):
    return "Quit game?" if play.menu.labels[-1] == LEAVE else "Game menu"


def _undoable(play):
    """Whether "Take back" is offered: a person's move this screen saw
    played (``Play.undos``: none in a demo, between bots or in Rift;
    between two people only until the next one takes the turn; none from
    before a round's end), the game not over."""
    return bool(play.undos) and not play.game.is_over()


def _resume(play):
    """Back to where the game menu was opened from."""
    play.state = play.back_to
    if play.state == PICK:
        play._offer()


def key(play, meaning, now):
    """A key in the menu; the module is forgotten if the menu closed."""
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
    if play.state != MENU or play.app.current is not play:
        forget("firmware.play.game_menu")
