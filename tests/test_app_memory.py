"""Out of heap on the board: the app goes on and the game on flash is kept.

The real app on the stand-in hardware (tools/sim/mpdevice.py) with the nvm
model (tools/sim/flashmodel.py), keys only; MemoryError is injected at
chosen points (tests/oom.py says why and how). Each test checks that no
exception leaves ``App.step``, what the person sees (the status line),
that the game goes on from where it was with only legal moves, and that a
power cut afterwards (a new App on the same nvm) still offers Continue
with the same game.
"""
import gc
import sys

from core import new_game
from firmware import play
from firmware.play import seats
from firmware.modules import load
from tests.oom import Failing, out_of_heap
from tests.util import micropython_only
from tools.sim import appkeys
from tools.sim.board import Board
from tools.sim import mpdevice
from tools.sim.flashmodel import Flash
MICROPYTHON = True

FRAMES = 200  # more than any wait below needs


def _board(App, nvm, build="full", fresh=False):
    device, sim = mpdevice.make(build, nvm=nvm)
    app = Board(device, seed=5, fresh=fresh)
    app.step()
    return app, sim


def _status(sim):
    return sim.lines()[0][4]


def _wait(app, sim, done):
    """Frames without keys until ``done()``; the status lines shown."""
    shown = []
    for _ in range(FRAMES):
        if done():
            return shown
        sim.press(app, (None,))
        shown.append(_status(sim))
    raise AssertionError("still waiting after %d frames" % FRAMES)


def _playing(app):
    return app.game is not None and type(app.current).__name__ == "Play"


def _start(app, sim, title, settings=()):
    sim.press(app, appkeys.start(app, title, settings))
    sim.press(app, appkeys.go_on(app))


def _begun(App, nvm, title, settings=(), moves=0):
    """A new App on ``nvm`` with ``title`` started from its menu and
    ``moves`` of the person's moves played."""
    app, sim = _board(App, nvm)
    _start(app, sim, title, settings)
    _person_moves(app, sim, moves)
    return app, sim


def _person_moves(app, sim, n):
    """``n`` of the person's moves (the first legal one), each saved."""
    for _ in range(n):
        _wait(app, sim, lambda: app.current.state in (play.PICK, play.HAND, play.NOTE))
        sim.press(app, appkeys.go_on(app))
        sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
        sim.press(app, (None,))  # the frame that saves


def _continues(App, nvm, game):
    """A power cut now: a new App on ``nvm`` offers Continue, and it
    resumes ``game`` (same moves, same state)."""
    app, sim = _board(App, nvm)
    assert sim.lines()[0][1] == "Continue"
    sim.press(app, ("OK",))
    _wait(app, sim, lambda: _playing(app))
    assert app.game.history == game.history
    assert app.game.snapshot() == game.snapshot()
    return app, sim


def _replayed(game):
    again = new_game(game.NAME, game.seed, **game.options)
    for move in game.history:
        again.play(move)  # ValueError if the app ever played an illegal move
    return again


class _Thinkers:
    """``module.thinker`` watched: the level of each thinker made, in
    order; those at a level in ``failing`` run out of heap at their
    ``step``-th step (0: while being made)."""

    def __init__(self, module, failing, step):
        self.module = module
        self.real = module.thinker
        self.failing = failing
        self.step = step
        self.levels = []
        module.thinker = self

    def __call__(self, view, level, seed):
        self.levels.append(level)
        if level in self.failing and self.step == 0:
            out_of_heap()
        made = self.real(view, level, seed)
        if level in self.failing:
            Failing(made, "step_ms", at=self.step, times=10 ** 6)
        return made

    def undo(self):
        self.module.thinker = self.real


def _bot_move(app, sim):
    """Frames until the bot's move lands; (the move, its view and seed
    before, the status lines shown)."""
    game = app.game
    _wait(app, sim, lambda: app.current.state == play.BOT)
    mover = game.to_move()
    view, seed, legal, before = game.view(mover), seats.seed(game), game.legal_moves(), len(game.history)
    shown = _wait(app, sim, lambda: len(game.history) > before)
    move = game.history[before]
    assert move in legal
    return move, view, seed, shown


def test_a_hard_bot_out_of_heap_thinks_cheaper_for_that_move_only():
    bot = load("core.dance.bot")  # the module the app looks up, not a package attribute
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _board(App, nvm)
        _start(app, sim, "Twilight Dance", [("Turns", "Turns: 8"), ("SIS", "SIS: bot hard")])
        thinkers = _Thinkers(bot, ("hard", "normal"), 2)
        try:
            _person_moves(app, sim, 1)
            move, view, seed, shown = _bot_move(app, sim)
        finally:
            thinkers.undo()
        assert thinkers.levels == ["hard", "normal", "easy"]
        assert "low memory: normal" in shown and "low memory: easy" in shown
        assert move == bot.choose(view, "easy", seed)  # exactly the easy bot's move
        thinkers = _Thinkers(bot, (), 0)
        try:
            _person_moves(app, sim, 1)
            _bot_move(app, sim)
        finally:
            thinkers.undo()
        assert thinkers.levels == ["hard"]  # the next move thinks at the seat's level
        sim.press(app, (None,))
        _continues(App, nvm, app.game)


def test_a_bot_with_no_heap_to_think_plays_a_seeded_legal_move():
    bot = load("core.venice.bot")  # the module the app looks up, not a package attribute
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _board(App, nvm)
        thinkers = _Thinkers(bot, ("normal", "easy"), 0)
        try:
            _start(app, sim, "Twilight of Venice")  # North a person, South the normal bot
            if app.current.state != play.BOT:
                _person_moves(app, sim, 1)
            legal = app.game.legal_moves()
            move, view, seed, shown = _bot_move(app, sim)
        finally:
            thinkers.undo()
        assert thinkers.levels == ["normal", "easy"]
        assert move == legal[seed % len(legal)]
        assert "low memory: any move" in shown
        sim.press(app, (None,))
        _continues(App, nvm, app.game)


def test_rift_autoplay_out_of_heap_plays_on_with_legal_moves():
    bot = load("core.rift.bot")  # the module the app looks up, not a package attribute
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _begun(App, nvm, "Rift of Portals", (), 1)
        sim.press(app, ("BACK",))  # the game menu
        legal = app.game.legal_moves()
        thinkers = _Thinkers(bot, ("device",), 1)
        try:
            sim.press(app, appkeys.label(app, app.current.menu, "Autoplay"))
            sim.press(app, appkeys.label(app, app.current.menu, "Yes, autoplay"))
            move, view, seed, shown = _bot_move(app, sim)
        finally:
            thinkers.undo()
        assert thinkers.levels == ["device"]  # nothing is cheaper: a drawn move
        assert move == legal[seed % len(legal)] and "low memory: any move" in shown
        _bot_move(app, sim)  # autoplay goes on thinking
        sim.press(app, (None,))
        assert app.game.history == _replayed(app.game).history
        _continues(App, nvm, app.game)


def _saved_venice(App, nvm):
    """A Venice game, two of the person's moves in, saved; then a power
    cut: the new App at its main menu (Continue first), and the game."""
    app, sim = _begun(App, nvm, "Twilight of Venice", [("South", "South: person")], 2)
    game = app.game
    app, sim = _board(App, nvm, fresh=True)
    return app, sim, game


def _back_in_the_menu(app, sim, note):
    assert app.current is app.menu and app.game is None
    sim.press(app, (None,))  # the menu's first frame
    lines = sim.lines()[0]
    assert lines[0] == "Twilight Board" and lines[1] == "Continue", lines
    assert lines[4] == note, lines


def test_a_game_that_cannot_load_goes_back_to_the_menu_and_can_continue_later():
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim, game = _saved_venice(App, nvm)
        sim.press(app, ("OK",))  # Continue: the title's program loads a module a frame
        loading = sys.modules["firmware.loading"]
        real = loading.load
        imports = []

        def failing_load(name):
            imports.append(name)
            if len(imports) == 3:
                sys.modules["core.half_loaded"] = sys  # what it pulled in so far
                out_of_heap()
            return real(name)

        loading.load = failing_load  # (the reload into the menu drops this module)
        _wait(app, sim, lambda: app.current is app.menu)
        assert len(imports) == 3
        assert "core.half_loaded" not in sys.modules  # gone with the program
        _back_in_the_menu(app, sim, "not enough memory")
        sim.press(app, ("OK",))  # Continue again, with the heap to do it
        _wait(app, sim, lambda: _playing(app))
        assert app.game.snapshot() == game.snapshot()


def test_a_resume_that_runs_out_of_heap_leaves_the_saved_game_in_flash():
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim, game = _saved_venice(App, nvm)
        from firmware.store import between  # Store.resume's module, kept (not fresh)
        app, sim = _board(App, nvm)
        failing = Failing(between, "resume")
        sim.press(app, ("OK",))
        _wait(app, sim, lambda: app.current is app.menu)
        failing.undo()
        assert failing.failed == 1
        _back_in_the_menu(app, sim, "not enough memory")
        _continues(App, nvm, game)


def test_a_game_screen_out_of_heap_is_resumed_from_flash_where_it_was():
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _begun(App, nvm, "Twilight Dance", [("SIS", "SIS: person")], 3)
        _wait(app, sim, lambda: app.current.state in (play.PICK, play.HAND))
        game, screen = app.game, app.current
        failing = Failing(screen, "draw")
        reloading = Failing(app.app, "load")  # the first try to resume it fails too
        sim.press(app, (None, None, None))  # the frame that fails, the retry, the next
        assert failing.failed == 1 and reloading.failed == 1 and reloading.calls == 2
        assert app.reloads == 2 and type(app.current).__name__ == "Loading"  # resumed afresh
        _wait(app, sim, lambda: _playing(app) and app.current is not screen)
        assert app.current.state == play.HAND  # the mover takes the turn again
        assert app.game.history == game.history and app.game.snapshot() == game.snapshot()
        _person_moves(app, sim, 1)  # and the game goes on
        _continues(App, nvm, app.game)


def test_a_move_stopped_half_way_is_undone_and_can_be_played_again():
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _begun(App, nvm, "Rift of Portals", (), 2)
        game = app.game
        history = list(game.history)
        move = game.legal_moves()[0]
        # The rules apply the move, then the heap runs out before the
        # history records it: the state is a move ahead of its history.
        applying = Failing(game, "_apply", after=True)
        for token in app.current.board.tokens(move):
            sim.press(app, appkeys.place(app, app.current.chooser, token) if type(token) is int
                      else appkeys.label(app, app.current.chooser, token))
        assert applying.failed == 1 and game.history == history
        assert game.snapshot() != _replayed(game).snapshot()  # half-changed
        _wait(app, sim, lambda: _playing(app) and app.game is not game)
        assert app.game.history == history
        assert app.game.snapshot() == _replayed(app.game).snapshot()
        sim.press(app, appkeys.go_on(app))
        sim.press(app, appkeys.move(app, move))  # the same move, played whole
        sim.press(app, (None,))
        assert app.game.history == history + [move]
        _continues(App, nvm, app.game)


def test_the_options_code_goes_once_the_game_is_saved_and_it_still_resumes():
    # core.options checks a game's options and writes them in its first
    # save; through the rest of the game a Pico needs the heap (app bench).
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _begun(App, nvm, "Twilight Dance", (), 2)
        assert "core.options" not in sys.modules
        assert app.game.options == new_game("dance", 0).options  # the menu's defaults
        _continues(App, nvm, app.game)


def test_a_save_out_of_heap_is_tried_again_next_frame():
    nvm = Flash()
    with mpdevice.StandIns() as App:
        app, sim = _begun(App, nvm, "Rift of Portals", (), 1)
        screen = app.current
        failing = Failing(app.store, "save_game")
        sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
        sim.press(app, (None,))  # this frame's save runs out of heap
        assert failing.failed == 1 and app.unsaved and _status(sim) == "low memory"
        sim.press(app, (None,))  # saved now
        failing.undo()
        assert failing.calls == 2 and not app.unsaved
        assert app.current is screen  # the screen went on untouched
        _continues(App, nvm, app.game)


def _to_the_last_move(app, sim):
    """Rift played to the move before its end; that move."""
    while True:
        _wait(app, sim, lambda: app.current.state in (play.PICK, play.NOTE))
        sim.press(app, appkeys.go_on(app))
        move = app.game.legal_moves()[0]
        after = app.game.copy()
        after.play(move)
        if after.is_over():
            return move
        sim.press(app, appkeys.move(app, move))


def test_a_finished_game_is_counted_once_when_counting_runs_out_of_heap():
    for after in (False, True):  # before the statistics are written, or after
        nvm = Flash()
        with mpdevice.StandIns() as App:
            app, sim = _begun(App, nvm, "Rift of Portals")
            move = _to_the_last_move(app, sim)
            failing = Failing(app.store, "end_game", after=after)
            sim.press(app, appkeys.move(app, move))
            _wait(app, sim, lambda: app.current is app.menu)
            failing.undo()
            assert failing.failed == 1
            assert app.store.stats()["rift.played"] == 1
            assert "Continue" not in sim.lines()[0]
            app, sim = _board(App, nvm)  # a power cut: still counted once
            assert app.store.stats()["rift.played"] == 1 and sim.lines()[0][1] != "Continue"


def test_the_menu_out_of_heap_goes_on_answering_keys():
    with mpdevice.StandIns() as App:
        app, sim = _board(App, Flash())
        failing = Failing(app.menu, "draw")
        sim.press(app, (None, None))
        assert failing.failed == 1 and app.current is app.menu and _status(sim) == "low memory"
        sim.press(app, ("MENU",))
        assert sim.lines()[1] == 2  # the highlight moved on


def test_a_demo_out_of_heap_ends_and_the_next_one_follows():
    from firmware.demo import Demo
    with mpdevice.StandIns() as App:
        app, sim = _board(App, Flash())
        sim.advance(61000)  # idle in the menu: the demo starts
        _wait(app, sim, lambda: type(app.current).__name__ == "Play")
        demo = app.current
        assert demo.demo
        Failing(demo, "draw")
        sim.press(app, (None, None))  # the menu's program, saying so
        assert app.current is app.menu and app.game is None
        assert _status(sim) == "low memory"
        sim.advance(61000)  # idle again: the next demo
        sim.press(app, (None,))
        assert isinstance(app.current, Demo)
        _wait(app, sim, lambda: type(app.current).__name__ == "Play" and app.current is not demo)


def test_handling_a_frame_out_of_heap_needs_no_heap():
    # What runs right after the MemoryError must not allocate: the frame's
    # handler, and a bot falling back a level (this interpreter frees
    # nothing inside one call, so mem_alloc counts every allocation).
    micropython_only()
    with mpdevice.StandIns() as App:
        app, sim = _board(App, Flash())
        _start(app, sim, "Twilight Dance", [("Turns", "Turns: 8"), ("SIS", "SIS: bot hard")])
        _person_moves(app, sim, 1)
        _wait(app, sim, lambda: app.current.state == play.BOT)
        turn = app.current.turn
        app = app.app  # the program's App itself (the board's forwarding allocates)
        before = gc.mem_alloc()
        app._short()
        level = turn._short()
        used = gc.mem_alloc() - before
        assert used == 0 and level is None and turn.level == "normal", used
        assert app.broken == "dance" and app.status == "low memory"
