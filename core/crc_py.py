"""CRC-32 in pure Python, for boards whose ``binascii`` has no ``crc32``
(``core.crc`` imports it only there, so a board with the C function keeps
none of this code on its heap).

It works a nibble at a time from a 16-entry table split into 16-bit halves,
so no intermediate value outgrows a small int (CircuitPython's ints are 31
bits before they become heap-allocated long ints) and the table costs two
16-tuples instead of the 1 KB+ of a 256-entry table. Results are bytes, so
comparing a stored CRC never builds a long int either.
"""


def _tables():
    """The reflected CRC-32 of each nibble 0..15, as (high halves, low halves)."""
    high = []
    low = []
    for nibble in range(16):
        hi = 0
        lo = nibble
        for _ in range(4):
            odd = lo & 1
            lo = (lo >> 1) | ((hi & 1) << 15)
            hi >>= 1
            if odd:
                hi ^= 0xEDB8
                lo ^= 0x8320
        high.append(hi)
        low.append(lo)
    return tuple(high), tuple(low)


_HIGH, _LOW = _tables()


def python_crc32(data):
    """CRC-32 of ``data`` (any bytes-like object) in pure Python."""
    high = _HIGH
    low = _LOW
    hi = 0xFFFF
    lo = 0xFFFF
    for byte in data:
        lo ^= byte
        i = lo & 15
        lo = ((lo >> 4) | ((hi & 15) << 12)) ^ low[i]
        hi = (hi >> 4) ^ high[i]
        i = lo & 15
        lo = ((lo >> 4) | ((hi & 15) << 12)) ^ low[i]
        hi = (hi >> 4) ^ high[i]
    hi ^= 0xFFFF
    lo ^= 0xFFFF
    return bytes((hi >> 8, hi & 255, lo >> 8, lo & 255))
