"""Twilight of Venice rules (docs/venice.md §1), one hand-checked case at a time.

Positions are arranged on a fresh game with `arrange` (test-only: it only
replaces the state; every rule is then worked by the engine). Expected
results were worked out by hand from those rules, as the comments show.
"""
from core import new_game
from core.rng import Rng
from core.venice.rules import Venice
from tests.util import raises

MICROPYTHON = True

# docs/venice.md §1.2: the card codes in canonical order and their copies.
DECK = (("D1", 12), ("G1", 4), ("G2", 10), ("GF", 2), ("M1", 2), ("M2", 8), ("M3", 2),
        ("H1", 1), ("H2", 3), ("H3", 4), ("H4", 3), ("H5", 1), ("HM", 2))
FIRST = {}
CODE = []
for _code, _copies in DECK:
    FIRST[_code] = len(CODE)
    CODE.extend([_code] * _copies)


def cards(part, used):
    """Card ids for ``part``: a list of ids as given, or codes as text, each
    code taking the lowest id of that code not in ``used``."""
    if type(part) is list:
        out = list(part)
    else:
        out = []
        for code in part.split():
            card = FIRST[code]
            while card in used:
                card += 1
            assert CODE[card] == code, "more %s cards than the deck holds" % code
            out.append(card)
            used.add(card)
    for card in out:
        used.add(card)
    return out


def arrange(pos, hands=("", ""), deck=None, discard="", turn=0, exhaustions=0,
            wins=(0, 0), rounds=(), seed=1):
    """TEST-ONLY: a fresh game with its state replaced.

    ``pos`` is (D, F, M, H, gl, gh); card parts as in `cards`. ``deck`` is
    in draw order reversed (the last card is drawn first), as in the engine;
    by default every card not placed elsewhere, ascending.
    """
    game = Venice(seed)
    used = set()
    game.hands = [sorted(cards(hands[0], used)), sorted(cards(hands[1], used))]
    game.discard = cards(discard, used)
    if deck is None:
        game.deck = [card for card in range(54) if card not in used]
    else:
        game.deck = cards(deck, used)
    game.pos = list(pos)
    game.turn = turn
    game.exhaustions = exhaustions
    game.wins = list(wins)
    game.rounds = list(rounds)
    game._legal = None
    return game


def moves_of(game, kind):
    return sorted(m for m in game.legal_moves() if m.split(" ")[0] == kind)


def positions(game):
    p = game.view(0)["positions"]
    return (p["D"], p["F"], p["M"], p["H"], p["gl"], p["gh"])


def twin_rng(game):
    """An Rng in the same state as the game's, to predict its next draws."""
    return Rng(game.rng.state)


def expect_new_round(game, rng):
    """The next round was dealt from the generator stream as docs/venice.md §1.3 says."""
    coin = rng.below(2)
    deck = list(range(54))
    rng.shuffle(deck)
    merchant = 1 if coin == 0 else -1
    assert positions(game) == (0, 0, merchant, -merchant, -2, 2)
    assert game.to_move() == (0 if merchant > 0 else 1)
    assert game.hands == [sorted(deck[-8:]), sorted(deck[-16:-8])]
    assert game.deck == deck[:-16]
    assert game.discard == [] and game.exhaustions == 0


# -- setup (2.3) -----------------------------------------------------------

def test_setup_coin_sets_sides_first_player_and_deal_order():
    coins = set()
    for seed in range(1, 13):
        game = Venice(seed)
        expect_new_round(game, Rng(seed))
        coins.add(game.view(0)["positions"]["M"])
        view = game.view(1)
        assert view["round"] == 1 and view["wins"] == [0, 0] and view["rounds"] == []
        assert view["deck"] == 38 and view["opponent_hand"] == 8 and view["discard"] == []
        assert view["hand"] == [CODE[c] for c in game.hands[1]]
    assert coins == {1, -1}, "both coin sides seen"


def test_new_game_dispatches_and_refuses_options():
    assert isinstance(new_game("venice", 4), Venice)
    for name, value in (("court", True), ("turns", 12)):
        message = raises(lambda: Venice(0, **{name: value}))
        assert name in message and "venice" in message, message
    assert "7" in raises(Venice(0).view, 7)


# -- card plays (2.4) --------------------------------------------------------

def test_doge_moves_with_and_without_court_pairs():
    game = arrange((0, 0, 1, -1, -2, 2), hands=("D1 D1 D1 D1 M2 M2 M2 M2", ""))
    # N=2,C=0 lands on a guard; N=3,C=0 passes one; N=4,C=1 lands on one.
    assert moves_of(game, "doge") == sorted([
        "doge 1 + 0", "doge 1 - 0", "doge 2 + 1", "doge 2 - 1",
        "doge 3 + 1", "doge 3 - 1", "doge 4 + 2", "doge 4 - 2"])
    game.play("doge 3 + 1")  # Doge 3-1=2 spaces, each guard 1
    assert positions(game) == (2, 0, 1, -1, -1, 3)
    assert game.discard == [0, 1, 2]


def test_doge_court_keeps_guards_on_the_track_and_doge_strictly_between():
    game = arrange((6, 0, 1, -1, 4, 8), hands=("D1 D1", ""))
    # +2 alone hits gh=8; -2 alone hits gl=4; the court pair north would
    # push gh to 9 (off the track); south it gives D5 between 3 and 7.
    assert moves_of(game, "doge") == ["doge 1 + 0", "doge 1 - 0", "doge 2 - 1"]
    game = arrange((5, 0, 1, -1, 3, 7), hands=("D1 D1 D1", ""))
    assert moves_of(game, "doge") == sorted([
        "doge 1 + 0", "doge 1 - 0", "doge 2 + 1", "doge 2 - 1", "doge 3 + 1", "doge 3 - 1"])


def test_guard_splits_every_legal_final_position_once():
    game = arrange((0, 0, 1, -1, -2, 2), hands=("G1 G2", ""))
    # North: the lower guard must stay below D=0 (at most 1 step).
    # South: the higher guard must stay above D=0 (at most 1 step).
    assert moves_of(game, "guards") == sorted([
        "guards 1 + 0 1", "guards 1 + 1 0", "guards 2 + 0 2", "guards 2 + 1 1",
        "guards 1+2 + 0 3", "guards 1+2 + 1 2",
        "guards 1 - 0 1", "guards 1 - 1 0", "guards 2 - 1 1", "guards 2 - 2 0",
        "guards 1+2 - 2 1", "guards 1+2 - 3 0"])


def test_guard_split_across_card_boundaries_and_track_ends():
    game = arrange((-5, 0, 1, -1, -7, 7), hands=("", "G2 G2"), turn=1)
    # North: gh=7 may rise 1, gl=-7 may rise 1: only 1+1 of a single 2.
    # South: gl=-7 may fall 1 at most; gh may fall up to 11.
    assert moves_of(game, "guards") == sorted([
        "guards 2 + 1 1", "guards 2 - 0 2", "guards 2 - 1 1",
        "guards 2+2 - 0 4", "guards 2+2 - 1 3"])
    game.play("guards 2+2 - 1 3")  # each 2 split between the guards
    # gl=-8 stands in south's mansion: the Favourite steps once towards south.
    assert positions(game) == (-5, -1, 1, -1, -8, 4)


def test_flank_moves_guards_next_to_the_doge_only_if_that_changes_something():
    game = arrange((3, 0, 1, -1, -2, 5), hands=("GF", ""))
    assert moves_of(game, "flank") == ["flank"]
    game.play("flank")
    # D, gl, gh all on north's half: the half bonus moves the Favourite 1.
    assert positions(game) == (3, 1, 1, -1, 2, 4)
    assert moves_of(arrange((3, 0, 1, -1, 2, 4), hands=("GF", "")), "flank") == []
    assert moves_of(arrange((3, 0, 1, -1, 2, 6), hands=("GF", "")), "flank") == ["flank"]


def test_merchant_and_harlequin_sums_in_both_directions_stay_on_track():
    game = arrange((0, 0, 5, -6, -2, 2), hands=("M1 M3 H2 H5", ""))
    # M=5: 1+3 north would reach 9. H=-6: 5 or 2+5 south leave the track.
    assert moves_of(game, "merchant") == sorted([
        "merchant 1 +", "merchant 1 -", "merchant 3 +", "merchant 3 -", "merchant 1+3 -"])
    assert moves_of(game, "harlequin") == sorted([
        "harlequin 2 +", "harlequin 2 -", "harlequin 5 +", "harlequin 2+5 +"])
    other = game.copy()
    game.play("merchant 1+3 -")
    assert positions(game) == (0, 0, 1, -6, -2, 2)
    other.play("harlequin 2+5 +")
    assert positions(other) == (0, 0, 5, 1, -2, 2)


def test_equal_cards_give_multisets_not_sequences():
    game = arrange((0, 0, 1, 0, -2, 2), hands=("H3 H3 H3 M2 M2", ""))
    assert moves_of(game, "harlequin") == sorted([
        "harlequin 3 +", "harlequin 3 -", "harlequin 3+3 +", "harlequin 3+3 -"])
    assert moves_of(game, "merchant") == sorted([
        "merchant 2 +", "merchant 2 -", "merchant 2+2 +", "merchant 2+2 -"])
    moves = game.legal_moves()
    assert len(moves) == len(set(moves))


def test_middle_with_and_without_numbers_must_change_the_harlequin():
    game = arrange((0, 0, 1, 3, -2, 2), hands=("HM HM H2 H3", ""))
    # From 0: 3 north ends where H already is (3), so it is no play.
    assert moves_of(game, "middle") == sorted([
        "middle", "middle 2 +", "middle 2 -", "middle 3 -", "middle 2+3 +", "middle 2+3 -"])
    game.play("middle")
    assert positions(game) == (0, 0, 1, 0, -2, 2)
    assert game.discard == [FIRST["HM"]]
    game = arrange((0, 0, 1, 0, -2, 2), hands=("HM H2", ""))
    assert moves_of(game, "middle") == ["middle 2 +", "middle 2 -"]


def test_lowest_ids_are_played_and_discarded_in_ascending_order():
    hand = [3, 7, 10, 41, 42, 43, 52, 53]  # D1 D1 D1 H2 H2 H2 HM HM
    game = arrange((0, 0, 1, 3, -2, 2), hands=(hand, ""), discard=[0])
    game.play("middle 2+2 -")
    assert game.discard == [0, 41, 42, 52]
    assert game.view(0)["positions"]["H"] == -4
    game = arrange((0, 0, 1, 3, -2, 2), hands=(hand, ""), discard=[0])
    game.play("doge 2 + 1")
    assert game.discard == [0, 3, 7]
    assert game.hands[0][:4] == [10, 41, 42, 43]


def test_redraw_discards_first_then_draws_eight_without_moving_the_favourite():
    deck = "M1 M1 M3 M3 H1 H4 H4 H4 H5 G1"
    # M=8 and H=7 in north's mansion would move the Favourite after a play.
    game = arrange((0, 0, 8, 7, -2, 2), hands=("D1 D1 G2 M2 H3 H3 HM GF", ""), deck=deck)
    old = list(game.hands[0])
    top = game.deck[-8:]
    game.play("redraw")
    assert game.discard == old
    assert game.hands[0] == sorted(top)
    assert len(game.deck) == 2 and positions(game) == (0, 0, 8, 7, -2, 2)
    assert game.to_move() == 1 and game.view(0)["last"] == "redraw"


def test_redraw_can_draw_back_its_own_hand_after_a_reshuffle():
    game = arrange((0, 0, 1, -1, -2, 2), hands=("D1 D1 D1 D1 D1 D1 D1 D1", ""),
                   deck="G2 G2 G2", discard="M2 M2")
    rng = twin_rng(game)
    pile = game.discard + game.hands[0]
    first = list(game.deck)
    game.play("redraw")
    rng.shuffle(pile)
    assert game.exhaustions == 1
    assert game.hands[0] == sorted(first + pile[-5:])
    assert game.deck == pile[:-5] and game.discard == []


# -- the Favourite (2.4) -----------------------------------------------------

def favourite_after(pos, hand, move, turn):
    game = arrange(pos, hands=(hand, "") if turn == 0 else ("", hand), turn=turn)
    game.play(move)
    assert game.view(0)["round"] == 1, "the round must go on"
    return game.view(0)["positions"]["F"]


def test_favourite_steps_for_each_figure_in_the_active_players_mansion():
    # (D, F, M, H, gl, gh), cards, move, mover -> Favourite after
    assert favourite_after((0, 0, 6, -1, -2, 2), "M1", "merchant 1 +", 0) == 1
    assert favourite_after((0, 0, 1, 6, -2, 2), "H1", "harlequin 1 +", 0) == 1
    assert favourite_after((5, 0, 1, -1, -1, 6), "G1", "guards 1 + 0 1", 0) == 1
    assert favourite_after((0, 0, -6, 1, -2, 2), "M1", "merchant 1 -", 1) == -1
    assert favourite_after((0, 0, 1, -6, -2, 2), "H1", "harlequin 1 -", 1) == -1
    assert favourite_after((0, 0, 1, -1, -6, 2), "G1", "guards 1 - 1 0", 1) == -1
    # Figures in the other player's mansion do not count.
    assert favourite_after((0, 0, 8, 7, -2, 2), "G1", "guards 1 - 1 0", 1) == 0


def test_favourite_half_bonus_needs_doge_and_both_guards_on_the_half():
    # D=5, gl=2, gh=7 on north's half; M=7, H=8, gh=7 in its mansion: 3+1.
    assert favourite_after((5, 0, 7, 8, 3, 7), "G1", "guards 1 - 1 0", 0) == 4
    assert favourite_after((-3, 0, 1, -1, -5, -1), "G1", "guards 1 - 0 1", 1) == -1
    # A guard on 0 belongs to neither half: no bonus.
    assert favourite_after((2, 0, 1, -1, 0, 3), "M1", "merchant 1 +", 0) == 0
    assert favourite_after((2, 3, 1, -1, 1, 3), "M1", "merchant 1 +", 1) == 3


def test_favourite_stops_at_the_end_of_the_track():
    # 4 steps from 5 would reach 9: it stops at 8 and wins the deciding round.
    game = arrange((5, 5, 7, 8, 3, 7), hands=("G1", ""), wins=(1, 0),
                   rounds=[(0, "doge mansion")])
    game.play("guards 1 - 1 0")
    assert game.is_over()
    view = game.view(1)
    assert view["positions"]["F"] == 8
    assert view["rounds"][-1] == {"winner": 0, "reason": "favourite mansion"}


# -- winning a round (2.5) ------------------------------------------------------

def test_doge_in_a_mansion_wins_it_for_its_owner():
    game = arrange((6, 0, 1, -1, 4, 8), hands=("D1", ""))
    rng = twin_rng(game)
    game.play("doge 1 + 0")
    assert game.view(1)["rounds"] == [{"winner": 0, "reason": "doge mansion"}]
    assert game.view(1)["round"] == 2 and game.view(1)["wins"] == [1, 0]
    expect_new_round(game, rng)


def test_round_ends_after_the_play_before_the_favourite_moves():
    # North drives the Doge into south's mansion: south wins at once, though
    # the Favourite (6, with M and H in north's mansion) would reach 8.
    game = arrange((-6, 6, 8, 8, -8, -4), hands=("D1", ""))
    game.play("doge 1 - 0")
    assert game.view(0)["rounds"] == [{"winner": 1, "reason": "doge mansion"}]


def test_favourite_reaching_a_mansion_wins_it():
    game = arrange((0, -5, -6, -8, -2, 2), hands=("", "M1"), turn=1)
    game.play("merchant 1 -")  # M -7 and H -8: two steps south
    assert game.view(0)["rounds"] == [{"winner": 1, "reason": "favourite mansion"}]


def test_doge_is_checked_before_the_favourite():
    # Arranged (not reachable in play): F already in north's mansion when
    # north's play puts the Doge in south's mansion. The Doge counts first.
    game = arrange((-6, 7, 1, -1, -8, -4), hands=("D1", ""))
    game.play("doge 1 - 0")
    assert game.view(0)["rounds"] == [{"winner": 1, "reason": "doge mansion"}]


def test_a_round_that_ends_skips_the_refill():
    # An empty deck after the 1st exhaustion: a refill would end the round by
    # exhaustion; the Doge's mansion ends it first and nothing is drawn.
    game = arrange((6, 0, 1, -1, 4, 8), hands=("D1 G2", ""), deck="", exhaustions=1)
    rng = twin_rng(game)
    game.play("doge 1 + 0")
    assert game.view(0)["rounds"] == [{"winner": 0, "reason": "doge mansion"}]
    expect_new_round(game, rng)


# -- deck exhaustion (2.5) ------------------------------------------------------

def test_no_exhaustion_while_the_deck_covers_the_refill():
    game = arrange((0, 0, 1, -1, -2, 2), hands=("M2 M2", ""), deck="G1 G1 G1 G1 G2 G2 G2 G2")
    game.play("merchant 2+2 +")
    assert game.exhaustions == 0 and game.deck == [] and len(game.hands[0]) == 8


def test_first_exhaustion_reshuffles_the_discard_and_keeps_drawing():
    game = arrange((0, 0, 1, -1, -2, 2), hands=("M2 M2 D1 D1 D1 D1 D1 D1", ""),
                   deck="G2", discard="H3 H4")
    rng = twin_rng(game)
    pile = game.discard + game.hands[0][-2:]  # the played M2s join the pile
    game.play("merchant 2+2 +")
    rng.shuffle(pile)
    assert game.exhaustions == 1 and game.view(0)["exhaustions"] == 1
    assert game.hands[0] == sorted(list(range(6)) + [FIRST["G2"], pile[-1]])
    assert game.deck == pile[:-1] and game.discard == []
    assert game.to_move() == 1 and game.view(0)["round"] == 1


def exhaust(pos, turn=0, exhaustions=1, move="merchant 2 +", wins=(0, 0), rounds=()):
    """Play ``move`` (one card) with an empty deck: the refill of that one
    card meets an exhaustion. North holds ids 0-6 and 30, south 7-10, 12-14
    and 31; the discard pile is ids 16-18."""
    game = arrange(pos, hands=("M2 D1 D1 D1 D1 D1 D1 D1", "M2 D1 D1 D1 D1 G1 G1 G1"),
                   deck="", discard="G2 G2 G2", turn=turn, exhaustions=exhaustions,
                   wins=wins, rounds=rounds)
    rng = twin_rng(game)
    game.play(move)
    return game, rng


def test_second_exhaustion_gives_the_round_to_the_doges_half():
    game, rng = exhaust((-1, 3, 1, -1, -3, 2))
    assert game.view(0)["rounds"] == [{"winner": 1, "reason": "exhaustion: doge half"}]
    expect_new_round(game, rng)


def test_second_exhaustion_with_doge_on_0_gives_it_to_the_favourites_half():
    game, rng = exhaust((0, 2, 1, -1, -2, 2), turn=1, move="merchant 2 -")
    assert game.view(0)["rounds"] == [{"winner": 0, "reason": "exhaustion: favourite half"}]
    expect_new_round(game, rng)


def test_exhaustion_with_doge_and_favourite_on_0_deals_again():
    for count in (1, 6):  # the 2nd and the 7th exhaustion
        game, rng = exhaust((0, 0, 1, -1, -2, 2), exhaustions=count)
        pile = [FIRST["G2"], FIRST["G2"] + 1, FIRST["G2"] + 2, FIRST["M2"]]
        rng.shuffle(pile)
        assert game.exhaustions == count + 1 and game.rounds == []
        assert game.hands[0] == sorted(list(range(7)) + [pile[-1]])
        assert game.deck == pile[:-1] and game.to_move() == 1


def test_eighth_exhaustion_with_doge_and_favourite_on_0_draws_the_round():
    game, rng = exhaust((0, 0, 1, -1, -2, 2), exhaustions=7)
    view = game.view(0)
    assert view["rounds"] == [{"winner": None, "reason": "drawn"}]
    assert view["wins"] == [0, 0] and view["round"] == 2 and not game.is_over()
    expect_new_round(game, rng)


def test_a_redraw_meets_exhaustion_too():
    game, rng = exhaust((2, 0, 1, -1, -2, 3), move="redraw")
    assert game.view(0)["rounds"] == [{"winner": 0, "reason": "exhaustion: doge half"}]


# -- the match (2.6) ---------------------------------------------------------

def test_second_round_win_ends_the_match():
    game = arrange((6, 0, 1, -1, 4, 8), hands=("D1", ""), wins=(0, 1),
                   rounds=[(1, "favourite mansion")])
    game.play("doge 1 + 0")
    assert not game.is_over()  # 1:1, a third round
    assert game.result() is None and game.view(0)["round"] == 3
    game = arrange((-6, 0, 1, -1, -8, -4), hands=("", "D1"), turn=1, wins=(0, 1),
                   rounds=[(1, "favourite mansion")])
    game.play("doge 1 - 0")
    assert game.is_over() and game.to_move() is None and game.legal_moves() == []
    assert game.result() == {"winner": 1, "scores": [0, 2], "rounds": [1, 1],
                             "reasons": ["favourite mansion", "doge mansion"]}
    view = game.view(0)
    assert view["over"] and view["result"] == game.result() and view["round"] == 2
    assert "over" in raises(game.play, "redraw")


def test_drawn_rounds_add_nothing_and_nine_rounds_end_the_match():
    drawn = (None, "drawn")
    game, _ = exhaust((0, 0, 1, -1, -2, 2), exhaustions=7, wins=(1, 1),
                      rounds=[(0, "doge mansion"), (1, "doge mansion")] + [drawn] * 6)
    assert game.is_over()
    assert game.result()["winner"] is None and game.result()["scores"] == [1, 1]
    assert game.result()["rounds"] == [0, 1] + [None] * 7
    game, _ = exhaust((0, 0, 1, -1, -2, 2), exhaustions=7, wins=(0, 1),
                      rounds=[(1, "favourite mansion")] + [drawn] * 7)
    assert game.is_over() and game.result()["winner"] == 1
    assert game.view(0)["round"] == 9 and len(game.view(1)["rounds"]) == 9


# -- errors ------------------------------------------------------------------

def test_illegal_and_malformed_moves_are_named_and_change_nothing():
    game = arrange((0, 0, 5, 3, -2, 2), hands=("D1 D1 G1 G2 M1 M3 GF HM", ""))
    for move in ("doge 2 + 0", "doge 1 + 1", "guards 2+1 + 1 2", "guards 1+2 + 3 0",
                 "guards 1+2 + 0 0", "merchant 1+3 +", "merchant 3+1 -", "harlequin 1 +",
                 "middle 3 +", "middle 0 +", "flank ", "doge 1 +", "Redraw", "", "pass"):
        assert move not in game.legal_moves()
        before = game.snapshot()
        message = raises(game.play, move)
        assert repr(move) in message, message
        assert game.snapshot() == before
    assert "string" in raises(game.play, None)
