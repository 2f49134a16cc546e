"""The advanced Dance game in the terminal player: the option is listed and
typed like the others, a player moves the other side's piece, and what each
side is shown of it names no role. CPython only (the terminal tools)."""
import subprocess
import sys

from core import new_game
from tests.terminal import transcript, turns_of, typed


def test_help_lists_the_relocate_option():
    text = subprocess.run([sys.executable, "-m", "tools.play", "--help"], capture_output=True,
                          text=True, timeout=120).stdout
    assert "relocate=own|any (default own)" in text


def test_a_player_relocates_the_other_side_s_piece():
    game = new_game("dance", 0, relocate="any")
    text, end = transcript(game, typed([(0, ["place KA AMS"]), (1, ["move AMS OSL"]),
                                        (0, ["moves"])]))
    assert end.history == ["place KA AMS", "move AMS OSL"]
    assert end.options["relocate"] == "any"
    kgb = turns_of(text, "KGB")[-1]
    assert "Last: move AMS OSL" in kgb and "OSL KA" in kgb and "AMS .." in kgb
    sis = turns_of(text, "SIS")[0]
    assert "AMS K?" in sis and "KA" not in sis  # SIS moves the piece, never learns its role


def test_bots_play_an_advanced_game_from_the_command_line():
    proc = subprocess.run([sys.executable, "-m", "tools.play", "dance", "turns=4", "relocate=any",
                           "--seats", "bot:hard,bot:normal", "--seed", "4"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout.count(" plays: ") == 8, proc.stdout
    assert "Game over" in proc.stdout
