"""A/B: one game's engine today against an older revision's, in paired runs.

    python -m tools.bench.ab --base 07f1b72                # Dance, 60 seeds
    python -m tools.bench.ab --base 07f1b72 --games 20 --no-heap

The base revision's tree (A) is exported with ``git archive`` to a temporary
folder; B is this working tree. Both engines are loaded in one process, A's
``core`` package renamed ``core_a``, and every seed's random playout (as in
tools/bench/core.py) is played by A and by B in turn, the order alternating:
so both see the same load, on this shared machine the only fair comparison.
MicroPython 1.27 (WebAssembly, tools/bench/ab_mp.mjs) and CPython each
print µs per ply of A and B, their ratio and the ratios of blocks of 10
seeds (the spread). Then each tree's MicroPython heap needed, by
tools/bench/mp_bench.mjs's bisection (deterministic, so not paired).
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

from tools.bench import core as bench

REPO = bench.REPO
BLOCK = 10


def export(rev, folder):
    """The tree of git revision ``rev``, written into ``folder``/tree."""
    archive = os.path.join(folder, "tree.tar")
    subprocess.run(["git", "archive", "-o", archive, rev, "core"], cwd=REPO, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(os.path.join(folder, "tree"))
    return os.path.join(folder, "tree")


def renamed_copy(root, folder):
    """Tree ``root``'s core/ copied to ``folder``/core_a/, the word core renamed."""
    for path, dirs, names in os.walk(os.path.join(root, "core")):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        target = os.path.join(folder, "core_a", os.path.relpath(path, os.path.join(root, "core")))
        os.makedirs(target, exist_ok=True)
        for name in names:
            if name.endswith(".py"):
                with open(os.path.join(path, name)) as f:
                    text = re.sub(r"\bcore\b", "core_a", f.read())
                with open(os.path.join(target, name), "w") as f:
                    f.write(text)


def cpython_pairs(folder, game, games, warm=4):
    """(µs per ply of A, of B, block ratios): A from ``folder``/core_a, B this tree."""
    sys.path.insert(0, folder)
    import core
    import core_a
    from core.rng import Rng
    makers = {"A": core_a.new_game, "B": core.new_game}
    took = {"A": 0.0, "B": 0.0}
    block = {"A": 0.0, "B": 0.0}
    plies = {"A": 0, "B": 0}
    ratios = []
    for seed in range(1, warm + games + 1):
        for side in ("AB" if seed % 2 else "BA"):
            start = time.perf_counter()
            n = bench.playout(makers[side], Rng, game, {}, seed)
            spent = time.perf_counter() - start
            if seed > warm:
                took[side] += spent
                block[side] += spent
                plies[side] += n
        if seed > warm and (seed - warm) % BLOCK == 0:
            ratios.append(block["A"] / block["B"])
            block = {"A": 0.0, "B": 0.0}
    return 1e6 * took["A"] / plies["A"], 1e6 * took["B"] / plies["B"], ratios


def micropython_pairs(root_a, game, games):
    cfg = {"rootA": root_a, "rootB": REPO, "game": game, "games": games, "block": BLOCK}
    proc = subprocess.run(["node", os.path.join(REPO, "tools", "bench", "ab_mp.mjs"), json.dumps(cfg)],
                          cwd=REPO, capture_output=True, text=True, timeout=3600)
    if proc.returncode:
        raise RuntimeError("ab_mp.mjs failed: %s" % proc.stderr.strip())
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    return out["usPerPlyA"], out["usPerPlyB"], out["blockRatios"]


def show(label, figures):
    a, b, ratios = figures
    print("%-12s A %8.1f µs/ply  B %8.1f µs/ply  A/B %.2f (blocks of %d seeds: median %.2f, %.2f-%.2f)"
          % (label, a, b, a / b, BLOCK, statistics.median(ratios), min(ratios), max(ratios)))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.ab", description=__doc__.split("\n")[0])
    parser.add_argument("--base", required=True, help="git revision A (B is the working tree)")
    parser.add_argument("--game", default="dance", choices=("dance", "venice", "rift"))
    parser.add_argument("--games", type=int, default=60, help="seeds played by each (a multiple of 10)")
    parser.add_argument("--no-heap", action="store_true", help="speed only")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        root_a = export(args.base, folder)
        renamed_copy(root_a, folder)
        print("A/B %s: A = %s, B = the working tree; %d seeds each, paired in one process"
              % (args.game, args.base, args.games))
        show("MicroPython", micropython_pairs(root_a, args.game, args.games))
        show("CPython", cpython_pairs(folder, args.game, args.games))
        if not args.no_heap:
            mode = dict(bench.FULL)
            for side, root in (("A", root_a), ("B", REPO)):
                heap = bench.micropython_figures(root, args.game, {}, mode, ("heap",))
                if "error" in heap:
                    raise RuntimeError(heap["error"])
                print("%s heap needed %s (importing alone %s)" % (
                    side, bench.kb(heap["heap"]["needed"]), bench.kb(heap["heap"]["importNeeded"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
