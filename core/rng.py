"""The bit-exact xorshift32 generator every game draws its randomness from.

A seed plus a move list must replay the same game on CPython, MicroPython
and CircuitPython, so the arithmetic is spelled out to the bit (docs/engine.md, "Randomness").
The 32-bit state is kept as two 16-bit halves: on a 32-bit microcontroller
a 32-bit int is a heap-allocated big integer, and a 54-card shuffle done
the plain way leaves about 14 KB of garbage behind.
"""


class Rng:
    """xorshift32 with the seeding of docs/engine.md."""

    def __init__(self, seed):
        state = seed % 4294967296
        if not state:
            state = 0x6D2B79F5
        self._hi = state >> 16
        self._lo = state & 0xFFFF

    @property
    def state(self):
        """The 32-bit state (a seed that continues this very sequence)."""
        return (self._hi << 16) | self._lo

    def _step(self):
        # state ^= state << 13; state ^= state >> 17; state ^= state << 5, on halves.
        hi = self._hi
        lo = self._lo
        hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF
        lo ^= (lo << 13) & 0xFFFF
        lo ^= hi >> 1
        hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF
        lo ^= (lo << 5) & 0xFFFF
        self._hi = hi
        self._lo = lo

    def next(self):
        """The next 32-bit output."""
        self._step()
        return (self._hi << 16) | self._lo

    def below(self, n):
        """next() mod n, in 0 <= x < n, without forming the 32-bit value."""
        self._step()
        return ((self._hi % n) * (65536 % n) + self._lo) % n

    def shuffle(self, items):
        """Shuffle the list in place, Fisher-Yates from the top down."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
