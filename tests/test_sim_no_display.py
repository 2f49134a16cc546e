"""``make play`` (the simulator's window) with no display says so and exits.

Without a display SDL falls back to drawing off-screen, and the simulator
would run with no window for anyone to see, the terminal silent. It must
instead print why and exit with status 2, before touching the nvm file.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_simulator_without_a_display_says_so_and_exits(tmp_path):
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    nvm = tmp_path / "nvm.bin"
    done = subprocess.run([sys.executable, "-m", "tools.simulator", "--nvm", str(nvm)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "no display" in done.stderr and "--headless" in done.stderr
    assert not nvm.exists()


def test_make_play_needs_only_the_python_venv():
    with open(os.path.join(ROOT, "Makefile")) as f:
        rules = dict(line.split(":", 1) for line in f if ":" in line and not line[0].isspace()
                     and "=" not in line.split(":", 1)[0])
    for target in ("play", "play-terminal"):
        assert "node_modules" not in rules[target] and "setup" not in rules[target].split(), rules[target]
