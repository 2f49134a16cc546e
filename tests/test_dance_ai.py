"""The Dance bots' compact board (core/dance/bot_board.py): its move codes name
exactly the engine's legal moves, its plays match the engine's, and the
pruned move list loses no position."""
import gc
from array import array

from core import new_game
from core.dance.bot import Search
from core.dance.bot_board import BotBoard, name
from core.rng import Rng
from tests.util import count, micropython_only, random_positions

MICROPYTHON = True


def boards(g):
    """The mover's Search (compact root board) for game g."""
    return Search(g.view(g.to_move()))


def walk(seed, **options):
    """Every position of a seeded random game with these options."""
    g = new_game("dance", seed, **options)
    rnd = Rng(seed + 5)
    while not g.is_over():
        yield g
        moves = g.legal_moves()
        g.play(moves[rnd.below(len(moves))])


def test_codes_name_exactly_the_legal_moves_in_order():
    for seed in range(count(30)):
        options = ({}, {"moles": "loyal"}, {"first": 1, "turns": 20},
                   {"relocate": "any"})[seed % 4]
        for g in walk(seed, **options):
            s = boards(g)
            codes = array("H")
            s.root.generate(codes, s.me)
            assert [name(c) for c in codes] == g.legal_moves()


def test_compact_plays_match_the_engine():
    # After every legal move of the mover, the compact board shows the
    # colours and classes, Berlin and the turns the engine's view shows,
    # and each hand holds as many pieces of each colour.
    for seed in range(count(6)):
        for g in random_positions("dance", seed, 4, relocate=("own", "any")[seed % 2]):
            s = boards(g)
            me = s.me
            for i in range(len(s.moves)):
                b = s.b
                b.load(s.root)
                b.play(s.moves[i], me)
                after = g.copy()
                after.play(s.name(i))
                want = BotBoard(s.root.kcls, s.root.rep, s.root.limit, s.root.anyone)
                want.read(after.view(me))
                assert bytes(b.col) == bytes(want.col), s.name(i)
                assert bytes(b.cls) == bytes(want.cls), s.name(i)
                assert (b.ber, b.top, b.turns) == (want.ber, want.top, want.turns)
                for p in (0, 1):
                    for colour in (0, 1):
                        kinds = (0, 1, 2, 6) if colour == 0 else (3, 4, 5, 7)
                        assert sum(b.hands[p][k] for k in kinds) == \
                            sum(want.hands[p][k] for k in kinds), s.name(i)
                assert b.over() == after.is_over()


def test_pruned_moves_reach_every_position():
    # The bot leaves out shunts that only move the new piece one city: each
    # left-out move ends in the same game state as a move it keeps.
    for seed in range(count(4)):
        for g in random_positions("dance", seed, 5):
            s = boards(g)
            kept = set(s.name(i) for i in range(len(s.moves)))
            legal = g.legal_moves()
            assert kept <= set(legal)
            reached = set()
            for m in kept:
                after = g.copy()
                after.play(m)
                reached.add(after.snapshot())
            for m in legal:
                if m not in kept:
                    after = g.copy()
                    after.play(m)
                    assert after.snapshot() in reached, m


def test_a_unit_of_thinking_allocates_next_to_nothing():
    # A Pico has ~150 KB for everything: valuing a position must not make
    # garbage (MicroPython only; CPython has no gc.mem_alloc).
    micropython_only()
    for seed in range(2):
        for g in random_positions("dance", seed, 8):
            s = Search(g.view(g.to_move()), True)
            tried = range(0, len(s.moves), 7)  # a spread of the moves
            for i in tried:
                s.replies(i)  # the reused list of answers grows to its size
            before = gc.mem_alloc()
            units = 0
            for i in tried:
                s.first(i)
                answers = s.replies(i)
                for r in answers or ():
                    s.second(i, r)
                    units += 1
            used = gc.mem_alloc() - before
            # A slice and a bound method per list of answers, nothing per unit.
            assert used <= 48 * len(tried), (used, units)


def test_the_line_table_asks_for_no_long_block():
    # Made every bot turn: on a fragmented Pico heap the app failed on its
    # one 1,250-byte block, so it comes as rows of at most 256 bytes that
    # still cover every line of four cells.
    for g in random_positions("dance", 3, 10):
        rows = Search(g.view(g.to_move())).t
        assert len(rows) == 5
        for row in rows:
            assert len(row) == 125 and len(bytes(row)) <= 256
