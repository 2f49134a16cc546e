"""An adapter's ``first(move)`` (the cheap first token a new position asks
of every legal move) always equals ``tokens(move)[0]``."""
from core import new_game
from core.rng import Rng
from firmware.play import dance as play_dance
from firmware.play import rift as play_rift
from firmware.play import venice as play_venice
def _check(name, adapter, seeds, **options):
    for seed in seeds:
        game = new_game(name, seed, **options)
        board = adapter.Board(game.view(0))
        rnd = Rng(seed)
        while not game.is_over():
            moves = game.legal_moves()
            for move in moves:
                assert board.first(move) == board.tokens(move)[0], move
            game.play(moves[rnd.below(len(moves))])


def test_dance_first_token():
    _check("dance", play_dance, (1, 2))


def test_venice_first_token():
    _check("venice", play_venice, (1, 2))


def test_rift_first_token_is_the_default():
    _check("rift", play_rift, (1,), ring=3)
