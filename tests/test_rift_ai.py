"""Rift of Portals hints and autoplay (core/rift/bot.py, core/rift/assist.py,
core/rift/world.py).

The AI reads only the view: it must not depend on the deck order, its
hints must be legal moves with a short reason that names the move's idea,
its incremental thinking must equal one-shot thinking, and its autoplay
must finish games with legal moves and win more than random play does.
Win rates are measured by tools/bench/rift_autoplay.py, not here.
"""
from core import new_game
from core.rng import Rng
from core.rift.assist import autoplay, hint
from core.rift.bot import Planner, thinker as make_thinker
from core.rift.expert import Collector
from core.rift.plan_view import unseen
from core.rift.world import from_view
from tests.util import count, micropython_only, play_random

MICROPYTHON = True


def random_positions(seed, ring, every, turn=0):
    """Every ``every``-th position of a random game from turn ``turn`` on, as
    live game objects (late positions keep the expert's look-ahead short)."""
    g = new_game("rift", seed, ring=ring)
    rnd = Rng(seed + 77)
    ply = 0
    while not g.is_over():
        if ply % every == 0 and g.turn >= turn:
            yield g
        moves = g.legal_moves()
        g.play(moves[rnd.below(len(moves))])
        ply += 1


def test_a_game_rebuilt_from_the_view_shows_the_same_view():
    for seed in range(count(20)):
        ring = 3 + seed % 2
        rnd = Rng(seed)
        for g in random_positions(seed, ring, 1):
            v = g.view(0)
            deck = unseen(v)
            assert deck == sorted(g.deck)
            rnd.shuffle(deck)
            w = from_view(v, deck)
            assert w.view(0) == v
            assert w.deck == deck
            assert sorted(w.legal_moves()) == sorted(g.legal_moves())


def test_the_hint_cannot_depend_on_the_deck_order():
    # Two games with equal views whose undrawn tiles lie in different
    # orders; the expert thinker samples decks, so it would notice.
    for seed in range(count(6)):
        for g in random_positions(seed, 3, 3, 11):
            other = g.copy()
            Rng(seed + 5).shuffle(other.deck)
            assert other.view(0) == g.view(0)
            if len(g.deck) > 3:
                assert other.deck != g.deck
            one = make_thinker(g.view(0), "expert", seed, iterations=6)
            two = make_thinker(other.view(0), "expert", seed, iterations=6)
            one.step(6)
            two.step(6)
            assert one.best() == two.best()
            assert one.totals == two.totals


def test_hints_are_legal_and_their_reasons_short_and_to_the_point():
    heads = {"setup": "setup:", "gain": "gain:", "build": "build ", "replace": "swap ",
             "void": "void:", "fail": "fail:", "step": "step:"}
    for seed in range(count(12)):
        for g in random_positions(seed, 3 + seed % 2, 3):
            move, why = hint(g.view(0), "device", seed)
            assert move in g.legal_moves(), move
            lines = why.split("\n")
            assert why and all(len(line) <= 21 for line in lines), why
            words = move.split(" ")
            assert why.startswith(heads[words[0]]), (move, why)
            if words[0] in ("build", "replace"):
                assert words[2] in why  # names the position
            if words[0] == "step":
                assert words[1] in why and words[3] in why  # element and target


def test_a_forced_fail_says_so():
    # A move tile whose element has no Oink anywhere can only fail.
    for g in random_positions(3, 3, 1):
        moves = g.legal_moves()
        if moves == ["fail"]:
            move, why = hint(g.view(0))
            assert move == "fail" and why == "fail: no step fits"
            return
    raise AssertionError("no forced fail in this game")


def test_autoplay_finishes_games_with_legal_moves_only():
    for seed in range(count(10)):
        ring = 3 + seed % 2
        g = new_game("rift", seed, ring=ring)
        result = autoplay(g, "device", seed)
        assert g.is_over() and result == g.result()
        # play() checked every move; a replay of the history agrees.
        again = new_game("rift", seed, ring=ring)
        for move in g.history:
            again.play(move)
        assert again.snapshot() == g.snapshot()


def test_thinking_in_slices_equals_thinking_at_once():
    for seed in range(count(4)):
        for g in random_positions(seed, 3, 4, 11):
            whole = make_thinker(g.view(0), "expert", seed, iterations=9)
            whole.step(100)
            sliced = make_thinker(g.view(0), "expert", seed, iterations=9)
            slices = 0
            while not sliced.step(1):
                slices += 1
            assert whole.done() and sliced.done()
            assert sliced.plan() == whole.plan() and sliced.best() == whole.best()
            assert slices <= sliced.planner.jobs + 9  # a planner job or an iteration a slice
            # The budget caps the play-outs (fewer once one plan is left).
            assert sliced.spent <= 9


def _tiles(g):
    """The tiles the build-phase moves of ``g`` name (``build``, ``replace``, ``void``)."""
    return set(int(m.split(" ")[1]) for m in g.legal_moves()
               if m.split(" ")[0] in ("build", "replace", "void"))


def _choices(g):
    """Each choice of tiles the rules leave for the rest of the turn, as
    (tile gained or set up, tile built), -1 for none: what the device may
    plan in one frame."""
    phase = g.view(0)["phase"]
    if phase == "move":
        return set([(-1, -1)])
    if phase == "build":
        return set((-1, b) for b in _tiles(g))
    out = set()
    for move in g.legal_moves():
        t = int(move.split(" ")[1])
        if phase == "setup":
            out.add((t, -1))
        else:
            after = g.copy()
            after.play(move)
            for b in _tiles(after):
                out.add((t, b))
    return out


def test_the_device_plans_over_frames_not_in_one():
    # The firmware does a few units of thinking a frame, so no unit may plan
    # the whole turn: each slice plans the ways to go on after one choice of
    # tiles to gain and build, every choice gets a slice of its own (none is
    # planned when the thinker is made), and the move found so is the
    # one-call hint.
    for seed in range(count(8)):
        for g in random_positions(seed, 3 + seed % 2, 2):
            view = g.view(0)
            thinker = Planner(view, Collector)  # the device's, keeping every plan it scores
            tried = thinker.board.top
            planned = []
            done = False
            while not done:
                before = len(tried)
                done = thinker.step(1)
                planned.append(set((plan[1], plan[2]) for plan in tried[before:]))
            assert all(len(one) == 1 for one in planned), planned
            choices = [one.pop() for one in planned]
            assert len(set(choices)) == len(choices), choices
            assert set(choices) == _choices(g), (view["phase"], choices)
            # The device keeps the planner's best plan first, and its hint
            # (after the look-ahead) is the first move of a kept plan.
            device = make_thinker(view, "device", seed)
            device.step(1000)
            assert device.board.tops[0] == thinker.board.hi
            kept = [device.board.moves(device.board.kept_plan(i))[0] for i in range(device.kept)]
            assert thinker.best() == kept[0]
            assert hint(view, "device", seed)[0] in kept


def test_the_device_look_ahead_reads_only_the_view_and_slices_alike():
    # The device samples the next turn's draws with its own Rng: two games
    # with equal views but different deck orders get the same move, and
    # thinking a unit a frame gives what thinking at once gives.
    for seed in range(count(6)):
        for g in random_positions(seed, 3, 3, 8):
            other = g.copy()
            Rng(seed + 5).shuffle(other.deck)
            one = make_thinker(g.view(0), "device", seed)
            two = make_thinker(other.view(0), "device", seed)
            one.step(1000)
            slices = 0
            while not two.step(1):
                slices += 1
            assert one.plan() == two.plan()
            assert slices + 1 == two.planner.jobs + two.units


def test_a_planner_slice_allocates_almost_nothing_on_the_device():
    # A plan is tried in buffers made once (core/rift/plan_state.py): on a Pico
    # (about 150 KB of heap for everything) a slice must not leave kilobytes
    # of garbage. Measured only where gc.mem_alloc exists (MicroPython); this
    # WebAssembly MicroPython never collects inside a call, so the growth is
    # what the slice allocated. Before the buffers a gain slice took ~5 KB.
    micropython_only()
    import gc
    worst = 0
    for seed in range(3):
        for g in random_positions(seed, 3 + seed % 2, 5):
            thinker = make_thinker(g.view(0), "device", seed)
            thinker.step(1)  # the first slice also fills the judge's cache
            while not thinker.done():
                before = gc.mem_alloc()
                thinker.step(1)
                worst = max(worst, gc.mem_alloc() - before)
    assert worst <= 512, worst


def test_the_device_level_wins_deals_random_play_loses():
    wins = 0
    for seed in range(10):
        wins += autoplay(new_game("rift", seed), "device", seed)["winner"]
        g = play_random(new_game("rift", seed), Rng(seed))
        assert not g.result()["winner"]
    assert wins >= 2, wins
