"""One random playout: the loop every speed figure times, on CPython
(tools/bench/core.py) and inside MicroPython (tools/bench/mp_harness.mjs
writes this file into its filesystem), so both time the same work.
Plain Python that MicroPython imports: no CPython-only module."""


def playout(new_game, rng_class, game, options, seed):
    """One random game; each ply is legal_moves() + play(), the move
    moves[rng_class(seed + 1000).below(len(moves))]. Returns its plies."""
    g = new_game(game, seed, **options)
    rng = rng_class(seed + 1000)
    plies = 0
    moves = g.legal_moves()
    while moves:
        g.play(moves[rng.below(len(moves))])
        plies += 1
        moves = g.legal_moves()
    return plies
