"""The firmware app inside MicroPython: a whole game of each title, keys only.

The real app runs on the stand-in hardware of tools/sim/mpdevice.py (on CPython
too). Moves are drawn from the legal ones with ``core.rng.Rng`` and picked
through the keys a person would press (tools/sim/appkeys.py). Checked: the game
reaches its end pages and goes back to the menu; replaying the app's move
history from the seed gives the same state (only legal moves were played);
hand-over screens show nothing secret; the lights show the board; the end
pages agree with the core's result.
"""
from core import new_game
from core.rng import Rng
from firmware import play
from tools.sim import appkeys
from tools.sim.board import Board
from tools.sim import mpdevice
MICROPYTHON = True

PLIES = 400  # no game here is near this long
SECRETS = ("Agent", "Mole", "Decoy", "hand", "KA", "KM", "KD", "SA", "SM", "SD", "D1", "G1", "G2")




def _play(build, seed, title, settings=(), check=None):
    """A game of ``title`` from the main menu to its end and back; returns
    (the finished game, the first line of each end page)."""
    with mpdevice.StandIns():
        device, sim = mpdevice.make(build)
        app = Board(device, seed=seed)
        app.step()
        assert sim.lines()[0][0] == "Twilight Board"
        sim.press(app, appkeys.start(app, title, settings))
        rng = Rng(seed)
        for _ in range(PLIES):
            while app.current.state in (play.HAND, play.NOTE):
                if app.current.state == play.HAND:
                    text = " ".join(sim.lines()[0])
                    assert text.startswith("Pass to "), text
                    assert not [s for s in SECRETS if s in text], text
                sim.press(app, ("OK",))
            if app.current.state == play.END:
                break
            moves = app.game.legal_moves()
            sim.press(app, appkeys.move(app, moves[rng.below(len(moves))]))
            sim.advance(200)  # the pressed light's flash is over
            app.step()
            if check:
                check(app, sim)
        game = app.game
        assert game.is_over(), "no end after %d plies" % PLIES
        again = new_game(game.NAME, game.seed, **game.options)
        for move in game.history:
            again.play(move)  # ValueError if the app ever played an illegal move
        assert again.snapshot() == game.snapshot()
        pages = []
        reloads = app.reloads
        while app.reloads == reloads:  # the last page's OK reloads into the menu
            pages.append(sim.lines()[0])
            sim.press(app, ("OK",))
        assert app.current is app.menu and sim.lines()[0][0] == "Twilight Board"
        return game, pages


def _dance_lights(app, sim):
    """Every city shows its piece's side (red KGB, blue SIS) or nothing."""
    if app.current.state != play.HAND:
        return
    board = app.game.view(0)["board"]
    colours = sim.place_colours()
    for city in range(16):
        rgb = colours[city]
        if board[city] is None:
            assert rgb == 0, (city, rgb)
        else:
            red = board[city][0] == "K"
            assert (rgb >> 16 > 0) == red and (rgb & 255 > 0) != red, (city, rgb)


def test_dance_to_the_end_on_the_lite_build():
    game, pages = _play("lite", 3, "Twilight Dance", [("Turns", "Turns: 8"), ("SIS", "SIS: person")], _dance_lights)
    result = game.result()
    assert game.options["turns"] == 8
    assert pages[0][0] == "Game over"
    chains = [p for p in pages if " chain +" in p[0]]
    assert len(chains) == len(result["chains"])
    assert pages[-1][1] == "KGB %d  SIS %d" % tuple(result["scores"])


def test_start_shows_loading_at_once_and_drops_keys_pressed_meanwhile():
    with mpdevice.StandIns():
        device, sim = mpdevice.make("full")
        app = Board(device, seed=3)
        app.step()
        keys = appkeys.start(app, "Twilight Dance", [("SIS", "SIS: person")])
        for key in keys:
            sim.press(app, (key,))
            if app.menu is None:
                break  # that was Start: the title's program
        lines = sim.lines()[0]
        assert lines[0] == "Twilight Dance" and lines[1].startswith("loading 0/")
        assert app.game is None and app.reloads == 1
        sim.press(app, ("OK",))  # pressed before the game is there: it must not act
        for _ in range(30):
            if app.game is not None:
                break
            sim.press(app, (None,))
        assert app.current.state == play.HAND  # the hand-over waits for a key seen
        assert sim.lines()[0][0] == "Pass to KGB"


def test_dance_blinks_the_last_move_when_the_next_player_takes_over():
    with mpdevice.StandIns():
        device, sim = mpdevice.make("full")
        app = Board(device, seed=3)
        app.step()
        sim.press(app, appkeys.start(app, "Twilight Dance", [("SIS", "SIS: person")]))
        sim.press(app, appkeys.go_on(app))
        move = [m for m in app.game.legal_moves() if m.startswith("place K")][0]
        city = list(app.game.view(0)["cities"]).index(move.split(" ")[2])
        sim.press(app, appkeys.move(app, move))
        sim.advance(200)
        app.step()
        assert app.current.state == play.HAND
        assert sim.place_colours()[city] == 0xFF0000  # KGB's piece, no blink yet
        sim.press(app, ("OK",))  # SIS takes the turn: KGB's move blinks
        assert sim.lines()[0][0].startswith("SIS turn")
        assert sim.place_colours()[city] == 0xFFFFFF
        sim.advance(200)
        app.step()
        assert sim.place_colours()[city] == 0xFF0000
        sim.advance(200)
        app.step()
        assert sim.place_colours()[city] == 0xFFFFFF
        sim.advance(1000)
        app.step()
        assert sim.place_colours()[city] == 0xFF0000  # blinking is over


def test_venice_match_to_the_end_on_the_full_build():
    game, pages = _play("full", 11, "Twilight of Venice", [("South", "South: person")])
    result = game.result()
    winner = "drawn match" if result["winner"] is None else ("North", "South")[result["winner"]] + " wins"
    assert pages[-1][:3] == ["Match over", winner, "N %d - S %d" % tuple(result["scores"])]


def _rift(build, ring, seed):
    game, pages = _play(build, seed, "Rift of Portals", [("Ring", "Ring: %d" % ring)])
    assert game.options["ring"] == ring
    result = game.result()
    assert pages[0][0] == "Rift: conditions"
    assert pages[0][1].endswith("yes" if result["conditions"]["built"] else "NO")
    assert " VP %d " % result["scores"][0] in pages[1][3]


def test_rift_ring3_to_the_end_on_the_full_build():
    _rift("full", 3, 5)


def test_rift_ring4_to_the_end_on_the_lite_build():
    _rift("lite", 4, 6)
