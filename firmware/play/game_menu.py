"""The game menu of a game in play: Resume, Peek (two players) or Info
(Rift), Venice's Last move, Rift's Hint and Autoplay (which asks again
first) or, while Autoplay plays, Take over, Take back (a person's move to
undo), Quit game, which asks again first (a stray OK must not throw a game
away), and How to play (last, so Quit game keeps its place).

Each function takes the ``firmware.play.screen.Play`` whose menu it is.
The screen loads this module when the menu opens and it forgets itself
once the menu closes (``key``): a Pico's heap has no room to keep it
through the game, and it compiles among a game's fullest frames (Rift's,
its bot loaded for Autoplay). So it holds only the opening, the title
and the keys that compile nothing: one that moves the highlight, and Hint
and Autoplay, which go straight to firmware/play/hint.py (Rift's planner
is loaded then: a compile of firmware/play/menu_keys.py on top had set
Rift's heap figure). What the other choices do is in menu_keys.py,
compiled when one is made; what a choice does beyond the menu is in the
module it needs, compiled only when chosen: Take back in
firmware/play/takeback.py, How to play in firmware/howto/screen.py, Hint
and Autoplay in firmware/play/hint.py.
"""
from firmware.modules import done, load
from firmware.play import MENU, PEEK

# Its labels are written out where read (names cost a Pico's heap too):
# "Quit game" and "How to play" end the menu, "No, play on" and "Yes, quit"
# are Quit game's question, "No, play on" and "Yes, autoplay" Autoplay's
# (firmware/play/menu_keys.py).


def open_menu(play):
    """Open the menu over the state ``play`` is in (back to it on Resume)."""
    if play.state != PEEK:  # from a peek, back to where it was asked from
        play.back_to = play.state
    play.state = MENU
    extra = ("Peek",) if play.two else ("Info", "Hint", "Autoplay") if play.bots[0] is None \
        else ("Info", "Take over")
    if play.board.last_move(play.view):
        extra += ("Last move",)
    # Take back: a person's move this screen saw played (``Play.undos``:
    # none in a demo, between bots or in Rift; between two people only
    # until the next one takes the turn; none from before a round's end),
    # the game not over.
    if play.undos and not play.game.is_over():
        extra += ("Take back",)
    play.menu.offer((), ("Resume",) + extra + ("Quit game", "How to play"))


def title(play):
    last = play.menu.labels[-1]
    return "Quit game?" if last == "Yes, quit" else "Autoplay the rest?" if last == "Yes, autoplay" \
        else "Game menu"


def key(play, meaning, now):
    """A key in the menu; the menu's modules are forgotten if it closed
    (Hint and Autoplay always close it). A key that only moves the
    highlight loads nothing, Hint and Autoplay only hint.py."""
    got = play.menu.key(meaning)
    if got is None:
        return
    label = play.menu.labels[got[1]] if got[0] == "label" else None
    if label in ("Hint", "Yes, autoplay"):
        load("firmware.play.hint").think(play, label == "Hint", now)  # the menu closes
    else:
        load("firmware.play.menu_keys").key(play, got, label, now)
    if play.state != MENU or play.app.current is not play:
        done("game menu")
