"""The one object the app gets: lights, screen, keys, clock and buzzer.

``firmware.hardware`` builds it on the board, ``tools.sim`` on a desktop; the
app imports neither, so the same app code runs on both. No hardware imports
here.
"""
import time

from firmware.layout import CENTRE, STRIP, place

# Buzzer duty cycle (of 65535) by volume: off, low, high. A piezo is
# loudest at half duty; a narrow pulse of 1/32 is much quieter.
DUTY = (0, 2048, 32768)


class Device:
    """Everything the app drives, plus a few helpers that keep it from caring
    how the board is wired.

    :param lights: ``neopixel.NeoPixel``-like strip of 17 pixels made with
        ``auto_write=False`` (nothing changes until ``frame()``); its
        ``brightness`` (0.0 to 1.0) scales every colour
    :param display: ``adafruit_displayio_ssd1306.SSD1306`` made with
        ``auto_refresh=False``; show a group with ``display.root_group = g``
    :param keys: ``keypad``-like scanner: ``keys.events.get()`` gives events
        with ``key_number``, ``pressed``, ``released`` and ``timestamp`` (ms,
        keypad's own wrapping clock), ``keys.events.overflowed``,
        ``keys.reset()``
    :param tuple keymap: what each key number means (``firmware.keymap``)
    :param clock: object whose ``monotonic_ms()`` gives milliseconds since
        start-up; never wraps
    :param str build: ``"full"`` or ``"lite"``
    :param bytes layout: strip index of each place (``firmware.layout``)
    :param nvm: the flash that keeps the game in progress, settings and
        statistics (``firmware.store.store``): ``microcontroller.nvm`` on the
        board; None keeps them in RAM only (lost at power-off)
    :param backup: where the store puts the new image during a sector
        rewrite, so a power cut inside it loses nothing
        (``firmware.store.backup``: ``read()``, ``write(data)``,
        ``clear()``): a file on the drive on the board; None: no backup
    :param records: the folder that gets ``records/`` of finished games
        (``firmware.store.export``): "/" on the board; None exports nothing
    :param buzzer: ``pwmio.PWMOut``-like (``frequency`` Hz and
        ``duty_cycle`` 0..65535 to set) made with ``variable_frequency=True``
        and duty 0; None: no sound
    :param int volume: the volume (``firmware.sound.VOLUMES`` index) until
        the settings save one: low on the board, off in headless runs
    :param reload: ``reload(game)`` ends this program and starts the next
        on a fresh heap (docs/memory.md); ``game`` is True when a title
        is next. It does not return.
    """

    def __init__(self, *, lights, display, keys, keymap, clock, build, layout=STRIP,
                 nvm=None, backup=None, records=None, buzzer=None, volume=0, reload=None):
        self.lights = lights
        self.display = display
        self.keys = keys
        self.keymap = keymap
        self.clock = clock
        self.build = build
        self.layout = layout
        self.nvm = nvm
        self.backup = backup
        self.records = records
        self.buzzer = buzzer
        self.volume = volume
        self._reload = reload
        self.keys_lost = False

    def reload(self, game=False):
        """Start the next program (the store's launch request says which)
        on a fresh heap; ``game``: a title is next, so a crash in it
        reloads into the menu. Nothing after this call runs."""
        self._reload(game)

    def set_place(self, where, rgb):
        """Colour the light at place ``where`` (0..15 cells, 16 centre).

        :param rgb: ``(r, g, b)``, each 0..255, or a 0xRRGGBB int
        """
        self.lights[self.layout[where]] = rgb

    def set_cell(self, row, col, rgb):
        """Colour the light of grid cell (``row``, ``col``), both 0..3."""
        self.lights[self.layout[place(row, col)]] = rgb

    def set_centre(self, rgb):
        """Colour the centre light."""
        self.lights[self.layout[CENTRE]] = rgb

    def clear(self):
        """Turn every light off (seen at the next ``frame()``)."""
        self.lights.fill(0)

    def frame(self):
        """Show what was drawn: send the lights, then redraw the screen."""
        self.lights.show()
        self.display.refresh()

    def tone(self, frequency, volume):
        """Sound ``frequency`` Hz at ``volume`` (0 off, 1 low, 2 high) until
        the next call; a frequency or volume of 0 is silence."""
        buzzer = self.buzzer
        if buzzer is None:
            return
        if frequency and volume:
            buzzer.frequency = frequency  # before the duty: it is rescaled to it
            buzzer.duty_cycle = DUTY[volume]
        else:
            buzzer.duty_cycle = 0

    def read_keys(self):
        """Every pending key event, oldest first, as ``(meaning, pressed)``.

        Drains the whole queue, so call it once per frame. If the queue
        overflowed, presses or releases were lost: the queue is emptied, the
        scanner forgets which keys are down (held keys come back as fresh
        presses) and ``keys_lost`` is True until the next call, so the app
        can drop a half-finished gesture.
        """
        events = self.keys.events
        self.keys_lost = events.overflowed
        if self.keys_lost:
            events.clear()
            self.keys.reset()
        out = []
        event = events.get()
        while event is not None:
            out.append((self.keymap[event.key_number], event.pressed))
            event = events.get()
        return out


class Clock:
    """The board's clock: milliseconds since start-up, from
    ``time.monotonic_ns()``: an int that never wraps, where
    ``time.monotonic()`` is a float that stops counting single
    milliseconds after a few hours on the board. Here, not in
    ``firmware.hardware``, so the builder's code can go once the device is
    made (code.py)."""

    def monotonic_ms(self):
        return time.monotonic_ns() // 1000000
