"""A backup file that cannot be read is ignored, never fatal (issue 10).

At power-up the store reads ``nvm_backup.bin`` (firmware/store/backup.py)
whenever it is on the drive. A valid one is exactly the nvm's size (4 KB),
so anything larger is not one: a file of a megabyte (on the board, reading
it whole would exhaust the heap), a read that runs out of memory, a folder
of that name. Each reads as no backup, the nvm's state loads as it is and
the board starts. Runs on CPython and MicroPython.
"""
import os

from firmware.store.store import Store
from firmware.store.backup import FileBackup
from tools.sim import appkeys, mpdevice
from tools.sim.board import Board
from tools.sim.flashmodel import Flash
from tests.test_store_backup_file import FakeDrive

MICROPYTHON = True

PATH = "/nvm_backup.bin"
BIG = 1024 * 1024


def _with_a_game():
    """An nvm holding settings and a saved game."""
    from core import new_game
    flash = Flash()
    store = Store(flash)
    store.save_settings({"brightness": 2})
    store.save_game(new_game("rift", 3), "human")
    return flash


def _loads_as_saved(flash, backup):
    store = Store(flash, backup)
    assert store.status == "ok" and store.problem is None
    assert store.settings() == {"brightness": 2} and store.game_name() == "rift"


def test_a_backup_file_larger_than_the_heap_is_ignored_and_the_board_starts():
    drive = FakeDrive()
    drive.files[PATH] = b"\xff" * BIG
    backup = FileBackup(PATH, drive, drive.open)
    assert backup.read() is None
    flash = _with_a_game()
    _loads_as_saved(flash, backup)
    with mpdevice.StandIns() as App:
        device, sim = mpdevice.make("full", flash, backup)
        app = Board(device, seed=1)
        app.step()
        assert sim.lines()[0][:2] == ["Twilight Board", "Continue"]
        sim.press(app, appkeys.start(app, "Twilight Dance"))
        sim.press(app, (None,))  # the frame that saves it
        assert app.game is not None and Store(flash).game_name() == "dance"


def test_a_backup_file_larger_than_any_backup_reads_as_none_on_the_real_file_system():
    path = _folder() + "/big_backup.bin"
    with open(path, "wb") as f:
        f.write(b"\x00" * BIG)
    assert FileBackup(path).read() is None
    _loads_as_saved(_with_a_game(), FileBackup(path))
    os.remove(path)


class _Starved(FakeDrive):
    """A drive whose files cannot be read: the heap is gone."""

    def open(self, path, mode):
        opened = FakeDrive.open(self, path, mode)
        if "r" in mode:
            opened.read = _no_memory
        return opened


def _no_memory(size=-1):
    raise MemoryError("memory allocation failed")


def test_a_backup_whose_read_raises_memory_error_is_ignored():
    drive = _Starved()
    drive.files[PATH] = b"\x00" * 4096
    backup = FileBackup(PATH, drive, drive.open)
    assert backup.read() is None
    _loads_as_saved(_with_a_game(), backup)


def _folder():
    """A folder of this test's own: a temporary one (CPython), or /tmp
    (MicroPython's file system in memory)."""
    try:
        import tempfile
    except ImportError:
        return "/tmp"
    return tempfile.mkdtemp()


def test_a_folder_named_like_the_backup_is_ignored_and_rewrites_go_on():
    path = _folder() + "/nvm_backup.bin"
    os.mkdir(path)
    backup = FileBackup(path)
    assert backup.read() is None
    flash = _with_a_game()
    _loads_as_saved(flash, backup)
    store = Store(flash, backup)
    played = 0
    while not flash.erases:  # until the sector is full and rewritten
        played += 1
        store.save_stats({"rift.played": played})
    assert Store(flash).stats() == {"rift.played": played} and backup.read() is None
    _loads_as_saved(flash, backup)
    os.rmdir(path)
