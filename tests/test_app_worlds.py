"""Two worlds a person cannot tell apart look the same on the board, frame
by frame: with a bot seat, between two people and in the demo (issue 10).

Two Twilight of Venice matches differ only in cards the person may not see:
the other player's hand trades cards with the bottom of the deck (drawn
last). Both are continued from the menu on two boards given the same keys,
and every frame, OLED and lights, must be the same on both while the
person's view and the moves as they see them are the same: whole bot turns
at each level in either seat (thinking, showing, landing, the game menu and
a peek meanwhile), the person's turn and peek, and the round-over notice
and end page of a match the person ends (Venice reveals no card at the end,
docs/venice.md §1.8). Between two people, the hand-over screen shows
nothing of either hand (Venice; Dance, its hidden roles redrawn with
core/dance/world.py) and a peek only the mover's own. The idle demo ("nothing
private shows", firmware/demo.py) looks the same for two matches dealt
differently whose public start and first move are the same. Dance's bot
turns are tests/test_app_bot_secrets.py's; its end pages reveal every role
(docs/dance.md §3), so they may differ. Both builds, CPython and MicroPython.
"""
from core import new_game
from core.dance.world import world as dance_world
from core.rng import Rng
from core.venice import bot as venice_bot
from core.venice.cards import CODE_OF
from firmware import play
from firmware.play import seats as seating
from firmware.modules import load
from firmware.store.store import Store
from tests.test_app_bot_secrets import Instant, _frame
from tests.util import play_random
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash

MICROPYTHON = True

LEVELS = ("easy", "normal", "hard")
DEMO_PERIOD = 630000  # ms: every animation (firmware/play, colour.pulse) and the demo's title repeat


def traded(game, player, first, count):
    """``game`` with ``player``'s cards ``first``... traded for the last
    cards the deck will deal, where their kinds differ: only ``player``
    could tell it from ``game``. None if nothing could be traded."""
    other = game.copy()
    hand, deck = other.hands[player], other.deck
    changed = False
    for at in range(min(count, len(deck))):
        i = (first + at) % len(hand)
        if CODE_OF[hand[i]] != CODE_OF[deck[at]]:
            hand[i], deck[at] = deck[at], hand[i]
            changed = True
    hand.sort()  # a hand is kept in id order
    return other if changed else None


def _board(App, build, real, world, seats):
    """A board whose nvm holds ``real`` and whose Continue gives ``world``
    (``real`` itself, or a world only its hidden cards tell apart). The
    store that resumes is the title program's, made after the reload: the
    world is found by its flash (``Store.resume``, else the store's own)."""
    flash = Flash()
    Store(flash).save_game(real, seats)
    device, sim = mpdevice.make(build, flash)
    app = Board(device, seed=5)
    app.step()
    if world is not real:
        def resumed(store):
            if store._flash is flash:
                return world, seats
            return load("firmware.store.between").resume(store)
        Store.resume = resumed
    return app, sim


def _public(view):
    """What everyone may know of a view: no hand, Dance roles as colours."""
    out = dict(view)
    out.pop("player")
    out.pop("hand", None)
    if "hands" in view:
        out["board"] = [None if c is None else c[0] for c in view["board"]]
        out["berlin"] = [c[0] for c in view["berlin"]]
        out["hands"] = [[c[0] for c in hand] for hand in view["hands"]]
        if view["last"] is not None:  # its piece as a colour
            out["last"] = " ".join(w[0] if len(w) == 2 and w[0] in "KS" and w[1] in "AMD?" else w
                                   for w in view["last"].split(" "))
    return out


class Worlds:
    """Boards given the same keys. After each frame ``alike(apps)`` says
    whether the person may still not tell the worlds apart: then the frames
    must be the same. Counts what was compared."""

    def __init__(self, boards, alike):
        self.boards = boards
        self.apps = [app for app, sim in boards]
        self.alike = alike
        self.compared = {}  # state: frames compared in it
        self.bot_turns = 0  # whole bot turns compared, first frame to landing
        self.turn = None  # the bot turn being compared

    def press(self, keys):
        """Each key to every board, a frame each; False once they may differ."""
        for key in keys:
            for app, sim in self.boards:
                sim.press(app, (key,))
            if not self.alike(self.apps):
                return False
            frames = [_frame(sim) for app, sim in self.boards]
            current = self.apps[0].current
            state = current.state if type(current).__name__ == "Play" else type(current).__name__
            assert frames.count(frames[0]) == len(frames), (state, frames)
            self.compared[state] = self.compared.get(state, 0) + 1
            turn = getattr(current, "turn", None)  # kept while the game menu is open
            if turn is not self.turn:
                if self.turn is not None:
                    self.bot_turns += 1  # it landed: every frame of it was the same
                self.turn = turn if turn is not None and turn.slices <= 1 else None
        return True


def _views_alike(person, public=()):
    """``alike`` for boards watched by ``person``: their views and the bot's
    move as they see it are the same; in ``public`` states only what
    everyone may know need be."""
    def alike(apps):
        games = [app.game for app in apps]
        if None in games:
            return True  # the menu, the loading screen
        current = apps[0].current
        if current.state in public:
            return len(set(repr(_public(g.view(person))) for g in games)) == 1
        if len(set(repr(g.view(person)) for g in games)) > 1:
            return False
        if current.state == play.BOT and current.turn.move is not None:
            return len(set(g.seen(app.current.turn.move, person) for g, app in zip(games, apps))) == 1
        return True
    return alike


def _continue(worlds):
    app = worlds.apps[0]
    assert worlds.press(appkeys.label(app, app.menu.chooser, "Continue"))
    while app.game is None:
        assert worlds.press((None,))


def _peek(worlds, back):
    """Open the game menu, Peek, and OK back (``back``: a key, or Resume)."""
    app = worlds.apps[0]
    if not worlds.press(("BACK",)):
        return False
    return worlds.press(appkeys.label(app, app.current.menu, "Peek")) and worlds.press((back,))


def _play_on(worlds, person, rng, turns):
    """Bot turns and the person's turns while the worlds look alike: a peek
    in the first bot turn and the person's first turn, then random moves."""
    app = worlds.apps[0]
    peeked = set()
    for _ in range(5000):
        current = app.current
        if current is app.menu or current.state == play.END or worlds.bot_turns >= turns:
            return True
        state = current.state
        if state in (play.BOT, play.PICK) and state not in peeked:
            peeked.add(state)
            going = _peek(worlds, "OK")
        elif state == play.PICK:
            legal = [a.game.legal_moves() for a in worlds.apps]
            assert legal.count(legal[0]) == len(legal)  # the person is offered the same moves
            going = worlds.press(appkeys.move(app, legal[0][rng.below(len(legal[0]))]))
        else:
            going = worlds.press((None,) if state == play.BOT else ("OK",))
        if not going:
            return False
    raise AssertionError("no end")


def _venice_pair(person, level):
    """A match with the bot (the other seat) to move, and a world that
    differs in its hand and the deck's bottom where it plays the same move."""
    for seed in range(40):
        real = play_random(new_game("venice", seed), Rng(seed), 3 + seed % 5)
        mover = real.to_move()
        if mover == person or real.is_over():
            continue
        seed_ = seating.seed(real)
        move = venice_bot.choose(real.view(mover), level, seed_)
        for first in range(8):
            world = traded(real, mover, first, 3)
            if world is not None and venice_bot.choose(world.view(mover), level, seed_) == move:
                return real, world
    raise AssertionError("no world where the bot plays alike")


def _venice_bot_turns(build):
    with mpdevice.StandIns() as App, Instant():
        for person in (0, 1):
            for level in LEVELS:
                seats = ",".join("human" if p == person else "bot:" + level for p in (0, 1))
                real, world = _venice_pair(person, level)
                assert real.view(person) == world.view(person) and real.snapshot() != world.snapshot()
                worlds = Worlds([_board(App, build, real, g, seats) for g in (real, world)],
                                _views_alike(person))
                _continue(worlds)
                _play_on(worlds, person, Rng(level == "hard"), 4)
                assert worlds.bot_turns >= 1, (person, level, worlds.compared)
                assert worlds.compared.get(play.PEEK) and worlds.compared.get(play.MENU), worlds.compared


def test_venice_bot_turns_look_the_same_whatever_cards_the_person_cannot_see_on_the_full_build():
    _venice_bot_turns("full")


def test_venice_bot_turns_look_the_same_whatever_cards_the_person_cannot_see_on_the_lite_build():
    _venice_bot_turns("lite")


def _ending(seed, whole):
    """A match and the person's (the mover's) move that ends a round of it,
    or with ``whole`` the match."""
    rng = Rng(seed)
    game = new_game("venice", seed)
    while not game.is_over():
        for move in game.legal_moves():
            after = game.copy()
            after.play(move)
            if (after.is_over() if whole else len(after.rounds) > len(game.rounds) and not after.is_over()):
                return game, move
        play_random(game, rng, 1)
    raise AssertionError("no such move")


def test_the_round_over_notice_and_the_end_page_show_no_hidden_card():
    with mpdevice.StandIns() as App, Instant():
        for build, whole in (("full", True), ("lite", False), ("full", False), ("lite", True)):
            real, move = _ending(3 + whole, whole)
            person = real.to_move()
            world = traded(real, 1 - person, 0, 4)
            assert world.view(person) == real.view(person)
            seats = ",".join("human" if p == person else "bot:easy" for p in (0, 1))
            worlds = Worlds([_board(App, build, real, g, seats) for g in (real, world)],
                            _views_alike(person, (play.NOTE, play.END)))
            _continue(worlds)
            app = worlds.apps[0]
            assert _peek(worlds, "OK")
            assert worlds.press(appkeys.move(app, move))
            assert app.current.state == play.NOTE
            while app.menu is None and app.current.state in (play.NOTE, play.END):
                assert worlds.press((None, "OK"))  # the last OK reloads into the menu
            assert worlds.compared.get(play.NOTE) and (worlds.compared.get(play.END) or not whole)
            assert (app.current is app.menu) == whole


def _hand_over(App, build, real, worlds_of, alike):
    """Continue ``real`` and each world in ``worlds_of`` (hiding the
    mover's, then the other's secrets) against it, two people playing."""
    mover = real.to_move()
    hidden_mover, hidden_other = worlds_of(real, mover)
    assert hidden_mover.view(1 - mover) == real.view(1 - mover) != hidden_other.view(1 - mover)
    assert hidden_other.view(mover) == real.view(mover) != hidden_mover.view(mover)
    # The mover's secrets differ: alike only up to the hand-over screen.
    worlds = Worlds([_board(App, build, real, g, "human,human") for g in (real, hidden_mover)],
                    alike(mover))
    _continue(worlds)
    assert worlds.apps[0].current.state == play.HAND
    assert worlds.press((None, None)) and _peek(worlds, "BACK")  # "take the turn first"
    assert not worlds.press(("OK",))  # the mover's own view: it may differ now
    assert worlds.compared.get(play.HAND, 0) > 3 and worlds.compared.get(play.MENU), worlds.compared
    # The other's secrets differ: alike through the mover's turn and peek
    # and the next hand-over, until the other player takes the turn.
    worlds = Worlds([_board(App, build, real, g, "human,human") for g in (real, hidden_other)],
                    alike(mover))
    _continue(worlds)
    app = worlds.apps[0]
    assert worlds.press(("OK",)) and _peek(worlds, "OK")
    assert worlds.press(appkeys.move(app, app.game.legal_moves()[-1]))
    while app.current.state == play.NOTE:
        assert worlds.press(("OK",))
    assert app.current.state == play.HAND and worlds.press((None,))
    assert worlds.compared.get(play.PEEK) and worlds.compared.get(play.PICK), worlds.compared


def _handover_alike(mover):
    """The hand-over shows what everyone may know; the mover's turn is the mover's."""
    def alike(apps):
        current = apps[0].current
        if apps[0].game is None:
            return True
        if current.state == play.HAND or current.state == play.MENU and current.back_to == play.HAND:
            return len(set(repr(_public(a.game.view(mover))) for a in apps)) == 1
        viewer = current.viewer
        return len(set(repr(a.game.view(viewer)) for a in apps)) == 1
    return alike


def _venice_hidden(real, mover):
    return traded(real, mover, 2, 4), traded(real, 1 - mover, 1, 4)


def _dance_hidden(real, mover):
    out = []
    for who, k in ((1 - mover, 1), (mover, 2)):
        world = dance_world(real.view(who), Rng(k))
        world.seed = real.seed
        assert world.view(who) == real.view(who)
        out.append(world)
    return out


def test_the_hand_over_shows_nothing_of_either_hand_and_a_peek_only_the_movers():
    with mpdevice.StandIns() as App:
        for build in ("full", "lite"):
            venice = play_random(new_game("venice", 4), Rng(4), 6)
            _hand_over(App, build, venice, _venice_hidden, _handover_alike)
            dance = play_random(new_game("dance", 2, turns=8), Rng(2), 5)
            _hand_over(App, build, dance, _dance_hidden, _handover_alike)


def _demo_time(k):
    """A demo start time (> a minute idle) at which the demo plays Venice."""
    t = 60000 + DEMO_PERIOD * k
    while t // 7 % 3 != 1:
        t += 1
    return t


def _demo_pair():
    """Two demo start times a period apart whose matches start alike, are
    dealt differently and begin with the same bot move."""
    first = {}
    for k in range(40):
        t = _demo_time(k)
        game = new_game("venice", t)
        mover = game.to_move()
        key = (mover, repr(_public(game.view(mover))),
               venice_bot.choose(game.view(mover), "normal", seating.seed(game)))
        if key in first:
            return first[key], t
        first[key] = t
    raise AssertionError("no two demos that begin alike")


def test_the_demo_shows_nothing_of_either_hand():
    with mpdevice.StandIns() as App, Instant():
        boards = []
        for t in _demo_pair():
            device, sim = mpdevice.make("full")
            app = Board(device, seed=1)
            app.step()
            sim.advance(t - 20 - device.clock.ms)
            boards.append((app, sim))

        def alike(apps):
            games = [a.current.game for a in apps if type(a.current).__name__ == "Play"]
            if not games:
                return True
            publics = set(repr(_public(g.view(0))) for g in games)
            turns = [a.current.turn for a in apps if a.current.state == play.BOT]
            moves = set(t.move for t in turns if t.move is not None)
            return len(games) == 2 and len(publics) == 1 and len(moves) <= 1
        worlds = Worlds(boards, alike)
        for _ in range(3000):
            if not worlds.press((None,)):
                break
        assert worlds.bot_turns >= 1 and worlds.compared.get(play.BOT, 0) > 30, worlds.compared
        games = [app.current.game for app, sim in boards]
        assert games[0].snapshot() != games[1].snapshot()
