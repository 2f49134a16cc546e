"""Twilight Dance checks a move from the state (core/dance/legal.py), not by
looking it up in a list: the check must accept exactly the strings
legal_moves() lists, and playing must not list the moves at all (a bot's
move on the device used to cost a whole list of 140-480 new strings)."""
import sys

from core import new_game
from core.dance import legal
from core.dance.board import CODE_PASS
from core.dance.bot_board import name
from core.rng import Rng
from tests.util import count, raises

MICROPYTHON = True

OPTION_SETS = ({}, {"first": 1}, {"moles": "loyal", "turns": 30}, {"turns": 0})
# Every canonical string there is, legal or not in a given position (the
# codes of the six kinds; the bots' kinds 6 and 7, roles unknown, are none).
ALL_NAMES = [name(c) for c in range(CODE_PASS + 1) if c < 480 or 640 <= c < 646 or c >= 648]
ODD = ["", " ", "pass ", " pass", "PASS", "place", "place KA", "place KA OSL ",
       "place KA  OSL", "place ka OSL", "place KA OSX", "place K? OSL", "placeXKA OSL",
       "shunt KA OSL", "shunt KA OSL Q", "shunt KA OSL NW", "shunt KA OSLxN", "move OSL",
       "move OSL OSL X", "move OSL\tCPH", "moveXOSL CPH", "berlin", "berlin K?",
       "berlin KA ", "push", "push N", "push NWX", "push nw", "pàss", "place KÄ OSL",
       "move BER OSL", "move OSL BER", "SLCPHSTOHEL", "place KA SLC", "shunt KM KDS N"]
if sys.implementation.name == "cpython":
    ODD.append("place KA OS\ud800")  # a lone surrogate: CPython cannot encode it


def positions(seed, options):
    """Every position of a seeded random game that takes Berlin moves and
    pushes when it can, half the time (a uniform pick seldom fills Berlin)."""
    g = new_game("dance", seed, **options)
    rnd = Rng(seed + 77)
    while True:
        yield g
        if g.is_over():
            return
        moves = g.legal_moves()
        rare = [m for m in moves if m[:2] in ("be", "pu")]
        if rare and rnd.below(2):
            moves = rare
        g.play(moves[rnd.below(len(moves))])


def mangled(move):
    """Strings one slip away from ``move``."""
    return (move + " ", " " + move, move[:-1], move[1:], move.lower(), move.upper(),
            move.replace(" ", "_", 1), move[:-1] + "Z", move + move)


def check_against_the_list(option_sets, seeds):
    """In every position of seeded games, the check accepts exactly the
    listed strings, and reads each into the bots' code for it."""
    checked = 0
    for seed in range(seeds):
        options = option_sets[seed % len(option_sets)]
        anyone = options.get("relocate") == "any"
        for g in positions(seed, options):
            if g.is_over():
                break
            legal_now = g.legal_moves()
            wanted = set(legal_now)
            tries = ALL_NAMES + ODD
            for move in legal_now[:: max(1, len(legal_now) // 12)]:
                tries = tries + list(mangled(move))
            for move in tries:
                c = legal.plan(g, move, anyone)
                assert (c >= 0) == (move in wanted), (seed, g.history, move)
                if c >= 0:
                    assert name(c) == move
                checked += 1
    return checked


def test_the_check_accepts_exactly_the_listed_moves():
    assert check_against_the_list(OPTION_SETS, count(8)) > 10000


def test_illegal_strings_and_values_are_refused_naming_them():
    for g in positions(3, {}):
        if g.is_over() or len(g.history) > 12:
            break
        before = g.snapshot()
        legal_now = set(g.legal_moves())
        for move in ODD + [m for m in ALL_NAMES if m not in legal_now][:40]:
            assert repr(move) in raises(g.play, move)
            assert repr(move) in raises(g.seen, move, 0)
            assert g.snapshot() == before
        for move in (None, 7, b"pass", ["pass"], ("place KA OSL",)):
            assert "string" in raises(g.play, move)
            assert g.snapshot() == before


def test_a_finished_game_refuses_every_move():
    for g in positions(1, {"turns": 3}):
        pass
    assert g.is_over() and g.legal_moves() == []
    for move in ("pass", "place KA OSL", "move OSL CPH"):
        assert "over" in raises(g.play, move)


def test_playing_a_move_lists_no_moves():
    # A game replayed from its record plays every move unlisted, to the same end.
    for seed in range(count(6)):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        for done in positions(seed, options):
            pass
        replay = new_game("dance", seed, **options)
        real = legal.moves

        def refuse(g, anyone):
            raise AssertionError("play listed the moves")

        legal.moves = refuse
        try:
            for move in done.history:
                replay.seen(move, 0)
                replay.play(move)
        finally:
            legal.moves = real
        assert replay.snapshot() == done.snapshot() and replay.result() == done.result()
