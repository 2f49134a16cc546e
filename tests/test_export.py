"""Finished games exported as text files under /records/: they read back
through core.record, the counter never overwrites a file, and a drive that
is read-only or full is refused quietly with no partial file left behind.
"""
import os

from core import GAMES, new_game, record
from core.rng import Rng
from firmware.store.export import FOLDER, TEMP, export, number
from tests.util import count, play_random

MICROPYTHON = True

EROFS = 30
ENOSPC = 28


class Drive:
    """A FAT-like drive in memory: ``os``-style calls plus ``open``.
    ``readonly`` refuses every change (EROFS, as CircuitPython's drive does
    while the computer owns it); ``free`` bytes run out mid-write (ENOSPC)."""

    def __init__(self, readonly=False, free=1 << 20):
        self.files = {}  # path -> text
        self.folders = set()
        self.readonly = readonly
        self.free = free

    def _change(self):
        if self.readonly:
            raise OSError(EROFS)

    def listdir(self, folder):
        if folder not in self.folders:
            raise OSError(2)
        return [p[len(folder) + 1:] for p in self.files if p.rsplit("/", 1)[0] == folder]

    def mkdir(self, folder):
        self._change()
        if folder in self.folders:
            raise OSError(17)
        self.folders.add(folder)

    def rename(self, old, new):
        self._change()
        if new in self.files:
            raise OSError(17)  # FAT refuses to rename onto a file
        self.files[new] = self.files.pop(old)

    def remove(self, path):
        self._change()
        del self.files[path]

    def open(self, path, mode):
        assert mode == "w"
        self._change()
        if path.rsplit("/", 1)[0] not in self.folders:
            raise OSError(2)
        self.files[path] = ""
        return Writer(self, path)


class Writer:
    def __init__(self, drive, path):
        self.drive = drive
        self.path = path

    def write(self, text):
        room = min(len(text), self.drive.free)
        self.drive.files[self.path] += text[:room]
        self.drive.free -= room
        if room < len(text):
            raise OSError(ENOSPC)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def finished(name, seed):
    """A random game of ``name`` played to its end."""
    return play_random(new_game(name, seed), Rng(seed))


def save(game, drive, root="/"):
    return export(game, root, drive, drive.open)


def test_each_export_is_a_new_numbered_record_that_loads_back():
    drive = Drive()
    for i in range(count(6)):
        name = GAMES[i % len(GAMES)]
        game = finished(name, i + 1)
        path = save(game, drive)
        assert path == "/records/%04d-%s.txt" % (i + 1, name)
        again = record.load(drive.files[path])
        assert again.snapshot() == game.snapshot() and again.is_over()
    assert sorted(drive.files) == sorted("/records/%04d-%s.txt" % (i + 1, GAMES[i % 3])
                                         for i in range(count(6)))


def test_the_counter_goes_past_every_existing_file_and_overwrites_none():
    drive = Drive()
    drive.folders.add("/records")
    keep = {"/records/0007-venice.txt": "mine", "/records/0003-dance.txt": "old",
            "/records/notes.txt": "player's notes", "/records/._0009-dance.txt": "mac"}
    drive.files.update(keep)
    game = finished("dance", 5)
    assert save(game, drive) == "/records/0008-dance.txt"
    assert save(game, drive) == "/records/0009-dance.txt"
    for path, text in keep.items():
        assert drive.files[path] == text
    assert number("0012-rift.txt") == 12 and number("12345-rift.txt") == 12345
    assert number("notes.txt") == 0 and number(TEMP) == 0 and number("-x") == 0


def test_a_read_only_drive_is_refused_quietly():
    drive = Drive(readonly=True)
    assert save(finished("rift", 2), drive) is False
    assert drive.files == {} and drive.folders == set()
    drive.folders.add("/records")  # the folder exists from an earlier session
    assert save(finished("rift", 2), drive) is False
    assert drive.files == {}


def test_a_full_drive_leaves_no_partial_file():
    game = finished("venice", 3)
    size = len(record.dump(game))
    for free in (0, 1, size // 2, size - 1):
        drive = Drive(free=free)
        drive.folders.add("/records")
        drive.files["/records/0001-dance.txt"] = "earlier"
        assert save(game, drive) is False, free
        assert drive.files == {"/records/0001-dance.txt": "earlier"}, free
    drive = Drive(free=size)  # exactly enough
    assert save(game, drive) == "/records/0001-venice.txt"


def test_a_cut_mid_write_leaves_only_the_temporary_name():
    # Power lost during the write: what is on the drive is the temporary
    # file, which no reader takes for a record and the next export replaces.
    game = finished("dance", 4)
    drive = Drive()
    drive.folders.add("/records")
    drive.files["/records/" + TEMP] = record.dump(game)[:40]  # left by a cut
    assert save(game, drive) == "/records/0001-dance.txt"
    assert sorted(drive.files) == ["/records/0001-dance.txt"]


def _fresh_folder():
    try:
        import tempfile
        return tempfile.mkdtemp()
    except ImportError:  # MicroPython: an in-memory filesystem
        path = "/export_test"
        os.mkdir(path)
        return path


def test_on_a_real_filesystem_the_record_is_a_readable_text_file():
    root = _fresh_folder()
    game = finished("rift", 6)
    first = export(game, root + "/")
    second = export(game, root)
    assert first == root + "/records/0001-rift.txt"
    assert second == root + "/records/0002-rift.txt"
    with open(first) as f:
        text = f.read()
    assert text == record.dump(game) and text.startswith("TB2 rift seed=6")
    assert record.load(text).snapshot() == game.snapshot()
    folder = root + "/" + FOLDER
    assert sorted(os.listdir(folder)) == ["0001-rift.txt", "0002-rift.txt"]
    for name in os.listdir(folder):
        os.remove(folder + "/" + name)
    os.rmdir(folder)
    os.rmdir(root)
