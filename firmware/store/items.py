"""Settings and statistics as text: one ``key=`` + type letter + value per line.

A payload starts with a flag line: ``=`` (the items replace all that was
there) or ``+`` (they are merged over it), so saving one changed statistic
writes a line, not the whole table. Types: ``i`` int, ``s`` one-line str,
``b`` bool. Keys are written sorted, so CPython, MicroPython and
CircuitPython write the same bytes (``json`` would not: dict order differs
between them). Example payload::

    +
    dance.played=i12
    dance.win.normal=i5
"""

REPLACE = "="
MERGE = "+"


def encode(flag, items):
    """The payload for ``items`` after ``flag``; ValueError for a key or a
    value it cannot hold."""
    for key in items:
        if type(key) is not str or not key or "=" in key or "\n" in key:
            raise ValueError("bad key %r (want a non-empty str without '=' or newline)" % (key,))
    lines = [flag]
    for key in sorted(items):
        value = items[key]
        kind = type(value)
        if kind is bool:
            text = "b1" if value else "b0"
        elif kind is int:
            text = "i%d" % value
        elif kind is str and "\n" not in value:
            text = "s" + value
        else:
            raise ValueError("bad value %r for %r (want int, bool or one-line str)" % (value, key))
        lines.append(key + "=" + text)
    return "\n".join(lines)

