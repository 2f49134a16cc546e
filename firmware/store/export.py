"""Finished games as readable text files under /records/ on the drive.

Each file is the game's record (core/seal.py: header, one move per line,
``end COUNT CHECKSUM``; a Rift contest's, core/rift/contest.py's, in
``0008-rift-contest.txt``), named ``records/0007-dance.txt`` by a counter one
past the highest already there, so no file is ever overwritten. The board
may write the drive only when boot.py handed it over; when it did not, or
the drive is full, the export is skipped (``False``), never raised. A file
is written under a temporary name and renamed once complete, so a power cut
leaves no record that looks whole.
"""
import os

from core import seal
FOLDER = "records"
TEMP = "writing.tmp"


def number(name):
    """The counter a file name starts with ("0007-dance.txt": 7), else 0."""
    digits = name.split("-", 1)[0]
    return int(digits) if digits.isdigit() else 0


def export(game, root="/", fs=os, opener=open):
    """Write ``game``'s record under ``root``/records/; return its path, or
    False when the drive is read-only, full or otherwise refuses.

    :param root: the drive ("/" on the board; a folder in tests and the
        simulator)
    :param fs: ``listdir``, ``mkdir``, ``rename``, ``remove`` as in ``os``
    :param opener: ``open``
    """
    return write(game.NAME, (seal.dump(game),), root, fs, opener)


def write(kind, pieces, root="/", fs=os, opener=open):
    """Write the text ``pieces`` (an iterable: a contest's record is made a
    game at a time) as one file named for ``kind`` ("rift-contest"), as
    ``export`` does."""
    folder = root.rstrip("/") + "/" + FOLDER
    temp = folder + "/" + TEMP
    try:
        try:
            names = fs.listdir(folder)
        except OSError:
            fs.mkdir(folder)
            names = ()
        count = 0
        for name in names:
            count = max(count, number(name))
        path = "%s/%04d-%s.txt" % (folder, count + 1, kind)
        with opener(temp, "w") as f:
            for piece in pieces:
                f.write(piece)
        fs.rename(temp, path)
        return path
    except OSError:
        try:
            fs.remove(temp)
        except OSError:
            pass  # never written, or the drive refuses even that
        return False
