"""The seat matrix: every title and seat combination on both builds, with
the power cut at every kind of moment (issue 10).

Each two-player title is played from the main menu through keys in every
seat combination the board's menu offers (two people, a person against each
bot level in either seat, two bots), on the full and the lite build; Rift
of Portals alone (with Info and a Hint) and by Autoplay. A person picks
random legal moves and peeks once; the game menu is opened for a peek once
while a bot thinks and at a notice; every game reaches its end pages and
goes back to the menu.

Meanwhile the power is cut at the first frame of every kind of moment the
game reaches: the loading screen, the hand-over, a turn, a half-picked move,
the game menu, a peek, a bot thinking and showing its move, a notice
(Venice's round over; the one that ends the match), each end page, the
main menu after the game (whose own menu never offers a stale Continue). The
game goes on; the cut is a board powered up on a copy of the nvm and of its
backup file, checked by tests/power.py: no crash, "Continue" exactly when
an unfinished game is stored, giving that game back with its seats behind
the screen its mover expects; a finished game counted once and never
offered. Once per game the power is cut again while Continue loads, and
the game Continue gave back is played on to its end. For a game against a
bot in each title, and for games between two people, the power is cut at
every moment, not only the first of each kind. Bots think in one slice
(``Instant``). Runs on CPython and MicroPython (there, one build per seat
combination, and no Venice match between two people cut at every moment).
"""
from core.rng import Rng
from firmware import play
from firmware.play.bot_turn import THINK
from tests import util
from tests.power import Ledger
from tests.test_app_bot_secrets import Instant
from tools.sim import appkeys, mpdevice
from tools.sim import board as programs
from tools.sim.flashmodel import Backup, Flash

MICROPYTHON = True

LEVELS = ("easy", "normal", "hard")
FRAME_MS = 20
TITLES = {"dance": "Twilight Dance", "venice": "Twilight of Venice", "rift": "Rift of Portals"}
OPTIONS = {"dance": [("Turns", "Turns: 8")], "venice": [], "rift": [("Ring", "Ring: 3")]}
SEATS = {"dance": ("KGB", "SIS"), "venice": ("North", "South")}
STATES = ("hand", "pick", "game menu", "peek", "note", "end", "bot", "hint")


def combos(build):
    """The seat combinations of a two-player title: two people, a person
    against each level in either seat, two bots (levels by build)."""
    out = [("human", "human")]
    for level in LEVELS:
        out += [("human", "bot:" + level), ("bot:" + level, "human")]
    return out + [("bot:easy", "bot:hard") if build == "full" else ("bot:hard", "bot:normal")]


def phase(board):
    """The kind of moment ``board`` is at."""
    app = board.app
    kind = type(app.current).__name__
    if kind == "Menu":
        return "menu after" if board.ledger.last is not None else "menu"
    if kind != "Play":
        return kind.lower()
    screen = app.current
    state = screen.state
    if state == play.PICK and screen.picker.prefix:
        return "picking"
    if state == play.BOT:
        return "thinking" if screen.turn.phase == THINK else "showing"
    if state == play.NOTE and app.game.is_over():
        return "last note"  # the round that ended the match
    if state == play.END:
        return "end %d" % (len(screen.board.end_pages(screen.view)) - len(screen.pages))
    return STATES[state]


class Board:
    """A board on the stand-ins, with its own flash, backup file and ledger;
    ``watch(board)``, if set, runs after every frame."""

    def __init__(self, App, build, flash=None, backup=None, ledger=None):
        self.App = App
        self.build = build
        self.flash = Flash() if flash is None else flash
        self.backup = Backup(self.flash) if backup is None else backup
        self.ledger = Ledger() if ledger is None else ledger
        self.watch = None
        device, self.sim = mpdevice.make(build, self.flash, self.backup)
        self.app = programs.Board(device, seed=5)
        self.ledger.frame(self.app)

    def press(self, keys):
        """Tap each key (None: none), a frame after each."""
        for key in keys:
            if key is not None:
                self.sim.tap(key)
            self.sim.advance(FRAME_MS)
            self.ledger.frame(self.app)
            if self.watch is not None:
                self.watch(self)

    def cut(self):
        """The power goes now; this board plays on, and the one powered up
        on a copy of its nvm and backup file is checked and returned."""
        flash = self.flash.clone()
        board = Board(self.App, self.build, flash, self.backup.clone(flash), self.ledger.copy())
        board.ledger.check(board.app)
        return board


def start(board, name, seats):
    """From the main menu: ``name`` with ``seats`` (player 0's first)."""
    settings = list(OPTIONS[name])
    for side, seat in zip(SEATS.get(name, ()), seats):
        settings.append((side, "%s: %s" % (side, "person" if seat == "human" else seat.replace(":", " "))))
    board.press(appkeys.start(board.app, TITLES[name], settings))
    assert board.app.seats == ",".join(seats)


def _menu(board, line):
    """Open the game menu (BACK) and choose ``line``: its text, or its
    number (0 Resume, 1 Peek or Rift's Info)."""
    board.press(("BACK",))
    menu = board.app.current.menu
    assert board.app.current.state == play.MENU
    board.press(appkeys.label(board.app, menu, menu.labels[line] if type(line) is int else line))
    if line == "Autoplay":  # asked again first
        board.press(appkeys.label(board.app, menu, "Yes, autoplay"))


def finish(board, rng, extra=()):
    """Play on to the end pages and back to the main menu: random legal
    moves; at a person's second turn a peek (Rift: Info, then each of
    ``extra``: "Hint", "Autoplay"); the first time a bot thinks and at the
    first notice, the game menu opened and a peek from there."""
    app = board.app
    done = set()
    for _ in range(20000):
        screen = app.current
        if screen is None:  # gone home: the menu is made in the next frame
            board.press((None,))
            continue
        if screen is app.menu:
            return
        state = screen.state
        turns = len(app.game.history)
        if state == play.PICK and turns >= 2 and "peek" not in done:
            done.add("peek")
            _menu(board, 1)  # Peek (Rift: Info)
            board.press(("OK",))
        elif state == play.PICK and extra and turns >= 3:
            _menu(board, extra[0])
            extra = extra[1:]
        elif state == play.PICK:
            moves = app.game.legal_moves()
            board.press(appkeys.move(app, moves[rng.below(len(moves))]))
        elif state == play.BOT and "bot" not in done:
            done.add("bot")
            _menu(board, 1 if screen.two else 0)
            board.press(("OK",) if screen.state == play.PEEK else ())
        elif state == play.BOT:
            board.press((None,))
        elif state == play.NOTE and "note" not in done:
            done.add("note")
            _menu(board, 1)  # a peek from the notice, then back to it
            board.press(("OK",))
        else:  # hand-over, peek, notice, hint, end page: OK
            board.press(("OK",))
    raise AssertionError("no end")


class Cuts:
    """``watch`` of a board: at the first frame of each kind of moment (of
    every moment with ``every``) cut the power and check the board that
    powers up; once, continue the game there, cut again while it loads,
    and play it to its end."""

    def __init__(self, every):
        self.every = every
        self.seen = set()
        self.before = None
        self.played_on = False

    def __call__(self, board):
        now = phase(board)
        if now in ("menu", "menu after"):
            board.ledger.menu(board.app)  # the running board's own menu too
        fresh = now != self.before
        self.before = now
        if fresh and (self.every or now not in self.seen):
            self.seen.add(now)
            self.check(board.cut(), now)

    def check(self, board, now):
        """Continue on ``board`` if it offers to; the game's screen."""
        if board.ledger.held is None:
            return
        app = board.app
        board.press(appkeys.label(app, app.menu.chooser, "Continue"))
        deep = not self.played_on and now in ("picking", "showing")
        if deep:
            board.cut()  # while the game loads: Continue is still there
        for _ in range(60):
            if app.game is not None:
                break
            board.press((None,))
        assert board.ledger.resumes == 1
        screen = app.current
        mover = app.game.to_move()
        expected = play.BOT if screen.bots[mover] is not None else play.HAND if screen.handover else play.PICK
        assert screen.state == expected, (now, screen.state, expected)
        if deep:
            self.played_on = True
            finish(board, Rng(len(app.game.history)))
            board.cut()  # counted once, nothing to continue


def run(App, build, name, seats, every=False, extra=()):
    """One game of ``name`` with ``seats`` on ``build``, cut as ``Cuts``
    says; the kinds of moment it reached."""
    board = Board(App, build)
    cuts = Cuts(every)
    board.watch = cuts
    start(board, name, seats)
    finish(board, Rng(len(cuts.seen) * 7 + len(build)), extra)
    assert board.ledger.played == {name: 1}, board.ledger.played
    assert cuts.played_on or "human" not in seats, (seats, cuts.seen)
    people = seats.count("human")
    want = {"menu", "loading", "end 0", "menu after"}
    if people:
        want |= {"pick", "picking", "game menu", "peek"}
    if people == 2:
        want.add("hand")
    if people < len(seats) or extra:
        want |= {"thinking", "showing"}
    if name == "venice":
        want |= {"note", "last note"}
    assert want <= cuts.seen, (seats, sorted(want - cuts.seen))
    return cuts.seen


def _matrix(name):
    micro = util.SCALE < 1
    with mpdevice.StandIns() as App, Instant():
        for build in ("full", "lite"):
            for k, seats in enumerate(combos(build)):
                if not micro or k % 2 == (build == "lite"):
                    run(App, build, name, seats)


def test_dance_every_seat_combination_both_builds_power_cut_at_each_kind_of_moment():
    _matrix("dance")


def test_venice_every_seat_combination_both_builds_power_cut_at_each_kind_of_moment():
    _matrix("venice")


def test_rift_alone_with_a_hint_and_by_autoplay_both_builds_power_cut_at_each_kind_of_moment():
    with mpdevice.StandIns() as App, Instant():
        for build in ("full", "lite"):
            seen = run(App, build, "rift", ("human",), extra=("Hint",))
            assert "hint" in seen
            run(App, build, "rift", ("human",), extra=("Autoplay",))


def test_dance_power_cut_at_every_moment_of_a_game_against_a_bot():
    with mpdevice.StandIns() as App, Instant():
        run(App, "full", "dance", ("human", "bot:easy"), every=True)


def test_venice_power_cut_at_every_moment_of_a_match_against_a_bot():
    with mpdevice.StandIns() as App, Instant():
        run(App, "lite", "venice", ("bot:normal", "human"), every=True)


def test_rift_power_cut_at_every_moment_with_a_hint():
    with mpdevice.StandIns() as App, Instant():
        run(App, "full", "rift", ("human",), every=True, extra=("Hint",))


def test_power_cut_at_every_moment_of_games_between_two_people():
    with mpdevice.StandIns() as App, Instant():
        run(App, "lite", "dance", ("human", "human"), every=True)
        if util.SCALE == 1:  # a long match: CPython only
            run(App, "full", "venice", ("human", "human"), every=True)


def _notice(App, build, whole):
    """A board continuing a Venice match against a bot, the person's move
    just played ending a round (with ``whole``: the match): its notice shows."""
    from tests.test_app_worlds import _ending
    from firmware.store.store import Store
    game, move = _ending(5, whole)
    seats = ",".join("human" if p == game.to_move() else "bot:easy" for p in (0, 1))
    flash = Flash()
    Store(flash).save_game(game, seats)
    ledger = Ledger()
    ledger.held = (game.NAME, game.seed, game.options, seats, list(game.history))
    board = Board(App, build, flash, None, ledger)
    board.press(appkeys.label(board.app, board.app.menu.chooser, "Continue"))
    while board.app.game is None:
        board.press((None,))
    board.press(appkeys.move(board.app, move))
    assert board.app.current.state == play.NOTE
    return board


def test_a_peek_from_a_round_over_notice_goes_back_to_the_notice():
    with mpdevice.StandIns() as App, Instant():
        for build, whole in (("full", False), ("lite", True)):
            board = _notice(App, build, whole)
            app = board.app
            note = board.sim.lines()[0][:4]
            assert note[0].startswith("Round ")
            _menu(board, "Peek")
            assert board.sim.lines()[0][0].startswith("Only ")
            board.press(("OK",))
            assert app.current.state == play.NOTE and board.sim.lines()[0][:4] == note
            board.press(("OK",))
            if whole:  # the match is over: its end page, and nothing more to play
                assert app.current.state == play.END and board.sim.lines()[0][0] == "Match over"
                board.press(("OK", None))  # (the menu is made in the frame after the OK)
                assert app.current is app.menu and board.ledger.played == {"venice": 1}
            else:  # the next round: someone's turn, with this position's moves
                finish(board, Rng(1))
                assert board.ledger.played == {"venice": 1}
