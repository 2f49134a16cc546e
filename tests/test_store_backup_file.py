"""The board's backup file (firmware/store/backup.py) over a stand-in
drive: written under a temporary name and renamed, read back, removed; on
a read-only drive (BACK held at power-up) it refuses quietly and the store
rewrites without it. The real file system: tests/test_store_desktop.py.
"""
from firmware.store.store import Store
from firmware.store.backup import FileBackup
from tools.sim.flashmodel import Flash

MICROPYTHON = True


class FakeDrive:
    """``os`` and ``open`` over a dict of files; ``readonly`` refuses
    writes with OSError, as CircuitPython does."""

    def __init__(self, readonly=False):
        self.files = {}
        self.readonly = readonly

    def open(self, path, mode):
        if "w" in mode:
            if self.readonly:
                raise OSError(30)
            return _File(self.files, path)
        if path not in self.files:
            raise OSError(2)
        return _File(self.files, path, self.files[path])

    def rename(self, old, new):
        if self.readonly or old not in self.files:
            raise OSError(30)
        self.files[new] = self.files.pop(old)

    def remove(self, path):
        if self.readonly or path not in self.files:
            raise OSError(2)
        del self.files[path]


HEAP = 100 * 1024  # about what a Pico has free: a larger read fails


class _File:
    def __init__(self, files, path, data=None):
        self.files, self.path, self.data = files, path, data

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def read(self, size=-1):
        data = self.data if size < 0 else self.data[:size]
        if len(data) > HEAP:
            raise MemoryError("memory allocation failed, allocating %d bytes" % len(data))
        return data

    def write(self, data):
        self.files[self.path] = bytes(data)


def test_the_board_backup_file_writes_renames_and_removes():
    drive = FakeDrive()
    backup = FileBackup("/nvm_backup.bin", drive, drive.open)
    assert backup.read() is None
    assert backup.write(b"abc") and drive.files == {"/nvm_backup.bin": b"abc"}
    assert backup.read() == b"abc"
    drive.files["/nvm_backup.bin.tmp"] = b"torn"
    backup.clear()
    assert drive.files == {} and backup.read() is None
    backup.clear()  # nothing there: no error
    # The store over it: a rewrite leaves no file behind.
    flash = Flash()
    store = Store(flash, backup)
    store.save_settings({"brightness": 1})
    assert flash.writes == 1 and drive.files == {}


def test_the_board_backup_on_a_read_only_drive_refuses_quietly():
    drive = FakeDrive()
    backup = FileBackup("/nvm_backup.bin", drive, drive.open)
    backup.write(b"old")
    drive.readonly = True
    assert not backup.write(b"new") and backup.read() == b"old"
    backup.clear()
    store = Store(Flash(), backup)
    store.save_settings({"brightness": 1})  # the rewrite goes ahead
    assert Store(store._flash).settings() == {"brightness": 1}
