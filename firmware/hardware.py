"""Build the real Device on a Raspberry Pi Pico under CircuitPython 9 or 10.

The only module that imports the hardware modules. CircuitPython 9 moved the
display buses out of ``displayio`` (``i2cdisplaybus``) and 10 removed the old
names, so this uses the new ones only; groups are shown with
``display.root_group``. The simulator (``tools.sim``) calls ``make_lights``
and ``make_display`` too, so the desktop runs this very code.
"""
import adafruit_displayio_ssd1306
import board
import busio
import displayio
import i2cdisplaybus
import keypad
import microcontroller
import neopixel
import pwmio

from firmware import keymap, pins
from firmware.device import Clock, Device
from firmware.layout import COUNT
from firmware.store.backup import FileBackup

# 17 lights at full white draw about 1 A; a quarter of that stays within
# what a USB port gives (500 mA).
DEFAULT_BRIGHTNESS = 0.25
DEFAULT_VOLUME = 1  # low (firmware.sound.VOLUMES) until the settings say otherwise


def pin(name):
    """The ``board`` pin called ``name``; ValueError naming it if missing."""
    found = getattr(board, name, None)
    if found is None:
        raise ValueError("this board has no pin %r (see firmware/pins.py)" % name)
    return found


def make_lights(data_pin, *, brightness=DEFAULT_BRIGHTNESS):
    """The chain of NeoPixels, sent only by ``show()``.

    :param data_pin: the pin wired to the first light's data input
    :param float brightness: 0.0 (off) to 1.0 (full); scales every colour
    """
    return neopixel.NeoPixel(data_pin, COUNT, brightness=brightness, auto_write=False)


def make_display(i2c):
    """The OLED on ``i2c``, redrawn only by ``refresh()``.

    :param i2c: a ``busio.I2C`` made after ``displayio.release_displays()``
    """
    bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=pins.OLED_ADDRESS)
    return adafruit_displayio_ssd1306.SSD1306(
        bus, width=pins.OLED_WIDTH, height=pins.OLED_HEIGHT, auto_refresh=False)


def make_buzzer(buzzer_pin):
    """The piezo's PWM output, silent (duty 0) until a note sets it; its
    frequency changes with each note."""
    return pwmio.PWMOut(buzzer_pin, duty_cycle=0, frequency=440, variable_frequency=True)


def make_keys(build):
    """The key scanner of ``build`` ("full" or "lite"), numbered as in
    ``firmware.keymap``."""
    if build == "full":
        return keypad.KeyMatrix(
            [pin(name) for name in pins.MATRIX_ROWS],
            [pin(name) for name in pins.MATRIX_COLUMNS],
            columns_to_anodes=True)
    if build != "lite":
        raise ValueError("unknown build %r" % (build,))
    return keypad.Keys([pin(name) for name in pins.LITE_KEYS],
                       value_when_pressed=False, pull=True)


def reload(game):
    """End this program: code.py runs again on a fresh heap. After a
    title's start (``game``), a crash in it reloads too, into the menu.
    (``supervisor`` imported here: the desktop, which runs this module's
    builders, has none.)"""
    import supervisor
    supervisor.set_next_code_file(None, reload_on_error=game)
    supervisor.reload()


def make_device(*, build=pins.BUILD, brightness=DEFAULT_BRIGHTNESS):
    """The Device of this board, wired as ``firmware.pins`` says; it keeps
    its saved data in ``microcontroller.nvm`` (backed up in /nvm_backup.bin
    while the sector is rewritten) and exports finished games to the
    drive's /records/; its buzzer plays low until the settings say otherwise.

    :param str build: ``"full"`` or ``"lite"`` key build
    :param float brightness: light brightness, 0.0 to 1.0
    """
    meanings = keymap.for_build(build)
    data_pin = pin(pins.NEOPIXEL)
    # A display outlives a soft reload and keeps its I2C pins: free them first.
    displayio.release_displays()
    i2c = busio.I2C(pin(pins.OLED_SCL), pin(pins.OLED_SDA), frequency=pins.I2C_FREQUENCY)
    keys = make_keys(build)
    if keys.key_count != len(meanings):
        raise ValueError("firmware/pins.py wires %d keys but the %s key map names %d"
                         % (keys.key_count, build, len(meanings)))
    return Device(lights=make_lights(data_pin, brightness=brightness),
                  display=make_display(i2c), keys=keys, keymap=meanings,
                  clock=Clock(), build=build, nvm=microcontroller.nvm,
                  backup=FileBackup("/nvm_backup.bin"), records="/",
                  buzzer=make_buzzer(pin(pins.BUZZER)), volume=DEFAULT_VOLUME, reload=reload)
