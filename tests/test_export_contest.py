"""A finished contest's exported record and its statistics per name
(firmware/play/contest.py, firmware/store/export.py, firmware/store/tally.py, firmware/store/stats_lines.py)."""
from core import record
from core.rift import contest as rules
from core.rng import Rng
from firmware.store import stats_lines, tally
from tests.test_app_bot_secrets import Instant
from tests.test_app_contest import begin, run
from tests.test_app_seats import Board
from tools import play as cli
from tools.sim.mpdevice import StandIns


def test_a_finished_contest_exports_one_record_that_replays_every_players_game(tmp_path):
    with StandIns() as App, Instant():
        board = Board(App, "full")
        board.app.device.records = str(tmp_path)
        begin(board, ["Ann", "Bot", "Cy"], ring=4)
        played = []  # each player's game, as its screen plays it

        def note(b):
            game = getattr(b.app.current, "game", None)
            if type(b.app.current).__name__ in ("Play", "Hidden") and (
                    not played or game is not played[-1]):
                played.append(game)
        run(board, Rng(4), lambda b: note(b) or False)
    (path,) = (tmp_path / "records").iterdir()
    assert path.name == "0001-rift-contest.txt"
    names, games = rules.load(path.read_text())
    assert names == ["Ann", "Bot", "Cy"] and all(g.options["ring"] == 4 for g in games)
    assert [g.history for g in games] == [g.history for g in played]
    # the terminal steps through it, each game in turn, then the ranking
    shown = []
    cli.replay(path.read_text(), lambda prompt: "", type("Out", (), {"write": shown.append})())
    assert "=== contest ranking ===" in "".join(shown)
    # each player's part is an ordinary record
    assert record.load(path.read_text().split("\n", 1)[1].split("end ", 1)[0] + "end " +
                       path.read_text().split("end ", 1)[1].split("\n", 1)[0] + "\n").history \
        == played[0].history


def test_statistics_count_each_name_apart_from_single_games():
    stats = {"rift.played": 2}
    stats = tally.tally_contest(stats, ["Ann", "Bot"], [(1, 20, 0, 0), (0, 25, 3, 4)])
    stats = tally.tally_contest(stats, ["Bot", "Ann", "Cy"], [(0, 9, 1, 1), (0, 9, 1, 1), (0, 3, 0, 1)])
    assert stats == {"rift.played": 2, "rift.contest.played": 2,
                     "rift.contest.Ann.played": 2, "rift.contest.Ann.first": 2, "rift.contest.Ann.won": 1,
                     "rift.contest.Bot.played": 2, "rift.contest.Bot.first": 1,
                     "rift.contest.Cy.played": 1}
    shown = stats_lines.lines(stats, ("dance", "venice", "rift"))
    assert shown[-4:] == ["Contests: 2 played", " Ann 2: 2 1st 1 won", " Bot 2: 1 1st 0 won",
                          " Cy 1: 0 1st 0 won"]
    assert max(len(line) for line in shown) <= 21
