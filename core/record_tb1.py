"""Whether a TB1 record's order can be trusted (core/record.py reads it).

TB1's Adler-32 cannot see two lines of equal length and byte sum swapped:
the checksum is the same both ways. A TB1 record is read only if no such
swap of two of its move lines also replays legally; else it could be
another game than the one written, and it is refused. Apart from
core/record.py because only old files need it: a board's store reads the
games it saved as TB2 (its entries' own CRC-32 vouches for their order).
"""


def pinned(moves, replay):
    """ValueError naming two swappable ``moves`` if ``replay(other)`` (which
    raises ValueError for an illegal list) accepts them swapped."""
    keys = []
    for move in moves:
        raw = move.encode()
        keys.append((len(raw), sum(raw)))
    for i in range(len(moves)):
        for j in range(i + 1, len(moves)):
            if keys[i] == keys[j] and moves[i] != moves[j]:
                other = moves[:]
                other[i], other[j] = moves[j], moves[i]
                try:
                    replay(other)
                except ValueError:
                    continue
                raise ValueError("bad record: TB1 cannot tell the order of moves %d and %d (%r, %r): "
                                 "both replay, and TB1's Adler-32 cannot see them swapped" % (
                                     i + 1, j + 1, moves[i], moves[j]))
