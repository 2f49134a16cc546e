"""The terminal player: a scripted session plays, refuses, undoes, saves and replays."""
import io
import subprocess
import sys

from core import new_game, record
from tools import play as cli
def script(lines):
    """A prompt reader that answers with ``lines`` then end-of-input."""
    lines = list(lines)
    return lambda prompt: lines.pop(0) if lines else None


def test_session_plays_refuses_and_undoes():
    game = new_game("rift", 3)
    out = io.StringIO()
    first = game.legal_moves()[0]
    end = cli.play(game, script([first, "build 99 A", "1", "undo", "moves", "quit"]), out)
    text = out.getvalue()
    assert "played: " + first in text
    assert "illegal move 'build 99 A'" in text
    assert "quit: game left after 1 moves" in text  # the undo took the second move back
    assert end.history == [first] and text.count("played: ") == 2


def test_undo_returns_to_the_previous_position():
    game = new_game("venice", 8)
    before = game.snapshot()
    end = cli.play(game, script(["1", "undo"]), io.StringIO(), seats=[None, "easy"])
    assert end.history == [] and end.snapshot() == before


def test_move_numbers_out_of_range_are_explained():
    out = io.StringIO()
    game = cli.play(new_game("rift", 1), script(["999"]), out)
    assert "no move number 999" in out.getvalue() and game.history == []


def test_save_and_replay(tmp_path):
    path = tmp_path / "rift.txt"
    game = cli.play(new_game("rift", 6), script(["1"] * 5 + ["save %s" % path]), io.StringIO())
    assert len(game.history) == 5
    assert record.load(path.read_text()).snapshot() == game.snapshot()
    shown = io.StringIO()
    replayed = cli.replay(path.read_text(), script([""] * 10), shown)
    assert replayed.snapshot() == game.snapshot()
    stopped = cli.replay(path.read_text(), script(["", "q"]), io.StringIO())
    assert stopped.history == game.history[:1]


def test_every_game_renders_for_each_player():
    for name in ("dance", "venice", "rift"):
        game = new_game(name, 2)
        render = cli.renderer(name)
        for player in ((0, 1) if name != "rift" else (0,)):
            text = render(game.view(player))
            assert isinstance(text, str) and text.count("\n") >= 2


def test_command_line_reports_bad_options():
    proc = subprocess.run([sys.executable, "-m", "tools.play", "rift", "ring=5"],
                          capture_output=True, text=True, input="")
    assert proc.returncode == 2 and "ring" in proc.stderr


def test_each_game_module_imports_alone():
    for name in ("dance", "venice", "rift"):
        code = ("import sys, core.%s; others = [m for m in sys.modules if m.startswith('core.')"
                " and m not in ('core.%s', 'core.game', 'core.options', 'core.rng')"
                " and not m.startswith('core.%s_')]; assert not others, others" % (name, name, name))
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr


def test_replay_reads_both_record_versions():
    from tests.test_record_versions import pinned_tb1_records
    old = pinned_tb1_records()[2]
    new = record.dump(record.load(old))
    assert old.startswith("TB1 ") and new.startswith("TB2 ")
    for text in (old, new):
        shown = io.StringIO()
        replayed = cli.replay(text, script([""] * 60), shown)
        assert replayed.history == old.split("\n")[1:-2]
