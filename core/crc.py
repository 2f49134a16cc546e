"""CRC-32 (the zlib/PNG polynomial) of a buffer, as 4 big-endian bytes: the
one CRC-32 of the project (game records, core/record.py, and the device's
store, firmware/store/format.py).

``binascii.crc32`` is C code: CircuitPython has it on the RP2040 (its
``MICROPY_PY_BINASCII_CRC32`` is ``CIRCUITPY_BINASCII && CIRCUITPY_ZLIB``,
both on in full builds) and so do MicroPython builds with deflate. Where it
is missing, ``core.crc_py`` gives the same value in pure Python; it is
imported only then (or when ``python_crc32`` is asked for by name), so it
costs no heap where the C function exists.
"""

try:
    from binascii import crc32 as _native
except ImportError:
    _native = None

if _native is None:
    from core.crc_py import python_crc32 as crc32
else:
    def crc32(data):
        """CRC-32 of ``data`` (any bytes-like object)."""
        return _native(data).to_bytes(4, "big")


def __getattr__(name):
    """``python_crc32`` on demand (the tests compare it with ``crc32``)."""
    if name == "python_crc32":
        from core.crc_py import python_crc32
        return python_crc32
    raise AttributeError(name)
