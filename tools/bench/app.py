"""Benchmark the firmware app inside MicroPython, with a Pico estimate.

    python -m tools.bench.app                # every title, about a minute
    python -m tools.bench.app --only rift    # titles whose name has "rift"
    python -m tools.bench.app --json         # the raw figures too

For each title, tools/bench/app_bench.mjs runs the real app (firmware/, imported
from .py source) in MicroPython 1.27 on the stand-in hardware of
tools/sim/mpdevice.py and plays one whole game through key events, a random
legal move each turn. It prints: the app's time per key event (median, p95)
and per frame with no key, the slowest single frame and what it did,
start-up to the first menu frame, and the heap (live and needed). Times are
scaled to a Pico as docs/benchmarks.md explains (1 ms here ~ 50 ms on a
Pico). It measures, it does not judge: the exit status is 1 only if a run
crashed.
"""
import argparse
import json
import os
import subprocess
import sys

from tools.bench.stats import percentile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PICO_PER_WASM = 50  # as tools/bench/core.py: 1 ms in WebAssembly MicroPython ~ 50 ms on a Pico
KEY_MS = 33  # target: a key's feedback within one frame at 30 fps (ordinary keys, p95)
STEP_MS = 300  # target: no single frame longer (game start included)
STARTUP_MS = 2000  # target: importing from .py to the first menu frame
HEAP_KB = 100  # target: app + game at its worst, leaving room for displayio and libraries

# (name, menu title, game, menu settings, key build, seed). Two-player games
# are measured pass-and-play (the second seat set to a person), then once
# against a hard bot (the whole app with a bot thinking); a bot seat's
# own cost is measured by tools/bench/ai_bench.mjs.
TITLES = (
    ("dance", "Twilight Dance", "dance", [["SIS", "SIS: person"]], "lite", 3),
    ("venice", "Twilight of Venice", "venice", [["South", "South: person"]], "full", 11),
    ("rift", "Rift of Portals", "rift", [["Ring", "Ring: 3"]], "full", 5),
    ("rift ring=4", "Rift of Portals", "rift", [["Ring", "Ring: 4"]], "lite", 6),
    ("dance v bot hard", "Twilight Dance", "dance", [["SIS", "SIS: bot hard"]], "lite", 3),
    ("venice v bot hard", "Twilight of Venice", "venice", [["South", "South: bot hard"]], "full", 11),
)

NOTE = """Stand-ins replace displayio, terminalio, adafruit_display_text and the
hardware: the time CircuitPython spends redrawing labels and the OLED,
sending NeoPixels, and importing adafruit_display_text, and the heap those
objects hold, are NOT in these figures. The harness (stand-ins and key
driver, and the 4 KB bytearray standing in for the nvm flash) is subtracted
from 'live' and from 'heap needed ... without the harness'.
Heap needed: smallest heap that never grows, modules imported one per
top-level call and one key event per call (a Pico collects whenever it
needs to; this interpreter only between calls)."""


def pico(us):
    return us * PICO_PER_WASM / 1000.0


def verdict(value, target):
    return "pass" if value <= target else "FAIL"


def run(title):
    name, menu, game, settings, build, seed = title
    cfg = {"root": REPO, "title": menu, "game": game, "settings": settings,
           "build": build, "seed": seed}
    out = subprocess.run(["node", os.path.join(REPO, "tools", "bench", "app_bench.mjs"), json.dumps(cfg)],
                         cwd=REPO, capture_output=True, text=True, check=False)
    try:
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"error": (out.stderr or out.stdout).strip()[-500:]}


def _loading(steps):
    """The µs of each frame from the Start key to the game's first screen:
    the idle frame after the key, then both frames of every event until
    the game exists ("frame" events: the driver waits, presses nothing)."""
    first = [i for i in range(len(steps)) if steps[i]["what"] == "frame"]
    if not first:
        return []
    out = [steps[first[0] - 1]["idle"]]
    for s in steps[first[0]:]:
        out.append(s["us"])
        if s["what"] != "frame":
            return out  # the frame that made the game
        out.append(s["idle"])
    return out


def report(name, d):
    """Lines describing one title's figures against the targets."""
    if "error" in d:
        return ["%s: ERROR %s" % (name, d["error"])]
    steps = d["steps"]
    keys = [s["us"] for s in steps if s["what"] != "frame"]
    ordinary = [s["us"] for s in steps if s["what"].startswith("key ")]
    idle = [s["idle"] for s in steps]
    worst = max(steps, key=lambda s: s["us"])
    worst_idle = max(steps, key=lambda s: s["idle"])
    loading = _loading(steps)
    p95 = pico(percentile(ordinary, 0.95))
    moves = [s["us"] for s in steps if s["what"].startswith("move")]
    lines = [
        "%s (%s build, %d key events, %d moves)" % (
            name, d["build"], len([s for s in steps if s["what"] != "frame"]), len(moves)),
        "  ordinary key (no move played): median %.0f ms, p95 %.0f ms on a Pico (<= %d: %s)" % (
            pico(percentile(ordinary, 0.5)), p95, KEY_MS, verdict(p95, KEY_MS)),
        "  key that plays a move: median %.0f ms, p95 %.0f ms on a Pico" % (
            pico(percentile(moves, 0.5)), pico(percentile(moves, 0.95))),
        "  every key event: median %.0f ms, p95 %.0f ms on a Pico" % (
            pico(percentile(keys, 0.5)), pico(percentile(keys, 0.95))),
        "  frame without a key: median %.1f ms, slowest %.0f ms on a Pico (after '%s')" % (
            pico(percentile(idle, 0.5)), pico(worst_idle["idle"]), worst_idle["what"]),
        "  loading the game: %d frames, %.0f ms in all, slowest frame %.0f ms on a Pico" % (
            len(loading), pico(sum(loading)), pico(max(loading or [0]))),
        "  slowest frame: %.0f ms on a Pico, '%s' (<= %d: %s)" % (
            pico(worst["us"]), worst["what"], STEP_MS, verdict(pico(worst["us"]), STEP_MS)),
        "  start-up to the first menu frame: %.0f ms on a Pico (<= %d: %s)" % (
            pico(d["startup"]), STARTUP_MS, verdict(pico(d["startup"]), STARTUP_MS)),
        "  live: menu %.1f KB, during play up to %.1f KB; harness %.1f KB" % (
            d["menuLive"] / 1024, max(d["lives"]) / 1024, d["harness"] / 1024),
        "  heap needed: to the menu %d KB, whole game %d KB, %d KB without the harness (<= %d: %s)" % (
            d["menuHeapNeeded"] // 1024, d["heapNeeded"] // 1024,
            (d["heapNeeded"] - d["harness"]) // 1024, HEAP_KB,
            verdict((d["heapNeeded"] - d["harness"]) / 1024, HEAP_KB)),
        "  the heap needed is set by: %s" % d.get("heapSetBy"),
    ]
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", default=[], help="titles containing this text")
    parser.add_argument("--json", action="store_true", help="print the raw figures too")
    args = parser.parse_args(argv)
    crashed = False
    print("Firmware app under MicroPython 1.27 (WebAssembly), Pico = x%d" % PICO_PER_WASM)
    for title in TITLES:
        if args.only and not any(o in title[0] for o in args.only):
            continue
        d = run(title)
        crashed = crashed or "error" in d
        print("\n".join(report(title[0], d)))
        if args.json:
            print(json.dumps(d))
    print(NOTE)
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
