"""Random keys through Rift contests with bot seats, and through every menu
and title, on both builds (firmware/play/contest.py, firmware/menu.py),
watched frame by frame on the stand-in board's OLED and buzzer log:

* no blank footer: every frame's last line says which keys work (or a note);
* no stuck screen: when the screen (or a game screen's state) changes, the
  OLED shows something else within 2 s, keys or not;
* no tune across a hand-over: while "Pass to NAME" shows (and as it first
  shows) no note of a tune (a game won or lost, a round, a bot's move)
  sounds.

The keys are what people do: nothing until a new screen shows, then
mostly OK, any key of the build at times, a random legal move in a game,
nothing for a while (waiting for a bot), BACK now and then (the menu: Continue, or a new contest). In the suite a
few thousand frames a build; ``fuzz(build, frames, seed)`` runs longer by
hand and returns its figures.
"""
from core.rng import Rng
from firmware import sound
from firmware import play
from tests.test_app_bot_secrets import Instant
from tests.test_app_contest import begin, kind
from tests.test_app_seats import Board
from tools.sim import appkeys
from tools.sim.mpdevice import StandIns

CONTESTS = {"full": ["Ann", "Cy", "Bot"], "lite": ["Bot", "Ben", "Cy"]}  # a bot last, a bot first
TITLES = ("Twilight Dance", "Twilight of Venice", "Rift of Portals")
STUCK_MS = 2000
IDLE_FRAMES = 130  # a wait of 2.6 s (20 ms frames)
TUNE = set()  # every note of a cue that is not a key's click or refusal
for _name in ("TURN", "BOT", "ROUND_WON", "ROUND_LOST", "DRAW", "WON", "LOST"):
    TUNE.update([f for f in getattr(sound, _name)[1::2] if f])


class Watch:
    """The checks, after every frame; the figures."""

    def __init__(self, board):
        self.board = board
        self.frames = 0
        self.figures = {"hand-overs": 0, "rankings": 0, "bot games": 0, "idle waits": 0}
        self.screen = None  # (screen, state) shown
        self.since = 0  # when it began
        self.before = None  # the OLED's lines as it began, before its first frame
        self.lines = None  # the OLED's lines after the last frame
        self.logged = 0  # buzzer log entries already checked
        self.kinds = set()  # the screens and titles met

    def __call__(self, board):
        app = board.app
        self.frames += 1
        now = app.device.clock.ms
        lines = board.sim.lines()[0]
        assert lines[4], ("a blank footer", kind(board), lines)
        screen = (app.current, getattr(app.current, "state", None))
        if screen != self.screen and app.current is not None:
            self._began(screen, now, kind(board))
        elif self.before is not None and now - self.since > STUCK_MS:
            assert lines[:4] != self.before, ("stuck", kind(board), lines)
            self.before = None  # it changed: checked
        if self.before is not None and lines[:4] != self.before:
            self.before = None
        log = app.device.buzzer.log
        if kind(board) == "HandOver":
            sounding = [f for ms, f, duty in log[self.logged:] if duty and f in TUNE]
            assert not sounding, ("a tune across the hand-over", sounding)
            assert not (log and log[-1][2] and log[-1][1] in TUNE), "a tune sounds on the hand-over"
        self.logged = len(log)
        self.lines = lines[:4]

    def _began(self, screen, now, what):
        game = self.board.app.game
        self.kinds.add(what if game is None else "%s %s" % (what, game.NAME))
        self.screen = screen
        self.since = now
        self.before = self.lines
        if what == "HandOver":
            self.figures["hand-overs"] += 1
        elif what == "Ranking":
            self.figures["rankings"] += 1
        elif what == "Hidden":
            self.figures["bot games"] += 1


def _menu(board, rng, everything):
    """The main menu: Continue if offered (mostly), else a new contest;
    with ``everything``, as often any key of the build (every menu, its
    screens, and each title's default game against a bot)."""
    app = board.app
    labels = app.menu.chooser.labels
    if everything and rng.below(4):
        roll = rng.below(3)
        if roll == 0:  # a title's default game: a person against a bot
            return board.press(appkeys.start(app, TITLES[rng.below(len(TITLES))]))
        if roll == 1:  # any line of the main list: Statistics, Self-test, a title...
            return board.press(appkeys.label(app, app.menu.chooser, labels[rng.below(len(labels))]))
        keys = app.device.keymap
        return board.press((keys[rng.below(len(keys))],))
    if "Continue" in labels and rng.below(4):
        board.press(appkeys.label(app, app.menu.chooser, "Continue"))
    else:
        begin(board, CONTESTS[board.build])


def _step(board, rng, watch, everything):
    app = board.app
    what = kind(board)
    screen = app.current
    roll = rng.below(100)
    if what == "Menu" and screen.waiting:  # a game's pages load: people wait to see them
        return board.press((None,))
    if what == "Menu" and (app.current.game is None or not everything):
        return _menu(board, rng, everything)
    if everything and what == "Menu" and roll < 30:  # any line of a game's options
        labels = app.menu.chooser.labels
        return board.press(appkeys.label(app, app.menu.chooser, labels[rng.below(len(labels))]))
    if what == "NoneType" or watch.before is not None:
        # gone home (the main menu comes with the next frame), or a new
        # screen not shown yet: people wait to see it
        return board.press((None,))
    if roll < 2:
        watch.figures["idle waits"] += 1
        return board.press((None,) * IDLE_FRAMES)
    if what in ("Hidden", "Loading") and roll < 95 or roll < 40:
        return board.press((None,))  # nothing pressed this frame (seldom while waiting)
    if what == "Play" and screen.state == play.PICK and not screen.picker.prefix and roll < 70:
        legal = app.game.legal_moves()
        return board.press(appkeys.move(app, legal[rng.below(len(legal))]))
    keys = app.device.keymap
    if roll < 80:
        return board.press(("OK",))
    key = keys[rng.below(len(keys))]
    if key == "BACK" and rng.below(3):
        key = "OK"  # BACK leaves most screens: less often than the rest
    board.press((key,))


def fuzz(build, frames, seed=1, everything=False):
    """Random keys for ``frames`` frames through contests on ``build`` (with
    ``everything``, through every menu and title too); the figures (frames,
    hand-overs, rankings, bot games, idle waits)."""
    with StandIns() as App, Instant():
        board = Board(App, build)
        board.app.sound.volume = 2
        board.app.menu._save({"volume": 2})  # the title program reads it from the settings
        watch = Watch(board)
        board.watch = watch
        rng = Rng(seed)
        while watch.frames < frames:
            _step(board, rng, watch, everything)
        watch.figures["frames"] = watch.frames
        watch.figures["screens"] = sorted(watch.kinds)
        return watch.figures


def test_random_keys_through_contests_with_bots_on_both_builds():
    for build, seed in (("full", 1), ("lite", 2)):
        figures = fuzz(build, 6000, seed)
        assert figures["hand-overs"] >= 3 and figures["bot games"] >= 2, figures


def test_random_keys_through_every_menu_and_title_on_both_builds():
    for build, seed in (("full", 13), ("lite", 5)):  # seeds whose keys reach a contest and a bot game
        figures = fuzz(build, 4000, seed, everything=True)
        played = set(name.split()[-1] for name in figures["screens"] if name.startswith("Play "))
        assert "rift" in played and len(played) >= 2, figures  # a contest, and a title against a bot
