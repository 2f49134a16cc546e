"""PNG pictures of the simulated board: the OLED image and the lights.

A minimal PNG writer (8-bit RGB or a palette, filter 0, the standard
library's zlib) keeps the simulator free of image packages; the printed
overlays (tools.drawings.raster) use it too.
"""
import struct
import zlib

from firmware import layout
_BACKGROUND = b"\x1c\x1c\x1c"
_RIM = b"\x50\x50\x50"
_OLED_DARK = b"\x06\x06\x06"


def _packer(depth):
    """A function packing a row of palette indices (a byte each) ``depth``
    bits each, first pixel in the high bits."""
    per = 8 // depth
    tables = [bytes((i << (8 - depth * (k + 1))) & 0xFF for i in range(256)) for k in range(per)]

    def pack(row):
        row += bytes(-len(row) % per)
        packed = 0
        for k, table in enumerate(tables):  # the k-th pixel of every byte at once
            packed |= int.from_bytes(row[k::per].translate(table), "big")
        return packed.to_bytes(len(row) // per, "big")
    return pack


def png_bytes(width, height, pixels, *, palette=None, dpi=None, title=None):
    """A PNG of ``width`` x ``height`` pixels, rows top to bottom: ``pixels``
    holds 3 bytes (r, g, b) a pixel, or with ``palette`` (up to 256 (r, g, b))
    an index a pixel, stored in as few bits as the palette needs. ``dpi`` adds
    a pHYs chunk, so the picture prints at its true size, ``title`` a tEXt."""
    def chunk(tag, data):
        return (struct.pack(">I", len(data)) + tag + data
                + struct.pack(">I", zlib.crc32(tag + data)))

    if palette is None:
        depth, kind, stride, pack = 8, 2, width * 3, bytes
    else:
        depth = next(d for d in (1, 2, 4, 8) if len(palette) <= 1 << d)
        kind, stride, pack = 3, width, _packer(depth)
    raw = b"".join(b"\x00" + pack(pixels[y * stride:(y + 1) * stride]) for y in range(height))
    out = [b"\x89PNG\r\n\x1a\n",
           chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, kind, 0, 0, 0))]
    if palette is not None:
        out.append(chunk(b"PLTE", b"".join(bytes(rgb) for rgb in palette)))
    if dpi:
        per_metre = round(dpi / 0.0254)
        out.append(chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1)))
    if title:
        out.append(chunk(b"tEXt", b"Title\x00" + title.encode("latin-1")))
    out += [chunk(b"IDAT", zlib.compress(raw, 9)), chunk(b"IEND", b"")]
    return b"".join(out)


def save_png(path, width, height, rgb):
    with open(path, "wb") as f:
        f.write(png_bytes(width, height, rgb))


def oled_picture(frame, *, contrast=0xFF, scale=4):
    """(width, height, rgb) of ``frame`` with each panel pixel a
    ``scale`` x ``scale`` square. Lit pixels are white, dimmer at low
    ``contrast`` (0..255) but never black: a real panel at contrast 0 still
    glows."""
    level = 96 + contrast * 159 // 255
    on = bytes((level, level, level)) * scale
    off = _OLED_DARK * scale
    rows = []
    for y in range(frame.height):
        bits = frame.bits[y * frame.width:(y + 1) * frame.width]
        rows.append(b"".join(on if bit else off for bit in bits) * scale)
    return frame.width * scale, frame.height * scale, b"".join(rows)


def _lift(value):
    # An LED at a low PWM value looks far brighter than the same number on a
    # screen; a gamma of 1/2.2 shows dim lights as the eye sees them.
    return round(255 * (value / 255) ** (1 / 2.2))


def light_rgb(rgb):
    """The screen colour that shows a light sent ``rgb`` (after brightness)
    as bright as the eye sees the LED; every picture of the board uses it."""
    return tuple(_lift(v) for v in rgb)


def board_picture(colours, *, cell=48):
    """(width, height, rgb) of the 4x4 lights and the centre light, seen
    from above with north up. ``colours`` holds an (r, g, b) per place, as
    sent to the strip (after brightness)."""
    size = cell * layout.COLS
    canvas = bytearray(_BACKGROUND * (size * size))
    for where, rgb in enumerate(colours):
        x, y = layout.position(where)
        radius = cell * (0.2 if where == layout.CENTRE else 0.36)
        fill = bytes(light_rgb(rgb))
        _disc(canvas, size, x * cell / 2, y * cell / 2, radius, fill)
    return size, size, bytes(canvas)


def _disc(canvas, size, cx, cy, radius, fill):
    """A filled circle with a grey rim, so unlit lights still show."""
    for py in range(max(0, int(cy - radius)), min(size, int(cy + radius) + 2)):
        for px in range(max(0, int(cx - radius)), min(size, int(cx + radius) + 2)):
            d2 = (px + 0.5 - cx) ** 2 + (py + 0.5 - cy) ** 2
            if d2 <= radius * radius:
                at = (py * size + px) * 3
                canvas[at:at + 3] = fill if d2 <= (radius - 2) ** 2 else _RIM
