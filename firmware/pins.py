"""Every pin the board uses, and which key build it has.

The one place to edit when a board is wired differently. Pins are named as
the ``board`` module names them on a Raspberry Pi Pico (``GP0`` ... ``GP28``);
only ``firmware.hardware`` turns the names into pins. hardware/README.md
shows the same table for whoever solders the board.
"""

# "full": a key under every light plus MENU, BACK and OK, scanned as a matrix.
# "lite": six buttons (UP, DOWN, LEFT, RIGHT, OK, BACK) moving a cursor.
BUILD = "full"

# WS2812B data line (17 lights in one chain, see firmware.layout).
NEOPIXEL = "GP22"

# Passive piezo buzzer (to GND through 100 ohm), driven by PWM. GP16 is the
# first free pin on the Pico's other edge, next to a GND pin (23), and the
# only pin in use on its PWM slice (0: GP0, GP1, GP16, GP17), so changing
# its frequency for each note changes no other pin's.
BUZZER = "GP16"

# SSD1306 128x64 OLED on the RP2040's I2C0.
OLED_SDA = "GP4"
OLED_SCL = "GP5"
OLED_ADDRESS = 0x3C
OLED_WIDTH = 128
OLED_HEIGHT = 64
# Fast mode: the SSD1306 takes 400 kHz, so a full frame (1 KB) moves in ~25 ms.
I2C_FREQUENCY = 400000

# Full build: 5 rows x 4 columns = 20 keys, one diode per key (anode on the
# column line). Key number = row * 4 + column; firmware.keymap says what each
# key means.
MATRIX_ROWS = ("GP6", "GP7", "GP8", "GP9", "GP10")
MATRIX_COLUMNS = ("GP11", "GP12", "GP13", "GP14")

# Lite build: one button per pin, to ground (internal pull-ups). Key number =
# position here, in the order of firmware.keymap.LITE.
LITE_KEYS = ("GP6", "GP7", "GP8", "GP9", "GP10", "GP11")
