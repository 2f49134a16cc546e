"""Benchmark every game: random-playout speed on CPython and inside MicroPython,
a Pico estimate (per-title factors, tools/bench/pico.py), and the MicroPython heap a game needs.

    python -m tools.bench.core            # full run, under a minute
    python -m tools.bench.core --quick    # smoke run, a few seconds

Speed is measured, never asserted (these machines are noisy, so each figure
is the median of several runs with the min-max beside it); `make test` does
not run this. docs/benchmarks.md explains every figure.
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

from tools.bench.pico import pico_ms
from tools.bench.playout import playout

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (title, game, options, what a playout is called, CPython playouts/s target)
TITLES = (
    ("dance", "dance", {}, "games", 2000),
    ("venice", "venice", {}, "matches", 150),
    ("rift", "rift", {}, "games", 3000),
    ("rift ring=4", "rift", {"ring": 4}, "games", 3000),
)

PICO_PLY_MS = 10.0          # target: a random-playout ply on a Pico
HEAP_BUDGET = 48 * 1024     # target: module from .py source + a game in play

FULL = {"runs": 5, "cpython_s": 0.5, "mp_ms": 400, "heap_seeds": 3, "heap_step": 256}
QUICK = {"runs": 3, "cpython_s": 0.1, "mp_ms": 100, "heap_seeds": 1, "heap_step": 1024}


def cpython_speed(game, options, mode):
    """Per run: (playouts per second, µs per ply, plies per playout)."""
    from core import new_game
    from core.rng import Rng
    seed = 1
    playout(new_game, Rng, game, options, 0)  # warm-up, not timed
    runs = []
    for _ in range(mode["runs"]):
        games = plies = 0
        start = time.perf_counter()
        elapsed = 0.0
        while elapsed < mode["cpython_s"]:
            plies += playout(new_game, Rng, game, options, seed)
            seed += 1
            games += 1
            elapsed = time.perf_counter() - start
        runs.append((games / elapsed, elapsed * 1e6 / plies, plies / games))
    return runs


def micropython_figures(root, game, options, mode, parts=("speed", "heap", "live")):
    """Run tools/bench/mp_bench.mjs for one title (only the figures ``parts``
    names); its JSON report as a dict."""
    cfg = {"root": root, "game": game, "options": options, "runs": mode["runs"],
           "minMs": mode["mp_ms"], "heapSeeds": mode["heap_seeds"],
           "budget": HEAP_BUDGET, "step": mode["heap_step"], "parts": list(parts)}
    try:
        proc = subprocess.run(["node", os.path.join(REPO, "tools", "bench", "mp_bench.mjs"), json.dumps(cfg)],
                              cwd=REPO, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as err:
        return {"error": "could not run node: %s" % err}
    lines = proc.stdout.strip().splitlines()
    if proc.returncode or not lines:
        return {"error": "mp_bench.mjs failed: %s" % (proc.stderr.strip() or proc.stdout.strip())}
    return json.loads(lines[-1])


def spread(values, fmt):
    """'median [min-max]' of a list of numbers."""
    return "%s [%s–%s]" % (fmt % statistics.median(values), fmt % min(values), fmt % max(values))


def kb(n):
    return "%.1f KB" % (n / 1024.0)


def verdict(ok):
    return "PASS" if ok else "FAIL"


def has_game(root, game):
    """Whether the tree at ``root`` holds ``game``'s rules: a package
    core/<game>/, or in a tree older than that layout a module core/<game>.py."""
    core = os.path.join(root, "core")
    return os.path.isdir(os.path.join(core, game)) or os.path.exists(os.path.join(core, game + ".py"))


def bench_title(root, entry, mode, with_mp):
    """Measure one title, print its details, return its summary row."""
    title, game, options, unit, target = entry
    row = {"title": title}
    print("\n== %s" % title)
    if not has_game(root, game):
        print("  the tree at %s has no core.%s (an older one): skipped" % (root, game))
        row["missing"] = True
        return row
    try:
        runs = cpython_speed(game, options, mode)
    except Exception as err:  # report a broken engine and go on with the others
        print("  CPython: ERROR %s: %s" % (type(err).__name__, err))
        row["error"] = True
        return row
    rate = statistics.median([r[0] for r in runs])
    row["rate"] = (rate, target, unit, statistics.median([r[1] for r in runs]))
    print("  CPython      %s %s/s (target ≥ %d: %s); %s µs/ply; %.1f plies per playout" % (
        spread([r[0] for r in runs], "%.0f"), unit, target, verdict(rate >= target),
        spread([r[1] for r in runs], "%.1f"), statistics.median([r[2] for r in runs])))
    if with_mp:
        report_micropython(root, game, options, mode, row)
    return row


def report_micropython(root, game, options, mode, row):
    mp = micropython_figures(root, game, options, mode)
    if "error" in mp:
        print("  MicroPython: ERROR %s" % mp["error"].strip())
        row["error"] = True
        return
    us = [r["usPerPly"] for r in mp["speed"]["runs"]]
    pico = [pico_ms(game, u / 1000.0) for u in us]
    row["pico"] = statistics.median(pico)
    print("  MicroPython  %s µs/ply (WebAssembly) -> Pico ≈ %s ms/ply (target ≤ %g ms: %s)" % (
        spread(us, "%.0f"), spread(pico, "%.2f"), PICO_PLY_MS, verdict(row["pico"] <= PICO_PLY_MS)))
    heap = mp["heap"]
    at = heap["atBudget"]
    row["heap"] = heap["needed"]
    print("  heap         needs %s; importing alone needs %s (budget %s: %s; %d games, %d plies, "
          "one move per call)" % (
              kb(heap["needed"]), kb(heap["importNeeded"]), kb(heap["budget"]),
              "fits, GC total stayed %d" % at["peak"] if at["fits"]
              else "GC total grew from %d to %d bytes%s" % (
                  at["start"], at["peak"], ", already on import" if at["imported"] > at["start"] else ""),
              mode["heap_seeds"], at["plies"]))
    live = mp["live"]
    modules = live["modules"]
    print("  live         modules %s (%s)" % (kb(sum(modules.values())), ", ".join(
        "%s %.1f" % (name, size / 1024.0) for name, size in modules.items())))
    print("               a game %s at its start, %s mid-way, %s at most (%d plies)" % (
        kb(live["start"]), kb(live["mid"]), kb(live["max"]), live["plies"]))


def summary(rows, with_mp):
    print("\n== Summary (medians; targets: CPython playouts/s, Pico ≤ %g ms/ply, heap ≤ %s)"
          % (PICO_PLY_MS, kb(HEAP_BUDGET)))
    print("%-13s %-28s %-8s %-12s %s" % ("title", "CPython playouts/s", "µs/ply", "Pico ms/ply",
                                          "MicroPython heap"))
    for row in rows:
        if row.get("missing") or "rate" not in row:
            print("%-13s %s" % (row["title"], "not present yet" if row.get("missing") else "ERROR"))
            continue
        rate, target, unit, us = row["rate"]
        cells = ["%.0f %s (≥%d) %s" % (rate, unit, target, verdict(rate >= target)), "%.1f" % us]
        if "pico" in row:
            cells.append("%.2f %s" % (row["pico"], verdict(row["pico"] <= PICO_PLY_MS)))
            cells.append("%s %s" % (kb(row["heap"]), verdict(row["heap"] <= HEAP_BUDGET)))
        else:
            cells.append("ERROR" if with_mp else "not measured")
        print("%-13s %-28s %-8s %-12s %s" % tuple([row["title"]] + cells + [""] * (4 - len(cells))))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.core", description=" ".join(__doc__.split("\n")[:2]))
    parser.add_argument("--quick", action="store_true", help="fewer, shorter runs (smoke test)")
    parser.add_argument("--only", metavar="TITLE", action="append",
                        help="bench only this title (dance, venice, rift, 'rift ring=4'); repeatable")
    parser.add_argument("--no-micropython", action="store_true", help="CPython figures only")
    parser.add_argument("--root", default=REPO, help="project root holding core/ (default: this repo)")
    args = parser.parse_args(argv)
    titles = [t for t in TITLES if not args.only or t[0] in args.only]
    if not titles:
        parser.error("no title matches %s" % args.only)
    root = os.path.abspath(args.root)
    sys.path.insert(0, root)
    mode = QUICK if args.quick else FULL
    with_mp = not args.no_micropython
    print("Twilight Board benchmark, %s: CPython %s on %d cores%s; median [min–max] of %d runs%s" % (
        time.strftime("%Y-%m-%d"), platform.python_version(), os.cpu_count() or 0,
        ", MicroPython 1.27 (WebAssembly, Node %s)" % node_version() if with_mp else "",
        mode["runs"], " (--quick)" if args.quick else ""))
    start = time.perf_counter()
    rows = [bench_title(root, entry, mode, with_mp) for entry in titles]
    summary(rows, with_mp)
    print("\n(%.0f s)" % (time.perf_counter() - start))
    return 1 if any(row.get("error") for row in rows) else 0


def node_version():
    try:
        return subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "missing"


if __name__ == "__main__":
    sys.exit(main())
