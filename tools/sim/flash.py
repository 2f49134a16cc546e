"""The simulator's nvm: the RP2040 model (tools/sim/flashmodel.py) kept in a file.

Every write is mirrored to the file, replaced atomically, so a desktop game
resumes after the program is closed or killed, exactly as the board does
after a power cut. A missing file is a blank (erased) nvm; a short one reads
as erased past its end, like a write that stopped there. ``backup_for``
gives the file that backs up its sector rewrites, as the board's drive does.
"""
import os

from firmware.store.backup import FileBackup
from tools.sim.flashmodel import Flash


def backup_for(path):
    """The rewrite backup of the nvm file ``path`` (``build/nvm.bin``:
    ``build/nvm_backup.bin``), the board's /nvm_backup.bin."""
    root, ext = os.path.splitext(path)
    return FileBackup(root + "_backup" + ext)


class FileFlash(Flash):
    """``Flash`` whose contents live in the file at ``path``."""

    def __init__(self, path, size=4096):
        image = b""
        if os.path.exists(path):
            with open(path, "rb") as f:
                image = f.read(size)
        super().__init__(size, image + b"\xff" * (size - len(image)))
        self.path = path

    def __setitem__(self, index, value):
        try:
            super().__setitem__(index, value)
        finally:  # a simulated power cut leaves its half-written bytes too
            temp = self.path + ".tmp"
            with open(temp, "wb") as f:
                f.write(self.mem)
            os.replace(temp, self.path)
