"""Test helpers that run unchanged on CPython (pytest) and inside MicroPython.

Tests are plain ``test_*`` functions using ``assert``; nothing here imports
pytest under MicroPython (``micropython_only`` imports it on CPython only).
The MicroPython runner lowers ``SCALE`` so the random
simulations finish in reasonable time there.
"""

import sys

from core import new_game, record
from core.rng import Rng

SCALE = 1.0
DATA = __file__.rsplit("/", 1)[0] + "/data"


def count(n):
    """How many random games to play: ``n`` on CPython, fewer under MicroPython."""
    return max(1, int(n * SCALE))


def raises(fn, *args):
    """Call ``fn(*args)``, assert it raises ValueError, return the message."""
    try:
        fn(*args)
    except ValueError as err:
        return str(err)
    raise AssertionError("no ValueError from %r%r" % (fn, args))


def read_data(name):
    with open(DATA + "/" + name) as f:
        return f.read()


def play_random(game, rnd, plies=-1):
    """Play moves ``legal_moves()[rnd.below(count)]`` until the game is over
    (or ``plies`` moves are played, if given); return the game."""
    while plies and not game.is_over():
        moves = game.legal_moves()
        game.play(moves[rnd.below(len(moves))])
        plies -= 1
    return game


def random_positions(game, seed, every, **options):
    """Yield a seeded random game of ``game`` at every ``every``-th ply
    until its end (the same live game object, moved on in between)."""
    g = new_game(game, seed, **options)
    rnd = Rng(seed + 99)
    ply = 0
    while not g.is_over():
        if ply % every == 0:
            yield g
        moves = g.legal_moves()
        g.play(moves[rnd.below(len(moves))])
        ply += 1


MARKED = []  # the MicroPython tier's runner empties it and reads it around each test


def micropython_only():
    """Begin a test that measures what only MicroPython has (its heap, by
    ``gc.mem_alloc``). Under MicroPython it marks the test for
    tests/micropython/run.mjs, which lists the ones it ran; on CPython
    pytest skips the test, visibly (tests/test_tiers.py checks that the
    MicroPython tier selects every such test)."""
    if sys.implementation.name == "micropython":
        MARKED.append(1)
        return
    import pytest  # CPython only: the MicroPython tier has no pytest
    pytest.skip("MicroPython only: node tests/micropython/run.mjs runs it")


def _mangle(move, rnd):
    """A string near a legal move that is usually not legal itself."""
    words = move.split(" ")
    pick = rnd.below(5)
    if pick == 0:
        return move + " X"
    if pick == 1:
        return " ".join(words[:-1]) if len(words) > 1 else move + move
    if pick == 2:
        return move.upper() if move != move.upper() else move.lower()
    if pick == 3:
        words[rnd.below(len(words))] = "Q9"
        return " ".join(words)
    return ("", " ", "pass now", "end", "??")[rnd.below(5)]


def check_position(game, rnd, every_move_plays):
    """The engine-surface invariants any position must keep.

    No duplicate moves; a sample of illegal strings raises ValueError naming
    the move and leaves the state untouched; optionally every legal move
    plays on a copy (slow, so callers sample positions).
    """
    moves = game.legal_moves()
    assert len(set(moves)) == len(moves), "duplicate legal moves"
    assert (not moves) == game.is_over(), "no moves iff over"
    before = game.snapshot()
    tries = 4 if moves else 1
    for _ in range(tries):
        bad = _mangle(moves[rnd.below(len(moves))], rnd) if moves else "pass"
        if bad in moves:
            continue
        message = raises(game.play, bad)
        assert repr(bad) in message, message
        assert game.snapshot() == before, "illegal move changed the state"
    if every_move_plays:
        for move in moves:
            other = game.copy()
            other.play(move)
            assert other.history[-1] == move
            assert game.snapshot() == before, "copy shares state with original"


def check_replay(game):
    """The record of ``game`` loads back to the very same state."""
    again = record.load(record.dump(game))
    assert again.snapshot() == game.snapshot(), "record replays differently"
    assert again.legal_moves() == game.legal_moves()


def restore_modules(saved):
    """Put ``sys.modules`` back as ``saved`` ({name: module or None}) says,
    after a test stood its own modules in for CircuitPython's."""
    for name, module in saved.items():
        if module is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = module
