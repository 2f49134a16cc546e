"""The game menu of a game in play: Resume, Peek (two players) or Info
(Rift), Rift's Hint and Autoplay, Take back (a person's move to undo), Quit
game, which asks again first (a stray OK must not throw a game away), and
How to play (last, so Quit game keeps its place).

Each function takes the ``firmware.play.screen.Play`` whose menu it is.
The screen loads this module when the menu opens and it forgets itself
once the menu closes (``key``): a Pico's heap has no room to keep it
through the game, and it compiles among a game's fullest frames (Rift's,
its bot loaded for Autoplay). So it holds only the opening and the title;
what a key does is in firmware/play/menu_keys.py, compiled at the menu's
first key, a frame of its own. What a choice does beyond the menu is in
the module it needs, compiled only when chosen: Take back in
firmware/play/takeback.py, How to play in firmware/howto/screen.py, Hint
and Autoplay in firmware/play/hint.py.
"""
from firmware.modules import forget, load
from firmware.play import MENU, PEEK

QUIT = "Quit game"
KEEP = "No, play on"
LEAVE = "Yes, quit"
HOW = "How to play"
KEYS = "firmware.play.menu_keys"


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


def key(play, meaning, now):
    """A key in the menu; the menu's modules are forgotten if it closed."""
    load(KEYS).key(play, meaning, now)
    if play.state != MENU or play.app.current is not play:
        forget(KEYS, "firmware.play.game_menu")
