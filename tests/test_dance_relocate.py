"""Twilight Dance's advanced game, option relocate="any" (docs/dance.md §1.3,
§1.7): ``move CITY1 CITY2`` may move a piece of either colour, from a city
to an empty city, never Berlin, and moving an enemy piece teaches the mover
nothing about it. The basic game ("own", the default) still refuses it."""
from core import new_game, record
from core.dance import bot as dance_ai
from core.dance import legal
from core.dance.board import CITY
from core.rng import Rng
from tests.test_ai import LEVELS, check_no_peeking, play_match
from tests.test_dance_legal import check_against_the_list
from tests.test_dance_sim import play_many
from tests.util import count, raises

MICROPYTHON = True

ANY = {"relocate": "any"}
START = ["place KA OSL", "place SA CPH", "berlin KD", "place SM HEL"]


def play(moves, **options):
    g = new_game("dance", 0, **options)
    for move in moves:
        g.play(move)
    return g


def relocations(g):
    return sorted(m for m in g.legal_moves() if m.startswith("move "))


def test_the_basic_game_moves_only_the_mover_s_colour():
    g = play(START)
    assert g.options["relocate"] == "own"
    assert all(m.startswith("move OSL ") for m in relocations(g))
    assert "'move CPH STO'" in raises(g.play, "move CPH STO")


def test_the_advanced_game_moves_either_colour_to_an_empty_city():
    g = play(START, **ANY)
    moves = relocations(g)
    sources = sorted(set(m[5:8] for m in moves))
    assert sources == ["CPH", "HEL", "OSL"]  # KA, SA, SM on the board; KD is in Berlin
    assert len(moves) == 3 * 13  # each to the 13 empty cities
    before = g.snapshot()
    for bad in ("move CPH OSL", "move CPH CPH", "move STO OSL", "move BER OSL",
                "move CPH BER", "move OSL HEL"):
        assert repr(bad) in raises(g.play, bad)  # occupied target, empty source, Berlin
        assert g.snapshot() == before
    g.play("move CPH STO")
    assert g.view(0)["board"][CITY["STO"]] == "S?" and g.view(0)["board"][CITY["CPH"]] is None
    assert g.to_move() == 1
    # Control follows colour: the SIS piece KGB moved is SIS's own to move.
    assert "move STO CPH" in relocations(g)
    g.play("move OSL CPH")  # SIS moves KGB's agent
    assert g.view(1)["board"][CITY["CPH"]] == "K?"


def test_berlin_pieces_never_relocate_and_pushes_are_unchanged():
    g = play(["place KA AMS", "berlin SA", "place KA WAR"], **ANY)
    assert all("BER" not in m for m in relocations(g))
    assert "push NW" in g.legal_moves() and "push NE" in g.legal_moves()
    assert [m for m in g.legal_moves() if m.startswith("push")] == ["push NW", "push NE"]


def test_moving_an_enemy_piece_teaches_nothing():
    # Two games alike for KGB, SIS's piece on CPH an agent in one and a decoy
    # in the other: after KGB moves it, KGB's view, the move as shown and
    # what KGB knows are the same in both, and its role stays masked.
    games = [play(["place KA OSL", "place %s CPH" % kind], **ANY) for kind in ("SA", "SD")]
    assert games[0].view(0) == games[1].view(0)
    for g in games:
        assert g.seen("move CPH MAD", 0) == g.seen("move CPH MAD", 1) == "move CPH MAD"
        known = list(g.known)
        g.play("move CPH MAD")
        assert g.known == known
        assert g.view(0)["board"][CITY["MAD"]] == "S?" and g.view(0)["last"] == "move CPH MAD"
    assert games[0].view(0) == games[1].view(0)
    assert games[0].view(1) != games[1].view(1)  # SIS knows its own piece


def test_records_keep_the_option_and_replay_the_game():
    g = play(START + ["move CPH STO"], **ANY)
    text = record.dump(g)
    assert text.startswith("TB2 dance seed=0 ") and " relocate=any\n" in text
    again = record.load(text)
    assert again.options["relocate"] == "any" and again.snapshot() == g.snapshot()
    # A record from before the option (no relocate= word) is the basic game.
    old = record.seal("TB2 dance seed=0 turns=12 berlin_tiebreak=on moles=turncoat first=0",
                      START)
    assert record.load(old).options["relocate"] == "own"


def test_the_check_accepts_exactly_the_listed_moves():
    options = (ANY, {"relocate": "any", "first": 1, "turns": 30}, {"relocate": "own"})
    assert check_against_the_list(options, count(6)) > 5000
    g = play(START, **ANY)
    assert legal.plan(g, "move CPH STO", True) >= 0 and legal.plan(g, "move CPH STO", False) < 0


def test_random_advanced_games_keep_every_rule():
    # Thousands of seeded games against the reference of tests/test_dance_sim.py.
    sets = (ANY, {"relocate": "any", "first": 1}, {"relocate": "any", "moles": "loyal"},
            {"relocate": "any", "turns": 30}, {"relocate": "any", "turns": 0})
    n = count(2000)
    stats = play_many(n, sets, Rng(20261201))
    for key in ("place", "shunt", "move", "move other", "berlin", "push", "hands empty",
                "turn limit"):
        assert stats.get(key, 0) > 0, (key, stats)


def test_every_bot_level_plays_whole_advanced_games():
    for k in range(count(4)):
        for level in LEVELS:
            play_match("dance", (level, "random") if k % 2 else ("random", level), k, **ANY)


def test_normal_beats_a_random_player_in_the_advanced_game():
    wins = 0
    for k in range(4):
        bot = k % 2
        levels = ("normal", "random") if bot == 0 else ("random", "normal")
        wins += play_match("dance", levels, 200 + k, **ANY) == bot
    assert wins >= 3, wins


def test_bots_do_not_peek_in_the_advanced_game():
    check_no_peeking("dance", count(3), **ANY)


def test_hard_and_expert_beat_normal_as_the_last_mover_in_the_advanced_game():
    # With the basic game's plans (best answers to the top 12 or 48) both
    # lost every such game: they chased relocations the opponent undid.
    for k, level in enumerate(("hard", "expert")):
        g = new_game("dance", 300 + k, **ANY)
        while not g.is_over():
            p = g.to_move()
            g.play(dance_ai.choose(g.view(p), ("normal", level)[p], len(g.history)))
        assert g.result()["winner"] == 1, (level, g.result()["scores"])
