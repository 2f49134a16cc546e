"""Dance's legal_moves() is a Moves (core/dance/moves.py): it must behave as
the plain list of the canonical strings it stands for, in every way the
engine surface promises, and make no string until one is read (a list of
them was most of a ply's time on MicroPython, and 17 KB of a Pico's heap)."""
from core import new_game
from core.dance import moves as moves_module
from tests.test_dance_legal import ALL_NAMES, ODD, positions
from tests.util import count, raises

MICROPYTHON = True

OPTION_SETS = ({}, {"first": 1}, {"relocate": "any"}, {"moles": "loyal", "turns": 0})


def each_position(seeds):
    for seed in range(seeds):
        for g in positions(seed, OPTION_SETS[seed % len(OPTION_SETS)]):
            if not g.is_over():
                yield g


def test_reading_by_index_gives_the_walk_in_the_same_order():
    # Two separate paths through the position's parts: the index arithmetic
    # of Moves.code and the generator of Moves.codes.
    checked = 0
    seeds = count(10)
    for g in each_position(seeds):
        moves = g.legal_moves()
        walked = list(moves)
        n = len(walked)
        assert len(moves) == n and n > 0 and bool(moves)
        assert [moves[i] for i in range(n)] == walked
        assert [moves[-i] for i in range(1, n + 1)] == walked[::-1]
        assert len(set(walked)) == n, g.history  # no duplicates
        try:
            moves[n]
            raise AssertionError("read past the end")
        except IndexError:
            pass
        checked += n
    assert checked > 1000 * seeds


def test_membership_and_index_agree_with_the_plain_list():
    for g in each_position(count(4)):
        moves = g.legal_moves()
        plain = list(moves)
        for move in ALL_NAMES + ODD + [None, 7]:
            assert (move in moves) == (move in plain), (g.history, move)
            if move in plain:
                assert moves.index(move) == plain.index(move)
            else:
                assert repr(move) in raises(moves.index, move)


def test_slices_and_equality_are_those_of_the_list():
    for g in each_position(count(2)):
        moves = g.legal_moves()
        plain = list(moves)
        assert moves[:] == plain[:] and moves[3:40] == plain[3:40]
        assert moves[::7] == plain[::7] and moves[-5:] == plain[-5:]
        assert moves[::-1] == plain[::-1] and moves[50:2:-3] == plain[50:2:-3]
        assert moves == plain and plain == moves and not moves != plain
        assert moves != plain[:-1] and (moves == plain[::-1]) == (plain == plain[::-1])
        assert repr(moves) == repr(plain)


def test_a_finished_game_lists_nothing():
    for g in positions(5, {"turns": 2}):
        pass
    assert g.is_over()
    assert g.legal_moves() == [] and not g.legal_moves() and len(g.legal_moves()) == 0


def test_listing_makes_no_string_and_reading_one_makes_one():
    made = []
    real = moves_module.name

    def counted(code):
        made.append(code)
        return real(code)

    g = new_game("dance", 3)
    for move in ("place KA AMS", "shunt SD OSL N", "place KM PRG"):
        g.play(move)
    moves_module.name = counted
    try:
        moves = g.legal_moves()
        n = len(moves)
        assert made == [] and n > 100
        picked = moves[n // 2]
        assert len(made) == 1 and picked in moves and len(made) == 1
    finally:
        moves_module.name = real
    g.play(picked)
    assert g.history[-1] == picked
