"""Take-back and what outlives the screen: the save, a power cut in it, the
exported record and the statistics, and a take-back out of heap. CPython
(the records go to a real folder; a cut at many flash steps replays many
games).
"""
import os
import tempfile

from core import new_game, record
from core.rng import Rng
from firmware import play
from firmware.store.store import Store
from tests.power import Ledger
from tests.test_app_bot_secrets import Instant, _seats
from tests.test_app_takeback import _continued, _offers, _picking, _position, _power_up, _until
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash, PowerCut


def _moved_and_replied(App, image, game, seats):
    """A board continued from flash ``image`` (holding ``game``) after the
    person's first legal move and the bot's reply."""
    chip = Flash(len(image), image)
    app, sim, _ = _continued(App, "full", None, seats, chip)
    sim.press(app, appkeys.move(app, game.legal_moves()[0]))
    _until(app, sim, lambda: _picking(app) and len(app.game.history) == len(game.history) + 2)
    sim.press(app, (None,))  # the frame that saves the reply
    return app, sim, chip


def _venice_saved():
    """A Venice game against an easy bot three moves in, its seats, and
    the flash image that holds it."""
    game = _position("venice", 11, 0, 3)
    seats = _seats(0, "easy")
    flash = Flash()
    Store(flash).save_game(game, seats)
    return game, seats, bytes(flash.mem)


def test_a_cut_during_a_take_back_resumes_the_whole_or_the_shortened_game():
    with mpdevice.StandIns() as App, Instant():
        game, seats, image = _venice_saved()
        app, sim, chip = _moved_and_replied(App, image, game, seats)
        whole = list(app.game.history)
        start = chip.steps
        sim.press(app, appkeys.game_menu(app, "Take back"))
        total = chip.steps - start
        assert total > 20 and app.game.history == game.history
        assert Store(chip).resume()[0].history == game.history  # a cut just after
        found = set()
        for steps in list(range(0, total, 1 + total // 12)) + [total - 1]:
            app, sim, chip = _moved_and_replied(App, image, game, seats)
            try:
                for key in appkeys.game_menu(app, "Take back"):
                    if key == "OK":  # the press that takes back and saves
                        chip.cut(steps, partial=steps % 2 == 1)
                    sim.press(app, (key,))
                raise AssertionError("no cut at step %d of %d" % (steps, total))
            except PowerCut:
                pass
            chip.cut(None)
            saved = Store(chip).resume()[0].history
            assert saved in (whole, game.history), (steps, saved)
            found.add(len(saved))
        assert len(whole) in found  # cut before it committed: the game as it was


def test_the_power_cut_ledger_holds_the_game_a_take_back_saved_in_its_frame():
    # A take-back saves the shortened game at once, in the middle of its
    # frame (firmware/play/takeback.py), not in the frame after as a move's
    # save: the power-cut ledger (tests/power.py) must hold that game, or
    # after a cut it expects the whole game where Continue gives the
    # shortened one (tests/test_app_fuzz.py, session seed 137), or no game
    # where a game just started is taken back in its loading frame.
    with mpdevice.StandIns() as App, Instant():
        game, seats, image = _venice_saved()
        app, sim, chip = _moved_and_replied(App, image, game, seats)
        ledger = Ledger()
        ledger.held = ("venice", game.seed, game.options, seats, list(app.game.history))
        for key in appkeys.game_menu(app, "Take back"):
            sim.tap(key)
            sim.advance(20)
            ledger.frame(app)
        assert app.game.history == game.history
        app, sim = _power_up(App, "full", chip)  # the power goes right after
        ledger.check(app)
        assert ledger.held[4] == game.history


def test_a_move_taken_back_is_in_no_exported_record_and_no_statistic():
    with mpdevice.StandIns() as App, Instant():
        folder = tempfile.mkdtemp()
        device, sim = mpdevice.make("lite", Flash())
        device.records = folder
        app = Board(device, seed=7)
        app.step()
        sim.press(app, appkeys.start(app, "Twilight Dance", [("Turns", "Turns: 8")]))
        _until(app, sim, lambda: _picking(app))
        legal = app.game.legal_moves()
        at = len(app.game.history)
        sim.press(app, appkeys.move(app, legal[0]))
        _until(app, sim, lambda: _picking(app))
        sim.press(app, appkeys.game_menu(app, "Take back"))
        assert len(app.game.history) == at
        sim.press(app, appkeys.move(app, legal[-1]))
        rng = Rng(7)
        while app.current.state != play.END:
            if _picking(app):
                moves = app.game.legal_moves()
                sim.press(app, appkeys.move(app, moves[rng.below(len(moves))]))
            else:
                sim.press(app, ("OK",) if app.current.state == play.NOTE else (None,))
        played = app.game
        sim.press(app, appkeys.end(app))
        names = os.listdir(os.path.join(folder, "records"))
        assert names == ["0001-dance.txt"]
        with open(os.path.join(folder, "records", names[0])) as f:
            exported = record.load(f.read())
        assert exported.history == played.history and exported.history[at] == legal[-1]
        assert exported.snapshot() == played.snapshot()
        stats = app.store.stats()
        assert stats["dance.played"] == 1 and app.store.game_name() is None


def test_a_take_back_out_of_heap_changes_nothing_and_can_be_tried_again():
    with mpdevice.StandIns() as App, Instant():
        game = _position("dance", 12, 1, 2)
        seats = _seats(1, "normal")
        app, sim, flash = _continued(App, "full", game, seats)
        sim.press(app, appkeys.move(app, game.legal_moves()[0]))
        _until(app, sim, lambda: _picking(app))
        sim.press(app, (None,))
        whole, saved = app.game, app.store.game_record()
        real = app.store.save_game

        def short(*args):
            raise MemoryError
        app.store.save_game = short
        sim.press(app, appkeys.game_menu(app, "Take back"))
        assert app.game is whole and app.current.game is whole and _picking(app)
        assert app.store.game_record() == saved and sim.lines()[0][4] == "low memory"
        sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
        whole, saved = app.game, app.store.game_record()
        assert app.current.state == play.BOT
        sim.press(app, appkeys.game_menu(app, "Take back"))  # while the bot thinks
        assert app.game is whole and app.store.game_record() == saved
        assert app.current.state == play.BOT
        _until(app, sim, lambda: _picking(app))  # the bot thought again and moved
        assert len(app.game.history) == len(game.history) + 4
        app.store.save_game = real
        assert "Take back" in _offers(app, sim)
        sim.press(app, appkeys.game_menu(app, "Take back"))
        assert len(app.game.history) == len(game.history) + 2
        sim.press(app, appkeys.game_menu(app, "Take back"))
        assert app.game.snapshot() == game.snapshot()
        assert app.store.game_record() == (record.dump(game), seats)
