"""The app's saved game, settings and statistics across power cuts.

The real app runs on the stand-in hardware of tools/sim/mpdevice.py over the
RP2040 nvm model of tools/sim/flashmodel.py. A power cut is a new App on the
same flash (or a copy of it, to go on playing the first): its main menu
must offer "Continue", which must give back the very game (snapshot and
views), behind the hand-over screen of the player to move in a two-player
game. Also: a cut in the middle of a save, a finished game counted once,
settings kept, statistics reset only after confirming, a damaged store
reported once. Runs on CPython and MicroPython.
"""
from core.rng import Rng
from firmware import play
from firmware.menu import LEVELS
from firmware.store import launch
from firmware.store.store import Store
from tools.sim import appkeys
from tools.sim.board import Board
from tools.sim import mpdevice
from tools.sim.flashmodel import Backup, Flash, PowerCut

MICROPYTHON = True





def _boot(App, flash, build="full", backup=None):
    """Power up on ``flash``: a new App, its first frame drawn."""
    device, sim = mpdevice.make(build, flash, backup)
    app = Board(device, seed=5)
    app.step()
    return app, sim


def _move(app, sim, rng):
    """OK through hand-overs and notices, then a random legal move picked
    through the keys, then one frame (the one that saves it). False when
    the game is over instead."""
    sim.press(app, appkeys.go_on(app))
    if app.current.state == play.END:
        return False
    moves = app.game.legal_moves()
    sim.press(app, appkeys.move(app, moves[rng.below(len(moves))]))
    sim.press(app, (None,))
    return True


def _continue(App, flash, build, game, backup=None):
    """Power up on ``flash``, press Continue; check the resumed game is
    ``game`` as the player to move sees it; the new (app, sim)."""
    app, sim = _boot(App, flash, build, backup)
    lines, marked = sim.lines()
    assert lines[1] == "Continue" and marked == 1, lines
    sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
    for _ in range(40):
        if app.game is not None:
            break
        sim.press(app, (None,))
    assert app.game.snapshot() == game.snapshot()
    mover = game.to_move()
    assert app.game.view(mover) == game.view(mover)
    if app.current.two:
        assert app.current.state == play.HAND
        assert sim.lines()[0][0] == "Pass to " + app.current.board.side(mover)
    else:
        assert app.current.state == play.PICK
    return app, sim


def _titles(app):
    return [t for t in app.menu.chooser.labels]


def test_a_cut_after_every_move_of_a_dance_resumes_it():
    with mpdevice.StandIns() as App:
        flash = Flash()
        app, sim = _boot(App, flash, "lite")
        assert "Continue" not in _titles(app)
        sim.press(app, appkeys.start(app, "Twilight Dance", [("Turns", "Turns: 8"), ("SIS", "SIS: person")]))
        sim.press(app, (None,))
        _continue(App, flash.clone(), "lite", app.game)  # before any move
        rng = Rng(3)
        while _move(app, sim, rng):
            if not app.game.is_over():
                _continue(App, flash.clone(), "lite", app.game)
        # Over: counted once, forgotten, no Continue.
        again, _ = _boot(App, flash.clone(), "lite")
        assert "Continue" not in _titles(again)
        stats = again.store.stats()
        winner = app.game.result()["winner"]
        assert stats["dance.played"] == 1
        assert stats["dance.draw" if winner is None else "dance.win." + ("kgb", "sis")[winner]] == 1


def _resumed_twice(title, settings, build, cuts):
    """Play ``title``; at each move number in ``cuts`` the power goes and
    the game goes on in the App that continued it. It ends once."""
    with mpdevice.StandIns() as App:
        flash = Flash()
        app, sim = _boot(App, flash, build)
        sim.press(app, appkeys.start(app, title, settings))
        rng = Rng(7)
        while _move(app, sim, rng):
            if len(app.game.history) in cuts:
                app, sim = _continue(App, flash, build, app.game)
        game = app.game
        sim.press(app, appkeys.end(app))
        assert "Continue" not in _titles(app)
        assert app.store.stats()[game.NAME + ".played"] == 1
        return game


def test_venice_goes_on_after_cuts_at_a_few_moves():
    _resumed_twice("Twilight of Venice", [("South", "South: person")], "full", (1, 9, 30))


def test_rift_goes_on_after_cuts_and_counts_its_score():
    _resumed_twice("Rift of Portals", [("Ring", "Ring: 3")], "lite", (2, 17))


def test_a_cut_during_a_save_resumes_the_previous_or_the_new_position():
    with mpdevice.StandIns() as App:
        flash = Flash()
        app, sim = _boot(App, flash)
        sim.press(app, appkeys.start(app, "Rift of Portals"))
        rng = Rng(2)
        for _ in range(3):
            _move(app, sim, rng)
        image = bytes(flash.mem)
        game = app.game
        before = list(game.history)
        steps = 0
        while True:  # a cut at every flash step of the next move's save
            chip = Flash(len(image), image)
            app, sim = _continue(App, chip, "full", game)
            sim.press(app, appkeys.move(app, app.game.legal_moves()[0]))
            after = list(app.game.history)
            chip.cut(steps, partial=steps % 2 == 1)
            try:
                app.step()
            except PowerCut:
                store = Store(chip)
                saved = store.resume()[0].history
                assert saved == before or saved == after, (steps, saved)
                steps += 1
                continue
            break
        assert steps > 5  # the save really was cut at many points


def _in_the_game(flash, backup):
    """Power up on ``flash`` with Continue asked for (the launch request the
    menu writes, docs/memory.md): the title's program, the game on; its
    (app, sim)."""
    launch.resume(Store(flash, backup))
    app, sim = _boot(None, flash, "full", backup)
    for _ in range(40):
        if app.game is not None:
            return app, sim
        sim.press(app, (None,))
    raise AssertionError("the saved game did not come back")


def test_a_cut_inside_a_sector_rewrite_mid_game_still_continues_the_game():
    # A big statistics table leaves room for a few moves only, so a save
    # mid-game rewrites the sector: with the backup on the drive, a cut
    # anywhere in it (file, erase, header, body) still shows "Continue".
    with mpdevice.StandIns():
        flash = Flash()
        Store(flash).save_stats(dict(("t.key%03d" % i, 10 ** 6 + i) for i in range(200)))
        app, sim = _boot(None, flash, "full", Backup(flash))
        sim.press(app, appkeys.start(app, "Rift of Portals"))
        rng = Rng(4)
        while True:  # the first move whose save, in the game continued, rewrites
            image, before = bytes(flash.mem), app.game.copy()
            assert _move(app, sim, rng)
            if not before.history:
                continue  # not the game's start
            move = app.game.history[-1]
            probe = Flash(len(image), image)
            probing, shown = _in_the_game(probe, Backup(probe))
            erases, start = probe.erases, probe.steps
            shown.press(probing, appkeys.move(probing, move))
            shown.press(probing, (None,))
            if probe.erases > erases:
                break
        after = list(app.game.history)
        erase = probe.erase_steps[-1] - start
        lost = 0
        for k in (1, erase - 1, erase, erase + 1, erase + 9, probe.steps - start - 1):
            chip = Flash(len(image), image)
            files = Backup(chip)
            app, sim = _in_the_game(chip, files)
            chip.cut(k, True)
            try:
                sim.press(app, appkeys.move(app, move))
                sim.press(app, (None,))
                raise AssertionError("no power cut at step %d" % k)
            except PowerCut:
                pass
            chip.cut(None)
            lost += Store(chip.clone()).status != "ok"  # without the backup
            saved = Store(chip, files).resume()[0]
            assert saved.history in (before.history, after), k
            _continue(None, chip, "full", saved, files)
        assert lost >= 3


def test_settings_survive_a_restart():
    with mpdevice.StandIns() as App:
        flash = Flash()
        app, sim = _boot(App, flash)
        sim.press(app, appkeys.label(app, app.menu.chooser, "Brightness 5/5"))
        sim.press(app, appkeys.label(app, app.menu.chooser, "Brightness 1/5"))
        sim.press(app, appkeys.start(app, "Twilight Dance", [("Turns", "Turns: 16"), ("Moles", "Moles: loyal"), ("SIS", "SIS: person")]))
        again, sim = _boot(App, flash)
        assert again.device.lights.brightness == LEVELS[1]
        assert "Brightness 2/5" in _titles(again)
        assert "Keys: full build" in _titles(again)
        sim.press(again, appkeys.label(again, again.menu.chooser, "Twilight Dance"))
        assert _titles(again)[:2] == ["Turns: 16", "Moles: loyal"]


def test_reset_statistics_asks_first():
    with mpdevice.StandIns() as App:
        flash = Flash()
        Store(flash).save_stats({"dance.played": 3, "dance.win.kgb": 2, "dance.draw": 1,
                                 "rift.played": 1, "rift.loss": 1, "rift.best": 31,
                                 "rift.streak": 0, "rift.streak.best": 0})
        app, sim = _boot(App, flash)
        sim.press(app, appkeys.label(app, app.menu.chooser, "Statistics"))
        stats = app.current
        assert sim.lines()[0][:4] == ["Statistics", "Dance: 3 played", "KGB won: 2", "SIS won: 0"]
        assert "drawn: 1" in stats.chooser.labels and "best score: 31" in stats.chooser.labels
        sim.press(app, appkeys.label(app, stats.chooser, "Reset statistics"))
        assert sim.lines()[0][:3] == ["Reset statistics?", "No, keep them", "Yes, reset"]
        sim.press(app, appkeys.label(app, stats.chooser, "No, keep them"))
        assert app.store.stats()["dance.played"] == 3
        sim.press(app, appkeys.label(app, stats.chooser, "Reset statistics"))
        sim.press(app, ("BACK",))  # BACK is "no" too
        assert sim.lines()[0][0] == "Statistics" and app.store.stats()["rift.best"] == 31
        sim.press(app, appkeys.label(app, stats.chooser, "Reset statistics"))
        sim.press(app, appkeys.label(app, stats.chooser, "Yes, reset"))
        assert sim.lines()[0][:2] == ["Statistics", "no games finished"]
        assert Store(flash).stats() == {}
        sim.press(app, ("BACK",))
        assert sim.lines()[0][0] == "Twilight Board"


def test_a_damaged_store_is_reported_once_and_the_board_plays():
    with mpdevice.StandIns() as App:
        flash = Flash()
        store = Store(flash)
        store.save_settings({"brightness": 0})
        flash.mem[9] ^= 0x10  # the header's generation: its CRC fails
        app, sim = _boot(App, flash)
        lines = sim.lines()[0]
        assert lines[0] == "Saved data"
        assert " ".join(lines[1:4]).strip() == "Saved data was damaged: starting afresh"
        sim.press(app, ("MENU",))
        assert sim.lines()[0][0] == "Saved data"  # only OK dismisses it
        sim.press(app, ("OK",))
        assert sim.lines()[0][0] == "Twilight Board"
        sim.press(app, appkeys.start(app, "Rift of Portals"))
        assert _move(app, sim, Rng(1))
        _continue(App, flash, "full", app.game)  # the menu at once: not reported again
