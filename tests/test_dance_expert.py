"""The Dance expert (core/dance/expert.py): it thinks in slices to the same
move as in one go, and moving first it beats hard and normal. Desktop only
(it is not offered on the device): seconds of playouts a move, so this
module runs on CPython only (no ``MICROPYTHON``)."""
from core import new_game
from core.dance import bot as dance_ai
from core.dance.expert import HARD


def hard(view, seed):
    """Hard without the chip's budget: what expert plays after its opening."""
    return dance_ai.ai.Lookahead(dance_ai.Search(view, True), HARD, dance_ai.ai.Rng(seed).next())


def test_expert_plays_its_opening_out_the_same_in_slices():
    # Each move it tries is played out as a whole game of hard searches
    # (core/dance/expert.py).
    view = new_game("dance", 4).view(0)
    moves = []
    steps = []
    for chunk in (10 ** 6, 97):
        thinker = dance_ai.thinker(view, "expert", 7)
        while not thinker.step(chunk):
            pass
        moves.append(thinker.best())
        steps.append(thinker.steps)
    assert moves[0] == moves[1] and steps[0] == steps[1]
    plain = dance_ai.ai.Lookahead(dance_ai.Search(view, True), dance_ai.LEVELS["expert"], 1)
    while not plain.step(10 ** 6):
        pass
    assert steps[0] > 20 * plain.steps  # the playouts ran
    assert moves[0] in new_game("dance", 4).legal_moves()


def _expert_first(seed, opponent):
    """A game with expert moving first against ``opponent``: its winner is
    0 (expert), 1 or None, and expert's moves after its opening."""
    g = new_game("dance", seed)
    later = []
    ply = 0
    while not g.is_over():
        view = g.view(g.to_move())
        level = "expert" if g.to_move() == 0 else opponent
        move = dance_ai.choose(view, level, seed * 100 + ply)
        if level == "expert" and view["turns"][0] >= 2:
            later.append((view, seed * 100 + ply, move))
        g.play(move)
        ply += 1
    return g.result()["winner"], later


def test_expert_moving_first_beats_hard_and_normal_after_playing_out_two_turns():
    # The opening that beats hard's playouts alone lost every game to
    # normal: the playouts model both. After its two played-out turns the
    # first mover plays as hard without the chip's budget, the bot its
    # playouts assumed for it.
    wins = {}
    for opponent in ("hard", "normal"):
        wins[opponent] = 0
        for seed in (2, 3, 4):
            winner, later = _expert_first(seed, opponent)
            wins[opponent] += winner == 0
            for view, s, move in later[:3]:
                assert move == dance_ai.ai.run(hard(view, s))
    # Two-ply bots moving first lose every game to hard, and hard wins about
    # 60 % of them against normal (expert wins 2 and 3 of these games).
    assert wins["hard"] >= 1 and wins["normal"] >= 2, wins
