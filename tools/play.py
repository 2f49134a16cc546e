"""Play any Twilight Board game in a terminal, against people or bots, or replay a record.

    python -m tools.play                           # choose a game
    python -m tools.play dance turns=8 --bot hard  # you (KGB) against a bot
    python -m tools.play venice --seats bot:normal,human --seed 3
    python -m tools.play rift --bot device         # the autoplay plays it all
    python -m tools.play rift --contest Ann,Bob,bot  # a contest on one deal
    python -m tools.play --replay game.txt         # step through a saved record

Two people share the terminal and hand it over between turns; each sees
only their own board (tools/terminal/session.py). ``--help`` lists each game's
options, the bot levels and the commands at the prompt.
"""

import argparse
import importlib
import os
import sys

from core import GAMES, game_class, options, record
from core.rift import contest
from tools.terminal import contest as contest_play
from tools.terminal import seats as play_seats
from tools.terminal.session import HELP, Session

SEATS = """seats: --seats SEAT,SEAT gives each player's seat, player 0 first (dance:
KGB,SIS; venice: north,south; rift: one seat), each 'human' or 'bot:LEVEL'.
--bot LEVEL is short for human,bot:LEVEL (rift: bot:LEVEL, the autoplay plays
the whole game). Default: every seat a person. Without --seed the seed is
random and printed, so the game can be replayed with --seed: at the start if
it decides nothing hidden (dance between two people), else when the game
ends (it deals venice's cards and rift's tiles, and steers the bots); in a
contest, once every player has played."""


def renderer(name):
    """The text renderer of a game's views (tools/terminal/<game>.py)."""
    return importlib.import_module("tools.terminal." + name).render


def option_text(entry):
    """``turns=N, N >= 0 (default 12)``: one option's values, as typed."""
    name, default, choices = entry
    if type(default) is bool:
        values = "on|off"
    elif choices is None:
        values = "N, N >= 0"
    else:
        values = "|".join(str(choice) for choice in choices)
    typed = options.format((entry,), {name: default})
    return "%s=%s (default %s)" % (name, values, typed[len(name) + 1:])


def games_help():
    lines = ["games, their options (name=value, after the game) and bot levels:"]
    for name in GAMES:
        cls = game_class(name)
        rows = [option_text(entry) for entry in cls.OPTIONS] or ["no options"]
        rows.append("bots: " + " ".join(play_seats.levels(name)))
        lines.append("  %-7s %s" % (name, rows[0]))
        lines += ["          " + row for row in rows[1:]]
    return "\n".join(lines)


def parser():
    made = argparse.ArgumentParser(
        prog="python -m tools.play", description=__doc__.split("\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n\n".join((games_help(), SEATS, HELP)))
    made.add_argument("game", nargs="?", choices=GAMES)
    made.add_argument("options", nargs="*", help="name=value (booleans on/off), see below")
    made.add_argument("--seed", type=int, help="the game's seed (default: a random one)")
    made.add_argument("--seats", metavar="SEATS", help="e.g. human,bot:hard (see below)")
    made.add_argument("--bot", metavar="LEVEL", help="play against a bot of LEVEL")
    made.add_argument("--contest", metavar="N|NAMES",
                      help="rift: N players (or NAME,NAME,..., 'bot' a bot seat) play one deal in turn")
    made.add_argument("--replay", metavar="FILE", help="step through a record (or a contest record)")
    return made


def play(game, read, out, seats=None, seed_given=False):
    """Play ``game`` at the terminal (every seat a person unless ``seats``
    says which are bots); the game as it stood when left."""
    seats = seats or [None] * game.PLAYERS
    return Session(game, seats, read, out, seed_given).run()


def show(game, render, out):
    viewer = game.to_move() if game.to_move() is not None else 0
    out.write(render(game.view(viewer)) + "\n")


def replay(text, read, out):
    """Step through a record one move per Enter ('q' stops): a record names
    every secret, so it shows each move in full. A contest record steps
    through each player's game in turn, then shows the ranking."""
    if text.startswith(contest.MAGIC + " "):
        return replay_contest(text, read, out)
    return replay_game(record.load(text), read, out)


def replay_contest(text, read, out):
    names, games = contest.load(text)
    for p in range(len(names)):
        out.write("=== %s's game ===\n" % names[p])
        if len(replay_game(games[p], read, out).history) < len(games[p].history):
            return games[p]
    out.write("\n".join(contest_play.lines(names, [contest.entry(g.result()) for g in games])) + "\n")
    return games[-1]


def replay_game(final, read, out):
    game = type(final)(final.seed, **final.options)
    render = renderer(game.NAME)
    show(game, render, out)
    for i, move in enumerate(final.history, 1):
        line = read("[%d/%d] Enter for '%s' (q to stop) " % (i, len(final.history), move))
        if line is None or line.strip() == "q":
            break
        game.play(move)
        show(game, render, out)
    return game


def choose_game(read, out):
    for i, name in enumerate(GAMES, 1):
        out.write("%d  %s\n" % (i, name))
    while True:
        line = read("game? ")
        if line is None:
            return None
        line = line.strip()
        if line in GAMES:
            return line
        if line.isdigit() and 1 <= int(line) <= len(GAMES):
            return GAMES[int(line) - 1]


def read_line(prompt):
    try:
        return input(prompt)
    except EOFError:
        return None


def seats_of(name, players, args):
    if args.seats and args.bot:
        raise ValueError("give --seats or --bot, not both")
    if args.bot:
        return play_seats.for_bot(name, players, args.bot)
    return play_seats.parse(name, players, args.seats or ",".join([play_seats.HUMAN] * players))


def start(args, out):
    """The session ``args`` ask for, or None (a replay, or no game chosen)."""
    if args.replay:
        with open(args.replay) as f:
            replay(f.read(), read_line, out)
        return None
    name = args.game or choose_game(read_line, out)
    if name is None:
        return None
    cls = game_class(name)
    if args.contest and (name != "rift" or args.seats or args.bot):
        raise ValueError("--contest is for rift, with its seats in it (e.g. --contest Ann,bot)")
    seats = seats_of(name, cls.PLAYERS, args)
    seed = int.from_bytes(os.urandom(4), "big") % 1000000 if args.seed is None else args.seed
    game = cls(seed, **options.parse(name, cls.OPTIONS, args.options))
    if args.contest:
        names, bots = contest_play.players(args.contest, play_seats.levels(name))
        return contest_play.Contest(game, names, bots, read_line, out, args.seed is not None)
    return Session(game, seats, read_line, out, args.seed is not None)


def main(argv=None):
    args = parser().parse_args(argv)
    out = sys.stdout
    session = None
    try:
        session = start(args, out)
        if session:
            session.run()
    except (ValueError, OSError) as err:
        sys.stderr.write("error: %s\n" % err)
        return 2
    except KeyboardInterrupt:
        if session:
            session.stop("Ctrl-C")
        else:
            out.write("\nstopped (Ctrl-C)\n")
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
