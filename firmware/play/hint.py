"""Rift's Hint and Autoplay, chosen in the game menu
(firmware/play/game_menu.py): loaded when one is chosen and forgotten with
the menu in that frame, so the menu, which compiles each time it opens
(with Rift's bot loaded, among its fullest frames), holds none of it."""
from firmware.play import PICK, BOT


def think(play, hint, now):
    """A hint for this move (shown, not played), or the device bot plays
    the rest of the game (autoplay); ``play`` is the firmware.play.screen.Play."""
    if play.back_to != PICK:
        play.state = play.back_to
        play.app.note("not now")
        return
    from firmware.play.bot_turn import BotTurn
    if not hint:  # the rest of the game is the bot's, after a power cut too
        play.bots[0] = "device"
        play.app.seats = "bot:device"
        play.app.moved()  # saved next frame, with these seats
    play.state = BOT
    play.turn = BotTurn(play.game, play.board, "device", now, play.viewer)
