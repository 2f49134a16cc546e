"""A game on the board: the play screen, the move picker, seats and bot turns, one adapter per game."""
# The states of a firmware.play.screen.Play (here: its parts and its game
# menu, loaded apart, read them too).
HAND, PICK, MENU, PEEK, NOTE, END, BOT, HINT = range(8)
GAME_MENU = "firmware.play.game_menu"  # loaded while the game menu is open
