"""Take-back (issue 13 item 4): the game menu's "Take back" undoes the
person's last move (and the bot's reply) by rebuilding the game from its
record, keys only, on the stand-in board (tools/sim/mpdevice.py).

Against a bot in Dance and Venice, both builds, either seat: the position
after a take-back is the one before the move (the game's state, the
person's view, and every frame, OLED and lights, the same as a board that
never saw the move, at the same clock); the save is the shortened game and
a power cut resumes it; the same move again gets the same reply (the bot's
seed is the game's seed and the ply, as after a resume). Two worlds the
person cannot tell apart (Dance, different hidden bot pieces, each its own
record) look the same frame by frame through a take-back, and stay two
worlds. Between two people it is offered only to the mover, before the
next one takes the turn. Not offered: before the person's first move,
between bots, in the demo, in Rift (docs: the README's game menu), once
the game is over, nor back across a Venice round's end. CPython and
MicroPython.
"""
from core import new_game, record
from core.rng import Rng
from firmware import play
from firmware.store.store import Store
from tests.test_app_bot_secrets import WORLDS, Instant, _frame, _seats, _world
from tests.test_app_worlds import Worlds, _continue, _ending, _views_alike
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash

MICROPYTHON = True

OPTIONS = {"dance": {"turns": 8}, "venice": {}}


def _position(name, seed, person, plies):
    """A game of ``name`` after at least ``plies`` random moves, the
    person (seat ``person``) to move."""
    game = new_game(name, seed, **OPTIONS[name])
    rng = Rng(seed)
    while len(game.history) < plies or game.to_move() != person:
        moves = game.legal_moves()
        game.play(moves[rng.below(len(moves))])
    assert not game.is_over()
    return game


def _power_up(App, build, flash):
    device, sim = mpdevice.make(build, flash)
    app = Board(device, seed=5)
    app.step()
    return app, sim


def _until(app, sim, done, key=None):
    for _ in range(600):
        if done():
            return
        sim.press(app, (key,))
    raise AssertionError("never came: state %r" % (getattr(app.current, "state", None),))


def _picking(app):
    return app.game is not None and app.current.state == play.PICK


def _continued(App, build, game, seats, flash=None):
    """A board whose saved game is ``game``, continued to its first turn
    of a person (OK through a hand-over)."""
    if flash is None:
        flash = Flash()
        Store(flash).save_game(game, seats)
    app, sim = _power_up(App, build, flash)
    sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
    _until(app, sim, lambda: app.game is not None and app.current.state != play.BOT or _picking(app))
    if app.current.state == play.HAND:
        sim.press(app, ("OK",))
    return app, sim, flash


def _offers(app, sim):
    """The game menu's entries (opened with BACK, closed with Resume)."""
    sim.press(app, ("BACK",))
    assert app.current.state == play.MENU
    labels = app.current.menu.labels
    sim.press(app, appkeys.label(app, app.current.menu, "Resume"))
    return labels


def _same_frames(boards, frames):
    """Run the boards at one clock for ``frames`` frames: each frame must
    be the same on all."""
    clocks = [sim.device.clock for app, sim in boards]
    latest = max(clock.ms for clock in clocks)
    for clock in clocks:
        clock.ms = latest
    for _ in range(frames):
        for app, sim in boards:
            sim.press(app, (None,))
        shown = [_frame(sim) for app, sim in boards]
        assert shown.count(shown[0]) == len(shown), shown


def _restores(App, build, name, seed, person):
    game = _position(name, seed, person, 4)
    seats = _seats(person, "easy")
    app, sim, flash = _continued(App, build, game, seats)
    untouched = _continued(App, build, game, seats)[:2]
    shown = sim.lines()[0][:4]
    rng = Rng(seed)
    legal = game.legal_moves()
    move = legal[rng.below(len(legal))]
    sim.press(app, appkeys.move(app, move))
    _until(app, sim, lambda: _picking(app) and len(app.game.history) == len(game.history) + 2)
    reply = app.game.history[-1]
    assert "Take back" in _offers(app, sim)
    sim.press(app, appkeys.game_menu(app, "Take back"))
    assert app.current.state == play.PICK and app.game.history == game.history
    assert app.game.snapshot() == game.snapshot()
    assert app.game.view(person) == game.view(person)
    lines = sim.lines()[0]
    assert lines[:4] == shown and lines[4] == "move taken back", (lines, shown)
    # Once the note is gone, frame by frame as the board that never saw it.
    sim.advance(app.status_until - sim.device.clock.ms)
    _same_frames([(app, sim), untouched], 60)
    # The save is the shortened game; a power cut now resumes it.
    assert app.store.game_record() == (record.dump(game), seats)
    again, again_sim, _ = _continued(App, build, None, seats, flash)
    assert again.game.history == game.history and again.game.snapshot() == game.snapshot()
    _same_frames([(again, again_sim), untouched], 3)
    # The same move again: the same reply.
    sim.press(app, appkeys.move(app, move))
    _until(app, sim, lambda: _picking(app) and len(app.game.history) == len(game.history) + 2)
    assert app.game.history[-1] == reply


def test_a_take_back_against_a_bot_restores_the_position_before_the_move_on_the_full_build():
    with mpdevice.StandIns() as App, Instant():
        _restores(App, "full", "dance", 3, 0)
        _restores(App, "full", "venice", 4, 1)


def test_a_take_back_against_a_bot_restores_the_position_before_the_move_on_the_lite_build():
    with mpdevice.StandIns() as App, Instant():
        _restores(App, "lite", "dance", 5, 1)
        _restores(App, "lite", "venice", 6, 0)


def test_moves_are_taken_back_one_after_another_even_while_the_bot_thinks():
    with mpdevice.StandIns() as App, Instant():
        game = _position("venice", 8, 0, 2)
        app, sim, flash = _continued(App, "full", game, _seats(0, "normal"))
        first = game.legal_moves()[0]
        sim.press(app, appkeys.move(app, first))
        _until(app, sim, lambda: _picking(app))
        middle = app.game.snapshot()
        sim.press(app, appkeys.move(app, app.game.legal_moves()[-1]))
        assert app.current.state == play.BOT and app.current.turn.move is None
        sim.press(app, appkeys.game_menu(app, "Take back"))  # the bot thinking
        assert _picking(app) and app.game.snapshot() == middle
        sim.press(app, appkeys.game_menu(app, "Take back"))
        assert _picking(app) and app.game.snapshot() == game.snapshot()
        assert "Take back" not in _offers(app, sim)  # none before the Continue
        assert app.store.game_record()[0] == record.dump(game)


def test_two_worlds_the_person_cannot_tell_apart_look_the_same_through_a_take_back():
    with mpdevice.StandIns() as App, Instant():
        for build, seat in (("full", (0, "easy")), ("lite", (1, "normal"))):
            person, level = seat
            seed, moves, changes = WORLDS[seat]
            games = [_world(seed, moves, {}), _world(seed, moves, changes)]
            boards = []
            for game in games:
                flash = Flash()
                Store(flash).save_game(game, _seats(person, level))
                boards.append(_power_up(App, build, flash))
            worlds = Worlds(boards, _views_alike(person))
            _continue(worlds)
            app = worlds.apps[0]
            while app.current.state != play.PICK:  # the bot's move, seen alike
                assert worlds.press((None,))
            legal = [a.game.legal_moves() for a in worlds.apps]
            assert legal[0] == legal[1]
            move = [m for m in legal[0] if _alike_after(worlds.apps, m, person)][0]
            assert worlds.press(appkeys.move(app, move))
            assert app.current.state == play.BOT
            assert worlds.press(appkeys.game_menu(app, "Take back"))
            assert app.current.state == play.PICK
            for _ in range(150):
                assert worlds.press((None,))
            after = [a.game for a in worlds.apps]
            assert after[0].history == games[0].history + [after[0].history[-1]]
            assert after[0].snapshot() != after[1].snapshot()  # still two worlds
            assert worlds.compared.get(play.MENU) and worlds.compared.get(play.PICK) > 150


def _alike_after(apps, move, person):
    """Whether ``move`` leaves the person's view the same in each world."""
    views = set()
    for app in apps:
        game = app.game.copy()
        game.play(move)
        views.add(repr(game.view(person)))
    return len(views) == 1


def test_between_two_people_only_the_mover_may_take_back_before_the_hand_over():
    with mpdevice.StandIns() as App:
        for build, name in (("full", "venice"), ("lite", "dance")):
            game = _position(name, 9, 1, 3)
            app, sim, flash = _continued(App, build, game, "human,human")
            assert app.current.viewer == 1
            assert "Take back" not in _offers(app, sim)
            sim.press(app, appkeys.move(app, game.legal_moves()[0]))
            while app.current.state == play.NOTE:
                assert "Take back" in _offers(app, sim)
                sim.press(app, ("OK",))
            assert app.current.state == play.HAND and sim.lines()[0][0] == "Pass to " + game.SIDES[0]
            assert "Take back" in _offers(app, sim)
            sim.press(app, appkeys.game_menu(app, "Take back"))
            # Back with the mover: their turn again, no hand-over.
            assert app.current.state == play.PICK and app.current.viewer == 1
            assert app.game.snapshot() == game.snapshot()
            assert app.store.game_record()[0] == record.dump(game)
            sim.press(app, appkeys.move(app, game.legal_moves()[-1]))
            sim.press(app, appkeys.go_on(app))
            assert app.current.state == play.PICK and app.current.viewer == 0  # taken over
            assert "Take back" not in _offers(app, sim)


def test_nothing_to_take_back_before_the_persons_first_move_or_between_bots():
    with mpdevice.StandIns() as App, Instant():
        fresh = new_game("dance", 2, turns=8, first=0)
        app, sim, _ = _continued(App, "full", fresh, _seats(0, "easy"))
        assert app.game.history == [] and "Take back" not in _offers(app, sim)
        app, sim, _ = _continued(App, "lite", fresh, _seats(1, "easy"))  # the bot moved first
        assert len(app.game.history) == 1 and "Take back" not in _offers(app, sim)
        app, sim = _power_up(App, "full", _saved(fresh, "bot:easy,bot:easy"))
        sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
        _until(app, sim, lambda: app.game is not None and len(app.game.history) == 3)
        assert app.current.state == play.BOT and "Take back" not in _offers(app, sim)


def _saved(game, seats):
    flash = Flash()
    Store(flash).save_game(game, seats)
    return flash


def test_rift_offers_no_take_back_to_its_player_nor_to_its_autoplay():
    with mpdevice.StandIns() as App, Instant():
        app, sim, _ = _continued(App, "full", new_game("rift", 3), "human")
        sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
        _until(app, sim, lambda: _picking(app), "OK")
        labels = _offers(app, sim)
        assert "Hint" in labels and "Take back" not in labels
        sim.press(app, appkeys.game_menu(app, "Autoplay"))
        assert app.current.state == play.BOT and "Take back" not in _offers(app, sim)


def test_no_take_back_once_the_match_or_the_round_is_over_or_in_the_demo():
    with mpdevice.StandIns() as App, Instant():
        for whole in (True, False):
            real, move = _ending(3 + whole, whole)
            person = real.to_move()
            app, sim, _ = _continued(App, "full", real, _seats(person, "easy"))
            sim.press(app, appkeys.move(app, move))
            assert app.current.state == play.NOTE  # the round's (or match's) end
            assert "Take back" not in _offers(app, sim)
            if whole:
                sim.press(app, ("OK",))
                assert app.current.state == play.END
                continue
            rounds = len(app.game.rounds)
            sim.press(app, ("OK",))  # the next round: maybe the bot first
            assert "Take back" not in _offers(app, sim)
            _until(app, sim, lambda: _picking(app))
            assert "Take back" not in _offers(app, sim)
            assert len(app.game.rounds) == rounds
        device, sim = mpdevice.make("full")
        app = Board(device, seed=1)
        app.step()
        sim.advance(61000)
        _until(app, sim, lambda: getattr(app.current, "demo", False))
        sim.press(app, ("BACK",))  # any key ends the demo: no game menu,
        sim.press(app, (None,))  # the main menu from the next frame
        assert app.current is app.menu
