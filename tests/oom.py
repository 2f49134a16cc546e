"""Running out of heap on purpose, at a chosen call (CPython and MicroPython).

The MicroPython tier cannot give the app a small heap: its WebAssembly
interpreter grows the heap instead of raising MemoryError, and
``micropython.heap_lock()`` hangs it. So the failure is injected where the
app would meet it: under MicroPython it is the interpreter's own
MemoryError, from an allocation no heap can grant; on CPython (which might
grant it) it is raised directly.
"""
import sys


def out_of_heap():
    """Raise MemoryError as an allocation does when the heap is full."""
    if sys.implementation.name == "micropython":
        bytearray(0x7FFFFFFF)  # the allocator refuses: a genuine MemoryError
    raise MemoryError("out of heap (injected)")


class Failing:
    """``owner.name`` (a function, method or module attribute) replaced by a
    stand-in whose calls ``at`` .. ``at + times - 1`` (counting from 1) run
    out of heap before the real one runs; the others call it. ``calls``
    counts them, ``failed`` the failures. ``undo()`` puts the real one back.

    :param after: run the real call first, then fail (it did its work but
        its caller never learns so: a move applied, say, but not recorded)
    """

    def __init__(self, owner, name, at=1, times=1, after=False):
        self.owner = owner
        self.name = name
        self.real = getattr(owner, name)
        self.at = at
        self.times = times
        self.after = after
        self.calls = 0
        self.failed = 0
        setattr(owner, name, self)

    def __call__(self, *args, **kwargs):
        self.calls += 1
        if not self.at <= self.calls < self.at + self.times:
            return self.real(*args, **kwargs)
        self.failed += 1
        if self.after:
            self.real(*args, **kwargs)
        out_of_heap()

    def undo(self):
        setattr(self.owner, self.name, self.real)
