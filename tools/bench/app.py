"""Benchmark the firmware app inside MicroPython: the heap it needs on a Pico, and time.

    python -m tools.bench.app                # every title and the sequence (an hour or more)
    python -m tools.bench.app --only bot     # titles whose name has "bot"
    python -m tools.bench.app --only sequence  # the three titles one after another, one power-up
    python -m tools.bench.app --json         # one JSON object per title instead of text
    python -m tools.bench.app --raw          # app_bench.mjs's raw figures too
    python -m tools.bench.app --mpy          # from the .mpy files a bundle made with --mpy-cross ships
    python -m tools.bench.app --frozen       # as a firmware image with the modules frozen in would run (emulated)
    python -m tools.bench.app --how          # reading How to play too (options, game menu)
    python -m tools.bench.app --only "dance v" --profile   # the frames that need the most heap, what stays for good
    python -m tools.bench.app --only "dance v bot hard" --profile --calls   # and what allocates in them

For each title, tools/bench/app_bench.mjs runs the real app (firmware/, every
module compiled from .py as the board compiles it: without docstrings, line
numbers kept; with --mpy, loaded from .mpy files; with --frozen, each
module's code compiled before the app starts and charged to the harness,
as flash holds it in a firmware image with the modules frozen in, its
import only running the module's body) in MicroPython 1.27 on the stand-in hardware of
tools/sim/mpdevice.py, with what the stand-ins leave out put in the heap
where the board has it: the OLED's bus and driver (9,856 B, measured on an
emulated RP2040 under CircuitPython 10.2.1), the rest of the board's bytes
for the OLED's displayio objects (one Bitmap, two Palettes, two TileGrids:
1,376 B, computed from CircuitPython 10's source, not measured), the
Adafruit libraries the bundle ships as .py, compiled here from the pinned
copies, and the interned-name pools the harness made before the firmware
started (on the board every pool is the app's). It plays one whole game
through key events, a random legal move each turn; "sequence" plays the
three titles against their bots one after another in one power-up.

The heap needed (``needed_kb``, the headline) is the smallest heap in which
the app's frames run as in the board's own loop, garbage collected only when
an allocation finds no room, less the harness's own bytes (tools/bench/
mp_harness.mjs, BOARD_LOOP: how this interpreter is made to do that, and
what it leaves out). ``needed_kb_collected`` is the older figure: a
collection after every frame, each frame fitting with all its garbage.
This interpreter grows its heap when no free block is large enough for an
allocation, so a title fails to fit on the largest contiguous block, not
only on total bytes. Calibration of the per-frame figure (docs/benchmarks.md):
at commit 77913a3 it read 133.4 KB for Dance against a hard bot (lite build),
where the emulated Pico needed 128.6-132.6 KB.

Times are the WebAssembly figures times a Pico factor (tools/bench/pico.json,
calibrated on the emulated RP2040 under MicroPython 1.27 and CircuitPython
10.2.1; see docs/benchmarks.md): a title's frames at its own (Dance 100,
Venice 55, Rift 45), a program's start at the start factor (95: compiling
``.py``, the App, its first frame; the start-up, a game's loading and the
program after a reload). A frame that reloads counts up to its reload; the
program after it is the game's loading or, back to the menu, a restart held
to the start-up's target. It
measures, it does not judge: the exit status is 1 only if a run crashed.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from tools.bench import mpy
from tools.bench.app_figures import profile, report, summary
from tools.ship.bundle import MPY_OPT, sources

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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
# What every program's ``App()`` imports (firmware.start: the store read
# back, its launch request taken), and what a title program's adds (the
# store's writing methods that clear the request, the guards, the loading
# screen, the game list, the seats; the menu's load in its idle frames
# after the first, firmware.menu.AHEAD): each compiled before ``App()`` in
# a call of its own, as the modules ``code.py`` imports are. The board
# collects inside a call whenever an allocation fails, so one module's
# compile garbage is gone before the next compiles; this interpreter
# collects only between calls. Checked against the app:
# tests/test_bench_app.py. (The core's game packages, a few names each,
# still compile in ``App()``.)
PROGRAM_START = ("firmware.start", "firmware.store.load")
TITLE_START = ("firmware.store.end", "firmware.store.between", "firmware.guard", "firmware.loading",
               "firmware.games", "firmware.play.seats")
# The three titles against their bots one after another in one power-up
# (the first one's build and seed).
SEQUENCE = ("sequence", ("dance v bot hard full", "venice v bot hard", "rift bot hint+autoplay"))


def libraries():
    """[module file in lib/, installed source] of the libraries the bundle
    ships, but the SSD1306 driver (in the OLED's measured bytes)."""
    return [[path[len("lib/"):], source] for path, source, origin in sources()
            if path.startswith("lib/") and path not in MEASURED_WITH_OLED]


def run(title, libs, how=False, profile=False, calls=False, runs=3, mpy=None, frozen=False):
    """app_bench.mjs's figures (a dict) for ``title``, a TITLES entry or
    SEQUENCE; with ``mpy`` (a folder ``compiled`` filled) from .mpy files,
    with ``frozen`` as frozen modules (emulated)."""
    name, games, build, seed = plan(title)
    cfg = {"root": REPO, "games": [[g[1], g[3], g[6]] for g in games], "build": build, "seed": seed,
           "how": how, "libs": libs, "programStart": PROGRAM_START,
           "titleStart": TITLE_START, "profile": profile, "calls": calls, "runs": runs, "mpy": mpy,
           "frozen": frozen}
    out = subprocess.run(["node", os.path.join(REPO, "tools", "bench", "app_bench.mjs"), json.dumps(cfg)],
                         cwd=REPO, capture_output=True, text=True, check=False)
    try:
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"error": (out.stderr or out.stdout).strip()[-500:]}


def plan(title):
    """(name, [TITLES entries played in one power-up], build, seed) of a
    TITLES entry or of SEQUENCE (its titles by name, on the first's build)."""
    if title[0] == SEQUENCE[0]:
        games = [t for name in SEQUENCE[1] for t in TITLES if t[0] == name]
        return title[0], games, games[0][4], games[0][5]
    return title[0], [title], title[4], title[5]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", action="append", default=[],
                        help="titles containing this text (only the one if it is a title's whole name)")
    parser.add_argument("--runs", type=int, default=3, help="timing runs (each figure: the fastest)")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object per title (the figures the text shows) instead")
    parser.add_argument("--raw", action="store_true", help="print app_bench.mjs's raw figures too")
    parser.add_argument("--how", action="store_true",
                        help="read the How to play pages from the options and the game menu")
    parser.add_argument("--profile", action="store_true",
                        help="instead, list the frames that need the most heap (one run, no figures)")
    parser.add_argument("--calls", action="store_true",
                        help="with --profile: the KB each method allocates in those frames "
                             "(the wrappers add heap of their own: compare, do not add up)")
    parser.add_argument("--mpy", action="store_true",
                        help="load the modules as a bundle made with --mpy-cross ships them "
                             "(.mpy at its default level) instead of compiling .py")
    parser.add_argument("--frozen", action="store_true",
                        help="as a firmware image with every module frozen in would run them (emulated: "
                             "their code is not charged, their imports compile nothing)")
    args = parser.parse_args(argv)
    if args.mpy and args.frozen:
        parser.error("--mpy or --frozen, not both")
    with tempfile.TemporaryDirectory() as folder:
        if args.mpy:
            mpy.compile_bundle(folder)
        return _titles(args, folder if args.mpy else None)


def _titles(args, mpy_folder):
    """Run and print every title ``args`` asks for; 1 if one crashed."""
    libs = libraries()
    crashed = False
    if not args.json:
        print("Firmware app under MicroPython 1.27 (WebAssembly); %s; libraries: %s" % (
            ".mpy files (mpy-cross -O%d)" % MPY_OPT if mpy_folder else
            "frozen modules (emulated for the heap only: the collector here marks the compiled code a"
            " frozen board keeps in flash, so its times are not that board's)" if args.frozen else "compiled from .py",
            ", ".join(path for path, _ in libs)))
    names = [t[0] for t in TITLES + (SEQUENCE,)]
    for title in TITLES + (SEQUENCE,):
        if args.only and not any(o == title[0] or o not in names and o in title[0] for o in args.only):
            continue
        d = run(title, libs, args.how, args.profile, args.calls, args.runs, mpy_folder, args.frozen)
        crashed = crashed or "error" in d
        if args.profile:
            print("\n".join(profile(title[0], d)))
            continue
        f = summary(title[0], plan(title)[1], d)
        f["modules"] = "mpy" if mpy_folder else "frozen" if args.frozen else "py"
        print(json.dumps(f) if args.json else "\n".join(report(f)))
        if args.raw:
            print(json.dumps(d))
        sys.stdout.flush()
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
