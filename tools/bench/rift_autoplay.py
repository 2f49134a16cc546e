"""How winnable are Rift deals for the autoplay? Win rate with a 95% interval.

    python -m tools.bench.rift_autoplay [--level device|expert] [--ring 3|4] [--deals 500] [--each]

Plays deals (seeds) first..first+deals-1 with core/rift/bot.py's autoplay,
thinking from the view only, over several processes, and prints the win
rate (Wilson 95% interval), which conditions failed, and the thinking time:
per decision (a turn's plan is made at its first move and then followed)
and per move. ``--each`` also prints a line per deal as it finishes, so a
long run that has to be stopped still leaves its sample.
"""

import argparse
import multiprocessing
import os
import sys
import time
from tools.bench.stats import percentile, wilson

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def one_deal(job):
    """Autoplay deal ``seed``: (won, failed conditions, think times, moves)."""
    seed, level, ring = job
    if REPO not in sys.path:
        sys.path.insert(0, REPO)
    from core import new_game
    from core.rift.bot import thinker
    game = new_game("rift", seed, ring=ring)
    times = []
    todo = []
    while not game.is_over():
        if not todo:
            start = time.perf_counter()
            planner = thinker(game.view(0), level, seed + len(game.history))
            while not planner.step(16):
                pass
            todo = planner.plan()[0]
            times.append(time.perf_counter() - start)
        game.play(todo.pop(0))
    result = game.result()
    failed = [k for k in sorted(result["conditions"]) if not result["conditions"][k]]
    return result["winner"], failed, times, len(game.history)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.rift_autoplay", description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="device", choices=("device", "expert"))
    parser.add_argument("--ring", type=int, default=3, choices=(3, 4))
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--first", type=int, default=0, help="seed of the first deal (default 0)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: one a core)")
    parser.add_argument("--each", action="store_true", help="print each deal's result as it finishes")
    args = parser.parse_args(argv)
    jobs = [(s, args.level, args.ring) for s in range(args.first, args.first + args.deals)]
    start = time.perf_counter()
    rows = []
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for row in (pool.imap(one_deal, jobs) if pool else map(one_deal, jobs)):
        rows.append(row)
        if args.each:
            print("deal %d: %s, missed %s, max think %.0f ms" % (
                args.first + len(rows) - 1, "won" if row[0] else "lost", ",".join(row[1]) or "-",
                1000 * max(row[2])), flush=True)
    if pool:
        pool.close()
    wall = time.perf_counter() - start
    wins = sum(1 for row in rows if row[0])
    low, high = wilson(wins, len(rows))
    print("Rift autoplay, level %s, ring=%d, deals %d..%d" % (
        args.level, args.ring, args.first, args.first + args.deals - 1))
    print("  wins %d of %d = %.1f%% (95%% interval %.1f%%-%.1f%%)" % (
        wins, len(rows), 100.0 * wins / len(rows), 100 * low, 100 * high))
    failed = {}
    for row in rows:
        for name in row[1]:
            failed[name] = failed.get(name, 0) + 1
    print("  conditions missed: %s" % (", ".join("%s %d" % kv for kv in sorted(failed.items())) or "none"))
    times = [t for row in rows for t in row[2]]
    moves = sum(row[3] for row in rows)
    print("  thinking (CPython): per decision median %.1f ms, p95 %.1f ms, max %.1f ms; "
          "%.2f ms per move on average" % (1000 * percentile(times, 0.5), 1000 * percentile(times, 0.95),
                                           1000 * max(times), 1000 * sum(times) / moves))
    print("  (%.0f s wall on %d processes)" % (wall, args.jobs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
