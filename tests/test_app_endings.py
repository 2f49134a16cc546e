"""How games end in the app, and what "Continue" then offers (issue 10).

A game whose two seats are bots is counted like one between two people
(by side) and cleared. A Venice match that ends behind its "Round N over"
notice is counted and cleared at once, so cutting the power or quitting
there never leaves it to continue; and a stored game that is over (an older
firmware saved it so) or that the rules refuse never crashes Continue: it
is counted once, or dropped for good, with a note. Starting another game
and quitting it leaves no stale Continue. Keys typed while a game loads
stop at the key that leaves it. Runs on CPython and MicroPython.
"""
from core import new_game
from core.rng import Rng
from firmware import play
from firmware.store.store import Store
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash

MICROPYTHON = True

SIDES = {"dance": ("kgb", "sis"), "venice": ("north", "south")}


def _boot(App, flash, build="full"):
    device, sim = mpdevice.make(build, flash)
    app = Board(device, seed=5)
    app.step()
    return app, sim


def _titles(app):
    return list(app.menu.chooser.labels)


def _side_counted(stats, game):
    """``game`` is counted once, by the side that won."""
    winner = game.result()["winner"]
    side = "draw" if winner is None else "win." + SIDES[game.NAME][winner]
    assert stats[game.NAME + ".played"] == 1 and stats[game.NAME + "." + side] == 1, stats


def _bots_only(title, settings):
    with mpdevice.StandIns() as App:
        flash = Flash()
        app, sim = _boot(App, flash)
        sim.press(app, appkeys.start(app, title, settings))
        assert app.seats == "bot:easy,bot:easy"
        for _ in range(30000):
            if app.current.state == play.END:
                break
            sim.press(app, ("OK",) if app.current.state == play.NOTE else (None,))
        game = app.game
        assert game.is_over()
        sim.press(app, (None,))  # counted in the frame after the last move
        _side_counted(app.store.stats(), game)
        assert app.store.game_name() is None
        sim.press(app, appkeys.end(app))
        assert "Continue" not in _titles(app)
        again, _ = _boot(App, flash)
        assert "Continue" not in _titles(again)
        _side_counted(again.store.stats(), game)
        assert [k for k in again.store.stats() if "streak" in k] == []  # no person's streak


def test_a_dance_game_between_two_bots_is_counted_by_side_and_cleared():
    _bots_only("Twilight Dance", [("Turns", "Turns: 8"), ("KGB", "KGB: bot easy"),
                                  ("SIS", "SIS: bot easy")])


def test_a_venice_match_between_two_bots_is_counted_by_side_and_cleared():
    _bots_only("Twilight of Venice", [("North", "North: bot easy"), ("South", "South: bot easy")])


def _last_move(seed):
    """A Venice match one move from its end (random legal moves), and
    that move."""
    rng = Rng(seed)
    game = new_game("venice", seed)
    while True:
        moves = game.legal_moves()
        move = moves[rng.below(len(moves))]
        after = game.copy()
        after.play(move)
        if after.is_over():
            return game, move
        game.play(move)


def _continue(App, flash):
    """Power up on ``flash`` and continue its game."""
    app, sim = _boot(App, flash)
    sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
    for _ in range(40):
        if app.current is not app.menu and app.game is not None:
            break
        sim.press(app, (None,))
    return app, sim


def test_a_match_ended_behind_its_round_notice_is_counted_at_once_not_continued():
    with mpdevice.StandIns() as App:
        flash = Flash()
        game, move = _last_move(3)
        Store(flash).save_game(game, "human,human")
        app, sim = _continue(App, flash)
        sim.press(app, appkeys.go_on(app))
        sim.press(app, appkeys.move(app, move))
        sim.press(app, (None,))  # a frame of the notice
        assert app.current.state == play.NOTE and app.game.is_over()
        assert sim.lines()[0][0] == "Round %d over" % len(app.game.result()["rounds"])
        _side_counted(app.store.stats(), app.game)
        # The power goes now: the match is counted, nothing to continue.
        cut, _ = _boot(App, flash.clone())
        assert "Continue" not in _titles(cut)
        _side_counted(cut.store.stats(), app.game)
        # Or the player quits here: counted once all the same.
        sim.press(app, appkeys.quit(app))
        assert app.current is app.menu and "Continue" not in _titles(app)
        again, _ = _boot(App, flash)
        assert "Continue" not in _titles(again)
        _side_counted(again.store.stats(), _finished(game, move))


def _finished(game, move):
    """``game`` after ``move``, left as it was."""
    done = game.copy()
    done.play(move)
    return done


def _offers_continue_once(App, flash, note):
    """Power up on ``flash`` holding a game that cannot go on: Continue is
    offered (only the header is read at power-up), OK gives the menu back
    with ``note``, and it is not offered again, now or at the next power-up."""
    app, sim = _boot(App, flash)
    assert _titles(app)[0] == "Continue"
    sim.press(app, ("OK",))
    for _ in range(40):
        sim.press(app, (None,))
        if app.current is app.menu and app.status:
            break
    assert app.current is app.menu and app.game is None
    assert sim.lines()[0][4] == note
    assert "Continue" not in _titles(app)
    sim.press(app, (None,))
    again, _ = _boot(App, flash)
    assert "Continue" not in _titles(again)
    return again.store.stats()


def test_a_stored_game_that_is_over_is_counted_once_at_continue():
    with mpdevice.StandIns() as App:
        game, move = _last_move(4)
        done = _finished(game, move)
        for seats in ("human,human", "bot:easy,bot:hard"):
            flash = Flash()
            Store(flash).save_game(done, seats)  # as the older firmware left it
            _side_counted(_offers_continue_once(App, flash, "finished game counted"), done)
        dance = new_game("dance", 2, turns=8)
        rng = Rng(2)
        while not dance.is_over():
            moves = dance.legal_moves()
            dance.play(moves[rng.below(len(moves))])
        flash = Flash()
        Store(flash).save_game(dance, "human,bot:normal")
        stats = _offers_continue_once(App, flash, "finished game counted")
        assert stats["dance.played"] == 1 and sum(
            v for k, v in stats.items() if k.endswith(".normal")) == 1, stats


def test_a_stored_game_the_rules_refuse_is_dropped_for_good_at_continue():
    with mpdevice.StandIns() as App:
        flash = Flash()
        game = new_game("dance", 1)
        game.history.append("flip the table")  # not a move: replay refuses it
        Store(flash).save_game(game, "human,human")
        assert _offers_continue_once(App, flash, "saved game refused") == {}


def test_another_game_started_and_quit_leaves_no_stale_continue():
    with mpdevice.StandIns() as App:
        flash = Flash()
        game = new_game("venice", 2)
        game.play(game.legal_moves()[0])
        Store(flash).save_game(game, "human,human")
        app, sim = _boot(App, flash)
        assert _titles(app)[0] == "Continue"
        sim.press(app, appkeys.start(app, "Rift of Portals"))
        sim.press(app, (None,))
        sim.press(app, appkeys.quit(app))
        assert app.current is app.menu and app.store.game_name() is None
        assert "Continue" not in _titles(app)
        sim.press(app, ("OK",))  # the first entry: Twilight Dance's options
        assert sim.lines()[0][0] == "Twilight Dance"


def test_keys_pressed_while_a_title_loads_do_nothing_once_it_shows():
    # Rift's first screen offers its setup move: an OK pressed while
    # "loading" showed must not play it unseen, nor any key after it.
    with mpdevice.StandIns():
        flash = Flash()
        app, sim = _boot(None, flash)
        for key in appkeys.start(app, "Rift of Portals"):
            sim.press(app, (key,))
            if app.menu is None:
                break  # that was Start: the title's program loads
        assert sim.lines()[0][1].startswith("loading")
        sim.press(app, ("OK", "OK", "BACK", "OK", 0, "OK"))
        for _ in range(40):
            if app.game is not None:
                break
            sim.press(app, (None,))
        assert app.game.history == [] and app.current.state == play.PICK
        assert type(app.current).__name__ == "Play" and sim.lines()[0][0] != "Game menu"
        sim.press(app, (None,))  # the frame that saves the new game
        again, _ = _boot(None, flash)
        assert "Continue" in _titles(again)  # saved at its start, untouched
        assert "\nend 0 " in again.store.game_record()[0]  # its record ends after no move
