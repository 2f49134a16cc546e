"""Seeded random Twilight of Venice matches, checked after every move.

Besides the engine-surface invariants (tests.util) this checks the card
count, the figures' rules, the hidden information in views, and, on sampled
positions, the legal-move list against a brute-force enumeration written
straight from docs/venice.md §1.4 (every card multiset, every split, every
direction, judged by final positions only).
"""
from core.rng import Rng
from core.venice.rules import Venice
from tests.util import check_position, check_replay, count

MICROPYTHON = True

CODES = ("D1",) * 12 + ("G1",) * 4 + ("G2",) * 10 + ("GF",) * 2 + ("M1",) * 2 + \
    ("M2",) * 8 + ("M3",) * 2 + ("H1", "H2", "H2", "H2", "H3", "H3", "H3", "H3",
                                 "H4", "H4", "H4", "H5", "HM", "HM")
VIEW_KEYS = sorted(["game", "player", "to_move", "over", "result", "last", "positions",
                    "hand", "opponent_hand", "deck", "discard", "exhaustions", "round",
                    "wins", "rounds", "ended"])
REASONS = ("doge mansion", "favourite mansion", "exhaustion: doge half",
           "exhaustion: favourite half", "drawn")


def value_multisets(have, letter, top):
    """Every non-empty multiset of the cards ``letter``1..``top`` in ``have``, as value lists."""
    out = [[]]
    for value in range(1, top + 1):
        out = [vs + [value] * n for vs in out
               for n in range(have.get(letter + str(value), 0) + 1)]
    return [vs for vs in out if vs]


def brute_force(pos, hand):
    """{move: (D, M, H, gl, gh) after the cards} for every legal play, by
    trying everything the rules allow and keeping what ends legally."""
    dg, _, mer, har, gl, gh = pos
    have = {}
    for card in hand:
        have[CODES[card]] = have.get(CODES[card], 0) + 1
    out = {"redraw": (dg, mer, har, gl, gh)}

    def keep(move, d, m, h, lo, hi):
        if -8 <= lo < d < hi <= 8 and -8 <= m <= 8 and -8 <= h <= 8 and \
                (d, m, h, lo, hi) != (dg, mer, har, gl, gh):
            assert move not in out, "two plays share one text: " + move
            out[move] = (d, m, h, lo, hi)

    for way, sign in (("+", 1), ("-", -1)):
        for n in range(1, have.get("D1", 0) + 1):
            for court in range(n // 2 + 1):
                keep("doge %d %s %d" % (n, way, court), dg + sign * (n - court), mer, har,
                     gl + sign * court, gh + sign * court)
        for vs in value_multisets(have, "G", 2):
            for low in range(sum(vs) + 1):
                keep("guards %s %s %d %d" % ("+".join(str(v) for v in vs), way, low,
                                             sum(vs) - low),
                     dg, mer, har, gl + sign * low, gh + sign * (sum(vs) - low))
        for vs in value_multisets(have, "M", 3):
            keep("merchant %s %s" % ("+".join(str(v) for v in vs), way),
                 dg, mer + sign * sum(vs), har, gl, gh)
        for vs in value_multisets(have, "H", 5):
            text = "+".join(str(v) for v in vs)
            keep("harlequin %s %s" % (text, way), dg, mer, har + sign * sum(vs), gl, gh)
            if "HM" in have:
                keep("middle %s %s" % (text, way), dg, mer, sign * sum(vs), gl, gh)
    if "GF" in have:
        keep("flank", dg, mer, har, dg - 1, dg + 1)
    if "HM" in have:
        keep("middle", dg, mer, 0, gl, gh)
    return out


def favourite_after(figures, favourite, player):
    """Rules 2.4: one step per figure in the mover's mansion, one for the half."""
    dg, mer, har, gl, gh = figures
    way = 1 if player == 0 else -1
    steps = len([x for x in figures if x * way >= 7])
    if dg * way > 0 and gl * way > 0 and gh * way > 0:
        steps += 1
    return max(-8, min(8, favourite + way * steps))


def check_moves(game):
    """Legal moves equal the brute force; each plays to the predicted spots."""
    player = game.to_move()
    expect = brute_force(game.pos, game.hands[player])
    assert sorted(game.legal_moves()) == sorted(expect)
    for move in expect:
        other = game.copy()
        other.play(move)
        if len(other.rounds) == len(game.rounds) and move != "redraw":
            p = other.pos
            assert (p[0], p[2], p[3], p[4], p[5]) == expect[move], move
            assert p[1] == favourite_after(expect[move], game.pos[1], player), move


def check_state(game):
    cards = game.deck + game.discard + game.hands[0] + game.hands[1]
    assert sorted(cards) == list(range(54)), "cards lost or duplicated"
    for hand in game.hands:
        assert hand == sorted(hand)
        assert len(hand) == 8 or (game.is_over() and len(hand) < 8)
    dg, fav, mer, har, gl, gh = game.pos
    assert -8 <= gl < dg < gh <= 8 and -8 <= fav <= 8 and -8 <= mer <= 8 and -8 <= har <= 8
    if not game.is_over():
        assert -7 < dg < 7 and -7 < fav < 7, "a mansion reached but the round goes on"
        assert game.exhaustions < 8
    wins = [0, 0]
    for winner, reason, _ in game.rounds:
        assert reason in REASONS and (winner is None) == (reason == "drawn")
        if winner is not None:
            wins[winner] += 1
    assert wins == game.wins and max(wins) <= 2 and len(game.rounds) <= 9


def hidden_swapped(game, player, rnd):
    """A copy with the deck order and the other player's cards dealt afresh."""
    other = game.copy()
    opponent = 1 - player
    pool = other.deck + other.hands[opponent]
    rnd.shuffle(pool)
    size = len(other.hands[opponent])
    other.hands[opponent] = sorted(pool[:size])
    other.deck = pool[size:]
    return other


def check_views(game, rnd):
    for player in (0, 1):
        view = game.view(player)
        assert sorted(view) == VIEW_KEYS
        assert view["hand"] == [CODES[card] for card in game.hands[player]]
        assert view["opponent_hand"] == len(game.hands[1 - player])
        assert view["deck"] == len(game.deck)
        assert view["discard"] == [CODES[card] for card in game.discard]
        assert hidden_swapped(game, player, rnd).view(player) == view, "view leaks hidden cards"


def play_match(seed, rnd, sample):
    game = Venice(seed)
    ply = 0
    while not game.is_over():
        check_state(game)
        deep = ply % sample == 0
        check_position(game, rnd, deep)
        if deep:
            check_moves(game)
            check_views(game, rnd)
            check_replay(game)
        moves = game.legal_moves()
        game.play(moves[rnd.below(len(moves))])
        ply += 1
    check_state(game)
    check_position(game, rnd, False)
    check_views(game, rnd)
    check_replay(game)
    return game


def test_random_matches_keep_every_invariant():
    rnd = Rng(20240611)
    reasons = {}
    for i in range(count(1000)):
        game = play_match(1000 + i, rnd, 40)
        result = game.result()
        assert result["scores"] == game.wins and result["rounds"] == [r[0] for r in game.rounds]
        north, south = game.wins
        assert result["winner"] == (0 if north > south else 1 if south > north else None)
        assert 2 in game.wins or len(game.rounds) == 9
        for entry in game.rounds:
            reasons[entry[1]] = True
    if count(1000) >= 100:
        assert len(reasons) >= 3, reasons


def test_sampled_positions_match_the_brute_force_closely():
    # Fewer matches, but every position's moves checked against the rules.
    rnd = Rng(77)
    for i in range(count(60)):
        play_match(5000 + i, rnd, 1)
