"""How many Rift deals could any play win? A search that sees the whole deck.

    python -m tools.bench.rift_bound [--ring 3|4] [--deals 200] [--first 0] [--seconds 10] [--each]
    python -m tools.bench.rift_bound --ring 3 --seeds 250,261,263   # those deals only (say, the ones a bot lost)

The autoplay's win rate (tools/bench/rift_autoplay.py) says how well the
bots play; this bounds how much there is to win. For each deal (seed), with
the deck order known, the device level's game is tried first, then the
expert's search playing every play-out on the true deck order (``seer_line``:
the heuristic's best SEER_WIDTH plans of each turn, each played on by the
greedy planner, the best end kept), then a nested search over that one
(``nested_line``), then tools/bench/rift_relax.py lists relaxed winning
lines (the roles and places of every turn's tiles), first near its ordering
(limited discrepancy), then exhaustively; each line is played on the real
game, its steps chosen a move action at a time. A deal is *won* when a
played line wins (replayed on a fresh game, it must), *lost* when the
exhaustive relaxed search ends with no line at all (the relaxation only
drops rules, so no play wins), else *unknown* (time ran out, or only lines
that failed in play were found). wins/deals is a lower bound on the win
rate of play that knows the deck, (wins + unknown)/deals an upper bound.
``--seconds`` is the relaxed search's time a deal; the three games before it
take what they take (a ring-4 deal none of them wins took 22-29 s in all
with ``--seconds 9``, two processes on two cores).
"""

import argparse
import multiprocessing
import sys
import time
from core import new_game
from core.rift.bot import thinker
from core.rift.expert import DEPTH, Collector, greedy, plan_all
from core.rift.layout import layout
from core.rift.plan import PlanBoard
from core.rift.plan_view import unseen
from tools.bench.rift_relax import COUNT, CUTS, OutOfTime, Plans
from tools.bench.stats import wilson

MOVE = 3
SEER_WIDTH = 30  # plans a turn the search knowing the deck plays on (the expert's 6 won 11 of ring-4 deals 0-99, 30 won 22 of 0-93)
NEST_WIDTH, NEST_INNER = 8, 3  # the nested search's plans a turn, and its play-outs' (see nested_line)
WON, LOST, UNKNOWN = "won", "lost", "unknown"


def judge(g, doomed):
    """How far a position is from matched, then how much it wastes: (insignias
    of tiles that stay still lacking an Oink, Oinks bound for the Void)."""
    lack = 0
    waste = sum(g.void)
    oinks = g.oinks
    for p, t in enumerate(g.tiles):
        if t < 0:
            continue
        for e in range(4):
            have = oinks[4 * p + e]
            if p in doomed:
                waste += have
            else:
                lack += max(0, COUNT[t][e] - have)
                waste += max(0, have - COUNT[t][e])
    return lack, waste


def best_action(g, doomed):
    """The move action's moves (all its steps, or `fail`) whose end judges
    best, trying every distinct sequence."""
    best = None
    level = [(g, [])]
    while level:
        seen = {}
        for state, seq in level:
            for m in state.legal_moves():
                child = state.copy()
                child.play(m)
                if child.phase != MOVE:
                    score = judge(child, doomed)
                    if best is None or score < best[0]:
                        best = (score, seq + [m])
                    continue
                k = (tuple(child.oinks), tuple(child.gate), tuple(child.left))
                if k not in seen:
                    seen[k] = (child, seq + [m])
        level = list(seen.values())
    return best[1]


def play_line(seed, ring, setup, line):
    """Play a relaxed line on deal ``seed``: the game at its end (or where a
    move of the line was not legal)."""
    g = new_game("rift", seed, ring=ring)
    g.play("setup %d" % setup)
    names = g.lay.names
    for k, (a, b, p, c) in enumerate(line):
        g.play("gain %d" % a)
        if p < 0:
            g.play("void %d" % b)
        else:
            g.play("%s %d %s" % ("replace" if g.tiles[p] >= 0 else "build", b, names[p]))
        doomed = set(q for (_, _, q, _) in line[k + 1:] if q >= 0 and g.tiles[q] >= 0)
        for m in best_action(g, doomed):
            g.play(m)
    return g


def replays(seed, ring, moves):
    """Do ``moves`` win deal ``seed`` on a fresh game? (the soundness check)"""
    g = new_game("rift", seed, ring=ring)
    for m in moves:
        g.play(m)
    return g.is_over() and bool(g.result()["winner"])


def device_line(seed, ring):
    """The device level's game of deal ``seed`` (from the view only), so the
    bound never falls below what that level wins."""
    g = new_game("rift", seed, ring=ring)
    todo = []
    while not g.is_over():
        if not todo:
            todo = thinker(g.view(0), "device", seed + len(g.history)).plan()[0]
        g.play(todo.pop(0))
    return g


def _best_plans(g, board, width):
    """The moves of the heuristic's best ``width`` plans for ``g``'s turn
    (``board``: a Collector of g's layout to reuse)."""
    view = g.view(0)
    board.top = []
    board.set_view(view, unseen(view))
    plan_all(board)
    return [board.moves(plan) for plan in sorted(board.top, key=lambda p: -p[0])[:width]]


def _seer(g, width, board, scratch):
    """Play ``g`` to its end as ``seer_line`` does (``scratch``: a PlanBoard to reuse)."""
    while not g.is_over():
        best = None
        for moves in _best_plans(g, board, width):
            w = g.copy()
            for m in moves:
                w.play(m)
            v = greedy(w, DEPTH, scratch)
            if best is None or v > best[0]:
                best = (v, moves)
        for m in best[1]:
            g.play(m)
    return g


def seer_line(seed, ring, width=SEER_WIDTH):
    """Deal ``seed`` played by the expert's search (core/rift/expert.py)
    knowing the deck: each turn, the heuristic's best ``width`` plans, each
    played on to the end by the greedy planner on the true deck order; the
    plan whose end scores best is played."""
    board = Collector(layout(ring))
    return _seer(new_game("rift", seed, ring=ring), width, board, PlanBoard(board.lay))


def nested_line(seed, ring, width=NEST_WIDTH, inner=NEST_INNER):
    """Deal ``seed`` played by a nested search knowing the deck (nested Monte
    Carlo search, Cazenave 2009, on plans): each turn, the heuristic's best
    ``width`` plans, each played on to the end by ``seer_line``'s search with
    ``inner`` plans a turn; the next turn played is that of the best end
    found so far, this turn's or an earlier one's, so the line only gets
    better. It stops at the first end that wins."""
    board = Collector(layout(ring))
    scratch = PlanBoard(board.lay)
    g = new_game("rift", seed, ring=ring)
    best = None
    while not g.is_over():
        for moves in _best_plans(g, board, width):
            end = g.copy()
            for m in moves:
                end.play(m)
            _seer(end, inner, board, scratch)
            if end.result()["winner"]:
                return end
            v = greedy(end, 0, scratch)  # the planner's score of the end
            if best is None or v > best[0]:
                best = (v, end.history)
        turn = g.turn
        while not g.is_over() and g.turn == turn:
            g.play(best[1][len(g.history)])
    return g


GAMES = (("device", device_line), ("seer", seer_line), ("nested", nested_line))  # tried in turn
SEARCHES = tuple(name for name, _ in GAMES) + ("relaxed",)  # what can win a deal, in order


def one_deal(seed, ring, seconds, limits=(0, 1, 2, 3, 99), why=None):
    """(outcome, winning moves or None, relaxed lines tried, conditions
    missed by the played line that missed fewest, or None if none was played,
    which search won: device, seer, nested, relaxed or None).
    ``why`` (a dict) adds up the relaxed lines each condition cut."""
    for by, play in GAMES:
        g = play(seed, ring)
        if g.result()["winner"]:
            assert replays(seed, ring, g.history)
            return WON, list(g.history), 0, [], by
    deadline = time.perf_counter() + seconds

    def clock():
        if time.perf_counter() > deadline:
            raise OutOfTime()

    plans = Plans(new_game("rift", seed, ring=ring), clock)
    missed = None
    tried = set()
    if why is not None:
        plans.why = why
    try:
        for limit in limits:
            plans.limit = limit
            for setup, line in plans.plans():
                key = (setup, tuple(line))
                if key in tried:
                    continue
                tried.add(key)
                g = play_line(seed, ring, setup, line)
                res = g.result()
                if res["winner"]:
                    moves = list(g.history)
                    assert replays(seed, ring, moves), "deal %d: the line found does not win" % seed
                    return WON, moves, len(tried), [], "relaxed"
                miss = sorted(k for k, v in res["conditions"].items() if not v)
                if missed is None or len(miss) < len(missed):
                    missed = miss
                clock()
    except OutOfTime:
        return UNKNOWN, None, len(tried), missed, None
    if plans.exhausted and not plans.leaves:
        return LOST, None, 0, None, None
    return UNKNOWN, None, len(tried), missed, None


def _deal(job):
    """one_deal in a worker process: (seed, outcome, relaxed lines tried,
    conditions missed, which search won, the cuts by condition, seconds)."""
    seed, ring, seconds = job
    why = dict.fromkeys(CUTS, 0)
    start = time.perf_counter()
    outcome, _, tried, miss, by = one_deal(seed, ring, seconds, why=why)
    return seed, outcome, tried, miss, by, why, time.perf_counter() - start


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.rift_bound", description=__doc__.split("\n")[0])
    parser.add_argument("--ring", type=int, default=4, choices=(3, 4))
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="seed of the first deal (default 0)")
    parser.add_argument("--seconds", type=float, default=10.0, help="time budget a deal (default 10)")
    parser.add_argument("--seeds", help="comma-separated deals to search instead of --first/--deals")
    parser.add_argument("--each", action="store_true", help="print each deal's outcome as it finishes")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1; the relaxed search's "
                        "seconds are wall-clock, so give it a core each)")
    args = parser.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",")] if args.seeds else list(
        range(args.first, args.first + args.deals))
    start = time.perf_counter()
    counts = {WON: 0, LOST: 0, UNKNOWN: 0}
    missed = {}
    why = dict.fromkeys(CUTS, 0)
    winners = {}
    jobs = [(seed, args.ring, args.seconds) for seed in seeds]
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for seed, outcome, tried, miss, by, cuts, seconds in (pool.imap(_deal, jobs) if pool else map(_deal, jobs)):
        counts[outcome] += 1
        if by:
            winners[by] = winners.get(by, 0) + 1
        for k in cuts:
            why[k] += cuts[k]
        name = "no relaxed line" if miss is None and outcome != WON else None
        for k in ([name] if name else miss):
            missed[k] = missed.get(k, 0) + 1
        if args.each:
            print("deal %d: %s%s, %d relaxed lines played, %.1f s, best played line missed %s" % (
                seed, outcome, " by " + by if by else "", tried, seconds,
                name or ",".join(miss) or "-"), flush=True)
    if pool:
        pool.close()
    n = len(seeds)
    print("Rift bound (whole deck known), ring=%d, %s, %.0f s a deal" % (
        args.ring, "deals " + args.seeds if args.seeds else "deals %d..%d" % (seeds[0], seeds[-1]), args.seconds))
    for name in (WON, LOST, UNKNOWN):
        low, high = wilson(counts[name], n)
        print("  %-7s %3d of %d = %.1f%% (95%% interval %.1f%%-%.1f%%)" % (
            name, counts[name], n, 100.0 * counts[name] / n, 100 * low, 100 * high))
    print("  win rate of play knowing the deck: at least %.1f%%, at most %.1f%%" % (
        100.0 * counts[WON] / n, 100.0 * (counts[WON] + counts[UNKNOWN]) / n))
    print("  won by (the first that won): %s" % (
        ", ".join("%s %d" % (k, winners[k]) for k in SEARCHES if k in winners)
        or "none"))
    print("  deals not won, by what the best played line missed: %s" % (
        ", ".join("%s %d" % kv for kv in sorted(missed.items())) or "none"))
    print("  relaxed lines cut by a condition that could no longer hold: %s" % (
        ", ".join("%s %d" % kv for kv in sorted(why.items()))))
    print("  (%.0f s wall, %d process%s)" % (time.perf_counter() - start, args.jobs, "es" if args.jobs > 1 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
