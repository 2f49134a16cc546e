"""Benchmark the firmware app inside MicroPython: the heap it needs on a Pico, and time.

    python -m tools.bench.app                # every title and the sequence (an hour or more)
    python -m tools.bench.app --only bot     # titles whose name has "bot"
    python -m tools.bench.app --only sequence  # the three titles one after another, one power-up
    python -m tools.bench.app --json         # one JSON object per title instead of text
    python -m tools.bench.app --raw          # app_bench.mjs's raw figures too
    python -m tools.bench.app --mpy          # from the .mpy files a bundle made with --mpy-cross ships
    python -m tools.bench.app --how          # reading How to play too (options, game menu)
    python -m tools.bench.app --only "dance v" --profile   # the frames that need the most heap
    python -m tools.bench.app --only "dance v bot hard" --profile --calls   # and what allocates in them

For each title, tools/bench/app_bench.mjs runs the real app (firmware/, every
module compiled from .py as the board compiles it: without docstrings, line
numbers kept; with --mpy, loaded from .mpy files) in MicroPython 1.27 on the stand-in hardware of
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

from firmware.app import FRAME_MS
from tools.bench import mpy
from tools.bench.pico import PICO_FACTOR, START_FACTOR
from tools.bench.stats import percentile
from tools.ship.bundle import MPY_OPT, sources

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEY_MS = 33  # target: a key's feedback within one frame at 30 fps (ordinary keys, p95)
STEP_MS = 250  # target: no single frame longer (game start included)
START_KEY_MS = 50  # target: the frame after OK on Start (it says the game is loading)
START_MS = 2000  # target: from OK on Start to the game's first playable frame
STARTUP_MS = 1000  # target: importing from .py to the first menu frame
HEAP_KB = 80  # target: the whole app and game in the board's loop, fixed costs included
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


def verdict(value, target):
    return "pass" if value <= target else "FAIL"


def run(title, libs, how=False, profile=False, calls=False, runs=3, mpy=None):
    """app_bench.mjs's figures (a dict) for ``title``, a TITLES entry or
    SEQUENCE; with ``mpy`` (a folder ``compiled`` filled) from .mpy files."""
    name, games, build, seed = plan(title)
    cfg = {"root": REPO, "games": [[g[1], g[3], g[6]] for g in games], "build": build, "seed": seed,
           "how": how, "libs": libs, "programStart": PROGRAM_START,
           "titleStart": TITLE_START, "profile": profile, "calls": calls, "runs": runs, "mpy": mpy}
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


def _loadings(steps):
    """[(index of the OK on Start's step, index of the step whose frame made
    the game)] for each game started: the key's frame and the frame after
    it, then both frames of every event until the game exists ("frame"
    events: the driver waits, presses nothing)."""
    out = []
    for i, s in enumerate(steps):
        if not s["what"].startswith("start"):
            continue
        j = i
        while j > 0 and steps[j - 1]["what"] == "frame":
            j -= 1
        out.append((j - 1 if s["what"] == "start" else i, i))
    return out


def _frames(steps):
    """Every frame as (step index, "us" or "idle", µs until its reload or
    None, µs until the last OLED frame before that reload or None, µs in all)."""
    for k, s in enumerate(steps):
        yield k, "us", s.get("reload"), s.get("shown"), s["us"]
        yield k, "idle", s.get("idleReload"), s.get("idleShown"), s["idle"]


def bot_waits(steps, frame):
    """Pico ms from each move to a bot's move that follows it with no key
    between: what a person waits for the bot (its thinking, its at least
    400 ms of "thinking", its move shown a token at a time). ``frame(us,
    g)`` is a frame's Pico ms; the board's loop spends at least FRAME_MS
    on a frame."""
    def wall(us, g):
        return max(FRAME_MS, frame(us, g))
    waits, wait = [], None
    for s in steps:
        if wait is not None and s["what"] == "frame":
            wait += wall(s["us"], s["g"]) + wall(s["idle"], s["g"])
        elif wait is not None and s["what"] == "move":
            waits.append(round(wait + wall(s["us"], s["g"]), 1))
        if s["what"] != "frame":
            wait = wall(s["idle"], s["g"]) if s["what"].startswith("move") else None
    return waits


def summary(name, games, d):
    """The figures of one run, Pico ms and KB: the object ``--json`` prints.

    A frame runs at its game's factor, a program's start (the start-up, what
    follows a reload, a game's loading frames) at the start factor. A frame
    that reloads counts up to its reload; the program started after it is
    the game's loading when a title is next, else a restart of the menu's
    program, held to the start-up's target."""
    if "error" in d:
        return {"title": name, "error": d["error"]}
    steps = d["steps"]
    factor = [PICO_FACTOR[g[2]] for g in games]

    def pico(us, g=0):
        return round(us * factor[g] / 1000.0, 1)

    def starting(us):
        return round(max(0.0, us) * START_FACTOR / 1000.0, 1)

    loadings = _loadings(steps)
    loading = {}  # (step, "us"/"idle") of a loading frame: its game's OK on Start's step
    for key, made in loadings:
        loading[(key, "us")] = key
        for k in range(key, made):
            loading[(k, "idle")] = loading[(k + 1, "us")] = key
    frames, restarts, shown = [], [], []
    # OK on Start's step: [its frame up to a reload, the title's program
    # start after that reload (0 without one), the loading frames after it,
    # its frame up to what the OLED shows through the reload]
    loads = dict((key, [None, 0.0, [], None]) for key, _ in loadings)
    for k, which, cut, said, us in _frames(steps):
        what = steps[k]["what"] + (", idle" if which == "idle" else "")
        g = steps[k]["g"]
        key = loading.get((k, which))
        if said is not None:  # what the OLED keeps through a reload shows this soon
            shown.append((pico(said, g), what))
        if key is not None and (k, which) == (key, "us"):  # OK on Start: its frame, then a reload or not
            loads[key][0] = pico(us if cut is None else cut, g)
            loads[key][3] = loads[key][0] if said is None else pico(said, g)
            frames.append((loads[key][0], what))
            if cut is not None:
                loads[key][1] = starting(us - cut)
        elif key is not None:
            loads[key][2].append(starting(us))
            frames.append((loads[key][2][-1], what))
        elif cut is not None:
            frames.append((pico(cut, g), what + " (to its reload)"))
            restarts.append((starting(us - cut), what))
        else:
            frames.append((pico(us, g), what))
    ordinary = [pico(s["us"], s["g"]) for s in steps if s["what"].startswith("key ")]
    moves = [pico(s["us"], s["g"]) for s in steps if s["what"].startswith("move")]
    waits = bot_waits(steps, pico)
    slowest = max(frames)
    restart = max(restarts) if restarts else (None, None)
    loads = list(loads.values())

    def kb(heap, harness):
        return None if heap is None else round((heap - harness) / 1024.0, 1)

    return {
        "title": name, "games": [g[0] for g in games], "build": d["build"],
        "needed_kb": kb(d["boardHeapNeeded"], d["boardHarness"]),
        "needed_kb_over": None if d["boardHeapNeeded"] else kb(d["boardScannedTo"], d["boardHarness"]),
        "needed_kb_collected": round((d["heapNeeded"] - d["heapHarness"]) / 1024.0, 1),
        "menu_kb_collected": round((d["menuHeapNeeded"] - d["heapHarness"]) / 1024.0, 1),
        "set_by": d["boardSetBy"], "set_by_collected": d["heapSetBy"],
        "collections": d["boardCollections"],
        "slowest_frame_ms": slowest[0], "slowest_frame": slowest[1],
        "startup_ms": starting(d["startup"]),
        "restart_ms": restart[0], "restart": restart[1],
        "reload_shown_ms": max(shown)[0] if shown else None, "reload_shown": max(shown)[1] if shown else None,
        "start_key_ms": max(said for _, _, _, said in loads) if loads else None,
        "title_start_ms": max(r for _, r, _, _ in loads) if loads else None,
        "start_to_play_ms": max(round(k + r + sum(one), 1) for k, r, one, _ in loads) if loads else None,
        "loading_slowest_frame_ms": max(max(one) for _, _, one, _ in loads) if loads else None,
        "key_p95_ms": percentile(ordinary, 0.95) if ordinary else None,
        "move_p95_ms": percentile(moves, 0.95) if moves else None,
        "bot_wait_p95_ms": percentile(waits, 0.95) if waits else None,
        "bot_wait_max_ms": max(waits) if waits else None, "bot_moves": len(waits),
        "key_events": len(steps), "moves": len(moves),
        "reloads": sum(("reload" in s) + ("idleReload" in s) for s in steps),
        "live_kb_max": round(max(d["lives"]) / 1024.0, 1), "lowest_collected": d["low"],
    }


def report(f):
    """Lines describing a run's summary against the targets."""
    if "error" in f:
        return ["%s: ERROR %s" % (f["title"], f["error"])]
    return [
        "%s (%s build, %d key events, %d moves; Pico estimate)" % (
            f["title"], f["build"], f["key_events"], f["moves"]),
        "  heap needed, the board's loop (a collection only when a frame runs out): %s"
        " (<= %d: %s), %s collections; set by %s" % (
            "%.1f KB" % f["needed_kb"] if f["needed_kb"] else "over %.1f KB" % f["needed_kb_over"],
            HEAP_KB, verdict(f["needed_kb"] or f["needed_kb_over"], HEAP_KB), f["collections"], f["set_by"]),
        "  heap needed, a collection after every frame: %.1f KB (to the menu %.1f); set by %s;"
        " lowest point %s, %.1f KB free, largest block %.1f KB" % (
            f["needed_kb_collected"], f["menu_kb_collected"], f["set_by_collected"],
            f["lowest_collected"]["phase"], f["lowest_collected"]["free"] / 1024.0,
            f["lowest_collected"]["maxFree"] / 1024.0),
        "  slowest frame: %.0f ms, '%s' (<= %d: %s)" % (
            f["slowest_frame_ms"], f["slowest_frame"], STEP_MS, verdict(f["slowest_frame_ms"], STEP_MS)),
        "  ordinary key p95 %.0f ms (<= %d: %s); key that plays a move p95 %.0f ms" % (
            f["key_p95_ms"], KEY_MS, verdict(f["key_p95_ms"], KEY_MS), f["move_p95_ms"] or 0),
    ] + ([] if f["bot_wait_p95_ms"] is None else [
        "  waiting for a bot's move (from the move before it, frames of at least %d ms): p95 %.0f ms,"
        " the longest %.0f ms, %d bot moves" % (
            FRAME_MS, f["bot_wait_p95_ms"], f["bot_wait_max_ms"], f["bot_moves"])]) + [
        "  OK on Start: its frame %.0f ms (<= %d: %s); to the first playable frame %.0f ms"
        " (<= %d: %s), the title's program starting %.0f ms, slowest loading frame %.0f ms" % (
            f["start_key_ms"], START_KEY_MS, verdict(f["start_key_ms"], START_KEY_MS),
            f["start_to_play_ms"], START_MS, verdict(f["start_to_play_ms"], START_MS),
            f["title_start_ms"], f["loading_slowest_frame_ms"]),
        "  start-up to the first menu frame: %.0f ms (<= %d: %s); live up to %.1f KB" % (
            f["startup_ms"], STARTUP_MS, verdict(f["startup_ms"], STARTUP_MS), f["live_kb_max"]),
    ] + ([] if f["restart_ms"] is None else [
        "  the menu's program again after '%s': %.0f ms to its first frame (<= %d: %s)" % (
            f["restart"], f["restart_ms"], STARTUP_MS, verdict(f["restart_ms"], STARTUP_MS))]) + (
        [] if f["reload_shown_ms"] is None else [
            "  a key that reloads: the frame saying so shows in %.0f ms at the most, '%s' (<= %d: %s)" % (
                f["reload_shown_ms"], f["reload_shown"], START_KEY_MS,
                verdict(f["reload_shown_ms"], START_KEY_MS))])


def profile(name, d, top=12):
    """The frames whose end (garbage uncollected) held the most: where to cut."""
    if "error" in d:
        return ["%s: ERROR %s" % (name, d["error"])]
    frames = sorted(d["frames"], key=lambda f: -f["end"])
    out = ["%s: the %d frames that held the most (live before, at the end with the frame's garbage;"
           " names the app interned by its end, %d at the most)" % (name, top, max(f["names"] for f in frames))]
    for f in frames[:top]:
        out.append("  %6.1f KB  %6.1f KB  %5d  %s" % (f["before"] / 1024.0, f["end"] / 1024.0,
                                                      f["names"], f["phase"]))
        if f.get("calls"):
            out.append("      " + ", ".join("%s %.1f" % (k, v / 1024.0) for k, v in f["calls"].items()))
    return out


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
    args = parser.parse_args(argv)
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
            ".mpy files (mpy-cross -O%d)" % MPY_OPT if mpy_folder else "compiled from .py",
            ", ".join(path for path, _ in libs)))
    names = [t[0] for t in TITLES + (SEQUENCE,)]
    for title in TITLES + (SEQUENCE,):
        if args.only and not any(o == title[0] or o not in names and o in title[0] for o in args.only):
            continue
        d = run(title, libs, args.how, args.profile, args.calls, args.runs, mpy_folder)
        crashed = crashed or "error" in d
        if args.profile:
            print("\n".join(profile(title[0], d)))
            continue
        f = summary(title[0], plan(title)[1], d)
        f["modules"] = "mpy" if mpy_folder else "py"
        print(json.dumps(f) if args.json else "\n".join(report(f)))
        if args.raw:
            print(json.dumps(d))
        sys.stdout.flush()
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
