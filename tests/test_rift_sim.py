"""Seeded random Rift games on both layouts, checked after every move.

What must hold whatever the player does: Oinks and tiles are conserved, the
engine surface keeps its promises (tests/util.py), records replay, the view
never gives away the deck order, and the end follows docs/rift.md §1.5.
"""
from core import new_game
from core.rng import Rng
from tests import util
MICROPYTHON = True

VIEW_KEYS = ["built", "deck", "discarded", "drawn", "face_down", "game", "gate", "grid",
             "last", "over", "phase", "player", "positions", "result", "ring", "sides",
             "steps_left", "steps_taken", "supply", "to_move", "turn", "turns", "void"]


def check_oinks(v):
    """Every element's 15 Oinks are somewhere: supply, gate, void or a tile."""
    for x in "FWEA":
        placed = 0
        for b in v["built"].values():
            placed += b["oinks"][x]
        assert v["supply"][x] + v["gate"][x] + v["void"][x] + placed == 15, (x, v)


def check_tiles(g, v):
    """All 48 tiles once each: deck, hand, built, discarded, face down."""
    tiles = list(g.deck) + v["discarded"] + v["face_down"]
    for d in v["drawn"]:
        tiles.append(d["tile"])
    for b in v["built"].values():
        tiles.append(b["tile"])
    assert sorted(tiles) == list(range(48)), tiles
    assert len(g.deck) == v["deck"]


def check_phase(v, moves):
    """The hand and the legal moves fit the phase."""
    phase = v["phase"]
    words = [m.split(" ")[0] for m in moves]
    hand = {"setup": 3, "gain": 3, "build": 2, "move": 1, "over": 0}[phase]
    assert len(v["drawn"]) == hand
    if phase == "move":
        assert words[-1] == "fail" and len(v["steps_left"]) > 0
        assert len(v["steps_left"]) + len(v["steps_taken"]) == len(v["drawn"][0]["insignias"])
        assert set(words[:-1]) <= {"step"}
    else:
        assert v["steps_left"] == "" and v["steps_taken"] == []
        allowed = {"setup": {"setup"}, "gain": {"gain"}, "build": {"build", "replace", "void"},
                   "over": set()}[phase]
        assert set(words) <= allowed and ("void" in words) == (phase == "build")


def check_hidden_deck(g, rnd):
    """The view is the same whatever order the undrawn tiles are in."""
    other = g.copy()
    rnd.shuffle(other.deck)
    assert other.view(0) == g.view(0)


def check_end(g):
    v = g.view(0)
    r = g.result()
    assert v["deck"] == 0 and v["turn"] == 15 and v["drawn"] == []
    inner = sum(v["gate"].values())
    outer = sum(v["void"].values())
    matched = 0
    for b in v["built"].values():
        for x in "FWEA":
            have = b["oinks"][x]
            assert have <= b["insignias"].count(x), "clean-up left an unmatched Oink"
            matched += have
    c = r["conditions"]
    assert c["built"] == (len(v["built"]) == len(v["positions"]))
    assert c["gate"] == (inner >= outer)
    assert c["sides"] == (min(v["sides"]) == max(v["sides"]))
    assert r["winner"] == (c["built"] and c["gate"] and c["sides"] and c["matched"])
    assert r["scores"] == [matched] and r["tiebreak"] == inner - outer
    assert r["gate"] == inner and r["void"] == outer and r["sides"] == v["sides"]


def play_random(seed, ring, rnd):
    g = new_game("rift", seed, ring=ring)
    while True:
        v = g.view(0)
        moves = g.legal_moves()
        assert sorted(v) == VIEW_KEYS
        check_oinks(v)
        check_tiles(g, v)
        check_phase(v, moves)
        util.check_position(g, rnd, rnd.below(25) == 0)
        if rnd.below(20) == 0:
            util.check_replay(g)
            check_hidden_deck(g, rnd)
        if not moves:
            break
        g.play(moves[rnd.below(len(moves))])
    check_end(g)
    util.check_replay(g)


def test_random_games_keep_every_invariant():
    rnd = Rng(20240601)
    for i in range(util.count(3000)):
        play_random(i + 1, 3 + i % 2, rnd)
