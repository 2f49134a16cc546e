"""The bit-exact xorshift32 generator every game draws its randomness from.

A seed plus a move list must replay the same game on CPython, MicroPython
and CircuitPython, so the arithmetic is spelled out to the bit (rules 4).
"""

_MASK = 0xFFFFFFFF


class Rng:
    """xorshift32 with the rules' seeding; `state` is public so saves and
    tests can read it."""

    def __init__(self, seed):
        state = seed % 4294967296
        self.state = state if state else 0x6D2B79F5

    def next(self):
        s = self.state
        s ^= (s << 13) & _MASK
        s ^= s >> 17
        s ^= (s << 5) & _MASK
        self.state = s
        return s

    def below(self, n):
        """A number in 0 <= x < n."""
        return self.next() % n

    def shuffle(self, items):
        """Shuffle the list in place, Fisher-Yates from the top down."""
        i = len(items) - 1
        while i > 0:
            j = self.next() % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
