"""A model of CircuitPython's ``microcontroller.nvm`` on the RP2040, with
power cuts, for the store's tests, the wear benchmark and the simulator.

It does what ports/raspberrypi/common-hal/nvm/ByteArray.c does (read in
adafruit/circuitpython): a write whose target bytes all read 0xFF is
programmed page by page (256-byte pages, each page programmed whole from
its old contents merged with the new bytes): no erase. Any other write
copies the whole sector, puts the new bytes in, erases the sector and
programs all of it back, page by page. Programming only clears bits
(``old & new``); erasing sets every bit. The whole nvm is one sector (4 KB
on the board; the model takes any size, as one sector).

Power cuts: ``cut(steps)`` lets that many more flash steps happen, then
interrupts the next one and raises ``PowerCut``. A step is one sector erase
or the programming of one byte that changes. An interrupted program leaves
that byte with only some of its bits cleared (``partial=True``) or not
touched; an interrupted erase leaves every byte of the sector with some
random bits set. ``steps`` counts steps done, so a test can first measure
an operation and then cut it at each step in turn. Bytes are programmed in
address order, or with ``shuffled=True`` in a random order within each page
program (a chip gives no promise about the order).

``Backup`` models the backup file on the drive that a rewrite writes first
(firmware/store/backup.py), its writes cut by the same power.
"""
from core.rng import Rng

PAGE = 256


class PowerCut(Exception):
    """The simulated power failed in the middle of a flash operation."""


class Flash:
    """The nvm model; ``erases``, ``programs`` (page programs), ``writes``
    (assignments) and ``written`` (bytes assigned) count the wear."""

    def __init__(self, size=4096, image=None, shuffled=False):
        self.mem = bytearray(b"\xff" * size) if image is None else bytearray(image)
        self.shuffled = shuffled
        self.erases = 0
        self.programs = 0
        self.writes = 0
        self.written = 0
        self.steps = 0
        self.erase_steps = []  # the step number of each erase
        self._left = None
        self._partial = False
        self._rng = Rng(1)

    def __len__(self):
        return len(self.mem)

    def clone(self):
        """An independent copy of the contents (counters start at zero)."""
        return Flash(len(self.mem), self.mem, self.shuffled)

    def cut(self, steps, partial=False):
        """Cut the power during the step after the next ``steps`` ones;
        ``cut(None)`` restores it."""
        self._left = steps
        self._partial = partial

    def _range(self, index):
        size = len(self.mem)
        if isinstance(index, slice):
            if index.step not in (None, 1):
                raise NotImplementedError("only slices with step=1 (aka None) are supported")
            start, stop, _ = index.indices(size)
            return start, max(start, stop)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("index out of range")
        return index, index + 1

    def __getitem__(self, index):
        if isinstance(index, slice) and index.step not in (None, 1):
            raise NotImplementedError("only slices with step=1 (aka None) are supported")
        return self.mem[index]  # a slice of a bytearray is a new bytearray, as from nvm

    def __setitem__(self, index, value):
        start, stop = self._range(index)
        if isinstance(index, slice):
            data = bytes(value)
            if len(data) != stop - start:
                raise ValueError("Slice and value different lengths.")
        else:
            if not 0 <= value <= 255:
                raise ValueError("bytes must be in range 0-255")
            data = bytes((value,))
        self.writes += 1
        self.written += len(data)
        if self.mem[start:stop] == b"\xff" * (stop - start):
            page = start - start % PAGE
            while page < stop:
                merged = bytearray(self.mem[page:page + PAGE])
                lo = max(start, page)
                hi = min(stop, page + PAGE)
                merged[lo - page:hi - page] = data[lo - start:hi - start]
                self._program(page, merged)
                page += PAGE
        else:
            whole = bytearray(self.mem)
            whole[start:stop] = data
            self._erase()
            for page in range(0, len(whole), PAGE):
                self._program(page, whole[page:page + PAGE])

    def _cut_now(self):
        """Count one step; True if the power fails during it."""
        if self._left is not None:
            if self._left == 0:
                return True
            self._left -= 1
        self.steps += 1
        return False

    def _erase(self):
        self.erases += 1
        self.erase_steps.append(self.steps)
        mem = self.mem
        if self._cut_now():
            for i in range(len(mem)):
                mem[i] |= self._rng.below(256)
            raise PowerCut("during the sector erase")
        mem[0:len(mem)] = b"\xff" * len(mem)

    def _program(self, page, data):
        self.programs += 1
        mem = self.mem
        old = mem[page:page + len(data)]
        if old == data:
            return  # nothing to change: no step can fail
        if self._left is None or self._left > len(data):  # no cut in this page
            new = bytes([a & b for a, b in zip(old, data)])
            changed = len([1 for a, b in zip(old, new) if a != b])
            mem[page:page + len(data)] = new
            self.steps += changed
            if self._left is not None:
                self._left -= changed
            return
        order = list(range(len(data)))
        if self.shuffled:
            self._rng.shuffle(order)
        for i in order:
            old = mem[page + i]
            new = old & data[i]
            if new != old:
                if self._cut_now():
                    if self._partial:
                        mem[page + i] = old & (data[i] | self._rng.below(256))
                    raise PowerCut("programming byte %d" % (page + i))
                mem[page + i] = new


class Backup:
    """A backup file on the board's drive (firmware/store/backup.py's
    interface) that shares ``flash``'s power: each file operation is a step
    of ``flash`` and a cut there raises ``PowerCut``. ``write`` creates a
    temporary file, writes it in ``CHUNK``-byte pieces (one step each),
    then renames it (one step); ``clear`` removes each file there (one step
    each). A cut in a piece leaves the temporary file torn; with
    ``torn=True`` the file system is assumed to have put the final name
    in place first, so the torn bytes are what ``read`` finds. ``readonly``
    refuses every change, as the drive does when boot.py left it to the
    computer. ``writes`` counts completed writes (drive wear)."""

    CHUNK = 512

    def __init__(self, flash, files=None, torn=False, readonly=False):
        self.flash = flash
        self.files = {} if files is None else dict(files)  # "final", "temp"
        self.torn = torn
        self.readonly = readonly
        self.writes = 0

    def clone(self, flash):
        """The same files on another flash (its power)."""
        return Backup(flash, self.files, self.torn, self.readonly)

    def _step(self, what):
        if self.flash._cut_now():
            raise PowerCut("writing the backup: " + what)

    def read(self):
        return self.files.get("final")

    def write(self, data):
        if self.readonly:
            return False
        data = bytes(data)
        name = "final" if self.torn else "temp"
        self._step("create")
        self.files[name] = b""
        for at in range(0, len(data), self.CHUNK):
            try:
                self._step("data")
            except PowerCut:
                # A torn piece: part of it, or stale garbage in its place.
                junk = bytes(self.flash._rng.below(256) for _ in range(self.CHUNK))
                self.files[name] = data[:at] + junk[:self.flash._rng.below(self.CHUNK + 1)]
                raise
            self.files[name] = data[:at + self.CHUNK]
        if not self.torn:
            self._step("rename")
            self.files["final"] = self.files.pop("temp")
        self.writes += 1
        return True

    def clear(self):
        if self.readonly:
            return
        for name in ("temp", "final"):
            if name in self.files:
                self._step("remove")
                del self.files[name]
