"""The Rift contest's ranking, packed moves and contest record (core/rift/contest.py).

Entries are hand-built ``(won, vp, tiebreak, missed)`` tuples, so each
test pins one level of the rule book's order: a win first, then Victory
Points, then Gate - Void, equal players sharing the place.
"""
from core import new_game, record
from core.seal import crc
from core.rift import contest
from tests.util import play_random, raises
from core.rng import Rng

MICROPYTHON = True


def test_a_win_ranks_above_more_victory_points():
    # the loser has more VP and a better tie-break: the win still comes first
    assert contest.places([(0, 30, 9, 4), (1, 10, 0, 0)]) == [2, 1]


def test_two_winners_rank_by_victory_points():
    assert contest.places([(1, 18, 5, 0), (1, 22, 0, 0), (1, 20, 9, 0)]) == [3, 1, 2]


def test_two_losers_rank_by_victory_points():
    assert contest.places([(0, 12, 0, 1), (0, 15, -9, 3)]) == [2, 1]


def test_equal_victory_points_rank_by_gate_minus_void():
    assert contest.places([(1, 20, -1, 0), (1, 20, 2, 0), (0, 20, 5, 2)]) == [2, 1, 3]
    assert contest.places([(0, 9, -3, 8), (0, 9, -1, 8)]) == [2, 1]


def test_players_equal_on_all_three_share_the_place_and_the_next_is_skipped():
    entries = [(0, 14, 1, 2), (1, 20, 3, 0), (0, 14, 1, 4), (0, 10, 0, 1)]
    # the missed conditions differ, but they are not in the order
    assert contest.places(entries) == [2, 1, 2, 4]
    assert contest.ranking(entries) == [(1, 1), (2, 0), (2, 2), (4, 3)]


def test_a_full_tie_puts_everyone_first():
    assert contest.places([(0, 7, -2, 1)] * 4) == [1, 1, 1, 1]


def test_a_contest_has_two_to_four_players_of_whole_entries():
    assert "1 players" in raises(contest.places, [(1, 3, 0, 0)])
    assert "5 players" in raises(contest.places, [(1, 3, 0, 0)] * 5)
    assert "(1, 3, 0)" in raises(contest.places, [(1, 3, 0), (1, 3, 0, 0)])
    assert "(2, 3, 0, 0)" in raises(contest.places, [(2, 3, 0, 0), (1, 3, 0, 0)])


def test_an_entry_keeps_the_result_and_each_condition_missed():
    g = play_random(new_game("rift", 5), Rng(5))
    res = g.result()
    one = contest.entry(res)
    assert one[:3] == (1 if res["winner"] else 0, res["scores"][0], res["tiebreak"])
    assert contest.missed(one) == [c for c in contest.CONDITIONS if not res["conditions"][c]]
    assert contest.missed((0, 3, 0, 5)) == ["built", "sides"]
    assert "None" in raises(contest.entry, None)


def test_a_malformed_result_is_refused_by_value():
    good = play_random(new_game("rift", 5), Rng(5)).result()
    bad = [{"conditions": {}}, {"conditions": None, "winner": 1}, dict(good, scores=[]),
           dict(good, scores=None), dict(good, tiebreak="3"), dict(good, conditions={"built": 1}),
           [good], "conditions"]
    for result in bad:
        assert "bad result" in raises(contest.entry, result)


def test_packed_moves_replay_the_same_game_in_a_tenth_of_the_text():
    for ring in (3, 4):
        g = play_random(new_game("rift", 11, ring=ring), Rng(ring))
        text = contest.pack(g)
        assert " " not in text and "\n" not in text
        assert len(text) * 5 < len(record.dump(g))
        again = contest.unpack(new_game("rift", 11, ring=ring), text)
        assert again.history == g.history and again.snapshot() == g.snapshot()


def test_a_move_index_beyond_one_character_packs_in_three():
    class Wide:  # a stand-in with 200 legal moves, to reach the two-byte indexes
        seed = 0
        options = {}
        def __init__(self, seed=0):
            self.history = []
        def legal_moves(self):
            return [str(i) for i in range(200)]
        def play(self, move):
            self.history.append(move)
    g = Wide()
    g.history = ["5", "150", "199", "92", "93"]
    text = contest.pack(g)
    assert len(text) == 1 + 3 + 3 + 1 + 3
    assert contest.unpack(Wide(), text).history == g.history


def test_a_bad_packed_move_is_refused_by_its_number():
    assert "move 2" in raises(contest.unpack, new_game("rift", 1), "!~~~")


def test_a_contest_record_loads_back_every_players_game():
    games = [play_random(new_game("rift", 3, ring=4), Rng(s)) for s in (1, 2, 3)]
    text = contest.dump(["Ann", "Bot", "Cy"], games)
    assert text.startswith("TBC 3 Ann,Bot,Cy %s\nTB2 rift seed=3 ring=4\n" % crc("TBC 3 Ann,Bot,Cy"))
    names, back = contest.load(text)
    assert names == ["Ann", "Bot", "Cy"]
    assert [g.history for g in back] == [g.history for g in games]
    # each player's part is an ordinary record: old readers read it
    part = text.split("\n", 1)[1]
    assert record.load(part[:part.index("TB2", 1)]).history == games[0].history


def test_a_contest_record_refuses_truncation_damage_and_another_deal():
    games = [play_random(new_game("rift", 3), Rng(s)) for s in (1, 2)]
    text = contest.dump(["Ann", "Bob"], games)
    assert "truncated" in raises(contest.load, text[:text.rindex("end ")])
    assert "checksum" in raises(contest.load, text.replace("gain", "gaim", 1))
    other = play_random(new_game("rift", 4), Rng(1))
    assert "another deal" in raises(contest.load, contest.dump(["Ann", "Bob"], [games[0], other]))
    assert "not finished" in raises(contest.load, contest.head(["Ann", "Bob"]) + record.dump(games[0])
                                    + record.dump(new_game("rift", 3)))
    assert "bad player name" in raises(contest.head, ["Ann", "B b"])
    assert "TBC" in raises(contest.load, record.dump(games[0]))


def test_a_changed_name_fails_the_first_lines_seal():
    games = [play_random(new_game("rift", 3), Rng(s)) for s in (1, 2)]
    text = contest.dump(["Ann", "Bob"], games)
    assert "checksum" in raises(contest.load, text.replace("Bob", "Rob", 1))
    assert "checksum" in raises(contest.load, text.replace("TBC 2 Ann,Bob", "TBC 2 Bob,Ann", 1))


def test_a_record_from_before_the_seal_still_loads_and_its_names_are_checked():
    games = [play_random(new_game("rift", 3), Rng(s)) for s in (1, 2)]
    body = record.dump(games[0]) + record.dump(games[1])
    names, back = contest.load("TBC 2 Ann,Bob\n" + body)
    assert names == ["Ann", "Bob"] and [g.history for g in back] == [g.history for g in games]
    for line in ("TBC 2 Ann,b\r", "TBC 2 Ann,", "TBC 2 ,Bob", "TBC 2 Ann,B\x01b"):
        assert "bad player name" in raises(contest.load, line + "\n" + body)


def test_a_name_the_record_cannot_hold_is_refused_when_written():
    for name in ("b\r", "", "B b", "B,b", "B\tb", None):
        assert "bad player name" in raises(contest.head, ["Ann", name])
