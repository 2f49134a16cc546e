"""The firmware app: one frame at a time, keys in, lights and OLED out.

``step()`` never waits: animations are functions of the clock, so a key
pressed during one is handled in the very next frame. The current screen is
the menu or a game; each has ``key(meaning, now)``, ``draw(now)`` and
``cancel()`` (keys were lost: drop any half-made choice).

The board runs one program at a time, each on a fresh heap
(docs/memory.md): the menu, or a title the menu asked for (``load``); a
game's end, Quit and a crash in a game reload into the menu (``home``).
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

from firmware.footer import footer
from firmware.modules import done, load
from firmware.oled import LINES
from firmware.sound import CLICK, ILLEGAL

FRAME_MS = 33  # about 30 frames a second
IDLE_MS = 60000  # the OLED dims after a minute without a key
NOTE_MS = 2500  # how long a status note stays
HOME = "Twilight Board"  # the main menu's title
LOW = "low memory"  # the note after a frame ran out of heap (a constant: no heap)


class App:
    """Everything the board runs, on a ``firmware.device.Device``.

    :param device: the Device (real or simulated)
    :param seed: the first game's seed; None takes it from the clock
    """

    def __init__(self, device, *, seed=None):
        load("firmware.start").start(self, device, seed)
        done("start")

    def show_menu(self):
        """This program is the menu's: make the main menu and show it."""
        from firmware.menu import Menu
        self.menu = self.current = Menu(self)

    def _acknowledged(self):
        """The store's problem was shown: rewrite it from what it trusted
        (a launch request in it is dropped: the menu comes first)."""
        done("notice")
        self.store.acknowledge()
        load("firmware.store.launch").take(self.store)
        self.show_menu()

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

    def load(self, name, options, seats="", settings=None):
        """Start game ``name`` with ``options`` (None: resume the saved
        game) and ``seats``: the request goes into the store, with the
        menu's ``settings`` if given, and the board reloads into the
        title's program (docs/memory.md), which loads its modules a frame
        at a time (``firmware.loading``)."""
        self.leave(load("core." + name).TITLE)  # loaded already: firmware.games may be let go
        if settings is not None:
            self.store.save_settings(settings)
        launch = load("firmware.store.launch")
        if options is None:
            launch.resume(self.store)
        else:
            seed = self.seed if self.seed is not None else self.now
            launch.new_game(self.store, name, options, seats, seed)
        self.device.reload(True)

    def leave(self, title):
        """Before a reload, which takes the board a second or more: the OLED
        shows ``title`` "starting..." at once (docs/memory.md)."""
        screen = self.screen
        screen.mark(None)
        screen.lines((title, "starting..."))
        screen.line(LINES - 1, footer(self.device.build, "wait"))
        self.device.frame()

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
            done("options")  # a game's first save wrote its options: no more use
        self.unsaved = False

    def finished(self, game, seats=None):
        """``game`` is over (by the move just played: its notices and end
        pages are still to show): it is counted as played by ``seats``
        (the app's if None; Rift's Autoplay makes it the bot's) in the next
        frame, once what this one made (the move's garbage) is let go:
        never saved as in progress. A contest counts
        now: its next player is saved in the same write."""
        self.unsaved = False
        self.ending = (game, self.seats if seats is None else seats)
        if self.contest is not None:
            self._count_ending()
        elif "bot:" in self.ending[1]:  # no move left to think: the ending compiles where the bot was
            done("bot", *load("firmware.play.seats").bot_modules(game.NAME))

    def _count_ending(self):
        """Count the game ``finished`` left (``firmware.ending``, loaded
        for it: the program ends with the game's end pages)."""
        load("firmware.ending").count_ending(self)

    def quit(self):
        """Back to the menu; the game is dropped (a game quit before its
        end is not counted). A contest's player who finished goes on to the
        next player's hand-over or the ranking."""
        if self.contest is not None and self.contest.between:
            return load("firmware.play.contest").next_screen(self)
        if self.game is not None and not self.game.is_over():
            self.store.end_game()
        self.home()

    def home(self, text=None):
        """Back to the main menu: the board reloads into the menu's program
        (docs/memory.md), noting ``text`` there if given; a saved game
        stays in flash (Continue). A game over in this very frame is
        counted first: flash is all that crosses a reload."""
        self.leave(HOME)
        if self.ending is not None:
            self._count_ending()
        if self.guards is not None:  # (the menu's demo has none)
            self.guards.playing(False)
        if text is not None:
            try:
                load("firmware.store.launch").note(self.store, text)
            except MemoryError:  # the menu comes all the same, without the note
                pass
        self.device.reload(False)

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
        if self.guards is not None:
            self.guards.feed()
        if self.unsaved:
            self.save()
        if self.ending is not None:
            self._count_ending()
        if self.broken is not None:
            load("firmware.mend").mend(self)
        events = device.read_keys()
        if device.keys_lost:
            self.current.cancel()
            self.note("keys lost: choose again")
        for meaning, pressed in events:
            if not pressed:
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
        self.current.draw(now)
        if self.status:  # a note is about the screen it first shows on: gone with it
            title = self.screen.texts[0]
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
