"""A model of the SSD1306 OLED controller: I2C bytes in, panel image out.

It keeps the controller's display RAM (8 pages of 128 bytes; bit 0 of a byte
is the top pixel of its 8-pixel column) and the settings that decide what the
panel shows, and decodes the I2C protocol: every write is a control byte and
what it announces, 0x80 = one command byte then another control byte, 0x00 =
command bytes to the end, 0xC0 = one data byte then another control byte,
0x40 = display data to the end. A command's parameters are command bytes too.
Every command is logged in ``commands`` as ``(opcode, parameters)``.

``frame()`` draws what the panel shows: nothing while the display is off or
the charge pump is off (these modules have no other supply for the panel),
every pixel under "entire display on", inverted pixels under "inverse", and
the column and row scan directions, taking the module as mounted so that the
driver's 0xA1 + 0xC8 setting is upright. States it cannot draw exactly
(hardware scrolling, a start line or display offset other than 0, fewer than
64 multiplexed rows, a COM wiring other than a 128x64 panel's 0x12) raise
NotImplementedError instead of showing a wrong picture.
"""

WIDTH = 128
HEIGHT = 64
PAGES = HEIGHT // 8

# Parameter bytes after each command that takes any (datasheet section 9,
# charge pump 0x8D from its application note, 0xAD from the SSD1306B sheet).
_PARAMS = {0x20: 1, 0x21: 2, 0x22: 2, 0x26: 6, 0x27: 6, 0x29: 5, 0x2A: 5,
           0x81: 1, 0x8D: 1, 0xA3: 2, 0xA8: 1, 0xAD: 1, 0xD3: 1, 0xD5: 1,
           0xD9: 1, 0xDA: 1, 0xDB: 1}
# Single-byte commands outside the ranges 0x00-0x1F, 0x40-0x7F and 0xB0-0xB7.
_SINGLE = (0x2E, 0x2F, 0xA0, 0xA1, 0xA4, 0xA5, 0xA6, 0xA7, 0xAE, 0xAF, 0xC0, 0xC8, 0xE3)

HORIZONTAL, VERTICAL, PAGE = 0, 1, 2


def _is_command(op):
    return (op in _PARAMS or op in _SINGLE or op < 0x20 or 0x40 <= op < 0x80
            or 0xB0 <= op <= 0xB7)


class Frame:
    """One panel image: ``bits[y * 128 + x]`` is 1 where pixel (x, y) is
    lit, (0, 0) being the top-left corner."""

    width = WIDTH
    height = HEIGHT

    def __init__(self, bits):
        self.bits = bytes(bits)

    def __eq__(self, other):
        return isinstance(other, Frame) and self.bits == other.bits

    def __hash__(self):
        return hash(self.bits)

    def lit(self, x, y):
        return self.bits[y * WIDTH + x] == 1

    def count(self, x0=0, y0=0, x1=WIDTH, y1=HEIGHT):
        """Lit pixels with x0 <= x < x1 and y0 <= y < y1 (clipped to the panel)."""
        x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, WIDTH), min(y1, HEIGHT)
        return sum(self.bits[y * WIDTH + x0:y * WIDTH + x1].count(1) for y in range(y0, y1))

    def ascii(self):
        """The image as text, ``#`` lit and ``.`` dark: for golden files and
        readable assertion messages."""
        rows = []
        for y in range(HEIGHT):
            rows.append("".join("#" if b else "." for b in self.bits[y * WIDTH:(y + 1) * WIDTH]))
        return "\n".join(rows)


class Ssd1306:
    """The controller, from power-on reset (datasheet section 8.10 defaults)."""

    def __init__(self):
        self.ram = bytearray(WIDTH * PAGES)
        self.commands = []
        self.display_on = False
        self.charge_pump = False
        self.contrast = 0x7F
        self.inverted = False
        self.entire_on = False
        self.seg_remap = False
        self.com_remap = False
        self.mode = PAGE
        self.col_start, self.col_end, self.col = 0, WIDTH - 1, 0
        self.page_start, self.page_end, self.page = 0, PAGES - 1, 0
        self.page_mode_col = 0
        self.start_line = 0
        self.offset = 0
        self.mux = HEIGHT - 1
        self.com_pins = 0x12
        self.scrolling = False
        self._pending = []

    def write(self, data):
        """One I2C write addressed to the controller."""
        i = 0
        while i < len(data):
            control = data[i]
            if control & 0x3F:
                raise ValueError("not an SSD1306 control byte: 0x%02X" % control)
            if control & 0x80:
                chunk = data[i + 1:i + 2]
                if not chunk:
                    raise ValueError("control byte 0x%02X announces a byte that never came" % control)
                i += 2
            else:
                chunk = data[i + 1:]
                i = len(data)
            if control & 0x40:
                self._data(chunk)
            else:
                for byte in chunk:
                    self._command_byte(byte)

    def _command_byte(self, byte):
        if not self._pending and not _is_command(byte):
            raise ValueError("not an SSD1306 command: 0x%02X" % byte)
        self._pending.append(byte)
        op = self._pending[0]
        if len(self._pending) == 1 + _PARAMS.get(op, 0):
            args = bytes(self._pending[1:])
            self._pending = []
            self.commands.append((op, args))
            self._run(op, args)

    def _run(self, op, args):
        if op in (0xAE, 0xAF):
            self.display_on = op == 0xAF
        elif op == 0x81:
            self.contrast = args[0]
        elif op == 0x8D:
            self.charge_pump = bool(args[0] & 0x04)
        elif op in (0xA4, 0xA5):
            self.entire_on = op == 0xA5
        elif op in (0xA6, 0xA7):
            self.inverted = op == 0xA7
        elif op in (0xA0, 0xA1):
            self.seg_remap = op == 0xA1
        elif op in (0xC0, 0xC8):
            self.com_remap = op == 0xC8
        elif op == 0x20:
            if args[0] & 3 == 3:
                raise ValueError("invalid addressing mode 0x%02X" % args[0])
            self.mode = args[0] & 3
        elif op == 0x21:
            self.col_start, self.col_end = args[0] & 0x7F, args[1] & 0x7F
            self.col = self.col_start
        elif op == 0x22:
            self.page_start, self.page_end = args[0] & 7, args[1] & 7
            self.page = self.page_start
        elif op < 0x10:
            self.page_mode_col = self.col = (self.page_mode_col & 0x70) | op
        elif op < 0x20:
            self.page_mode_col = self.col = ((op & 7) << 4) | (self.page_mode_col & 0x0F)
        elif 0xB0 <= op <= 0xB7:
            self.page = op & 7
        elif 0x40 <= op < 0x80:
            self.start_line = op & 0x3F
        elif op == 0xA8:
            self.mux = args[0] & 0x3F
        elif op == 0xD3:
            self.offset = args[0] & 0x3F
        elif op == 0xDA:
            self.com_pins = args[0] & 0x32
        elif op in (0x2E, 0x2F):
            self.scrolling = op == 0x2F
        # The rest (clock, pre-charge, VCOMH, scroll set-up, NOP) only shape
        # the analogue signal or wait for 0x2F: logged, nothing to draw.

    def _data(self, chunk):
        for byte in chunk:
            self.ram[self.page * WIDTH + self.col] = byte
            if self.mode == PAGE:
                self.col = self.col + 1 if self.col < WIDTH - 1 else self.page_mode_col
            elif self.mode == HORIZONTAL:
                self.col, self.page = _step(self.col, self.col_start, self.col_end,
                                            self.page, self.page_start, self.page_end)
            else:
                self.page, self.col = _step(self.page, self.page_start, self.page_end,
                                            self.col, self.col_start, self.col_end)

    def frame(self):
        """What the panel shows now, as a Frame."""
        if not (self.display_on and self.charge_pump):
            return Frame(bytes(WIDTH * HEIGHT))
        for what, value, drawable in (("scrolling", self.scrolling, False),
                                      ("start line", self.start_line, 0),
                                      ("display offset", self.offset, 0),
                                      ("multiplex ratio", self.mux, HEIGHT - 1),
                                      ("COM pins", self.com_pins, 0x12)):
            if value != drawable:
                raise NotImplementedError("model cannot draw %s = %r" % (what, value))
        if self.entire_on:
            return Frame(b"\x01" * (WIDTH * HEIGHT))
        flip = 1 if self.inverted else 0
        bits = bytearray(WIDTH * HEIGHT)
        for y in range(HEIGHT):
            row = y if self.com_remap else HEIGHT - 1 - y
            base, shift = (row >> 3) * WIDTH, row & 7
            for x in range(WIDTH):
                col = x if self.seg_remap else WIDTH - 1 - x
                bits[y * WIDTH + x] = ((self.ram[base + col] >> shift) & 1) ^ flip
        return Frame(bits)


def _step(inner, inner_start, inner_end, outer, outer_start, outer_end):
    """Advance a RAM pointer one byte: the inner address counts up within its
    window and carries into the outer one, both wrapping to their starts."""
    if inner < inner_end:
        return inner + 1, outer
    return inner_start, (outer + 1 if outer < outer_end else outer_start)
