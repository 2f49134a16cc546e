"""Play any Twilight Board game in a terminal, or replay a record.

    python -m tools.play                      # choose a game
    python -m tools.play dance turns=8 --seed 3
    python -m tools.play --replay game.txt    # step through a saved record

At the prompt type a move in the notation (or its number in the list),
``undo``, ``moves``, ``record``, ``save FILE``, ``help`` or ``quit``.
The board shown is the view of the player to move: what they may know and
nothing more (pass-and-play: look away when it is not your turn).
"""

import argparse
import importlib
import sys

from core import GAMES, game_class, options, record
HELP = """commands:
  MOVE or NUMBER   play a move (as listed by 'moves')
  moves            list the legal moves
  undo             take back the last move
  record           print the game record
  save FILE        write the game record to FILE
  quit             leave"""


def renderer(name):
    """The text renderer of a game's views (tools/text_<game>.py)."""
    return importlib.import_module("tools.text_" + name).render


def show(game, render, out):
    viewer = game.to_move() if game.to_move() is not None else 0
    out.write(render(game.view(viewer)) + "\n")
    if game.is_over():
        out.write("game over: %r\n" % (game.result(),))


def list_moves(game, out):
    moves = game.legal_moves()
    for i, move in enumerate(moves, 1):
        out.write("%4d  %s\n" % (i, move))


def rebuild(game, moves):
    """A fresh game with the same seed and options, with ``moves`` replayed."""
    again = type(game)(game.seed, **game.options)
    for move in moves:
        again.play(move)
    return again


def command(game, line, out):
    """Carry out one prompt line; return the (possibly new) game, or None to quit."""
    words = line.split()
    if not words:
        return game
    if words[0] == "quit":
        return None
    if words[0] == "help":
        out.write(HELP + "\n")
    elif words[0] == "moves":
        list_moves(game, out)
    elif words[0] == "record":
        out.write(record.dump(game))
    elif words[0] == "save" and len(words) == 2:
        with open(words[1], "w") as f:
            f.write(record.dump(game))
        out.write("saved to %s\n" % words[1])
    elif words[0] == "undo":
        if not game.history:
            out.write("nothing to undo\n")
            return game
        return rebuild(game, game.history[:-1])
    else:
        move = " ".join(words)
        if move.isdigit():
            moves = game.legal_moves()
            if not 1 <= int(move) <= len(moves):
                out.write("no move number %s (1-%d)\n" % (move, len(moves)))
                return game
            move = moves[int(move) - 1]
        try:
            game.play(move)
        except ValueError as err:
            out.write("%s\n" % err)
            return game
        out.write("played: %s\n" % move)
    return game


def play(game, read, out):
    render = renderer(game.NAME)
    show(game, render, out)
    while True:
        if game.is_over():
            out.write("(undo, record, save FILE or quit)\n")
        else:
            out.write("player %d to move (%d legal; 'moves', 'help')\n"
                      % (game.to_move(), len(game.legal_moves())))
        line = read("> ")
        if line is None:
            return game
        before = len(game.history)
        game = command(game, line, out)
        if game is None:
            return None
        if len(game.history) != before:
            show(game, render, out)


def replay(text, read, out):
    """Step through a record one move per Enter ('q' stops)."""
    final = record.load(text)
    game = rebuild(final, [])
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", nargs="?", choices=GAMES)
    parser.add_argument("options", nargs="*", help="name=value (booleans on/off)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--replay", metavar="FILE", help="step through a record")
    args = parser.parse_args(argv)
    out = sys.stdout
    try:
        if args.replay:
            with open(args.replay) as f:
                replay(f.read(), read_line, out)
            return 0
        name = args.game or choose_game(read_line, out)
        if name is None:
            return 0
        cls = game_class(name)
        game = cls(args.seed, **options.parse(name, cls.OPTIONS, args.options))
    except (ValueError, OSError) as err:
        sys.stderr.write("error: %s\n" % err)
        return 2
    play(game, read_line, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
