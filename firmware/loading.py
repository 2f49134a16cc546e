"""Starting a game without freezing: its modules load a few a frame.

The board compiles ``.py`` modules when they are first imported, and a
game's dozen modules take a Pico a third of a second or more: done in one
frame, every key would wait that long. This screen imports one module a
frame (three from .mpy files), showing its progress on the OLED and the
lights, then starts the game (``start``). It
is the first screen of a title's program (docs/memory.md). Keys pressed
meanwhile are dropped: pressed unseen, they would act on a screen the
player has not seen yet.

Out of heap (a MemoryError) while importing or starting, the board reloads
into the menu, saying so; the saved game stays in flash, offered by Continue.
"""
import gc

from firmware.footer import footer
from firmware.modules import LATE, done, intern, load

DONE = 0x101010  # a light per module loaded
NO_ROOM = "not enough memory"  # the note (a constant: no heap)
# Modules a frame imports: compiling one from .py takes a Pico 100-350 ms;
# a bundle made with --mpy-cross loads each in 10-60 ms, so three a frame
# (docs/benchmarks.md: the app bench's --mpy).
PER_FRAME = 3 if globals().get("__file__", "").endswith(".mpy") else 1
# A Rift contest's rules, screens and bookkeeping (firmware/play/contest.py): a
# frame each, not in the frame that starts the game.
CONTEST = ("core.seal", "core.record", "core.rift.contest",
           "firmware.play.contest_screens", "firmware.play.contest")


class Loading:
    """The screen between the menu's Start and the game.

    :param app: the App (``start`` starts the game once all is loaded)
    :param str name: the game, as ``core.new_game`` names it
    :param dict options: its options, as core keywords
    :param str seats: its seats (a bot seat loads the bot's modules too)
    """

    def __init__(self, app, name, options, seats=""):
        from firmware import games
        self.app = app
        self.name = name
        self.options = options
        self.title = games.about(name).TITLE
        self.late = LATE + games.late(name)  # imported for their names only
        self.todo = list(self.late) + games.modules(name)  # (one already in: a frame that does nothing)
        if "bot:" in seats:
            self._stage(name, games.bot_order(name))
        contest = app.store.contest_lines() if options is None else options.get("contest")
        if contest:  # a contest resumed (its lines) or begun (names, seats)
            self.todo.extend(CONTEST)
        if options is not None and contest is None:
            done("new game")  # before the loading frames, where the most is live (a contest saves with them)
        self.total = len(self.todo)
        self.shown = False  # the first frame only shows
        app.dirty = True

    def _stage(self, name, order):
        """A seat is a bot: after the game's core helpers, the bot's own
        modules, the game's adapter, the bot turn, and the rules and any
        core helpers ``order`` names, in the game's ``order``
        (firmware.games). A module's compile needs several times its code
        on top of what is live (docs/benchmarks.md), so the larger compiles
        go where less is."""
        from firmware.play.seats import TURN, bot_modules
        todo = self.todo
        at = todo.index("firmware.play.adapter")
        bot = bot_modules(name)
        turn = len(TURN)
        parts = {"bot": bot[:-turn], "adapter": todo[at:], "turn": bot[-turn:]}
        del todo[at:]
        for part in order:
            if part not in parts:  # the rules or a helper: moved here
                core = "core.%s.%s" % (name, part)
                todo.remove(core)
                parts[part] = [core]
            todo.extend(parts[part])

    def cancel(self):
        """Keys were lost: nothing is kept here."""

    def footer(self):
        return footer(self.app.device.build, "wait")

    def key(self, meaning, now):
        """Dropped: the game is not on screen yet."""

    def draw(self, now):
        app = self.app
        done = self.total - len(self.todo)
        if not self.shown:
            self.shown = True
        elif self.todo:
            for name in self.todo[:PER_FRAME]:
                try:
                    (intern if name in self.late else load)(name)  # the lists are checked: tests/test_imports.py
                except MemoryError:
                    return self._short()
            del self.todo[:PER_FRAME]
            gc.collect()  # their compile's garbage now, not between the next modules' code
            app.dirty = True
        else:
            try:
                start(app, self.name, self.options)
            except MemoryError:
                return self._short()
            app.current.draw(now)  # the game's first screen, this frame
            return
        if app.dirty:
            app.screen.mark(None)
            app.screen.lines((self.title, "loading %d/%d" % (done, self.total)))
        device = app.device
        for where in range(16):
            device.set_place(where, DONE if where < done else 0)
        device.set_place(16, 0)

    def _short(self):
        """Out of heap: back to the menu (``App.home``)."""
        self.app.home(NO_ROOM)


def start(app, name, options):
    """Start game ``name`` with ``options`` on ``app`` now, or with None
    resume the saved game; modules not loaded yet load in this frame.
    Here, not in the app, so that none of it stays in the heap during the
    game: this module is let go once the game is on."""
    from core import new_game
    from firmware.play.screen import Play
    adapter = load("firmware.play." + name)
    if options is None:
        lines = app.store.contest_lines()
        if lines:
            app.contest = load("firmware.play.contest").parse(lines)
        saved = _resumed(app, name)
        if saved is None:
            return
        app.game, app.seats = saved
    else:
        seed = app.seed if app.seed is not None else app.now
        app.seed = None
        contest = options.pop("contest", None)  # (names, seats) from the menu
        app.game = new_game(name, seed, **options)
        app.unsaved = True
        if contest is not None:
            load("firmware.play.contest").begin(app, app.game, contest[0], contest[1])
    done("loading")
    app.saving = True
    # A contest's game starts as firmware.play.contest.first says.
    if app.contest is not None:
        app.current = load("firmware.play.contest").first(app, adapter)
    else:
        app.current = Play(app, app.game, adapter)
    app.guards.playing(True)
    app.dirty = True


def _resumed(app, name):
    """The saved game and its seats if it can go on; else None, back in
    the menu with a note: a record the rules refuse is dropped, and a game
    already over (saved so before its end was counted) is counted now,
    each for good."""
    saved = app.store.resume()
    if saved is not None and not saved[0].is_over():
        return saved
    if saved is None:  # status "refused": rewritten without it
        app.store.acknowledge()
        text = "saved game refused"
    else:
        # (a contest's next player waits in the store)
        load("firmware.ending").count(app, saved[0], saved[1])
        text = "finished game counted"
    app.home(text)
    return None
