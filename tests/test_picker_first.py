"""The move picker as each game's screen builds it (``Picker(board.tokens_at,
board.firsts)``, firmware/play/screen.py): a new position first offers
exactly the first tokens of the legal moves, in the order of the moves
(Dance reads them and the later tokens from the moves' codes, Venice
through a cheaper ``first``, Rift without splitting a move: one label per
action and tile), and choosing
token after token picks every legal move and nothing else."""
from firmware.play import dance as play_dance
from firmware.play import rift as play_rift
from firmware.play import venice as play_venice
from firmware.play.picker import Picker
from tests.util import random_positions


def _first_offers(board, moves):
    """The places and the labels the moves' tokens start with, each once."""
    places, labels = [], []
    for move in moves:
        token = board.tokens(move)[0]
        into = places if type(token) is int else labels
        if token not in into:
            into.append(token)
    return places, labels


def _pick_all(picker, path, picked):
    """Choose every offer in turn (depth first), noting each move a
    sequence completes with the tokens chosen for it."""
    for token in picker.places + picker.labels:
        move = picker.choose(token)
        if move is not None:
            picked.append((move, tuple(path + [token])))
            picker.reset(picker.moves)  # as after a move: then back to the path
            for earlier in path:
                picker.choose(earlier)
        else:
            _pick_all(picker, path + [token], picked)
            picker.back()


def _check(name, adapter, seeds, every, **options):
    for seed in seeds:
        for game in random_positions(name, seed, 1, **options):
            board = adapter.Board(game.view(game.to_move()))
            moves = game.legal_moves()
            assert list(board.firsts(moves)) == [board.tokens(move)[0] for move in moves]
            assert [board.tokens_at(moves, i) for i in range(len(moves))] == [
                board.tokens(move) for move in moves]
            picker = Picker(board.tokens_at, board.firsts)
            picker.reset(moves)
            assert (picker.places, picker.labels) == _first_offers(board, moves)
            if len(game.history) % every:
                continue
            picked = []
            _pick_all(picker, [], picked)
            assert sorted(move for move, _ in picked) == sorted(moves)
            for move, path in picked:
                assert path == board.tokens(move), move


def test_dance_picker_offers_and_picks_every_legal_move():
    _check("dance", play_dance, (1, 2), 7)
    _check("dance", play_dance, (3,), 9, relocate="any")


def test_venice_picker_offers_and_picks_every_legal_move():
    _check("venice", play_venice, (1, 2), 3)


def test_rift_picker_offers_and_picks_every_legal_move():
    _check("rift", play_rift, (1,), 2, ring=3)
    _check("rift", play_rift, (2,), 2, ring=4)


def test_a_dance_turn_keeps_its_move_indices_two_bytes_each_not_in_a_list():
    """A Dance turn has up to ~380 legal moves: a list of their indices
    grows into one 2 KB block, which a Pico's fragmented heap may lack
    mid-game; the picker keeps them 2 bytes each, after every choice too."""
    game = max((g.copy() for seed in (1, 2) for g in random_positions("dance", seed, 1)),
               key=lambda g: len(g.legal_moves()))
    moves = game.legal_moves()
    assert len(moves) > 256  # past the size at which a list's block doubles to 2 KB
    board = play_dance.Board(game.view(game.to_move()))
    picker = Picker(board.tokens_at, board.firsts)
    picker.reset(moves)
    assert memoryview(picker.left).nbytes == 2 * len(moves)
    assert list(picker.left) == list(range(len(moves)))
    picker.choose(picker.labels[0])
    left = list(picker.left)
    assert memoryview(picker.left).nbytes == 2 * len(left)
    assert left == [i for i in range(len(moves)) if board.tokens_at(moves, i)[0] == picker.prefix[0]]
