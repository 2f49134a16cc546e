"""The terminal player as a two-player tool: hand-over, masking, record, undo, bots, seed, errors."""
import io
import os
import re
import select
import signal
import subprocess
import sys
import time

from core import new_game
from tests.terminal import HAND_OVER, transcript, turns_of, typed
from tools import play as cli

HIDE = "end of your turn: Enter hides your board ('undo' takes the move back) "


def run_cli(args, given=""):
    return subprocess.run([sys.executable, "-m", "tools.play"] + args, capture_output=True,
                          text=True, input=given, timeout=120)


def test_hand_over_prints_nothing_between_the_two_boards():
    game = new_game("venice", 5)
    plies = []
    for _ in range(3):
        plies.append((game.to_move(), [game.legal_moves()[0]]))
        game.play(game.legal_moves()[0])
    text, _ = transcript(new_game("venice", 5), typed(plies) + ["", ""])
    chunks = text.split(HAND_OVER)
    assert len(chunks) == 1 + 1 + len(plies)  # the banner, the first player's turn, one a move
    for before, after in zip(chunks[1:], chunks[2:]):
        side = after.split(" ")[0]
        # the mover hid their board; the next sees nothing before their Enter
        assert before.endswith("played: %s\n%s\n" % (before.split("played: ")[1].split("\n")[0], HIDE))
        assert after.startswith("%s (player %d) ---\n%s: press Enter to see your board \n" % (
            side, ("North", "South").index(side), side))
        assert after.count("Your hand") == 1 and after.index("Your hand") > after.index("press Enter")


def test_hand_over_clears_a_real_terminal():
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    from tools.terminal.session import CLEAR
    out = Terminal()
    lines = ["", "place KA AMS", "", ""]
    cli.play(new_game("dance"), lambda prompt: lines.pop(0) if lines else None, out)
    text = out.getvalue()
    assert text.count(CLEAR) == 1 and CLEAR + HAND_OVER + "SIS" in text and "seed " in text
    assert text.index("You are KGB") < text.index(CLEAR + HAND_OVER + "SIS") < text.index("You are SIS")


def test_the_other_sides_moves_are_masked():
    text, _ = transcript(new_game("dance"), typed([(0, ["place KA AMS"]), (1, ["moves"])]))
    (sis,) = turns_of(text, "SIS")
    assert "Last: place K? AMS" in sis and "KA" not in sis
    # a bot's move as the person may see it: its piece's role masked
    text, end = transcript(new_game("dance", 3), ["1"], [None, "normal"])
    bot = end.history[1]
    before = new_game("dance", 3)
    before.play(end.history[0])
    assert bot.startswith("place S") and bot[7] in "AMD" and before.seen(bot, 0) == "place S?" + bot[8:]
    assert "SIS bot (normal) plays: place S?%s\n" % bot[8:] in text and bot not in text


def test_record_is_masked_until_the_game_is_over():
    turns = [(0, ["place KA AMS"]), (1, ["record", "place SA PRG"])]
    text, end = transcript(new_game("dance", 7, turns=1), typed(turns) + ["record"])
    (sis,) = turns_of(text, "SIS")
    middle = sis.split("> record\n")[1].split("> place SA PRG")[0]
    assert "place K? AMS" in middle and "KA" not in middle and "seed=" not in middle
    over = text.split("game over")[1]
    assert end.is_over() and "TB2 dance seed=7 turns=1" in over and "place KA AMS\nplace SA PRG\n" in over


def test_undo_never_shows_the_other_players_board():
    # SIS, after the hand-over, cannot take KGB's move back (which showed KGB's board)
    turns = [(0, ["place KA AMS"]), (1, ["undo", "record"])]
    text, end = transcript(new_game("dance"), typed(turns))
    after = text.split("> undo\n")[1]
    assert "You are KGB" not in after and "KA" not in after and end.history == ["place KA AMS"]
    assert "nothing to undo: with two people only your own move" in after


def test_undo_takes_back_your_own_move_before_the_hand_over():
    text, end = transcript(new_game("dance"), ["", "place KA AMS", "undo", "place KD BON", ""])
    assert "took back 1 move" in text and end.history == ["place KD BON"]
    mine = text.split(HAND_OVER)[1]
    assert mine.count("You are KGB") == 2 and "KGB hand (8)" in mine.split(HIDE)[1]


def test_undo_is_refused_once_a_two_person_game_is_over():
    turns = [(0, ["place KA AMS"]), (1, ["place SA PRG"])]
    text, end = transcript(new_game("dance", turns=1), typed(turns) + ["undo"])
    assert "the game is over: no move can be taken back" in text and len(end.history) == 2


def test_a_person_against_a_bot_plays_a_whole_game():
    for name, bot in (("dance", "SIS bot (easy) plays: "), ("venice", " bot (normal) plays: ")):
        proc = run_cli([name, "--bot", "easy" if name == "dance" else "normal", "--seed", "1"],
                       "1\n" * 400)
        assert proc.returncode == 0 and proc.stderr == ""
        assert bot in proc.stdout and "game over; seed 1" in proc.stdout


def test_bots_play_each_other_and_rift_plays_itself():
    proc = run_cli(["venice", "--seats", "bot:easy,bot:hard", "--seed", "2"])
    assert proc.returncode == 0 and "Match over" in proc.stdout
    assert "North bot (easy) plays: " in proc.stdout and "South bot (hard) plays: " in proc.stdout
    proc = run_cli(["rift", "--bot", "device", "--seed", "3"])
    assert proc.returncode == 0 and "Game over" in proc.stdout
    assert re.search(r"autoplay \(device\) plays: \S.* \(\S.*\)\n", proc.stdout)  # move and reason
    proc = run_cli(["dance", "turns=4", "--seats", "bot:normal,bot:easy", "--seed", "4"])
    assert proc.returncode == 0 and proc.stdout.count(" plays: ") == 8 and "Game over" in proc.stdout


def test_help_lists_each_games_options_values_and_bots():
    text = run_cli(["--help"]).stdout
    for words in ("turns=N, N >= 0 (default 12)", "berlin_tiebreak=on|off (default on)",
                  "moles=turncoat|loyal (default turncoat)", "first=0|1 (default 0)",
                  "ring=3|4 (default 3)", "bots: easy normal hard expert", "bots: device expert",
                  "--seats", "human,bot:LEVEL", "--bot LEVEL", "undo", "save FILE"):
        assert words in text, words


def test_a_random_seed_is_printed_and_replays_the_game():
    seeds = []
    for _ in range(3):
        first = run_cli(["dance"]).stdout.split("\n")[1]
        seed = re.match(r"seed (\d+): replay with --seed \1$", first)
        assert seed, first
        seeds.append(seed.group(1))
    assert len(set(seeds)) > 1
    # venice deals from its seed, and bots choose by it: shown only when the game ends
    text = run_cli(["venice", "--seats", "bot:normal,bot:normal"]).stdout
    seed = re.search(r"game over; seed (\d+): replay with --seed \1\n", text).group(1)
    assert text.index(seed) > text.index("Match over")
    again = run_cli(["venice", "--seats", "bot:normal,bot:normal", "--seed", seed]).stdout
    assert again.split("\n")[2:] == text.split("\n")[2:]


def test_save_to_a_bad_path_keeps_the_game(tmp_path):
    bad = tmp_path / "no such folder" / "game.txt"
    out = io.StringIO()
    lines = ["1", "save %s" % bad, "save", "1"]
    end = cli.play(new_game("rift", 2), lambda prompt: lines.pop(0) if lines else None, out)
    text = out.getvalue()
    assert "could not save to %s: No such file or directory (the game goes on)" % bad in text
    assert "save needs a file name" in text and len(end.history) == 2


def test_ctrl_c_and_end_of_input_leave_without_a_traceback():
    # Ctrl-C as in a terminal: a suite started in the background of a
    # non-interactive shell inherits SIGINT ignored, and Python keeps it so.
    proc = subprocess.Popen([sys.executable, "-m", "tools.play", "dance", "--seed", "5"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    seen = b""
    deadline = time.time() + 60
    while b"press Enter" not in seen and time.time() < deadline:
        if select.select([proc.stdout], [], [], 1)[0]:
            seen += os.read(proc.stdout.fileno(), 4096)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and err == b"", err
    assert b"Ctrl-C: game left after 0 moves; seed 5" in seen + out
    proc = run_cli(["venice", "--seed", "6"])
    assert proc.returncode == 0 and proc.stderr == ""
    assert "end of input: game left after 0 moves; seed 6" in proc.stdout


def test_bad_seats_are_messages():
    for args, words in ((["dance", "--seats", "human,bot:genius"], "bad seat 'bot:genius'"),
                        (["rift", "--bot", "hard"], "bad seat 'bot:hard' for rift"),
                        (["venice", "--seats", "human"], "bad seats 'human' for venice: want 2"),
                        (["dance", "--bot", "easy", "--seats", "human,human"], "not both")):
        proc = run_cli(args)
        assert proc.returncode == 2 and words in proc.stderr and "Traceback" not in proc.stderr
