"""Writing a deploy (tools.ship.deploy) so that a failure at any point leaves the
drive's old files in place and working: every new file is first written
beside the old one as <name>.deploy-new and read back, and only then are
they all renamed into place; a rename that fails puts every old file back.
"""
import os
import shutil
import time

from tools.ship.bundle import sha256
from tools.ship.deploy_checks import DeployError

BACKUPS = "deploy-backup"
NEW = ".deploy-new"  # a new file waiting beside the old one
OLD = ".deploy-old"  # an old file set aside until every new one is in place


def order(path):
    """Libraries first, code.py last: the board restarts the app when
    code.py changes, and by then everything it imports is in place."""
    return (path in ("code.py", "boot.py"), not path.startswith("lib/"), path)


def backup_folder(drive):
    """deploy-backup/<date-time>, a name not yet on the drive."""
    stamp = name = time.strftime("%Y-%m-%d_%H%M%S")
    n = 1
    while os.path.lexists(os.path.join(drive, BACKUPS, name)):
        n += 1
        name = "%s-%d" % (stamp, n)
    return BACKUPS + "/" + name


def _folders(path, made):
    """Make the folders above ``path`` that are missing; list them in ``made``."""
    folder, missing = os.path.dirname(path), []
    while not os.path.isdir(folder):
        missing.append(folder)
        folder = os.path.dirname(folder)
    for folder in reversed(missing):
        os.mkdir(folder)
        made.append(folder)


def _undo(files, folders):
    """Remove the files and then the (now empty) folders deploy made."""
    for path in files:
        if os.path.lexists(path):
            os.remove(path)
    for folder in reversed(folders):
        if os.path.isdir(folder) and not os.listdir(folder):
            os.rmdir(folder)


def stage(bundle, drive, steps):
    """Write every new file as <name>.deploy-new and check it by SHA-256;
    return the folders made. On failure, take it all away again."""
    files, folders = [], []
    try:
        for path in steps.copy:
            target = os.path.join(drive, path) + NEW
            _folders(target, folders)
            files.append(target)
            shutil.copyfile(os.path.join(bundle, path), target)
        if hasattr(os, "sync"):
            os.sync()
        bad = [p for p in steps.copy if sha256(os.path.join(drive, p) + NEW) !=
               sha256(os.path.join(bundle, p))]
    except OSError as err:
        _undo(files, folders)
        raise DeployError("writing to %s failed (%s). The new files were taken away again and the "
                          "drive keeps its old ones, which still work: make room (or check the "
                          "drive), then run deploy again" % (drive, err))
    if bad:
        _undo(files, folders)
        raise DeployError("these files did not read back as written: %s. Nothing was replaced; the "
                          "drive may be failing or was unplugged: run deploy again" % ", ".join(bad))
    return folders


def commit(drive, steps, folders):
    """Move aside (or into the backup folder) every file to be replaced or
    shelved and rename each staged file into place, code.py last; if a
    rename fails, put every old file back. Then delete what was set aside
    and the files ``steps.remove`` names."""
    shelved = [p for p in steps.backup if p not in steps.copy]
    done = []  # (full path, where its old file went or None)
    try:
        for path in shelved + sorted(steps.copy, key=order):
            target = os.path.join(drive, path)
            aside = target + OLD if os.path.lexists(target) else None
            if path in steps.backup:
                aside = os.path.join(drive, steps.folder, path)
                _folders(aside, folders)
            if aside:
                os.replace(target, aside)
            done.append((target, aside))
            if path in steps.copy:
                os.replace(target + NEW, target)
    except OSError as err:
        for target, aside in reversed(done):
            if aside:
                os.replace(aside, target)
            elif os.path.lexists(target):
                os.remove(target)
        _undo([os.path.join(drive, p) + NEW for p in steps.copy], folders)
        raise DeployError("renaming the new files into place on %s failed (%s); every old file "
                          "was put back, so the drive works as before: run deploy again"
                          % (drive, err))
    _undo([aside for target, aside in done if aside and aside.endswith(OLD)], [])
    _undo([os.path.join(drive, p) for p in steps.remove], [])
