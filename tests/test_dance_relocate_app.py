"""The advanced Dance game on the board: the options screen offers
"Relocate: own/any" (firmware/games.py), and with "any" a player relocates
the other side's piece with the keys, in both builds; after a power cut
Continue gives back the advanced game."""
from tools.sim import appkeys
from tools.sim.board import Board
from tools.sim import mpdevice
from tools.sim.flashmodel import Flash

MICROPYTHON = True


def _boot(App, build, flash):
    device, sim = mpdevice.make(build, flash)
    app = Board(device, seed=5)
    app.step()
    return app, sim


def test_relocate_any_is_chosen_and_played_with_the_keys_in_both_builds():
    for build in ("full", "lite"):
        with mpdevice.StandIns() as App:
            flash = Flash()
            app, sim = _boot(App, build, flash)
            sim.press(app, appkeys.label(app, app.menu.chooser, "Twilight Dance"))
            assert "Relocate: own" in app.menu.chooser.labels  # the basic game by default
            sim.press(app, iter(["BACK"]))
            sim.press(app, appkeys.start(app, "Twilight Dance", [
                ("Relocate", "Relocate: any"), ("KGB", "KGB: person"), ("SIS", "SIS: person")]))
            assert app.game.options["relocate"] == "any", build
            for move in ("place KA OSL", "move OSL CPH"):  # SIS moves KGB's agent
                sim.press(app, appkeys.go_on(app))
                assert move in app.game.legal_moves()
                sim.press(app, appkeys.move(app, move))
                assert app.game.history[-1] == move, build
                sim.press(app, (None,))  # the frame that saves it
            played = app.game
            app, sim = _boot(App, build, flash)  # a power cut
            sim.press(app, appkeys.label(app, app.menu.chooser, "Continue"))
            for _ in range(40):
                if app.game is not None:
                    break
                sim.press(app, (None,))
            assert app.game.options["relocate"] == "any" and app.game.snapshot() == played.snapshot()
