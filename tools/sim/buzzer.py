"""A stand-in for the board's buzzer (``pwmio.PWMOut``) that records what
it was told, and the cues a record holds, for tests and the simulator.

Runs inside MicroPython too (the app tests of the MicroPython tier). It
imports nothing of the firmware until ``heard`` reads the cues, so that the
app bench can load it with the other stand-ins, before the firmware: on
the board the buzzer is C (``pwmio``), none of the app's heap.
"""
NAMES = ("CLICK", "ILLEGAL", "TURN", "BOT", "ROUND_WON", "ROUND_LOST", "DRAW", "WON", "LOST")


class Buzzer:
    """``frequency`` and ``duty_cycle`` as on a PWMOut; each duty written is
    logged as ``(ms, frequency, duty)`` with the clock's time.

    :param clock: the device clock (``monotonic_ms()``); None until the
        device is made (``tools.sim.headless`` sets it)
    """

    def __init__(self, clock=None):
        self.clock = clock
        self.frequency = 440
        self.duty = 0
        self.log = []

    @property
    def duty_cycle(self):
        return self.duty

    @duty_cycle.setter
    def duty_cycle(self, value):
        if not 0 <= value <= 65535:
            raise ValueError("duty cycle %r is not 0..65535" % (value,))
        self.duty = value
        self.log.append((self.clock.monotonic_ms(), self.frequency, value))
        self.changed()

    def changed(self):
        """Called after each duty written (the simulator sounds it)."""


def _notes(cue):
    """The frequencies (Hz) a cue writes, rests as 0, then the silence after it."""
    return [cue[i] for i in range(1, len(cue), 2)] + [0]


def heard(log):
    """The cues in buzzer ``log``, in order, as ``(ms it began, name)``.

    A cue is its notes in a row; one cut short by the next is still named
    (every cue's first note is its own). Notes that begin no cue are
    skipped."""
    from firmware import sound
    cues = [(name, _notes(getattr(sound, name))) for name in NAMES]
    out = []
    at = 0
    while at < len(log):
        played = [f if duty else 0 for ms, f, duty in log[at:at + 10]]
        best, length = None, 0
        for name, notes in cues:
            n = 0
            while n < len(notes) and n < len(played) and played[n] == notes[n]:
                n += 1
            if n > length and notes[0]:
                best, length = name, n
        if best is None:
            at += 1
        else:
            out.append((log[at][0], best))
            at += length
    return out


def names(log):
    """Just the names of ``heard(log)``."""
    return [name for ms, name in heard(log)]
