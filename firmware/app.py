"""The firmware app: one frame at a time, keys in, lights and OLED out.

``step()`` never waits: animations are functions of the clock, so a key
pressed during one is handled in the very next frame. The current screen is
the menu or a game; each has ``key(meaning, now)``, ``draw(now)`` and
``cancel()`` (keys were lost: drop any half-made choice).

What must survive a power cut is in the device's nvm (``firmware.store.store``):
the game in progress is saved when it starts and after every move, in the
frame after the move shows (so the player sees it at once), and resumed by
the menu's "Continue"; a finished game updates the statistics, clears it
and is exported to ``records/``. While a game is on, the guards
(``firmware.guard``) keep auto-reload off and the watchdog fed.

Out of heap (MemoryError: the board's heap fragments, any allocation may
fail) the program goes on: a bot thinks cheaper (``firmware.play.bot_turn``),
a game that cannot load goes back to the menu (``firmware.loading``), a save
is tried again next frame, other frames go to ``_short``.
"""
import gc

from firmware.modules import forget, forget_new, load
from firmware.oled import LINES
from firmware.sound import CLICK, ILLEGAL

FRAME_MS = 33  # about 30 frames a second
IDLE_MS = 60000  # the OLED dims after a minute without a key
NOTE_MS = 2500  # how long a status note stays
LOW = "low memory"  # the note after a frame ran out of heap (a constant: no heap)


class App:
    """Everything the board runs, on a ``firmware.device.Device``.

    :param device: the Device (real or simulated)
    :param seed: the first game's seed; None takes it from the clock
    """

    def __init__(self, device, *, seed=None):
        load("firmware.start").start(self, device, seed)
        forget("firmware.start")  # needed once: its code can be collected

    @property
    def menu(self):
        """The main menu. While a game is on it is forgotten, module and
        all (a Pico's heap needs the room), and made again on the way back
        (``home``): what it shows comes from the store (its settings and
        saved game)."""
        if self._menu is None:
            from firmware.menu import Menu
            self._menu = Menu(self)
        return self._menu

    def _acknowledged(self):
        """The store's problem was shown: rewrite it from what it trusted."""
        forget("firmware.notice")
        self.store.acknowledge()
        self.current = self.menu
        self.menu.show_main()

    def note(self, text):
        """Show ``text`` on the status line for a moment (feedback, errors),
        and only on the screen it is first shown on (``_frame``)."""
        self.status = text
        self.status_until = self.now + NOTE_MS
        self.status_title = None  # the title it shows under: set when first drawn
        self.dirty = True

    def refuse(self, text):
        """A press the screen cannot take: the illegal-press tone, and
        ``text`` (why, and what to do) on the status line."""
        self.sound.play(ILLEGAL, self.now)
        self.note(text)

    def load(self, name, options, seats=""):
        """Load game ``name``'s modules a frame at a time, then start it
        with ``options`` (the menu's Start: no frame stalls on compiling),
        a bot's too if one of ``seats`` is a bot.
        The menu is forgotten now, not at the start: compiling the game's
        modules needs its room (it is made again from the store if the
        game does not start)."""
        from firmware.loading import Loading
        if options is not None:
            self.seats = self.menu.seats(name)
        self._menu = None
        forget("firmware.menu")
        self.current = Loading(self, name, options, seats)

    def moved(self):
        """A move was played: save the game in the next frame."""
        self.unsaved = True

    def save(self):
        """Save the game's new moves now; if it has outgrown the store, say
        so once and play on unsaved. Out of heap, the store is untouched
        (docs/storage.md): tried again next frame."""
        if self.saving:
            try:
                fits = self.store.save_game(self.game, self.seats, self.contest is not None)
            except MemoryError:
                gc.collect()
                return self.note(LOW)
            if not fits:
                self.saving = False
                self.note("too long to save now")
            forget("core.options")  # a game's first save wrote its options: no more use
        self.unsaved = False

    def finished(self, game, seats=None):
        """``game`` is over (by the move just played: its notices and end
        pages are still to show): it is counted as played by ``seats``
        (the app's if None; Rift's Autoplay makes it the bot's) in the next
        frame, once what this one made (the bot's modules, the move's
        garbage) is let go: never saved as in progress. A contest counts
        now: its next player is saved in the same write."""
        from firmware.play.seats import release
        release(game.NAME)
        self.unsaved = False
        self.ending = (game, self.seats if seats is None else seats)
        if self.contest is not None:
            self._count_ending()

    def _count_ending(self):
        """Count the game ``finished`` left (``firmware.ending``, loaded
        for it and let go: none of it stays through a game)."""
        load("firmware.ending").count_ending(self)
        forget("firmware.ending")

    def quit(self):
        """Back to the menu; the game is dropped and forgotten (a game
        quit before its end is not counted). A contest's player who
        finished goes on to the next player's hand-over or the ranking."""
        if self.contest is not None and self.contest.between:
            return load("firmware.play.contest").next_screen(self)
        if self.game is not None and not self.game.is_over():
            self.store.end_game()
            self.guards.playing(False)
        self.home()

    def home(self, text=None):
        """Back to the main menu, no game on (a saved one stays in flash:
        Continue), noting ``text`` if given. Every module loaded since the
        menu first showed (the game's, its screens', its bot's) is
        forgotten, and the menu is made at the start of the next frame:
        the screen that left still runs in this one, holding its game, and
        compiling the menu's module needs the heap they hold. A game over
        in this very frame is counted first."""
        if self.ending is not None:
            self._count_ending()
        self.game = None
        self.contest = None
        self.unsaved = False
        self.current = None
        forget_new(self.kept)
        if text is not None:
            self.note(text)

    def step(self):
        """One frame (``_frame``); a frame out of heap goes to ``_short``."""
        try:
            self._frame()
            return
        except MemoryError:
            pass  # handled out of the except: what the frame held is let go
        self._short()

    def _short(self):
        """A frame ran out of heap; this needs none (flags, a collection, a
        constant note). Most screens go on, their keys still work; a game's
        (or a demo's) may be half-changed, its game too if a move stopped
        half-way: ``firmware.mend`` mends it next frame, once its moves are saved."""
        current = self.current
        game = self.game
        if getattr(current, "demo", False) or game is not None and getattr(current, "game", None) is game:
            self.broken = current.game.NAME
        gc.collect()
        self.note(LOW)

    def _frame(self):
        """One frame: every pending key, then the screen and the lights."""
        device = self.device
        now = self.now = device.clock.monotonic_ms()
        self.guards.feed()
        if self.unsaved:
            self.save()
        if self.ending is not None:
            self._count_ending()
        if self.broken is not None:
            load("firmware.mend").mend(self)
        if self.current is None:  # gone home (``home``)
            self.current = self.menu
            self.menu.show_main()
        events = device.read_keys()
        if device.keys_lost:
            self.current.cancel()
            self.note("keys lost: choose again")
        for meaning, pressed in events:
            if not pressed or self.current is None:  # None: gone home, the menu comes next frame
                continue
            self.last_key = now
            if self.screen.dimmed:
                self.screen.dim(False)  # a waking key does nothing else
                continue
            self.sound.play(CLICK, now)
            self.current.key(meaning, now)
        if now - self.last_key > IDLE_MS:
            self.screen.dim(True)
        if self.status and now >= self.status_until:
            self.status = ""
            self.dirty = True
        if self.current is not None:  # else what shows stays till the menu's frame
            self.current.draw(now)
            if self.status and self.current is not None:  # a note is about the screen
                title = self.screen.texts[0]  # it first shows on (not one gone home): gone with it
                if self.status_title is None:
                    self.status_title = title
                elif title != self.status_title:
                    self.status = ""
            self.screen.line(LINES - 1, self.status or self.hint())
            self.dirty = False
        self.sound.tick(now)
        device.frame()

    def hint(self):
        """The footer: the keys that work on the current screen
        (``firmware.footer``, through the screen's ``footer()``)."""
        footer = getattr(self.current, "footer", None)
        return "" if footer is None else footer()

    def show_list(self, title, chooser, info=()):
        """Title on line 0, then the chooser's labels (or ``info`` lines
        when it has none) on lines 1..3, the highlight inverted."""
        screen = self.screen
        screen.line(0, title)
        labels = chooser.labels
        if not labels:
            screen.mark(None)
            for i in range(3):
                screen.line(1 + i, info[i] if i < len(info) else "")
            return
        first, marked = chooser.window()
        for i in range(3):
            k = first + i
            screen.line(1 + i, labels[k] if k < len(labels) else
                        (info[k - len(labels)] if k - len(labels) < len(info) else ""))
        screen.mark(None if marked is None else 1 + marked)

    def run(self):
        """Loop forever on the board, a frame every FRAME_MS."""
        import time
        clock = self.device.clock
        while True:
            start = clock.monotonic_ms()
            self.step()
            spent = clock.monotonic_ms() - start
            if spent < FRAME_MS:
                time.sleep((FRAME_MS - spent) / 1000)
