"""The Venice bot's own machinery: its play codes reach exactly the positions
the engine's legal moves reach and name legal moves, its deals use only the
unseen cards, and valuing a position allocates no heap on MicroPython."""
import gc

from core import new_game
from core.rng import Rng
from core.venice.bot import Search
from core.venice.cards import CODES, counts
from core.venice.moves import generate, play
from core.venice.bot_plays import apply, plays, text
from core.venice.unseen import deal, known
from tests.util import count, micropython_only, random_positions

MICROPYTHON = True


def outcome(pos, move):
    """The positions after the move string ``move`` (the engine's play)."""
    pos = list(pos)
    if move != "redraw":
        play(pos, [card for card in range(54)], [], move.split(" "))
    return tuple(pos)


def check_plays(pos, hand):
    moves = generate(pos, hand)
    cnt = counts(hand)
    codes = []
    plays(pos, cnt, codes)
    firsts = []  # generate()'s first move of each outcome, in its order
    reached = set()
    for move in moves:
        out = outcome(pos, move)
        if out not in reached:
            reached.add(out)
            firsts.append(move)
    names = [text(code, cnt) for code in codes]
    assert names == firsts, (pos, hand, names, firsts)
    for code, move in zip(codes, names):
        mine = list(pos)
        apply(mine, code)
        assert tuple(mine) == outcome(pos, move), (pos, move, code)


def test_play_codes_reach_each_outcome_of_the_legal_moves_once():
    tried = 0
    for seed in range(count(12)):
        for g in random_positions("venice", seed, 2):
            for p in (0, 1):
                check_plays(g.pos, g.hands[p])
                tried += 1
    assert tried > 100


def test_a_full_hand_of_one_kind():
    # Extreme hands: every multiset sum, both directions, the track's ends.
    for hand, pos in (([12, 13, 14, 15, 16, 17, 18, 19], [0, 0, 1, -1, -2, 2]),
                      ([40, 41, 42, 44, 45, 48, 51, 52], [3, -2, 8, -8, 1, 7]),
                      ([26, 28, 29, 30, 38, 39, 52, 53], [-6, 5, -8, 0, -7, -5]),
                      ([0, 1, 2, 3, 4, 5, 6, 7], [0, 0, 1, -1, -8, 8])):
        check_plays(pos, hand)


def test_deals_come_from_the_unseen_cards():
    g = new_game("venice", 4)
    rnd = Rng(4)
    for _ in range(30):
        moves = g.legal_moves()
        g.play(moves[rnd.below(len(moves))])
    view = g.view(g.to_move())
    mine, unseen = known(view)
    assert list(mine) == list(counts(g.hands[g.to_move()]))
    assert sum(unseen) == 54 - len(view["hand"]) - len(view["discard"])
    theirs = bytearray(len(CODES))
    seen = bytearray(len(CODES))
    rng = Rng(9)
    for _ in range(200):
        deal(unseen, view["opponent_hand"], rng, theirs)
        assert sum(theirs) == view["opponent_hand"]
        for code in range(len(CODES)):
            assert theirs[code] <= unseen[code]
            seen[code] = max(seen[code], theirs[code])
    # Over many deals every unseen code turns up.
    assert [code for code in range(len(CODES)) if unseen[code] and not seen[code]] == []


def think_through(search):
    """Every unit of a two-ply search over all of ``search``'s moves."""
    for i in range(len(search.moves)):
        search.first(i)
        answers = search.replies(i)
        if answers:
            for k in range(len(answers)):
                search.second(i, answers[k])


def test_valuing_positions_allocates_no_heap():
    # A Pico has ~150 KB for everything: the search's units must not make garbage.
    micropython_only()
    for seed in range(3):
        for g in random_positions("venice", seed, 11):
            search = Search(g.view(g.to_move()), Rng(seed))
            think_through(search)  # the reused lists grow to their size here
            search.values = [None] * len(search.moves)
            before = gc.mem_alloc()
            think_through(search)
            used = gc.mem_alloc() - before
            # At most one 16-byte slice per list of replies, nothing per unit.
            assert used <= 16 * len(search.moves), (used, len(search.moves))
