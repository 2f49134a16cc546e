"""Benchmark the firmware app inside MicroPython: the heap it needs on a Pico, and time.

    python -m tools.bench.app                # every title, about 15 minutes
    python -m tools.bench.app --only bot     # titles whose name has "bot"
    python -m tools.bench.app --json         # the raw figures too
    python -m tools.bench.app --how          # reading How to play too (options, game menu)
    python -m tools.bench.app --only "dance v" --profile   # the frames that need the most heap
    python -m tools.bench.app --only "dance v bot hard" --profile --calls   # and what allocates in them

For each title, tools/bench/app_bench.mjs runs the real app (firmware/, every
module compiled from .py as the board compiles it, without docstrings) in
MicroPython 1.27 on the stand-in hardware of tools/sim/mpdevice.py, with what
the stand-ins leave out put in the heap where the board has it: the OLED's
bus and driver (9,856 B, measured on an emulated RP2040 under CircuitPython
10.2.1), the rest of the board's bytes for the OLED's displayio objects
(one Bitmap, two Palettes, two TileGrids: 1,376 B, computed from
CircuitPython 10's source, not measured), the Adafruit libraries the
bundle ships as .py, compiled here from the pinned copies, and the
interned-name pools the harness made before the firmware started (on the
board every pool is the app's). It plays one whole game through key
events, a random legal move each turn.

The heap needed is the smallest heap in which the whole job never grows,
less the harness's own bytes. This interpreter grows its heap when no free
block is large enough for an allocation, so a title fails to fit on the
largest contiguous block, not only on total bytes; and it collects garbage
only between top-level calls (a frame is one), so each frame must fit with
all the garbage it makes. Calibration (docs/benchmarks.md): at commit
77913a3 this reads 133.4 KB for Dance against a hard bot (lite build),
where the emulated Pico needed 128.6-132.6 KB. The lowest point (the frame
that left the least free, and its largest free block) is printed too.

Times are the WebAssembly figures times the title's Pico factor (Dance 100,
Venice 55, Rift 45: calibrated on the emulated RP2040, MicroPython 1.27 and
CircuitPython 10.2.1; see docs/benchmarks.md): estimates of the Python work
only (no display refresh, no NeoPixel output). It measures, it does not
judge: the exit status is 1 only if a run crashed.
"""
import argparse
import json
import os
import subprocess
import sys

from tools.bench.pico import PICO_FACTOR
from tools.bench.stats import percentile
from tools.ship.bundle import sources

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEY_MS = 33  # target: a key's feedback within one frame at 30 fps (ordinary keys, p95)
STEP_MS = 300  # target: no single frame longer (game start included)
STARTUP_MS = 2000  # target: importing from .py to the first menu frame
HEAP_KB = 100  # target: the whole app and game, fixed costs included
# The SSD1306 driver's compiled code is inside the 9,856 B measured with the bus.
MEASURED_WITH_OLED = ("lib/adafruit_displayio_ssd1306.py",)

# (name, menu title, game, menu settings, key build, seed, Rift's Hint then
# Autoplay). Two-player games are measured pass-and-play (the second seat a
# person) and against a hard bot, on both key builds; Rift with its device
# bot as Hint and Autoplay. A bot's own cost alone: tools/bench/ai_bench.mjs.
TITLES = (
    ("dance", "Twilight Dance", "dance", [["SIS", "SIS: person"]], "lite", 3, False),
    ("venice", "Twilight of Venice", "venice", [["South", "South: person"]], "full", 11, False),
    ("rift", "Rift of Portals", "rift", [["Ring", "Ring: 3"]], "full", 5, False),
    ("rift ring=4", "Rift of Portals", "rift", [["Ring", "Ring: 4"]], "lite", 6, False),
    ("dance v bot hard", "Twilight Dance", "dance", [["SIS", "SIS: bot hard"]], "lite", 3, False),
    ("dance v bot hard full", "Twilight Dance", "dance", [["SIS", "SIS: bot hard"]], "full", 3, False),
    ("venice v bot hard", "Twilight of Venice", "venice", [["South", "South: bot hard"]], "full", 11, False),
    ("venice v bot hard lite", "Twilight of Venice", "venice", [["South", "South: bot hard"]], "lite", 11, False),
    ("rift bot hint+autoplay", "Rift of Portals", "rift", [["Ring", "Ring: 3"]], "full", 5, True),
    ("rift ring=4 bot hint+autoplay lite", "Rift of Portals", "rift", [["Ring", "Ring: 4"]], "lite", 6, True),
)


def libraries():
    """[module file in lib/, installed source] of the libraries the bundle
    ships, but the SSD1306 driver (in the OLED's measured bytes)."""
    return [[path[len("lib/"):], source] for path, source, origin in sources()
            if path.startswith("lib/") and path not in MEASURED_WITH_OLED]


def verdict(value, target):
    return "pass" if value <= target else "FAIL"


def run(title, libs, how=False, profile=False, calls=False):
    name, menu, game, settings, build, seed, assist = title
    cfg = {"root": REPO, "title": menu, "game": game, "settings": settings,
           "build": build, "seed": seed, "assist": assist, "how": how, "libs": libs,
           "profile": profile, "calls": calls}
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


def report(name, game, d):
    """Lines describing one title's figures against the targets."""
    if "error" in d:
        return ["%s: ERROR %s" % (name, d["error"])]
    factor = PICO_FACTOR[game]

    def pico(us):
        return us * factor / 1000.0

    steps = d["steps"]
    keys = [s["us"] for s in steps if s["what"] != "frame"]
    ordinary = [s["us"] for s in steps if s["what"].startswith("key ")]
    idle = [s["idle"] for s in steps]
    worst = max(steps, key=lambda s: s["us"])
    worst_idle = max(steps, key=lambda s: s["idle"])
    loading = _loading(steps)
    p95 = pico(percentile(ordinary, 0.95))
    moves = [s["us"] for s in steps if s["what"].startswith("move")]
    needed = (d["heapNeeded"] - d["heapHarness"]) / 1024.0
    low = d["low"]
    return [
        "%s (%s build, %d key events, %d moves; Pico = x%d)" % (
            name, d["build"], len(keys), len(moves), factor),
        "  ordinary key (no move played): median %.0f ms, p95 %.0f ms on a Pico (<= %d: %s)" % (
            pico(percentile(ordinary, 0.5)), p95, KEY_MS, verdict(p95, KEY_MS)),
        "  key that plays a move: median %.0f ms, p95 %.0f ms on a Pico" % (
            pico(percentile(moves, 0.5)), pico(percentile(moves, 0.95))),
        "  frame without a key: median %.1f ms, slowest %.0f ms on a Pico (after '%s')" % (
            pico(percentile(idle, 0.5)), pico(worst_idle["idle"]), worst_idle["what"]),
        "  loading the game: %d frames, %.0f ms in all, slowest frame %.0f ms on a Pico" % (
            len(loading), pico(sum(loading)), pico(max(loading or [0]))),
        "  slowest frame: %.0f ms on a Pico, '%s' (<= %d: %s)" % (
            pico(worst["us"]), worst["what"], STEP_MS, verdict(pico(worst["us"]), STEP_MS)),
        "  start-up to the first menu frame: %.0f ms on a Pico (<= %d: %s)" % (
            pico(d["startup"]), STARTUP_MS, verdict(pico(d["startup"]), STARTUP_MS)),
        "  live: menu %.1f KB, during play up to %.1f KB; harness %.1f KB (its name pools,"
        " %.1f KB, charged to the app)" % (
            d["menuLive"] / 1024.0, max(d["lives"]) / 1024.0, d["harness"] / 1024.0,
            d["poolBytes"] / 1024.0),
        "  heap needed: to the menu %.0f KB, whole game %.1f KB (<= %d: %s)" % (
            (d["menuHeapNeeded"] - d["heapHarness"]) / 1024.0, needed, HEAP_KB,
            verdict(needed, HEAP_KB)),
        "  set by: %s; lowest point: %s, %.1f KB free, largest block %.1f KB" % (
            d["heapSetBy"], low["phase"], low["free"] / 1024.0, low["maxFree"] / 1024.0),
    ]


def profile(name, d, top=12):
    """The frames whose end (garbage uncollected) held the most: where to cut."""
    if "error" in d:
        return ["%s: ERROR %s" % (name, d["error"])]
    frames = sorted(d["frames"], key=lambda f: -f["end"])
    out = ["%s: the %d frames that held the most (live before, at the end with the frame's garbage;"
           " interned names after it, %d at the most)" % (name, top, max(f["names"] for f in frames))]
    for f in frames[:top]:
        out.append("  %6.1f KB  %6.1f KB  %5d  %s" % (f["before"] / 1024.0, f["end"] / 1024.0,
                                                      f["names"], f["phase"]))
        if f.get("calls"):
            out.append("      " + ", ".join("%s %.1f" % (k, v / 1024.0) for k, v in f["calls"].items()))
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", default=[], help="titles containing this text")
    parser.add_argument("--json", action="store_true", help="print the raw figures too")
    parser.add_argument("--how", action="store_true",
                        help="read the How to play pages from the options and the game menu")
    parser.add_argument("--profile", action="store_true",
                        help="instead, list the frames that need the most heap (one run, no figures)")
    parser.add_argument("--calls", action="store_true",
                        help="with --profile: the KB each method allocates in those frames "
                             "(the wrappers add heap of their own: compare, do not add up)")
    args = parser.parse_args(argv)
    libs = libraries()
    crashed = False
    print("Firmware app under MicroPython 1.27 (WebAssembly); libraries compiled from .py: %s"
          % ", ".join(path for path, _ in libs))
    for title in TITLES:
        if args.only and not any(o in title[0] for o in args.only):
            continue
        d = run(title, libs, args.how, args.profile, args.calls)
        crashed = crashed or "error" in d
        lines = profile(title[0], d) if args.profile else report(title[0], title[2], d)
        print("\n".join(lines))
        if args.json:
            print(json.dumps(d))
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
