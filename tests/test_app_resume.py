"""The desktop simulator keeps its nvm in a file, as the board keeps it in
flash: a game closed mid-way shows "Continue" on the OLED at the next start
and resumes; a finished game is counted, forgotten and exported as a record
``core.record.load`` reads. Also how finished games are counted
(firmware/store/tally.py). CPython only.
"""
import os
import tempfile

from core import new_game, record
from firmware import play
from firmware.store.stats_lines import lines
from firmware.store.tally import tally
from tests import test_app_driver
from tests.test_app_driver import go_on, menu_start, oled_lines, pick_label, play_move, tap
from tools.sim.headless import make_sim_device
from tools.sim.flash import FileFlash
from tools.sim.board import Board


def _nvm_file():
    """A new file for the simulated board's nvm, blank until written."""
    return os.path.join(tempfile.mkdtemp(), "nvm.bin")


def _power_up(path, records=None, build="full"):
    if not test_app_driver._GLYPHS:
        test_app_driver._learn()  # before: one simulated display at a time
    device, sim = make_sim_device(build, nvm=FileFlash(path), records=records)
    app = Board(device, seed=4)
    app.step()
    return app, sim


def test_a_closed_simulator_continues_its_game_from_the_file():
    path = _nvm_file()
    app, sim = _power_up(path)
    with sim:
        menu_start(app, sim, "Twilight of Venice", [("South", "South: person")])
        for _ in range(5):
            go_on(app, sim)
            play_move(app, sim, app.game.legal_moves()[-1])
            tap(app, sim, None)  # the frame that saves
        game = app.game
    app, sim = _power_up(path)
    with sim:
        lines_, marked = oled_lines(sim)
        assert lines_[1] == "Continue" and marked == 1
        tap(app, sim, "OK")
        for _ in range(30):
            tap(app, sim, None)
        assert app.game.snapshot() == game.snapshot()
        mover = game.to_move()
        assert oled_lines(sim)[0][0] == "Pass to " + ("North", "South")[mover]
        tap(app, sim, "OK")
        assert app.game.view(mover) == game.view(mover)
        assert app.current.state == play.PICK


def test_a_finished_game_is_counted_forgotten_and_exported():
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "nvm.bin")
    app, sim = _power_up(path, records=folder, build="lite")
    with sim:
        menu_start(app, sim, "Rift of Portals")
        while True:
            go_on(app, sim)
            if app.current.state == play.END:
                break
            play_move(app, sim, app.game.legal_moves()[0])
            tap(app, sim, None)
        game = app.game
        while app.current is not app.menu:
            tap(app, sim, "OK")
        assert "Continue" not in oled_lines(sim)[0]
    names = os.listdir(os.path.join(folder, "records"))
    assert names == ["0001-rift.txt"]
    with open(os.path.join(folder, "records", names[0])) as f:
        again = record.load(f.read())
    assert again.snapshot() == game.snapshot()
    app, sim = _power_up(path, build="lite")
    with sim:
        assert oled_lines(sim)[0][1] == "Twilight Dance"  # no Continue
        stats = app.store.stats()
        assert stats["rift.played"] == 1 and stats["rift.best"] == game.result()["scores"][0]
        pick_label(app, sim, app.menu.chooser, "Statistics")
        assert oled_lines(sim)[0][:2] == ["Statistics", "Rift: 1 played"]


def _over(name, seed, **options):
    """A finished game of ``name``: the first legal move every ply."""
    game = new_game(name, seed, **options)
    while not game.is_over():
        game.play(game.legal_moves()[0])
    return game


def test_counting_two_humans_by_side_and_one_human_with_a_streak():
    dance = _over("dance", 1, turns=8)
    winner = dance.result()["winner"]
    stats = tally({"dance.played": 2}, dance, "human,human")
    side = "dance.draw" if winner is None else "dance.win." + ("kgb", "sis")[winner]
    assert stats == {"dance.played": 3, side: 1}
    rift = _over("rift", 2)
    result = rift.result()
    won = bool(result["winner"])
    stats = tally({"rift.best": 10 ** 6, "rift.streak": 4, "rift.streak.best": 5}, rift, "human")
    assert stats["rift.best"] == 10 ** 6  # a lower score keeps the best
    assert stats["rift.win" if won else "rift.loss"] == 1
    assert stats["rift.streak"] == (5 if won else 0) and stats["rift.streak.best"] == 5
    assert tally({}, rift, "human")["rift.best"] == result["scores"][0]


def test_counting_against_a_bot_by_level():
    dance = _over("dance", 3, turns=8)
    winner = dance.result()["winner"]
    stats = tally({}, dance, "bot:hard,human")
    outcome = "draw" if winner is None else "win" if winner == 1 else "loss"
    assert stats["dance." + outcome + ".hard"] == 1
    assert stats["dance.streak"] == (1 if outcome == "win" else 0)
    text = lines(stats, ("dance", "venice", "rift"))
    words = {"win": "won vs hard bot: 1", "loss": "lost to hard bot: 1", "draw": "drew vs hard bot: 1"}
    assert text[0] == "Dance: 1 played" and words[outcome] in text
    assert all(len(line) <= 21 for line in text)


def test_a_game_left_to_autoplay_goes_on_by_autoplay_after_a_power_cut():
    # Autoplay plays the rest of a Rift game: its seat is saved as the bot's,
    # so after a power cut Continue hands it back to the bot, whose game it
    # is when it ends (never counted as the person's).
    path = _nvm_file()
    app, sim = _power_up(path)
    with sim:
        menu_start(app, sim, "Rift of Portals", [("Ring", "Ring: 3")])
        tap(app, sim, "BACK")  # the game menu
        pick_label(app, sim, app.current.menu, "Autoplay")
        pick_label(app, sim, app.current.menu, "Yes, autoplay")
        for _ in range(2000):
            tap(app, sim, None)
            if len(app.game.history) >= 3:
                break
        tap(app, sim, None)  # the frame that saves
        assert app.store.game_record()[1] == "bot:device"
        game = app.game
    app, sim = _power_up(path)
    with sim:
        assert oled_lines(sim)[0][1] == "Continue"
        tap(app, sim, "OK")
        for _ in range(20000):
            tap(app, sim, None)
            if app.game is not None and app.game.is_over():
                break
        assert app.game.history[:len(game.history)] == game.history
        assert app.current.bots == ["device"] and app.current.state == play.END
        stats = dict(app.store.stats())
        tap(app, sim, None)  # counted in the frame after the last move
        assert app.store.stats()["rift.played"] == stats.get("rift.played", 0) + 1
        assert tally(stats, app.game, "bot:device") == app.store.stats()
