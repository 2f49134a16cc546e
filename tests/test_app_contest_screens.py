"""What a Rift contest's screens show and sound, read back from the stand-in
board's OLED, lights and buzzer log (firmware/play/contest.py): every
person's game starts behind a hand-over naming them (the first player's,
the next player's and one resumed by Continue after a power cut); each
screen names whose game it is and says on its last line which key goes
on; a bot's unseen game ends into the next screen without a key; and the
last player's tune stops at the hand-over.
"""
from core.rng import Rng
from firmware import play
from tests.test_app_bot_secrets import Instant
from tests.test_app_contest import TITLE, begin, kind, run, step
from tests.test_app_seats import Board
from tools.sim import appkeys
from tools.sim.mpdevice import StandIns

MICROPYTHON = True

OFF = [0] * 17
TUNES = (523, 659, 784, 1047, 440, 415, 392, 370)  # WON's and LOST's notes (firmware/sound.py)


def oled(board):
    return board.sim.lines()[0]


def _picking(board):
    return kind(board) == "Play" and board.app.current.state == play.PICK


def _hand_over(board, name, first_line, footer):
    """The hand-over to ``name`` shows: nothing of a game, the lights off."""
    lines = oled(board)
    assert kind(board) == "HandOver"
    assert lines[0] == "Pass to " + name and lines[1] == first_line and lines[4] == footer
    assert "nothing secret shown" in lines and board.sim.place_colours() == OFF


def _info(board, name):
    """Rift's Info (the game menu's peek) names the player; OK hides it."""
    board.press(appkeys.game_menu(board.app, "Info"))
    assert oled(board)[0] == "Only %s look!" % name
    board.press(("OK",))
    assert _picking(board)


def test_every_persons_game_starts_behind_a_hand_over_naming_them_even_after_a_power_cut():
    with StandIns() as App, Instant():
        board = Board(App, "full")
        begin(board, ["Ann", "Ben"])
        _hand_over(board, "Ann", "Ann plays first", "OK: I am Ann")
        assert oled(board)[2] == "player 1 of 2"
        board.press(("OK",))
        assert _picking(board) and oled(board)[0].startswith("Ann T0/15 ")
        _info(board, "Ann")
        rng = Rng(3)
        run(board, rng, lambda b: kind(b) == "Play" and b.app.current.state == play.END)
        assert oled(board)[0] == "Ann: conditions"
        board.press(("OK",))
        assert oled(board)[0] == "Ann: result" and oled(board)[4] == "OK: pass to Ben"
        board.press(("OK",))
        run(board, rng, lambda b: kind(b) == "HandOver")
        _hand_over(board, "Ben", "Ann has played", "OK: I am Ben")
        board.press(("OK",))
        run(board, rng, lambda b: len(b.app.game.history) == 7)
        board.press((None,))  # the frame that saves move 7
        after = board.cut()
        after.press(appkeys.label(after.app, after.app.menu.chooser, "Continue"))
        run(after, rng, lambda b: kind(b) != "Loading" and b.app.game is not None)
        _hand_over(after, "Ben", "Ben's game goes on", "OK: I am Ben")
        after.press(("BACK",))  # to the menu: Continue brings the hand-over back
        run(after, rng, lambda b: kind(b) == "Menu")
        assert after.app.status == "Continue: Ben"
        after.press(appkeys.label(after.app, after.app.menu.chooser, "Continue"))
        run(after, rng, lambda b: kind(b) != "Loading" and b.app.game is not None)
        after.press((None,) * 130)  # the menu's note gone: the footer again
        _hand_over(after, "Ben", "Ben's game goes on", "OK: I am Ben")
        after.press(("OK",))
        assert _picking(after) and after.app.game.history == board.app.game.history
        assert oled(after)[0].startswith("Ben T")
        _info(after, "Ben")
        run(after, rng, lambda b: kind(b) == "Play" and b.app.current.state == play.END)
        after.press(("OK",))
        assert oled(after)[0] == "Ben: result" and oled(after)[4] == "OK: the ranking"
        after.press(("OK",))
        assert oled(after)[0] == "Contest ranking" and oled(after)[4] == "MENU next, BACK menu"


def test_keys_typed_while_the_next_game_loads_do_not_pass_its_hand_over():
    with StandIns() as App, Instant():
        board = Board(App, "lite")
        begin(board, ["Ann", "Ben"])
        board.press(("OK",))
        rng = Rng(4)
        run(board, rng, lambda b: kind(b) == "Play" and b.app.current.state == play.END)
        for _ in range(60):  # OK as fast as the keys go, from the end pages on
            board.press(("OK",))
            if kind(board) == "HandOver":
                break
        _hand_over(board, "Ben", "Ann has played", "OK: I am Ben")


def _bot_ends(board, wanted):
    """Through the bot's unseen game with no key, the OLED dimmed by then:
    the screen after it shows by itself within 2 s, lit again."""
    app = board.app
    assert kind(board) == "Hidden" and oled(board)[4] == "BACK: stop for now"
    board.sim.device.clock.ms += 61000  # everyone waits: the OLED dims
    board.press((None,))
    assert app.screen.dimmed
    for _ in range(400):
        if kind(board) != "Hidden":
            break
        assert oled(board)[0] == "Bot plays" and oled(board)[4] == "BACK: stop for now"
        board.press((None,))
    for _ in range(100):  # 2 s of frames, no key
        board.press((None,))
        if oled(board)[0] == wanted:
            break
    assert oled(board)[0] == wanted and not app.screen.dimmed


def test_a_bots_unseen_game_ends_into_the_next_hand_over_or_the_ranking_without_a_key():
    for build, names, wanted in (("full", ["Ann", "Bot", "Cy"], "Pass to Cy"),
                                 ("lite", ["Ann", "Bot"], "Contest ranking")):
        with StandIns() as App, Instant():
            board = Board(App, build)
            begin(board, names)
            run(board, Rng(6), lambda b: kind(b) == "Hidden")
            _bot_ends(board, wanted)
            assert oled(board)[4] in ("OK: I am Cy", "MENU next, BACK menu", "UP/DOWN, BACK menu")


def test_the_hand_over_silences_the_tune_of_the_game_just_played():
    with StandIns() as App, Instant():
        board = Board(App, "full")
        board.app.sound.volume = 2
        board.app.menu._save({"volume": 2})  # the title program reads it from the settings
        begin(board, ["Ann", "Ben"])
        log = board.app.device.buzzer.log
        rng = Rng(3)
        run(board, rng, lambda b: kind(b) == "Play" and b.app.current.state == play.END)
        assert [f for ms, f, duty in log[-2:] if duty][-1] in TUNES  # her tune plays
        ann = board.app.current
        while board.app.current is ann:  # OK every 300 ms, as people do
            board.press(("OK",) + (None,) * 12)
        assert log[-1][2] == 0  # silent as her game is left
        left = len(log)
        run(board, rng, lambda b: kind(b) == "HandOver")
        board.press((None,) * 50)  # a second on the hand-over
        assert [f for ms, f, duty in log[left:] if duty and f in TUNES] == []


def test_the_name_editor_says_which_keys_work():
    for build, footer in (("full", "MENU next, OK pick"), ("lite", "UP/DOWN move, OK pick")):
        with StandIns() as App:
            board = Board(App, build)
            app = board.app
            board.press(appkeys.label(app, app.menu.chooser, TITLE))
            board.press(appkeys.label(app, app.menu.chooser, "Contest: off"))
            while "Player 1: type..." not in app.menu.chooser.labels:
                line = [t for t in app.menu.chooser.labels if t.startswith("Player 1")][0]
                board.press(appkeys.label(app, app.menu.chooser, line))
            board.press(appkeys.label(app, app.menu.chooser, "Player 1: type..."))
            assert kind(board) == "Initials" and oled(board)[4] == footer
