"""The firmware app: one frame at a time, keys in, lights and OLED out.

``step()`` never waits: animations are functions of the clock, so a key
pressed during one is handled in the very next frame. The current screen is
the menu or a game; each has ``key(meaning, now)``, ``draw(now)`` and
``cancel()`` (keys were lost: drop any half-made choice).
"""
from firmware.menu import Menu
from firmware.oled import Screen, LINES

FRAME_MS = 33  # about 30 frames a second
IDLE_MS = 60000  # the OLED dims after a minute without a key
NOTE_MS = 2500  # how long a status note stays


class App:
    """Everything the board runs, on a ``firmware.device.Device``.

    :param device: the Device (real or simulated)
    :param seed: the first game's seed; None takes it from the clock
    """

    def __init__(self, device, *, seed=None):
        self.device = device
        self.lite = device.build == "lite"
        self.screen = Screen(device.display)
        self.seed = seed
        self.dirty = True
        self.status = ""
        self.status_until = 0
        self.now = device.clock.monotonic_ms()
        self.last_key = self.now
        self.menu = Menu(self)
        self.current = self.menu
        self.game = None

    def note(self, text):
        """Show ``text`` on the status line for a moment (feedback, errors)."""
        self.status = text
        self.status_until = self.now + NOTE_MS
        self.dirty = True

    def load(self, name, options):
        """Load game ``name``'s modules a frame at a time, then ``start`` it
        with ``options`` (the menu's Start: no frame stalls on compiling)."""
        from firmware.loading import Loading
        self.current = Loading(self, name, options)

    def start(self, name, options):
        """Start game ``name`` with ``options`` now; modules not loaded yet
        load in this frame."""
        from core import new_game
        from firmware.play import Play
        seed = self.seed if self.seed is not None else self.now
        self.seed = None
        if name == "dance":
            from firmware import play_dance as adapter
        elif name == "venice":
            from firmware import play_venice as adapter
        else:
            from firmware import play_rift as adapter
        self.game = new_game(name, seed, **options)
        self.current = Play(self, self.game, adapter)
        self.dirty = True

    def quit(self):
        """Back to the menu; the game is dropped."""
        self.game = None
        self.current = self.menu
        self.menu.show_main()

    def step(self):
        """One frame: every pending key, then the screen and the lights."""
        device = self.device
        now = self.now = device.clock.monotonic_ms()
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
            self.current.key(meaning, now)
        if now - self.last_key > IDLE_MS:
            self.screen.dim(True)
        if self.status and now >= self.status_until:
            self.status = ""
            self.dirty = True
        self.current.draw(now)
        self.screen.line(LINES - 1, self.status or self.hint())
        self.dirty = False
        device.frame()

    def hint(self):
        return "OK pick, BACK back" if self.lite else "MENU next, OK pick"

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
