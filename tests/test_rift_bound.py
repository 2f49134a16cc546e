"""tools/bench/rift_bound.py: the deck-knowing search behind the ring-4
bound in docs/rift_ai.md must be sound. A win it reports replays to a win
on a fresh game, a deal the device level wins it finds won, and a relaxed
line of a real won game is never pruned (the relaxation only drops rules).
"""
import re

from core import new_game
from tools.bench import rift_bound
from tools.bench.rift_relax import COUNT, Plans, line_of

DEVICE_WINS_RING3 = 1  # rift_autoplay.one_deal((1, "device", 3)) wins
DEVICE_LOSES_RING3 = 0  # ...and deal 0 it loses
NESTED_WINS_RING4 = 24  # a ring-4 deal that only the nested search of the three games wins


def test_a_win_found_replays_to_a_win():
    outcome, moves, _, _, _ = rift_bound.one_deal(DEVICE_WINS_RING3, 3, 10)
    assert outcome == rift_bound.WON
    assert rift_bound.replays(DEVICE_WINS_RING3, 3, moves)
    assert not rift_bound.replays(DEVICE_WINS_RING3, 3, moves[:-1])


def test_a_won_game_is_a_relaxed_line_never_pruned():
    # The device level's wins among ring-3 deals 0-11, played without the
    # relaxation: each of their turns must survive its prunes.
    games = [g for g in (rift_bound.device_line(seed, 3) for seed in range(12)) if g.result()["winner"]]
    assert len(games) >= 3
    for g in games:
        setup, line = line_of(g)
        plans = Plans(new_game("rift", g.seed, ring=3))
        tiles, need, free = (-1,) * g.lay.n, (0, 0, 0, 0), COUNT[setup]
        for turn, (a, b, p, _) in enumerate(line, 1):
            found = [c for c in plans._children(turn, tiles, need, free) if c[1][:3] == (a, b, p)]
            assert found, "deal %d, turn %d: the won game's turn was pruned" % (g.seed, turn)
            _, _, tiles, need, free = found[0]
        assert not any(need) and plans._sides_equal(tiles)


def test_the_device_levels_ring3_win_is_found():
    assert rift_bound.device_line(DEVICE_WINS_RING3, 3).result()["winner"]
    outcome, moves, _, _, _ = rift_bound.one_deal(DEVICE_WINS_RING3, 3, 10)
    assert outcome == rift_bound.WON and rift_bound.replays(DEVICE_WINS_RING3, 3, moves)


def test_a_deal_the_device_level_loses_is_won_by_the_search_knowing_the_deck():
    # The expert's search with its play-outs on the true deck order wins
    # where the device level, not knowing it, lost; before any relaxed line.
    assert not rift_bound.device_line(DEVICE_LOSES_RING3, 3).result()["winner"]
    seer = rift_bound.seer_line(DEVICE_LOSES_RING3, 3)
    assert seer.result()["winner"]
    outcome, moves, tried, _, by = rift_bound.one_deal(DEVICE_LOSES_RING3, 3, 10)
    assert (outcome, tried, by) == (rift_bound.WON, 0, "seer") and moves == seer.history
    assert rift_bound.replays(DEVICE_LOSES_RING3, 3, moves)


def test_a_deal_the_search_knowing_the_deck_loses_is_won_by_the_nested_search():
    # Ring 4: the device level and seer_line lose it; the nested search
    # (seer_line's search as its play-outs) wins, before any relaxed line.
    seed = NESTED_WINS_RING4
    assert not rift_bound.device_line(seed, 4).result()["winner"]
    assert not rift_bound.seer_line(seed, 4).result()["winner"]
    nested = rift_bound.nested_line(seed, 4)
    assert nested.result()["winner"] and rift_bound.replays(seed, 4, nested.history)
    outcome, moves, tried, _, by = rift_bound.one_deal(seed, 4, 10)
    assert (outcome, tried, by, moves) == (rift_bound.WON, 0, "nested", nested.history)


def test_only_the_deals_given_are_searched(capsys):
    # --seeds: the deals a bot lost, say; each is searched once, the rest not.
    # Two processes report what one does.
    assert rift_bound.main(["--ring", "3", "--seeds", "%d,%d" % (DEVICE_WINS_RING3, DEVICE_LOSES_RING3),
                            "--seconds", "10", "--each", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "deal %d: won by device" % DEVICE_WINS_RING3 in out and out.count("deal ") == 2
    assert "deal %d: won by seer" % DEVICE_LOSES_RING3 in out
    assert re.search(r"won +2 of 2 = 100.0%", out) and "deals 1,0" in out
    assert "won by (the first that won): device 1, seer 1" in out and "2 processes" in out
