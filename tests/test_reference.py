"""The reference IS-MCTS player (tools/bench/reference.py) and the
tournament against it: it cannot see what its view hides, the same view and
seed give the same move however the work is sliced, and the tournament's
figures are what they claim (W-D-L, the Wilson interval)."""
import pytest

from core import new_game
from core.rng import Rng
from core.dance.world import world as dance_world
from core.venice.world import world as venice_world
from tests.util import random_positions
from tools.bench import reference, tournament
from tools.bench.stats import wilson

WORLDS = {"dance": dance_world, "venice": venice_world}
GAMES = (("dance", {}), ("dance", {"relocate": "any"}), ("venice", {}))


def _ref_move(view, seed, chunk, iterations=60):
    t = reference.thinker(view, iterations, seed)
    while not t.step(chunk):
        pass
    return t.best()


@pytest.mark.parametrize("game, options", GAMES)
def test_reference_does_not_peek(game, options):
    # Two true games with the same view for the mover but different hidden
    # facts (the opponent's roles or hand, the deck): the same move.
    tried = 0
    for g in random_positions(game, 4, 7, **options):
        p = g.to_move()
        view = g.view(p)
        truths = [WORLDS[game](view, Rng(40 + k)) for k in (1, 2)]
        if truths[0].snapshot() == truths[1].snapshot():
            continue
        moves = [_ref_move(t.view(p), 5, 60) for t in truths]
        assert truths[0].view(p) == truths[1].view(p)
        assert moves[0] == moves[1]
        assert moves[0] in g.legal_moves()
        tried += 1
    assert tried >= 2


@pytest.mark.parametrize("game, options", GAMES)
def test_reference_is_deterministic_in_any_slices(game, options):
    g = new_game(game, 2, **options)
    for _ in range(3):
        view = g.view(g.to_move())
        moves = [_ref_move(view, 9, chunk) for chunk in (1, 7, 60)]
        assert moves[0] == moves[1] == moves[2]
        assert reference.choose(view, 60, 9) == moves[0]
        g.play(moves[0])


def test_reference_always_has_a_legal_move():
    g = new_game("venice", 1)
    t = reference.thinker(g.view(g.to_move()), 10, 0)
    assert t.best() in g.legal_moves()  # before any iteration
    t.step(3)
    assert t.best() in g.legal_moves()
    assert not t.done() and t.step(100) and t.done()


def test_reference_takes_a_winning_round_in_venice():
    # With the Doge one space from its mansion, a Doge card ends the round.
    g = new_game("venice", 3)
    while g.to_move() is not None:
        p = g.to_move()
        way = 1 if p == 0 else -1
        win = [m for m in g.legal_moves() if m.startswith("doge")
               and _doge_after(g, m) * way >= 7]
        if win:
            assert reference.choose(g.view(p), 200, 1) in win
            return
        g.play(g.legal_moves()[Rng(len(g.history)).below(len(g.legal_moves()))])
    pytest.skip("no winning Doge move came up")


def _doge_after(g, move):
    t = g.copy()
    rounds = len(t.rounds)
    t.play(move)
    if len(t.rounds) > rounds:
        return 7 if t.rounds[-1][0] == 0 else -7
    return t.pos[0]


def test_match_chance_from_round_wins():
    assert reference.match_chance((0, 0)) == 0.5
    assert reference.match_chance((1, 0)) == 0.75
    assert reference.match_chance((0, 1)) == 0.25
    assert reference.match_chance((2, 1)) == 1.0
    assert reference.match_chance((1, 2)) == 0.0


def test_wilson_interval():
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    low, high = wilson(10, 10)
    assert round(low, 4) == 0.7225 and high == pytest.approx(1.0)
    low, high = wilson(0, 40)
    assert low == pytest.approx(0.0) and round(high, 4) == 0.0876
    for n in range(1, 60):  # never past 0 or 1: a table would read "-0.0%"
        assert wilson(0, n)[0] >= 0.0 and wilson(n, n)[1] <= 1.0


def test_tournament_against_the_reference_prints_the_figures(capsys):
    assert tournament.main(["--game", "dance", "--a", "normal", "--b", "ref", "--iterations",
                            "20", "--games", "2", "--procs", "1"]) == 0
    out = capsys.readouterr().out
    assert "normal (A) vs ref (B), 2 games, seats swapped" in out
    assert "the reference 20 iterations a move" in out
    assert "W-D-L" in out and "95% interval" in out
    assert "ref " in out and "per move" in out
