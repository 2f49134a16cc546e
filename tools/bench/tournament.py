"""Bot against bot: win rates with 95% intervals and time per move.

    python -m tools.bench.tournament --game dance --a hard --b normal --games 400
    python -m tools.bench.tournament --game venice --a expert --b hard --games 400 --max-ms 300
    python -m tools.bench.tournament --game dance --option relocate=any --a hard --b normal
    python -m tools.bench.tournament --game venice --a hard --b ref --iterations 400 --games 100

Game k is played from seed ``seed + k // 2`` with the seats swapped between
the two games of a pair, so both bots play both sides of every deal (for
Venice a game is a whole match). A player is a bot level, ``random`` (a
uniformly random legal move) or ``ref``, the reference IS-MCTS player of
tools/bench/reference.py with ``--iterations`` a move. The win rate counts wins only (a draw is
not a win), with its Wilson 95% interval, split by who moved first; the
score counts draws as half. ``--steps N`` caps each bot's search at N
units per move (deterministic); ``--max-ms T`` stops a search after about
T ms and plays the best move so far (what was used is printed). ``--option
name=value`` (repeatable, as on the terminal player's command line) sets a
game option for every game. Games run in ``--procs`` processes; ``--each``
prints every game's result as it ends, so a long run stopped early still
leaves its sample.
"""

import argparse
import multiprocessing
import os
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, REPO)

from core import game_class, new_game, options as game_options  # noqa: E402
from core.rng import Rng  # noqa: E402
from tools.bench.stats import percentile, wilson  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard", "expert", "ref")


def _bot(game):
    if game == "dance":
        from core.dance import bot as dance_ai
        return dance_ai
    from core.venice import bot as venice_ai
    return venice_ai


def _think(bot, view, level, seed, steps, max_ms, iterations):
    """The move and the seconds it took (``steps`` and ``max_ms`` apply to
    the bots; the reference always spends its iterations)."""
    start = time.perf_counter()
    if level == "ref":
        from tools.bench import reference
        thinker = reference.thinker(view, iterations, seed)
        steps = max_ms = 0
    else:
        thinker = bot.thinker(view, level, seed)
    if steps:
        thinker.step(steps)
    elif max_ms:
        thinker.step_ms(max_ms)
    else:
        while not thinker.step(256):
            pass
    return thinker.best(), time.perf_counter() - start


def play_game(job):
    """One game; returns (True if A won, False if B won, None for a draw;
    {level: [seconds...]}; whether A moved first)."""
    game, levels, seed, a_seat, steps, max_ms, options, iterations = job
    bot = _bot(game)
    g = new_game(game, seed, **options)
    pick = Rng(seed * 7 + a_seat + 1)
    times = {levels[0]: [], levels[1]: []}
    ply = 0
    while not g.is_over():
        p = g.to_move()
        level = levels[0] if p == a_seat else levels[1]
        if level == "random":
            moves = g.legal_moves()
            move = moves[pick.below(len(moves))]
        else:
            move, took = _think(bot, g.view(p), level, seed * 1000 + ply, steps, max_ms,
                                iterations)
            times[level].append(took)
        g.play(move)
        ply += 1
    winner = g.result()["winner"]
    outcome = None if winner is None else (winner == a_seat)
    return outcome, times, a_seat == g.options.get("first", 0)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.tournament", description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("dance", "venice"), required=True)
    parser.add_argument("--a", choices=LEVELS, required=True)
    parser.add_argument("--b", choices=LEVELS, required=True)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=0, help="search units per move (0: the level's own plan)")
    parser.add_argument("--max-ms", type=float, default=0, help="stop each search after about this many ms")
    parser.add_argument("--iterations", type=int, default=400, help="the reference's iterations a move")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option for every game (booleans on/off); repeatable")
    parser.add_argument("--procs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--each", action="store_true", help="print each game's result as it finishes")
    args = parser.parse_args(argv)
    try:
        chosen = game_options.parse(args.game, game_class(args.game).OPTIONS, args.option)
    except ValueError as err:
        parser.error(str(err))
    given = {word.split("=")[0]: chosen[word.split("=")[0]] for word in args.option}
    jobs = [(args.game, (args.a, args.b), args.seed + k // 2, k % 2, args.steps, args.max_ms,
             given, args.iterations) for k in range(args.games)]
    start = time.perf_counter()
    results = []
    pool = multiprocessing.Pool(args.procs) if args.procs > 1 else None
    for job, result in zip(jobs, pool.imap(play_game, jobs) if pool else map(play_game, jobs)):
        results.append(result)
        if args.each:
            print("game %d (seed %d, A player %d): %s" % (
                len(results) - 1, job[2], job[3],
                {True: "A won", False: "B won", None: "draw"}[result[0]]), flush=True)
    if pool:
        pool.close()
    wins = sum(1 for r in results if r[0] is True)
    losses = sum(1 for r in results if r[0] is False)
    draws = len(results) - wins - losses
    n = len(results)
    score = wins + draws / 2.0
    lo, hi = wilson(score, n)
    budget = ("%d steps per move" % args.steps if args.steps else
              "%g ms per move" % args.max_ms if args.max_ms else "each level's full plan")
    if "ref" in (args.a, args.b):
        budget += ", the reference %d iterations a move" % args.iterations
    print("%s%s: %s (A) vs %s (B), %d %s, seats swapped, %s" % (
        args.game, "".join(" " + word for word in args.option), args.a, args.b, n,
        "matches" if args.game == "venice" else "games", budget))
    print("A wins %d, draws %d, losses %d (W-D-L %d-%d-%d)" % (wins, draws, losses, wins, draws, losses))
    for first in (True, False):
        mine = [r[0] for r in results if r[2] == first]
        print("  A moving %s: %d games, wins %d, draws %d, losses %d" % (
            "first" if first else "second", len(mine), mine.count(True), mine.count(None),
            mine.count(False)))
    win_lo, win_hi = wilson(wins, n)
    print("A win rate %.1f%% (a draw is not a win), 95%% interval %.1f%%-%.1f%%" % (
        100.0 * wins / n, 100 * win_lo, 100 * win_hi))
    print("A score %.1f%% (draws count half), 95%% interval %.1f%%-%.1f%%" % (
        100 * score / n, 100 * lo, 100 * hi))
    for level in (args.a,) if args.a == args.b else (args.a, args.b):
        took = [t for r in results for t in r[1].get(level, [])]
        if took:
            print("%-7s %d moves: mean %.2f ms, p95 %.2f ms, max %.2f ms per move (CPython)" % (
                level, len(took), 1000 * sum(took) / len(took), 1000 * percentile(took, 0.95),
                1000 * max(took)))
    print("(%.0f s, %d processes)" % (time.perf_counter() - start, args.procs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
