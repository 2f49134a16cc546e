"""The two-player bots: they play only legal moves, think in slices to the
same move as in one go, cannot see what their view hides, and beat a random
player. The worlds they sample from a view must show that very view."""
from core import new_game
from core.dance import bot as dance_ai
from core.venice import bot as venice_ai
from core.dance.world import world as dance_world
from core.venice.world import world as venice_world
from core.rng import Rng
from tests.util import count, random_positions

MICROPYTHON = True

BOTS = {"dance": dance_ai, "venice": venice_ai}
WORLDS = {"dance": dance_world, "venice": venice_world}
LEVELS = ("easy", "normal", "hard", "expert")
BUDGET = 400  # search units: expert's full plan is for the desktop


def think(game, view, level, seed, chunk):
    """The bot's move after at most BUDGET units, done ``chunk`` at a time."""
    thinker = BOTS[game].thinker(view, level, seed)
    done = 0
    while done < BUDGET and not thinker.step(chunk):
        done += chunk
    return thinker.best()


def check_worlds(game, games, every):
    for seed in range(games):
        for g in random_positions(game, seed, every):
            for p in (0, 1):
                view = g.view(p)
                rebuilt = WORLDS[game](view, Rng(seed + p))
                assert rebuilt.view(p) == view, (view, rebuilt.view(p))
                if p == g.to_move():
                    assert sorted(rebuilt.legal_moves()) == sorted(g.legal_moves())


def test_dance_worlds_show_the_view_they_came_from():
    check_worlds("dance", count(20), 3)


def test_venice_worlds_show_the_view_they_came_from():
    check_worlds("venice", count(6), 7)


def test_dance_world_draws_hidden_roles_from_the_unseen_ones():
    # After KGB places a piece, SIS sees "K?": over many draws every KGB
    # role turns up there, and never an SIS piece or a role already shown.
    g = new_game("dance", 0)
    g.play("place KM OSL")
    view = g.view(1)
    assert view["board"][0] == "K?"
    roles = set()
    for k in range(30):
        w = dance_world(view, Rng(k))
        assert w.board[0] < 8  # a KGB piece
        roles.add(w.view(0)["board"][0])
    assert roles == {"KA", "KM", "KD"}


def check_no_peeking(game, seeds, **options):
    """Two true games with the same view for the mover but different hidden
    facts: every level picks the same move in both."""
    for seed in range(seeds):
        for g in random_positions(game, seed, 5, **options):
            p = g.to_move()
            view = g.view(p)
            truths = [WORLDS[game](view, Rng(seed * 10 + k)) for k in (1, 2)]
            hidden = 1 - p
            if game == "dance":
                assert truths[0].view(p) == truths[1].view(p)
                differ = truths[0].snapshot() != truths[1].snapshot()
            else:
                differ = truths[0].hands[hidden] != truths[1].hands[hidden] or \
                    truths[0].deck != truths[1].deck
            if not differ:
                continue
            for level in LEVELS:
                moves = [think(game, t.view(p), level, seed, 50) for t in truths]
                assert moves[0] == moves[1], (level, moves)
                assert moves[0] in g.legal_moves()


def test_dance_bots_do_not_peek():
    check_no_peeking("dance", count(3))


def test_venice_bots_do_not_peek():
    check_no_peeking("venice", 1)


def check_slices(game, seeds):
    """One unit at a time, 37 at a time or all at once: the same move."""
    for seed in range(seeds):
        for g in random_positions(game, seed, 9):
            view = g.view(g.to_move())
            for level in LEVELS:
                moves = [think(game, view, level, seed, chunk) for chunk in (1, 37, BUDGET)]
                assert moves[0] == moves[1] == moves[2], (level, moves)
            assert BOTS[game].choose(view, "normal", seed) == think(game, view, "normal", seed, 10 ** 6)


def test_dance_thinking_in_slices_gives_the_same_move():
    check_slices("dance", count(2))


def test_venice_thinking_in_slices_gives_the_same_move():
    check_slices("venice", 1)


def play_match(game, levels, seed, **options):
    """Play a game; ``levels[p]`` is a bot level or "random". Returns the
    winner. Every bot move must be legal: play() refuses any other."""
    g = new_game(game, seed, **options)
    rnd = Rng(seed)
    ply = 0
    while not g.is_over():
        p = g.to_move()
        moves = g.legal_moves()
        if levels[p] == "random":
            move = moves[rnd.below(len(moves))]
        else:
            move = think(game, g.view(p), levels[p], seed + ply, BUDGET)
            assert move in moves
        g.play(move)
        ply += 1
    return g.result()["winner"]


def test_every_dance_level_plays_whole_games():
    for k in range(count(4)):
        for level in LEVELS:
            play_match("dance", (level, "random") if k % 2 else ("random", level), k)


def test_every_venice_level_plays_whole_matches():
    for level in LEVELS:
        play_match("venice", (level, "random"), 3)


def test_normal_beats_a_random_player():
    # A smoke test of strength (tools/bench/tournament.py measures it): both seats.
    for game, games in (("dance", 4), ("venice", 2)):
        wins = 0
        for k in range(games):
            bot = k % 2
            levels = ("normal", "random") if bot == 0 else ("random", "normal")
            wins += play_match(game, levels, 100 + k) == bot
        assert wins >= games - 1, (game, wins)
