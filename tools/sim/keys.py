"""A ``keypad`` scanner stand-in whose keys the simulator presses.

Blinka's own ``keypad.Keys.deinit()`` never returns (its scan thread loops
forever), and a desktop has no key pins anyway. This keeps what the app sees
of CircuitPython's ``keypad``: ``events.get()``, ``get_into()``, ``clear()``,
``overflowed`` and ``len()`` on a queue of bounded size that drops new events
when full; one event per real change of a key (pressing a held key again
gives nothing); ``reset()`` re-reporting held keys as fresh presses; and
timestamps on ``supervisor.ticks_ms``'s scale, which wraps every 2**29 ms and
starts about a minute before its first wrap, so code that compares them with
anything but each other fails here as it would on the board.
"""

TICKS_PERIOD = 1 << 29
TICKS_START = TICKS_PERIOD - 65536


class Event:
    """One key transition, as ``keypad.Event``."""

    def __init__(self, key_number=0, pressed=True, timestamp=0):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp

    @property
    def released(self):
        return not self.pressed

    def __eq__(self, other):
        # As on CircuitPython: the timestamp is not compared.
        return (isinstance(other, Event) and self.key_number == other.key_number
                and self.pressed == other.pressed)

    def __hash__(self):
        return hash(self.key_number)

    def __repr__(self):
        return "<Event: key_number %d %s>" % (
            self.key_number, "pressed" if self.pressed else "released")


class EventQueue:
    """The scanner's queue, as ``keypad.EventQueue``."""

    def __init__(self, max_events):
        self._events = []
        self._max = max_events
        self._overflowed = False

    def get(self):
        return self._events.pop(0) if self._events else None

    def get_into(self, event):
        if not self._events:
            return False
        got = self._events.pop(0)
        event.key_number, event.pressed, event.timestamp = got.key_number, got.pressed, got.timestamp
        return True

    def clear(self):
        del self._events[:]
        self._overflowed = False

    def __len__(self):
        return len(self._events)

    def __bool__(self):
        return bool(self._events)

    @property
    def overflowed(self):
        return self._overflowed

    def record(self, event):
        if len(self._events) >= self._max:
            self._overflowed = True
        else:
            self._events.append(event)


class Keys:
    """A scanner of ``key_count`` keys that the caller presses and releases.

    :param int key_count: number of keys, numbered 0 .. key_count - 1
    :param clock: object whose ``monotonic_ms()`` stamps the events
    :param int max_events: queue size, 64 as on CircuitPython
    """

    def __init__(self, key_count, *, clock, max_events=64):
        self.key_count = key_count
        self.events = EventQueue(max_events)
        self._clock = clock
        self._down = set()
        self._deinited = False

    def _check(self, key_number):
        if self._deinited:
            raise ValueError("Object has been deinitialized and can no longer be used.")
        if not 0 <= key_number < self.key_count:
            raise ValueError("no key number %r (0..%d)" % (key_number, self.key_count - 1))

    def _record(self, key_number, pressed):
        stamp = (TICKS_START + self._clock.monotonic_ms()) % TICKS_PERIOD
        self.events.record(Event(key_number, pressed, stamp))

    def press(self, key_number):
        """The key goes down: a pressed event unless it was down already."""
        self._check(key_number)
        if key_number not in self._down:
            self._down.add(key_number)
            self._record(key_number, True)

    def release(self, key_number):
        """The key comes up: a released event unless it was up already."""
        self._check(key_number)
        if key_number in self._down:
            self._down.discard(key_number)
            self._record(key_number, False)

    def reset(self):
        """Forget which keys are down; each key still held is reported
        pressed again, as the board's scanner does at its next scan."""
        for key_number in sorted(self._down):
            self._record(key_number, True)

    def deinit(self):
        self._down.clear()
        self._deinited = True
