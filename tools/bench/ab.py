"""A/B: one game's engine ply today against an older revision's, paired runs.

    python -m tools.bench.ab --base 07f1b72                 # Dance, 7 pairs
    python -m tools.bench.ab --base 07f1b72 --game rift --pairs 3 --quick

The base revision's tree is exported (``git archive``) to a temporary
folder; the working tree is B. Each pair runs A and B one after the other
(the order alternating from pair to pair) in fresh processes: a MicroPython
random-playout speed run (tools/bench/mp_bench.mjs, "speed") and a CPython
one (tools/bench/core.py's playouts), so both see the same load on this
noisy machine. The ratio A/B per pair and its median are printed, then
each tree's MicroPython heap needed (mp_bench's bisection, once each).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile

from tools.bench import core as bench

REPO = bench.REPO


def export(rev, folder):
    """The tree of git revision ``rev``, written into ``folder``."""
    archive = os.path.join(folder, "tree.tar")
    subprocess.run(["git", "archive", "-o", archive, rev], cwd=REPO, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(os.path.join(folder, "tree"))
    return os.path.join(folder, "tree")


def cpython_us(root, game, options, mode):
    """CPython µs per ply for the engine at ``root``, in a fresh process
    (this module's tools, that tree's core)."""
    code = ("import json, sys; sys.path.insert(0, %r); from tools.bench import core as bench; "
            "sys.path.insert(0, %r); runs = bench.cpython_speed(%r, %r, %r); "
            "print(json.dumps([r[1] for r in runs]))" % (REPO, root, game, options, mode))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return statistics.median(json.loads(out.stdout))


def micropython_us(root, game, options, mode, parts=("speed",)):
    figures = bench.micropython_figures(root, game, options, mode, parts)
    if "error" in figures:
        raise RuntimeError(figures["error"])
    return statistics.median(r["usPerPly"] for r in figures["speed"]["runs"])


def line(label, a, b, unit):
    return "%-22s A %8.1f  B %8.1f %s  A/B %.2f" % (label, a, b, unit, a / b)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.ab", description=__doc__.split("\n")[0])
    parser.add_argument("--base", required=True, help="git revision A (B is the working tree)")
    parser.add_argument("--game", default="dance", choices=("dance", "venice", "rift"))
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="short runs, heap to 1 KB")
    parser.add_argument("--no-heap", action="store_true", help="speed only")
    args = parser.parse_args(argv)
    mode = dict(bench.QUICK if args.quick else bench.FULL, runs=1)
    cp_mode = dict(mode, runs=3)
    with tempfile.TemporaryDirectory() as folder:
        roots = {"A": export(args.base, folder), "B": REPO}
        print("A/B %s: A = %s, B = the working tree; %d pairs, MicroPython 1.27 (WebAssembly) "
              "and CPython %s" % (args.game, args.base, args.pairs, sys.version.split()[0]))
        mp = {"A": [], "B": []}
        cp = {"A": [], "B": []}
        for pair in range(args.pairs):
            for side in ("AB" if pair % 2 == 0 else "BA"):
                mp[side].append(micropython_us(roots[side], args.game, {}, mode))
                cp[side].append(cpython_us(roots[side], args.game, {}, cp_mode))
            print("pair %d: %s; %s" % (
                pair + 1, line("MicroPython µs/ply", mp["A"][-1], mp["B"][-1], "µs"),
                line("CPython µs/ply", cp["A"][-1], cp["B"][-1], "µs")))
        print("\nmedians over the pairs (ratio: median of the pairs' ratios)")
        for label, figures in (("MicroPython µs/ply", mp), ("CPython µs/ply", cp)):
            ratios = [a / b for a, b in zip(figures["A"], figures["B"])]
            print("%-20s A %.1f  B %.1f  A/B %.2f [%.2f-%.2f]" % (
                label, statistics.median(figures["A"]), statistics.median(figures["B"]),
                statistics.median(ratios), min(ratios), max(ratios)))
        if not args.no_heap:
            for side in "AB":
                heap = bench.micropython_figures(roots[side], args.game, {}, mode, ("heap",))
                if "error" in heap:
                    raise RuntimeError(heap["error"])
                print("%s heap needed %s (importing alone %s)" % (
                    side, bench.kb(heap["heap"]["needed"]), bench.kb(heap["heap"]["importNeeded"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
