"""The backup of the store's sector rewrites: a file on the drive."""
import os

# A rewrite erases the nvm's only sector, so for ~50 ms the saved state is
# in no flash at all: the store writes the new image here first and removes
# it once the nvm holds it (docs/storage.md). Any object with these three
# methods will do; none may raise when the drive is read-only (boot.py left
# it to the computer), full, or the file is missing.


class FileBackup:
    """The backup in the file ``path`` of an nvm of ``size`` bytes."""

    def __init__(self, path, fs=os, opener=open, size=4096):
        self.path = path
        self.temp = path + ".tmp"
        self._fs = fs
        self._open = opener
        self._size = size

    def read(self):
        """The backup's bytes, or None if there is none, it won't read or
        it is longer than the nvm (then it is no backup: only ``size`` + 1
        bytes are read, as a larger file read whole could take the heap)."""
        try:
            with self._open(self.path, "rb") as f:
                data = f.read(self._size + 1)
        except (OSError, MemoryError):
            return None
        return data if len(data) <= self._size else None

    def write(self, data):
        """Keep ``data``: True once it is all in the file, False if the
        drive refuses. It goes to a temporary name first, renamed when
        complete, so the file never holds a torn image."""
        try:
            with self._open(self.temp, "wb") as f:
                f.write(data)
            self._fs.rename(self.temp, self.path)
            return True
        except OSError:
            return False

    def clear(self):
        """Remove the backup (and a torn temporary file), if the drive lets."""
        for name in (self.temp, self.path):
            try:
                self._fs.remove(name)
            except OSError:
                pass  # not there, or the drive is read-only
