"""The board's sounds: cues as data, played a note per frame, never waited for.

A cue is a tuple at module level (no heap per press): its rank, then
(frequency Hz, duration ms) pairs; frequency 0 is a rest. A cue asked for
in a frame starts at that frame's end and sounds over as many frames as its
notes last (a note ends at the first frame end after its time), so the
frame loop never waits for it. A cue of a lower rank than the one sounding
is dropped (a key's click does not cut the tune its move won), an equal or
higher one replaces it (an illegal press's tone replaces its click, which
is then never heard). The device turns a note into the buzzer's frequency
and duty (``firmware.device.Device.tone``); the volume is a setting in the
store (``volume``: an index of VOLUMES), the device's default when none is
saved. Imported, this module takes about 2 KB of a Pico's heap.
"""

VOLUMES = ("off", "low", "high")

CLICK = (0, 2400, 8)  # any key
ILLEGAL = (1, 165, 110, 0, 30, 131, 160)  # a press the screen refuses
TURN = (2, 1320, 60, 0, 40, 1320, 60)  # hand-over: the next person's turn
BOT = (2, 988, 60, 1480, 90)  # a bot has moved
ROUND_WON = (3, 1047, 90, 1568, 160)
ROUND_LOST = (3, 392, 90, 294, 180)
DRAW = (3, 698, 150, 0, 40, 698, 150)  # a drawn round or game
WON = (4, 523, 110, 659, 110, 784, 110, 1047, 320)  # a game won: C E G C
LOST = (4, 440, 160, 415, 160, 392, 160, 370, 420)  # a game lost: falling


class Player:
    """Plays cues on ``device`` at ``volume`` (0 off, 1 low, 2 high; the
    saved setting: anything else, or None from a save older than sound,
    gives ``device.volume``); ``tick(now)`` once a frame moves it on."""

    def __init__(self, device, volume):
        self.device = device
        self.volume = volume if type(volume) is int and 0 <= volume < len(VOLUMES) else device.volume
        self.cue = None  # the cue sounding, None when silent
        self.at = 0  # index of its next note
        self.until = 0  # when that is due (ms)

    def play(self, cue, now):
        """Sound ``cue`` from this frame's end on, unless sound is off or
        a higher-ranked cue is sounding or due."""
        if not self.volume or self.cue is not None and cue[0] < self.cue[0]:
            return
        self.cue = cue
        self.at = 1
        self.until = now

    def tick(self, now):
        """At a frame's end: the next note once this one's time is up (a
        cue's first note at once), silence after the last."""
        cue = self.cue
        if cue is None or now < self.until:
            return
        at = self.at
        if at < len(cue):
            self.device.tone(cue[at], self.volume)
            self.until = now + cue[at + 1]
            self.at = at + 2
        else:
            self.cue = None
            self.device.tone(0, 0)

    def set_volume(self, volume):
        """A new volume, heard from the next cue on; off stops at once."""
        self.volume = volume
        if not volume:
            self.silence()

    def silence(self):
        """Stop the cue sounding now (a contest's hand-over: nothing of
        the game just played is heard past it)."""
        if self.cue is not None:
            self.cue = None
            self.device.tone(0, 0)


def after_move(play, mover, old, now):
    """The cue of a move ``mover`` just played on Play screen ``play``
    (``old``: the view before it, ``play.view`` the one after): the tune
    of a game or round it ended, won or lost as the one person at the
    board sees it (with none or two, someone at the table won; Rift's
    winner is True when won), else BOT if a bot played it. A demo game
    stays silent."""
    if play.demo:
        return
    game = play.game
    seats = play.bots
    over = game.is_over()
    # The view made after the move holds the result: no second copy of it
    # in the frame of the last move, the heaviest of a game.
    done = play.view["result"] if over else play.board.round_over(old, play.view)
    if done is None:
        if seats[mover] is not None:
            play.app.sound.play(BOT, now)
        return
    winner = done["winner"]
    if game.PLAYERS == 1:
        won = bool(winner)
    elif winner is None:
        return play.app.sound.play(DRAW, now)
    else:
        won = seats.count(None) != 1 or winner == seats.index(None)
    play.app.sound.play((WON if won else LOST) if over else (ROUND_WON if won else ROUND_LOST), now)
